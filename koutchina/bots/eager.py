"""Eager players: seats that take every trick they can, read from their cards so far.

Many people play a trick-taking game this way (``greedy`` is written like them): win the trick
whenever a card of the hand can, with the cheapest card that does, even over the partner's
winning card; otherwise play the lowest card held; lead the lowest card held. ``hard`` plays the
other seats out by medium's rules until a seat's cards so far point to an eager player; from
then on each world plays that seat the eager way (``eager_card``) with the chance its odds give,
so the search expects it to overtake its partner and take second hand with any card that wins.

The reading uses public facts only: the tricks, and the cards a seat played later in the deal,
which it therefore held at every earlier trick. A play the eager rule would not have made with
those cards (a cheaper winner held, a winner held and not played, a lower card held) counts
strongly against; overtaking the partner's winning trick as last to play (medium never does)
and winning second to play with a card that may still be beaten (medium ducks there) count for.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from ..engine import Card, SeatView
from .inference import Evidence
from .knowledge import Knowledge, sim_rules
from .partnership_play import seat_view_card
from .sim import Policy, SimDeal, SimRules, bits, card_mask

PRIOR_ODDS = 0.5  # odds that a seat plays eagerly before any of its cards is read
LOW_LEAD = 2.0  # of leading a 2 to 5 (an eager player leads its lowest card)
HIGH_LEAD = 0.1  # of leading a Queen or better while holding four cards or more
FOLLOW_UNDER = 0.6  # chance another player follows under the trick's best card when it must follow
OVERTAKE = 5.0  # likelihood ratio of overtaking the partner's winning trick as last to play
SECOND_HAND = 3.0  # of winning second to play with a card that may still be beaten
BROKEN = 0.05  # of a play the eager rule would not have made with the cards held
MIX_ODDS = 2.0  # the odds from which a world plays a seat out as eager, with chance odds/(1+odds)
EAGER_ODDS = 4.0  # the odds from which the cards a seat's plays say it lacks are read


def _low_key(card: int) -> tuple[int, int]:
    """The eager player's lowest card: by rank, then suit."""
    return card % 13, card // 13


def eager_card(deal: SimDeal) -> int:
    """The card an eager player chooses for the seat to act in a simulated deal."""
    rules = deal.rules
    trick = deal.trick
    cards = bits(rules.legal(deal.hands[deal.turn], trick[0] if trick else None))
    if trick:
        row = rules.strength[rules.suit_of[trick[0]]]
        best = max(row[card] for card in trick)
        winners = [card for card in cards if row[card] > best]
        if winners:
            return min(winners, key=lambda card: row[card])
    return min(cards, key=_low_key)


def table_policy(eager: Sequence[bool]) -> Policy:
    """A play-out policy: eager seats play ``eager_card``, the others medium's seat-view rules."""

    def policy(deal: SimDeal) -> int:
        return eager_card(deal) if eager[deal.turn] else seat_view_card(deal)

    return policy


@dataclass(frozen=True, slots=True)
class _Play:
    """One card another seat played, with what was public when it played it."""

    rules: SimRules  # the trick's rules (a hidden trump counts from its reveal)
    number: int  # of the trick in the deal
    plays: Sequence[tuple[int, Card]]  # the trick
    position: int  # of the card in the trick
    held_later: int  # the cards the seat played later in the deal (so held then)
    gone: int  # the cards played before it
    voids: tuple[int, ...]  # suits each seat had shown void before the trick
    unknown: int  # the cards whose owner the reader does not know (now)
    hidden: int  # how many of them the seat holds (now)

    @property
    def seat(self) -> int:
        return self.plays[self.position][0]


def _plays(view: SeatView, know: Knowledge) -> Iterator[_Play]:
    """Every card the other seats played this deal, in order."""
    tricks: list[Sequence[tuple[int, Card]]] = [record.plays for record in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    trump = None if view.trump_hidden else know.trump
    shown_at = view.trump_revealed_at
    with_trump = sim_rules(view, trump)
    without_trump = sim_rules(view, None) if shown_at is not None else with_trump
    later = list(know.played_by)  # each seat's cards played from the trick being read on
    gone = 0
    voids = [0, 0, 0, 0]
    for number, plays in enumerate(tricks):
        for seat, card in plays:
            later[seat] &= ~(1 << card.index)
        if shown_at is not None and number == shown_at:
            # the trump came into this trick part way: not read
            gone |= card_mask([card.index for _, card in plays])
            continue
        rules = with_trump if shown_at is None or number > shown_at else without_trump
        for position, (seat, card) in enumerate(plays):
            if seat != view.seat:
                yield _Play(
                    rules, number, plays, position, later[seat], gone, tuple(voids),
                    know.unknown, know.needs[seat],
                )
            gone |= 1 << card.index
        led = rules.suit_of[plays[0][1].index]
        for seat, card in plays:
            if rules.suit_of[card.index] != led:
                voids[seat] |= 1 << led


def eager_odds(view: SeatView, know: Knowledge) -> list[float]:
    """Each seat's odds of playing eagerly, by its cards so far (0 for the view's own seat)."""
    return _odds(view, _plays(view, know))


def _odds(view: SeatView, plays: Iterable[_Play]) -> list[float]:
    odds = [PRIOR_ODDS] * 4
    for play in plays:
        odds[play.seat] *= _play_ratio(play)
    odds[view.seat] = 0.0
    return odds


def eager_chances(view: SeatView, know: Knowledge) -> list[float]:
    """The chance that a world plays each seat out as eager: none until its cards so far point
    that way (odds of at least MIX_ODDS; before that medium's rules explain a seat better, as
    measured), then the chance its odds give."""
    return [odds / (1 + odds) if odds >= MIX_ODDS else 0.0 for odds in eager_odds(view, know)]


def eager_seats(view: SeatView, know: Knowledge) -> tuple[bool, bool, bool, bool]:
    """Which seats other than the view's own play eagerly, by their cards so far."""
    eager = [odds >= EAGER_ODDS for odds in eager_odds(view, know)]
    return eager[0], eager[1], eager[2], eager[3]


def eager_evidence(view: SeatView, know: Knowledge) -> list[Evidence]:
    """For each seat read as eager, the unknown cards each of its plays says it lacks (the eager
    rule would have played them instead): worlds giving it one weigh BROKEN."""
    plays = list(_plays(view, know))  # read once for the odds and once for the cards
    eager = [odds >= EAGER_ODDS for odds in _odds(view, plays)]
    found: list[Evidence] = []
    for play in plays:
        if eager[play.seat]:
            lacking = _instead(play) & know.unknown
            if lacking:
                found.append(Evidence(play.seat, lacking, BROKEN))
    return found


def _instead(play: _Play) -> int:
    """The cards that, held, would have made the eager rule play another card."""
    rules, plays, position = play.rules, play.plays, play.position
    card = plays[position][1].index
    lower = card_mask([c for c in range(52) if _low_key(c) < _low_key(card)])
    if position == 0:
        return lower
    first = plays[0][1].index
    led = rules.suit_of[first]
    suit = rules.suit_of[card]
    row = rules.strength[led]
    if suit == led:
        pool = rules.masks[led]
    elif rules.compulsory and suit == rules.trump:
        pool = rules.masks[suit]
    else:
        pool = ~rules.masks[led] & ((1 << 52) - 1)
    best = max(row[c.index] for _, c in plays[:position])
    if row[card] > best:
        return card_mask([c for c in bits(pool) if best < row[c] < row[card]])
    return card_mask([c for c in bits(pool) if row[c] > best]) | (pool & lower)


def _none_of(wanted: int, pool: int, drawn: int) -> float:
    """The chance that ``drawn`` cards dealt at random from ``pool`` hold none of ``wanted``."""
    if wanted == 0 or drawn == 0:
        return 1.0
    return math.comb(pool - wanted, drawn) / math.comb(pool, drawn)


def _play_ratio(play: _Play) -> float:
    """How much more likely an eager player is than another to have made this play."""
    rules, plays, position = play.rules, play.plays, play.position
    held_later, gone, voids = play.held_later, play.gone, play.voids
    card = plays[position][1].index
    first = plays[0][1].index
    held = held_later | 1 << card  # what the seat certainly held then
    legal = [c for c in bits(rules.legal(held, first if position else None)) if c != card]
    if position == 0:
        if any(_low_key(c) < _low_key(card) for c in legal):
            return BROKEN
        if card % 13 <= 3:
            return LOW_LEAD
        held_then = rules.n_tricks - play.number
        return HIGH_LEAD if card % 13 >= 10 and held_then >= 4 else 1.0
    led = rules.suit_of[first]
    row = rules.strength[led]
    best_position = max(range(position), key=lambda i: row[plays[i][1].index])
    best = row[plays[best_position][1].index]
    winners = [c for c in legal if row[c] > best]
    if row[card] <= best:  # it did not take the lead in the trick
        lower = any(_low_key(c) < _low_key(card) for c in legal)
        if winners or lower:
            return BROKEN
        if rules.suit_of[card] != led:
            return 1.0
        # eager, it held no card of the suit above the best: how likely is that?
        above = card_mask([c for c in bits(play.unknown & rules.masks[led]) if row[c] > best])
        chance = _none_of(above.bit_count(), play.unknown.bit_count(), play.hidden)
        return min(1.0, max(chance, BROKEN) / FOLLOW_UNDER)
    if any(row[c] < row[card] for c in winners):
        return BROKEN  # a cheaper card would have won
    partner_winning = (position - best_position) % 2 == 0
    if partner_winning and position == 3:
        return OVERTAKE
    if partner_winning and position == 2:
        # the partner's card could only be beaten by the seat's own cards, and the opponent
        # still to play had shown no void to ruff it: medium keeps such a trick
        beating = [
            c for c in bits(rules.masks[led])
            if row[c] > best and not (gone | held) >> c & 1
        ]
        ruff = rules.trump is not None and led != rules.trump and voids[plays[1][0]] >> led & 1
        if not beating and not ruff:
            return OVERTAKE
    if position == 1 and rules.suit_of[card] == led:
        beaten_by = [
            c for c in bits(rules.masks[led])
            if row[c] > row[card] and not (gone | held) >> c & 1
        ]
        if beaten_by:
            return SECOND_HAND
    return 1.0


__all__ = [
    "eager_card",
    "eager_chances",
    "eager_evidence",
    "eager_odds",
    "eager_seats",
    "table_policy",
]
