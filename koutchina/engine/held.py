"""Each seat's held cards as its play actions, in the order received and by suit.

``legal_actions`` and ``apply`` read the legal set from these instead of scanning the hand: the
cards of the suit led are ``by_suit[led]``, the whole hand is ``playable``. Keys are
``id(card)`` of the deck's own card objects (see ``interned``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import PlayCard
from .cards import Card
from .interned import PLAYS

Playable = dict[int, PlayCard]  # id(card) -> the action of playing it, in the order received
PlayableBySuit = tuple[Playable, Playable, Playable, Playable]  # indexed by Suit


def playable(seat: int, hand: Sequence[Card]) -> tuple[Playable, PlayableBySuit]:
    """``seat``'s play actions for ``hand``: all of them, and by suit."""
    plays = PLAYS[seat]
    everything: Playable = {}
    suits: PlayableBySuit = ({}, {}, {}, {})
    for card in hand:
        key = id(card)
        everything[key] = suits[card.suit][key] = plays[key]
    return everything, suits
