"""The Replay window's steps: each deal as dealt, then one step per trick, all hands face up."""

from __future__ import annotations

import itertools

from koutchina.storage.replay_steps import replay_steps

from .helpers import random_match, saved_of


def test_partnership_steps_follow_every_trick_and_end_on_the_deal_scores():
    state = random_match("court-piece", 3, options={"bidding": True})
    steps = replay_steps(saved_of(state), state)
    for deal in state.deals:
        mine = [s for s in steps if s.deal == deal.index]
        assert len(mine) == 1 + len(deal.tricks)
        for before, after in itertools.pairwise(mine):
            assert sum(map(len, before.hands)) - sum(map(len, after.hands)) == 4
            assert after.table == deal.tricks[after.tricks_done - 1].plays
        last = mine[-1]
        assert list(last.trick_counts) == deal.trick_counts
        assert list(last.deal_scores or ()) == deal.scores
        assert list(last.totals) == deal.totals
        assert {s.bid_target for s in mine} == {deal.bid_target}
        assert all(s.trump == (deal.trump.letter if deal.trump is not None else None) for s in mine)
    assert steps[-1].totals == state.totals
