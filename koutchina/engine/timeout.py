"""What the table does for a person whose turn timer runs out (NOTES.md)."""

from __future__ import annotations

from .actions import Action, Call, NameTrump, PlayCard
from .cards import Suit
from .tricks import weakest_card
from .view import Phase, SeatView


def timeout_action(view: SeatView) -> Action:
    """Hand: a call of 0, then the weakest legal card (the Satat 2 of hearts is the highest
    trump, never the weakest card). Hakem: the suit held most among the
    cards seen (ties: the fixed suit order), with the lowest target under bidding."""
    seat = view.seat
    if view.phase == Phase.CALLING:
        return Call(seat, 0)
    if view.phase == Phase.NAMING_TRUMP:
        counts = {suit: 0 for suit in Suit}
        for card in view.hand:
            counts[card.suit] += 1
        suit = max(Suit, key=lambda s: (counts[s], -int(s)))
        target = view.rules.lowest_bid
        return NameTrump(seat, suit, target)
    if view.phase == Phase.PLAYING and seat in view.to_act:
        trump = None if view.trump_hidden else view.trump
        card = weakest_card(view.legal_cards(), view.hand, trump, view.rules.has_satat)
        return PlayCard(seat, card)
    raise ValueError(f"seat {seat} has nothing to do now")
