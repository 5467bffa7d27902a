"""In History, Enter presses the button Tab reached, as it does in Replay: with the white frame
on Replay or Statistics…, Enter did nothing (History is no dialog, where a focused button takes
Enter; a player's check). Enter on a row still replays it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .felt_checks import history_of, looks_restored  # noqa: F401 - a fixture


def test_enter_presses_the_focused_button_and_replays_the_focused_row(  # type: ignore[no-untyped-def]
        qtbot, looks_restored) -> None:  # noqa: F811
    _window, history = history_of(qtbot)
    history.show()
    history.activateWindow()
    qtbot.waitUntil(history.isActiveWindow, timeout=5000)
    history.stats_button.setFocus()
    qtbot.waitUntil(history.stats_button.hasFocus, timeout=5000)
    qtbot.keyClick(history.stats_button, Qt.Key.Key_Return)
    stats = history._stats
    assert stats is not None and stats.isVisible()
    stats.close()
    history.activateWindow()
    qtbot.waitUntil(history.isActiveWindow, timeout=5000)
    history.table.setFocus()
    qtbot.waitUntil(history.table.hasFocus, timeout=5000)
    assert not history._replays
    qtbot.keyClick(history.table, Qt.Key.Key_Enter)
    QApplication.processEvents()
    assert len(history._replays) == 1 and history._replays[0].isVisible()
    history._replays[0].close()
    history.close()
