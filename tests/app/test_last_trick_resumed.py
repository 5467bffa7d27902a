"""The Last trick window shows the deal's real last trick whatever put the match on the table:
a match resumed from its file with tricks played in the deal (it used to say "No trick has been
played yet in this deal." until the next trick), one resumed as a deal begins (no trick yet is
right then), an undo back over a trick, and the match brought back after a deal played again."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase, make_rules, new_match, timeout_action
from koutchina.engine.state import MatchState
from koutchina.storage import SavedMatch, SeatInfo, saved_match_of
from koutchina.storage.practice_log import PracticeLog
from koutchina.storage.settings import Settings
from koutchina.storage.store import MatchStore

from .helpers import person_ready, play_one_move, wait_for


def _state_in_third_deal(game: str, tricks: int) -> MatchState:
    """A match played (each seat its lowest legal card) into its third deal, ``tricks`` tricks
    of it played and the person to act."""
    state = new_match(make_rules(game, {"turn_timer": 0}), 23)
    for _ in range(2000):
        view = state.view(0)
        if (view.deal_index == 2 and len(view.completed_tricks) == tricks
                and 0 in state.to_act() and (tricks == 0 or view.phase == Phase.PLAYING)):
            return state
        seat = state.to_act()[0]
        state.apply(timeout_action(state.view(seat)))
    raise AssertionError("no such position")


def _saved(state: MatchState, practice: bool = False) -> SavedMatch:
    seats = [SeatInfo(name="Amal")] + [SeatInfo(name="", bot_level="random")] * 3
    created = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    return saved_match_of(state, match_id=f"last-trick-{state.game}", seats=seats,
                          created=created, practice=PracticeLog(practice=practice))


def _resumed(qtbot, state: MatchState, practice: bool = False) -> MainWindow:
    """``state`` saved, then reopened as the start screen's Resume does, in a new window."""
    MatchStore().save(_saved(state, practice))
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, animation_speed="off"),
                        autosave=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    assert window.resume_latest()
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    return window


def _dialog_caption(qtbot, window: MainWindow) -> str:  # type: ignore[no-untyped-def]
    """What the Last trick window says, opened with L as the person opens it."""
    qtbot.keyClick(window.table, Qt.Key.Key_L)
    dialog = window.last_trick_dialog
    assert dialog.isVisible()
    caption = dialog.caption.text()
    dialog.close()
    return caption


@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_a_match_resumed_after_two_tricks_shows_the_second_as_the_last(
    qtbot, english: None, game: str  # type: ignore[no-untyped-def]
) -> None:
    state = _state_in_third_deal(game, tricks=2)
    second = state.view(0).completed_tricks[-1]
    window = _resumed(qtbot, state)
    c = window.controller
    assert c.state is not None and c.state.deal_index == 2
    assert c.view(0).completed_tricks[-1] == second  # the file's deal, as it was left
    assert c.last_trick == second  # its four cards, who played each, who won it
    assert c.last_trick_number == 2
    winner = window.table.name_in_sentence(second.winner)
    caption = _dialog_caption(qtbot, window)
    assert caption.splitlines()[0] in (f"Trick 2: won by {winner}", "Trick 2: won by you")
    assert window.last_trick_dialog.strip.trick == second


@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_a_match_resumed_as_a_deal_begins_has_no_last_trick(
    qtbot, english: None, game: str  # type: ignore[no-untyped-def]
) -> None:
    window = _resumed(qtbot, _state_in_third_deal(game, tricks=0))
    assert window.controller.last_trick is None and window.controller.last_trick_number == 0
    # in the game's own word (Hand is played in rounds), and no empty picture under it
    deal = "round" if game == "hand" else "deal"
    assert _dialog_caption(qtbot, window) == f"No trick has been played yet in this {deal}."
    assert window.last_trick_dialog.strip.isHidden()


def test_an_undo_back_over_a_trick_shows_the_trick_before_it(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    state = _state_in_third_deal("hand", tricks=2)
    first = state.view(0).completed_tricks[0]
    window = _resumed(qtbot, state, practice=True)
    c = window.controller
    assert c.undo()  # the person's card of the second trick, and the bots' since
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    assert c.state is not None and len(c.view(0).completed_tricks) == 1
    assert c.last_trick == first and c.last_trick_number == 1
    assert _dialog_caption(qtbot, window).splitlines()[0].startswith("Trick 1: won by")


def test_the_match_back_from_a_deal_played_again_shows_its_own_last_trick(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    state = _state_in_third_deal("hand", tricks=2)
    second = state.view(0).completed_tricks[-1]
    window = _resumed(qtbot, state)
    c = window.controller
    window.coach.again_actions[0].trigger()  # Coach > Play the last deal again, own seat
    assert window.deal_again.replaying
    wait_for(lambda: person_ready(window), timeout=15000)
    assert c.state is not None and c.state.deal_index == 1
    assert c.last_trick is None  # the deal played again has just begun
    for _ in range(12):  # a few moves into it: a trick of the deal played again
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
        if c.view(0).completed_tricks:
            break
    assert c.last_trick == c.view(0).completed_tricks[-1]
    window.deal_again.back()
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    assert c.state is not None and c.state.deal_index == 2
    assert c.last_trick == second and c.last_trick_number == 2
