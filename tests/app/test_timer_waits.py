"""The person's turn timer waits while another window is in front of the table, or the main
window is minimized, and then goes on with the seconds it had."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog

from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window


def _timer_running(qtbot) -> MainWindow:
    window = make_window(qtbot)
    window.activateWindow()
    c = window.controller
    c.turn_timer.tick_ms = 5
    window.start_match(choice("hand", timer=30), seed=3)
    qtbot.waitUntil(lambda: c.timer_seat == 0 and c.seconds_left < 28, timeout=5000)
    return window


def _open_rules(window: MainWindow) -> None:
    window.open_rules()


def _open_last_trick(window: MainWindow) -> None:
    window.show_last_trick()


def _open_history(window: MainWindow) -> None:
    window.open_history()


def _minimize(window: MainWindow) -> None:
    window.showMinimized()


@pytest.mark.parametrize("open_window", [_open_rules, _open_last_trick, _open_history, _minimize])
def test_the_timer_waits_while_the_person_is_elsewhere(
    qtbot, qapp: QApplication, open_window: Callable[[MainWindow], None]
) -> None:
    window = _timer_running(qtbot)
    c = window.controller
    open_window(window)
    qapp.processEvents()
    left = c.seconds_left
    qtbot.wait(150)  # 30 ticks of the test's clock
    assert c.seconds_left == left and c.timer_seat == 0
    assert window.table.badge(0).timer_paused  # the countdown is drawn grey meanwhile
    for widget in qapp.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
    window.showNormal()
    window.activateWindow()
    qtbot.waitUntil(lambda: c.seconds_left < left, timeout=5000)
    assert c.seconds_left >= left - 10  # it went on from where it stopped
    assert not window.table.badge(0).timer_paused


def test_the_timer_waits_while_a_dialog_is_open(qtbot, qapp: QApplication) -> None:
    window = _timer_running(qtbot)
    c = window.controller
    seen: list[int] = []

    def look_then_close() -> None:
        seen.append(c.seconds_left)
        QTimer.singleShot(150, lambda: (seen.append(c.seconds_left),
                                        qapp.activeModalWidget().reject()))

    QTimer.singleShot(20, look_then_close)
    QDialog(window).exec()
    assert len(seen) == 2 and seen[0] == seen[1]
