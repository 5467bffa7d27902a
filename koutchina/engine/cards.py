"""Cards, suits, ranks, decks and the text notation (``AS``, ``10H``, ``7D``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    """The four suits. The integer order is the fixed suit order used for tie-breaks."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self.value]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        index = "CDHS".find(letter.upper())
        if index < 0 or len(letter) != 1:
            raise CardParseError(f"unknown suit {letter!r}: expected one of C, D, H, S")
        return cls(index)


class Rank(IntEnum):
    """Ranks, Ace high. The value is the rank's strength."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def label(self) -> str:
        return _RANK_LABELS[self]


_RANK_LABELS = {
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "10", Rank.JACK: "J",
    Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A",
}
_LABEL_RANKS = {label: rank for rank, label in _RANK_LABELS.items()}


class CardParseError(ValueError):
    """Text that is not a card of the notation (``AS``, ``10H``, ``7D``)."""


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card. Orders by suit, then rank. Equal cards compare and hash by their index."""

    suit: Suit
    rank: Rank

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Card):
            return NotImplemented
        return self.suit is other.suit and self.rank is other.rank

    def __hash__(self) -> int:
        return int(self.suit) * 13 + int(self.rank)

    def __str__(self) -> str:
        return _TEXTS[self.suit * 13 + self.rank]  # see _TEXTS below

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def index(self) -> int:
        """0..51: suit * 13 + (rank - 2). Stable; used by bit-set cores."""
        return int(self.suit) * 13 + int(self.rank) - 2

    @classmethod
    def from_index(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise CardParseError(f"card index {index} is outside 0..51")
        return _ALL_CARDS[index]


_ALL_CARDS = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
# Each card's notation, at suit * 13 + rank (records write tens of thousands of cards).
_TEXTS: list[str] = [""] * (3 * 13 + 15)
for _card in _ALL_CARDS:
    _TEXTS[_card.suit * 13 + _card.rank] = f"{_card.rank.label}{_card.suit.letter}"
del _card


def parse_card(text: str) -> Card:
    """Parse ``AS``, ``10H``, ``7d``, ``TH`` (T for ten) into a Card."""
    if not isinstance(text, str):
        raise CardParseError(f"a card must be text such as 'AS' or '10H', not {text!r}")
    exact = _CARDS_BY_TEXT.get(text)
    if exact is not None:
        return exact  # the common case: the notation the program writes
    cleaned = text.strip().upper()
    if len(cleaned) < 2:
        raise CardParseError(
            f"{text!r} is not a card: expected a rank then a suit, as 'AS' or '10H'"
        )
    rank_text, suit_text = cleaned[:-1], cleaned[-1]
    if rank_text == "T":
        rank_text = "10"
    rank = _LABEL_RANKS.get(rank_text)
    if rank is None:
        raise CardParseError(
            f"{text!r} is not a card: unknown rank {rank_text!r} (2-10, J, Q, K, A)"
        )
    if suit_text not in "CDHS":
        raise CardParseError(
            f"{text!r} is not a card: unknown suit {suit_text!r} (C, D, H, S)"
        )
    return _ALL_CARDS[Suit.from_letter(suit_text) * 13 + rank - 2]


_CARDS_BY_TEXT: dict[str, Card] = {str(card): card for card in _ALL_CARDS}


def parse_cards(text: str) -> list[Card]:
    """Parse a space- or comma-separated list of cards."""
    return [parse_card(part) for part in text.replace(",", " ").split()]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


DECK_52: tuple[Card, ...] = _ALL_CARDS
DECK_32: tuple[Card, ...] = tuple(card for card in _ALL_CARDS if card.rank >= Rank.SEVEN)


def deck(size: int) -> tuple[Card, ...]:
    if size == 32:
        return DECK_32
    if size == 52:
        return DECK_52
    raise ValueError(f"no deck of {size} cards: Koutchina uses 32 or 52")


def sort_hand(cards: Iterable[Card], trump: Suit | None = None, satat: bool = False) -> list[Card]:
    """Sorted for display: suits alternate colours, trump first when known, high to low.

    ``satat`` (Hokm's house rule): once trump is known the 2 of hearts is the highest trump,
    so it comes first, before the trumps' Ace, and not among the hearts it cannot follow.
    """
    order = [Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]
    if trump is not None:
        order.remove(trump)
        order.insert(0, trump)
    position = {suit: i for i, suit in enumerate(order)}
    top = satat and trump is not None

    def place(card: Card) -> tuple[int, int]:
        if top and card.rank is Rank.TWO and card.suit is Suit.HEARTS:
            return (-1, 0)
        return (position[card.suit], -int(card.rank))

    return sorted(cards, key=place)
