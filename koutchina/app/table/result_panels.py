"""The end-of-deal summary and the end-of-match ranking, shown over the table as small grids."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from ...engine.events import CALL_MADE, DealScored, MatchEnded, Outcome
from ...engine.rules import Game, ScoreUnit, game_info
from .. import texts
from ..i18n import format_courts, format_points, format_signed
from .keyed_panel import KeyedPanel
from .panels import restyle

# the style of a cell (its object name in the panel's style sheet): colours say good or bad
GOOD, BAD, GREAT, PLAIN, NAME, TOTAL, HEAD = "good", "bad", "great", "", "name", "total", "head"

HAND_GOOD_OUTCOMES = CALL_MADE
# partnership outcomes worth more than a won deal, when your side wins them
GREAT_OUTCOMES = (Outcome.SWEEP, Outcome.KOT, Outcome.KOT_AGAINST_HAKEM)



def score_format(game: str) -> Callable[[int], str]:
    """How a score of ``game`` is written: in courts (Court Piece) or in points."""
    return format_courts if game_info(game).score_unit == ScoreUnit.COURTS else format_points

class ResultGrid(QWidget):
    """Rows of labelled cells under a row of column heads, with a thin rule under the heads."""

    def __init__(self, parent: QWidget | None = None, column_gap: int = 22) -> None:
        """``column_gap``: the room between two columns at the panel's base size (wider where
        the cells are phrases, not numbers)."""
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(column_gap)
        self.grid.setVerticalSpacing(6)
        self.rows: list[list[QLabel]] = []

    def fill(self, heads: list[str], rows: list[list[tuple[str, str]]], left: int = 1) -> None:
        """``rows`` of (text, style) cells; the first ``left`` columns (names) are aligned left,
        the rest (numbers) centred."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # out of the panel at once: deletion waits for the loop
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.rows = []
        for column, head in enumerate(heads):
            label = QLabel(head)
            label.setObjectName(HEAD)
            label.setAlignment(self._alignment(column < left))
            self.grid.addWidget(label, 0, column)
        rule = QFrame()
        rule.setObjectName("rule")
        self.grid.addWidget(rule, 1, 0, 1, len(heads))
        for r, cells in enumerate(rows):
            labels = []
            for column, (text, style) in enumerate(cells):
                label = QLabel(text)
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setObjectName(style)
                label.setAlignment(self._alignment(column < left))
                self.grid.addWidget(label, r + 2, column)
                labels.append(label)
            self.rows.append(labels)
        for index in range(self.grid.count()):  # shown now, not by the event loop later,
            item = self.grid.itemAt(index)  # so that the panel is sized with them
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()

    @staticmethod
    def _alignment(left: bool) -> Qt.AlignmentFlag:
        vertical = Qt.AlignmentFlag.AlignVCenter
        return (Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter) | vertical

    def texts(self) -> list[list[str]]:
        return [[label.text() for label in row] for row in self.rows]

    def styles(self) -> list[list[str]]:
        return [[label.objectName() for label in row] for row in self.rows]


E = TypeVar("E", DealScored, MatchEnded)


class ResultPanel(KeyedPanel, Generic[E]):
    """What the two result panels share: the game, the event and the names on show, and the
    grid filled again (a language switch, new names) as the game lays its results out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._event: E | None = None
        self._game: str = Game.HAND
        self._names: list[str] = []

    def _present(self, game: str, event: E, names: list[str]) -> None:
        self._game, self._event, self._names = game, event, names
        self.retranslate()
        self.adjustSize()
        self._on_show.start()  # a new result: the moment again, were the panel on show
        self.show()
        self.raise_()

    def set_names(self, names: list[str]) -> None:
        """The seat names in the language now in use (default names follow a switch)."""
        self._names = list(names)
        self.retranslate()

    def _refill(self, hand: Callable[[E], None], partnership: Callable[[E], None]) -> None:
        """``hand`` (a game without sides) or ``partnership`` fills the grid with the event on
        show, if any."""
        event = self._event
        if event is None:
            return
        if not game_info(self._game).partnerships:
            hand(event)
        else:
            partnership(event)
        self.adjustSize()


def _note_label() -> QLabel:
    label = QLabel()
    label.setObjectName("note")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(False)
    return label


class DealSummaryPanel(ResultPanel[DealScored]):
    """Who made their call, who scored what, the totals; "Next deal" goes on."""

    next_requested = Signal()
    review_requested = Signal()
    again_requested = Signal()  # play this deal again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._titled_layout((24, 16, 24, 16))
        self.banner = _note_label()
        self.grid = ResultGrid()
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_button = QPushButton()
        self.next_button.setObjectName("confirm")
        layout.addWidget(self.banner)
        layout.addWidget(self.grid)
        layout.addWidget(self.note)
        self.review_button = QPushButton()
        self.review_button.setObjectName("review_button")
        self.again_button = QPushButton()
        self.again_button.setObjectName("again_button")
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in self._buttons():
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._keyed(self._buttons())
        self.next_button.clicked.connect(self.next_requested)
        self.review_button.clicked.connect(self.review_requested)
        self.again_button.clicked.connect(self.again_requested)
        self._calls: tuple[int, ...] | None = None
        self._last = False
        self._rounds = 5
        self._hakem_side: int | None = None
        self._next_hakem: tuple[int, bool] | None = None
        self._conceded_by: int | None = None
        self.retranslate()

    def _buttons(self) -> list[QPushButton]:
        return [self.review_button, self.again_button, self.next_button]

    def show_deal(self, game: str, event: DealScored, names: list[str],
                  calls: tuple[int, ...] | None, match_over: bool, rounds: int = 5,
                  hakem_side: int | None = None, conceded_by: int | None = None,
                  next_hakem: tuple[int, bool] | None = None) -> None:
        """``conceded_by``: the side that conceded the rest of the deal, if one did;
        ``next_hakem``: the next deal's Hakem and whether the role stayed with this deal's."""
        self._calls, self._last, self._rounds = calls, match_over, rounds
        self._hakem_side = hakem_side
        self._conceded_by = conceded_by
        self._next_hakem = next_hakem
        self._present(game, event, names)

    def retranslate(self) -> None:
        if self._last:
            label = self.tr("See the ranking")
        elif game_info(self._game).in_rounds:
            label = self.tr("Next round")  # Hand is played in rounds ("manches")
        else:
            label = self.tr("Next deal")
        self.next_button.setText(label)
        self.review_button.setText(self.tr("Review my play"))
        self.again_button.setText(self.tr("Play this round again")
                                  if game_info(self._game).in_rounds
                                  else self.tr("Play this deal again"))
        self._refill(self._fill_hand, self._fill_partnership)

    def _fill_hand(self, event: DealScored) -> None:
        if event.deal_index >= self._rounds:
            self.title.setText(texts.sudden_death_round_scored(event.deal_index + 1
                                                               - self._rounds))
        else:
            self.title.setText(self.tr("Round {n} scored").format(n=event.deal_index + 1))
        self.banner.hide()
        heads = [self.tr("Player"), self.tr("Call"), self.tr("Tricks"), self.tr("Result"),
                 self.tr("Score"), self.tr("Total")]
        rows = []
        for seat in range(4):
            call = self._calls[seat] if self._calls else None
            outcome = event.outcomes[seat] if seat < len(event.outcomes) else ""
            good = outcome in HAND_GOOD_OUTCOMES
            rows.append([
                (self._names[seat], NAME),
                ("–" if call is None else str(call), PLAIN),
                (str(event.tricks[seat]), PLAIN),
                (texts.hand_outcome_text(outcome), GOOD if good else BAD),
                (format_signed(event.scores[seat]), GOOD if event.scores[seat] > 0 else
                 BAD if event.scores[seat] < 0 else PLAIN),
                (format_signed(event.totals[seat]), TOTAL),
            ])
        self.grid.fill(heads, rows)
        claim = texts.claim_note(event, self._names)  # the last cards, played for a claim
        self.note.setText(claim)
        self.note.setVisible(bool(claim))

    def _fill_partnership(self, event: DealScored) -> None:
        self.title.setText(self.tr("Deal {n} scored").format(n=event.deal_index + 1))
        outcome = event.outcomes[0] if event.outcomes else ""
        self.banner.setText(texts.deal_outcome_text(outcome, self._game, event.bid_target)
                            if outcome else "")
        # how the deal went for your side (side 0): the other Hakem failing is good news
        yours = event.winner_side == 0
        self.banner.setObjectName(BAD if not yours else
                                  GREAT if outcome in GREAT_OUTCOMES else GOOD)
        restyle(self.banner)  # the new object name takes its colour
        self.banner.setVisible(bool(outcome))
        unit = score_format(self._game)
        in_courts = game_info(self._game).score_unit == ScoreUnit.COURTS  # the cells' unit
        heads = [self.tr("Side"), self.tr("Tricks"),
                 self.tr("Courts") if in_courts else self.tr("Score"), self.tr("Match")]
        rows = []
        for side in (0, 1):
            name = texts.side_name(side)
            if self._hakem_side == side:
                name = self.tr("{side} (Hakem)").format(side=name)
            won = event.winner_side == side
            score = event.scores[side]
            rows.append([
                (name, NAME),
                (str(event.tricks[side]), GOOD if won else PLAIN),
                (unit(score) if score else "–", GOOD if won and score else PLAIN),
                (str(event.totals[side]), TOTAL),
            ])
        self.grid.fill(heads, rows)
        notes = texts.deal_notes(event, self._conceded_by)
        if self._next_hakem is not None:
            seat, stays = self._next_hakem
            notes.append(texts.next_hakem_note(seat, self._names[seat], stays))
        self.note.setText("\n".join(notes))
        self.note.setVisible(bool(notes))

    def banner_style(self) -> str:
        """"great" (Kot, sweep), "bad" (the Hakem's side failed) or "good"; "" when hidden."""
        return self.banner.objectName() if self.banner.isVisibleTo(self) else ""


class MatchEndPanel(ResultPanel[MatchEnded]):
    """The final ranking with "Play again", "New match" and "Home screen"."""

    play_again_requested = Signal()
    new_match_requested = Signal()
    home_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._titled_layout((28, 18, 28, 18))
        self.grid = ResultGrid()
        self.note = _note_label()
        layout.addWidget(self.grid)
        layout.addWidget(self.note)
        row = QHBoxLayout()
        self.again = QPushButton()
        self.again.setObjectName("confirm")
        self.new = QPushButton()
        self.home = QPushButton()
        for button in self._buttons():
            row.addWidget(button)
        layout.addLayout(row)
        self._keyed(self._buttons())
        self.again.clicked.connect(self.play_again_requested)
        self.new.clicked.connect(self.new_match_requested)
        self.home.clicked.connect(self.home_requested)
        self._extra_rounds = 0
        self._sets: tuple[int, int] | None = None
        self.retranslate()

    def _buttons(self) -> list[QPushButton]:
        return [self.again, self.new, self.home]

    def show_result(self, game: str, event: MatchEnded, names: list[str],
                    extra_rounds: int = 0, sets: tuple[int, int] | None = None) -> None:
        """``sets``: each side's sets won, in a match of several sets (it is ranked by them)."""
        self._extra_rounds = extra_rounds
        self._sets = sets
        self._present(game, event, names)

    def place_text(self, place: int, shared: bool) -> str:
        ordinals = {1: self.tr("1st"), 2: self.tr("2nd"), 3: self.tr("3rd"), 4: self.tr("4th")}
        text = ordinals.get(place, str(place))
        return self.tr("{place} (shared)").format(place=text) if shared else text

    def retranslate(self) -> None:
        self.again.setText(self.tr("Play again"))
        self.new.setText(self.tr("New match"))
        self.home.setText(self.tr("Home screen"))
        self._refill(self._fill_hand, self._fill_partnership)

    def _fill_hand(self, event: MatchEnded) -> None:
        order = sorted(range(4), key=lambda s: (event.places[s], s))
        firsts = [s for s in range(4) if event.places[s] == 1]
        if len(firsts) > 1:
            self.title.setText(self.tr("Match over: first place is shared"))
        elif firsts[0] == 0:
            self.title.setText(self.tr("Match over: you win!"))
        else:
            self.title.setText(self.tr("Match over: {name} wins").format(
                name=self._names[firsts[0]]))
        heads = [self.tr("Place"), self.tr("Player"), self.tr("Total")]
        rows = []
        for seat in order:
            place = event.places[seat]
            shared = sum(1 for p in event.places if p == place) > 1
            style = "place1" if place == 1 else PLAIN
            rows.append([(self.place_text(place, shared), style),
                         (self._names[seat], "place1" if place == 1 else NAME),
                         (format_signed(event.totals[seat]), TOTAL)])
        self.grid.fill(heads, rows, left=2)
        extra = self._extra_rounds
        if extra:
            self.note.setText(self.tr("After %n sudden-death round(s)", "", extra))
        self.note.setVisible(bool(extra))

    def _fill_partnership(self, event: MatchEnded) -> None:
        won = event.places[0] == 1
        self.title.setText(self.tr("Match over: your side wins!") if won
                           else self.tr("Match over: the opponents win"))
        sets = self._sets
        unit = score_format(self._game)
        heads = [self.tr("Place"), self.tr("Side"),
                 self.tr("Total") if sets is None else self.tr("Sets")]
        rows = []
        order = sorted((0, 1), key=lambda s: (event.places[s], s))
        for side in order:
            first = event.places[side] == 1
            score = unit(event.totals[side]) if sets is None else str(sets[side])
            rows.append([(self.place_text(event.places[side], False), "place1" if first else PLAIN),
                         (texts.side_name(side), "place1" if first else NAME),
                         (score, TOTAL)])
        self.grid.fill(heads, rows, left=2)
        if sets is not None:
            self.note.setText(self.tr("{won} sets to {lost}").format(
                won=sets[order[0]], lost=sets[order[1]]))
        self.note.setVisible(sets is not None)
