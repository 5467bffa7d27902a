"""What the History list and Statistics need of one saved match, without its moves.

A ``MatchSummary`` is made from a match whose file replayed through the engine (or that was
written from a live engine state), so every fact in it is the replay's. The summary index
(``summary_index.py``) keeps them between starts; the JSON files stay the authority.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine import game_info
from ..engine.events import CALL_MADE
from .saves import SavedMatch
from .seat_roles import SeatRole, person_seat_of


@dataclass(slots=True)
class SeatSummary:
    """A seat's typed name (or ``""`` with a role) and bot level (None for the person)."""

    name: str
    role: SeatRole | None
    bot_level: str | None

    @property
    def is_person(self) -> bool:
        return self.bot_level is None


@dataclass(slots=True)
class Tally:
    """What Statistics counts in one match, seen from the person's seat."""

    calls: int = 0  # Hand: rounds the person called
    calls_made: int = 0  # Hand: rounds in which the person made the call exactly
    kots_made: int = 0  # partnership games: Kots by the person's side
    kots_suffered: int = 0


@dataclass(slots=True)
class MatchSummary:
    """One saved match as History lists it and Statistics counts it."""

    path: Path
    match_id: str
    game: str
    created: datetime
    updated: datetime
    seats: tuple[SeatSummary, ...]
    finished: bool
    totals: tuple[int, ...]
    places: tuple[int, ...] | None
    deals: int  # deals begun
    moves: int
    round_totals: tuple[tuple[int, ...], ...]  # running totals after each scored deal
    tally: Tally
    practice: bool = False  # a practice match (hints and undo): counted apart

    @property
    def person_seat(self) -> int | None:
        return person_seat_of(self.seats)


def column_of(game: str, seat: int) -> int:
    """The person's column in totals and scores: their side, or their seat without sides."""
    return game_info(game).scorer_of(seat)


def tally_of(saved: SavedMatch) -> Tally:
    seat = saved.person_seat
    if seat is None:
        return Tally()
    calls = calls_made = kots_made = kots_suffered = 0
    column = column_of(saved.game, seat)
    for deal in saved.record.deals:
        if deal.scores is None or deal.outcome is None:
            continue
        outcomes = deal.outcome.split(",")
        if game_info(saved.game).has_calls:
            if deal.calls is not None and deal.calls[seat] is not None:
                calls += 1
                calls_made += outcomes[seat] in CALL_MADE
        elif outcomes[0].startswith("kot"):
            if deal.scores[column] > 0:
                kots_made += 1
            else:
                kots_suffered += 1
    return Tally(calls, calls_made, kots_made, kots_suffered)


def summarize(path: Path, saved: SavedMatch) -> MatchSummary:
    """The summary of a match whose stated facts were checked by its replay."""
    record = saved.record
    return MatchSummary(
        path=Path(path),
        match_id=saved.match_id,
        game=saved.game,
        created=saved.created,
        updated=saved.updated,
        seats=tuple(SeatSummary(s.name, s.role, s.bot_level) for s in saved.seats),
        finished=record.finished,
        totals=tuple(record.totals),
        places=None if record.places is None else tuple(record.places),
        deals=len(record.deals),
        moves=len(record.actions),
        round_totals=tuple(tuple(d.totals) for d in record.deals if d.totals is not None),
        tally=tally_of(saved),
        practice=saved.practice,
    )


__all__ = ["MatchSummary", "SeatSummary", "Tally", "column_of", "summarize", "tally_of"]
