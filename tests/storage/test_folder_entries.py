"""What stands in the matches folder besides good match files: entries that are not regular
files are reported and never opened; two files stating the same match id never overwrite each
other."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from koutchina.storage import MatchFileError, MatchStore, Problem, read_match_file

from .helpers import dumps, file_data, random_match, saved_of

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def _unblock(fifo: Path) -> None:
    """If a reader is stuck opening the pipe, let it go (so a failing test does not hang)."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


@needs_fifo
def test_a_named_pipe_is_refused_without_being_opened(tmp_path):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    outcome: list[BaseException | None] = []

    def read() -> None:
        try:
            read_match_file(fifo)
            outcome.append(None)
        except BaseException as error:  # handed to the test's thread
            outcome.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():
        _unblock(fifo)
        pytest.fail("reading a named pipe blocked")
    error = outcome[0]
    assert isinstance(error, MatchFileError)
    assert error.problem == Problem.NOT_REGULAR
    assert "named pipe" in error.message


@needs_fifo
def test_validate_answers_at_once_for_a_named_pipe(tmp_path):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "koutchina.cli.main", "validate", str(fifo)],
            capture_output=True, text=True, timeout=30,
        )
    except subprocess.TimeoutExpired:
        _unblock(fifo)
        pytest.fail("validate blocked on a named pipe")
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{fifo}: the name is not a regular file (a named pipe)"]


@needs_fifo
def test_the_scan_reports_every_entry_that_is_not_a_file_and_keeps_the_good_ones(tmp_path):
    folder = tmp_path / "matches"
    folder.mkdir()
    os.mkfifo(folder / "b-pipe.json")
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(folder / "c-socket.json"))
    (folder / "a-broken.json").write_bytes(b"{")
    (folder / "d-good.json").write_bytes(dumps(file_data(random_match("hand", 3, 40), "d-good")))
    store = MatchStore(folder)
    result: list[object] = []
    scanning = threading.Thread(target=lambda: result.append(store.scan(move_damaged=True)),
                                daemon=True)
    scanning.start()
    scanning.join(20)
    if scanning.is_alive():
        _unblock(folder / "b-pipe.json")
        pytest.fail("the scan blocked on a named pipe")
    server.close()
    scan = result[0]
    problems = {e.path.name: e.problem for e in scan.problems}  # type: ignore[attr-defined]
    assert problems == {"a-broken.json": Problem.NOT_JSON,
                        "b-pipe.json": Problem.NOT_REGULAR,
                        "c-socket.json": Problem.NOT_REGULAR}
    assert [m.path.name for m in scan.matches] == ["d-good.json"]  # type: ignore[attr-defined]


def _write(folder: Path, name: str, match_id: str, game: str, seed: int,
           moves: int | None = None) -> Path:
    path = folder / name
    path.write_bytes(dumps(file_data(random_match(game, seed, moves), match_id)))
    return path


def test_a_copied_file_gets_a_fresh_id_and_overwrites_nothing(tmp_path):
    folder = tmp_path / "matches"
    folder.mkdir()
    original = _write(folder, "m7.json", "m7", "court-piece", 2)
    copy = _write(folder, "copy of m7.json", "m7", "hand", 4, moves=30)
    before = original.read_bytes()
    store = MatchStore(folder)
    result = store.scan(move_damaged=True)
    ids = sorted(m.saved.match_id for m in result.matches)
    assert len(ids) == 2 and len(set(ids)) == 2 and "m7" in ids
    newcomer = next(m for m in result.matches if m.saved.game == "hand")
    assert newcomer.saved.match_id != "m7"
    assert newcomer.path == store.path_for(newcomer.saved.match_id)
    assert not copy.exists()  # renamed under its new id
    assert original.read_bytes() == before
    assert not result.problems
    assert result.new_ids == {copy: newcomer}  # reported: the start check lists it
    # resuming and saving the newcomer writes its own file, never the other match's
    store.save(saved_of(newcomer.state, newcomer.saved.match_id))
    assert original.read_bytes() == before
    again = store.scan(move_damaged=True)
    assert not again.problems and len(again.matches) == 2


def test_a_file_named_after_another_id_keeps_the_id_it_states_when_free(tmp_path):
    folder = tmp_path / "matches"
    folder.mkdir()
    _write(folder, "renamed.json", "m9", "hokm", 6, moves=25)
    store = MatchStore(folder)
    result = store.scan(move_damaged=True)
    [loaded] = result.matches
    assert loaded.saved.match_id == "m9"
    assert loaded.path == folder / "m9.json"
    assert (folder / "m9.json").exists() and not (folder / "renamed.json").exists()
    assert not result.problems and not result.new_ids  # nothing changed but the name


def test_a_clash_with_a_file_that_cannot_be_read_gives_the_newcomer_a_fresh_id(tmp_path):
    folder = tmp_path / "matches"
    folder.mkdir()
    newer = folder / "m5.json"
    data = file_data(random_match("hand", 1, 20), "m5")
    data["format_version"] = 99  # made by a newer Koutchina: it stays, unread
    newer.write_bytes(dumps(data))
    before = newer.read_bytes()
    _write(folder, "other.json", "m5", "hand", 2, moves=20)
    result = MatchStore(folder).scan(move_damaged=True)
    [loaded] = result.matches
    assert loaded.saved.match_id != "m5"
    assert newer.read_bytes() == before
