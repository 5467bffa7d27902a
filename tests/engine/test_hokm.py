"""Hokm: points, Kot, early end at 7, Hakem kept or passed, Satat, compulsory trump, Double Sar."""

import pytest

from koutchina.engine import (
    HokmMatch,
    HokmRules,
    IllegalAction,
    NameTrump,
    PlayCard,
    Rank,
    Refusal,
    Suit,
    parse_card,
)
from koutchina.engine.events import DealScored, DealStarted, MatchEnded, SetWon, TrickWon

from .helpers import one_suit_each, play_tricks, suit_cards

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
ONE_SUIT = one_suit_each([C, D, H, S], 13)


def match(rules=None, deals=(ONE_SUIT,), hakem=0):
    return HokmMatch(rules or HokmRules(), seed=2, deals=list(deals), first_hakem=hakem)


def play_deal(state, trump, policy=None):
    state.apply(NameTrump(state.hakem, trump))
    events = play_tricks(state, 13, policy) if policy else play_tricks(state, 13)
    return events, next(e for e in events if isinstance(e, DealScored))


def test_first_hakem_is_the_first_player_dealt_an_ace():
    for seed in range(20):
        state = HokmMatch(seed=seed)
        draws = state.first_draws
        assert [seat for seat, _ in draws] == [i % 4 for i in range(len(draws))]
        assert draws[-1][1].rank == Rank.ACE
        assert all(card.rank != Rank.ACE for _, card in draws[:-1])
        assert state.hakem == draws[-1][0] and state.dealer == (state.hakem - 1) % 4


def test_deal_ends_early_at_seven_tricks_and_a_kot_scores_two():
    state = match(deals=[ONE_SUIT, ONE_SUIT])
    events, scored = play_deal(state, C)
    assert len([e for e in events if isinstance(e, TrickWon)]) == 7
    assert scored.ended_early and scored.tricks == (7, 0)
    assert scored.scores == (2, 0) and scored.outcomes == ("kot",)
    assert state.hakem == 0  # the Hakem's side won: the Hakem keeps the role


def mixed_deal():
    """Hakem 0 wins the first trick, loses the second to seat 1's Ace of clubs, then wins on."""
    return [
        suit_cards(C, 2, 13) + [parse_card("AD")],
        suit_cards(D, 2, 13) + [parse_card("AC")],
        suit_cards(H, 2, 14),
        suit_cards(S, 2, 14),
    ]


def test_seven_tricks_with_a_trick_lost_score_one_point():
    state = match(deals=[mixed_deal()])
    _, scored = play_deal(state, C)
    assert scored.tricks == (7, 1) and scored.scores == (1, 0) and scored.outcomes == ("won",)


def test_a_failed_hakem_passes_the_role_to_the_next_seat():
    state = match(deals=[ONE_SUIT, ONE_SUIT])
    _, scored = play_deal(state, D)  # seat 1 trumps the first trick and runs its diamonds
    assert scored.tricks == (0, 7) and scored.outcomes == ("kot_against_hakem",)
    assert scored.scores == (0, 2)
    assert state.hakem == 1 and state.dealer == 0


def test_kot_against_the_hakem_worth_three_with_the_option():
    state = match(HokmRules(kot_against_hakem_3=True))
    _, scored = play_deal(state, D)
    assert scored.scores == (0, 3)


def test_play_all_thirteen_and_a_sweep_scores_three():
    state = match(HokmRules(play_all_13=True))
    _, scored = play_deal(state, C)
    assert not scored.ended_early and scored.tricks == (13, 0)
    assert scored.scores == (3, 0) and scored.outcomes == ("sweep",)


def test_satat_two_of_hearts_is_the_highest_trump():
    deal = one_suit_each([S, C, H, D], 13)
    state = match(HokmRules(satat=True), deals=[deal])
    state.apply(NameTrump(0, S))
    state.apply(PlayCard(0, parse_card("AS")))
    state.apply(PlayCard(1, parse_card("2C")))
    assert state.legal_actions(2) == [PlayCard(2, parse_card("2H"))]
    with pytest.raises(IllegalAction) as refused:
        state.apply(PlayCard(2, parse_card("AH")))
    assert refused.value.reason == Refusal.MUST_FOLLOW_SUIT
    state.apply(PlayCard(2, parse_card("2H")))
    events = state.apply(PlayCard(3, parse_card("2D")))
    assert isinstance(events[-1], TrickWon) and events[-1].winner == 2


def test_compulsory_trumping_refuses_a_discard_when_holding_trump():
    deal = [
        suit_cards(C, 2, 14),
        suit_cards(D, 2, 13) + [parse_card("AH")],
        suit_cards(H, 2, 13) + [parse_card("AD")],
        suit_cards(S, 2, 14),
    ]
    state = match(HokmRules(compulsory_trump=True), deals=[deal])
    state.apply(NameTrump(0, D))
    state.apply(PlayCard(0, parse_card("AC")))
    with pytest.raises(IllegalAction) as refused:
        state.apply(PlayCard(1, parse_card("AH")))
    assert refused.value.reason == Refusal.MUST_TRUMP
    assert "must play a trump" in str(refused.value)
    relaxed = match(deals=[deal])
    relaxed.apply(NameTrump(0, D))
    relaxed.apply(PlayCard(0, parse_card("AC")))
    relaxed.apply(PlayCard(1, parse_card("AH")))  # without the option a discard is fine


def lead_low_follow_high(state, seat):
    legal = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
    if state.trick:
        return max(legal, key=lambda a: (int(a.card.rank), int(a.card.suit)))
    return min(legal, key=lambda a: (int(a.card.rank), int(a.card.suit)))


def alternating_deal():
    return [
        suit_cards(C, 8, 14) + suit_cards(D, 2, 7),
        suit_cards(D, 8, 14) + suit_cards(C, 2, 7),
        suit_cards(H, 2, 14),
        suit_cards(S, 2, 14),
    ]


def test_double_sar_counts_a_trick_only_after_two_in_a_row():
    state = match(HokmRules(double_sar=True))
    events, scored = play_deal(state, C)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert [e.counted for e in won[:3]] == [False, True, True]
    assert len(won) == 7 and scored.tricks == (7, 0) and scored.outcomes == ("kot",)


def test_double_sar_broken_runs_go_to_nobody_and_a_tie_beats_the_hakem():
    state = match(HokmRules(double_sar=True), deals=[alternating_deal()])
    events, scored = play_deal(state, D, lead_low_follow_high)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert len(won) == 13
    assert [e.winner % 2 for e in won[:12]] == [1, 0] * 6
    assert not any(e.counted for e in won)
    assert won[1].voided == (0,) and won[12].voided == (11,)
    assert scored.tricks == (0, 0) and scored.winner_side == 1 and scored.scores == (0, 1)


def test_best_of_three_sets():
    state = match(HokmRules(sets=3), deals=[ONE_SUIT] * 8)
    set_events = []
    for _ in range(8):
        events, _ = play_deal(state, C)
        set_events += [e for e in events if isinstance(e, (SetWon, MatchEnded))]
    assert set_events[0] == SetWon(0, (1, 0))
    assert isinstance(set_events[-1], MatchEnded) and state.places == (1, 2, 1, 2)
    assert state.sets_won == [2, 0]


def test_match_to_ten_points():
    state = match(HokmRules(target=10), deals=[ONE_SUIT] * 5)
    for _ in range(4):
        play_deal(state, C)
    assert not state.is_over and state.totals == (8, 0)
    play_deal(state, C)
    assert state.is_over and state.totals == (10, 0)


@pytest.mark.parametrize(("pattern", "batch"), [("5-4-4", 4), ("5-3-3-2", 3)])
def test_deal_patterns_give_five_to_the_hakem_first(pattern, batch):
    state = HokmMatch(HokmRules(deal_pattern=pattern), seed=3, first_hakem=2)
    started = next(e for e in state.opening_events if isinstance(e, DealStarted))
    order = started.deal_order
    assert order[:5] == (2,) * 5 and [order.count(s) for s in range(4)] == [13] * 4
    assert order[5:10] == (3,) * 5  # then the seat after the Hakem gets its first 5
    assert order[20 : 20 + batch] == (2,) * batch


def test_double_sar_says_what_became_of_each_trick():
    from koutchina.engine import TrickFate, fate_when_won

    state = match(HokmRules(double_sar=True))
    events, _scored = play_deal(state, C)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert [fate_when_won(e) for e in won[:3]] == [
        TrickFate.WAITING, TrickFate.COUNTED, TrickFate.COUNTED]
    state = match(HokmRules(double_sar=True), deals=[alternating_deal()])
    events, _scored = play_deal(state, D, lead_low_follow_high)
    won = [e for e in events if isinstance(e, TrickWon)]
    # each run broken by the next trick; the last trick has no trick left to pair it with
    assert [fate_when_won(e) for e in won] == [TrickFate.WAITING] * 12 + [TrickFate.NOBODY]


def test_a_recorded_tricks_fate_reads_the_tricks_after_it():
    from koutchina.engine import TrickFate, TrickRecord, fate_in_deal

    counted = TrickRecord(0, (), 0, True)
    alone = TrickRecord(1, (), 1, False)
    tricks = [counted, counted, alone]
    assert [fate_in_deal(tricks, i) for i in range(3)] == [
        TrickFate.COUNTED, TrickFate.COUNTED, TrickFate.WAITING]
    tricks = [alone, counted, counted]  # the first lost with its broken run
    assert fate_in_deal(tricks, 0) is TrickFate.NOBODY
    assert fate_in_deal([counted] * 12 + [alone], 12) is TrickFate.NOBODY  # the deal's last
