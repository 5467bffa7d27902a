"""Court Piece's hidden trump: a person unable to follow suit may press S to see the trump
before they play. That is part of the same turn, so their countdown goes on from where it was:
it started again from the whole turn time, and S pressed late in a turn bought a whole new
one (a player's review)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import choice, make_window, person_ready, play_one_move, wait_for

TURN_S = 30


def _void_with_the_trump_hidden_timed(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """The person's turn with a countdown, void in the suit led, the trump hidden (as
    test_enter_with_hidden_trump's, the countdown's seconds 50 ms long)."""
    window = make_window(qtbot)
    window.activateWindow()
    window.controller.turn_timer.tick_ms = 50
    window.start_match(choice("court-piece", timer=TURN_S, levels=["medium"] * 3,
                              options={"hidden_trump": True}), seed=33)
    for _ in range(2000):
        wait_for(lambda: person_ready(window))
        if window.table.reveal_panel.isVisible():
            break
        play_one_move(qtbot, window)
    view = window.controller.view(0)
    assert view is not None and view.phase == Phase.PLAYING and view.trump_hidden
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
