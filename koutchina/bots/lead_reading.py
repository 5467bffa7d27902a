"""What a seat's leads say about its length in the suits it led (Court Piece, Hokm).

A player on lead picks a suit, and players of every kind lead from length: a person leads from
a long suit, ``medium``'s defenders lead from their longest and its Hakem's side draws trumps
with three or more, and even a seat choosing its card at random leads a suit in proportion to
how many cards of it it holds. That last, weakest reading is the one taken: a world is weighed,
for each lead another seat made, by the share of that seat's cards at the time that were of the
suit it led. A world that gives a seat which led trumps a single trump is less likely than one
giving it four, whoever the seat is.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import SeatView

SUIT = (1 << 13) - 1


@dataclass(frozen=True, slots=True)
class Lead:
    """``seat`` led ``suit`` after playing ``gone`` (a mask of its earlier cards)."""

    seat: int
    suit: int
    gone: int


def leads_seen(view: SeatView) -> list[Lead]:
    """Every lead of the deal so far by a seat other than the viewer's."""
    out: list[Lead] = []
    gone = [0, 0, 0, 0]
    tricks = [record.plays for record in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for plays in tricks:
        seat, card = plays[0]
        if seat != view.seat:
            out.append(Lead(seat, card.index // 13, gone[seat]))
        for player, played in plays:
            gone[player] |= 1 << played.index
    return out


def lead_weight(hands: list[int], played_by: tuple[int, ...], leads: list[Lead]) -> float:
    """How well a world (each seat's hidden cards ``hands``) explains the leads: for each, the
    share of the leader's cards then held that were of the suit led."""
    weight = 1.0
    for lead in leads:
        held = (hands[lead.seat] | played_by[lead.seat]) & ~lead.gone
        weight *= (held >> (13 * lead.suit) & SUIT).bit_count() / max(1, held.bit_count())
    return weight


__all__ = ["Lead", "lead_weight", "leads_seen"]
