"""What a saved match keeps of the coach (format 3): whether it is a practice match, the moves
taken back with Undo, and the deals played again; and (format 4) which moves the table made for
the person, which a review says as the table's and does not weigh.

None of it changes the match: the ``record``'s actions stay the authority (after an undo they are
the actions kept). Loading checks this part through the engine too: every list of actions the
match had before each undo must replay, and every deal played again must be legal from the start
of that deal and end it. So the file tells the whole story, and nothing in it is unchecked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from ..coach.table_moves import Why
from ..engine import Action, IllegalAction, MatchState, action_from_json, action_to_json
from ..engine.rewind import match_start, replay_start


class UndoneMoves(BaseModel):
    """One undo: the match kept its first ``at`` actions and took back ``actions``."""

    model_config = ConfigDict(extra="forbid")
    at: int = Field(ge=0)
    actions: list[dict[str, Any]] = Field(min_length=1)


class ReplayedDeal(BaseModel):
    """A deal of the match played again from its start: deal ``deal`` (from 0), the person at
    ``seat``, and every action of the replay until the deal was scored."""

    model_config = ConfigDict(extra="forbid")
    deal: int = Field(ge=0)
    seat: int = Field(ge=0, le=3)
    actions: list[dict[str, Any]] = Field(min_length=1)


class TableMoveMark(BaseModel):
    """A move the table made for the person: the ``at``-th action of the match (from 0),
    played when their turn timer ran out (``time``) or after they conceded the rest of a Hand
    round (``conceded``)."""

    model_config = ConfigDict(extra="forbid")
    at: int = Field(ge=0)
    why: Why


@dataclass
class PracticeLog:
    """The coach's part of a match while it is played (copied into each snapshot)."""

    practice: bool = False
    undone: list[UndoneMoves] = field(default_factory=list)
    replays: list[ReplayedDeal] = field(default_factory=list)
    # the moves the table made for the person (the turn timer ran out, the rest of a Hand
    # round conceded)
    played_for: list[TableMoveMark] = field(default_factory=list)

    @property
    def table_marks(self) -> list[tuple[int, Why]]:
        """The moves the table made for the person as ``coach.table_moves`` takes them."""
        return [(mark.at, mark.why) for mark in self.played_for]

    def mark_table_moves(self, marks: list[tuple[int, Why]]) -> None:
        """The moves the table made for the person, as ``coach.table_moves`` gives them (in
        order, once each)."""
        self.played_for = [TableMoveMark(at=at, why=why) for at, why in marks]

    def copy(self) -> PracticeLog:
        return PracticeLog(self.practice, list(self.undone), list(self.replays),
                           list(self.played_for))

    def add_undo(self, at: int, actions: list[Action]) -> None:
        self.undone.append(UndoneMoves(at=at, actions=[action_to_json(a) for a in actions]))

    def add_replay(self, deal: int, seat: int, actions: list[Action]) -> None:
        self.replays.append(ReplayedDeal(
            deal=deal, seat=seat, actions=[action_to_json(a) for a in actions]))


class PracticeLogError(ValueError):
    """An undo or a replayed deal of the file that the engine refuses (the message says which)."""


def _actions(raw: list[dict[str, Any]], what: str) -> list[Action]:
    try:
        return [action_from_json(item) for item in raw]
    except ValueError as error:  # ActionFormatError and its card error
        raise PracticeLogError(f"{what}: {error}") from None


def _replays_cleanly(start: MatchState, actions: list[Action], what: str) -> MatchState:
    state = start.clone()
    for number, action in enumerate(actions, start=1):
        try:
            state.apply(action)
        except IllegalAction as error:
            raise PracticeLogError(f"{what}, move {number}: {error}") from None
    return state


def check_undone(state: MatchState, undone: list[UndoneMoves]) -> None:
    """Every undo, newest first: before it the match had its kept actions then the ones taken
    back, and that list must replay (each undo keeps a prefix of the list before it)."""
    if not undone:
        return  # most files: nothing to replay
    start = match_start(state)
    later: list[Action] = list(state.actions)
    for number in range(len(undone), 0, -1):
        entry = undone[number - 1]
        what = f"undo {number}"
        if entry.at > len(later):
            raise PracticeLogError(
                f"{what} keeps {entry.at} actions but the match then had {len(later)}")
        before = later[: entry.at] + _actions(entry.actions, what)
        _replays_cleanly(start, before, what)
        later = before


def replayed_state(state: MatchState, replay: ReplayedDeal) -> MatchState:
    """The match after the replay of ``replay.deal`` (from the start of that deal); raises
    PracticeLogError if the deal was not played to its end in the match or in the replay."""
    what = f"replayed deal {replay.deal + 1}"
    if replay.deal >= len(state.deals) or state.deals[replay.deal].scores is None:
        raise PracticeLogError(f"{what}: the match has not finished that deal")
    try:
        after, _count = replay_start(state, replay.deal, replay.seat)
    except ValueError as error:
        raise PracticeLogError(f"{what}: {error}") from None
    index = after.deal_index  # the deal itself, or the first deal of a match of its own
    actions = _actions(replay.actions, what)
    for number, action in enumerate(actions, start=1):
        if after.deals[index].scores is not None:
            raise PracticeLogError(f"{what}, move {number}: the deal was already over")
        try:
            after.apply(action)
        except IllegalAction as error:
            raise PracticeLogError(f"{what}, move {number}: {error}") from None
    if after.deals[index].scores is None:
        raise PracticeLogError(f"{what}: the replay stops before the end of the deal")
    return after


def check_practice_log(state: MatchState, undone: list[UndoneMoves],
                       replays: list[ReplayedDeal]) -> None:
    check_undone(state, undone)  # nothing replayed when nothing was undone (most files)
    for replay in replays:
        replayed_state(state, replay)


__all__ = ["PracticeLog", "PracticeLogError", "ReplayedDeal", "TableMoveMark", "UndoneMoves",
           "check_practice_log", "check_undone", "replayed_state"]
