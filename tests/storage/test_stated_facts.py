"""Every fact a file states is checked against the replay or the file is refused: what the Replay
window shows and what Statistics counts never comes from an unchecked field. Time stamps with
or without a time zone are read alike."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from koutchina.storage import MatchFileError, MatchStore, Problem, read_match_file
from koutchina.storage.statistics import statistics
from koutchina.storage.summaries import summarize

from .helpers import dumps, file_data, random_match

Edit = Callable[[dict[str, Any]], None]


def _first_trick(data: dict[str, Any]) -> dict[str, Any]:
    trick: dict[str, Any] = data["record"]["deals"][0]["tricks"][0]
    return trick


def _other_winner(data: dict[str, Any]) -> None:
    trick = _first_trick(data)
    trick["winner"] = (trick["winner"] + 1) % 4


def _outcome_exact_everywhere(data: dict[str, Any]) -> None:
    for deal in data["record"]["deals"]:
        if deal["outcome"] is not None:
            deal["outcome"] = "exact,exact,exact,exact"


def _swap_plays(data: dict[str, Any]) -> None:
    plays = _first_trick(data)["plays"]
    plays[0], plays[1] = plays[1], plays[0]


HAND_EDITS: dict[str, Edit] = {
    "trick card that does not exist": lambda d: _first_trick(d)["plays"][0].__setitem__(1, "ZZ"),
    "trick seat 9": lambda d: _first_trick(d)["plays"][0].__setitem__(0, 9),
    "another winner": _other_winner,
    "another leader": lambda d: _first_trick(d).__setitem__("leader", 3 - _first_trick(d)[
        "leader"]),
    "plays in another order": _swap_plays,
    "an uncounted trick": lambda d: _first_trick(d).__setitem__("counted", False),
    "a trick left out": lambda d: d["record"]["deals"][0]["tricks"].pop(),
    "outcomes changed": _outcome_exact_everywhere,
    "deal index changed": lambda d: d["record"]["deals"][1].__setitem__("index", 0),
    "a deal left out": lambda d: d["record"]["deals"].pop(0),
    "no trump claimed": lambda d: d["record"]["deals"][0].__setitem__("no_trump", True),
}


@pytest.fixture(scope="module")
def finished_hand() -> dict[str, Any]:
    return file_data(random_match("hand", 5))


@pytest.mark.parametrize("name", sorted(HAND_EDITS))
def test_a_stated_fact_the_replay_does_not_give_is_refused(tmp_path, finished_hand, name):
    data = json.loads(json.dumps(finished_hand))
    HAND_EDITS[name](data)
    path = tmp_path / "edited.json"
    path.write_bytes(dumps(data))
    with pytest.raises(MatchFileError) as caught:
        read_match_file(path)
    assert caught.value.problem == Problem.SCORES_DIFFER, caught.value.message
    assert "edited.json" in caught.value.message


def test_changed_outcomes_are_never_counted_in_statistics(tmp_path, finished_hand):
    data = json.loads(json.dumps(finished_hand))
    _outcome_exact_everywhere(data)
    folder = tmp_path / "matches"
    folder.mkdir()
    (folder / "m1.json").write_bytes(dumps(data))
    result = MatchStore(folder).scan(move_damaged=True)
    assert result.matches == []
    assert [e.problem for e in result.problems] == [Problem.SCORES_DIFFER]
    assert statistics(summarize(m.path, m.saved) for m in result.matches)["hand"].calls == 0


@pytest.mark.parametrize("game", ["hokm", "court-piece"])
def test_first_draws_other_than_the_replays_are_refused(tmp_path, game):
    data = file_data(random_match(game, 4, moves=30))
    draws = data["record"]["first_draws"]
    assert draws, "the seeded match drew its first Hakem"
    draws[0][1] = "AS" if draws[0][1] != "AS" else "KS"
    path = tmp_path / "draws.json"
    path.write_bytes(dumps(data))
    with pytest.raises(MatchFileError) as caught:
        read_match_file(path)
    assert caught.value.problem == Problem.SCORES_DIFFER
    assert "first draw" in caught.value.message


def test_files_written_by_the_program_pass_every_check_and_load_whole(tmp_path):
    # the checks above refuse altered facts; a file as the program wrote it is never refused
    for game in ("hand", "hokm", "court-piece"):
        for moves in (None, 37):
            state = random_match(game, 8, moves=moves)
            path = tmp_path / f"{game}-{moves}.json"
            path.write_bytes(dumps(file_data(state)))
            loaded = read_match_file(path).state
            assert loaded.actions == state.actions
            assert loaded.totals == state.totals and loaded.is_over == state.is_over
            assert loaded.view(0) == state.view(0)


def test_a_time_stamp_without_a_zone_is_read_as_utc_and_hides_nothing(tmp_path, finished_hand):
    folder = tmp_path / "matches"
    folder.mkdir()
    naive = json.loads(json.dumps(finished_hand))
    naive["match_id"] = "naive"
    naive["updated"] = "2026-11-30T04:41:12"
    naive["created"] = "2026-11-30T04:00:00"
    aware = json.loads(json.dumps(finished_hand))
    aware["match_id"] = "aware"
    aware["updated"] = "2026-11-30T05:00:00+02:00"  # 03:00 UTC: older than the naive one
    (folder / "naive.json").write_bytes(dumps(naive))
    (folder / "aware.json").write_bytes(dumps(aware))
    (folder / "broken.json").write_bytes(b"{")
    result = MatchStore(folder).scan(move_damaged=True)
    assert [m.saved.match_id for m in result.matches] == ["naive", "aware"]
    assert result.matches[0].saved.updated == datetime(2026, 11, 30, 4, 41, 12, tzinfo=UTC)
    assert [Path(e.path).name for e in result.problems] == ["broken.json"]


@pytest.mark.parametrize("game", ["hokm", "court-piece"])
def test_without_a_seed_the_first_draws_must_give_the_stated_first_hakem(tmp_path, game):
    data = file_data(random_match(game, 4, moves=30))
    data["record"]["seed"] = None  # the hands stated are the deals
    path = tmp_path / "unseeded.json"
    path.write_bytes(dumps(data))
    read_match_file(path)  # the draws as drawn give the stated first Hakem
    draws = data["record"]["first_draws"]
    draws[-1][0] = (draws[-1][0] + 1) % 4  # the deciding card to another seat
    path.write_bytes(dumps(data))
    with pytest.raises(MatchFileError) as caught:
        read_match_file(path)
    assert caught.value.problem == Problem.SCORES_DIFFER
    assert "first draws" in caught.value.message
