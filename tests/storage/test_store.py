"""The matches folder: save, load, latest unfinished, delete, export, import."""

from __future__ import annotations

import errno
import json
import os
import threading
import time

import pytest

from koutchina.storage import (
    Autosaver,
    MatchFileError,
    MatchStore,
    Problem,
    SaveError,
    matches_dir,
    new_match_id,
    read_match_file,
)
from koutchina.storage.saves import saved_match_of

from .helpers import CREATED, SEATS, random_match, saved_of


def test_the_store_lives_in_the_xdg_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert MatchStore().folder == tmp_path / "data" / "Koutchina" / "matches"
    assert matches_dir() == MatchStore().folder
    assert MatchStore().damaged_folder == tmp_path / "data" / "Koutchina" / "damaged"


def test_save_and_load_give_the_same_table():
    store = MatchStore()
    state = random_match("court-piece", 5, moves=41)
    store.save(saved_of(state, "cp"))
    loaded = store.load("cp")
    for seat in range(4):
        assert loaded.state.view(seat) == state.view(seat)
    assert loaded.saved.seats == SEATS
    assert loaded.saved.created == CREATED


def test_latest_unfinished_is_the_most_recently_updated_unfinished_match():
    store = MatchStore()
    assert store.latest_unfinished() is None
    store.save(saved_of(random_match("hand", 1), "finished"))
    store.save(saved_of(random_match("hand", 2, moves=10), "older"))
    time.sleep(0.01)
    store.save(saved_of(random_match("hokm", 3, moves=20), "newer"))
    latest = store.latest_unfinished()
    assert latest is not None and latest.saved.match_id == "newer"
    assert len(store.scan().matches) == 3


def test_delete_export_and_import(tmp_path):
    store = MatchStore()
    state = random_match("hokm", 4, moves=30)
    store.save(saved_of(state, "h1"))
    exported = store.export("h1", tmp_path / "shared" / "my match.json")
    assert read_match_file(exported).saved.record == saved_of(state).record
    store.delete("h1")
    assert store.scan().matches == []
    imported = store.import_file(exported)
    assert imported.saved.match_id == "h1"
    assert exported.exists()  # the source is not touched
    # the same match again is not copied twice
    assert store.import_file(exported).path == imported.path
    # a different match under the same id gets a new id
    other = tmp_path / "other.json"
    other.write_text(saved_of(random_match("hokm", 5, moves=3), "h1").to_json())
    second = store.import_file(other)
    assert second.saved.match_id != "h1"
    assert len(store.scan().matches) == 2


def test_import_refuses_a_bad_file_and_adds_nothing(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "koutchina-match", "format_version": 1')
    store = MatchStore()
    with pytest.raises(MatchFileError) as caught:
        store.import_file(bad)
    assert caught.value.problem == Problem.NOT_JSON
    assert store.candidates() == []
    assert bad.exists()


def test_match_ids_are_file_safe_and_unique():
    ids = {new_match_id("court-piece") for _ in range(50)}
    assert len(ids) == 50
    assert all(MatchStore().path_for(i).name == f"{i}.json" for i in ids)


# ----- the autosaver ------------------------------------------------------------------------


class SlowStore(MatchStore):
    """A store whose writes wait until the test lets them go."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = threading.Event()
        self.written: list[tuple[str, int]] = []

    def save(self, saved):  # type: ignore[no-untyped-def]
        self.gate.wait(30)  # longer than any test waits before letting it go
        self.written.append((saved.match_id, len(saved.record.actions)))
        return super().save(saved)


def test_submit_returns_at_once_and_flush_writes_the_newest_in_order():
    store = SlowStore()
    saver = Autosaver(store)
    state = random_match("hand", 9, moves=0)
    snapshots = []
    for _ in range(5):
        state = random_match("hand", 9, moves=len(state.actions) + 1)
        snapshots.append(saved_of(state, "a"))
    other = random_match("hokm", 9, moves=3)
    snapshots.append(saved_of(other, "b"))
    started = time.perf_counter()
    for saved in snapshots:
        saver.submit(saved)
    # never waited on the blocked disk (which holds a write 30 s): a loose limit, a loaded
    # machine can pause the test for a second
    assert time.perf_counter() - started < 10.0
    assert not saver.flush(timeout=0.05)  # the saver is still blocked
    store.gate.set()
    assert saver.flush(timeout=5)
    # the first snapshot may already be on its way; after it only the newest of each match
    assert store.written[-2:] == [("a", 5), ("b", 3)]
    assert len(store.load("a").saved.record.actions) == 5
    assert saver.close()


def test_a_failed_write_is_reported_and_the_next_one_succeeds(monkeypatch):
    errors: list[SaveError] = []
    saved_paths = []
    store = MatchStore()
    saver = Autosaver(store, on_error=errors.append, on_saved=saved_paths.append)
    real_fsync = os.fsync

    def full_disk(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    state = random_match("hand", 3, moves=12)
    saver.submit(saved_of(state, "full"))
    assert saver.flush(5)
    assert [e.problem for e in errors] == [Problem.DISK_FULL]
    assert "full.json" in errors[0].message
    assert saver.last_error is errors[0]
    monkeypatch.setattr(os, "fsync", real_fsync)
    saver.submit(saved_of(state, "full"))
    assert saver.close()
    assert saved_paths == [store.path_for("full")]
    assert saver.last_error is None
    assert len(store.load("full").saved.record.actions) == 12


def test_the_timer_state_of_the_seat_to_act_is_kept():
    from koutchina.storage import TimerState

    state = random_match("hokm", 8, moves=25)
    seat = state.to_act()[0]
    saved = saved_match_of(
        state, match_id="t", seats=SEATS, created=CREATED,
        timer=TimerState(seat=seat, remaining_ms=12_345),
    )
    store = MatchStore()
    store.save(saved)
    loaded = store.load("t")
    assert loaded.saved.timer == TimerState(seat=seat, remaining_ms=12_345)
    data = json.loads(store.path_for("t").read_text())
    assert data["timer"] == {"seat": seat, "remaining_ms": 12_345}


def test_submit_state_copies_the_state_and_builds_the_record_on_the_saver_thread():
    store = SlowStore()
    saver = Autosaver(store)
    state = random_match("court-piece", 6, moves=50)
    saver.submit_state(state, match_id="live", seats=SEATS, created=CREATED)
    import random

    from .helpers import play_random

    play_random(state, random.Random(1), 20)  # the table goes on while the disk waits
    store.gate.set()
    assert saver.close()
    loaded = store.load("live")
    assert len(loaded.saved.record.actions) == 50  # the state as it was when submitted
    assert loaded.saved.created == CREATED


def test_a_match_id_says_its_game_and_start_back() -> None:
    # the start check names a damaged file by the match it was, read from its name
    from datetime import UTC, datetime

    from koutchina.storage import new_match_id, parse_match_id

    when = datetime(2026, 12, 5, 2, 44, 23, tzinfo=UTC)
    assert parse_match_id(new_match_id("court-piece", when)) == ("court-piece", when)
    assert parse_match_id("m1") is None
    assert parse_match_id("20261205-024423-poker-18a3b8") is None  # not a game of ours
    assert parse_match_id("20261345-024423-hand-18a3b8") is None  # no 45th of the 13th month
