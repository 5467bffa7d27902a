"""A match that ended keeps the moment it was last played: the program saved the table once
more as it closed, and a match finished an hour before moved to the top of History with the
moment of quitting as its "Last played" (a player's review: 5:20 PM became 5:23 PM)."""

from __future__ import annotations

import random
import time

from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.engine import MatchState, make_rules, new_match
from koutchina.storage.errors import Problem, SaveError

from .helpers import make_window


def _one_move_from_the_end(seed: int) -> MatchState:
    """A one-round Hand match played at random up to its last card, a bot's to play."""
    rng = random.Random(seed)
    state = new_match(make_rules("hand", {"rounds": 1}), seed)
    while True:
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        after = state.clone()
        after.apply(action)
        if after.is_over:
            if seat != 0:
                return state
            state = new_match(make_rules("hand", {"rounds": 1}), seed := seed + 1)
            continue
        state.apply(action)


def test_closing_the_program_leaves_a_finished_matchs_time_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, autosave=True, animation_speed="off")
    players = [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random") for _ in range(3)]
    window.resume(_one_move_from_the_end(3), players)
    saver = window.saver
    assert saver is not None and saver.match_id is not None
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state.is_over, timeout=15000)
    assert saver.autosaver.flush(10)
    finished = saver.store.load(saver.match_id).saved.updated
    time.sleep(0.05)  # a save now would carry a later moment
    saver.close()
    assert saver.store.load(saver.match_id).saved.updated == finished


def test_a_failed_save_at_the_end_is_tried_again(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The match's last move could not be written (the disk full): quitting's "Try again"
    writes it once there is room, as before a finished match stopped being saved again (a
    code review: the finished match was never written, History kept it unfinished)."""
    import koutchina.app.unsaved_quit as unsaved_quit

    monkeypatch.setattr(unsaved_quit, "may_quit", lambda parent, saver: True)
    window = make_window(qtbot, autosave=True, animation_speed="off")
    players = [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random") for _ in range(3)]
    saver = window.saver
    assert saver is not None
    written = saver.store.save
    full = {"disk": False}

    def save(saved):  # type: ignore[no-untyped-def]
        if full["disk"]:
            raise SaveError(saver.store.path_for(saved.match_id), Problem.DISK_FULL)
        return written(saved)

    monkeypatch.setattr(saver.store, "save", save)
    window.resume(_one_move_from_the_end(3), players)
    saver.save_now()
    assert saver.autosaver.flush(10)
    full["disk"] = True
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state.is_over, timeout=15000)
    assert saver.autosaver.flush(10)
    assert saver.autosaver.last_error is not None
    full["disk"] = False  # room again: "Try again"
    assert saver.unsaved_problem() is None
    assert saver.match_id is not None
    assert saver.store.load(saver.match_id, remember=False).state.is_over
