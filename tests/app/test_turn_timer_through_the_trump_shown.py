"""Court Piece's hidden trump: a person unable to follow suit may press S to see the trump
before they play. That is part of the same turn, so their countdown goes on from where it was:
it started again from the whole turn time, and S pressed late in a turn bought a whole new
one (a player's review)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import (
    court_piece_void_with_trump_hidden,
    wait_for,
)

TURN_S = 30


def _void_with_the_trump_hidden_timed(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """The person's turn with a countdown, void in the suit led, the trump hidden (as
    test_enter_with_hidden_trump's, the countdown's seconds 50 ms long)."""
    window = court_piece_void_with_trump_hidden(qtbot, TURN_S, tick_ms=50)
    assert window.controller.timer_seat == 0
    return window


def test_s_shows_the_trump_and_the_countdown_goes_on_where_it_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _void_with_the_trump_hidden_timed(qtbot)
    c, table = window.controller, window.table
    wait_for(lambda: c.seconds_left <= TURN_S - 10)  # a third of the turn gone
    before = c.seconds_left
    ticks: list[int] = []
    c.timer_ticked.connect(lambda seat, seconds: ticks.append(seconds) if seat == 0 else None)
    qtbot.keyClick(table, Qt.Key.Key_S)
    wait_for(lambda: not c.view(0).trump_hidden and c.accepts_input(0) and c.timer_seat == 0)
    assert c.view(0).phase == Phase.PLAYING and len(c.view(0).current_trick) < 4  # same turn
    assert ticks, "the countdown said nothing after the trump was shown"
    assert max(ticks) <= before, f"the countdown went back up from {before} s to {max(ticks)} s"
    assert c.seconds_left <= before
    wait_for(lambda: c.seconds_left < before)  # and it goes on
    window.close()
