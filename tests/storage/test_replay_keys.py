"""In Replay, the keys work whatever control has focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.history.replay import ReplayWindow

from .helpers import random_match, saved_of


@pytest.mark.parametrize("focus", ["play_button", "forward_button", "slider", "speed"])
def test_replay_keys_work_whatever_control_has_focus(qtbot, qapp: QApplication,
                                                       focus: str) -> None:
    state = random_match("hand", 6, moves=62)
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    replay.show()
    replay.activateWindow()
    widget: QWidget = getattr(replay, focus)
    widget.setFocus()
    qapp.processEvents()
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_Right)
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_Right)
    assert replay.position == 2
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_Left)
    assert replay.position == 1
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_Space)
    assert replay.timer.isActive()
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_Space)
    assert not replay.timer.isActive()
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_End)
    assert replay.position == len(replay.steps) - 1
    qtbot.keyClick(qapp.focusWidget() or replay, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: replay.position == 0, timeout=15000)
