"""The main window's passing news line: Qt's status bar, made by the first message (the saved
matches being indexed), stayed for the whole sitting as an empty light-grey strip with a size
grip along the bottom of the dark window (a player's review)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from .helpers import make_window


def test_the_news_line_shows_only_while_it_says_something_and_in_the_window_s_shade(
        qtbot) -> None:
    window = make_window(qtbot)
    window.show()
    bar = window.statusBar()
    assert not bar.isVisible()  # nothing said yet: no strip
    bar.showMessage("Indexing the saved matches for the History: 3 of 9…")
    QApplication.processEvents()
    assert bar.isVisible() and not bar.isSizeGripEnabled()
    ground = bar.grab().toImage().pixelColor(bar.width() - 4, bar.height() // 2)
    assert ground.lightness() < 80, ground.name()  # the dark ground, not the system's grey
    bar.clearMessage()
    QApplication.processEvents()
    assert not bar.isVisible()
    bar.showMessage("Autosave failed: disk full", 30)  # gone with its time
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)
