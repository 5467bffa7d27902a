"""Court Piece: courts, Kot, sweeps, failed Hakem, Hakem rotation, hidden trump, options."""

import pytest

from koutchina.engine import (
    CourtPieceMatch,
    CourtPieceRules,
    IllegalAction,
    NameTrump,
    Phase,
    PlayCard,
    Refusal,
    RevealTrump,
    Suit,
    parse_card,
)
from koutchina.engine.court_piece import settled_result
from koutchina.engine.events import (
    DealScored,
    DealStarted,
    MatchEnded,
    Outcome,
    TrumpNamed,
    TrumpRevealed,
)

from .helpers import one_suit_each, play_tricks, suit_cards

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def kot_deal():
    """Hakem 0 holds clubs A..8 + diamonds 2..7: with clubs trump it takes the first 7 tricks,
    then loses the 8th to seat 1's diamonds."""
    return [
        suit_cards(C, 8, 14) + suit_cards(D, 2, 7),
        suit_cards(D, 8, 14) + suit_cards(H, 2, 7),
        suit_cards(H, 8, 14) + suit_cards(S, 2, 7),
        suit_cards(S, 8, 14) + suit_cards(C, 2, 7),
    ]


def failed_deal():
    """Hakem 0: twelve clubs and the Ace of diamonds; seat 1: twelve diamonds and the Ace of clubs.
    With diamonds trump the Hakem's side takes only the Ace of diamonds."""
    return [
        suit_cards(C, 2, 13) + [parse_card("AD")],
        suit_cards(D, 2, 13) + [parse_card("AC")],
        suit_cards(H, 2, 14),
        suit_cards(S, 2, 14),
    ]


def play_deal(state, trump, deal_tricks=13):
    state.apply(NameTrump(state.hakem, trump))
    events = play_tricks(state, deal_tricks)
    return events, next(e for e in events if isinstance(e, DealScored))


def match(rules=None, deals=(), hakem=0):
    return CourtPieceMatch(rules or CourtPieceRules(), seed=1, deals=list(deals), first_hakem=hakem)


def test_hakem_sees_five_cards_then_names_trump_and_leads():
    state = match(deals=[kot_deal()])
    assert state.phase == Phase.NAMING_TRUMP and state.to_act() == (0,)
    assert state.dealer == 1
    view = state.view(0)
    assert len(view.hand) == 5 and view.hand == tuple(kot_deal()[0][:5])
    assert state.view(1).hand == ()
    state.apply(NameTrump(0, C))
    assert state.phase == Phase.PLAYING and state.current_player == 0
    assert len(state.view(1).hand) == 13 and state.view(1).trump == C


def test_deal_order_gives_the_hakem_five_first_and_thirteen_to_everyone():
    state = match(deals=[kot_deal()])
    started = next(e for e in state.opening_events if isinstance(e, DealStarted))
    assert started.deal_order[:5] == (0, 0, 0, 0, 0) and started.first_batch == 5
    assert [started.deal_order.count(s) for s in range(4)] == [13, 13, 13, 13]


def test_seven_tricks_win_one_court_without_the_kot_option():
    state = match(deals=[kot_deal()])
    _, scored = play_deal(state, C)
    assert scored.tricks[0] >= 7 and scored.tricks[0] < 13
    assert scored.scores == (1, 0) and scored.outcomes == ("won",)


def test_kot_first_seven_tricks_score_two_courts():
    state = match(CourtPieceRules(kot=True), deals=[kot_deal()])
    _, scored = play_deal(state, C)
    assert scored.scores == (2, 0) and scored.outcomes == ("kot",)


def test_sweep_scores_two_courts_or_three_with_the_option():
    deal = one_suit_each([C, D, H, S], 13)
    _, scored = play_deal(match(deals=[deal]), C)
    assert scored.tricks == (13, 0) and scored.scores == (2, 0) and scored.outcomes == ("sweep",)
    _, scored = play_deal(match(CourtPieceRules(sweep_courts=3), deals=[deal]), C)
    assert scored.scores == (3, 0)


def test_failed_hakem_gives_the_court_to_the_other_side_or_double():
    _, scored = play_deal(match(deals=[failed_deal()]), D)
    assert scored.tricks == (1, 12) and scored.scores == (0, 1)
    assert scored.outcomes == ("hakem_failed",)
    doubled = match(CourtPieceRules(failed_hakem_double=True), deals=[failed_deal()])
    _, scored = play_deal(doubled, D)
    assert scored.scores == (0, 2)


@pytest.mark.parametrize(("sweep_courts", "courts"), [(2, 4), (3, 6)])
def test_the_defenders_sweeping_a_hakem_who_concedes_double_score_the_sweep_twice(
        sweep_courts: int, courts: int) -> None:
    # the Hakem holds only clubs and names diamonds, the suit of seat 1, who takes every trick
    deal = one_suit_each([C, D, H, S], 13)
    rules = CourtPieceRules(failed_hakem_double=True, sweep_courts=sweep_courts)
    _, scored = play_deal(match(rules, deals=[deal]), D)
    assert scored.tricks == (0, 13) and scored.outcomes == ("sweep",)
    assert scored.scores == (0, courts) and scored.doubled


@pytest.mark.parametrize(
    ("rotation", "deal", "trump", "next_hakem"),
    [
        ("counter_clockwise", "kot", C, 3),  # to the Hakem's right: the seat before in play
        ("clockwise", "kot", C, 1),
        ("winner_keeps", "kot", C, 2),  # the Hakem's side won: the role goes to the partner
        ("winner_keeps", "failed", D, 3),  # the other side won: its player on the right
    ],
)
def test_hakem_moves_as_the_rules_say(rotation, deal, trump, next_hakem):
    cards = kot_deal() if deal == "kot" else failed_deal()
    state = match(CourtPieceRules(hakem_rotation=rotation), deals=[cards, cards])
    play_deal(state, trump)
    assert state.hakem == next_hakem and state.dealer == (next_hakem + 1) % 4


def test_double_hakem_keeps_the_role_for_two_deals_unless_the_first_fails():
    cards = kot_deal()
    state = match(CourtPieceRules(double_hakem=True), deals=[cards] * 3)
    play_deal(state, C)
    assert state.hakem == 0
    play_deal(state, C)
    assert state.hakem == 3
    state = match(CourtPieceRules(double_hakem=True), deals=[failed_deal()] * 2)
    play_deal(state, D)
    assert state.hakem == 3


def test_streak_bonus_from_the_third_court_in_a_row():
    deal = one_suit_each([C, D, H, S], 13)
    rules = CourtPieceRules(streak_bonus=True, hakem_rotation="clockwise", target=9)
    # Hakems 0, 1, 2: each sweeps with its own suit; side 0 wins deals 1 and 3 only.
    state = match(rules, deals=[deal] * 4)
    scores = []
    for trump in (C, D, H):
        _, scored = play_deal(state, trump)
        scores.append(scored.scores)
    assert scores == [(2, 0), (0, 2), (2, 0)]
    rules = CourtPieceRules(streak_bonus=True, hakem_rotation="winner_keeps", target=9)
    state = match(rules, deals=[deal] * 4)
    scores = []
    for trump in (C, H, C):  # Hakems 0, 2, 0: side 0 wins three in a row
        _, scored = play_deal(state, trump)
        scores.append(scored.scores)
    assert scores == [(2, 0), (2, 0), (3, 0)]


def test_match_ends_at_the_target():
    deal = one_suit_each([C, D, H, S], 13)
    state = match(CourtPieceRules(target=5, hakem_rotation="winner_keeps"), deals=[deal] * 3)
    play_deal(state, C)
    play_deal(state, H)
    events, _ = play_deal(state, C)
    assert isinstance(events[-1], MatchEnded)
    assert state.totals == (6, 0) and state.places == (1, 2, 1, 2)


def test_hidden_trump_stays_hidden_until_a_void_player_asks():
    rules = CourtPieceRules(hidden_trump=True)
    state = match(rules, deals=[one_suit_each([C, D, H, S], 13)])
    events = state.apply(NameTrump(0, D))
    assert events == [TrumpNamed(0, None, None)]
    assert state.view(1).trump is None and state.view(1).trump_hidden
    assert state.view(0).trump == D
    state.apply(PlayCard(0, parse_card("2C")))
    with pytest.raises(IllegalAction) as refused:
        state.apply(RevealTrump(0))
    assert refused.value.reason == Refusal.NOT_YOUR_TURN
    assert RevealTrump(1) in state.legal_actions(1)
    assert state.apply(RevealTrump(1)) == [TrumpRevealed(1, D)]
    assert all(state.view(s).trump == D for s in range(4))
    state.apply(PlayCard(1, parse_card("2D")))
    play_tricks(state, 1)
    assert state.completed[0].winner == 1  # the revealed trump wins the trick


def test_before_the_reveal_a_card_of_the_trump_suit_is_only_a_discard():
    rules = CourtPieceRules(hidden_trump=True)
    state = match(rules, deals=[one_suit_each([C, D, H, S], 13)])
    state.apply(NameTrump(0, D))
    play_tricks(state, 1)
    assert state.completed[0].winner == 0 and not state.trump_revealed


def test_badam_satti_deals_have_no_trump():
    deal = one_suit_each([C, D, H, S], 13)
    state = match(CourtPieceRules(badam_satti_every=2), deals=[deal] * 2)
    play_deal(state, C)
    assert state.no_trump_deal and state.phase == Phase.PLAYING
    with pytest.raises(IllegalAction) as refused:
        state.apply(NameTrump(state.hakem, C))
    assert refused.value.reason == Refusal.NO_TRUMP_DEAL


def test_hakem_sees_seven_cards_with_the_option():
    state = CourtPieceMatch(CourtPieceRules(hakem_sees=7), seed=4, first_hakem=2)
    assert len(state.view(2).hand) == 7


def test_bidding_target_made_and_failed():
    rules = CourtPieceRules(bidding=True)
    deal = one_suit_each([C, D, H, S], 13)
    state = match(rules, deals=[deal])
    with pytest.raises(IllegalAction) as refused:
        state.apply(NameTrump(0, C))
    assert refused.value.reason == Refusal.TARGET_REQUIRED
    with pytest.raises(IllegalAction) as refused:
        state.apply(NameTrump(0, C, 12))
    assert refused.value.reason == Refusal.TARGET_OUT_OF_RANGE
    state.apply(NameTrump(0, C, 11))
    scored = next(e for e in play_tricks(state, 13) if isinstance(e, DealScored))
    assert scored.outcomes == ("bid_made",) and scored.scores == (2, 0)
    state = match(rules, deals=[kot_deal()])
    state.apply(NameTrump(0, C, 11))
    scored = next(e for e in play_tricks(state, 13) if isinstance(e, DealScored))
    assert scored.outcomes == ("bid_failed",) and scored.scores == (0, 2)


def test_first_hakem_by_the_highest_card_drawn():
    for seed in range(30):
        state = CourtPieceMatch(seed=seed)
        draws = state.first_draws
        assert [seat for seat, _ in draws[:4]] == [0, 1, 2, 3]
        contenders, i = [0, 1, 2, 3], 0
        while i < len(draws):
            drawn = draws[i : i + len(contenders)]
            assert [seat for seat, _ in drawn] == contenders
            best = max(card.rank for _, card in drawn)
            contenders = [seat for seat, card in drawn if card.rank == best]
            i += len(drawn)
        assert contenders == [state.hakem]
        assert state.dealer == (state.hakem + 1) % 4


def test_a_hidden_trump_never_shown_stays_hidden_in_the_finished_deals():
    rules = CourtPieceRules(hidden_trump=True)
    deal = one_suit_each([C, D, H, S], 13)
    state = match(rules, deals=[deal, deal])
    state.apply(NameTrump(0, D))
    play_tricks(state, 13)  # everyone follows suit: nobody may ask to see the trump
    (earlier,) = state.view(1).earlier_deals
    assert earlier.trump is None and earlier.hakem == 0 and earlier.calls is None
    assert len(earlier.tricks) == len(state.deals[0].tricks)


def test_a_trump_shown_during_the_deal_is_in_the_finished_deal():
    state = match(deals=[kot_deal(), kot_deal()])
    play_deal(state, C)
    (earlier,) = state.view(3).earlier_deals
    assert earlier.trump == C and earlier.tricks == tuple(state.deals[0].tricks)


# ----- when the tricks left can no longer change a deal ------------------------------------


def _settled(taken: tuple[int, int], target: int | None = None, first_seven=(False, False),
             rules: CourtPieceRules | None = None):
    return settled_result(rules or CourtPieceRules(), 0, taken, target, first_seven,
                          13 - sum(taken))


def test_a_deal_is_settled_once_the_hakem_side_has_seven_and_the_others_one():
    assert _settled((6, 1)) is None
    assert _settled((7, 0)) is None  # a sweep may still come: 2 courts, not 1
    assert _settled((7, 1)) == (0, 1, Outcome.WON)
    assert _settled((7, 0), first_seven=(True, False)) is None
    assert _settled((7, 1), first_seven=(True, False),
                    rules=CourtPieceRules(kot=True)) == (0, 2, Outcome.KOT)


def test_a_failed_hakem_is_settled_once_the_hakem_side_has_a_trick():
    assert _settled((0, 7)) is None  # the other side may still sweep
    assert _settled((1, 7)) == (1, 1, Outcome.HAKEM_FAILED)
    assert _settled((1, 7), rules=CourtPieceRules(failed_hakem_double=True)) == (
        1, 2, Outcome.HAKEM_FAILED)


def test_a_target_out_of_reach_settles_the_deal_before_seven_tricks():
    assert _settled((0, 3), target=10) is None  # 10 of the 10 left: still possible
    assert _settled((0, 4), target=10) == (1, 2, Outcome.BID_FAILED)
    assert _settled((2, 3), target=11) == (1, 2, Outcome.BID_FAILED)
    assert _settled((8, 0), target=9) is None
    assert _settled((9, 0), target=9) == (0, 2, Outcome.BID_MADE)  # a sweep scores 2 as well
    assert _settled((9, 0), target=9, rules=CourtPieceRules(sweep_courts=3)) is None
    assert _settled((9, 1), target=9, rules=CourtPieceRules(sweep_courts=3)) == (
        0, 2, Outcome.BID_MADE)


def test_no_trick_left_is_no_settling():
    assert _settled((8, 5)) is None
