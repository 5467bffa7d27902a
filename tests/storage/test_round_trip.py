"""Random matches of every game and option, saved, loaded and replayed: the same tables."""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koutchina.engine import make_rules, new_match
from koutchina.engine.record import record_of
from koutchina.storage import parse_match_bytes

from .helpers import play_random, saved_of

OPTIONS = {
    "hand": [{}, {"rounds": 1}, {"rounds": 2, "sudden_death_rounds": 0}],
    "court-piece": [
        {}, {"hidden_trump": True}, {"kot": True, "failed_hakem_double": True},
        {"badam_satti_every": 2, "streak_bonus": True}, {"bidding": True, "target": 5},
        {"double_hakem": True, "hakem_sees": 7}, {"hakem_rotation": "winner_keeps"},
    ],
    "hokm": [
        {}, {"play_all_13": True}, {"satat": True, "compulsory_trump": True},
        {"double_sar": True}, {"sets": 3}, {"kot_against_hakem_3": True, "target": 10},
    ],
}


@st.composite
def matches(draw: st.DrawFn) -> tuple[str, dict, int, int | None, int]:
    game = draw(st.sampled_from(sorted(OPTIONS)))
    options = draw(st.sampled_from(OPTIONS[game]))
    seed = draw(st.integers(0, 2**31))
    moves = draw(st.one_of(st.none(), st.integers(0, 400)))
    policy = draw(st.integers(0, 1000))
    return game, options, seed, moves, policy


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(matches())
def test_saved_matches_load_into_identical_states(match):
    game, options, seed, moves, policy = match
    state = play_random(new_match(make_rules(game, options), seed), random.Random(policy), moves)
    text = saved_of(state).to_json()
    loaded = parse_match_bytes(Path("round-trip.json"), text.encode())
    again = loaded.state
    assert again.actions == state.actions
    assert again.totals == state.totals and again.places == state.places
    assert again.is_over == state.is_over and again.to_act() == state.to_act()
    for seat in range(4):
        assert again.view(seat) == state.view(seat)
    assert record_of(again) == record_of(state)
    assert loaded.saved.to_json() == text


def test_bench_saves_reports_no_difference(capsys):
    from koutchina.cli.main import main

    assert main(["bench", "saves", "--matches", "6", "--seed", "40"]) == 0
    assert capsys.readouterr().out.startswith("6 matches, 0 differ; per match:")
