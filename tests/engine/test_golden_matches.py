"""Speed work must not change a single rule: seeded random matches of every preset give, byte
for byte, the records, events and views they gave before the engine's hot path was rewritten.

``fixtures/golden_matches.json`` holds, per match, a SHA-256 of everything the match showed
(the opening events, the events of every action, each seat's view and a clone's view every
seventh step, the record as JSON) with the match's length and result, so that a failure says
which match moved. It was written by the engine before the speed work of issue 17 (commit
5863259) and must only be rewritten when a rule changes on purpose:

    python -m tests.engine.test_golden_matches > tests/engine/fixtures/golden_matches.json
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from koutchina.engine import MatchState, SeatView, make_rules, new_match
from koutchina.engine.record import record_of, replay_record
from koutchina.engine.rules import PRESETS, Game

FIXTURE = Path(__file__).parent / "fixtures" / "golden_matches.json"
SEEDS = (0, 1)


def play_and_digest(game: Game, preset: str, seed: int) -> dict[str, Any]:
    """Play a seeded random match through the public API and digest all it showed."""
    rng = random.Random(seed)
    # the 30 s turn timer the records were written with (the usual game had one then): a
    # timer is no rule of play, but the record digested holds it
    state = new_match(make_rules(game, {"turn_timer": 30, **PRESETS[game][preset]}), seed=seed)
    digest = hashlib.sha256(repr(state.opening_events).encode())
    step = 0
    while not state.is_over:
        seat = rng.choice(state.to_act())
        actions = state.legal_actions(seat)
        if step % 7 == 0:
            for other in range(4):
                digest.update(shown(state.view(other), state).encode())
            digest.update(shown(state.clone().view(seat), state).encode())
        digest.update(repr(state.apply(rng.choice(actions))).encode())
        step += 1
    record = record_of(state).model_dump_json()
    assert record_of(replay_record(record_of(state))).model_dump_json() == record
    digest.update(record.encode())
    return {
        "game": game.value, "preset": preset, "seed": seed, "actions": len(state.actions),
        "totals": list(state.totals), "sha256": digest.hexdigest(),
    }


def shown(view: SeatView, state: MatchState) -> str:
    """The view as digested before views carried the finished deals (issue 14), which are
    checked here instead: each is its deal's record, with a trump never shown left out."""
    for earlier, log in zip(view.earlier_deals, state.deals, strict=False):
        assert (earlier.index, earlier.tricks) == (log.index, tuple(log.tricks))
        assert earlier.calls == (tuple(log.calls) if log.calls is not None else None)
        assert earlier.trump in (log.trump, None)
    assert len(view.earlier_deals) == (len(state.deals) if state.is_over else state.deal_index)
    text = repr(replace(view, earlier_deals=()))
    return text.removesuffix(", earlier_deals=())") + ")"  # the field is the view's last


def all_matches() -> list[tuple[Game, str, int]]:
    return [(game, preset, seed) for game in Game for preset in PRESETS[game] for seed in SEEDS]


def expected() -> dict[tuple[str, str, int], dict[str, Any]]:
    rows = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return {(row["game"], row["preset"], row["seed"]): row for row in rows}


@pytest.mark.parametrize(
    ("game", "preset", "seed"), all_matches(), ids=lambda value: getattr(value, "value", value)
)
def test_a_seeded_match_shows_exactly_what_it_showed_before(game, preset, seed):
    assert play_and_digest(game, preset, seed) == expected()[(game.value, preset, seed)]


def test_every_preset_has_its_golden_matches():
    assert set(expected()) == {(game.value, preset, seed) for game, preset, seed in all_matches()}


if __name__ == "__main__":
    print(json.dumps([play_and_digest(*match) for match in all_matches()], indent=1))
