"""What the coach shows of a Hand call adds up: its share of calls made is blended from the
table model's tables as its expected score is (a call shown as "+2.3 expected; you make your
call in 80% of the deals" had its score moved towards the worst table and its share not, and a
player's review found the figures could not both be true)."""

from __future__ import annotations

import random

import pytest

from koutchina.bots.appraisal import PlayoutTally
from koutchina.bots.base import Decision
from koutchina.bots.sim import SimDeal
from koutchina.bots.table_model import robust_value, robust_weights
from koutchina.engine import Call


def _finished(won: int, call: int) -> SimDeal:
    """A play-out's end as the tally reads it: seat 0 took ``won`` tricks, having called
    ``call``."""
    deal = SimDeal.__new__(SimDeal)
    deal.won = [won, 0, 0, 0]
    deal.calls = (call, 0, 0, 0)
    return deal


def test_a_blended_call_shows_its_share_made_from_the_same_blend() -> None:
    tally = PlayoutTally(0, hand_game=True)
    tally.weigh([Call(0, 2)])
    for _ in range(3):  # a table where the call of 2 is made: +20 each time
        tally.add(0, _finished(2, 2), 20.0, table=0)
    for _ in range(3):  # one where it is missed by a trick: -10
        tally.add(0, _finished(3, 2), -10.0, table=1)
    weights = robust_weights([20.0, -10.0], 0.5)
    assert weights == (0.25, 0.75)
    tally.revalue(0, robust_value([20.0, -10.0], 0.5), weights)
    (choice,) = tally.appraisal(Decision(Call(0, 2), "call_expected_best")).choices
    assert choice.value == pytest.approx(-2.5)  # 0.25 x 20 + 0.75 x -10
    assert choice.made == pytest.approx(0.25)  # not the plain 50%
    assert choice.tricks == pytest.approx(0.25 * 2 + 0.75 * 3)
    assert choice.playouts == 6
    # the figures a player reads agree: the share made at +20, the rest at -10
    assert choice.value == pytest.approx(choice.made * 20 + (1 - choice.made) * -10)


def test_a_choice_not_blended_shows_its_plain_means() -> None:
    tally = PlayoutTally(0, hand_game=True)
    tally.weigh([Call(0, 1)])
    tally.add(0, _finished(1, 1), 10.0)
    tally.add(0, _finished(0, 1), -10.0)
    (choice,) = tally.appraisal(Decision(Call(0, 1), "call_expected_best")).choices
    assert (choice.value, choice.made, choice.tricks) == (0.0, 0.5, 0.5)


def test_the_weights_are_the_robust_value_s_own() -> None:
    rng = random.Random(5)
    for _ in range(50):
        means = [rng.uniform(-30, 30) for _ in range(4)]
        safety = rng.random()
        weights = robust_weights(means, safety)
        assert sum(weights) == pytest.approx(1.0)
        assert sum(w * m for w, m in zip(weights, means, strict=True)) == pytest.approx(
            robust_value(means, safety))
