"""Format 4: a match keeps the moves the table made for the person (the turn timer ran out, the
rest of a Hand round conceded), so a review after a resume or from History does not weigh them
against the person. A mark that names no move of the person is dropped, not a reason to refuse
the match, nor is one that is no mark at all (no place, another reason); a field that is no
list is refused, naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from koutchina.coach.table_moves import TableTricks, table_tricks
from koutchina.storage import MatchFileError, Problem, read_match_file

from .helpers import dumps

FIXTURE = Path(__file__).parent / "fixtures" / "v4-hokm.json"


def _load(tmp_path: Path, marks: object):
    data = json.loads(FIXTURE.read_text())
    data["played_for"] = marks
    path = tmp_path / "m.json"
    path.write_bytes(dumps(data))
    return read_match_file(path)


def _marks(loaded) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return [(mark.at, mark.why) for mark in loaded.saved.played_for]


def test_the_marks_load_and_say_which_tricks_the_table_played():
    loaded = read_match_file(FIXTURE)
    assert _marks(loaded) == [(21, "time"), (26, "time")]
    # moves 21 and 26 are the person's cards of tricks 6 and 7 of the first deal
    assert table_tricks(loaded.state, _marks(loaded), 0) == TableTricks(frozenset({6, 7}))
    assert table_tricks(loaded.state, _marks(loaded), 1) == TableTricks()


def test_a_mark_on_a_bots_move_or_past_the_moves_is_dropped(tmp_path):
    # 22: a bot's card; 500: no such move; 26 twice
    loaded = _load(tmp_path, [{"at": at, "why": "time"} for at in (21, 22, 26, 26, 500)])
    assert _marks(loaded) == [(21, "time"), (26, "time")]
    assert len(loaded.state.actions) == 52  # the match itself is whole


def test_a_concession_in_a_game_of_sides_is_dropped(tmp_path):
    """In Court Piece and Hokm a concession gives the tricks away: the table never plays the
    person's cards after it, so such a mark cannot be one."""
    loaded = _load(tmp_path, [{"at": 21, "why": "time"}, {"at": 32, "why": "conceded"}])
    assert _marks(loaded) == [(21, "time")]


@pytest.mark.parametrize("marks", [[{"at": -3, "why": "time"}], [{"at": 21, "why": "bored"}],
                                   [21], [{"at": 21}]])
def test_a_mark_that_is_no_mark_is_dropped_and_the_match_loads(tmp_path, marks):
    loaded = _load(tmp_path, marks + [{"at": 26, "why": "time"}])
    assert _marks(loaded) == [(26, "time")]
    assert len(loaded.state.actions) == 52


def test_marks_that_are_no_list_are_refused_by_name(tmp_path):
    with pytest.raises(MatchFileError) as caught:
        _load(tmp_path, {"at": 21})
    assert caught.value.problem == Problem.WRONG_SHAPE
    assert "played_for" in str(caught.value)


def test_the_marks_survive_a_save(tmp_path):
    from koutchina.storage.saves import parse_match_bytes

    loaded = read_match_file(FIXTURE)
    again = parse_match_bytes(tmp_path / "again.json", loaded.saved.to_json().encode())
    assert _marks(again) == [(21, "time"), (26, "time")]
