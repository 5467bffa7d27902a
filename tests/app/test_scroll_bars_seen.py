"""A scroll bar is seen for what it is, in the felt's look and in high contrast: its handle
stands out of its track and of the window's ground. In high contrast the handle was a black
face edged white on a black track, an outline nothing told a player was a scroll bar
(Settings at 175 % on 1280x720, a player's review); in the felt's look the handle's face was
barely lighter than the track. Every window dressed by ``dressing.scroll_bar_style``: here
Settings (its scrolled body) and the Rules (its page)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QScrollBar, QWidget

from koutchina.app.dressing import ControlColours
from koutchina.app.rules_window import RulesWindow
from koutchina.app.settings_dialog import SettingsDialog
from koutchina.storage.settings import Settings

from .felt_checks import contrast_ratio


def _seen(bar: QScrollBar, contrast: bool) -> None:
    """The handle (at the top: the bar at its start) against the track under it and
    against the window's ground; in high contrast the track edged too."""
    assert bar.isVisible() and bar.maximum() > 0
    bar.setValue(0)
    QApplication.processEvents()
    image = bar.grab().toImage()
    height = image.height()
    handle_length = height * bar.pageStep() / (bar.maximum() - bar.minimum() + bar.pageStep())
    assert handle_length < 0.7 * height, "too little to scroll to tell the handle from the track"
    middle = image.width() // 2
    handle = image.pixelColor(middle, round(handle_length / 2))
    track = image.pixelColor(middle, round((handle_length + height) / 2))
    ground = QColor(ControlColours.now(contrast).dark)
    assert contrast_ratio(handle, track) >= 3, (handle.name(), track.name())
    assert contrast_ratio(handle, ground) >= 3, (handle.name(), ground.name())
    if contrast:
        edge = image.pixelColor(0, round((handle_length + height) / 2))
        assert contrast_ratio(edge, track) >= 3, ("the track's edge", edge.name(), track.name())


def _shown(qtbot, window: QWidget) -> None:  # type: ignore[no-untyped-def]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)


def test_settings_scroll_bar_is_seen(qtbot, contrast: bool) -> None:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(sound_on=True, high_contrast=contrast))
    _shown(qtbot, dialog)
    dialog.resize(dialog.width(), 320)  # a short screen's: the body scrolls
    bar = dialog.body_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.isVisible())
    _seen(bar, contrast)


def test_rules_scroll_bar_is_seen(qtbot, contrast: bool) -> None:  # type: ignore[no-untyped-def]
    window = RulesWindow()
    _shown(qtbot, window)
    window.resize(720, 500)
    bar = window.findChild(QWidget, "rules_text").verticalScrollBar()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.isVisible())
    _seen(bar, contrast)
