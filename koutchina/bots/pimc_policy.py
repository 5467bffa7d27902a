"""The play-outs of the ``pimc`` yardstick: a simple fixed policy for every seat, uniformly
random play, and the simple count of a Hand that gives the other seats' calls.

The fixed policy knows only the cards of the simulated world and the cards played (no signals,
no reading, no partner's count): in Hand a seat short of its call cashes its highest master when
it leads and wins as cheaply as it can when it follows, a seat that has its call leads low and
plays its highest card that loses; in Court Piece and Hokm a seat leads a master (a side suit's
first), plays low while its partner holds the trick, else wins as cheaply as it can, else plays
low, keeping its trumps. Frozen with ``pimc``: do not tune it.
"""

from __future__ import annotations

import random

from .sim import SUIT_MASKS, Policy, SimDeal, bits

ACE, KING, QUEEN = 12, 11, 10  # ranks, 0 being a two


def remaining(deal: SimDeal) -> int:
    """The cards not played yet, in any hand."""
    hands = deal.hands
    return hands[0] | hands[1] | hands[2] | hands[3]


def is_master(deal: SimDeal, card: int, unplayed: int) -> bool:
    """No unplayed card of its (effective) suit is higher: public knowledge, the cards
    played."""
    rules = deal.rules
    suit = rules.suit_of[card]
    row = rules.strength[suit]
    return all(row[other] <= row[card] for other in bits(unplayed & rules.masks[suit]))


def lowest(cards: list[int]) -> int:
    """The lowest card by rank (the lower suit between equal ranks)."""
    return min(cards, key=lambda c: (c % 13, c))


def highest(cards: list[int]) -> int:
    """The highest card by rank (the lower suit between equal ranks)."""
    return max(cards, key=lambda c: (c % 13, -c))


def simple_policy(deal: SimDeal) -> int:
    """The card the simple fixed policy plays for the seat to act."""
    rules = deal.rules
    trick = deal.trick
    cards = bits(rules.legal(deal.hands[deal.turn], trick[0] if trick else None))
    if len(cards) == 1:
        return cards[0]
    if rules.partnership:
        return _partnership_card(deal, cards)
    return _hand_card(deal, cards)


def _hand_card(deal: SimDeal, cards: list[int]) -> int:
    """Hand: short of its call, cash a master or win cheaply; else duck as high as it can."""
    seat = deal.turn
    short = deal.won[seat] < deal.calls[seat]
    trick = deal.trick
    if not trick:
        if short:
            unplayed = remaining(deal)
            masters = [c for c in cards if is_master(deal, c, unplayed)]
            if masters:
                return highest(masters)
        return lowest(cards)
    row = deal.rules.strength[deal.rules.suit_of[trick[0]]]
    best = max(row[c] for c in trick)
    if short:
        winners = [c for c in cards if row[c] > best]
        return min(winners, key=lambda c: row[c]) if winners else lowest(cards)
    losers = [c for c in cards if row[c] <= best]
    if losers:
        return highest(losers)
    return max(cards, key=lambda c: row[c])


def _partnership_card(deal: SimDeal, cards: list[int]) -> int:
    """Court Piece, Hokm: lead a master (a side suit's first), keep the partner's winning
    trick, else win cheaply, else play the lowest card, side suits before trumps."""
    rules = deal.rules
    suit_of, trump = rules.suit_of, rules.trump

    def lowest_saving(choices: list[int]) -> int:
        return min(choices, key=lambda c: (suit_of[c] == trump, c % 13, c))

    trick = deal.trick
    if not trick:
        unplayed = remaining(deal)
        masters = [c for c in cards if is_master(deal, c, unplayed)]
        side = [c for c in masters if suit_of[c] != trump]
        if side:
            return side[0]
        return masters[0] if masters else lowest_saving(cards)
    row = rules.strength[suit_of[trick[0]]]
    best_index, best = 0, row[trick[0]]
    for index in range(1, len(trick)):
        if row[trick[index]] > best:
            best_index, best = index, row[trick[index]]
    seat = deal.turn
    if (deal.leader + best_index) % 4 == (seat + 2) % 4:
        return lowest_saving(cards)
    winners = [c for c in cards if row[c] > best]
    if winners:
        return min(winners, key=lambda c: row[c])
    return lowest_saving(cards)


def random_policy(rng: random.Random) -> Policy:
    """Uniformly random legal cards, drawn from ``rng``."""

    def pick(deal: SimDeal) -> int:
        return rng.choice(bits(deal.legal()))

    return pick


def own_count(hand: int) -> int:
    """The simple count of a Hand: an Ace 1, a King with a guard 1, a Queen with two guards
    0.5, each card past the fourth of a suit 0.5; rounded half up."""
    total = 0.0
    for mask in SUIT_MASKS:
        ranks = [c % 13 for c in bits(hand & mask)]
        length = len(ranks)
        if ACE in ranks:
            total += 1
        if KING in ranks and length >= 2:
            total += 1
        if QUEEN in ranks and length >= 3:
            total += 0.5
        total += 0.5 * max(0, length - 4)
    return int(total + 0.5)


__all__ = ["own_count", "random_policy", "simple_policy"]
