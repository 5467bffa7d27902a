"""A change to a saved match that is not on the table (a deal played again from History) is read,
made and written on the saver's thread: the window never waits on the disk for it, a snapshot
of that match still waiting to be written is built on rather than lost, and a file that cannot
be read is left exactly as it is."""

from __future__ import annotations

import logging
import threading

from koutchina.engine import Action, MatchState
from koutchina.engine.rewind import replay_start
from koutchina.storage import Autosaver, MatchStore, SavedMatch, SaveError
from koutchina.storage.practice_log import PracticeLog

from .helpers import random_match, saved_of


def _first_deal_again(state: MatchState) -> list[Action]:
    """The moves of the match's first deal, played again from the person's seat."""
    after, begin = replay_start(state, 0, 0)
    moves: list[Action] = []
    for action in state.actions[begin:]:
        if after.deals[0].scores is not None:
            break
        after.apply(action)
        moves.append(action)
    return moves


def _adding(state: MatchState, seen: list[threading.Thread]):
    log = PracticeLog()
    log.add_replay(0, 0, _first_deal_again(state))

    def add(saved: SavedMatch) -> SavedMatch:
        seen.append(threading.current_thread())
        saved.replays = [*saved.replays, *log.replays]
        return saved

    return add


def test_a_deal_played_again_is_added_to_the_file_on_the_savers_thread() -> None:
    store = MatchStore()
    state = random_match("hand", 3, moves=80)
    store.save(saved_of(state, "old"))
    saver = Autosaver(store)
    seen: list[threading.Thread] = []
    read_on: list[threading.Thread] = []
    real_load = store.load

    def load(path_or_id, remember=True):
        read_on.append(threading.current_thread())
        return real_load(path_or_id, remember)

    store.load = load  # type: ignore[method-assign]
    saver.submit_change("old", _adding(state, seen))
    assert saver.close()
    assert read_on and seen and threading.main_thread() not in read_on + seen
    store.load = real_load  # type: ignore[method-assign]
    loaded = MatchStore().load("old")  # replayed and checked on load, the replay included
    assert [(r.deal, r.seat) for r in loaded.saved.replays] == [(0, 0)]
    assert len(loaded.state.actions) == len(state.actions)  # the match itself unchanged


def test_a_snapshot_still_waiting_is_changed_not_replaced(monkeypatch) -> None:
    store = MatchStore()
    early = random_match("hand", 3, moves=80)
    store.save(saved_of(early, "m"))
    later = random_match("hand", 3, moves=120)  # the same match, further on
    saver = Autosaver(store)
    hold = threading.Event()
    real_save = store.save

    def slow_save(saved: SavedMatch):
        hold.wait(5)
        return real_save(saved)

    monkeypatch.setattr(store, "save", slow_save)
    saver.submit(saved_of(early, "busy"))  # keeps the saver's thread busy
    saver.submit(saved_of(later, "m"))  # waits behind it
    saver.submit_change("m", _adding(later, []))
    hold.set()
    assert saver.close()
    loaded = MatchStore().load("m")
    assert len(loaded.state.actions) == len(later.actions)  # the newer snapshot was written
    assert [r.deal for r in loaded.saved.replays] == [0]  # with the deal added to it


def test_a_file_that_cannot_be_read_is_left_as_it_is(caplog) -> None:
    caplog.set_level(logging.WARNING, logger="koutchina.storage")
    store = MatchStore()
    state = random_match("hand", 3, moves=80)
    path = store.save(saved_of(state, "bad"))
    damaged = path.read_bytes()[:-40]
    path.write_bytes(damaged)
    errors: list[SaveError] = []
    saver = Autosaver(store, on_error=errors.append)
    seen: list[threading.Thread] = []
    saver.submit_change("bad", _adding(state, seen))
    assert saver.close()
    assert path.read_bytes() == damaged  # not rewritten, not emptied
    assert not seen and not errors  # nothing was changed, and no save failed
    assert any("bad" in r.getMessage() and "cannot be read" in r.getMessage()
               for r in caplog.records)


def test_the_match_a_window_holds_is_not_changed_behind_its_back() -> None:
    """History keeps the loaded match in memory (the store remembers it): the change goes to
    the file, through a copy."""
    store = MatchStore()
    state = random_match("hand", 3, moves=80)
    store.save(saved_of(state, "held"))
    held = store.load("held")  # remembered, as History's loads are
    saver = Autosaver(store)
    saver.submit_change("held", _adding(state, []))
    assert saver.close()
    assert held.saved.replays == []
    assert [r.deal for r in MatchStore().load("held").saved.replays] == [0]


def test_a_change_that_fails_leaves_the_file_and_tells_no_save_failure(caplog) -> None:
    store = MatchStore()
    state = random_match("hand", 3, moves=80)
    path = store.save(saved_of(state, "kept"))
    before = path.read_bytes()
    errors: list[SaveError] = []
    saver = Autosaver(store, on_error=errors.append)

    def broken(saved: SavedMatch) -> SavedMatch:
        raise ValueError("no such deal")

    saver.submit_change("kept", broken)
    assert saver.close()
    assert path.read_bytes() == before and not errors
    assert any("kept" in r.getMessage() and "failed" in r.getMessage() for r in caplog.records)
