"""A match of the person's taken off the table and kept to put back where it was: while a deal
of it (or of another match) is played again, and while the person looks at the start screen
(Game > Home screen). Nothing of it runs meanwhile: no bot thinks and no turn timer counts."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..engine.state import MatchState
from ..storage.practice_log import PracticeLog
from .controller import MatchController
from .match_saving import MatchSaver
from .players import SeatPlayer


@dataclass
class HeldMatch:
    """The match, its seats, its saved file (None: not saved) and the coach's part of it."""

    state: MatchState
    players: list[SeatPlayer]
    match_id: str | None
    created: datetime | None
    log: PracticeLog

    @property
    def saved(self) -> bool:
        return self.match_id is not None


def held_from(controller: MatchController, saver: MatchSaver | None,
              watching: bool) -> HeldMatch | None:
    """The unfinished match on the table to hold, as it stands; None when there is none, it
    is over, or four bots play it (nothing of the person's to come back to)."""
    state = controller.state
    if state is None or state.is_over or watching:
        return None
    match_id = saver.match_id if saver is not None else None
    created = saver.created if saver is not None else None
    log_now = saver.log.copy() if saver is not None else PracticeLog(controller.practice)
    return HeldMatch(state, list(controller.players), match_id, created, log_now)
