"""The size of texts outside the table: menus, the scoreboard, dialogs, the start screen.

On a large screen without display scaling (a 4K monitor at 100 %) Qt draws everything at its
1080p size, tiny. ``text_scale_for`` picks a factor from the screen when the setting is
"automatic" (None); ``apply_text_scale`` sets the application font from it. The table and its
panels scale with the window on their own (see table.panels.panel_scale).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QFont, QScreen
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from .scaled_style import ScaledStyle

TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0, 2.5)
_REFERENCE_HEIGHT = 1080  # logical pixels at which texts have their base size
# Widget classes to which the platform gives fonts of their own (menus, headers, tips ...):
# scaling the application font alone leaves them at their base size.
_CLASSES = ("", "QMenuBar", "QMenu", "QHeaderView", "QDockWidget", "QToolTip", "QTipLabel",
            "QMessageBox", "QLabel", "QAbstractButton", "QPushButton", "QCheckBox",
            "QRadioButton", "QComboBox", "QComboMenuItem", "QAbstractItemView", "QStatusBar",
            "QLineEdit", "QSpinBox", "QTabBar", "QGroupBox")
_base_fonts: dict[str, QFont] = {}
_current = 1.0
_style: ScaledStyle | None = None  # the style set by apply_text_scale, if any


def text_scale_for(setting: float | None, screen: QScreen | None) -> float:
    """``setting`` when the person chose one; else from the screen: 1 on a 1080p screen or
    when the system already scales (device pixel ratio above 1), 2 on 4K at 100 %."""
    if setting is not None:
        return setting
    if screen is None or screen.devicePixelRatio() > 1.01:
        return 1.0
    return scale_for_height(screen.geometry().height())


def scale_for_height(height: int) -> float:
    """The automatic text scale of a screen ``height`` logical pixels tall, at 100 %."""
    steps = round(height / _REFERENCE_HEIGHT * 4) / 4  # in quarters: 1, 1.25, 1.5 ...
    return max(1.0, min(2.5, steps))


def _scaled(font: QFont, factor: float) -> QFont:
    scaled = QFont(font)
    if font.pointSizeF() > 0:
        scaled.setPointSizeF(font.pointSizeF() * factor)
    else:
        scaled.setPixelSize(max(1, round(font.pixelSize() * factor)))
    return scaled


def apply_text_scale(factor: float) -> None:
    """Every font of the application at ``factor`` times the one the program started with."""
    global _current, _style
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    _current = factor
    if not _base_fonts:
        for name in _CLASSES:  # (the stubs miss QApplication.font(class name))
            base = app.font() if not name else app.font(name)  # type: ignore[call-overload]
            _base_fonts[name] = QFont(base)
    app.setFont(_scaled(_base_fonts[""], factor))
    for name in _CLASSES[1:]:
        app.setFont(_scaled(_base_fonts[name], factor), name)  # type: ignore[arg-type]
    current = _style.factor if _style is not None and app.style() is _style else 1.0
    if current != factor:  # a new style object: Qt polishes every widget again with it
        from .scaled_style import ScaledStyle  # not at scale 1: it costs 20 ms at start

        base = _style.base_name if _style is not None else app.style().name()
        _style = ScaledStyle(base, factor)
        app.setStyle(_style)


def current_text_scale() -> float:
    """The size of texts in use (1 at the base size)."""
    return _current


def fit_to_text_scale(window: QWidget) -> None:
    """A window opened at its base size grows with the size of texts (its words would not
    fit otherwise)."""
    if _current > 1.0:
        window.resize(round(window.width() * _current), round(window.height() * _current))


def px(size: float, k: float) -> str:
    """A style-sheet length ``size`` pixels at scale 1, times ``k``."""
    return f"{max(1, round(size * k))}px"
