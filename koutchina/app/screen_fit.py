"""Windows no larger than the screen: every window and dialog opens inside its screen's
available space (without the task bar), with room for the frame the window manager adds.

A window's own size (the Rules' 720x760, the Replay's 1100x700, times the size of texts) suits
a 1080p screen; on a 1280x720 one its bottom, buttons included, would lie under the task bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QMoveEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

UNBOUNDED = 16777215  # Qt's QWIDGETSIZE_MAX: no limit on a widget's size

# Room for a frame not known yet (the window manager draws it once the window is on screen):
# a title bar and thin borders. Openbox draws 20 px above and 5 below, GNOME about 37 above,
# Windows 31; a taller frame is fitted once known (FitsScreen)
FRAME_ROOM = QMargins(8, 40, 8, 8)

# Type checkers see the mixin as a QWidget; at run time it stays a plain class (see i18n.py).
if TYPE_CHECKING:
    _WidgetBase = QWidget
else:
    _WidgetBase = object


def _is_framed(window: QWidget) -> bool:
    """Whether Qt knows the frame of ``window`` (it is none until the window manager has put
    one around it)."""
    return window.frameGeometry() != window.geometry()


def _frame_margins(window: QWidget) -> QMargins:
    """The frame around the window: the one it has, at least ``FRAME_ROOM``."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(max(inner.left() - frame.left(), FRAME_ROOM.left()),
                    max(inner.top() - frame.top(), FRAME_ROOM.top()),
                    max(frame.right() - inner.right(), FRAME_ROOM.right()),
                    max(frame.bottom() - inner.bottom(), FRAME_ROOM.bottom()))


def fit_on_screen(window: QWidget) -> None:
    """Shrink ``window`` to its screen's available space, its frame included, and bring it
    back onto that space if the program placed it partly off it (a window it did not place is
    left to the window manager, or to QDialog, which place what fits on the screen)."""
    screen = window.screen()
    if screen is None or window.windowState() & (Qt.WindowState.WindowMaximized
                                                 | Qt.WindowState.WindowFullScreen):
        return
    available = screen.availableGeometry()
    margins = _frame_margins(window)
    room = available.marginsRemoved(margins)
    if window.width() > room.width() or window.height() > room.height():
        window.resize(min(window.width(), room.width()), min(window.height(), room.height()))
    frame = QRect(window.pos(), window.size().grownBy(margins))
    if window.testAttribute(Qt.WidgetAttribute.WA_Moved) and not available.contains(frame):
        left = max(available.left(), min(frame.left(), available.right() - frame.width() + 1))
        top = max(available.top(), min(frame.top(), available.bottom() - frame.height() + 1))
        window.move(QPoint(left, top))


class FitsScreen(_WidgetBase):
    """Mixin for a window or dialog: each time it opens, it fits its screen (fit_on_screen),
    before a dialog centres itself over its parent, and once more when the window manager has
    framed it, in case its frame is taller than FRAME_ROOM. Put it before the Qt class in the
    bases."""

    _fit_when_framed = False

    def showEvent(self, event: QShowEvent) -> None:
        fit_on_screen(self)
        self._fit_when_framed = not _is_framed(self)
        super().showEvent(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        # the window manager frames and places the window: Qt hears of it as a move (only
        # that first one: the person may then move and size the window as they like)
        if self._fit_when_framed and _is_framed(self):
            self._fit_when_framed = False
            fit_on_screen(self)


class ScrollWhenShort(QScrollArea):
    """A dialog's body, scrolled where the screen is too short for it: as tall as the body
    wants where there is room, else as short as a few lines, so that the dialog's buttons
    stay on the screen (fit_on_screen makes the dialog no taller than its screen)."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # never across: a body narrower than it would be wraps its words (the keys' list too)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the body's fields
        self.setWidget(body)

    def sizeHint(self) -> QSize:
        body = self.widget()
        wanted = body.sizeHint() if body is not None else QSize()
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(wanted.width() + bar, wanted.height())

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        lines = 6 * self.fontMetrics().height()
        width = body.minimumSizeHint().width() if body is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), lines)


__all__ = ["FRAME_ROOM", "FitsScreen", "ScrollWhenShort", "fit_on_screen"]
