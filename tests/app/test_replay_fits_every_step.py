"""Replay keeps to its screen at every step. At 200 % on a 1280x720 laptop its last step (the
deal's scores and the match's totals under the tricks, four players' lines in Hand) made the
side panel taller than the room beside the board: the window grew past the screen's bottom,
the row of Review and Play again cut off (English, Hand), or the panel's last lines were cut
(French, Hokm), with no way to read them (a player's review). The panel scrolls where it is
taller than its room; the window is no taller at the last step than at the first."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.storage import MatchStore

from .helpers import history_replay, make_window


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_the_last_step_makes_replay_no_taller_and_its_panel_reads_whole(  # type: ignore[no-untyped-def]
        qtbot, game: str) -> None:
    MatchStore().save(saved_of(random_match(game, 7), "long"))
    window = make_window(qtbot, text_scale=2.0)
    replay = history_replay(qtbot, window, "long")
    replay.show()
    replay.go_to(0)
    qtbot.wait(20)
    first = replay.minimumSizeHint().height()
    replay.go_to(len(replay.steps) - 1)
    qtbot.wait(20)
    assert replay.minimumSizeHint().height() <= first
    # in a window shorter than the panel (a laptop's, its texts at 200 %), the panel's every
    # line can be brought into view
    replay.resize(1264, 560)
    qtbot.wait(20)
    room = replay.info_room
    bar = room.verticalScrollBar()
    assert bar.isVisible()
    assert replay.info.height() <= room.viewport().height() + bar.maximum()
    assert replay.info.height() >= replay.info.heightForWidth(replay.info.width())
    replay.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is replay)
    qtbot.keyClick(QApplication.focusWidget() or replay, Qt.Key.Key_PageDown)  # by keys too
    assert bar.value() > 0
    qtbot.keyClick(QApplication.focusWidget() or replay, Qt.Key.Key_PageUp)
    assert bar.value() == 0
