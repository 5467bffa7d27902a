"""The moves the table made for the person: the turn timer ran out, or the rest of a Hand round
was conceded. The review says them as the table's and does not weigh them against the person;
the saved match keeps them (``PracticeLog.played_for``), so a resumed match, or one reviewed from
History, knows them too."""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Action, MatchState, PlayCard
from ..engine.rewind import places_of_moves


class TableMoves:
    """By their place in the match's actions: each move with its deal and trick (0: a call or
    a trump choice). A mark counts only while the match still holds that very move there (a
    move undone since is not the table's)."""

    def __init__(self) -> None:
        self._moves: dict[int, tuple[Action, int, int]] = {}

    def clear(self) -> None:
        self._moves.clear()

    def mark(self, state: MatchState, action: Action) -> None:
        """``action``, about to be applied to ``state``, is the table's."""
        view = state.view(action.seat)
        trick = len(view.completed_tricks) + 1 if isinstance(action, PlayCard) else 0
        self._moves[len(state.actions)] = (action, view.deal_index, trick)

    def restore(self, state: MatchState, places: Iterable[int]) -> None:
        """The marks of a saved match (``places`` in ``state.actions``), after ``clear``."""
        for index, (deal, trick) in places_of_moves(state, places).items():
            self._moves[index] = (state.actions[index], deal, trick)

    def undone(self, at: int) -> None:
        """The match went back to its first ``at`` actions."""
        for index in [index for index in self._moves if index >= at]:
            del self._moves[index]

    def places(self, state: MatchState) -> list[int]:
        """The marks that hold in ``state``, in order (what a saved match keeps)."""
        return sorted(index for index in self._moves if self._holds(state, index))

    def tricks_of_deal(self, state: MatchState, deal: int) -> frozenset[int]:
        """The tricks of ``deal`` (0: the call or the trump) whose move the table made."""
        return frozenset(trick for index, (_action, dealt, trick) in self._moves.items()
                         if dealt == deal and self._holds(state, index))

    def _holds(self, state: MatchState, index: int) -> bool:
        return index < len(state.actions) and state.actions[index] == self._moves[index][0]


def table_tricks(state: MatchState, places: Iterable[int], deal: int) -> frozenset[int]:
    """The tricks of ``deal`` whose move the table made, from a saved match's marks."""
    moves = TableMoves()
    moves.restore(state, places)
    return moves.tricks_of_deal(state, deal)


__all__ = ["TableMoves", "table_tricks"]
