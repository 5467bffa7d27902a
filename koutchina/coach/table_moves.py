"""The moves the table made for the person: when their turn timer ran out, and, in Hand, every
card of a round after they conceded the rest of it. The review says them as the table's and
does not weigh them against the person; the saved match keeps them (``PracticeLog.played_for``),
so a resumed match, or one reviewed from History, knows them too."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from ..engine import Action, MatchState, Phase, PlayCard
from ..engine.rewind import places_of_moves

Why = Literal["time", "conceded"]
TIME: Why = "time"  # the person's turn timer ran out
CONCEDED: Why = "conceded"  # the person conceded the rest of a Hand round


@dataclass(frozen=True, slots=True)
class TableTricks:
    """What the table played for the person in one deal: the tricks (0: the call or the
    trump) where their time ran out, and the trick from which it played their cards after they
    conceded the rest of the round (None if they did not)."""

    timed_out: frozenset[int] = frozenset()
    conceded_from: int | None = None


@dataclass(frozen=True, slots=True)
class TableMove:
    action: Action
    deal: int
    trick: int  # 0: a call or a trump choice
    why: Why


class TableMoves:
    """By their place in the match's actions. A mark counts only while the match still holds
    that very move there (a move undone since is not the table's)."""

    def __init__(self) -> None:
        self._moves: dict[int, TableMove] = {}

    def clear(self) -> None:
        self._moves.clear()

    def mark(self, state: MatchState, action: Action, why: Why) -> None:
        """``action``, about to be applied to ``state``, is the table's."""
        view = state.view(action.seat)
        trick = len(view.completed_tricks) + 1 if isinstance(action, PlayCard) else 0
        self._moves[len(state.actions)] = TableMove(action, view.deal_index, trick, why)

    def restore(self, state: MatchState, marks: Iterable[tuple[int, Why]]) -> None:
        """The marks of a saved match (places in ``state.actions``, and why), after ``clear``."""
        whys = dict(marks)
        for index, (deal, trick) in places_of_moves(state, whys).items():
            self._moves[index] = TableMove(state.actions[index], deal, trick, whys[index])

    def undone(self, at: int) -> None:
        """The match went back to its first ``at`` actions."""
        for index in [index for index in self._moves if index >= at]:
            del self._moves[index]

    def marks(self, state: MatchState) -> list[tuple[int, Why]]:
        """The marks that hold in ``state``, in order (what a saved match keeps)."""
        return [(index, self._moves[index].why) for index in sorted(self._moves)
                if self._holds(state, index)]

    def of_deal(self, state: MatchState, deal: int) -> TableTricks:
        """What the table played for the person in ``deal``."""
        moves = [move for index, move in self._moves.items()
                 if move.deal == deal and self._holds(state, index)]
        conceded = [move.trick for move in moves if move.why == CONCEDED]
        return TableTricks(frozenset(move.trick for move in moves if move.why == TIME),
                           min(conceded) if conceded else None)

    def conceding_seat(self, state: MatchState) -> int | None:
        """The seat that conceded the rest of the round being played, whose cards the table
        is playing (a match left and resumed meanwhile), if any."""
        if state.phase != Phase.PLAYING:
            return None
        return next((move.action.seat for index, move in self._moves.items()
                     if move.why == CONCEDED and move.deal == state.deal_index
                     and self._holds(state, index)), None)

    def _holds(self, state: MatchState, index: int) -> bool:
        return index < len(state.actions) and state.actions[index] == self._moves[index].action


def table_tricks(state: MatchState, marks: Iterable[tuple[int, Why]], deal: int) -> TableTricks:
    """What the table played for the person in ``deal``, from a saved match's marks."""
    moves = TableMoves()
    moves.restore(state, marks)
    return moves.of_deal(state, deal)


__all__ = ["CONCEDED", "TIME", "TableMoves", "TableTricks", "Why", "table_tricks"]
