"""Play this deal again: the same cards, seats and bots, from the start of the deal; then the two
results side by side. A deal played again is kept in its match's file (``replays``) and counted
nowhere: the match itself does not change.

Offered in the deal summary (the deal just played) and in History (any finished deal of any
saved match). While a deal is played again the match on the table waits: nothing of it is
saved, and "Back to the match" brings it back where it was. The hint and Undo are offered in the
replay, as in a practice match: nothing in it is counted. The deal is played to its own match's
rules, turn timer included (another match's, from History); the match that waited comes back
with its own timer, or with one chosen in Settings meanwhile ("this match and new ones").
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ..engine import Action, game_info
from ..engine.rewind import replay_start
from ..engine.rules import ScoreUnit
from ..engine.state import DealLog, MatchState
from ..storage.practice_log import PracticeLog
from ..storage.saves import SavedMatch
from . import texts
from .held_match import HeldMatch, held_from
from .i18n import format_courts, format_points, format_signed, format_tricks
from .players import HUMAN, SeatPlayer
from .table.keyed_panel import KeyedPanel
from .table.result_panels import BAD, GOOD, NAME, PLAIN, ResultGrid

if TYPE_CHECKING:
    from .table_window import TableWindow

log = logging.getLogger(__name__)
_T = TypeVar("_T")


class DealAgainPanel(KeyedPanel):
    """The first result and the result of the deal played again, side by side; "Back to the
    match" is reached and pressed with the keys as a result panel's buttons are."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlay")
        layout = self._titled_layout((24, 16, 24, 16))
        self.grid = ResultGrid(column_gap=40)  # "7 tricks: 2 courts" twice: two phrases apart
        layout.addWidget(self.grid)
        self.outcomes = QLabel()
        self.outcomes.setObjectName("note")
        self.outcomes.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.outcomes)
        self.back_button = QPushButton()
        self.back_button.setObjectName("confirm")
        self._keyed(self._buttons())
        self.back_button.clicked.connect(self.back_requested)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addStretch(1)
        layout.addLayout(row)
        self._shown: tuple[str, list[str], DealLog, DealLog] | None = None
        self._has_match = True
        self._seat = 0
        self._sudden_death: int | None = None
        self.retranslate()

    def _buttons(self) -> list[QPushButton]:
        return [self.back_button]

    def show_results(self, game: str, typed_names: list[str], first: DealLog, again: DealLog,
                     has_match: bool, seat: int = 0, sudden_death: int | None = None) -> None:
        """``typed_names``: the seats' names as people typed them (empty: the seat's role,
        said in the language in use); ``seat``: the seat of the match whose cards the person
        held this time; ``sudden_death``: the deal's number among the sudden-death rounds,
        if it is one (texts.sudden_death_number)."""
        self._shown = (game, list(typed_names), first, again)
        self._has_match = has_match
        self._seat = seat
        self._sudden_death = sudden_death
        self.retranslate()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the match") if self._has_match
                                 else self.tr("Close"))
        if self._shown is None:
            return
        game, typed, first, again = self._shown
        names = [texts.seat_label(name, None, seat, game) for seat, name in enumerate(typed)]
        if self._sudden_death is not None:
            title = texts.sudden_death_words().played_again(self._sudden_death)
        elif game_info(game).in_rounds:
            title = self.tr("Round {n} played again").format(n=first.index + 1)
        else:
            title = self.tr("Deal {n} played again").format(n=first.index + 1)
        self.title.setText(title)
        sides = game_info(game).partnerships
        heads = [self.tr("Side") if sides else self.tr("Player"),
                 self.tr("First time"), self.tr("This time")]
        if not sides:
            rows = [[(names[seat], NAME), self._hand_cell(first, seat),
                     self._hand_cell(again, seat)] for seat in range(4)]
        else:
            rows = [[(texts.side_name(side), NAME), self._side_cell(game, first, side),
                     self._side_cell(game, again, side)] for side in (0, 1)]
        self.grid.fill(heads, rows)
        lines = []
        if self._seat:
            lines.append(self.tr("This time you held the cards of {name}.").format(
                name=texts.seat_in_sentence(typed[self._seat], None, self._seat, game)))
        if sides:
            lines.append(self.tr("First time: {outcome}").format(
                outcome=self._outcome(first, game)))
            lines.append(self.tr("This time: {outcome}").format(
                outcome=self._outcome(again, game)))
        self.outcomes.setVisible(bool(lines))
        self.outcomes.setText("\n".join(lines))
        self.adjustSize()

    def _hand_cell(self, deal: DealLog, seat: int) -> tuple[str, str]:
        calls, counts, scores = deal.calls or [], deal.trick_counts or [], deal.scores or []
        if seat >= min(len(calls), len(counts), len(scores)):
            return "–", PLAIN
        text = self.tr("call {call}, {tricks}: {score}").format(
            call=calls[seat], tricks=format_tricks(counts[seat]),
            score=format_signed(scores[seat]))
        return text, GOOD if scores[seat] > 0 else BAD

    def _side_cell(self, game: str, deal: DealLog, side: int) -> tuple[str, str]:
        counts, scores = deal.trick_counts or [], deal.scores or []
        if side >= min(len(counts), len(scores)):
            return "–", PLAIN
        unit = format_courts if game_info(game).score_unit == ScoreUnit.COURTS else format_points
        score = unit(scores[side])
        text = self.tr("{tricks}: {score}").format(tricks=format_tricks(counts[side]),
                                                    score=score)
        return text, GOOD if scores[side] else PLAIN

    @staticmethod
    def _outcome(deal: DealLog, game: str) -> str:
        outcome = (deal.outcomes or [""])[0]
        return texts.deal_outcome_phrase(outcome, game, deal.bid_target) if outcome else ""


@dataclass
class _Run:
    """A deal being played again."""

    deal: int
    first: DealLog  # the deal as it was first played
    begin: int  # actions of the match before the deal
    match_id: str | None  # the saved match it comes from (None: not saved)
    waiting: HeldMatch | None
    seat: int = 0  # the seat of the match the person plays: its cards are at seat 0
    index: int = 0  # the deal's index in the state played (0: a match of its own)
    players: tuple[SeatPlayer, ...] = ()  # who sat where in the match
    # a turn timer chosen in Settings while the deal is played again ("this match and new
    # ones"): the match that waited takes it too; None, it keeps its own
    timer_chosen: int | None = None


def seated_from(players: list[SeatPlayer], seat: int) -> list[SeatPlayer]:
    """The players with seat ``seat`` of the match at seat 0: the person takes that seat's
    cards, and a ``hard`` bot the person's own (each other bot keeps its level)."""
    moved = []
    for place in range(4):
        player = players[(place + seat) % 4]
        if place == 0:
            person = next((p for p in players if p.is_human), player)
            moved.append(SeatPlayer(person.name, HUMAN))
        elif player.is_human:
            moved.append(SeatPlayer("", "hard"))
        else:
            moved.append(player)
    return moved


def seen_from(log: DealLog, seat: int, game: str) -> DealLog:
    """A deal played with every seat moved round by ``seat`` places, told in the match's own
    seats (and sides) again, to stand beside the first result."""
    if seat == 0:
        return log
    sides = game_info(game).partnerships
    size = 2 if sides else 4

    def back(values: list[_T] | None) -> list[_T] | None:
        return None if values is None else [values[(place - seat) % size] for place in
                                            range(size)]

    outcomes = log.outcomes if sides else back(log.outcomes)  # with sides one, the deal's
    return replace(log, calls=back(log.calls), trick_counts=back(log.trick_counts),
                   scores=back(log.scores), outcomes=outcomes)


class DealAgain(QObject):
    """Plays a deal again at the window's table and shows the comparison."""

    finished = Signal()  # back from a deal played again

    def __init__(self, window: TableWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self.controller = window.controller
        self.panel = DealAgainPanel(window.table)
        self.panel.back_requested.connect(self.back)
        # sized again once its words are styled, or in another language (as the table's own)
        self.panel.outgrown.connect(self._place)
        self.panel.texts_changed.connect(self._place)
        # no ring round the hand under it; the keys reach its button
        window.table.result_focus.cover_with(self.panel)
        self.run: _Run | None = None
        window.table.summary_panel.again_requested.connect(self.again_last_deal)
        # after the window's own handler, which shows the deal summary: replaced here
        self.controller.waiting_for_next_deal.connect(self._deal_over)
        self.controller.match_started.connect(self._match_started)
        self.controller.timer_length_changed.connect(self._timer_chosen)
        self._starting = False
        window.table.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the event's type first, the panel read with a default: a resize reaching the table
        # while this object's Python side goes away (at interpreter shutdown) finds no
        # attributes, and must raise nothing (see StatusLine.eventFilter)
        panel = getattr(self, "panel", None) if event.type() == QEvent.Type.Resize else None
        if panel is not None and panel.isVisible():
            # once the table has taken its new size and scale (its own handler comes after)
            QTimer.singleShot(0, self, self._place)
        return False

    def _match_started(self) -> None:
        """Another match put on the table (a new one, one resumed) ends the replay; the
        match that waited stays as it was saved."""
        self.panel.hide()
        if not self._starting and not self.controller.undoing:
            self.run = None

    def _timer_chosen(self, seconds: int) -> None:
        if self.run is not None:
            self.run.timer_chosen = seconds

    @contextmanager
    def _putting_on_table(self) -> Iterator[None]:
        """The replay's own match put on the table (or the waiting one back): its start does
        not end the replay."""
        self._starting = True
        try:
            yield
        finally:
            self._starting = False

    @property
    def replaying(self) -> bool:
        return self.run is not None

    def first_own_deal(self) -> int:
        """The first deal of the state on the table that this table played: while a deal is
        played again, that deal (the ones before it are the match's, reviewed from the match,
        which knows what the table played for the person); else 0."""
        return 0 if self.run is None else self.run.index

    def last_deal(self) -> int | None:
        """The deal "Play the last deal again" plays: the last finished deal of the match on
        the table, whether it was scored at this table or before (a match resumed from its
        file, or started again by an undo); None while four bots play or a deal is being
        played again."""
        state = self.controller.state
        if state is None or self.window_.watching or self.run is not None:
            return None
        return state.last_scored_deal

    def again_last_deal(self, seat: int = 0) -> None:
        """The last finished deal (the one whose summary is showing, if one is) played again
        from the match on the table, from the person's seat or from ``seat``."""
        window, c = self.window_, self.controller
        deal = self.last_deal()
        if c.state is None or deal is None:
            return
        saver = window.saver
        match_id = saver.match_id if saver is not None else None
        if self.play_again(c.state, deal, list(c.players), match_id, seat):
            window.table.summary_panel.hide()
        elif seat != 0:
            window.table.show_message(lambda: self.tr(
                "A deal without trump is played again from your seat only."), 5000)

    def play_again(self, origin: MatchState, deal: int, players: list[SeatPlayer],
                   match_id: str | None, seat: int = 0) -> bool:
        """Play deal ``deal`` (from 0, finished) of ``origin`` again with ``players``, the
        person in their own seat or, with ``seat``, in that seat of the match (its cards at
        the bottom of the table); the match on the table, if one is being played, waits.
        False if the deal cannot be played so."""
        if self.run is not None or deal >= len(origin.deals) or origin.deals[deal].scores is None:
            return False
        try:
            begin_state, begin = replay_start(origin, deal, seat)
        except ValueError:
            return False  # a deal without trump, from another seat
        self.run = _Run(deal, origin.deals[deal].copy(), begin, match_id, self._waiting(),
                        seat, begin_state.deal_index, tuple(players))
        players = seated_from(players, seat)
        window = self.window_
        if window.saver is not None:
            window.saver.enabled = False  # the match's file is not the replay's
        self.controller.practice = True  # nothing of a replay is counted: hint and undo
        with self._putting_on_table():
            window.show_state(begin_state, players, origin.seed)
        typed = self.run.players[seat].name
        window.table.show_message(lambda: self._again_text(origin, deal, seat, typed), 5000)
        return True

    def _again_text(self, origin: MatchState, deal: int, seat: int, typed: str) -> str:
        """What the table says as deal ``deal`` is played again from ``seat`` (whose typed
        name is ``typed``): one line of the table's toast (70 characters at most). Hand is
        played in rounds."""
        rounds = game_info(origin.game).in_rounds
        sudden = texts.sudden_death_number(origin.rules, deal)
        if sudden is not None:  # named as its summary named it
            words = texts.sudden_death_words()
            text = words.again_own_cards(sudden) if seat == 0 else words.again_with_cards_of(
                sudden)
        elif seat == 0 and rounds:
            text = self.tr("Round {n} again, same cards and bots: it is not counted.")
        elif seat == 0:
            text = self.tr("Deal {n} again, same cards and bots: it is not counted.")
        elif rounds:
            text = self.tr("Round {n} again with the cards of {name}: it is not counted.")
        else:
            text = self.tr("Deal {n} again with the cards of {name}: it is not counted.")
        name = texts.seat_in_sentence(typed, None, seat, origin.game)
        return text.format(n=deal + 1, name=name)

    def _waiting(self) -> HeldMatch | None:
        """The unfinished match on the table (not one watched), to come back to; from the
        start screen, the match the person left there (Game > Home screen)."""
        window, c = self.window_, self.controller
        if c.state is None:
            return window.held_match()
        return held_from(c, window.saver, window.watching)

    def _deal_over(self) -> None:
        run, state = self.run, self.controller.state
        window = self.window_
        window.table.summary_panel.again_button.setVisible(
            run is None and not window.watching and state is not None and not state.is_over)
        if run is None or state is None or run.index >= len(state.deals):
            return
        again = state.deals[run.index]
        if again.scores is None:
            return
        window.table.summary_panel.hide()
        self.panel.show_results(state.game, [player.name for player in run.players], run.first,
                                seen_from(again, run.seat, state.game), run.waiting is not None,
                                run.seat, texts.sudden_death_number(state.rules, run.index))
        window.table.place_panels()
        self._place()

    def _place(self) -> None:
        self.window_.table.place_result(self.panel)

    def back(self) -> None:
        """Keep the deal played again in its match's file, and bring the match back."""
        if self.run is None or self.controller.state is None:
            return
        waiting = self._end_run()
        window = self.window_
        if waiting is not None:
            with self._putting_on_table():
                window.resume(waiting.state, waiting.players, waiting.match_id,
                              waiting.created, practice_log=waiting.log)
            if window.saver is not None:
                window.saver.save_now()
        else:
            window.leave_table()
        self.finished.emit()

    def set_aside(self) -> HeldMatch | None:
        """Game > Home screen during a deal played again: the run ends, and the match that
        waited is handed back to be held on the start screen, not put on the table (None if
        none waited). Home went through ``back``, which kept an unfinished deal in the match's
        file, and the file no longer loaded (a code review)."""
        if self.run is None or self.controller.state is None:
            return None
        waiting = self._end_run(held=True)
        self.finished.emit()
        return waiting

    def _end_run(self, held: bool = False) -> HeldMatch | None:
        """The run ended: the deal played again kept in its match's file once it is finished
        (a deal left half played is not kept), and the match that waited, with a timer chosen
        in Settings meanwhile, to come back; ``held``: it comes back later (its file gets
        the deal now, as another match's does)."""
        run, state = self.run, self.controller.state
        assert run is not None and state is not None
        self.run = None
        self.panel.hide()
        waiting = run.waiting
        if run.index < len(state.deals) and state.deals[run.index].scores is not None:
            actions = list(state.actions[run.begin:])
            if waiting is not None and waiting.match_id == run.match_id:
                waiting.log.add_replay(run.deal, run.seat, actions)  # written with the match
            if run.match_id is not None and (held or waiting is None
                                             or waiting.match_id != run.match_id):
                self._keep_in_file(run.match_id, run.deal, run.seat, actions)
        if waiting is not None:
            # a timer chosen in Settings meanwhile is the match's too ("this match and new
            # ones"): it came back with its old one (a code review). Only one chosen: the
            # deal's own, its match's rules (another match's, from History), is not, and a
            # match with its timer off came back counting the other match's 2 minutes (a
            # player's report)
            chosen = run.timer_chosen
            if chosen is not None and waiting.state.rules.turn_timer != chosen:
                waiting.state.set_turn_timer(chosen)
        return waiting

    def _keep_in_file(self, match_id: str, deal: int, seat: int,
                      actions: list[Action]) -> None:
        """A deal of a match not on the table: added to that match's file (unless another
        Koutchina plays that match now). The file is read and written on the saver's thread;
        one that cannot be read is left as it is (the deal played again is lost, never the
        match)."""
        saver = self.window_.saver
        if saver is None or saver.lock.busy(match_id):
            return
        replays = PracticeLog()
        replays.add_replay(deal, seat, actions)
        added = replays.replays

        def add_replay(saved: SavedMatch) -> SavedMatch:
            saved.replays = [*saved.replays, *added]
            return saved

        try:
            saver.autosaver.submit_change(match_id, add_replay)
        except RuntimeError as error:  # the saver already closed: only this deal is lost
            log.warning("deal played again not kept in %s: %s", match_id, error)


__all__ = ["DealAgain", "DealAgainPanel"]
