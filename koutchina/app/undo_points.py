"""Where the person acted in the deal being played: the points a practice match's undo goes
back to (never into an earlier deal)."""

from __future__ import annotations

from collections.abc import Collection

from ..engine import Action
from ..engine.rewind import deal_actions_begin
from ..engine.state import MatchState


class UndoPoints:
    """Indexes in the match's actions of the person's moves in this deal."""

    def __init__(self) -> None:
        self._points: list[int] = []

    def __bool__(self) -> bool:
        return bool(self._points)

    def __len__(self) -> int:
        return len(self._points)

    def clear(self) -> None:
        self._points.clear()

    def read_from(self, state: MatchState, people: Collection[int]) -> None:
        """The person's moves of the deal ``state`` is in (a resumed practice match)."""
        begin = deal_actions_begin(state)
        self._points = [index for index in range(begin, len(state.actions))
                        if state.actions[index].seat in people]

    def applied(self, action: Action, state: MatchState, deal_before: int,
                people: Collection[int]) -> None:
        """``action`` was the match's last; ``deal_before`` the deal it was made in."""
        if state.deal_index != deal_before:
            self._points.clear()
        elif action.seat in people:
            self._points.append(len(state.actions) - 1)

    def pop(self) -> int:
        """The last point, forgotten (the undo goes back to it)."""
        return self._points.pop()
