"""The coach at the table: a Hint button (key H) with its panel, Undo (Ctrl+Z), Claim and
Concede (over the table once half the deal's tricks are played; in the menu from the first
card; in Hand, where nobody has a side to concede to, "Play the rest for me"), and the Coach
menu.

Hints and undo are offered in practice matches only (the New-match dialog's "Practice: hints
and undo"), which the statistics count apart: a match played without them stays unaided.
The hint is computed on a worker thread from the person's view only (``koutchina.coach``), so
the window never waits; the panel says "Thinking…" meanwhile (the person's turn timer waits
for it too) and goes away as soon as anyone acts. The review of the last deal opens in its
own window (review_window.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from ..engine import Phase, SeatView, game_info
from . import texts
from .background import BackgroundTask
from .coach_texts import concession_question, hand_standing
from .controller import VIEWER_SEAT
from .hint_panel import HintPanel
from .hint_place import HintPlace
from .i18n import FollowsLanguage
from .table.panels import UNSTYLED, button_look, buttons_rescaled
from .window_looks import ask_yes_or_no

if TYPE_CHECKING:
    from ..coach import Hint
    from .table_window import TableWindow


# a deal under way: the person may be asked to call, name trump or play
DEAL_PHASES = (Phase.CALLING, Phase.NAMING_TRUMP, Phase.PLAYING)


class CoachMenu(FollowsLanguage, QMenu):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Coach"))


class CoachControls(FollowsLanguage, QWidget):
    """Adds the coach to a main window: button, panel, menu, and their behaviour.

    A hidden helper widget (so that it follows the language like every widget)."""

    again_requested = Signal(int)  # play the last deal again from this seat of the match

    def __init__(self, window: TableWindow) -> None:
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
        self.undo_button = QPushButton(layer)
        self.undo_button.setObjectName("undo_button")
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.hide()
        self.concede_button = QPushButton(layer)
        self.concede_button.setObjectName("concede_button")
        self.concede_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.concede_button.clicked.connect(self.concede)
        self.concede_button.hide()
        # replaced by tests: the question -> whether the person confirms
        self.confirm: Callable[[str], bool] = self._confirm
        # laid out with Last trick (TableArea.place_corner_buttons): Hint and Claim left of
        # it, Undo and Concede under it
        table.set_corner_buttons((self.button, self.claim_button),
                                 (self.undo_button, self.concede_button))
        self.panel = HintPanel(layer)
        self.hint_place = HintPlace(window.table, self.panel, lambda: (
            self.button, self.claim_button, self.undo_button, self.concede_button))
        self.panel.texts_changed.connect(self._place)  # as tall as its new words
        self.panel.clicked.connect(self.close_hint)
        self.task = BackgroundTask(self)
        self._asked: object = None  # the view whose hint is shown or on its way
        self._shown: Hint | None = None  # its hint, once worked out (H shows it again)
        # the deal, and the tricks played in it, at the person's last turn where a claim was
        # possible (_claim_stands)
        self._claim_from: tuple[int, int] | None = None
        self.task.finished.connect(self._on_hint)
        self.task.failed.connect(self._on_failed)
        self.hint_action = self._keyed_action(QKeySequence("H"), self.show_hint)
        self.claim_action = self._keyed_action(QKeySequence("C"), self.claim)
        self.undo_action = self._keyed_action(QKeySequence(QKeySequence.StandardKey.Undo),
                                              self.undo)
        # outside a practice match Hint and Undo are dimmed in the menu, their keys with them:
        # H and Ctrl+Z on the person's turn say where hints and undo are, through these
        self.hint_key_action = self._keyed_action(QKeySequence("H"), self._say_practice_only)
        self.undo_key_action = self._keyed_action(
            QKeySequence(QKeySequence.StandardKey.Undo), self._say_practice_only)
        self.concede_action = QAction(self)
        self.concede_action.triggered.connect(lambda _checked=False: self.concede())
        self.review_action = QAction(self)
        self.review_action.triggered.connect(lambda _checked=False: self.review_last_deal())
        self.menu = CoachMenu(window)
        self.menu.setToolTipsVisible(True)  # why Hint and Undo are dimmed outside practice
        # and said in the menu itself, over them: a tooltip waits for a pointer kept still,
        # and a player's review found them dimmed with nothing saying why
        self.practice_note = self.menu.addAction("")
        self.practice_note.setEnabled(False)
        self.practice_note_line = self.menu.addSeparator()
        self.menu.addAction(self.hint_action)
        self.menu.addAction(self.undo_action)
        self.menu.addAction(self.claim_action)
        self.menu.addAction(self.concede_action)
        self.menu.addAction(self.review_action)
        self.again_menu = QMenu(self.menu)  # the last deal again, from any seat
        self.again_actions: list[QAction] = []
        for seat in range(4):
            action = self.again_menu.addAction("")
            action.triggered.connect(
                lambda _checked=False, s=seat: self.again_requested.emit(s))
            self.again_actions.append(action)
        self.menu.addMenu(self.again_menu)
        window.menuBar().insertMenu(window.menus.help_menu.menuAction(), self.menu)
        window.addAction(self.hint_action)
        window.addAction(self.claim_action)
        window.addAction(self.undo_action)
        window.addAction(self.hint_key_action)
        window.addAction(self.undo_key_action)
        self._look = UNSTYLED  # what the hint panel was last scaled for
        table.installEventFilter(self)
        # the panels that cover the table with a result: the buttons go with them
        self._results: list[QWidget] = []
        for result in (table.summary_panel, table.end_panel):
            self.cover_with(result)
        # a message over the hand takes its room back from a chooser gone down for the hint
        table.toast.visibleChanged.connect(self._place)
        c = self.controller
        c.settled.connect(self._refresh)
        c.card_played.connect(lambda *_: self._moved_on())
        c.calls_revealed.connect(lambda *_: self._moved_on())
        c.trump_named.connect(lambda *_: self._moved_on())  # the Hakem then leads: a new choice
        c.deal_started.connect(lambda *_: self._moved_on())
        c.match_started.connect(self._moved_on)
        c.claimed.connect(self._on_claimed)
        c.moves_undone.connect(self._on_undone)
        window.table.summary_panel.review_requested.connect(self.review_last_deal)
        self.retranslate()

    def _keyed_action(self, key: QKeySequence, act: Callable[[], object]) -> QAction:
        """An action of the coach's on ``key``, doing ``act``."""
        action = QAction(self)
        action.setShortcut(key)
        action.triggered.connect(lambda _checked=False: act())
        return action

    # ----- hint ------------------------------------------------------------------------------

    def _persons_turn(self) -> bool:
        c = self.controller
        return (c.state is not None and not self.window_.watching
                and c.accepts_input(VIEWER_SEAT))

    def hint_available(self) -> bool:
        """The person's turn in a practice match."""
        return self.controller.practice and self._persons_turn()

    @property
    def thinking(self) -> bool:
        """The hint the person asked for is being worked out: their turn timer waits for it
        (main_window.py) and goes on once it is shown, or given up."""
        return self.task.running

    def show_hint(self) -> None:
        """Start computing the hint for the person's view (nothing when it is not their turn;
        outside a practice match, one line saying where hints are). H again closes a hint
        shown, and opens it again for the same turn without working it out again."""
        if self._persons_turn() and not self.controller.practice:
            self._say_practice_only()
            return
        if not self.hint_available():
            return
        view = self.controller.view(VIEWER_SEAT)
        if view is None:
            return
        if self._asked_for(view):
            if self.panel.isVisible() and self.panel.shown_hint is not None:
                self.close_hint()  # H toggles it
                return
            if self.thinking:
                self.close_hint()  # H toggles it while it is worked out too, as Esc closes it
                return
            if self._shown is not None:
                self._show(self._shown)  # this turn's hint again, as it was
                return
        self._asked, self._shown = view, None
        from ..coach import hint_for, seat_seed  # not at start (see koutchina.coach)

        seed = seat_seed(self.controller.seed, VIEWER_SEAT)
        self._note_timer()
        self.panel.show_thinking()
        self._place()
        self.task.start(lambda _cancelled: hint_for(view, seed))

    def practice_only_text(self) -> str:
        """Why Hint and Undo are dimmed outside a practice match, and where to start one, in the
        menus' own words ("Game > New match"): the tooltip of both, and the message of H and
        Ctrl+Z. One line of the table's toast (it said "(New match)", and in French
        "Conseils et annulation : en entraînement (Nouvelle partie).", a riddle: a player's
        review)."""
        menus = self.window_.menus
        return self.tr("Hints and undo are for practice matches only ({menu} > {item}).").format(
            menu=menus.game_menu.title().replace("&", ""),
            item=menus.new_match_action.text().replace("&", "").rstrip("…"))

    def _say_practice_only(self) -> None:
        """H or Ctrl+Z on the person's turn outside a practice match."""
        if self._persons_turn() and not self.controller.practice:
            self.window_.table.show_message(self.practice_only_text, 5000)

    def _name_practice_only(self) -> None:
        """Hint and Undo dimmed alike outside a practice match, each saying why."""
        why = "" if self.controller.practice else self.practice_only_text()
        self.hint_action.setToolTip(why)
        self.undo_action.setToolTip(why)
        self.practice_note.setText(why)
        shown = bool(why) and self.controller.state is not None and not self.window_.watching
        self.practice_note.setVisible(shown)
        self.practice_note_line.setVisible(shown)

    def _on_hint(self, hint: object) -> None:
        from ..coach import Hint

        if isinstance(hint, Hint) and self.hint_available():
            self._shown = hint
            self._show(hint)

    def _show(self, hint: Hint) -> None:
        self._note_timer()
        self.panel.show_hint(hint)
        self._place()
        self._choose_advice(hint)  # said before the hint (a focus moved would cut it short)
        announcer = self.window_.table.announcer
        announcer.say(announcer.panel_words(self.panel))

    def _choose_advice(self, hint: Hint) -> None:
        """The advice chosen for Enter (the card raised, the call or trump chosen in its
        chooser), as a player expects: H then Enter played the card raised before, the one the
        hint had just advised against, and the deal's review charged it (a player's review).
        Only for the decision the hint was worked out for, still the person's now."""
        view = self.controller.view(VIEWER_SEAT)
        action = hint.shown_choice.action  # the card the hint names, of equal ones
        if (view is not None and self._asked_for(view) and self._persons_turn()
                and action in view.legal_actions()):
            self.window_.table.choose_for_enter(action)

    def _asked_for(self, view: SeatView) -> bool:
        """Whether ``view`` is the decision whose hint is shown or on its way: the same view,
        but for the other seats' Hand calls locked meanwhile (the four call at the same time,
        and a lock says nothing of the call: a bot that locked while the hint was worked out
        left the chooser on the call the hint advised against, and H asked anew instead of
        closing the hint, a code review); the seats still to act change with them."""
        asked = self._asked
        return isinstance(asked, SeatView) and (
            replace(view, calls_locked=asked.calls_locked, to_act=asked.to_act) == asked)

    def _note_timer(self) -> None:
        """The hint says that the timer waits while it is open, where the turn is timed."""
        state = self.controller.state
        self.panel.set_timed(state is not None and state.rules.turn_timer > 0)

    def close_hint(self) -> bool:
        """Close the hint (Esc, H, a click on it); its turn timer goes on. Whether one was
        open. One still being worked out is given up (H asks again)."""
        if not self.panel.isVisible():
            return False
        if self.thinking:
            self.task.cancel()
            self._asked = None
        self.panel.hide()
        self._place()  # the choosers back in their places
        return True

    def _on_failed(self, message: str) -> None:
        self._asked = None  # H tries again
        self.panel.show_error(message)

    def _moved_on(self) -> None:
        self.task.cancel()
        self.panel.hide()
        self._refresh()

    def _refresh(self) -> None:
        c = self.controller
        turn = self._persons_turn()
        available = c.practice and turn  # hint_available()
        # Hint and Concede stay over the table while the deal is played (they vanished at
        # each bot's card: a flicker), usable on the person's turn
        table = self.window_.table
        seated = c.state is not None and not self.window_.watching and not self._covered()
        coaching = c.practice and seated and c.state is not None and c.state.phase in DEAL_PHASES
        # the deal's last card played, its last trick still on show (kept there to be read),
        # no result over the table yet
        shown_over = seated and self._deal_shown_is_over()
        if shown_over:
            # Hint and Undo stay as they were, dimmed, till the result covers the table: at the
            # match's last card (no deal phase any more) they went, seconds before the end
            # panel, a blink once a match (a player's review)
            self.button.setEnabled(False)
        else:
            self.button.setVisible(coaching)
            self.button.setEnabled(available)
        # dimmed outside a practice match, as Undo: it was lit, and only said "practice only"
        self.hint_action.setEnabled(available)
        outside = turn and not c.practice  # H and Ctrl+Z say where hints and undo are
        self.hint_key_action.setEnabled(outside)
        self.undo_key_action.setEnabled(outside)
        self._name_practice_only()
        # lit while the table is busy too: an undo asked then waits for it to settle
        undoable = not self.window_.watching and c.may_undo()
        if shown_over:
            self.undo_button.setEnabled(False)
        else:
            self.undo_button.setVisible(coaching)  # there all the deal, as Hint (no flicker)
            self.undo_button.setEnabled(undoable)
        self.undo_action.setEnabled(undoable)
        claimable = turn and c.can_claim(VIEWER_SEAT)
        # not once the person's side has won the deal whatever the tricks left (Court Piece):
        # "Concede the rest" was offered to the winners (a player's review)
        concedable = turn and c.can_concede(VIEWER_SEAT) and not self._deal_won_already()
        if shown_over:
            # the deal's last card played, its last trick still on show (kept there to be
            # read): Claim and Concede stay as they were, dimmed, till the summary covers the
            # table. Concede went at that card, 3 s before the summary, as if it blinked out
            self.claim_button.setEnabled(False)
            self.concede_button.setEnabled(False)
        else:
            sure = seated and self._claim_stands(turn, claimable)
            self.claim_button.setVisible(sure)
            self.claim_button.setEnabled(claimable)
            # not beside a sure claim (conceding tricks the person is sure to take), nor once
            # a claim is made (the deal is played for them): it stayed, dimmed (a player's
            # review); its place kept, nothing moves
            self.concede_button.setVisible(seated and c.deal_still_open() and not sure
                                           and self._deal_half_played()
                                           and not self._deal_won_already())
            self.concede_button.setEnabled(concedable)
        self.claim_action.setEnabled(claimable)
        self.concede_action.setEnabled(concedable)
        # each button's place kept all the match, shown or not, and Claim (seldom shown) put
        # beside them: one that comes or goes (Concede at half the deal, Claim, Hint and Undo
        # at a result) moves none of the others under the person's mouse
        if c.state is not None and not self.window_.watching:
            coach = (self.button, self.undo_button) if c.practice else ()
            table.keep_corner_places((*coach, self.concede_button), (self.claim_button,))
        else:
            table.keep_corner_places(())
        self._name_practice_only()  # a match started, or one of the other kind
        self.review_action.setEnabled(self._last_finished_deal() is not None)
        # on only when choosing it acts (not while that deal is being played again)
        self.again_menu.setEnabled(self.window_.last_deal_to_play_again() is not None)
        self._name_last_deal_actions()
        self._name_again_actions()
        if not available:
            self.task.cancel()
            self.panel.hide()
        self._place()

    # ----- claim -----------------------------------------------------------------------------

    def _claim_stands(self, turn: bool, claimable: bool) -> bool:
        """Whether Claim the rest is over the table: from a turn of the person's where a claim
        is possible to the deal's end, usable on their turn, dimmed between (it showed on their
        turn only: when they played on rather than claim, it went at their card and came back
        at their next turn, a blink a trick). A claim possible stays so while the person takes
        every trick (claim.py's proof holds with fewer cards unseen); it goes when one is lost
        (a side suit led while trumps are out, ruffed), is claimed, when a single trick is left to
        play (the card does it), or the deal ends."""
        c = self.controller
        view = c.view(VIEWER_SEAT)
        if view is None or not c.deal_still_open():
            self._claim_from = None
            return False
        if turn:  # the person's turn: as it is now
            self._claim_from = (view.deal_index, len(view.completed_tricks)) if claimable else None
            return claimable
        if self._claim_from is None:
            return False
        deal, tricks = self._claim_from
        done = view.completed_tricks
        return (deal == view.deal_index and tricks <= len(done)
                and all(trick.winner == VIEWER_SEAT for trick in done[tricks:]))

    def claim(self) -> None:
        """Take every remaining trick at once (offered only when it is certain)."""
        if self._persons_turn():
            self.controller.claim(VIEWER_SEAT)

    # ----- concede ---------------------------------------------------------------------------

    def concede(self) -> None:
        """Give up the rest of the deal, once the person confirms; in Hand, have the table play
        the rest of the round for them (Play the rest for me)."""
        c = self.controller
        view = c.view(VIEWER_SEAT)
        if not self._persons_turn() or not c.can_concede(VIEWER_SEAT) or view is None:
            return
        if not game_info(view.game).partnerships:  # as MatchController.concede does it
            # where the person stands first, then what the table does: it plays on as medium
            # would towards their call, ducking once it is made, its masters thrown first when
            # void (bots.rulebased.conceding_card)
            question = self.tr(
                "{standing} Let the table play the rest of this round for you? It plays your "
                "remaining cards as a bot would, aiming at your call."
            ).format(standing=hand_standing(view.tricks_won[VIEWER_SEAT],
                                            view.calls[VIEWER_SEAT] or 0))
        else:  # what the other side then scores, worked out by the engine on a copy
            assert c.state is not None  # a view is there
            question = concession_question(c.state, VIEWER_SEAT)
        if self.confirm(question) and c.concede(VIEWER_SEAT):
            rounds = self._in_rounds()
            self.window_.table.show_message(
                lambda: self.tr("The table plays the rest of the round for you.") if rounds
                else self.tr("You concede the rest of the deal."), 3000)

    def _deal_shown_is_over(self) -> bool:
        """The engine has finished the deal the table still shows (it is in the next deal, or
        the match is over) and that deal's last trick is being played out or read: the
        controller's events still being shown, not held at the deal's result. Once they are
        held the result is up, or was and went (a deal played again puts its own panel in the
        summary's place at once): the buttons then follow the table as it is, and do not stay
        beside that result (they did, till the match was brought back: a code review)."""
        c = self.controller
        state, shown = c.state, self.window_.table.shown.event
        return (state is not None and shown is not None and c.busy and not c.awaiting_next_deal
                and (state.is_over or state.deal_index != shown.deal_index))

    def cover_with(self, panel: QWidget) -> None:
        """``panel`` shows a result over the table (the deal summary, the match's end, a deal
        played again and the first time it was played): the buttons over the table go while
        it is up, and come back as it goes."""
        self._results.append(panel)
        panel.installEventFilter(self)

    def _covered(self) -> bool:
        """A result covers the table."""
        return any(panel.isVisible() for panel in self._results)

    def _deal_won_already(self) -> bool:
        """The person's side has won the deal, whatever the tricks left (a Court Piece deal
        settled: ``ShownDeal.settled``)."""
        settled = self.window_.table.shown.settled
        return settled is not None and settled[0] == VIEWER_SEAT % 2

    def _deal_half_played(self) -> bool:
        """At least half the deal's tricks are played (Hand: 4 of 8; Court Piece and Hokm: 6
        of 13): a player gives up the rest near the end, so the button over the table waits
        till then; the Coach menu offers it from the first card."""
        state, view = self.controller.state, self.controller.view(VIEWER_SEAT)
        if state is None or view is None:
            return False
        return len(view.completed_tricks) >= game_info(state.game).tricks_per_deal // 2

    def _confirm(self, question: str) -> bool:
        title = self.tr("Play the rest for me") if self._in_rounds() else self.tr("Concede")
        return ask_yes_or_no(self.window_, title, question)

    # ----- undo ------------------------------------------------------------------------------

    def undo(self) -> None:
        """Take back the person's last move of this deal (practice matches); asked while the
        table is busy, as soon as it settles (MatchController.undo)."""
        if not self.window_.watching:
            self.controller.undo()

    def _on_undone(self, _at: int, _actions: object) -> None:
        state = self.controller.state
        if state is not None:
            self.window_.fill_scoreboard_from(state)  # the restart emptied the scoreboard
        self.window_.table.show_message(lambda: self.tr("Your last move is taken back."), 2500)

    def _on_claimed(self, seat: int) -> None:
        self.claim_button.hide()
        rounds = self._in_rounds()
        self.window_.table.tell(lambda: self._claimed_text(seat, rounds), 4000)

    def _claimed_text(self, seat: int, rounds: bool) -> str:
        if seat == VIEWER_SEAT:
            return (self.tr("You claim the rest of the round: no card can beat yours.") if rounds
                    else self.tr("You claim the rest of the deal: no card can beat yours."))
        claim = (self.tr("{name} claims the rest of the round: no card can beat theirs.")
                 if rounds else
                 self.tr("{name} claims the rest of the deal: no card can beat theirs."))
        return texts.sentence(claim.format(name=self.window_.table.name_in_sentence(seat)))

    # ----- review ----------------------------------------------------------------------------

    def _last_finished_deal(self) -> int | None:
        state = self.controller.state
        if state is None or self.window_.watching:
            return None
        deal = state.last_scored_deal
        return deal if deal is not None and deal >= self.window_.first_own_deal() else None

    def review_last_deal(self) -> None:
        deal = self._last_finished_deal()
        state = self.controller.state
        if deal is None or state is None:
            return
        from ..engine.record import record_of
        from .review_window import ReviewWindow

        dialog = ReviewWindow(record_of(state), VIEWER_SEAT, deal, self.window_,
                              self.controller.played_for_person(deal))
        dialog.show()
        dialog.start()

    # ----- layout ----------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # the event's type first, its own attributes read with a default: an event reaching the
        # table or a result panel while the coach's Python side goes away (at interpreter
        # shutdown) finds no attributes, and must raise nothing (see StatusLine.eventFilter)
        kind = event.type()
        if kind == QEvent.Type.Resize:
            if watched is getattr(getattr(self, "window_", None), "table", None):
                # after the table placed its own buttons
                QTimer.singleShot(0, self, self._place)
        elif (kind in (QEvent.Type.Show, QEvent.Type.Hide)
              and watched in getattr(self, "_results", ())):  # a result panel
            QTimer.singleShot(0, self, self._refresh)
        return False

    def follow_looks(self) -> None:
        """Its buttons in the felt chosen now (and its hint panel)."""
        self.panel.restyle()
        self._place()

    def _place(self) -> None:
        table = self.window_.table
        k = table.panel_scale()
        if buttons_rescaled(self._look, k):
            self._look = button_look(k)
            self.panel.set_scale(k)
        table.place_corner_buttons()
        self.hint_place.place(k)

    def retranslate(self) -> None:
        self.button.setText(self.tr("Hint (H)"))
        self.hint_action.setText(self.tr("&Hint"))
        self.claim_button.setText(self.tr("Claim the rest (C)"))
        self.undo_button.setText(self.tr("Undo (Ctrl+Z)"))
        self.undo_action.setText(self.tr("&Undo my last move"))
        self._name_last_deal_actions()
        self._name_again_actions()
        # in the menus' words: they may be named after the coach (MainMenus follows too)
        self._name_practice_only()
        QTimer.singleShot(0, self, self._name_practice_only)
        self._place()

    def _name_last_deal_actions(self) -> None:
        """In the word of the game on the table: Hand is played in rounds ("manches")."""
        # the button over the table says what it does before its question does. In Hand, where
        # nobody has a side to concede to, it is named for what it does: "Concede" read as a
        # partnership game's word (a player's review)
        if self._in_rounds():
            self.concede_button.setText(self.tr("Play the rest for me"))
            self.concede_button.setToolTip(self.tr(
                "The table plays your remaining cards of this round for you as a bot would, "
                "aiming at your call (you are asked first)."))
        else:
            self.concede_button.setText(self.tr("Concede the rest"))
            self.concede_button.setToolTip(self.tr(
                "Give up the rest of this deal: the other side takes every trick still to play "
                "(you are asked first)."))
        # the Coach menu says it too (its tooltips are shown)
        self.concede_action.setToolTip(self.concede_button.toolTip())
        if self._in_rounds():
            self.concede_action.setText(self.tr("&Play the rest of the round for me…"))
            self.claim_action.setText(self.tr("&Claim the rest of the round"))
            self.review_action.setText(self.tr("&Review the last round…"))
            self.again_menu.setTitle(self.tr("Play the last round &again"))
        else:
            self.concede_action.setText(self.tr("C&oncede the rest of the deal…"))
            self.claim_action.setText(self.tr("&Claim the rest of the deal"))
            self.review_action.setText(self.tr("&Review the last deal…"))
            self.again_menu.setTitle(self.tr("Play the last deal &again"))

    def _in_rounds(self) -> bool:
        """Whether the game on the table is played in rounds (Hand) rather than deals."""
        state = self.controller.state
        return state is not None and game_info(state.game).in_rounds

    def _name_again_actions(self) -> None:
        """The seats as the table names them now (they change with the match)."""
        for seat, action in enumerate(self.again_actions):
            if seat == 0:
                action.setText(self.tr("From your seat"))
            else:
                action.setText(self.tr("In the seat of {name}").format(
                    name=self.window_.table.name_in_sentence(seat)))


__all__ = ["CoachControls", "HintPanel"]
