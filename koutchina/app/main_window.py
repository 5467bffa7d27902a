"""The main window: start screen or table, scoreboard dock, menus, and the match's flow."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QKeyCombination, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QPushButton,
    QStackedWidget,
    QWidget,
)

from ..engine import Phase, RevealTrump, Rules, RulesError, Suit, make_rules
from ..engine.events import DealScored, MatchEnded
from ..storage.settings import Settings, load_settings, save_settings
from . import texts
from .controller import VIEWER_SEAT, MatchController
from .i18n import FollowsLanguage, format_tricks
from .last_trick import LastTrickDialog
from .new_match_dialog import NewMatchChoice, NewMatchDialog
from .players import HUMAN, SeatPlayer
from .result_panels import DealSummaryPanel, MatchEndPanel
from .scoreboard import ScoreboardDock, ScoreboardModel
from .start_screen import StartScreen
from .table import TableView
from .table_panels import CallPanel, RevealPanel, TrumpPanel, last_trick_style, panel_scale
from .timing import Timing, timing_for

log = logging.getLogger(__name__)


class TableArea(TableView):
    """The table with its panels laid over it."""

    key_pressed = Signal(object)  # QKeyEvent

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.call_panel = CallPanel(self)
        self.trump_panel = TrumpPanel(self)
        self.reveal_panel = RevealPanel(self)
        self.summary_panel = DealSummaryPanel(self)
        self.end_panel = MatchEndPanel(self)
        self.last_trick_button = QPushButton(self)
        self.last_trick_button.setObjectName("last_trick_button")
        self.last_trick_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._button_scale = 1.0
        self.last_trick_button.setStyleSheet(last_trick_style(1.0))
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place_panels()

    def panel_scale(self) -> float:
        """The panels grow and shrink with the table (the view's scale)."""
        return panel_scale(self.transform().m11())

    def place_panels(self) -> None:
        width, height = self.width(), self.height()
        k = self.panel_scale()
        panel: QWidget
        for overlay in (self.call_panel, self.trump_panel, self.reveal_panel,
                        self.summary_panel, self.end_panel):
            overlay.set_scale(k)
        if abs(k - self._button_scale) >= 0.005:
            self._button_scale = k
            self.last_trick_button.setStyleSheet(last_trick_style(k))
        for panel in (self.call_panel, self.trump_panel):
            panel.adjustSize()
            panel.move((width - panel.width()) // 2, int(height * 0.5) - panel.height() // 2)
        self.last_trick_button.adjustSize()
        self.last_trick_button.move(width - self.last_trick_button.width() - round(16 * k),
                                    round(12 * k))
        self.reveal_panel.adjustSize()
        self.reveal_panel.move(width - self.reveal_panel.width() - round(24 * k),
                               height - self.reveal_panel.height() - round(24 * k))
        for panel in (self.summary_panel, self.end_panel):
            panel.adjustSize()
            panel.move((width - panel.width()) // 2,
                       (height - panel.height()) // 2 - round(20 * k))

    def retranslate(self) -> None:
        super().retranslate()
        button = getattr(self, "last_trick_button", None)
        if button is not None:
            button.setText(self.tr("Last trick (L)"))
            button.adjustSize()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)


class MainWindow(FollowsLanguage, QMainWindow):
    """Owns the controller; the table, models and panels follow its signals."""

    def __init__(self, settings: Settings | None = None, *, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()
        self.controller = MatchController(self)
        self.watching = False
        self.exit_at_end = False
        self.speed: str = self.settings.animation_speed
        self.names: list[str] = ["", "", "", ""]
        self.choice = self._remembered_choice()
        self._last_deal: DealScored | None = None
        self._last_event_calls: tuple[int, ...] | None = None
        self._rules_window: QWidget | None = None
        self.saver = None
        if autosave:
            from .match_saving import MatchSaver

            self.saver = MatchSaver(self.controller, parent=self)
            self.saver.save_failed.connect(self._on_save_failed)

        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.table = TableArea(self.controller)
        self.table.set_four_colour(self.settings.four_colour)
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.score_model = ScoreboardModel(self)
        self.scoreboard = ScoreboardDock(self.score_model, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self.scoreboard.setMaximumWidth(340)
        self.scoreboard.hide()
        self.last_trick_dialog = LastTrickDialog(self)

        self._build_actions()
        self._build_menus()
        self._connect()
        self.start_screen.set_last_settings(self.choice.game, self.choice.levels, self.choice.speed)
        self.resize(1280, 760)
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
        for speed in ("off", "fast", "normal", "slow"):
            action = self._action(None, partial(self.set_speed, speed))
            action.setCheckable(True)
            action.setChecked(speed == self.speed)
            self.speed_actions[speed] = action
        self.settings_action = self._action("Ctrl+,", self.open_settings)
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self.settings_action.setShortcuts([QKeySequence("Ctrl+,"), *preferences])
        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents, self.open_rules)
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
        s = self.settings
        try:
            s.last_game = choice.game  # type: ignore[assignment]
            s.rules = {**s.rules, choice.game: dict(choice.options)}  # type: ignore[dict-item]
            s.bot_levels = {**s.bot_levels, choice.game: list(choice.levels)}  # type: ignore
            s.player_name = choice.player_name
            s.turn_timer = choice.turn_timer
            if choice.speed in ("off", "fast", "normal", "slow"):
                s.animation_speed = choice.speed  # type: ignore[assignment]
            save_settings(s)
        except Exception as error:  # a settings problem never stops a match
            log.warning("settings not saved: %s", error)

    def start_match(self, choice: NewMatchChoice, seed: int | None = None) -> None:
        """Start a match as ``choice`` says (the person at the bottom seat)."""
        try:
            rules = make_rules(choice.game, {**choice.options, "turn_timer": choice.turn_timer})
        except RulesError:
            rules = make_rules(choice.game, {"turn_timer": choice.turn_timer})
        self.choice = choice
        self.watching = False
        self.speed = choice.speed
        players = [SeatPlayer(choice.player_name, HUMAN)] + [
            SeatPlayer("", level) for level in choice.levels[:3]]
        self._begin(rules, players, seed)

    def watch(self, game: str, speed: str = "fast", levels: list[str] | None = None,
              seed: int | None = None) -> None:
        """Four bots play a match; the person watches from the bottom seat."""
        levels = levels or ["medium"] * 4
        self.watching = True
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
        self.names = [self._seat_name(seat, player, rules.game)
                      for seat, player in enumerate(players)]
        players = [SeatPlayer(self.names[seat], p.level) for seat, p in enumerate(players)]
        self.table.names = list(self.names)
        timing = self._timing()
        self.stack.setCurrentWidget(self.table)
        self.scoreboard.show()
        if self.saver is not None:
            self.saver.enabled = not self.watching
            self.saver.begin(rules.game)
        self.controller.start_match(rules, players, seed, timing)
        self.table.setFocus()

    def resume(self, state: object, players: list[SeatPlayer], match_id: str | None = None,
               created: object = None, timer_left: tuple[int, int] | None = None) -> None:
        """Continue a saved match (the saves engineer's History window calls this)."""
        from ..engine.state import MatchState

        assert isinstance(state, MatchState)
        self.watching = all(not p.is_human for p in players)
        self.names = [p.name or texts.seat_default_name(s, state.game)
                      for s, p in enumerate(players)]
        self.table.names = list(self.names)
        self.choice = NewMatchChoice(game=state.game, levels=[p.level for p in players[1:]],
                                     speed=self.speed, player_name=players[0].name)
        self.stack.setCurrentWidget(self.table)
        self.scoreboard.show()
        if self.saver is not None:
            self.saver.enabled = True
            self.saver.begin(state.game, match_id, created)  # type: ignore[arg-type]
        self.controller.start_match(state.rules, players, 0, self._timing(), state=state,
                                    timer_left=timer_left)
        self._fill_scoreboard_from(state)
        self.table.setFocus()

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

    def _fill_scoreboard_from(self, state: object) -> None:
        deals = getattr(state, "deals", [])
        for log_entry in deals:
            if log_entry.scores is None:
                continue
            event = DealScored(log_entry.index, tuple(log_entry.trick_counts or ()),
                               tuple(log_entry.scores), tuple(log_entry.totals or ()),
                               tuple(log_entry.outcomes or ()), None, False)
            calls = tuple(log_entry.calls) if log_entry.calls else None
            self.score_model.add_deal(event, calls)

    def _seat_name(self, seat: int, player: SeatPlayer, game: str) -> str:
        if player.name:
            return player.name
        if player.is_human:
            return texts.seat_default_name(0, game)
        return texts.seat_default_name(seat, game)

    def _timing(self) -> Timing:
        auto = self.watching
        return timing_for(self.speed, self.settings.bot_pause_ms if self.speed != "max" else 0,
                          auto_next_deal=auto)

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        for name, action in self.speed_actions.items():
            action.setChecked(name == speed)
        self.controller.set_timing(self._timing())
        if speed in ("off", "fast", "normal", "slow"):
            try:
                self.settings.animation_speed = speed  # type: ignore[assignment]
                save_settings(self.settings)
            except Exception as error:
                log.warning("settings not saved: %s", error)

    # ----- following the match ----------------------------------------------------------------

    def _on_match_started(self) -> None:
        state = self.controller.state
        assert state is not None
        rounds = int(getattr(state.rules, "rounds", 5))
        self.score_model.start(state.game, list(self.names), rounds)
        self._last_deal = None
        self._update_current()
        self._update_title()

    def _on_deal_started(self, _event: object) -> None:
        self._hide_panels()
        self._update_current()

    def _on_deal_scored(self, event: DealScored) -> None:
        state = self.controller.state
        calls = None
        if state is not None and state.game == "hand" and event.deal_index < len(state.deals):
            logged = state.deals[event.deal_index].calls
            calls = tuple(logged) if logged else None
        self._last_deal = event
        self._last_event_calls = calls
        self.score_model.add_deal(event, calls)
        if self.controller.timing.auto_next_deal and not self.exit_at_end:
            self._show_summary(button=False)

    def _show_summary(self, button: bool = True) -> None:
        state = self.controller.state
        if self._last_deal is None or state is None:
            return
        rounds = int(getattr(state.rules, "rounds", 5))
        self.table.toast.clear()
        index = self._last_deal.deal_index
        hakem = state.deals[index].hakem if index < len(state.deals) else None
        self.table.summary_panel.show_deal(state.game, self._last_deal, list(self.names),
                                           self._last_event_calls, state.is_over, rounds,
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
            extra = max(0, len(state.deals) - int(getattr(state.rules, "rounds", 5)))
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
            self.table.trump_panel.setup(bool(getattr(view.rules, "bidding", False)))
            self.table.trump_panel.show()
            self.table.trump_panel.raise_()
        elif any(isinstance(a, RevealTrump) for a in view.legal_actions()):
            self.table.reveal_panel.show()
            self.table.reveal_panel.raise_()
        self.table.place_panels()

    def _update_current(self) -> None:
        """The current deal's tricks under the scoreboard, as the table shows them (the engine
        is already in the next deal while a finished deal's last trick is on show)."""
        state = self.controller.state
        badges = self.table.badges()
        if state is None or len(badges) != 4:
            self.scoreboard.set_current_text("")
            return
        if state.game == "hand":
            parts = []
            for seat, badge in enumerate(badges):
                called = "?" if badge.call is None else str(badge.call)
                parts.append(self.tr("{name}: {tricks} / call {call}").format(
                    name=self.names[seat], tricks=format_tricks(badge.tricks), call=called))
            text = self.tr("This round") + "\n" + "\n".join(parts)
        else:
            sides = [badges[0].tricks + badges[2].tricks, badges[1].tricks + badges[3].tricks]
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
        """Arrows choose a card, Enter plays it, digits call, Esc cancels."""
        key = event.key()
        panel = self.table.call_panel
        if panel.isVisible() and Qt.Key.Key_0 <= key <= Qt.Key.Key_8:
            panel.select(key - Qt.Key.Key_0)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if panel.isVisible() and panel.choice() is not None:
                panel.confirm.click()
            elif self.table.trump_panel.isVisible():
                self.table.trump_panel.confirm.click()
            elif self.table.summary_panel.isVisible() and \
                    self.table.summary_panel.next_button.isVisible():
                self.table.summary_panel.next_button.click()
            else:
                self.table.play_selected()
            event.accept()
            return
        if key == Qt.Key.Key_Left:
            self.table.move_selection(-1)
        elif key == Qt.Key.Key_Right:
            self.table.move_selection(1)
        elif key == Qt.Key.Key_L:
            self.show_last_trick()
        elif key == Qt.Key.Key_Escape:
            self.table.cancel_selection()
            if panel.isVisible():
                panel.reset()
        else:
            event.ignore()
            return
        event.accept()

    # ----- other windows ----------------------------------------------------------------------

    def show_last_trick(self) -> None:
        self.last_trick_dialog.show_trick(self.controller.last_trick, list(self.names),
                                          self.settings.four_colour)
        self.last_trick_dialog.show()
        self.last_trick_dialog.raise_()

    def open_rules(self) -> None:
        from .rules_window import RulesWindow

        if self._rules_window is None:
            self._rules_window = RulesWindow(None)
        state = self.controller.state
        game = state.game if state is not None else self.choice.game
        rules = state.rules if state is not None else None
        self._rules_window.show_game(game, rules)  # type: ignore[attr-defined]
        self._rules_window.show()
        self._rules_window.raise_()

    def open_history(self) -> None:
        """The saves engineer's History window (koutchina/app/history)."""
        from .history import open_history_window

        open_history_window(self)

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        dialog.deleteLater()  # a closed dialog left to its parent would stay all evening
        if accepted:
            dialog.apply_to(self.settings)
            try:
                save_settings(self.settings)
            except Exception as error:
                log.warning("settings not saved: %s", error)
            self.table.set_four_colour(self.settings.four_colour)
            self.four_colour_action.setChecked(self.settings.four_colour)
            self.set_speed(self.settings.animation_speed)

    def _toggle_four_colour(self) -> None:
        self.settings.four_colour = self.four_colour_action.isChecked()
        self.table.set_four_colour(self.settings.four_colour)
        try:
            save_settings(self.settings)
        except Exception as error:
            log.warning("settings not saved: %s", error)

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
        self.about_action.setText(self.tr("&About Koutchina"))
        self._follow_language_in_seat_names()
        self._update_title()
        self._update_current()
        self.score_model.retranslate()

    def open_about(self) -> None:
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.exec()
        dialog.deleteLater()

    def _follow_language_in_seat_names(self) -> None:
        """Seats without a name given show "You", "East" ... in the language now in use."""
        games = ("hand", "court-piece", "hokm")
        defaults = {g: [texts.seat_default_name(s, g) for s in range(4)] for g in games}
        before: dict[str, list[str]] | None = getattr(self, "_default_names", None)
        self._default_names = defaults
        state = self.controller.state
        if before is None or state is None or before == defaults:
            return
        names = [defaults[state.game][seat] if name == before[state.game][seat] else name
                 for seat, name in enumerate(self.names)]
        if names != self.names:
            self.names = names
            self.table.set_names(names)
            self.score_model.names = list(names)

    def _update_title(self) -> None:
        state = self.controller.state
        if state is None:
            self.setWindowTitle("Koutchina")
        else:
            self.setWindowTitle(self.tr("{game} — Koutchina").format(
                game=texts.game_name(state.game)))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.saver is not None:
            self.saver.close()  # first: the last snapshot keeps the running turn timer
        self.controller.stop()
        super().closeEvent(event)


__all__ = ["MainWindow", "QKeyCombination"]
