"""The coach's hint on the table: the advice, its reason, and the value of the two or three best
choices (``HintPanel``); where it lies is hint_place.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from . import texts
from .coach_texts import (
    action_text,
    departure_advice,
    figures_line,
    full_stop,
    other_choices_lines,
    reason_text,
)
from .table.panels import OverlayPanel

if TYPE_CHECKING:
    from ..coach import Hint

HINT_WIDTH = 420  # the hint panel's width at the panels' base size, where there is room


class HintPanel(OverlayPanel):
    """The advice, its reason, and the value of the two or three best choices; under them,
    while the person's turn is timed, that the timer waits. A click closes it."""

    clicked = Signal()  # the person clicked it: it goes (coach_controls.py)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._titled_layout((18, 10, 18, 12))
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft)
        self.advice = QLabel()
        self.advice.setWordWrap(True)
        self.choices = QLabel()
        self.choices.setWordWrap(True)
        self.note = QLabel()  # the timer waits while the hint is open
        self.note.setObjectName("hint_note")
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addWidget(self.advice)
        layout.addWidget(self.choices)
        layout.addWidget(self.note)
        self._hint: Hint | None = None
        self._error = ""
        self._timed = False
        self.retranslate()

    @property
    def shown_hint(self) -> Hint | None:
        """The hint shown (None while thinking, or after an error)."""
        return self._hint

    def show_thinking(self) -> None:
        self._hint, self._error = None, ""
        self.retranslate()
        self.show()
        self.raise_()

    def show_hint(self, hint: Hint) -> None:
        self._hint, self._error = hint, ""
        self.retranslate()
        self.show()
        self.raise_()

    def set_timed(self, timed: bool) -> None:
        """Whether the person's turn is timed: the hint then says that the timer waits while
        it is open, and how it closes."""
        if timed != self._timed:
            self._timed = timed
            self.retranslate()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
            event.accept()
            return
        super().mousePressEvent(event)

    def show_error(self, message: str) -> None:
        self._hint, self._error = None, message
        self.retranslate()
        self.show()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Hint"))
        hint = self._hint
        if self._error:
            self.advice.setText(self.tr("No hint this time: {error}").format(error=self._error))
            self._show_choices([])
        elif hint is None:
            self.advice.setText(self.tr("Thinking…"))
            self._show_choices([])
        else:
            # the card named as its reason describes it (the rules' own of a run of equal
            # cards: "throw away a high card" of J♥, not 10♥), its figures the run's
            advised = hint.shown_choice
            choice, reason = action_text(advised.action), reason_text(hint.shown_reason)
            departure = hint.departure  # another card than the usual rules': why, by figures
            if departure is not None:
                advice = departure_advice(departure, hint.game)
            elif hint.target_reason is not None:  # bidding: why this target
                advice = self.tr("{choice}: {reason}; {target_reason}.").format(
                    choice=choice, reason=reason, target_reason=reason_text(hint.target_reason))
            else:
                advice = self.tr("{choice}: {reason}.").format(choice=choice, reason=reason)
            self.advice.setText(texts.sentence(advice))
            # each with its capital; an advice nothing was weighed against (the only sensible
            # card, asking to see the trump) has no figure, and its reason says it all
            said = departure.figure if departure is not None else None
            figures = [figures_line(advised, hint.game, said)] if advised.playouts else []
            self._show_choices([*figures, *other_choices_lines(hint.others(), hint.game)])
        self.note.setText(self.tr("The timer waits while the hint is open; H or Esc closes it.")
                          if self._timed else "")
        self.note.setVisible(self._timed)

    def _show_choices(self, lines: list[str]) -> None:
        """The figures under the advice, one a line, each ending as a sentence; none: no
        empty line left under it."""
        self.choices.setText("\n".join(full_stop(line) for line in lines))
        self.choices.setVisible(bool(lines))

    def fit_width(self, room: int, widest: int | None = None) -> None:
        """As wide as ``room`` allows (at most ``widest``, else its own width), as tall as its
        words need."""
        width = min(room, widest or round(HINT_WIDTH * self.scale_factor))
        self.setFixedWidth(width)
        self.resize(width, self.heightForWidth(width))
