"""``hard`` reads its partner's cards by the conventions partners play: a world in which
medium's rules, from the partner's view, would have played another card weighs less."""

from __future__ import annotations

from koutchina.bots.knowledge import mask_of, read_view, sim_rules
from koutchina.bots.partner_reading import PARTNER_MISMATCH, partner_weight, plays_so_far
from koutchina.bots.sim import card_mask
from koutchina.engine import NameTrump, PlayCard, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards

DEAL = [
    "9D 2D 3D 2H 3H 4H 5H 2S 3S 4S 5S 2C 3C",
    "10D 4D 5D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
    "JD 6D 7D 10H JH QH KH 10S JS QS KS 6C 7C",
    "QD KD AD 8D AH AS 8C 9C 10C JC QC KC AC",
]


def first_trick_weights() -> tuple[float, float]:
    """Seat 1 reads its partner, seat 3, who took seat 2's Jack of diamonds with the Ace as
    last to play: in the real deal it also held the King and Queen (equal to the Ace); in a world
    where the King is elsewhere, the Queen alone would have won and medium would have played it."""
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for seat, card in enumerate(["9D", "10D", "JD", "AD"]):
        state.apply(PlayCard(seat, parse_card(card)))
    view = state.view(1)
    sim = sim_rules(view, read_view(view).trump)
    plays = plays_so_far(view)
    real = [mask_of(parse_cards(hand)) for hand in DEAL]
    king, low_heart = card_mask([parse_card("KD").index]), card_mask([parse_card("2H").index])
    moved = list(real)
    moved[3] = (real[3] & ~king) | low_heart
    moved[0] = (real[0] & ~low_heart) | king
    return partner_weight(sim, 0, plays, 3, real), partner_weight(sim, 0, plays, 3, moved)


def test_a_world_where_the_partner_won_dearer_than_it_needed_weighs_less() -> None:
    real, moved = first_trick_weights()
    assert real == 1.0
    assert moved == PARTNER_MISMATCH


def test_only_the_partners_cards_are_read() -> None:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for seat, card in enumerate(["9D", "10D", "JD", "AD"]):
        state.apply(PlayCard(seat, parse_card(card)))
    view = state.view(0)  # seat 0's partner is seat 2, who had no choice worth reading here
    sim = sim_rules(view, read_view(view).trump)
    real = [mask_of(parse_cards(hand)) for hand in DEAL]
    king, low_heart = card_mask([parse_card("KD").index]), card_mask([parse_card("2H").index])
    moved = list(real)
    moved[3] = (real[3] & ~king) | low_heart
    moved[0] = (real[0] & ~low_heart) | king
    assert partner_weight(sim, 0, plays_so_far(view), 2, moved) == partner_weight(
        sim, 0, plays_so_far(view), 2, real
    )
