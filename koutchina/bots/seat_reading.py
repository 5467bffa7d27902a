"""Hand (Hareega): how each other seat has called in the match's earlier rounds.

Every card of a Hand round is played, so once a round is over the whole table knows each seat's
hand, and so how its call stood against that hand. A seat that called one under medium's
estimate twice is probably an under-caller; one that called the estimate every time plays like
``medium``. This module turns those calls into each seat's chances of being each of the tables
``hard`` values its own call against (``table_model.CALL_MODELS``): the other seats at the
table, not a sparring partner, say which table this is.

Only the view's public record is read (``SeatView.earlier_deals``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import EarlierDeal, SeatView
from .rulebased import hand_trick_estimate
from .table_model import CALL_MODELS, CallModel, call_chance

HAND_CARDS = 8  # a Hand seat's cards in a round


def estimated_call(cards: Sequence[int]) -> int:
    """Medium's estimate of a Hand hand's tricks, as a call (0..8)."""
    return min(HAND_CARDS, max(0, round(hand_trick_estimate(list(cards)))))


def shown_hands(deal: EarlierDeal) -> list[list[int]] | None:
    """Each seat's cards in a finished round, read from its tricks; None when some seat did
    not play all its cards (a conceded round)."""
    hands: list[list[int]] = [[], [], [], []]
    for trick in deal.tricks:
        for seat, card in trick.plays:
            hands[seat].append(card.index)
    if any(len(hand) != HAND_CARDS for hand in hands):
        return None
    return hands


def call_record(view: SeatView) -> list[list[tuple[int, int]]]:
    """Per seat, (medium's estimate of its hand, its call) in each earlier round of the match
    whose hands were all shown; empty for the viewing seat."""
    record: list[list[tuple[int, int]]] = [[], [], [], []]
    for deal in view.earlier_deals:
        hands = shown_hands(deal)
        if hands is None or deal.calls is None:
            continue
        for seat in range(4):
            if seat != view.seat:
                record[seat].append((estimated_call(hands[seat]), deal.calls[seat]))
    return record


def table_chances(
    record: Sequence[tuple[int, int]], models: Sequence[CallModel]
) -> tuple[float, ...] | None:
    """A seat's chance of calling as each of ``models`` (equal before any call is seen), from
    its (estimate, call) record; None for an empty record."""
    if not record:
        return None
    weights = [1.0] * len(models)
    for estimate, call in record:
        weights = [w * call_chance(estimate, call, m) for w, m in zip(weights, models, strict=True)]
    total = sum(weights)
    return tuple(w / total for w in weights)


def seat_tables(view: SeatView, models: Sequence[CallModel]) -> list[tuple[float, ...] | None]:
    """Each seat's ``table_chances`` from the match so far (None: nothing read)."""
    return [table_chances(record, models) for record in call_record(view)]


def call_shifts(view: SeatView) -> tuple[float, ...]:
    """Each seat's expected call minus medium's estimate, as read from the match so far (0 for a
    seat not read): how far from its hand's estimate its call this round probably is."""
    shifts = [0.0, 0.0, 0.0, 0.0]
    for seat, chances in enumerate(seat_tables(view, CALL_MODELS)):
        if chances is not None:
            shifts[seat] = sum(c * m.shift for c, m in zip(chances, CALL_MODELS, strict=True))
    return tuple(shifts)


__all__ = [
    "call_record", "call_shifts", "estimated_call", "seat_tables", "shown_hands", "table_chances",
]
