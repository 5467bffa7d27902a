"""Under the Replay window of a saved match: the review of the deal on show, and "Play this deal
again" at the main window's table (any finished deal of any saved match)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...engine import MatchState, game_info
from ...storage import LoadedMatch
from .. import texts
from ..button_rows import wider_than_screen
from ..i18n import FollowsLanguage
from ..players import SeatPlayer
from .resumption import players_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from .replay import ReplayWindow


@dataclass(frozen=True)
class DealAgainRequest:
    """A request to play deal ``deal`` (from 0) of ``state`` again at the table."""

    state: MatchState
    deal: int
    players: list[SeatPlayer]
    match_id: str
    seat: int = 0  # the seat of the match the person takes (0: their own)


class DealCoachRow(FollowsLanguage, QWidget):
    """Two buttons, for the deal of the step on show once that deal is finished."""

    def __init__(self, replay: ReplayWindow, loaded: LoadedMatch, state: MatchState,
                 ask_again: Callable[[DealAgainRequest], None] | None) -> None:
        super().__init__(replay)
        self.replay, self.loaded, self.state = replay, loaded, state
        self.ask_again = ask_again
        self.review_button = QPushButton()
        self.review_button.setObjectName("history_review_button")
        self.review_button.clicked.connect(self.review)
        self.again_button = QPushButton()
        self.again_button.setObjectName("history_again_button")
        self.again_button.clicked.connect(self.play_again)
        self.seat_choice = QComboBox()  # from the person's seat, or another one
        self.seat_choice.setObjectName("history_again_seat")
        for seat in range(4):
            self.seat_choice.addItem("", seat)
        # at the right, in one row, or in two where one is wider than the screen: Review
        # over Play again and its seat (in French at 250 % on 1280x720 the row made Replay
        # 1,504 px wide, its right column and Close past the screen's edge: a player's check)
        self._rows = (QHBoxLayout(), QHBoxLayout())
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        for row in self._rows:
            rows.addLayout(row)
        self._two_rows: bool | None = None
        self._lay(False)
        replay.slider.valueChanged.connect(lambda _position: self._update())
        self.retranslate()

    def _lay(self, two: bool) -> None:
        if two == self._two_rows:
            return
        self._two_rows = two
        first, second = self._rows
        for row in self._rows:
            while row.count():
                row.takeAt(0)
        first.addStretch(1)
        first.addWidget(self.review_button)
        if two:
            second.addStretch(1)
        for widget in (self.again_button, self.seat_choice):
            (second if two else first).addWidget(widget)

    def arrange(self) -> None:
        """One row where the replay's screen holds it, else two (as its words change)."""
        buttons = (self.review_button, self.again_button, self.seat_choice)
        wider = wider_than_screen(self.replay, buttons, self._rows[0].spacing())
        if wider is not None:
            self._lay(wider)

    @property
    def seat(self) -> int:
        seat = self.loaded.saved.person_seat
        return 0 if seat is None else seat

    def deal(self) -> int | None:
        """The deal of the step on show, if it is finished."""
        step = self.replay.current
        deals = self.state.deals
        if step is None or step.deal >= len(deals) or deals[step.deal].scores is None:
            return None
        return step.deal

    def _update(self) -> None:
        finished = self.deal() is not None
        self.review_button.setEnabled(finished)
        self.again_button.setEnabled(finished and self.ask_again is not None
                                     and self.loaded.saved.person_seat == 0)
        self.seat_choice.setEnabled(self.again_button.isEnabled())

    def review(self) -> None:
        deal = self.deal()
        if deal is None:
            return
        from ...coach.table_moves import table_tricks
        from ..review_window import ReviewWindow

        played_for = table_tricks(self.state, self.loaded.saved.practice_log.table_marks, deal)
        window = ReviewWindow(self.loaded.saved.record, self.seat, deal, self.replay, played_for)
        window.show()
        window.start()

    def play_again(self) -> None:
        deal = self.deal()
        if deal is None or self.ask_again is None:
            return
        self.ask_again(DealAgainRequest(self.state, deal, players_of(self.loaded),
                                        self.loaded.saved.match_id,
                                        int(self.seat_choice.currentData())))

    def retranslate(self) -> None:
        rounds = game_info(self.loaded.saved.game).in_rounds  # Hand's "manches"
        self.review_button.setText(self.tr("Review this round…") if rounds
                                   else self.tr("Review this deal…"))
        self.again_button.setText(self.tr("Play this round again") if rounds
                                  else self.tr("Play this deal again"))
        saved = self.loaded.saved
        for seat in range(4):
            if seat == 0:
                words = self.tr("from your seat")
            else:
                info = saved.seats[seat]
                name = texts.seat_in_sentence(info.name, info.role, seat, saved.game)
                words = self.tr("in the seat of {name}").format(name=name)
            self.seat_choice.setItemText(seat, words)
        self.arrange()
        self._update()


def attach_deal_coach(replay: ReplayWindow, loaded: LoadedMatch, state: MatchState,
                      ask_again: Callable[[DealAgainRequest], None] | None) -> DealCoachRow:
    row = DealCoachRow(replay, loaded, state, ask_again)
    layout = replay.layout()
    if layout is not None:
        layout.addWidget(row)
    return row


__all__ = ["DealAgainRequest", "DealCoachRow", "attach_deal_coach"]
