"""Ctrl+Z pressed while the table is busy (the person's card gliding, a trick on show before it
is gathered) is not lost: the undo waits for the table to settle, then takes the person's card
back, and the bots' played meanwhile, as undo always does. It was dropped without a word while
the Undo button looked lit (a player's review: Court Piece, Ctrl+Z a second after the card;
Hand, 0.8 s after the card that completed a trick)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.app.timing import timing_for
from koutchina.engine import Phase, SeatView
from koutchina.engine.record import record_of
from koutchina.engine.rewind import rewound

from .helpers import choice, make_window, person_ready, play_one_move, play_until, wait_for


def _to_a_card_turn(qtbot, window: MainWindow, wanted: Callable[[SeatView], bool]) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    play_until(qtbot, window, lambda: person_ready(window) and (
        (view := c.view(0)) is not None and view.phase == Phase.PLAYING
        and c.accepts_input(0) and wanted(view)), moves=300)


@pytest.mark.parametrize(("game", "wanted"), [
    ("court-piece", lambda view: True),
    # the person's card completes the trick: Ctrl+Z while the trick is on show
    ("hand", lambda view: len(view.current_trick) == 3),
])
def test_ctrl_z_while_busy_takes_the_card_back_once_the_table_settles(
        qtbot, game: str, wanted: Callable[[SeatView], bool]) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=31)
    c = window.controller
    _to_a_card_turn(qtbot, window, wanted)
    c.set_timing(timing_for("normal"))  # the table takes its time showing the card
    before = record_of(c.state)
    hand = sorted(c.view(0).hand)
    play_one_move(qtbot, window)
    assert c.busy and len(c.view(0).hand) == len(hand) - 1
    assert window.coach.undo_button.isEnabled()  # lit, and it acts: not a dead button
    with qtbot.waitSignal(c.moves_undone, timeout=15000) as undone:
        qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert undone.args[0] == len(before.actions)
    wait_for(lambda: c.accepts_input(0))
    assert record_of(c.state) == before  # back at the person's turn, nothing more played
    assert sorted(c.view(0).hand) == hand
    assert sorted(item.card for item in window.table.hand_items()) == hand


def test_the_undo_button_while_busy_takes_the_card_back_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3, practice=True), seed=31)
    c = window.controller
    _to_a_card_turn(qtbot, window, lambda view: True)
    c.set_timing(timing_for("normal"))
    before = record_of(c.state)
    play_one_move(qtbot, window)
    assert c.busy
    with qtbot.waitSignal(c.moves_undone, timeout=15000):
        qtbot.mouseClick(window.coach.undo_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: c.accepts_input(0))
    assert record_of(c.state) == before


def test_two_undos_asked_while_busy_take_back_two_moves(qtbot) -> None:  # type: ignore[no-untyped-def]
    """As at rest, where each press takes back a move (a code review: two presses while
    busy took back one)."""
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3, practice=True), seed=31)
    c = window.controller
    _to_a_card_turn(qtbot, window, lambda view: True)
    before = record_of(c.state)
    play_one_move(qtbot, window)
    _to_a_card_turn(qtbot, window, lambda view: True)
    c.set_timing(timing_for("normal"))
    play_one_move(qtbot, window)
    assert c.busy and c.undo() and c.undo()
    wait_for(lambda: c.accepts_input(0) and record_of(c.state) == before)


def test_a_waiting_undo_is_forgotten_with_its_match(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Another practice match put on the table before it settled, in the middle of a deal
    with moves of the person's to take back: the undo asked in the old match takes back
    none of them."""
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3, practice=True), seed=31)
    c = window.controller
    _to_a_card_turn(qtbot, window, lambda view: True)
    play_one_move(qtbot, window)
    _to_a_card_turn(qtbot, window, lambda view: True)
    other = rewound(c.state, len(c.state.actions))  # a copy: a deal with a move to undo
    c.set_timing(timing_for("normal"))
    play_one_move(qtbot, window)
    assert c.busy and c.undo()  # it waits
    undone: list[object] = []
    c.moves_undone.connect(lambda *args: undone.append(args))
    c.start_match(other.rules, c.players, c.seed, state=other, practice=True)
    wait_for(lambda: person_ready(window))
    qtbot.wait(300)
    assert c.may_undo()  # a move there it could take back
    assert not undone
