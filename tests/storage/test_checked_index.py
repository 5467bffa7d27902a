"""Files this program already replayed in full are listed without replaying them again; any
change to a file, or to the program, makes it replay in full once more."""

from __future__ import annotations

import json
import os

import pytest

from koutchina.storage import MatchFileError, MatchStore, Problem

from .helpers import random_match, saved_of


def _store_with_matches() -> MatchStore:
    store = MatchStore()
    store.save(saved_of(random_match("hokm", 1, moves=80), "open"))
    store.save(saved_of(random_match("hand", 2), "done"))
    return store


def test_a_new_start_lists_checked_files_without_replaying_them():
    first = _store_with_matches()
    assert all(m.replayed for m in MatchStore().scan().matches)  # first look: full replay
    assert first.checked_path.exists()
    later = MatchStore()  # the next start of the program
    matches = {m.saved.match_id: m for m in later.scan().matches}
    assert not any(m.replayed for m in matches.values())
    state = matches["open"].state  # replayed when it is needed
    assert len(state.actions) == 80
    assert state.view(0) == random_match("hokm", 1, moves=80).view(0)


def test_a_changed_file_is_replayed_in_full_again():
    store = _store_with_matches()
    store.scan()
    path = store.path_for("done")
    data = json.loads(path.read_text())
    data["record"]["totals"][0] += 1000
    path.write_text(json.dumps(data))
    result = MatchStore().scan()
    assert [(e.path.name, e.problem) for e in result.problems] == [
        ("done.json", Problem.SCORES_DIFFER)
    ]


def test_a_file_changed_behind_the_programs_back_is_caught_when_used():
    store = _store_with_matches()
    store.scan()
    path = store.path_for("open")
    stat = path.stat()
    text = path.read_text()
    where = text.rindex('"seat": ') + len('"seat": ')  # the seat of the last move
    seat = int(text[where])
    tampered = text[:where] + str((seat + 1) % 4) + text[where + 1:]
    assert len(tampered) == len(text)
    path.write_text(tampered)
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # same size, same time
    later = MatchStore()
    loaded = {m.saved.match_id: m for m in later.scan().matches}["open"]
    with pytest.raises(MatchFileError) as caught:
        loaded.state  # noqa: B018
    assert caught.value.problem == Problem.ILLEGAL_ACTION
    assert later.latest_unfinished() is None  # it is not offered for resuming
    assert [e.path.name for e in MatchStore().scan().problems] == ["open.json"]


@pytest.mark.parametrize("content", [b"{", b'{"stamp": "0.0.0/1/1", "files": {}}', b"[]"])
def test_a_damaged_or_old_list_only_means_replaying_everything(content):
    store = _store_with_matches()
    store.scan()
    store.checked_path.write_bytes(content)
    assert all(m.replayed for m in MatchStore().scan().matches)
    assert not any(m.replayed for m in MatchStore().scan().matches)  # rewritten
