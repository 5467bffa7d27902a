"""The Replay window's steps: each deal as dealt, then one step per card, all hands face up."""

from __future__ import annotations

import itertools

from koutchina.storage.replay_steps import replay_steps

from .helpers import conceded_mid_trick, random_match, saved_of


def test_partnership_steps_follow_every_trick_and_end_on_the_deal_scores():
    state = random_match("court-piece", 3, options={"bidding": True})
    steps = replay_steps(saved_of(state), state)
    for deal in state.deals:
        mine = [s for s in steps if s.deal == deal.index]
        assert len(mine) == 1 + 4 * len(deal.tricks)
        for before, after in itertools.pairwise(mine):
            assert sum(map(len, before.hands)) - sum(map(len, after.hands)) == 1
            seat, card = after.table[-1]  # the card just played left its seat's hand
            assert card in before.hands[seat] and card not in after.hands[seat]
            if after.winner is None:  # a trick under way: the tricks before it, and its lead
                trick = deal.tricks[after.tricks_done]
                assert after.table == trick.plays[:len(after.table)] and len(after.table) < 4
                assert after.trick_counts == before.trick_counts
            else:  # its fourth card: who took it, and it counts
                trick = deal.tricks[after.tricks_done - 1]
                assert after.table == trick.plays and after.winner == trick.winner
        last = mine[-1]
        assert list(last.trick_counts) == deal.trick_counts
        assert list(last.deal_scores or ()) == deal.scores
        assert list(last.totals) == deal.totals
        assert {s.bid_target for s in mine} == {deal.bid_target}
        assert all(s.trump == (deal.trump.letter if deal.trump is not None else None) for s in mine)
    assert steps[-1].totals == state.totals


def test_a_match_still_being_played_shows_only_its_finished_deals():
    """History's Replay of a match not over showed the deal being played with every hand face
    up, and, between two deals, the next deal's cards before anyone had called: a player could
    look at the bots' cards and go back to the table. Only the deals played to their end."""
    from koutchina.engine import Phase

    state = random_match("hand", 4, moves=60)  # a round or more in, the next one under way
    assert not state.is_over and state.deals[-1].scores is None
    finished = [deal.index for deal in state.deals if deal.scores is not None]
    assert finished  # at least one round was scored
    steps = replay_steps(saved_of(state), state)
    assert {step.deal for step in steps} == set(finished)
    assert all(step.deal != state.deal_index for step in steps)
    fresh = random_match("court-piece", 6, moves=1)  # the first deal under way
    assert fresh.phase in (Phase.NAMING_TRUMP, Phase.PLAYING)
    assert replay_steps(saved_of(fresh), fresh) == []


def test_a_deal_conceded_mid_trick_shows_its_cards_then_the_rest_as_one_step():
    """The tricks a concession gave up were a step each, the board empty and nothing saying
    why, and a trick given up half played said its cards' taker (a code review): its cards
    are shown one by one, then one step gives up the rest, to the seat the engine credits."""
    state = conceded_mid_trick()
    deal = state.deals[0]
    assert deal.conceded_by is not None and len(deal.tricks) == 13
    steps = [step for step in replay_steps(saved_of(state), state) if step.deal == 0]
    assert len(steps) == 1 + 4 * 4 + 2 + 1  # dealt, 4 tricks, 2 cards of the 5th, the rest
    fifth = deal.tricks[4].plays
    assert [step.table for step in steps[-3:-1]] == [tuple(fifth[:1]), tuple(fifth[:2])]
    assert all(step.conceded_from is None for step in steps[:-1])
    rest = steps[-1]
    assert rest.conceded_from == 5 and rest.tricks_done == 13 and rest.table == ()
    assert rest.winner is not None and rest.winner % 2 != deal.conceded_by
    assert list(rest.trick_counts) == deal.trick_counts
    assert rest.deal_scores == tuple(deal.scores or ())
