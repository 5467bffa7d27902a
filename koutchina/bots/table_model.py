"""Hand (Hareega): what ``hard`` assumes about the other seats at its table.

``hard``'s play-outs used to assume that every other seat calls medium's estimate and plays
medium-like cards with every card in view. Against players who do not (a search bot, a person)
its calls and plans failed. This module models the table instead:

- ``looseness``: for each other seat, the share of its cards so far that medium's rules
  (``hand_play.hand_card``, from that seat's own knowledge) would not have played in any of a
  few sampled worlds (its hidden cards are not known), shrunk towards a small prior; a seat that
  has played like medium goes below the prior, one that has not up to ``MAX_LOOSENESS``.
- ``mixed_policy``: a play-out policy in which each seat plays the full-information medium-like
  card (``sim.choose_card``) except that, with its looseness, it plays any legal card instead.
- ``own_view_policy``: the searching seat's own later cards in a play-out by medium's rules
  from what it can see, the other seats as above.
- ``CALL_MODELS``: the tables a Hand call is valued against before anyone has played (calls are
  secret until all four lock, and nothing of the table is known yet): medium-like seats, looser
  seats whose calls are often one off, a table that calls one low and one that calls one high.
  A call is chosen for its mean score over them moved towards the worst (``robust_value``): a
  call that only pays at a medium-like table is a risk against an unknown one.

Everything here reads one seat's view (``Knowledge``) or a sampled world of it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import SeatView
from .hand_play import hand_card
from .knowledge import Knowledge, deck_mask
from .sim import Policy, SimDeal, SimRules, bits, choose_card, touching

PRIOR_LOOSENESS = 0.1  # looseness of a seat before it has played a card that says anything
PRIOR_WEIGHT = 5.0  # how many telling cards the prior is worth
MAX_LOOSENESS = 0.5


@dataclass(frozen=True, slots=True)
class CallModel:
    """A table a Hand call is valued against: how loose the other seats play, how far their
    calls sit from medium's estimate (``shift``: every seat one up or one down) and how often a
    call is one off that (``call_noise``, up or down alike)."""

    looseness: float
    shift: int
    call_noise: float


# a call's value is its mean over these tables: medium-like seats, looser ones, a table that
# calls low (tricks nobody wants are pushed around) and one that calls high
CALL_MODELS = (
    CallModel(0.0, 0, 0.0),
    CallModel(0.3, 0, 0.35),
    CallModel(0.1, -1, 0.2),
    CallModel(0.1, 1, 0.2),
)


def robust_value(means: Sequence[float], safety: float) -> float:
    """A call's value from its mean score at each table: the mean over the tables, moved
    towards the worst table's by ``safety`` (0: the plain mean; 1: the worst table only)."""
    average = sum(means) / len(means)
    return average + safety * (min(means) - average)


def robust_weights(means: Sequence[float], safety: float) -> tuple[float, ...]:
    """The share of each table in ``robust_value``: an even share of 1 - ``safety``, and
    ``safety`` more for the worst table (the first of equals)."""
    worst = min(range(len(means)), key=means.__getitem__)
    even = (1.0 - safety) / len(means)
    return tuple(even + (safety if table == worst else 0.0) for table in range(len(means)))


def mixed_policy(looseness: Sequence[float], rng: random.Random) -> Policy:
    """A play-out policy: seat s plays a uniformly random legal card with chance
    ``looseness[s]``, else the full-information medium-like card."""

    def pick(deal: SimDeal) -> int:
        share = looseness[deal.turn]
        if share > 0.0 and rng.random() < share:
            cards = bits(deal.legal())
            return cards[rng.randrange(len(cards))]
        return choose_card(deal)

    return pick


def own_view_policy(seat: int, others: Policy) -> Policy:
    """A play-out policy in which ``seat`` plays medium's Hand card from what it can see (its
    hand, its call and tricks, the trick, the cards still out) and every other seat by
    ``others``: the searching seat's later cards are then not chosen as if it saw the other
    hands, which would value a zero-caller's ducking as safer than it is."""

    def pick(deal: SimDeal) -> int:
        if deal.turn != seat:
            return others(deal)
        legal = bits(deal.legal())
        if len(legal) == 1:
            return legal[0]
        hands = deal.hands
        out = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]  # the other hands
        card, _ = hand_card(deal.rules, hands[seat], legal, deal.trick, deal.calls[seat],
                            deal.won[seat], out)
        return card

    return pick


def noisy_call(estimate: int, model: CallModel, rng: random.Random) -> int:
    """A seat's call at the table of ``model``: ``estimate`` moved by the table's shift (a one
    called low becomes a zero), then one off with chance ``call_noise``; within 0..8."""
    call = min(8, max(0, estimate + model.shift))
    if model.call_noise <= 0.0:
        return call
    draw = rng.random()
    if draw < model.call_noise / 2:
        return max(0, call - 1)
    if draw < model.call_noise:
        return min(8, call + 1)
    return call


def looseness(
    view: SeatView, know: Knowledge, rules: SimRules, worlds: Sequence[list[int]]
) -> tuple[float, float, float, float]:
    """Each seat's looseness (0 for the viewing seat), from its cards so far: a card counts as
    medium's when medium would have played it (or an equal card) in one of ``worlds`` at least,
    since the seat's hidden cards, which medium's choice depends on, are only guessed."""
    replays = [_replay(view, know, rules, hands) for hands in worlds]
    telling = [0, 0, 0, 0]
    differing = [0, 0, 0, 0]
    for plays in zip(*replays, strict=True):
        seat = plays[0][0]
        chosen = [same for _, told, same in plays if told]
        if chosen:
            telling[seat] += 1
            differing[seat] += not any(chosen)
    out = [0.0, 0.0, 0.0, 0.0]
    for seat in range(4):
        if seat == view.seat:
            continue
        shrunk = (differing[seat] + PRIOR_LOOSENESS * PRIOR_WEIGHT) / (
            telling[seat] + PRIOR_WEIGHT
        )
        out[seat] = min(MAX_LOOSENESS, shrunk)
    return out[0], out[1], out[2], out[3]


def _replay(
    view: SeatView, know: Knowledge, rules: SimRules, hands: list[int]
) -> list[tuple[int, bool, bool]]:
    """For every card another seat has played, in order, in one sampled world: (seat, whether
    it had a choice, whether medium would have played that card or an equal one)."""
    full = deck_mask(view.game)
    held = [hands[s] | know.played_by[s] for s in range(4)]  # dealt hands in this world
    calls = [c or 0 for c in view.calls]
    won = [0, 0, 0, 0]
    gone = 0
    out: list[tuple[int, bool, bool]] = []
    tricks = [(t.plays, t.winner) for t in view.completed_tricks]
    if view.current_trick:
        tricks.append((view.current_trick, -1))
    for plays, winner in tricks:
        trick: list[int] = []
        before = gone  # the cards of the tricks already over
        for seat, card in plays:
            index = card.index
            hand = held[seat]
            if seat != view.seat:
                legal = bits(rules.legal(hand, trick[0] if trick else None))
                same = True
                if len(legal) > 1:
                    pool = full & ~hand & ~gone
                    advised, _ = hand_card(rules, hand, legal, trick, calls[seat], won[seat],
                                           pool)
                    # a card of this trick still parts the cards around it: one beats it
                    same = advised == index or touching(advised, index, hand | before)
                out.append((seat, len(legal) > 1, same))
            held[seat] &= ~(1 << index)
            gone |= 1 << index
            trick.append(index)
        if winner >= 0:
            won[winner] += 1
    return out


__all__ = [
    "CALL_MODELS", "CallModel", "looseness", "mixed_policy", "noisy_call", "own_view_policy",
    "robust_value",
    "robust_weights",
]
