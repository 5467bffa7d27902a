"""Immutable objects the hot path hands out again and again, built once.

Actions and events are frozen, so one shared object per (seat, card) is as good as a fresh one
and saves building a dataclass at every step. Tables keyed by card are keyed by ``id(card)`` of
the deck's own card objects (``DECK_52``); the state only ever holds those (``canonical``).
"""

from __future__ import annotations

from .actions import Call, NameTrump, PlayCard, RevealTrump
from .cards import DECK_52, Card, Suit
from .events import CallLocked, CardPlayed

SEATS = (0, 1, 2, 3)
NEXT_SEAT = (1, 2, 3, 0)
MOST_CALLS = 13  # a call is at most the number of cards held

#: ``PLAYS[seat][id(card)]``: the action of ``seat`` playing ``card``.
PLAYS: tuple[dict[int, PlayCard], ...] = tuple(
    {id(card): PlayCard(seat, card) for card in DECK_52} for seat in SEATS
)
#: ``PLAYED[seat][id(card)]``: the event of ``seat`` having played ``card``.
PLAYED: tuple[dict[int, CardPlayed], ...] = tuple(
    {id(card): CardPlayed(seat, card) for card in DECK_52} for seat in SEATS
)
#: ``TRICK_PLAYS[seat][id(card)]``: the ``(seat, card)`` pair kept in the trick.
TRICK_PLAYS: tuple[dict[int, tuple[int, Card]], ...] = tuple(
    {id(card): (seat, card) for card in DECK_52} for seat in SEATS
)
#: ``CALLS[seat][n]``: ``seat`` calls ``n`` tricks.
CALLS: tuple[tuple[Call, ...], ...] = tuple(
    tuple(Call(seat, n) for n in range(MOST_CALLS + 1)) for seat in SEATS
)
CALL_LOCKED: tuple[CallLocked, ...] = tuple(CallLocked(seat) for seat in SEATS)
REVEALS: tuple[RevealTrump, ...] = tuple(RevealTrump(seat) for seat in SEATS)
#: ``TRUMP_CHOICES[seat][bidding]``: what the Hakem may name, suit by suit (then target).
TRUMP_CHOICES: tuple[tuple[tuple[NameTrump, ...], tuple[NameTrump, ...]], ...] = tuple(
    (
        tuple(NameTrump(seat, suit, None) for suit in Suit),
        tuple(NameTrump(seat, suit, target) for suit in Suit for target in (9, 10, 11)),
    )
    for seat in SEATS
)

_BY_ID: dict[int, Card] = {id(card): card for card in DECK_52}

# Reading and writing records: the notation of each card (``"10H"``) and back.
#: ``CARD_TEXT[id(card)]``: ``str(card)`` of a deck card.
CARD_TEXT: dict[int, str] = {id(card): str(card) for card in DECK_52}
#: ``CARD_OF_TEXT["10H"]``: the deck card written so (only the program's own spelling).
CARD_OF_TEXT: dict[str, Card] = {str(card): card for card in DECK_52}
#: ``PLAY_OF_TEXT[(seat, "10H")]``: the shared action of ``seat`` playing that card.
PLAY_OF_TEXT: dict[tuple[int, str], PlayCard] = {
    (seat, str(card)): PLAYS[seat][id(card)] for seat in SEATS for card in DECK_52
}


def canonical(card: Card) -> Card:
    """The deck's own object for a card equal to ``card`` (anything else is left as it is, for
    the deal checks to refuse)."""
    known = _BY_ID.get(id(card))
    if known is not None:
        return known
    return DECK_52[card.index] if isinstance(card, Card) else card

