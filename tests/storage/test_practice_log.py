"""Format 3: a practice match keeps its undos and its deals played again, checked on load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from koutchina.engine import PlayCard, action_from_json
from koutchina.engine.record import record_of
from koutchina.engine.rewind import rewound
from koutchina.storage import MatchFileError, Problem, read_match_file
from koutchina.storage.practice_log import replayed_state

from .helpers import dumps

FIXTURE = Path(__file__).parent / "fixtures" / "v3-hokm.json"


def _fixture() -> dict:
    return json.loads(FIXTURE.read_text())


def _load(tmp_path: Path, data: dict):
    path = tmp_path / "m.json"
    path.write_bytes(dumps(data))
    return read_match_file(path)


def test_a_practice_match_loads_with_its_undo_and_its_replayed_deal():
    loaded = read_match_file(FIXTURE)
    saved = loaded.saved
    assert saved.practice
    assert [(u.at, len(u.actions)) for u in saved.undone] == [(48, 3)]
    assert [(r.deal, r.seat, len(r.actions)) for r in saved.replays] == [(0, 0, 53)]
    # the match is where its kept actions leave it: the undone moves are not in it
    assert len(loaded.state.actions) == 52 and loaded.state.deal_index == 1


def test_the_replayed_deal_is_the_same_cards_and_ends_scored():
    loaded = read_match_file(FIXTURE)
    again = replayed_state(loaded.state, loaded.saved.replays[0])
    assert again.deals[0].hands == loaded.state.deals[0].hands
    assert again.deals[0].scores is not None
    # the match itself is not changed by its replay
    assert record_of(loaded.state) == record_of(read_match_file(FIXTURE).state)


def test_a_replay_that_revokes_is_refused_naming_it(tmp_path):
    data = _fixture()
    actions = data["replays"][0]["actions"]
    # move 2 is the first card; play a card the Hakem does not hold instead
    first = action_from_json(actions[1])
    assert isinstance(first, PlayCard)
    held = {str(card) for card in json.loads(FIXTURE.read_text())["record"]["deals"][0]["hands"][
        first.seat]}
    other = next(text for text in ("2C", "3C", "4C", "2D", "3D") if text not in held)
    actions[1] = {"type": "play", "seat": first.seat, "card": other}
    with pytest.raises(MatchFileError) as caught:
        _load(tmp_path, data)
    assert caught.value.problem == Problem.ILLEGAL_ACTION
    assert "replayed deal 1, move 2" in caught.value.message


def _stop_early(data: dict) -> None:
    data["replays"][0]["actions"] = data["replays"][0]["actions"][:10]


def _unfinished_deal(data: dict) -> None:
    data["replays"][0]["deal"] = 1


def _played_twice(data: dict) -> None:
    data["undone"][0]["actions"].append(data["undone"][0]["actions"][-1])


def _keeps_too_many(data: dict) -> None:
    data["undone"][0]["at"] = 500


@pytest.mark.parametrize(("change", "words"), [
    (_stop_early, "replayed deal 1: the replay stops before the end of the deal"),
    (_unfinished_deal, "replayed deal 2: the match has not finished that deal"),
    (_played_twice, "undo 1, move 52: it is not seat 2's turn"),  # counted in the match
    (_keeps_too_many, "undo 1 keeps 500 actions but the match then had 52"),
])
def test_a_bad_undo_or_replay_is_refused_saying_which(tmp_path, change, words):
    data = _fixture()
    change(data)
    with pytest.raises(MatchFileError) as caught:
        _load(tmp_path, data)
    assert caught.value.problem == Problem.ILLEGAL_ACTION
    assert words in caught.value.message


def test_a_second_undo_further_back_is_checked_against_the_list_before_it(tmp_path):
    """Undo at 48, play on, then undo further back (to 50): the second undo takes back moves
    played after the first, and each list before an undo must replay."""
    data = _fixture()
    state = read_match_file(FIXTURE).state
    earlier = rewound(state, 50)
    data["undone"].append({"at": 50, "actions": data["record"]["actions"][50:]})
    data["record"] = json.loads(record_of(earlier).model_dump_json())
    data["timer"] = None
    loaded = _load(tmp_path, data)
    assert len(loaded.state.actions) == 50
    assert [u.at for u in loaded.saved.undone] == [48, 50]
    # the second undo's moves changed into another legal-looking list: refused
    data["undone"][1]["actions"] = data["undone"][1]["actions"][::-1]
    with pytest.raises(MatchFileError) as caught:
        _load(tmp_path, data)
    assert "undo 2, move" in caught.value.message
