"""Hand (Hareega): scoring examples of the documents and hand-built special cases."""

import pytest

from koutchina.engine import Call, HandMatch, HandRules, Phase, Suit, hand_score
from koutchina.engine.events import CallLocked, CallsRevealed, DealScored, MatchEnded

from .helpers import one_suit_each, play_tricks


@pytest.mark.parametrize(
    ("call", "tricks", "score"),
    [(3, 3, 30), (8, 8, 80), (0, 0, 25), (4, 5, -10), (5, 2, -30), (0, 8, -80), (1, 1, 10),
     (2, 2, 20), (5, 5, 50), (0, 1, -10), (8, 0, -80)],
)
def test_scoring_examples_of_the_rule_documents(call, tricks, score):
    assert hand_score(call, tricks) == score


SUITS = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]


def one_suit_deal():
    return one_suit_each(SUITS, 8)


def play_round(state: HandMatch, calls: dict[int, int]) -> DealScored:
    """Call, then play the round. With one suit per seat, the leader takes all 8 tricks."""
    for seat in (0, 1, 2, 3):
        state.apply(Call(seat, calls[seat]))
    events = play_tricks(state, 8)
    return next(e for e in events if isinstance(e, DealScored))


def leader_takes_all(state: HandMatch, leader_call: int, other_call: int) -> DealScored:
    leader = state.leader
    calls = {seat: (leader_call if seat == leader else other_call) for seat in range(4)}
    scored = play_round(state, calls)
    assert scored.tricks[leader] == 8
    return scored


def test_calls_are_secret_until_all_four_lock_then_revealed_together():
    state = HandMatch(seed=5)
    assert state.phase == Phase.CALLING and state.to_act() == (0, 1, 2, 3)
    assert state.apply(Call(2, 3)) == [CallLocked(2)]
    assert state.view(0).calls == (None, None, None, None)
    assert state.view(0).calls_locked == (False, False, True, False)
    assert state.view(2).calls == (None, None, 3, None)
    state.apply(Call(0, 1))
    state.apply(Call(3, 0))
    events = state.apply(Call(1, 2))
    assert events[-1] == CallsRevealed((1, 2, 3, 0))
    assert state.view(0).calls == (1, 2, 3, 0)
    assert state.phase == Phase.PLAYING and state.current_player == state.leader


def test_deal_starts_after_the_dealer_and_the_dealer_moves_on():
    state = HandMatch(deals=[one_suit_deal()] * 2)
    assert state.dealer == 3 and state.leader == 0
    leader_takes_all(state, 8, 0)
    assert state.dealer == 0 and state.leader == 1


def test_a_round_scores_each_seat_alone():
    state = HandMatch(deals=[one_suit_deal()])
    scored = leader_takes_all(state, 8, 0)
    assert scored.scores == (80, 25, 25, 25)
    assert scored.outcomes == ("exact", "zero", "zero", "zero")
    assert state.totals == (80, 25, 25, 25)


def tie_everyone_for_four_rounds(state: HandMatch) -> None:
    for _ in range(4):
        leader_takes_all(state, 8, 0)
    assert state.totals == (155, 155, 155, 155)


def everyone_misses_by_one(state: HandMatch) -> DealScored:
    scored = leader_takes_all(state, 7, 1)
    assert scored.scores == (-10, -10, -10, -10)
    return scored


def test_sudden_death_won_in_round_six():
    state = HandMatch(deals=[one_suit_deal()] * 6)
    tie_everyone_for_four_rounds(state)
    everyone_misses_by_one(state)
    assert state.totals == (145, 145, 145, 145)
    assert not state.is_over and state.deal_index == 5 and state.view(0).sudden_death
    for seat in range(4):
        state.apply(Call(seat, 8 if seat == state.leader else 0))
    events = play_tricks(state, 8)
    assert state.is_over
    ended = events[-1]
    assert isinstance(ended, MatchEnded)
    assert state.totals == (170, 225, 170, 170)
    assert ended.places == (2, 1, 2, 2)


def test_sudden_death_still_tied_after_three_extra_rounds_shares_first_place():
    state = HandMatch(deals=[one_suit_deal()] * 8)
    tie_everyone_for_four_rounds(state)
    for _ in range(4):
        assert not state.is_over
        everyone_misses_by_one(state)
    assert state.is_over and state.deal_index == 7
    assert state.totals == (115, 115, 115, 115)
    assert state.places == (1, 1, 1, 1)


def test_a_tie_for_second_place_plays_no_extra_round():
    state = HandMatch(deals=[one_suit_deal()] * 5)
    tie_everyone_for_four_rounds(state)
    play_round(state, {0: 8, 1: 0, 2: 0, 3: 1})
    assert state.is_over and state.deal_index == 4
    assert state.totals == (235, 180, 180, 145)
    assert state.places == (1, 2, 2, 4)


def test_all_eight_tricks_are_played_even_after_a_call_is_reached():
    state = HandMatch(deals=[one_suit_deal()])
    for seat in range(4):
        state.apply(Call(seat, 1))
    play_tricks(state, 1)
    assert state.phase == Phase.PLAYING and len(state.completed) == 1
    play_tricks(state, 7)
    assert state.deals[0].trick_counts == [8, 0, 0, 0]


def test_rounds_option_shortens_the_match():
    state = HandMatch(HandRules(rounds=1), deals=[one_suit_deal()])
    leader_takes_all(state, 8, 0)
    assert state.is_over and state.places == (1, 2, 2, 2)


def test_every_view_carries_the_finished_rounds_as_the_table_saw_them():
    state = HandMatch(seed=5, deals=[one_suit_deal()] * 2)
    assert state.view(2).earlier_deals == ()
    first_calls = {0: 8, 1: 0, 2: 1, 3: 2}
    play_round(state, first_calls)
    played = state.deals[0]
    for seat in range(4):
        (earlier,) = state.view(seat).earlier_deals
        assert earlier.calls == (8, 0, 1, 2)
        assert earlier.tricks == tuple(played.tricks) and len(earlier.tricks) == 8
        assert earlier.dealer == played.dealer and earlier.hakem is None
    # the round being played is not among them, even once its calls are revealed
    for seat in range(4):
        state.apply(Call(seat, 1))
    assert [deal.index for deal in state.view(0).earlier_deals] == [0]


def test_the_last_scored_deal_is_the_last_one_played_to_its_end() -> None:
    # what the coach reviews and plays again: none before the first deal is over
    from koutchina.engine import make_rules, new_match

    state = new_match(make_rules("hand", {}), 7)
    assert state.last_scored_deal is None
    while state.deal_index == 0:
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[0])
    assert state.last_scored_deal == 0
    seat = state.to_act()[0]
    state.apply(state.legal_actions(seat)[0])  # deal 1 under way: deal 0 is still the last
    assert state.last_scored_deal == 0
