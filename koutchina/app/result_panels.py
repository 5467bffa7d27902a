"""The end-of-deal summary and the end-of-match ranking, shown over the table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine.events import DealScored, MatchEnded
from . import texts
from .i18n import format_courts, format_points, format_signed
from .table_panels import OverlayPanel


class DealSummaryPanel(OverlayPanel):
    """Who made their call, who scored what; "Next deal" goes on."""

    next_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_button = QPushButton()
        self.next_button.setObjectName("confirm")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignCenter)
        self.next_button.clicked.connect(self.next_requested)
        self._event: DealScored | None = None
        self._game = "hand"
        self._names: list[str] = []
        self._calls: tuple[int, ...] | None = None
        self._last = False
        self._rounds = 5
        self.retranslate()

    def show_deal(self, game: str, event: DealScored, names: list[str],
                  calls: tuple[int, ...] | None, match_over: bool, rounds: int = 5) -> None:
        self._game, self._event, self._names = game, event, names
        self._calls, self._last, self._rounds = calls, match_over, rounds
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.next_button.setText(
            self.tr("See the ranking") if self._last else self.tr("Next deal"))
        event = self._event
        if event is None:
            return
        if self._game == "hand":
            if event.deal_index >= self._rounds:
                self.title.setText(self.tr("Sudden-death round {n} scored").format(
                    n=event.deal_index + 1 - self._rounds))
            else:
                self.title.setText(self.tr("Round {n} scored").format(n=event.deal_index + 1))
            lines = []
            for seat in range(4):
                call = self._calls[seat] if self._calls else 0
                lines.append(self.tr("{name}: called {call}, took {tricks} — {outcome}: {score}")
                             .format(name=self._names[seat], call=call,
                                     tricks=event.tricks[seat],
                                     outcome=texts.hand_outcome_text(event.outcomes[seat]),
                                     score=format_signed(event.scores[seat])))
            lines.append("")
            lines.append(self.tr("Totals: {totals}").format(totals="   ".join(
                f"{self._names[s]} {format_signed(event.totals[s])}" for s in range(4))))
            self.body.setText("\n".join(lines))
            return
        self.title.setText(self.tr("Deal {n} scored").format(n=event.deal_index + 1))
        unit = format_courts if self._game == "court-piece" else format_points
        lines = [texts.deal_outcome_text(event.outcomes[0]) if event.outcomes else ""]
        if event.ended_early:
            lines.append(self.tr("The deal stopped once a side had seven tricks."))
        for side in (0, 1):
            lines.append(self.tr("{side}: %n trick(s), {score}", "", event.tricks[side]).format(
                side=texts.side_name(side), score=unit(event.scores[side])))
        lines.append("")
        lines.append(self.tr("Match: {ours} – {theirs}").format(
            ours=event.totals[0], theirs=event.totals[1]))
        self.body.setText("\n".join(lines))


class MatchEndPanel(OverlayPanel):
    """The final ranking with "Play again" and "New match"."""

    play_again_requested = Signal()
    new_match_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 18, 28, 18)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        row = QHBoxLayout()
        self.again = QPushButton()
        self.again.setObjectName("confirm")
        self.new = QPushButton()
        for button in (self.again, self.new):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(button)
        layout.addLayout(row)
        self.again.clicked.connect(self.play_again_requested)
        self.new.clicked.connect(self.new_match_requested)
        self._event: MatchEnded | None = None
        self._game = "hand"
        self._names: list[str] = []
        self._extra_rounds = 0
        self.retranslate()

    def show_result(self, game: str, event: MatchEnded, names: list[str],
                    extra_rounds: int = 0) -> None:
        self._game, self._event, self._names = game, event, names
        self._extra_rounds = extra_rounds
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()

    def place_text(self, place: int, shared: bool) -> str:
        ordinals = {1: self.tr("1st"), 2: self.tr("2nd"), 3: self.tr("3rd"), 4: self.tr("4th")}
        text = ordinals.get(place, str(place))
        return self.tr("{place} (shared)").format(place=text) if shared else text

    def retranslate(self) -> None:
        self.again.setText(self.tr("Play again"))
        self.new.setText(self.tr("New match"))
        event = self._event
        if event is None:
            return
        lines: list[str] = []
        if self._game == "hand":
            order = sorted(range(4), key=lambda s: (event.places[s], s))
            firsts = [s for s in range(4) if event.places[s] == 1]
            if len(firsts) > 1:
                self.title.setText(self.tr("Match over: first place is shared"))
            elif firsts[0] == 0:
                self.title.setText(self.tr("Match over: you win!"))
            else:
                self.title.setText(self.tr("Match over: {name} wins").format(
                    name=self._names[firsts[0]]))
            for seat in order:
                shared = sum(1 for p in event.places if p == event.places[seat]) > 1
                lines.append(self.tr("{place}   {name}   {total}").format(
                    place=self.place_text(event.places[seat], shared),
                    name=self._names[seat], total=format_signed(event.totals[seat])))
            if self._extra_rounds:
                lines.append("")
                lines.append(self.tr("After %n sudden-death round(s)", "", self._extra_rounds))
        else:
            won = event.places[0] == 1
            self.title.setText(self.tr("Match over: your side wins!") if won
                               else self.tr("Match over: the opponents win"))
            unit = format_courts if self._game == "court-piece" else format_points
            for side in (0, 1):
                lines.append(self.tr("{side}: {total}").format(
                    side=texts.side_name(side), total=unit(event.totals[side])))
        self.body.setText("\n".join(lines))
