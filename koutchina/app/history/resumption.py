"""What the History windows and the start check exchange with the main window, which owns the
table: the match on the table now (``MatchInPlay``, asked through a callable) and a saved match
to continue there (``Resumption``, emitted in a signal). They never see the main window itself."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ...bots import LEVELS
from ...engine.state import MatchState
from ...storage import LoadedMatch
from ..players import DEFAULT_LEVEL, HUMAN, SeatPlayer


def players_of(loaded: LoadedMatch) -> list[SeatPlayer]:
    """Who sits where; a bot level this program does not know (an imported file) becomes the
    default level, and the person sits at the bottom seat."""
    players = []
    for info in loaded.saved.seats:
        if info.is_person:
            players.append(SeatPlayer(info.name, HUMAN))
        else:
            level = info.bot_level if info.bot_level in LEVELS else DEFAULT_LEVEL
            players.append(SeatPlayer(info.name, str(level)))
    return players


@dataclass(frozen=True)
class Resumption:
    """A saved match to continue on the table, as ``MainWindow.resume`` takes it."""

    state: MatchState
    players: list[SeatPlayer]
    match_id: str
    created: datetime

    @classmethod
    def of(cls, loaded: LoadedMatch, state: MatchState) -> Resumption:
        """``state`` is ``loaded``'s replayed state; the table gets a copy of it."""
        return cls(state.clone(), players_of(loaded), loaded.saved.match_id,
                   loaded.saved.created)


@dataclass(frozen=True)
class MatchInPlay:
    """The match on the table now: its state (None before the first match), its match id
    (None when it is not saved: watching bots, autosave off) and the seats' names."""

    state: MatchState | None = None
    match_id: str | None = None
    names: tuple[str, ...] = ()
    held: bool = False  # left on the start screen (Game > Home screen), not on the table

    @property
    def running(self) -> bool:
        """A match is on the table and not over."""
        return self.state is not None and not self.state.is_over


NO_MATCH = MatchInPlay()
