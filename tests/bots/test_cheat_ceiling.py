"""The measuring cheat of ``devtools.cheat_ceiling``: the ceilings in docs/bots.md rest on its
worlds being the real deal (or, with ``--trumps``, on the trumps alone being where they are;
with ``--trump-lengths``, on each seat holding as many trumps as it really does; with
``--partner``, on the partner's hand alone being the real one; with ``--partner-trump-length``,
on the partner alone holding as many trumps as it really does; with ``--partner-lengths``, as
many cards of each suit)."""

from __future__ import annotations

import random
from collections.abc import Callable

from koutchina.bots.knowledge import Knowledge, mask_of, read_view
from koutchina.bots.sim import SUIT_MASKS
from koutchina.devtools.cheat_ceiling import (
    CheatingSearch,
    partner_lengths_placed,
    partner_placed,
    partner_trump_length_placed,
    remember,
    trump_lengths_placed,
    trumps_placed,
)
from koutchina.engine import MatchState, NameTrump, PlayCard, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards

DEAL = [
    "9D 2D 3D 2H 3H 4H 5H 2S 3S 4S 5S 2C 3C",
    "10D 4D 5D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
    "JD 6D 7D 10H JH QH KH 10S JS QS KS 6C 7C",
    "QD KD AD 8D AH AS 8C 9C 10C JC QC KC AC",
]
CLUB_CARDS = SUIT_MASKS[int(Suit.CLUBS)]


def state_after_a_trick() -> MatchState:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for seat, card in enumerate(["9D", "10D", "JD", "AD"]):
        state.apply(PlayCard(seat, parse_card(card)))
    remember(state)
    return state


Placer = Callable[[Knowledge, random.Random], list[int]]


def drawn_worlds(place: Placer, seat: int) -> tuple[list[int], list[list[int]]]:
    """The real hands after the first trick, and 20 worlds ``place`` draws for ``seat``."""
    state = state_after_a_trick()
    know = read_view(state.view(seat))
    real = [mask_of(state.hands[other]) for other in range(4)]
    return real, [place(know, random.Random(seed)) for seed in range(20)]


def test_the_cheat_plays_every_world_as_the_real_deal() -> None:
    state = state_after_a_trick()
    view = state.view(3)
    worlds = CheatingSearch(1).consistent_worlds(view, read_view(view), 5, random.Random(1))
    real = [mask_of(state.hands[seat]) for seat in range(4)]
    assert worlds == [(int(Suit.CLUBS), real)] * 5


def test_told_only_the_trumps_each_world_has_them_where_they_are_and_the_rest_drawn() -> None:
    real, worlds = drawn_worlds(trumps_placed, 3)
    for world in worlds:
        assert [hand & CLUB_CARDS for hand in world] == [hand & CLUB_CARDS for hand in real]
        assert [hand.bit_count() for hand in world] == [12, 12, 12, 12]
        assert world[3] == real[3]
    assert any(world != real for world in worlds)  # the side suits are still guessed


def test_told_only_the_trump_lengths_each_seat_has_as_many_trumps_as_it_really_holds() -> None:
    real, worlds = drawn_worlds(trump_lengths_placed, 3)
    for world in worlds:
        assert [(hand & CLUB_CARDS).bit_count() for hand in world] == [2, 2, 2, 7]
        assert [hand.bit_count() for hand in world] == [12, 12, 12, 12]
    assert any(world[0] & CLUB_CARDS != real[0] & CLUB_CARDS for world in worlds)


def test_told_only_the_partners_hand_each_world_has_it_and_the_opponents_drawn() -> None:
    real, worlds = drawn_worlds(partner_placed, 3)
    for world in worlds:
        assert world[1] == real[1]
        assert world[3] == real[3]
        assert [hand.bit_count() for hand in world] == [12, 12, 12, 12]
        assert world[0] | world[2] == real[0] | real[2]
    assert any(world[0] != real[0] for world in worlds)  # the opponents' cards are still guessed


def test_told_only_the_partners_trump_length_it_has_that_many_and_the_rest_is_drawn() -> None:
    # seat 1's partner, seat 3, holds 7 clubs, the others 2 each
    real, worlds = drawn_worlds(partner_trump_length_placed, 1)
    for world in worlds:
        assert (world[3] & CLUB_CARDS).bit_count() == 7
        assert world[1] == real[1]
        assert [hand.bit_count() for hand in world] == [12, 12, 12, 12]
    assert any(world[3] != real[3] for world in worlds)  # which trumps, and the rest, guessed


def test_told_only_the_partners_suit_lengths_it_has_them_and_the_cards_are_drawn() -> None:
    real, worlds = drawn_worlds(partner_lengths_placed, 1)
    for world in worlds:
        assert [(world[3] & suit).bit_count() for suit in SUIT_MASKS] == [
            (real[3] & suit).bit_count() for suit in SUIT_MASKS
        ]
        assert world[1] == real[1]
        assert [hand.bit_count() for hand in world] == [12, 12, 12, 12]
    assert any(world[3] != real[3] for world in worlds)  # which cards, guessed
