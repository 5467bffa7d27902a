"""The chance that a Hakem holding some cards named the trump it named (``hakem_choice``)."""

from __future__ import annotations

from itertools import combinations
from math import comb

import pytest

from koutchina.bots.hakem_choice import named_chance
from koutchina.bots.rulebased import trump_score

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3


def mask(cards: list[tuple[int, int]]) -> int:
    """(suit, rank) pairs, rank 2..14, as a 52-card mask."""
    return sum(1 << (suit * 13 + rank - 2) for suit, rank in cards)


def brute_force(cards: list[tuple[int, int]], trump: int, sees: int) -> float:
    """Every set of first cards, the suit named as medium names it, ties shared."""
    indices = [suit * 13 + rank - 2 for suit, rank in cards]
    favourable = 0.0
    for seen in combinations(indices, sees):
        looks = [trump_score(list(seen), suit) for suit in range(4)]
        tied = [suit for suit in range(4) if looks[suit] == max(looks)]
        if trump in tied:
            favourable += 1 / len(tied)
    return favourable / comb(len(indices), sees)


# no honours: the count by suits must be the count over every set of first cards
PLAIN = [(CLUBS, r) for r in (2, 3, 4, 5, 6)] + [(DIAMONDS, r) for r in (2, 3, 4)] + \
    [(HEARTS, r) for r in (7, 8, 9)] + [(SPADES, r) for r in (5, 6)]


@pytest.mark.parametrize("trump", [CLUBS, DIAMONDS, HEARTS, SPADES])
def test_without_honours_the_chance_is_the_share_of_first_cards_that_favour_the_suit(
    trump: int,
) -> None:
    assert named_chance(mask(PLAIN), trump, 5) == pytest.approx(brute_force(PLAIN, trump, 5))


def test_a_hakem_names_some_suit_so_the_four_chances_add_up_to_one() -> None:
    cards = [(CLUBS, 14), (CLUBS, 9), (DIAMONDS, 13), (DIAMONDS, 12), (DIAMONDS, 3),
             (HEARTS, 11), (HEARTS, 10), (HEARTS, 4), (SPADES, 8), (SPADES, 7), (SPADES, 6),
             (SPADES, 5), (SPADES, 2)]
    for sees in (5, 7, 9):
        total = sum(named_chance(mask(cards), suit, sees) for suit in range(4))
        assert total == pytest.approx(1.0)


def test_a_single_low_trump_was_never_the_suit_that_looked_best() -> None:
    cards = [(CLUBS, 2)] + [(suit, rank) for suit in (DIAMONDS, HEARTS, SPADES)
                            for rank in (5, 6, 7, 8)]
    assert named_chance(mask(cards), CLUBS, 5) == 0.0


def test_the_more_trumps_a_hakem_holds_the_likelier_it_named_them() -> None:
    def hand(trumps: int) -> int:
        rest = [(suit, rank) for rank in range(2, 14) for suit in (DIAMONDS, HEARTS, SPADES)]
        return mask([(CLUBS, 2 + i) for i in range(trumps)] + rest[:13 - trumps])

    chances = [named_chance(hand(n), CLUBS, 5) for n in range(2, 9)]
    assert chances == sorted(chances)
    assert chances[0] < 0.15 and chances[-1] > 0.9


def test_seeing_more_cards_first_makes_a_long_suit_surer() -> None:
    cards = [(CLUBS, r) for r in (2, 3, 4, 5, 6, 7)] + [(DIAMONDS, 14), (DIAMONDS, 13)] + \
        [(HEARTS, 14), (HEARTS, 12), (HEARTS, 3)] + [(SPADES, 9), (SPADES, 8)]
    assert named_chance(mask(cards), CLUBS, 5) < named_chance(mask(cards), CLUBS, 9)
