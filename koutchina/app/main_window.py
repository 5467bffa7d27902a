"""The main window: start screen or table, scoreboard dock, menus, and the match's flow."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QKeyCombination, QPoint, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
    QStackedWidget,
    QWidget,
)

from ..engine import Game, Phase, RevealTrump, Rules, RulesError, Suit, make_rules
from ..engine.events import DealScored, MatchEnded
from ..engine.state import MatchState
from ..storage.practice_log import PracticeLog
from ..storage.settings import CHOSEN_SPEEDS, Settings, Speed, load_settings
from . import texts
from .coach_controls import CoachControls
from .controller import VIEWER_SEAT, MatchController
from .deal_again import DealAgain
from .i18n import FollowsLanguage, format_tricks
from .new_match_dialog import NewMatchChoice, NewMatchDialog
from .players import HUMAN, SeatPlayer
from .scoreboard import ScoreboardDock, ScoreboardModel
from .settings_service import SettingsService
from .sound_controls import SoundControls
from .start_screen import StartScreen
from .table.area import TableArea
from .table.keys import TableKeys
from .table.last_trick import LastTrickDialog
from .table.looks import apply_looks
from .table_window import TableWindow
from .text_scale import apply_text_scale, fit_to_text_scale, text_scale_for
from .timing import Timing, timing_for
from .window_places import geometry_of, restore_geometry

if TYPE_CHECKING:
    from ..storage import MatchStore
    from .history.deal_coach import DealAgainRequest
    from .history.resumption import MatchInPlay, Resumption
    from .history.start_check import StartCheck
    from .history.window import HistoryWindow
    from .rules_window import RulesWindow

log = logging.getLogger(__name__)


def seat_names(players: list[SeatPlayer], game: str) -> list[str]:
    """The names the table shows: typed names as typed, the others in today's language."""
    return [texts.seat_label(player.name, None, seat, game)
            for seat, player in enumerate(players)]


class MainWindow(FollowsLanguage, TableWindow):
    """Owns the controller; the table, models and panels follow its signals."""

    def __init__(self, settings: Settings | None = None, *, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()
        self.settings_service = SettingsService(self.settings, self)
        self.settings_service.changed.connect(self._follow_settings)
        self.controller = MatchController(self)
        self.controller.turn_timer.held = self.person_is_elsewhere
        self.watching = False
        self.exit_at_end = False
        self.speed: str = self.settings.animation_speed
        self.names: list[str] = ["", "", "", ""]
        self.choice = self._remembered_choice()
        self._last_deal: DealScored | None = None
        self._rules_window: RulesWindow | None = None
        self.history_window: HistoryWindow | None = None
        self.start_check: StartCheck | None = None
        self.saver = None
        self._own_store: MatchStore | None = None  # autosave off: the store History reads
        if autosave:
            from .match_saving import MatchSaver

            self.saver = MatchSaver(self.controller, parent=self)
            self.saver.save_failed.connect(self._on_save_failed)

        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.table = TableArea(self.controller)
        self.table.set_four_colour(self.settings.four_colour)
        apply_looks(self.table, self.settings)
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.score_model = ScoreboardModel(self)
        self.scoreboard = ScoreboardDock(self.score_model, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self.scoreboard.hide()
        self.last_trick_dialog = LastTrickDialog(self)
        self.table_keys = TableKeys(self.table, self.show_last_trick, self.last_trick_dialog)
        self.last_trick_dialog.finished.connect(self._back_to_table)

        self._build_actions()
        self._build_menus()
        self._connect()
        self.coach = CoachControls(self)
        self.deal_again = DealAgain(self)
        self.coach.again_requested.connect(self.deal_again.again_last_deal)
        self.sound = SoundControls(self)
        if self.settings.bot_levels:  # a match was started once: not on a first start
            self.start_screen.set_last_settings(self.choice.game, self.choice.levels,
                                                self.choice.speed)
        self.resize(1280, 760)
        restore_geometry(self, self.settings.window if self.settings.window.qt_state else None)
        self.apply_text_scale()
        self.retranslate()

    # ----- building ---------------------------------------------------------------------------

    def _action(
        self,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
        slot: Callable[[], object],
    ) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_actions(self) -> None:
        self.new_match_action = self._action(QKeySequence.StandardKey.New, self.open_new_match)
        self.play_again_action = self._action("Ctrl+R", self.play_again)
        self.history_action = self._action("Ctrl+H", self.open_history)
        self.quit_action = self._action("Ctrl+Q", self.close)
        self.last_trick_action = self._action("Ctrl+L", self.show_last_trick)
        self.scoreboard_action = self.scoreboard.toggleViewAction()
        self.scoreboard_action.setShortcut(QKeySequence("Ctrl+B"))
        self.four_colour_action = self._action(None, self._toggle_four_colour)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.settings.four_colour)
        self.speed_actions: dict[str, QAction] = {}
        self.speed_group = QActionGroup(self)  # one speed at a time: radio marks
        for speed in CHOSEN_SPEEDS:
            action = self._action(None, partial(self.set_speed, speed))
            action.setCheckable(True)
            self.speed_group.addAction(action)
            action.setChecked(speed == self.speed)
            self.speed_actions[speed] = action
        self.settings_action = self._action("Ctrl+,", self.open_settings)
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self.settings_action.setShortcuts([QKeySequence("Ctrl+,"), *preferences])
        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents, self.open_rules)
        self.keyboard_action = self._action(None, self.open_keyboard_help)
        self.about_action = self._action(None, self.open_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_match_action)
        self.game_menu.addAction(self.play_again_action)
        self.game_menu.addAction(self.history_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.last_trick_action)
        self.view_menu.addAction(self.scoreboard_action)
        self.view_menu.addAction(self.four_colour_action)
        self.speed_menu = QMenu(self)
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.view_menu.addMenu(self.speed_menu)
        self.settings_menu = bar.addMenu("")
        self.settings_menu.addAction(self.settings_action)
        self.language_menu: QMenu | None = None
        try:
            from .i18n import build_language_menu

            self.language_menu = build_language_menu(self)
            bar.addMenu(self.language_menu)
        except Exception:  # the language menu must never keep the table from opening
            log.exception("language menu unavailable")
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keyboard_action)
        self.help_menu.addAction(self.about_action)

    def _connect(self) -> None:
        c = self.controller
        self.start_screen.game_chosen.connect(self._quick_start)
        self.start_screen.new_match_requested.connect(self.open_new_match)
        self.table.card_chosen.connect(self._card_chosen)
        self.table.key_pressed.connect(self.handle_key)
        self.table.last_trick_button.clicked.connect(self.show_last_trick)
        self.table.call_panel.call_confirmed.connect(self._call_confirmed)
        self.table.trump_panel.trump_confirmed.connect(self._trump_confirmed)
        self.table.reveal_panel.reveal_requested.connect(self._reveal_requested)
        self.table.summary_panel.next_requested.connect(self._next_deal)
        self.table.end_panel.play_again_requested.connect(self.play_again)
        self.table.end_panel.new_match_requested.connect(self.open_new_match)
        self.table.keyboard_hint.dismissed.connect(self._keyboard_hint_dismissed)
        c.match_started.connect(self._on_match_started)
        c.deal_started.connect(self._on_deal_started)
        c.deal_scored.connect(self._on_deal_scored)
        c.waiting_for_next_deal.connect(self._show_summary)
        c.match_ended.connect(self._on_match_ended)
        c.settled.connect(self._update_panels)
        c.card_played.connect(lambda *_: self._update_current())
        c.trick_won.connect(lambda _e: self._update_current())
        c.calls_revealed.connect(lambda _e: self._update_current())

    def _remembered_choice(self) -> NewMatchChoice:
        s = self.settings
        game = s.last_game
        return NewMatchChoice(
            game=game, options=s.rules_for(game), levels=s.bot_levels_for(game),
            player_name=s.player_name, turn_timer=s.turn_timer, speed=s.animation_speed)

    # ----- starting matches -------------------------------------------------------------------

    def open_new_match(self) -> None:
        dialog = NewMatchDialog(self._remembered_choice(), self)
        accepted = dialog.exec() == NewMatchDialog.DialogCode.Accepted
        choice = dialog.choice() if accepted else None
        dialog.deleteLater()  # a closed dialog left to its parent would stay all evening
        if choice is None:
            return
        self._remember(choice)
        self.start_match(choice)

    def _quick_start(self, game: str) -> None:
        s = self.settings
        choice = NewMatchChoice(game=game, options=s.rules_for(game),
                                levels=s.bot_levels_for(game), player_name=s.player_name,
                                turn_timer=s.turn_timer, speed=s.animation_speed)
        self._remember(choice)
        self.start_match(choice)

    def _remember(self, choice: NewMatchChoice) -> None:
        with self.settings_service.changes() as s:  # a settings problem never stops a match
            game = Game(choice.game)
            s.last_game = game
            s.rules = {**s.rules, game: dict(choice.options)}
            s.bot_levels = {**s.bot_levels, game: list(choice.levels)}
            s.player_name = choice.player_name
            s.turn_timer = choice.turn_timer
            if choice.speed in CHOSEN_SPEEDS:
                s.animation_speed = Speed(choice.speed)

    def start_match(self, choice: NewMatchChoice, seed: int | None = None) -> None:
        """Start a match as ``choice`` says (the person at the bottom seat)."""
        try:
            rules = make_rules(choice.game, {**choice.options, "turn_timer": choice.turn_timer})
        except RulesError:
            rules = make_rules(choice.game, {"turn_timer": choice.turn_timer})
        self.choice = choice
        self.watching = False
        self.controller.practice = choice.practice
        self.speed = choice.speed
        players = [SeatPlayer(choice.player_name, HUMAN)] + [
            SeatPlayer("", level) for level in choice.levels[:3]]
        self._begin(rules, players, seed)

    def watch(self, game: str, speed: str = "fast", levels: list[str] | None = None,
              seed: int | None = None) -> None:
        """Four bots play a match; the person watches from the bottom seat."""
        levels = levels or ["medium"] * 4
        self.watching = True
        self.controller.practice = False
        self.speed = speed
        self.choice = NewMatchChoice(game=game, levels=levels[1:], speed=speed)
        rules = make_rules(game, {"turn_timer": 0})
        self._begin(rules, [SeatPlayer("", level) for level in levels], seed)

    def play_again(self) -> None:
        if self.watching:
            self.watch(self.choice.game, self.speed, [self.choice.levels[0]] + self.choice.levels)
        else:
            self.start_match(self.choice)

    def _begin(self, rules: Rules, players: list[SeatPlayer], seed: int | None) -> None:
        seed = random.randrange(1, 2**31) if seed is None else seed
        self._hide_panels()
        self.table.end_panel.hide()
        self.table.summary_panel.hide()
        self.names = seat_names(players, rules.game)
        self.table.names = list(self.names)
        timing = self._timing()
        self.stack.setCurrentWidget(self.table)
        self.scoreboard.show()
        if self.saver is not None:
            self.saver.enabled = not self.watching
            self.saver.begin(rules.game)
        self.controller.start_match(rules, players, seed, timing)
        self.table.keyboard_hint.set_game(rules.game)
        self.table.keyboard_hint.setVisible(not self.watching
                                            and not self.settings.keyboard_hint_dismissed)
        self.table.place_panels()
        self.table.setFocus()

    def resume(self, state: object, players: list[SeatPlayer], match_id: str | None = None,
               created: datetime | None = None, timer_left: tuple[int, int] | None = None,
               practice_log: PracticeLog | None = None) -> None:
        """Continue a saved match (the saves engineer's History window calls this);
        ``practice_log``: the coach's part of it, else read from its file."""
        assert isinstance(state, MatchState)
        if self.saver is not None and match_id is not None and not self.saver.lock.take(match_id):
            from .history.start_check import tell_match_busy  # another program plays it

            tell_match_busy(self)
            return
        practice_log = practice_log or self._practice_log_of(match_id)
        self.controller.practice = practice_log.practice
        if self.saver is not None:
            self.saver.enabled = True
            self.saver.begin(state.game, match_id, created, practice_log)
        self.show_state(state, players, 0, timer_left)

    def show_state(self, state: MatchState, players: list[SeatPlayer], seed: int,
                   timer_left: tuple[int, int] | None = None) -> None:
        """Put ``state`` on the table; the controller goes on from there (bots of ``seed``)."""
        self.watching = all(not p.is_human for p in players)
        self.names = seat_names(players, state.game)
        self.table.names = list(self.names)
        self.choice = NewMatchChoice(game=state.game, levels=[p.level for p in players[1:]],
                                     speed=self.speed, player_name=players[0].name,
                                     practice=self.controller.practice)
        self.stack.setCurrentWidget(self.table)
        self.scoreboard.show()
        self.controller.start_match(state.rules, players, seed, self._timing(), state=state,
                                    timer_left=timer_left)
        self.fill_scoreboard_from(state)
        self.table.setFocus()

    @property
    def last_deal(self) -> DealScored | None:
        return self._last_deal

    def leave_table(self) -> None:
        """Back to the start screen, nothing on the table."""
        self.controller.stop()
        self.controller.state = None
        self._hide_panels()
        self.table.summary_panel.hide()
        self.table.end_panel.hide()
        self.scoreboard.hide()
        self.stack.setCurrentWidget(self.start_screen)
        self._update_title()

    def _practice_log_of(self, match_id: str | None) -> PracticeLog:
        """The coach's part of a saved match (practice, undos, replays): from its file."""
        if self.saver is None or match_id is None:
            return PracticeLog()
        try:
            return self.saver.store.load(match_id).saved.practice_log
        except Exception as error:  # a file gone meanwhile: the match goes on unpractised
            log.warning("practice part of %s not read: %s", match_id, error)
            return PracticeLog()

    def resume_latest(self) -> bool:
        """Reopen the newest unfinished saved match; False when there is none."""
        if self.saver is None:
            return False
        try:
            loaded = self.saver.store.latest_unfinished()
        except Exception as error:
            log.warning("could not look for a saved match: %s", error)
            return False
        if loaded is None:
            return False
        players = [SeatPlayer(info.name, HUMAN if info.is_person else str(info.bot_level))
                   for info in loaded.saved.seats]
        self.resume(loaded.state, players, loaded.saved.match_id, loaded.saved.created)
        return True

    def fill_scoreboard_from(self, state: object) -> None:
        """The scoreboard of every finished deal of ``state`` (a resumed or rewound match)."""
        deals = getattr(state, "deals", [])
        for log_entry in deals:
            if log_entry.scores is None:
                continue
            event = DealScored(log_entry.index, tuple(log_entry.trick_counts or ()),
                               tuple(log_entry.scores), tuple(log_entry.totals or ()),
                               tuple(log_entry.outcomes or ()), None, False)
            calls = tuple(log_entry.calls) if log_entry.calls else None
            self.score_model.add_deal(event, calls)

    def _timing(self) -> Timing:
        auto = self.watching
        return timing_for(self.speed, self.settings.bot_pause_ms if self.speed != Speed.MAX else 0,
                          auto_next_deal=auto)

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        for name, action in self.speed_actions.items():
            action.setChecked(name == speed)
        self.controller.set_timing(self._timing())
        if speed in CHOSEN_SPEEDS:
            self.settings_service.change(animation_speed=Speed(speed))

    # ----- following the match ----------------------------------------------------------------

    def _on_match_started(self) -> None:
        state = self.controller.state
        assert state is not None
        rounds = state.rules.scheduled_rounds or 0  # read in Hand only
        self.score_model.start(state.game, list(self.names), rounds,
                               counted_only=state.rules.has_double_sar)
        self._last_deal = None
        self._update_current()
        self._update_title()

    def _on_deal_started(self, _event: object) -> None:
        self._hide_panels()
        self._update_current()

    def _on_deal_scored(self, event: DealScored) -> None:
        self._last_deal = event
        self.score_model.add_deal(event, self._shown_calls())
        if self.controller.timing.auto_next_deal and not self.exit_at_end:
            self._show_summary(button=False)

    def _shown_calls(self) -> tuple[int, ...] | None:
        """The calls of the deal on show as the table revealed them (Hand only)."""
        shown = self.table.shown
        known = shown.all_calls() if shown.game == Game.HAND else None
        return tuple(known) if known else None

    def _show_summary(self, button: bool = True) -> None:
        state = self.controller.state
        if self._last_deal is None or state is None:
            return
        rounds = state.rules.scheduled_rounds or 0  # read in Hand only
        self.table.toast.clear()
        started = self.table.shown.event  # the scored deal as the table showed it
        hakem = started.hakem if started is not None else None
        self.table.summary_panel.show_deal(state.game, self._last_deal, list(self.names),
                                           self._shown_calls(), state.is_over, rounds,
                                           hakem_side=None if hakem is None else hakem % 2)
        self.table.summary_panel.next_button.setVisible(button)
        self.table.place_panels()
        if not button:
            QTimer.singleShot(max(300, self.controller.timing.deal_summary_ms - 100),
                              self.table.summary_panel.hide)

    def _next_deal(self) -> None:
        self.table.summary_panel.hide()
        self.controller.continue_to_next_deal()

    def _on_match_ended(self, event: MatchEnded) -> None:
        state = self.controller.state
        self._hide_panels()
        self.table.summary_panel.hide()
        extra = 0
        if state is not None and state.game == "hand":
            extra = max(0, len(state.deals) - (state.rules.scheduled_rounds or 0))
        game = state.game if state is not None else "hand"
        self.table.toast.clear()
        self.table.end_panel.show_result(game, event, list(self.names), extra)
        self.table.place_panels()
        if self.exit_at_end:
            QTimer.singleShot(0, lambda: QApplication.exit(0))

    def _hide_panels(self) -> None:
        for panel in (self.table.call_panel, self.table.trump_panel, self.table.reveal_panel):
            panel.hide()

    def _update_panels(self) -> None:
        """Show the call panel, the trump chooser or the show-trump button when it is the
        person's move of that kind."""
        c = self.controller
        view = c.view(VIEWER_SEAT)
        self._hide_panels()
        if view is None or not c.accepts_input(VIEWER_SEAT):
            return
        if view.phase == Phase.CALLING:
            self.table.call_panel.reset()
            self.table.call_panel.show()
            self.table.call_panel.raise_()
        elif view.phase == Phase.NAMING_TRUMP:
            self.table.trump_panel.setup(view.rules.bids)
            self.table.trump_panel.show()
            self.table.trump_panel.raise_()
        elif any(isinstance(a, RevealTrump) for a in view.legal_actions()):
            self.table.reveal_panel.show()
            self.table.reveal_panel.raise_()
        self.table.place_panels()

    def _update_current(self) -> None:
        """The current deal's tricks under the scoreboard, as the table shows them (the engine
        is already in the next deal while a finished deal's last trick is on show)."""
        shown = self.table.shown
        if self.controller.state is None or shown.game is None:
            self.scoreboard.set_current_text("")
            return
        if not shown.partnerships:
            parts = []
            for seat, (tricks, call) in enumerate(zip(shown.tricks, shown.calls, strict=True)):
                called = "?" if call is None else str(call)
                parts.append(self.tr("{name}: {tricks} / call {call}").format(
                    name=self.names[seat], tricks=format_tricks(tricks), call=called))
            text = self.tr("This round") + "\n" + "\n".join(parts)
        else:
            sides = shown.side_tricks()
            text = self.tr("This deal") + "\n" + "\n".join(
                self.tr("{side}: {tricks}").format(
                    side=texts.side_name(side), tricks=format_tricks(sides[side]))
                for side in (0, 1))
        self.scoreboard.set_current_text(text)

    # ----- the person's moves -----------------------------------------------------------------

    def _card_chosen(self, card: object) -> None:
        from ..engine import Card

        if isinstance(card, Card):
            self.controller.play_card(card)

    def _call_confirmed(self, tricks: int) -> None:
        self.table.call_panel.hide()
        if self.controller.call(tricks) is not None:
            self._update_panels()

    def _trump_confirmed(self, suit: Suit, target: int | None) -> None:
        self.table.trump_panel.hide()
        if self.controller.name_trump(suit, target) is not None:
            self._update_panels()

    def _reveal_requested(self) -> None:
        self.table.reveal_panel.hide()
        self.controller.reveal_trump()

    def handle_key(self, event: QKeyEvent) -> None:
        """The table's keys (see TableKeys and Help > Keyboard)."""
        if self.table_keys.handle(event):
            event.accept()
        else:
            event.ignore()

    # ----- other windows ----------------------------------------------------------------------

    def show_last_trick(self) -> None:
        """In the table's top left corner, sized with the table: never over the trick in
        progress (nothing to show before a match)."""
        if self.controller.state is None:
            return
        dialog = self.last_trick_dialog
        k = self.table.panel_scale()
        dialog.show_trick(self.controller.last_trick, list(self.names),
                          self.settings.four_colour)
        dialog.strip.set_card_width(70 * k)
        dialog.adjustSize()
        dialog.move(self.table.mapToGlobal(QPoint(round(12 * k), round(12 * k))))
        dialog.show()
        dialog.raise_()

    def _back_to_table(self) -> None:
        """A closed picture gives the keys back to the table (not left to the window manager)."""
        if self.stack.currentWidget() is self.table:
            self.activateWindow()
            self.table.setFocus()

    def open_rules(self) -> None:
        from .rules_window import RulesWindow

        if self._rules_window is None:
            self._rules_window = RulesWindow(None)
            fit_to_text_scale(self._rules_window)
        state = self.controller.state
        game = state.game if state is not None else self.choice.game
        rules = state.rules if state is not None else None
        self._rules_window.show_game(game, rules)
        self._rules_window.show()
        self._rules_window.raise_()

    def open_history(self) -> HistoryWindow:
        """Show the History window (one per main window), reading the folder again."""
        from .history.window import HistoryWindow

        window = self.history_window
        if window is None:
            window = HistoryWindow(self._store(), self.settings, self._in_play)
            window.resume_requested.connect(self._resume_saved)
            window.table_requested.connect(self._come_forward)
            window.deal_again_requested.connect(self._play_deal_again)
            self.history_window = window
            if not restore_geometry(window, self.settings.history_window):  # as last time
                fit_to_text_scale(window)
        window.reload()
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _play_deal_again(self, request: DealAgainRequest) -> None:
        """A deal of a saved match, chosen in History's Replay, played again at this table."""
        if self.deal_again.play_again(request.state, request.deal, request.players,
                                      request.match_id, request.seat):
            self.raise_()
            self.activateWindow()

    def check_saves_at_start(self) -> StartCheck:
        """Report unreadable saved files and offer to resume the newest unfinished match."""
        from .history.start_check import StartCheck
        from .match_lock import MatchLock

        store = self._store()
        lock = self.saver.lock if self.saver is not None else MatchLock(
            store.folder.parent / "locks")
        check = StartCheck(self, store, lock, self._in_play, self.settings.load_problem)
        check.resume_requested.connect(self._resume_saved)
        self.start_check = check
        check.start()
        return check

    def _store(self) -> MatchStore:
        """The folder of saved matches: the autosave's, or the usual one, made once, so that
        History and the start check share one listing and its index."""
        if self.saver is not None:
            return self.saver.store
        if self._own_store is None:
            from ..storage import MatchStore

            self._own_store = MatchStore()
        return self._own_store

    def _in_play(self) -> MatchInPlay:
        from .history.resumption import MatchInPlay

        match_id = self.saver.match_id if self.saver is not None else None
        return MatchInPlay(self.controller.state, match_id, tuple(self.names))

    def _resume_saved(self, resumption: Resumption) -> None:
        self.resume(resumption.state, resumption.players, resumption.match_id,
                    resumption.created, timer_left=resumption.timer_left)

    def _come_forward(self) -> None:
        self.raise_()
        self.activateWindow()

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        dialog.deleteLater()  # a closed dialog left to its parent would stay all evening
        if accepted:
            with self.settings_service.changes():
                dialog.apply_to(self.settings)
            self.set_speed(self.settings.animation_speed)  # and the bots' pause

    def _follow_settings(self, names: frozenset[str]) -> None:
        """The table, the View menu and the texts follow the settings that changed."""
        if "four_colour" in names:
            self.table.set_four_colour(self.settings.four_colour)
            self.four_colour_action.setChecked(self.settings.four_colour)
        if names & {"felt", "card_back", "large_cards", "high_contrast"}:
            apply_looks(self.table, self.settings)
            self.scoreboard.restyle()
        if "text_scale" in names:
            self.apply_text_scale()

    def apply_text_scale(self) -> None:
        """Menus, dialogs, the scoreboard and the start screen at the size of texts chosen
        in Settings, or the one that suits the screen (twice as large on 4K at 100 %)."""
        k = text_scale_for(self.settings.text_scale, self.screen())
        apply_text_scale(k)
        self.start_screen.set_scale(k)
        self.scoreboard.set_scale(k)

    def _remember_window_places(self) -> None:
        self.settings.window = geometry_of(self)
        if self.history_window is not None:
            self.settings.history_window = geometry_of(self.history_window)
        self.settings_service.save()

    def _keyboard_hint_dismissed(self) -> None:
        self.settings_service.change(keyboard_hint_dismissed=True)

    def _toggle_four_colour(self) -> None:
        self.settings_service.change(four_colour=self.four_colour_action.isChecked())

    def _on_save_failed(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("Autosave failed: {problem}").format(
            problem=message), 10000)

    # ----- language and closing ---------------------------------------------------------------

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_match_action.setText(self.tr("&New match…"))
        self.play_again_action.setText(self.tr("Play &again"))
        self.history_action.setText(self.tr("&History…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.last_trick_action.setText(self.tr("&Last trick"))
        self.scoreboard_action.setText(self.tr("&Scoreboard"))
        self.four_colour_action.setText(self.tr("&Four-colour suits"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        for speed, action in self.speed_actions.items():
            action.setText(texts.speed_name(speed))
        self.settings_action.setText(self.tr("&Settings…"))
        self.rules_action.setText(self.tr("&Rules"))
        self.keyboard_action.setText(self.tr("&Keyboard"))
        self.about_action.setText(self.tr("&About Koutchina"))
        self._follow_language_in_seat_names()
        self._update_title()
        self._update_current()
        self.score_model.retranslate()

    def open_keyboard_help(self) -> None:
        from .keyboard_help import KeyboardHelpDialog

        KeyboardHelpDialog(self.findChildren(QAction), self).exec()

    def open_about(self) -> None:
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def _follow_language_in_seat_names(self) -> None:
        """Seats without a typed name show "You", "East" ... in the language now in use."""
        state = self.controller.state
        if state is None:
            return
        names = seat_names(self.controller.players, state.game)
        if names != self.names:
            self.names = names
            self.table.set_names(names)
            self.score_model.names = list(names)
            for panel in (self.table.summary_panel, self.table.end_panel):
                if panel.isVisible():
                    panel.set_names(names)
            if self.last_trick_dialog.isVisible():
                self.show_last_trick()

    def person_is_elsewhere(self) -> bool:
        """The window is minimized, another program or another of our windows is in front
        (Rules, History, a dialog, a menu): the person's turn timer waits meanwhile."""
        if self.isMinimized():
            return True
        if QApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
            return True
        modal = QApplication.activeModalWidget()  # a box over one other window only blocks it
        if modal is not None and modal.windowModality() == Qt.WindowModality.ApplicationModal:
            return True
        focus = QGuiApplication.focusWindow()
        return focus is not None and focus is not self.windowHandle() and focus.isVisible()

    def _update_title(self) -> None:
        state = self.controller.state
        if state is None:
            self.setWindowTitle("Koutchina")
        else:
            self.setWindowTitle(self.tr("{game} — Koutchina").format(
                game=texts.game_name(state.game)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.saver is not None:
            from .unsaved_quit import may_quit

            if not may_quit(self, self.saver):  # the last moves are not on disk: asked
                event.ignore()
                return
            self.saver.close()  # first: the last snapshot keeps the running turn timer
        self.controller.stop()
        self._remember_window_places()
        super().closeEvent(event)


__all__ = ["MainWindow", "QKeyCombination"]
