"""Format versions: files written by earlier versions keep loading; newer ones are refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from koutchina.engine import Phase
from koutchina.storage import SAVE_FORMAT, MatchFileError, Problem, migrations, read_match_file
from koutchina.storage.migrations import NewerFormatError, UnknownFormatError, upgrade

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("name", "moves", "to_act", "on_table", "totals"),
    [
        ("v1-hand.json", 45, (3,), 1, (-30, -10, -60, -10)),
        ("v1-court-piece.json", 60, (3,), 1, (0, 1)),
        ("v1-hokm.json", 70, (2,), 0, (1, 0)),
    ],
)
def test_version_1_files_load_where_they_stopped(name, moves, to_act, on_table, totals):
    loaded = read_match_file(FIXTURES / name)
    state = loaded.state
    assert len(state.actions) == moves
    assert state.phase == Phase.PLAYING and state.deal_index == 1
    assert state.to_act() == to_act
    assert len(state.view(0).current_trick) == on_table
    assert state.totals == totals
    assert loaded.saved.timer is not None and loaded.saved.timer.remaining_ms == 17_000
    assert [seat.name for seat in loaded.saved.seats] == ["Amal", "Bot 1", "Bot 2", "Bot 3"]


def test_the_current_format_is_the_fixtures_format():
    data = json.loads((FIXTURES / "v5-hand.json").read_text())
    assert SAVE_FORMAT == data["format_version"] == 5
    assert upgrade(dict(data)) == data  # nothing to change for the current format


def test_a_format_5_file_keeps_its_claim():
    """Format 5 has the action ``claim``: West claimed the last 2 tricks of the first round
    (the summary and the review say it), the second round is under way."""
    state = read_match_file(FIXTURES / "v5-hand.json").state
    log = state.deals[0]
    assert (log.claimed_by, log.claimed_at) == (3, 6)
    assert log.scored is not None and log.scored.claimed_tricks == 2
    assert state.deal_index == 1


def test_a_format_4_file_loads_as_it_was_with_no_claim():
    data = json.loads((FIXTURES / "v4-hokm.json").read_text())
    upgraded = upgrade(dict(data))
    assert upgraded["format_version"] == 5
    assert {**upgraded, "format_version": 4} == data
    state = read_match_file(FIXTURES / "v4-hokm.json").state
    assert all(log.claimed_by is None for log in state.deals)


@pytest.mark.parametrize("name", ["v1-hand.json", "v1-court-piece.json", "v1-hokm.json",
                                  "v2-hand.json"])
def test_older_files_become_unpractised_matches_with_nothing_undone(name):
    saved = read_match_file(FIXTURES / name).saved
    assert saved.format_version == SAVE_FORMAT
    assert (saved.practice, saved.undone, saved.replays) == (False, [], [])
    assert saved.played_for == []  # no move known as the table's


def test_a_format_3_file_keeps_its_coach_part_and_knows_no_move_of_the_table():
    saved = read_match_file(FIXTURES / "v3-hokm.json").saved
    assert saved.format_version == SAVE_FORMAT
    assert saved.practice and len(saved.undone) == 1 and len(saved.replays) == 1
    assert saved.played_for == []


@pytest.mark.parametrize(
    ("game", "words", "roles"),
    [
        ("hand", ["You", "East", "North", "West"], ["you", "east", "north", "west"]),
        ("hokm", ["Vous", "Ouest", "Partenaire", "Est"], ["you", "west", "partner", "east"]),
    ],
)
def test_format_1_default_names_become_roles_in_either_language(game, words, roles):
    data = json.loads((FIXTURES / f"v1-{game}.json").read_text())
    for info, word in zip(data["seats"], words, strict=True):
        info["name"] = word
    upgraded = upgrade(data)
    assert [info["role"] for info in upgraded["seats"]] == roles
    assert [info["name"] for info in upgraded["seats"]] == ["", "", "", ""]


def test_format_1_typed_names_stay_as_typed(tmp_path):
    data = json.loads((FIXTURES / "v1-hokm.json").read_text())
    # "East" typed for the partner's seat is a person's choice, not the partner's default name
    data["seats"][2]["name"] = "East"
    path = tmp_path / "typed.json"
    path.write_text(json.dumps(data))
    seats = read_match_file(path).saved.seats
    assert [(info.name, info.role) for info in seats] == [
        ("Amal", None), ("Bot 1", None), ("East", None), ("Bot 3", None)]


def test_a_format_2_file_keeps_its_roles(tmp_path):
    path = tmp_path / "v2.json"
    path.write_text((FIXTURES / "v2-hand.json").read_text())
    seats = read_match_file(path).saved.seats
    assert [(info.name, info.role) for info in seats] == [
        ("Amal", None), ("", "east"), ("", "north"), ("Bot 3", None)]


def test_older_files_are_upgraded_one_step_at_a_time(monkeypatch):
    calls: list[int] = []

    def one_to_two(data: dict[str, Any]) -> dict[str, Any]:
        calls.append(1)
        data["players"] = data.pop("seats")
        return data

    def two_to_three(data: dict[str, Any]) -> dict[str, Any]:
        calls.append(2)
        data["note"] = f"{len(data['players'])} players"
        return data

    monkeypatch.setattr(migrations, "STEPS", {1: one_to_two, 2: two_to_three})
    data = json.loads((FIXTURES / "v1-hand.json").read_text())
    upgraded = upgrade(data, current=3)
    assert calls == [1, 2]
    assert upgraded["format_version"] == 3 and upgraded["note"] == "4 players"
    assert "seats" in data  # the parsed original is not changed


def test_a_missing_step_or_a_strange_version_is_refused():
    with pytest.raises(UnknownFormatError):
        upgrade({"format_version": SAVE_FORMAT}, current=SAVE_FORMAT + 1)
    for version in (0, -3, "1", None, True):
        with pytest.raises(UnknownFormatError):
            upgrade({"format_version": version})
    with pytest.raises(NewerFormatError):
        upgrade({"format_version": SAVE_FORMAT + 1})


def test_a_strange_version_in_a_file_is_a_wrong_shape(tmp_path):
    data = json.loads((FIXTURES / "v1-hokm.json").read_text())
    data["format_version"] = "one"
    path = tmp_path / "strange.json"
    path.write_text(json.dumps(data))
    with pytest.raises(MatchFileError) as caught:
        read_match_file(path)
    assert caught.value.problem == Problem.WRONG_SHAPE


def test_a_bare_engine_record_is_accepted(tmp_path):
    data = json.loads((FIXTURES / "v1-court-piece.json").read_text())
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data["record"]))
    loaded = read_match_file(path)
    assert loaded.saved.match_id == "record"
    assert len(loaded.state.actions) == 60
