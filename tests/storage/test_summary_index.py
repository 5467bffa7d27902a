"""The summary index: History and Statistics come from it without reading the match files, it
follows every file added, changed or removed, and a damaged or forged index is thrown away and
rebuilt from the files, which stay the authority."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from koutchina.storage import MatchStore, Problem
from koutchina.storage.statistics import statistics
from koutchina.storage.summary_index import index_text, read_index

from .helpers import count_reads, dumps, file_data, random_match, saved_of


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every match file the store reads."""
    return count_reads(monkeypatch)


def _folder_of(count: int) -> MatchStore:
    store = MatchStore()
    games = ("hand", "court-piece", "hokm")
    for number in range(count):
        moves = None if number % 2 else 40
        store.save(saved_of(random_match(games[number % 3], number, moves), f"m{number}"))
    return store


def test_a_second_start_lists_every_match_without_reading_a_file(reads):
    _folder_of(6).listing()
    reads.clear()
    listing = MatchStore().listing()  # a new program: nothing in memory
    assert len(listing.summaries) == 6 and listing.replayed == 0
    assert reads == []
    assert statistics(listing.summaries)["hand"].played == 1


def test_the_first_listing_replays_every_file_and_reports_its_progress():
    store = _folder_of(4)
    store.summary_index.path.unlink(missing_ok=True)
    seen: list[tuple[int, int]] = []
    listing = MatchStore().listing(progress=lambda done, total: seen.append((done, total)))
    assert listing.replayed == 4 and len(listing.summaries) == 4
    assert seen == [(0, 4), (1, 4), (2, 4), (3, 4), (4, 4)]
    assert len(read_index(store.summary_index.path, store.folder)) == 4


def test_a_changed_an_added_and_a_removed_file_are_followed(reads):
    store = _folder_of(3)
    store.listing()
    store.save(saved_of(random_match("hand", 0), "m0"))  # m0 played to its end since
    other = MatchStore(store.folder)  # another program wrote it: it must find out itself
    other.listing()
    (store.folder / "m1.json").unlink()
    (store.folder / "new.json").write_bytes(dumps(file_data(random_match("hokm", 9), "new")))
    reads.clear()
    listing = MatchStore().listing()
    assert sorted(p.name for p in reads) == ["new.json"]
    assert sorted(s.match_id for s in listing.summaries) == ["m0", "m2", "new"]
    m0 = next(s for s in listing.summaries if s.match_id == "m0")
    assert m0.finished
    assert sorted(read_index(store.summary_index.path, store.folder)) == [
        "m0.json", "m2.json", "new.json"]


def test_a_file_written_over_by_hand_is_replayed_and_its_old_facts_are_gone(reads):
    store = _folder_of(1)
    store.save(saved_of(random_match("hand", 5), "m1"))
    store.listing()
    path = store.folder / "m1.json"
    status = path.stat()
    data = json.loads(path.read_text())
    deal = next(d for d in data["record"]["deals"]  # an edit the replay refuses
                if d["outcome"] is not None and len(set(d["outcome"].split(","))) > 1)
    deal["outcome"] = ",".join(reversed(deal["outcome"].split(",")))
    path.write_bytes(dumps(data) + b"\n")  # as the program writes it: the same size
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))  # its old time, set back
    assert path.stat().st_size == status.st_size
    reads.clear()
    listing = MatchStore().listing()
    assert [p.name for p in reads] == ["m1.json"]
    assert [s.match_id for s in listing.summaries] == ["m0"]
    assert [e.problem for e in listing.problems] == [Problem.SCORES_DIFFER]
    assert "m1.json" not in read_index(store.summary_index.path, store.folder)


DAMAGES = {
    "cut short": lambda text: text[: len(text) // 2],
    "one byte changed": lambda text: text.replace('"finished":false', '"finished":true', 1),
    "not JSON": lambda text: "{{{",
    "empty": lambda text: "",
    "of another version": lambda text: text.replace('"stamp": "', '"stamp": "0.0/', 1),
}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_index_is_rebuilt_from_the_files(damage):
    store = _folder_of(3)
    truth = {s.match_id: s for s in store.listing().summaries}
    path = store.summary_index.path
    path.write_text(DAMAGES[damage](path.read_text()))
    fresh = MatchStore()
    listing = fresh.listing()
    assert listing.replayed == 3
    assert {s.match_id: s for s in listing.summaries} == truth
    assert len(read_index(path, store.folder)) == 3  # written again, whole


def _forged(store: MatchStore, change: dict[str, Any]) -> None:
    """Change one entry and write the index with a digest that matches it."""
    entries = read_index(store.summary_index.path, store.folder)
    lines = store.summary_index.path.read_text().splitlines()
    body = json.loads(lines[1])
    body[0].update(change)
    forged = json.dumps(body, separators=(",", ":"))
    header = json.loads(lines[0])
    import hashlib

    header["sha256"] = hashlib.sha256(forged.encode()).hexdigest()
    store.summary_index.path.write_text(json.dumps(header) + "\n" + forged + "\n")
    assert entries  # there was something to forge


def test_an_index_entry_no_replay_could_give_throws_the_whole_index_away():
    store = _folder_of(3)
    store.listing()
    _forged(store, {"tally": [5, 5, 0, 0], "rounds": [], "deals": 0})  # 5 exact calls of 0
    listing = MatchStore().listing()
    assert listing.replayed == 3
    assert statistics(listing.summaries)["hand"].calls_made < 5


def test_a_forged_but_possible_entry_is_found_out_when_its_match_is_opened():
    store = _folder_of(3)
    store.listing()
    name = sorted(p.name for p in store.folder.iterdir())[0]
    _forged(store, {"moves": 7})
    reader = MatchStore()
    assert reader.listing().replayed == 0
    reader.load(store.folder / name)  # its summary is not the index's: nothing there trusted
    listing = reader.listing()
    assert listing.replayed == 3
    assert next(s for s in listing.summaries if s.path.name == name).moves != 7


def test_the_index_is_written_whole_by_the_program_it_describes(tmp_path):
    store = _folder_of(2)
    store.listing()
    text = store.summary_index.path.read_text()
    entries = read_index(store.summary_index.path, store.folder)
    assert index_text(entries) == text  # what is read is what was written
    assert not list(store.folder.parent.glob(".*.tmp"))  # atomic: no temporary file left
