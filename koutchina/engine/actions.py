"""What a seat can do: call (Hand), name trump (Hakem), reveal a hidden trump, play a card,
concede the rest of the deal (partnership games), claim the rest of the deal (never among
the legal actions: a person's or a bot's choice, not a move of the play)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

from .cards import Card, CardParseError, Suit, parse_card


@dataclass(frozen=True, slots=True)
class Call:
    """Hand: a secret call of 0..8 tricks, final once made."""

    seat: int
    tricks: int

    def __str__(self) -> str:
        return f"seat {self.seat} calls {self.tricks}"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Court Piece / Hokm: the Hakem names trump (and, with bidding, a target of tricks)."""

    seat: int
    suit: Suit
    target: int | None = None

    def __str__(self) -> str:
        extra = f" for {self.target} tricks" if self.target is not None else ""
        return f"seat {self.seat} names {self.suit.name.lower()} as trump{extra}"


@dataclass(frozen=True, slots=True)
class RevealTrump:
    """Court Piece hidden trump: a seat that cannot follow suit asks to see the trump."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} asks to see the trump"


@dataclass(frozen=True, slots=True)
class PlayCard:
    seat: int
    card: Card

    def __str__(self) -> str:
        return f"seat {self.seat} plays {self.card}"


@dataclass(frozen=True, slots=True)
class Concede:
    """Court Piece / Hokm: the seat to play gives every trick still to play to the other side."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} concedes the rest of the deal"


@dataclass(frozen=True, slots=True)
class ClaimRest:
    """The seat on lead says its side takes every trick still to play; its cards and the
    others' are then played out as usual. Kept in the deal's log so that what follows is
    said as the claim's, not as each seat's choice."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} claims the rest of the deal"


Action: TypeAlias = Call | NameTrump | RevealTrump | PlayCard | Concede | ClaimRest


class ActionFormatError(ValueError):
    """A stored action that is not of the action notation."""


class ActionCardError(ActionFormatError):
    """A stored play whose card is not a card of the notation (``"1Z"``, ``7``)."""


def action_to_json(action: Action) -> dict[str, Any]:
    if isinstance(action, Call):
        return {"type": "call", "seat": action.seat, "tricks": action.tricks}
    if isinstance(action, NameTrump):
        data: dict[str, Any] = {"type": "trump", "seat": action.seat, "suit": action.suit.letter}
        if action.target is not None:
            data["target"] = action.target
        return data
    if isinstance(action, RevealTrump):
        return {"type": "reveal", "seat": action.seat}
    if isinstance(action, Concede):
        return {"type": "concede", "seat": action.seat}
    if isinstance(action, ClaimRest):
        return {"type": "claim", "seat": action.seat}
    return {"type": "play", "seat": action.seat, "card": str(action.card)}


def _int_field(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ActionFormatError(f"action field {key!r} must be a whole number, got {value!r}")
    return value


def action_from_json(data: Any) -> Action:
    if not isinstance(data, dict):
        raise ActionFormatError(f"an action must be an object, got {data!r}")
    kind = data.get("type")
    seat = _int_field(data, "seat")
    if kind == "call":
        return Call(seat, _int_field(data, "tricks"))
    if kind == "trump":
        suit_text = data.get("suit")
        if not isinstance(suit_text, str):
            raise ActionFormatError(f"trump suit must be C, D, H or S, got {suit_text!r}")
        try:
            suit = Suit.from_letter(suit_text)
        except CardParseError as error:
            raise ActionFormatError(str(error)) from None
        target = data.get("target")
        if target is not None and (not isinstance(target, int) or isinstance(target, bool)):
            raise ActionFormatError(f"trump target must be a whole number, got {target!r}")
        return NameTrump(seat, suit, target)
    if kind == "reveal":
        return RevealTrump(seat)
    if kind == "concede":
        return Concede(seat)
    if kind == "claim":
        return ClaimRest(seat)
    if kind == "play":
        try:
            return PlayCard(seat, parse_card(data.get("card")))  # type: ignore[arg-type]
        except CardParseError as error:
            raise ActionCardError(str(error)) from None
    raise ActionFormatError(
        f"unknown action type {kind!r} (call, trump, reveal, play, concede, claim)")
