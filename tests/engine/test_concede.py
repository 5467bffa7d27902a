"""Conceding the rest of a deal (partnership games): every trick still to play goes to the other
side as far as the deal goes, scored by the rules; Hand has no side to concede to."""

from __future__ import annotations

import pytest

from koutchina.engine import (
    Card,
    Concede,
    IllegalAction,
    NameTrump,
    PlayCard,
    Refusal,
    Suit,
    action_from_json,
    action_to_json,
    make_rules,
    new_match,
)
from koutchina.engine.record import record_of, replay_record

DECK = [Card.from_index(i) for i in range(52)]


def _dealt(game: str, options: dict | None = None, hakem: int = 0):
    spades = [c for c in DECK if c.suit == Suit.SPADES]
    rest = [c for c in DECK if c.suit != Suit.SPADES]
    hands = [spades, rest[0:13], rest[13:26], rest[26:39]]
    state = new_match(make_rules(game, options or {}), 4, deals=[hands], first_hakem=hakem)
    state.apply(NameTrump(state.hakem, Suit.SPADES,
                          9 if (options or {}).get("bidding") else None))
    return state


def _play_lowest(state, count: int) -> None:
    for _ in range(count):
        seat = state.to_act()[0]
        cards = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
        state.apply(min(cards, key=lambda a: a.card.index))


def test_hokm_the_other_side_takes_tricks_until_it_has_seven_a_kot_if_it_had_none():
    state = _dealt("hokm")
    _play_lowest(state, 8)  # two tricks, both to the Hakem's side (seat 0 holds every spade)
    assert state.view(0).tricks_won == (2, 0)
    assert state.to_act() == (0,)
    state.apply(Concede(0))
    deal = state.deals[0]
    assert deal.trick_counts == [2, 7]
    assert len(deal.tricks) == 9 and all(t.plays == () for t in deal.tricks[2:])
    assert {t.winner % 2 for t in deal.tricks[2:]} == {1}
    assert deal.scores == [0, 1] and deal.outcomes == ["hakem_failed"]  # not a Kot: 2 taken
    assert state.deal_index == 1


def test_hokm_conceding_before_any_trick_is_a_kot_against_the_hakem():
    state = _dealt("hokm", {"kot_against_hakem_3": True})
    state.apply(Concede(0))
    assert state.deals[0].trick_counts == [0, 7]
    assert state.deals[0].scores == [0, 3] and state.deals[0].outcomes == ["kot_against_hakem"]


def test_court_piece_every_remaining_trick_goes_to_the_other_side_mid_trick_included():
    state = _dealt("court-piece", {"failed_hakem_double": True})
    _play_lowest(state, 4)  # one trick to the Hakem's side
    state.apply(PlayCard(0, state.hands[0][-1]))  # seat 0 leads trick 2 ...
    seat = state.to_act()[0]
    assert seat == 1
    state.apply(Concede(1))  # ... and the other side concedes with the trick on the table
    deal = state.deals[0]
    assert deal.trick_counts == [13, 0]
    assert deal.tricks[1].plays == ((0, deal.tricks[1].plays[0][1]),)  # the card on the table
    assert deal.scores == [2, 0] and deal.outcomes == ["sweep"]


def test_conceding_is_only_for_the_seat_to_play_and_never_a_legal_move_offered():
    state = _dealt("hokm")
    with pytest.raises(IllegalAction) as caught:
        state.apply(Concede(1))
    assert caught.value.reason == Refusal.NOT_YOUR_TURN
    assert not any(isinstance(a, Concede) for s in range(4) for a in state.legal_actions(s))
    assert not any(isinstance(a, Concede) for a in state.view(0).legal_actions())


def test_hand_has_no_side_to_concede_to():
    state = new_match(make_rules("hand"), 3)
    with pytest.raises(IllegalAction) as caught:
        state.apply(Concede(0))
    assert caught.value.reason == Refusal.NO_SIDE_TO_CONCEDE
    assert state.actions == []


@pytest.mark.parametrize("game", ["hokm", "court-piece"])
def test_a_concession_is_recorded_and_replays_to_the_same_record(game):
    state = new_match(make_rules(game), 12)
    seat = state.to_act()[0]
    state.apply(state.legal_actions(seat)[0])  # the trump
    _play_lowest(state, 5)
    seat = state.to_act()[0]
    state.apply(Concede(seat))
    assert action_to_json(Concede(seat)) == {"type": "concede", "seat": seat}
    assert action_from_json({"type": "concede", "seat": seat}) == Concede(seat)
    record = record_of(state)
    assert record_of(replay_record(record)) == record

