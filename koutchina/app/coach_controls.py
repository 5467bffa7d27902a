"""The coach at the table: a Hint button (key H) with its panel, and the Coach menu.

The hint is computed on a worker thread from the person's view only (``koutchina.coach``), so
the window never waits; the panel says "Thinking…" meanwhile and goes away as soon as anyone
acts. The review of the last deal opens in its own window (review_window.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QPushButton, QWidget

from ..coach import Hint, hint_for, seat_seed
from .background import BackgroundTask
from .coach_texts import action_text, choice_line, other_choices_line, reason_text
from .controller import VIEWER_SEAT
from .i18n import FollowsLanguage
from .table.panels import OverlayPanel, last_trick_style

if TYPE_CHECKING:
    from .main_window import MainWindow

HINT_LEFT, HINT_TOP = 150.0, 215.0  # scene coordinates of the hint panel's corner


class HintPanel(OverlayPanel):
    """The advice, its reason, and the value of the two or three best choices."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._titled_layout((18, 10, 18, 12))
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft)
        self.advice = QLabel()
        self.advice.setWordWrap(True)
        self.choices = QLabel()
        self.choices.setWordWrap(True)
        layout.addWidget(self.advice)
        layout.addWidget(self.choices)
        self._hint: Hint | None = None
        self._error = ""
        self.retranslate()

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

    def show_error(self, message: str) -> None:
        self._hint, self._error = None, message
        self.retranslate()
        self.show()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Hint"))
        hint = self._hint
        if self._error:
            self.advice.setText(self.tr("No hint this time: {error}").format(error=self._error))
            self.choices.setText("")
        elif hint is None:
            self.advice.setText(self.tr("Thinking…"))
            self.choices.setText("")
        else:
            self.advice.setText(self.tr("{choice}: {reason}.").format(
                choice=action_text(hint.advised.action), reason=reason_text(hint.reason)))
            best = hint.best()
            lines = [choice_line(best[0], hint.game)]
            if len(best) > 1:
                lines.append(other_choices_line(best[1:], hint.game))
            self.choices.setText("\n".join(lines))
        self.setFixedWidth(round(420 * self.scale_factor))
        self.adjustSize()


class CoachMenu(FollowsLanguage, QMenu):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Coach"))


class CoachControls(FollowsLanguage, QWidget):
    """Adds the coach to a main window: button, panel, menu, and their behaviour.

    A hidden helper widget (so that it follows the language like every widget)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.hide()
        self.window_ = window
        self.controller = window.controller
        table = window.table
        layer = table.viewport()  # where a screen reader finds them (see TableArea)
        self.button = QPushButton(layer)
        self.button.setObjectName("hint_button")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.show_hint)
        self.button.hide()
        self.claim_button = QPushButton(layer)
        self.claim_button.setObjectName("claim_button")
        self.claim_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.claim_button.clicked.connect(self.claim)
        self.claim_button.hide()
        self.panel = HintPanel(layer)
        self.task = BackgroundTask(self)
        self.task.finished.connect(self._on_hint)
        self.task.failed.connect(self.panel.show_error)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(lambda _checked=False: self.show_hint())
        self.claim_action = QAction(self)
        self.claim_action.setShortcut(QKeySequence("C"))
        self.claim_action.triggered.connect(lambda _checked=False: self.claim())
        self.review_action = QAction(self)
        self.review_action.triggered.connect(lambda _checked=False: self.review_last_deal())
        self.menu = CoachMenu(window)
        self.menu.addAction(self.hint_action)
        self.menu.addAction(self.claim_action)
        self.menu.addAction(self.review_action)
        window.menuBar().insertMenu(window.help_menu.menuAction(), self.menu)
        window.addAction(self.hint_action)
        window.addAction(self.claim_action)
        self._scale = 0.0
        table.installEventFilter(self)
        c = self.controller
        c.settled.connect(self._refresh)
        c.card_played.connect(lambda *_: self._moved_on())
        c.calls_revealed.connect(lambda *_: self._moved_on())
        c.deal_started.connect(lambda *_: self._moved_on())
        c.match_started.connect(self._moved_on)
        c.claimed.connect(self._on_claimed)
        window.table.summary_panel.review_requested.connect(self.review_last_deal)
        self.retranslate()

    # ----- hint ------------------------------------------------------------------------------

    def hint_available(self) -> bool:
        c = self.controller
        return (c.state is not None and not self.window_.watching
                and c.accepts_input(VIEWER_SEAT))

    def show_hint(self) -> None:
        """Start computing the hint for the person's view (nothing when it is not their turn)."""
        if not self.hint_available():
            return
        view = self.controller.view(VIEWER_SEAT)
        if view is None:
            return
        seed = seat_seed(self.controller.seed, VIEWER_SEAT)
        self.panel.show_thinking()
        self._place()
        self.task.start(lambda _cancelled: hint_for(view, seed))

    def _on_hint(self, hint: object) -> None:
        if isinstance(hint, Hint) and self.hint_available():
            self.panel.show_hint(hint)
            self._place()
            announcer = self.window_.table.announcer
            announcer.say(announcer.panel_words(self.panel))

    def _moved_on(self) -> None:
        self.task.cancel()
        self.panel.hide()
        self._refresh()

    def _refresh(self) -> None:
        available = self.hint_available()
        self.button.setVisible(available)
        self.hint_action.setEnabled(available)
        claimable = available and self.controller.can_claim(VIEWER_SEAT)
        self.claim_button.setVisible(claimable)
        self.claim_action.setEnabled(claimable)
        self.review_action.setEnabled(self._last_finished_deal() is not None)
        if not available:
            self.task.cancel()
            self.panel.hide()
        self._place()

    # ----- claim -----------------------------------------------------------------------------

    def claim(self) -> None:
        """Take every remaining trick at once (offered only when it is certain)."""
        if self.hint_available():
            self.controller.claim(VIEWER_SEAT)

    def _on_claimed(self, seat: int) -> None:
        self.claim_button.hide()
        if seat == VIEWER_SEAT:
            text = self.tr("You claim the rest of the deal: no card can beat yours.")
        else:
            text = self.tr("{name} claims the rest of the deal: no card can beat theirs.").format(
                name=self.window_.names[seat])
        self.window_.table.show_message(text, 4000)

    # ----- review ----------------------------------------------------------------------------

    def _last_finished_deal(self) -> int | None:
        state = self.controller.state
        if state is None or self.window_.watching:
            return None
        finished = [log.index for log in state.deals if log.trick_counts is not None]
        return finished[-1] if finished else None

    def review_last_deal(self) -> None:
        deal = self._last_finished_deal()
        state = self.controller.state
        if deal is None or state is None:
            return
        from ..engine.record import record_of
        from .review_window import ReviewWindow

        dialog = ReviewWindow(record_of(state), VIEWER_SEAT, deal, self.window_)
        dialog.show()
        dialog.start()

    # ----- layout ----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        table = self.window_.table
        k = table.panel_scale()
        if abs(k - self._scale) >= 0.005:
            self._scale = k
            self.button.setStyleSheet(last_trick_style(k))
            self.panel.set_scale(k)
            self.claim_button.setStyleSheet(last_trick_style(k))
        self.button.adjustSize()
        last = table.last_trick_button
        self.button.move(last.x() - self.button.width() - round(10 * k), last.y())
        self.claim_button.adjustSize()
        self.claim_button.move(self.button.x() - self.claim_button.width() - round(10 * k),
                               last.y())
        self.panel.adjustSize()
        # on the felt between the left seat's cards and the trick, where nothing else lies
        corner = table.mapFromScene(QPointF(HINT_LEFT, HINT_TOP))
        self.panel.move(corner.x(), corner.y())

    def retranslate(self) -> None:
        self.button.setText(self.tr("Hint (H)"))
        self.hint_action.setText(self.tr("&Hint"))
        self.claim_button.setText(self.tr("Claim the rest (C)"))
        self.claim_action.setText(self.tr("&Claim the rest of the deal"))
        self.review_action.setText(self.tr("&Review the last deal…"))
        self._place()


__all__ = ["CoachControls", "HintPanel"]
