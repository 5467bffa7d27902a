"""Default seat names are stored as roles ("you", "east" ...), never as words of a language:
the window draws them in the language in use when it shows them."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Literal, Protocol, get_args

from ..engine.rules import GAMES

SeatRole = Literal["you", "east", "north", "west", "partner"]
SEAT_ROLES: tuple[SeatRole, ...] = get_args(SeatRole)

# Seats in play order, the person at seat 0 (the bottom of the table).
_HAND_ROLES: tuple[SeatRole, ...] = ("you", "east", "north", "west")
_PARTNERSHIP_ROLES: tuple[SeatRole, ...] = ("you", "west", "partner", "east")

# The words format-1 files hold for default names: English or French, whichever language the
# match was started in.
_FORMAT_1_WORDS: dict[SeatRole, frozenset[str]] = {
    "you": frozenset({"You", "Vous"}),
    "east": frozenset({"East", "Est"}),
    "north": frozenset({"North", "Nord"}),
    "west": frozenset({"West", "Ouest"}),
    "partner": frozenset({"Partner", "Partenaire"}),
}


# the games each for themselves; any other name, even one a damaged file gives, has sides
_GAMES_WITHOUT_SIDES = frozenset(info.game.value for info in GAMES if not info.partnerships)


# what a name never needs: the direction embeddings, overrides and isolates (a name is shown on
# its own, isolated, wherever it stands: ``isolated``) and the line and paragraph separators;
# the zero-width joiners stay, Persian and Arabic names are written with them
_DIRECTION_MARKS = re.compile("[\u202a-\u202e\u2066-\u2069\u2028\u2029]")


def readable_name(text: str) -> str:
    """A typed or stored name as the table shows it: control characters and direction
    overrides removed (one in a name reversed the names after it), tabs and line breaks
    made spaces, spaces at the ends dropped."""
    text = _DIRECTION_MARKS.sub("", text)
    kept = []
    for char in text:
        if unicodedata.category(char) == "Cc":
            if char in "\t\n\r":
                kept.append(" ")
            continue
        kept.append(char)
    return "".join(kept).strip()


def isolated(name: str) -> str:
    """``name`` set apart in a line of text, so that its direction (an Arabic or Persian name
    in English words) never moves the words around it."""
    return f"\u2068{name}\u2069"


def default_role(seat: int, game: str) -> SeatRole:
    """The role of a seat without a typed name: where it sits as the person sees the table."""
    roles = _HAND_ROLES if game in _GAMES_WITHOUT_SIDES else _PARTNERSHIP_ROLES
    return roles[seat % 4]


def role_of_format_1_name(name: str, seat: int, game: str) -> SeatRole | None:
    """The role a format-1 name stood for, or None for a name a person typed. An empty name
    and the "seat N" placeholder of early autosaves were default names too."""
    role = default_role(seat, game)
    if name in ("", f"seat {seat}") or name in _FORMAT_1_WORDS[role]:
        return role
    return None


class _Seat(Protocol):
    @property
    def is_person(self) -> bool: ...


def person_seat_of(seats: Iterable[_Seat]) -> int | None:
    """The first seat a person plays (None when only bots play)."""
    for seat, info in enumerate(seats):
        if info.is_person:
            return seat
    return None
