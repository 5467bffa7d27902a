"""What the main window shows around the table as the match goes, following the controller: the
call, trump or show-trump panel when it is the person's move of that kind (and their answers
back to the controller), the deal summary, the match's end, and the scoreboard's deals and its
"this deal" text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication

from ..engine import Card, Game, MatchState, Phase, RevealTrump, Suit, game_info
from ..engine.events import DealScored, MatchEnded, SetWon
from ..engine.state import DealLog
from . import texts
from .controller import VIEWER_SEAT
from .i18n import format_tricks
from .scoreboard import ScoreboardDock
from .scoreboard_model import HakemAndTrump, ScoreboardModel
from .table.announcements import side_tricks_text
from .table.shown_deal import ShownDeal
from .table_window import TableWindow

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


def _role_of(deal: DealLog) -> HakemAndTrump | None:
    """A deal's Hakem and trump as the scoreboard names them (none in Hand)."""
    if deal.hakem is None:
        return None
    return HakemAndTrump(deal.hakem, None if deal.no_trump else deal.trump)


NEWS_SHOWN = 4  # the deal's latest news under its tricks (a long deal's first ones scroll off)


class MatchPanels(QObject):
    """Connects the table's panels and the scoreboard to ``window``'s controller."""

    def __init__(self, window: TableWindow, scoreboard: ScoreboardDock,
                 score_model: ScoreboardModel) -> None:
        super().__init__(window)
        self._window = window
        self._scoreboard = scoreboard
        self._score_model = score_model
        self._last_deal: DealScored | None = None
        table = window.table
        self._table = table
        c = self._controller = window.controller
        table.card_chosen.connect(self._card_chosen)
        table.call_panel.call_confirmed.connect(self._call_confirmed)
        table.trump_panel.trump_confirmed.connect(self._trump_confirmed)
        table.reveal_panel.reveal_requested.connect(self._reveal_requested)
        table.summary_panel.next_requested.connect(self._next_deal)
        c.match_started.connect(self._on_match_started)
        c.deal_started.connect(self._on_deal_started)
        c.deal_scored.connect(self._on_deal_scored)
        c.waiting_for_next_deal.connect(self._show_summary)
        c.match_ended.connect(self._on_match_ended)
        c.settled.connect(self._update_person_panel)
        c.card_played.connect(lambda *_: self.update_current())
        c.trick_won.connect(lambda _e: self.update_current())
        c.deal_conceded.connect(lambda *_: self.update_current())  # after the table counted
        c.calls_revealed.connect(lambda _e: self.update_current())
        c.call_locked.connect(lambda _seat: self.update_current())
        table.news_told.connect(self.update_current)

    def hide_person_panels(self) -> None:
        """Hide the call panel, the trump chooser and the show-trump button."""
        for panel in (self._table.call_panel, self._table.trump_panel, self._table.reveal_panel):
            panel.hide()

    def hide_all(self) -> None:
        """Nothing over the table (a match starts or the table is left)."""
        self.hide_person_panels()
        self._table.end_panel.hide()
        self._table.summary_panel.hide()

    def fill_scoreboard_from(self, state: MatchState) -> None:
        """The scoreboard of every finished deal of ``state`` (a resumed or rewound match), from
        the events its engine kept: the rows say what the live table said."""
        for log_entry in state.deals:
            if log_entry.scored is None:
                continue
            calls = tuple(log_entry.calls) if log_entry.calls else None
            self._score_model.add_deal(log_entry.scored, calls, log_entry.set_won,
                                       log_entry.conceded_by, _role_of(log_entry))

    # ----- following the match ----------------------------------------------------------------

    def _on_match_started(self) -> None:
        state = self._controller.state
        assert state is not None
        rounds = state.rules.scheduled_rounds or 0  # read in Hand only
        self._score_model.start(state.game, list(self._window.names), rounds,
                                counted_only=state.rules.has_double_sar,
                                sets=state.rules.set_count)
        self._last_deal = None
        self.update_current()

    def _on_deal_started(self, _event: object) -> None:
        self.hide_person_panels()
        self.update_current()

    def _on_deal_scored(self, event: DealScored) -> None:
        self._last_deal = event
        state = self._controller.state
        role = (_role_of(state.deals[event.deal_index])
                if state is not None and event.deal_index < len(state.deals) else None)
        self._score_model.add_deal(event, self._shown_calls(), self._set_won_by(event),
                                   self._controller.conceded_by(event.deal_index), role)
        if self._controller.timing.auto_next_deal and not self._window.exit_at_end:
            self._show_summary(button=False)

    def _set_won_by(self, event: DealScored) -> SetWon | None:
        """The set the engine said ``event``'s deal won, if any (its ``SetWon`` follows the
        deal's event, after the summary: the scoreboard closes the set with the deal)."""
        state = self._controller.state
        if state is None or event.deal_index >= len(state.deals):
            return None
        return state.deals[event.deal_index].set_won

    def _shown_calls(self) -> tuple[int, ...] | None:
        """The calls of the deal on show as the table revealed them (a game of calls)."""
        shown = self._table.shown
        calls = shown.game is not None and game_info(shown.game).has_calls
        known = shown.all_calls() if calls else None
        return tuple(known) if known else None

    def _show_summary(self, button: bool = True) -> None:
        state = self._controller.state
        if self._last_deal is None or state is None:
            return
        rounds = state.rules.scheduled_rounds or 0  # read in Hand only
        table = self._table
        table.toast.clear()
        started = table.shown.event  # the scored deal as the table showed it
        hakem = started.hakem if started is not None else None
        next_hakem = None  # the engine has dealt the next deal already, its Hakem named
        if (hakem is not None and state.hakem is not None and not state.is_over
                and state.deal_index == self._last_deal.deal_index + 1):
            next_hakem = (state.hakem, state.hakem == hakem)
        table.summary_panel.show_deal(
            state.game, self._last_deal, list(self._window.names), self._shown_calls(),
            state.is_over, rounds, hakem_side=None if hakem is None else hakem % 2,
            conceded_by=self._controller.conceded_by(self._last_deal.deal_index),
            next_hakem=next_hakem)
        table.summary_panel.next_button.setVisible(button)
        table.place_panels()
        if not button:
            QTimer.singleShot(max(300, self._controller.timing.deal_summary_ms - 100),
                              table.summary_panel.hide)

    def _next_deal(self) -> None:
        self._table.summary_panel.hide()
        self._controller.continue_to_next_deal()

    def _on_match_ended(self, event: MatchEnded) -> None:
        state = self._controller.state
        self.hide_person_panels()
        self._table.summary_panel.hide()
        extra = 0  # sudden-death rounds played after the scheduled ones
        if state is not None and game_info(state.game).in_rounds:
            extra = max(0, len(state.deals) - (state.rules.scheduled_rounds or 0))
        game = state.game if state is not None else Game.HAND
        self._table.toast.clear()
        sets = None  # a match of sets is ranked by the sets won
        if state is not None and state.rules.set_count > 1:
            sets = state.view(VIEWER_SEAT).sets_won
        self._table.end_panel.show_result(game, event, list(self._window.names), extra, sets)
        self._table.place_panels()
        if self._window.exit_at_end:
            QTimer.singleShot(0, lambda: QApplication.exit(0))

    def _update_person_panel(self) -> None:
        """Show the call panel, the trump chooser or the show-trump button when it is the
        person's move of that kind."""
        c = self._controller
        table = self._table
        view = c.view(VIEWER_SEAT)
        # the person's Hand call, chosen while the bots lock theirs at the same time, stays
        # chosen: each bot's lock reset it (a helper found it while testing the hint)
        calling = table.call_panel.isVisible()
        self.hide_person_panels()
        if view is None or not c.accepts_input(VIEWER_SEAT):
            return
        if view.phase == Phase.CALLING:
            if not calling:
                table.call_panel.reset()
            table.call_panel.show()
            table.call_panel.raise_()
        elif view.phase == Phase.NAMING_TRUMP:
            table.trump_panel.setup(view.rules.bids)
            table.trump_panel.show()
            table.trump_panel.raise_()
        elif any(isinstance(a, RevealTrump) for a in view.legal_actions()):
            table.reveal_panel.show()
            table.reveal_panel.raise_()
        table.place_panels()

    def update_current(self) -> None:
        """The current deal's tricks under the scoreboard, as the table shows them (the engine
        is already in the next deal while a finished deal's last trick is on show)."""
        shown = self._table.shown
        if self._controller.state is None or shown.game is None:
            self._scoreboard.set_current_text("")
            return
        names = self._window.names
        if not shown.partnerships:
            parts = []
            for seat, (tricks, call) in enumerate(zip(shown.tricks, shown.calls, strict=True)):
                own = self._controller.view(seat) if seat in self._controller.human_seats else None
                if call is None and own is not None:  # the person's own call, once made
                    call = own.calls[seat]
                badge = self._table.badge(seat)  # the others' as their plates say them
                if call is None:  # the others' hidden until every call is locked
                    words = (translate("MainWindow", "{name}: call locked") if badge.call_locked
                             else translate("MainWindow", "{name}: no call yet"))
                    parts.append(words.format(name=names[seat]))
                    continue
                parts.append(translate("MainWindow", "{name}: {tricks} / call {call}").format(
                    name=names[seat], tricks=format_tricks(tricks), call=call))
            text = translate("MainWindow", "This round") + "\n" + "\n".join(parts)
        else:
            lines = [translate("MainWindow", "{side}: {tricks}").format(
                side=texts.side_name(side), tricks=side_tricks_text(shown, side))
                for side in (0, 1)]
            if shown.to_nobody:
                lines.append(translate("MainWindow", "To nobody (broken runs): {tricks}").format(
                    tricks=format_tricks(shown.to_nobody)))
            text = translate("MainWindow", "This deal") + "\n" + "\n".join(lines)
        self._scoreboard.set_current_text(text + self._news(shown))

    @staticmethod
    def _news(shown: ShownDeal) -> str:
        """The deal's news under its tricks (ShownDeal.news), the latest NEWS_SHOWN, each
        with its trick: what the message over the hand said, kept in sight."""
        lines = []
        for trick, words in shown.news[-NEWS_SHOWN:]:
            # its trick kept with its last word: "(trick" alone ended a wrapped line
            tag = translate("MainWindow", "(trick {n})").format(n=trick).replace(" ", "\u00a0")
            lines.append(f"{words()}\u00a0{tag}" if trick else words())
        return "\n\n" + "\n".join(lines) if lines else ""

    # ----- the person's moves -----------------------------------------------------------------

    def _card_chosen(self, card: object) -> None:
        if isinstance(card, Card):
            self._controller.play_card(card)

    def _call_confirmed(self, tricks: int) -> None:
        self._table.call_panel.hide()
        if self._controller.call(tricks) is not None:
            self._update_person_panel()

    def _trump_confirmed(self, suit: Suit, target: int | None) -> None:
        self._table.trump_panel.hide()
        if self._controller.name_trump(suit, target) is not None:
            self._update_person_panel()

    def _reveal_requested(self) -> None:
        self._table.reveal_panel.hide()
        self._controller.reveal_trump()
