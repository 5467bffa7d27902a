"""Every way apply() can refuse an action, with its reason key, and the state left unchanged."""

import pytest

from koutchina.engine import (
    Call,
    CourtPieceMatch,
    CourtPieceRules,
    HandMatch,
    HandRules,
    HokmMatch,
    HokmRules,
    IllegalAction,
    NameTrump,
    PlayCard,
    Refusal,
    RevealTrump,
    Suit,
    parse_card,
)
from koutchina.engine.record import record_of

from .helpers import cards, one_suit_each, play_tricks

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


def refused(state, action) -> IllegalAction:
    before = record_of(state).model_dump_json()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert record_of(state).model_dump_json() == before, "a refused action changed the state"
    assert str(caught.value)  # a readable message
    return caught.value


def hand_in_play():
    state = HandMatch(deals=[one_suit_each([C, D, H, S], 8)])
    for seat in range(4):
        state.apply(Call(seat, 2))
    return state


def hokm(rules=None):
    return HokmMatch(rules or HokmRules(), deals=[one_suit_each([C, D, H, S], 13)], first_hakem=0)


def test_not_your_turn():
    error = refused(hand_in_play(), PlayCard(2, parse_card("AH")))
    assert error.reason == Refusal.NOT_YOUR_TURN and error.details["expected"] == (0,)


def test_no_such_seat():
    assert refused(hand_in_play(), PlayCard(4, parse_card("AC"))).reason == Refusal.NO_SUCH_SEAT


def test_card_not_in_hand():
    error = refused(hand_in_play(), PlayCard(0, parse_card("AH")))
    assert error.reason == Refusal.NOT_IN_HAND and error.details["card"] == "AH"


def test_must_follow_suit_names_the_suit():
    deal = [
        cards("AC KC QC JC 10C 9C 8C 7D"),
        cards("7C 8D 9D 10D JD QD KD AD"),
        cards("7H 8H 9H 10H JH QH KH AH"),
        cards("7S 8S 9S 10S JS QS KS AS"),
    ]
    state = HandMatch(deals=[deal])
    for seat in range(4):
        state.apply(Call(seat, 2))
    state.apply(PlayCard(0, parse_card("AC")))
    error = refused(state, PlayCard(1, parse_card("AD")))
    assert error.reason == Refusal.MUST_FOLLOW_SUIT and error.details["suit"] == "C"
    assert "must follow clubs" in str(error)
    assert state.legal_actions(1) == [PlayCard(1, parse_card("7C"))]


def test_call_out_of_range_and_already_locked():
    state = HandMatch(seed=1)
    error = refused(state, Call(0, 9))
    assert error.reason == Refusal.CALL_OUT_OF_RANGE and error.details["high"] == 8
    assert refused(state, Call(0, -1)).reason == Refusal.CALL_OUT_OF_RANGE
    state.apply(Call(0, 3))
    assert refused(state, Call(0, 4)).reason == Refusal.CALL_ALREADY_LOCKED
    assert refused(hand_in_play(), Call(1, 1)).reason == Refusal.CALL_ALREADY_LOCKED


def test_playing_during_the_calls_is_the_wrong_phase():
    state = HandMatch(deals=[one_suit_each([C, D, H, S], 8)])
    assert refused(state, PlayCard(0, parse_card("AC"))).reason == Refusal.WRONG_PHASE


def test_trump_in_hand_and_calls_in_hokm_are_the_wrong_phase():
    assert refused(hand_in_play(), NameTrump(0, C)).reason == Refusal.WRONG_PHASE
    assert refused(hokm(), Call(0, 3)).reason == Refusal.WRONG_PHASE


def test_only_the_hakem_names_trump():
    error = refused(hokm(), NameTrump(1, C))
    assert error.reason == Refusal.NOT_HAKEM


def test_trump_cannot_be_named_twice():
    state = hokm()
    state.apply(NameTrump(0, C))
    assert refused(state, NameTrump(0, D)).reason == Refusal.WRONG_PHASE


def test_target_only_with_bidding():
    assert refused(hokm(), NameTrump(0, C, 10)).reason == Refusal.TARGET_NOT_ALLOWED


def test_no_trump_deal_refuses_a_trump():
    state = CourtPieceMatch(CourtPieceRules(badam_satti_every=2), seed=3, first_hakem=0,
                            deals=[one_suit_each([C, D, H, S], 13)] * 2)
    state.apply(NameTrump(0, C))
    play_tricks(state, 13)
    assert refused(state, NameTrump(state.hakem, C)).reason == Refusal.NO_TRUMP_DEAL


def test_reveal_needs_a_hidden_trump_and_a_void():
    assert refused(hand_in_play(), RevealTrump(0)).reason == Refusal.TRUMP_NOT_HIDDEN
    state = CourtPieceMatch(CourtPieceRules(hidden_trump=True), first_hakem=0,
                            deals=[[*one_suit_each([C, D, H, S], 13)]])
    state.apply(NameTrump(0, D))
    assert refused(state, RevealTrump(0)).reason == Refusal.CAN_FOLLOW_SUIT  # nothing led yet
    state.apply(PlayCard(0, parse_card("AC")))
    state.apply(RevealTrump(1))
    assert refused(state, RevealTrump(1)).reason == Refusal.TRUMP_NOT_HIDDEN


def test_match_over_refuses_everything():
    state = HandMatch(HandRules(rounds=1), deals=[one_suit_each([C, D, H, S], 8)])
    for seat in range(4):
        state.apply(Call(seat, 8 if seat == 0 else 0))
    play_tricks(state, 8)
    assert state.is_over
    assert refused(state, Call(0, 1)).reason == Refusal.MATCH_OVER


def test_unknown_action():
    assert refused(hand_in_play(), "play AC").reason == Refusal.UNKNOWN_ACTION  # type: ignore[arg-type]
