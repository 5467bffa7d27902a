"""What the partner's cards say about its hand (Court Piece, Hokm).

Partners play by the conventions the rule documents advise, which ``medium``'s rules follow:
lead from length and draw trumps with three or more, keep the partner's trick, win as cheaply as
possible, throw low from a weak suit. ``hard`` plays ``medium``'s card most of the time, and a
person partnering it plays much the same way. So a world in which those rules, from what the
partner knew at the time, would have played another card than it did is less likely: each such
card weighs it by ``PARTNER_MISMATCH``. Only the partner is read this way; an opponent may play
any way at all (``inference.py`` reads what holds at any table).
"""

from __future__ import annotations

from ..engine import SeatView
from .partnership_play import seat_view_card
from .sim import SimDeal, SimRules, touching

PARTNER_MISMATCH = 0.3  # a card medium's rules would not have played, from the partner's view


def plays_so_far(view: SeatView) -> list[tuple[int, int]]:
    """Every card of the deal so far, in order: (seat, card index)."""
    out = [(seat, card.index) for record in view.completed_tricks for seat, card in record.plays]
    out += [(seat, card.index) for seat, card in view.current_trick]
    return out


def partner_weight(
    rules: SimRules, hakem: int, plays: list[tuple[int, int]], partner: int, dealt: list[int]
) -> float:
    """How well a world (each seat's dealt cards ``dealt``) explains the partner's cards: the
    deal replayed from its first card, and each card of the partner's that medium's rules, from
    its own knowledge then, would not have played (nor an equal card) weighs it down."""
    if not plays:
        return 1.0
    deal = SimDeal(rules, list(dealt), plays[0][0], [], [0, 0], 0, hakem=hakem)
    weight = 1.0
    gone = 0
    for seat, card in plays:
        if seat == partner:
            hand = deal.hands[seat]
            legal = rules.legal(hand, deal.trick[0] if deal.trick else None)
            if legal & (legal - 1):  # a choice
                advised = seat_view_card(deal)
                if advised != card and not touching(advised, card, gone | hand):
                    weight *= PARTNER_MISMATCH
        deal.play(card)
        gone |= 1 << card
    return weight


__all__ = ["PARTNER_MISMATCH", "partner_weight", "plays_so_far"]
