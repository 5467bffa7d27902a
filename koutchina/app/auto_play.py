"""The moves the table makes on a seat's behalf: the rest of a claimed deal, and the cards of a
person who asked the table to play the rest of a round of a game without sides (Hand's Play
the rest for me: each time medium's card with the seat's own call and tricks while it is short
of the call; once it is made it ducks, void throwing its masters (cards that can only win)
first, ``bots.rulebased.conceding_card``, ``bots.rest_play``)."""

from __future__ import annotations

from ..bots.rulebased import conceding_card
from ..coach.claim import Claim
from ..engine import Action, Phase, PlayCard, SeatView
from ..engine.state import MatchState


class AutoPlay:
    """At most one claim and one concession at a time, each for the deal it was made in."""

    def __init__(self) -> None:
        self._claim: Claim | None = None
        self._conceding: tuple[int, int] | None = None  # (seat, deal) played for that seat

    @property
    def claiming(self) -> bool:
        """A claim is being played out (briskly)."""
        return self._claim is not None

    @property
    def conceding(self) -> bool:
        return self._conceding is not None

    @property
    def conceding_seat(self) -> int | None:
        """The seat whose cards the table plays after it conceded, if any."""
        return None if self._conceding is None else self._conceding[0]

    def clear(self) -> None:
        self._claim = None
        self._conceding = None

    def claim(self, view: SeatView, line: list[PlayCard]) -> Action:
        """``view``'s seat claims the rest of the deal with ``line``: its first card, played
        now (which also stops its turn timer)."""
        self._claim = Claim(view.seat, view.deal_index, line)
        return self._claim.next_action(view)

    def concede(self, seat: int, deal_index: int) -> None:
        """The table plays ``seat``'s cards for the rest of this deal."""
        self._conceding = (seat, deal_index)

    def next_action(self, state: MatchState) -> Action | None:
        """The move the table makes now for a seat that claimed or conceded, if any."""
        if self._conceding is not None:
            seat, deal = self._conceding
            if deal != state.deal_index or state.phase != Phase.PLAYING:
                self._conceding = None
            elif seat in state.to_act():
                return conceding_card(state.view(seat))
        if self._claim is not None:
            if self._claim.deal_index == state.deal_index and state.phase == Phase.PLAYING:
                return self._claim.next_action(state.view(state.to_act()[0]))
            self._claim = None
        return None
