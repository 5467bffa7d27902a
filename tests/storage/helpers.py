"""Build matches and their files for the storage tests."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from koutchina.engine import Concede, MatchState, PlayCard, make_rules, new_match
from koutchina.storage import SavedMatch, SeatInfo, saved_match_of

SEATS = [SeatInfo(name="Amal")] + [
    SeatInfo(name=f"Bot {n}", bot_level="medium") for n in (1, 2, 3)
]
CREATED = datetime(2026, 11, 30, 4, 0, tzinfo=UTC)


def play_random(state: MatchState, rng: random.Random, moves: int | None = None) -> MatchState:
    """Apply random legal actions until the match ends or ``moves`` actions were applied."""
    done = 0
    while not state.is_over and (moves is None or done < moves):
        seat = rng.choice(state.to_act())
        state.apply(rng.choice(state.legal_actions(seat)))
        done += 1
    return state


def random_match(
    game: str, seed: int, moves: int | None = None, options: dict[str, Any] | None = None
) -> MatchState:
    state = new_match(make_rules(game, options), seed)
    return play_random(state, random.Random(seed * 7 + 1), moves)


def conceded_mid_trick(seed: int = 5) -> MatchState:
    """A Court Piece match whose first deal was conceded, by the seat to play, after four
    tricks and two cards of the fifth (random legal moves before)."""
    state = new_match(make_rules("court-piece", {}), seed)
    rng = random.Random(seed)
    while not (len(state.completed) == 4 and len(state.trick) == 2):
        seat = state.to_act()[0]
        state.apply(rng.choice([action for action in state.legal_actions(seat)
                                if not isinstance(action, Concede)]))
    state.apply(Concede(state.to_act()[0]))
    return state


def saved_of(state: MatchState, match_id: str = "m1") -> SavedMatch:
    return saved_match_of(state, match_id=match_id, seats=SEATS, created=CREATED)


def file_data(state: MatchState, match_id: str = "m1") -> dict[str, Any]:
    data: dict[str, Any] = json.loads(saved_of(state, match_id).to_json())
    return data


def dumps(data: Any) -> bytes:
    return json.dumps(data, indent=1).encode("utf-8")


def play_indexes(data: dict[str, Any]) -> list[int]:
    return [i for i, a in enumerate(data["record"]["actions"]) if a["type"] == "play"]


def with_revoke(data: dict[str, Any], game: str, seed: int) -> dict[str, Any]:
    """Change one play into a card of another suit while the seat could follow suit."""
    state = new_match(make_rules(game), seed)
    for index, raw in enumerate(data["record"]["actions"]):
        if raw["type"] == "play" and state.trick:
            seat = raw["seat"]
            legal = {a.card for a in state.legal_actions(seat) if isinstance(a, PlayCard)}
            others = [c for c in state.hands[seat] if c not in legal]
            if others:
                changed = json.loads(json.dumps(data))
                changed["record"]["actions"][index]["card"] = str(others[0])
                return changed
        from koutchina.engine import action_from_json

        state.apply(action_from_json(raw))
    raise AssertionError("no trick where a revoke was possible")


def with_card_played_twice(data: dict[str, Any]) -> dict[str, Any]:
    """Make a seat play, later in the same deal, a card it already played."""
    actions = data["record"]["actions"]
    plays = play_indexes(data)
    first = actions[plays[0]]
    for index in plays[1:]:
        if actions[index]["seat"] == first["seat"]:
            changed = json.loads(json.dumps(data))
            changed["record"]["actions"][index]["card"] = first["card"]
            return changed
    raise AssertionError("the seat never played twice")


def count_reads(monkeypatch: Any) -> list[Path]:
    """From now on, every match file the store reads is appended to the list returned."""
    import koutchina.storage.store as store_module

    read: list[Path] = []
    original = store_module.read_match_file

    def counting(path: Path, replay: bool = True) -> Any:
        read.append(Path(path))
        return original(path, replay)

    monkeypatch.setattr(store_module, "read_match_file", counting)
    return read
