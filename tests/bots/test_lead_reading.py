"""What `hard` reads from the suits other seats lead in Court Piece and Hokm: a lead comes from
length, so a world is weighed by the share of the leader's cards, at the time, of the suit led."""

from __future__ import annotations

import pytest

from koutchina.bots.lead_reading import Lead, lead_weight, leads_seen
from koutchina.bots.sim import card_mask
from koutchina.engine import NameTrump, PlayCard, SeatView, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards

DEAL = [
    "9D 2D 3D 2H 3H 4H 5H 2S 3S 4S 5S 2C 3C",
    "10D 4D 5D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
    "JD 6D 7D 10H JH QH KH 10S JS QS KS 6C 7C",
    "QD KD AD 8D AH AS 8C 9C 10C JC QC KC AC",
]
CLUBS, DIAMONDS = int(Suit.CLUBS), int(Suit.DIAMONDS)


def mask(text: str) -> int:
    return card_mask([card.index for card in parse_cards(text)])


def view_after(plays: list[tuple[int, str]], seat: int) -> SeatView:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for player, card in plays:
        state.apply(PlayCard(player, parse_card(card)))
    return state.view(seat)


# seat 0 leads a diamond, seat 3 wins with its Ace and leads the Ace of trumps
PLAYS = [(0, "9D"), (1, "10D"), (2, "JD"), (3, "AD"), (3, "AC")]


def test_each_lead_by_another_seat_is_read_with_the_cards_it_had_played_before() -> None:
    assert leads_seen(view_after(PLAYS, seat=1)) == [
        Lead(0, DIAMONDS, 0),
        Lead(3, CLUBS, mask("AD")),
    ]


def test_a_seat_does_not_read_its_own_leads() -> None:
    assert leads_seen(view_after(PLAYS, seat=0)) == [Lead(3, CLUBS, mask("AD"))]


def test_a_world_weighs_the_share_of_the_led_suit_in_the_leaders_cards_at_the_time() -> None:
    lead = Lead(3, CLUBS, mask("AD"))
    played = (mask("9D"), mask("10D"), mask("JD"), mask("AD AC"))
    long_clubs = mask("KC QC JC 2H 3H 4H 5H 6H 7H 8H 9H")  # with AC: 4 clubs of 12
    one_club = mask("KD QD JD 2H 3H 4H 5H 6H 7H 8H 9H")  # with AC: 1 club of 12
    hands = [0, 0, 0, long_clubs]
    assert lead_weight(hands, played, [lead]) == pytest.approx(4 / 12)
    hands[3] = one_club
    assert lead_weight(hands, played, [lead]) == pytest.approx(1 / 12)


def test_the_weights_of_several_leads_multiply() -> None:
    leads = [Lead(1, CLUBS, 0), Lead(1, DIAMONDS, mask("2C"))]
    hands = [0, mask("3C 2D 3D 4D"), 0, 0]
    played = (0, mask("2C"), 0, 0)
    assert lead_weight(hands, played, leads) == pytest.approx(2 / 5 * 3 / 4)
