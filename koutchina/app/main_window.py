"""The main window: start screen or table, scoreboard dock, and the match's flow (starting,
watching, resuming, leaving). Its menus are main_menus.py, what it shows around the table as
the match goes match_panels.py, the saved matches' windows saved_match_windows.py."""

from __future__ import annotations

import logging
import random
import zlib
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QKeyCombination, QPoint, Qt
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QStackedWidget, QWidget

from ..coach.table_moves import Why
from ..engine import Game, Rules, RulesError, make_rules
from ..engine.state import MatchState
from ..storage.practice_log import PracticeLog
from ..storage.settings import CHOSEN_SPEEDS, Settings, Speed, load_settings
from . import texts
from .another_match import AnotherMatch
from .coach_controls import CoachControls
from .controller import MatchController
from .deal_again import DealAgain
from .dressing import follow_looks_of
from .going_home import GoingHome
from .held_match import HeldMatch
from .help_windows import HelpWindows
from .i18n import FollowsLanguage
from .main_menus import MainMenus
from .match_choices import MatchChoices
from .match_panels import MatchPanels
from .menu_keys import KeysBackFromMenus
from .new_match_choice import NewMatchChoice, options_of
from .players import HUMAN, SeatPlayer
from .saved_match_windows import SavedMatchWindows
from .scoreboard import ScoreboardDock
from .scoreboard_memory import ScoreboardMemory
from .scoreboard_model import ScoreboardModel
from .screen_fit import FitsScreen, fit_on_screen
from .screens import screen_of
from .settings_service import SettingsService
from .sound_controls import SoundControls
from .start_screen import StartScreen, scrolled
from .status_line import StatusLine
from .table.area import TableArea
from .table.keys import TableKeys
from .table.last_trick import LastTrickDialog
from .table.looks import apply_looks, high_contrast, panel_colours
from .table.screen_reader import ScreenReaderWarmUp
from .table_window import TableWindow
from .text_scale import apply_text_scale, text_scale_for
from .timing import Timing, timing_for
from .turn_timer import OpenMenus, person_is_elsewhere
from .window_places import (
    MAIN_WINDOW_SHARE,
    centre_on_screen,
    first_size,
    geometry_of,
    restore_geometry,
)

if TYPE_CHECKING:
    from .history.deal_coach import DealAgainRequest
    from .history.resumption import MatchInPlay, Resumption
    from .history.start_check import StartCheck
    from .history.window import HistoryWindow
    from .settings_dialog import SettingsDialog

log = logging.getLogger(__name__)
# the settings the start screen's Play buttons start a match with (MatchChoices.remembered)
PLAY_CHOICES = frozenset({"last_game", "bot_levels", "turn_timer", "animation_speed",
                          "practice"})

def seat_names(players: list[SeatPlayer], game: str) -> list[str]:
    """The names the table shows: typed names as typed, the others in today's language."""
    return [texts.seat_label(player.name, None, seat, game)
            for seat, player in enumerate(players)]


def resumed_seed(state: MatchState, match_id: str | None) -> int:
    """The seed a resumed match goes on with, its bots' and the coach's: its own, which dealt
    its cards (it was 0 for every resumed match); a match given its cards (an imported record
    without a seed) one of its own from its id, the same each time it is reopened."""
    if not state.preset_deals:
        return state.seed
    return zlib.crc32((match_id or "").encode()) % (2**31 - 1) + 1


class MainWindow(FollowsLanguage, FitsScreen, TableWindow):
    """Owns the controller; the table, models and panels follow its signals."""

    def __init__(self, settings: Settings | None = None, *, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else load_settings()
        # styled before it has children: set later, the sheet polished every widget of the
        # window again (18 ms of each start)
        self._dress_separator(self.settings.high_contrast)
        self.settings_service = SettingsService(self.settings, self)
        self.settings_service.changed.connect(self._follow_settings)
        self.controller = MatchController(self)
        self.watching = False
        self.exit_at_end = False
        self.speed: str = self.settings.animation_speed
        self.names: list[str] = ["", "", "", ""]
        self.choices = MatchChoices(self, self.settings_service)
        self.choices.chosen.connect(self.start_match)
        # the person's New match, Play again or Play button asks first while a match is under
        # way (another_match.py); start_match, watch and play_again themselves never ask
        self.another_match = AnotherMatch(self, self._match_under_way, self._match_kept)
        self.choices.ask_first = self.another_match.then
        self.choice = self.choices.remembered()
        self.help_windows = HelpWindows(self)
        self.saver = None
        if autosave:
            from .match_saving import MatchSaver

            self.saver = MatchSaver(self.controller, parent=self)
            self.saver.save_failed.connect(self._on_save_failed)
        self.saved_matches = SavedMatchWindows(self, self.settings, self.saver, self._in_play)
        follow_looks_of(self, self.saved_matches.follow_looks)  # History, Replay, Statistics
        # passing news only while it says something, on the dark ground, over the table's
        # bottom edge kept clear for it (statusBar below): not QMainWindow's, which takes its
        # room from the table as it comes and goes
        self.news = StatusLine(self)
        follow_looks_of(self, self.news.follow_looks)
        self.saved_matches.resume_requested.connect(self._resume_saved)
        self.saved_matches.table_requested.connect(self._come_forward)
        self.saved_matches.deal_again_requested.connect(self._play_deal_again)

        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.table = TableArea(self.controller)
        self.table.set_four_colour(self.settings.four_colour)
        apply_looks(self.table, self.settings)
        self.start_page = scrolled(self.start_screen)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.news.lie_over(self.stack)
        # the table and the start screen keep the strip it lies over clear, all the while
        for keeper in (self.table, self.start_page):
            keeper.keep_clear_for_news(self.news.line_height())
            self.news.line_height_changed.connect(keeper.keep_clear_for_news)
        self.score_model = ScoreboardModel(self)
        self.scoreboard = ScoreboardDock(self.score_model, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self.scoreboard.hide()
        self.last_trick_dialog = LastTrickDialog(self)
        self.table_keys = TableKeys(self.table, self.show_last_trick, self.last_trick_dialog)
        self.last_trick_dialog.finished.connect(self._back_to_table)

        self.menus = MainMenus(self, self.scoreboard.toggleViewAction())
        # Alt+Home from the Last trick picture too, which has the keys while it is open (a
        # player's check: only the menu item worked there)
        self.last_trick_dialog.addAction(self.menus.home_action)
        # hidden by the person, or moved: as they left it, after a restart too
        self.scoreboard_memory = ScoreboardMemory(self, self.scoreboard, self.settings_service)
        self._connect_menus()
        self._connect()
        self.coach = CoachControls(self)
        self.table_keys.close_hint = self.coach.close_hint  # Esc closes the hint first
        self.deal_again = DealAgain(self)
        # the coach's buttons over the table go with the result of a deal played again as
        # with the summary it replaces at once (they stayed beside it: a code review)
        self.coach.cover_with(self.deal_again.panel)
        self.coach.again_requested.connect(self.deal_again.again_last_deal)
        # after DealAgain's own handler, which tells whether the match started is a replay
        self.controller.match_started.connect(
            lambda: self.scoreboard.set_played_again(self.deal_again.replaying))
        self.deal_again.finished.connect(lambda: self.scoreboard.set_played_again(False))
        # Game > Home screen, after DealAgain's handler of match_started (going_home.py)
        self.home = GoingHome(self, self)
        self.deal_again.finished.connect(self.home.offer)
        self.open_menus = OpenMenus(self.menuBar())  # the Coach menu is in it now
        KeysBackFromMenus(self.menuBar())  # one Esc from a menu: the keys back on the table
        # the person's countdown waits while they are busy elsewhere than on the table: in
        # another window, a box, a menu, with the hint they asked for (worked out, or shown:
        # a practice player reading the coach is not idle) or the last trick shown (a click
        # on the table put it in front, and the time ran on while the trick was looked at)
        self.controller.turn_timer.held = lambda: (
            person_is_elsewhere(self) or self.open_menus.any_open or self.coach.thinking
            or self.coach.panel.isVisible() or self.last_trick_dialog.isVisible())
        self.sound = SoundControls(self)
        # what each Play button starts (on a first start too, no match started yet)
        self._say_play_choices()
        self.resize(1280, 760)  # fitted to a small screen when shown (FitsScreen)
        placed = restore_geometry(
            self, self.settings.window if self.settings.window.qt_state else None)
        self.apply_text_scale()
        if not placed:  # a first start: most of the screen, as large as its texts at least
            first_size(self, MAIN_WINDOW_SHARE)
            centre_on_screen(self)
        self.retranslate()
        ScreenReaderWarmUp(self, self.table.make_stand_ins)  # soon after the first paint

    # ----- building ---------------------------------------------------------------------------

    def _connect_menus(self) -> None:
        m = self.menus
        for action, slot in (
            (m.new_match_action, self.choices.open_dialog),
            (m.play_again_action, lambda: self.another_match.then(self.play_again)),
            # (self.home is built after the menus: looked up when chosen)
            (m.history_action, self.open_history), (m.home_action, lambda: self.home.go()),
            (m.quit_action, self.close),
            (m.last_trick_action, self.show_last_trick),
            (m.four_colour_action, self._toggle_four_colour),
            (m.settings_action, self.open_settings), (m.rules_action, self.open_rules),
            (m.keyboard_action, self.open_keyboard_help),
            (m.about_action, self.help_windows.open_about),
        ):
            action.triggered.connect(lambda _checked=False, do=slot: do())
        for speed, action in m.speed_actions.items():
            action.triggered.connect(lambda _checked=False, chosen=speed: self.set_speed(chosen))
        m.show_four_colour(self.settings.four_colour, self.settings.high_contrast)
        m.check_speed(self.speed)

    def _connect(self) -> None:
        self.start_screen.game_chosen.connect(self.choices.quick_start)
        self.start_screen.new_match_requested.connect(self.choices.open_dialog)
        self.start_screen.resume_requested.connect(self._resume_offered)
        self.start_screen.rules_requested.connect(
            lambda game: self.help_windows.open_rules(game, None))
        self.table.key_pressed.connect(self.handle_key)
        self.table.last_trick_button.clicked.connect(self.show_last_trick)
        self.table.end_panel.play_again_requested.connect(self.play_again)
        self.table.end_panel.new_match_requested.connect(self.choices.open_dialog)
        self.table.end_panel.home_requested.connect(lambda: self.home.go())
        self.stack.currentChanged.connect(self._home_offered_at_table)
        self._home_offered_at_table()
        self.table.keyboard_hint.dismissed.connect(self._keyboard_hint_dismissed)
        self.panels = MatchPanels(self, self.scoreboard, self.score_model)
        self.controller.match_started.connect(self._update_title)
        self.controller.match_started.connect(self._rules_follow_the_table)
        self.controller.match_started.connect(lambda: self.start_screen.offer_resume(None))

    # ----- starting matches -------------------------------------------------------------------

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
        rules = make_rules(game)  # the usual game's (no seat of the person's: no clock runs)
        self._begin(rules, [SeatPlayer("", level) for level in levels], seed)

    def _match_under_way(self) -> bool:
        """A match of the person's is on the table and not finished (not four bots watched),
        or waits under a deal played again, or was left unsaved for the start screen; a deal
        played again alone is no match (nothing of it is kept)."""
        if self.home.unsaved:
            return True
        if self.watching:
            return False
        run = self.deal_again.run
        if run is not None:
            return run.waiting is not None and not run.waiting.state.is_over
        state = self.controller.state
        return state is not None and not state.is_over

    def _match_kept(self) -> bool:
        """Whether the match under way is kept in History: autosaved, or, waiting under a
        deal played again, with a file of its own."""
        if self.saver is None or self.home.unsaved:
            return False
        run = self.deal_again.run
        if run is not None:
            return run.waiting is not None and run.waiting.match_id is not None
        return self.saver.enabled

    def play_again(self) -> None:
        if self.watching:
            self.watch(self.choice.game, self.speed, [self.choice.levels[0]] + self.choice.levels)
        else:
            self.start_match(self.choice)

    def _begin(self, rules: Rules, players: list[SeatPlayer], seed: int | None) -> None:
        seed = random.randrange(1, 2**31) if seed is None else seed
        self.panels.hide_all()
        self.names = seat_names(players, rules.game)
        self.table.names = list(self.names)
        timing = self._timing()
        self.scoreboard_memory.show_at_table()  # first: the table is laid out and scaled once
        self.stack.setCurrentWidget(self.table)
        if self.saver is not None:
            self.saver.enabled = not self.watching
            self.saver.begin(rules.game)
        self.controller.start_match(rules, players, seed, timing)
        self.table.keyboard_hint.set_rules(rules)
        self.table.keyboard_hint.offer(not self.watching
                                       and not self.settings.keyboard_hint_dismissed)
        self.table.place_panels()
        self.table.setFocus()

    def resume(self, state: object, players: list[SeatPlayer], match_id: str | None = None,
               created: datetime | None = None,
               practice_log: PracticeLog | None = None) -> None:
        """Continue a saved match (the saves engineer's History window calls this);
        ``practice_log``: the coach's part of it, else read from its file. The countdown its
        file kept is not restored: a match reopened gives the person the full turn time (a
        player's review: back with the 8 s it had left, or even 1 s, the table played for them
        before they had their bearings)."""
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
        self.show_state(state, players, resumed_seed(state, match_id),
                        practice_log.table_marks)

    def show_state(self, state: MatchState, players: list[SeatPlayer], seed: int,
                   played_for: Sequence[tuple[int, Why]] = ()) -> None:
        """Put ``state`` on the table; the controller goes on from there (bots of ``seed``;
        ``played_for``: the moves the table made for the person, as saved)."""
        self.panels.hide_all()  # nothing left over from the match or deal that was on the table
        self.watching = all(not p.is_human for p in players)
        self.names = seat_names(players, state.game)
        self.table.names = list(self.names)
        if not self.deal_again.replaying:  # a deal played again is no match to play again
            # the match as it is played: its rules with their timer (kept in its file when
            # resumed), seats and practice; the speed is the window's
            self.choice = NewMatchChoice(
                game=state.game, options=options_of(state.rules),
                levels=[p.level for p in players[1:]], player_name=players[0].name,
                turn_timer=state.rules.turn_timer, speed=self.speed,
                practice=self.controller.practice)
        self.scoreboard_memory.show_at_table()  # first: the table is laid out and scaled once
        self.stack.setCurrentWidget(self.table)
        self.controller.start_match(state.rules, players, seed, self._timing(), state=state,
                                    played_for=played_for)
        self.table.keyboard_hint.set_rules(state.rules)  # if shown, the keys of this match
        self.fill_scoreboard_from(state)
        self.table.setFocus()

    def leave_table(self) -> None:
        """Back to the start screen, nothing on the table."""
        self.controller.stop()
        self.controller.state = None
        self.panels.hide_all()
        self.last_trick_dialog.hide()  # it showed the trick of a match gone over the start
        self.scoreboard.hide()
        self.stack.setCurrentWidget(self.start_page)
        self._update_title()
        self._rules_follow_the_table()

    def at_table(self) -> bool:
        return self.stack.currentWidget() is self.table

    def held_match(self) -> HeldMatch | None:
        return self.home.held

    def _home_offered_at_table(self) -> None:
        self.menus.home_action.setEnabled(self.at_table())

    def _rules_follow_the_table(self) -> None:
        state = self.controller.state
        if state is None:
            self.help_windows.follow_match(None, None)
        else:
            self.help_windows.follow_match(state.game, state.rules)

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

    def last_deal_to_play_again(self) -> int | None:
        return self.deal_again.last_deal()

    def first_own_deal(self) -> int:
        return self.deal_again.first_own_deal()

    def fill_scoreboard_from(self, state: MatchState) -> None:
        """The scoreboard of every finished deal of ``state`` (a resumed or rewound match)."""
        self.panels.fill_scoreboard_from(state)

    def _timing(self) -> Timing:
        auto = self.watching
        return timing_for(self.speed, self.settings.bot_pause_ms if self.speed != Speed.MAX else 0,
                          auto_next_deal=auto)

    def set_speed(self, speed: str) -> None:
        self.speed = speed
        self.menus.check_speed(speed)
        self.controller.set_timing(self._timing())
        if speed in CHOSEN_SPEEDS:
            self.settings_service.change(animation_speed=Speed(speed))

    # ----- the person's keys and the last trick -----------------------------------------------

    def handle_key(self, event: QKeyEvent) -> None:
        """The table's keys (see TableKeys and Help > Keyboard)."""
        if self.table_keys.handle(event):
            event.accept()
        else:
            event.ignore()

    # ----- other windows ----------------------------------------------------------------------

    def show_last_trick(self) -> None:
        """On the felt at the table's left, under the corner panel (its trump stays in view),
        sized with the table: never over the trick in progress (nothing to show before a
        match)."""
        if self.controller.state is None:
            return
        dialog = self.last_trick_dialog
        k = self.table.panel_scale()
        trick = self.controller.last_trick
        dialog.show_trick(trick, list(self.names),
                          [self.table.name_in_sentence(seat) for seat in range(4)],
                          self.settings.four_colour, self.table.shown.fate(trick),
                          self.controller.last_trick_number,
                          self.controller.state.game if self.controller.state else None)
        dialog.strip.set_card_width(70 * k)
        dialog.set_scale(k)
        dialog.adjustSize()
        table = self.table.viewport()
        panel = self.table.mapFromScene(self.table.info.sceneBoundingRect()).boundingRect()
        gap = round(12 * k)
        if panel.bottom() + 2 * gap + dialog.frameGeometry().height() <= table.height():
            spot = QPoint(gap, panel.bottom() + gap)
        else:  # a table too short for it under the panel: beside the panel, along the top
            spot = QPoint(panel.right() + gap, gap)
        dialog.move(table.mapToGlobal(spot))
        dialog.show()
        dialog.raise_()

    def _back_to_table(self) -> None:
        """A closed picture gives the keys back to the table (not left to the window manager)."""
        if self.stack.currentWidget() is self.table:
            self.activateWindow()
            self.table.setFocus()

    def open_rules(self) -> None:
        """The rules of the game on the table (of the last one chosen, before a match)."""
        state = self.controller.state
        if state is not None:
            self.help_windows.open_rules(state.game, state.rules)
        else:
            self.help_windows.open_rules(self.choice.game, None)

    def open_keyboard_help(self) -> None:
        """Help > Keyboard: the coach's keys (H, C, Ctrl+Z) with the table's own."""
        c = self.coach
        self.help_windows.open_keyboard_help((c.hint_action, c.claim_action, c.undo_action))

    def open_history(self) -> HistoryWindow:
        """Show the History window, reading the folder again (saved_match_windows.py)."""
        return self.saved_matches.open_history()

    def check_saves_at_start(self) -> StartCheck:
        """Report unreadable saved files and offer to resume the newest unfinished match (on
        the start screen too, once the person answers its box "Not now" or closes it: never
        beside the box, the same offer twice at once)."""
        check = self.saved_matches.check_at_start()
        check.offer_left.connect(self._offer_resume_on_start_screen)
        return check

    def _offer_resume_on_start_screen(self) -> None:
        check = self.saved_matches.start_check
        offered = check.offered if check is not None else None
        if offered is not None and self.controller.state is None:
            self.start_screen.offer_resume(offered.saved.game)

    def _resume_offered(self) -> None:
        """The start screen's Resume: the match left there (Game > Home screen), else the
        match the start check offered, as its box does."""
        if self.home.resume():
            return
        check = self.saved_matches.start_check
        offered = check.offered if check is not None else None
        self.start_screen.offer_resume(None)
        if check is None or offered is None:
            return
        check.resume_read_again(offered.path)

    def _play_deal_again(self, request: DealAgainRequest) -> None:
        """A deal of a saved match, chosen in History's Replay, played again at this table."""
        if self.deal_again.play_again(request.state, request.deal, request.players,
                                      request.match_id, request.seat):
            self._come_forward()

    def _in_play(self) -> MatchInPlay:
        """The match on the table, or the one held on the start screen (History neither
        deletes it nor resumes it from its file, and Statistics charts it)."""
        from .history.resumption import MatchInPlay

        held = self.home.held
        if self.controller.state is None and held is not None:
            return MatchInPlay(held.state, held.match_id, tuple(self.names), held=True)
        match_id = self.saver.match_id if self.saver is not None else None
        return MatchInPlay(self.controller.state, match_id, tuple(self.names))

    def _resume_saved(self, resumption: Resumption) -> None:
        """A saved match resumed from History or the start check: asked first where another
        is under way (History's Resume replaced it at once, an unsaved one lost)."""
        self.another_match.then(lambda: self.resume(
            resumption.state, resumption.players, resumption.match_id, resumption.created),
            resuming=True)

    def _come_forward(self) -> None:
        """History's Resume of the match on the table, or of the one held on the start
        screen (put back on the table), or its Deal again: the window in front."""
        self.home.resume()
        self.saved_matches.step_aside()  # kept above the table, they would hide it
        self.raise_()
        self.activateWindow()

    def _say_play_choices(self) -> None:
        """The start screen's words on what its Play buttons start: what ``quick_start``
        plays, each game's bots (kept per game) and the timer, the speed and practice they
        share; a first start (no bots ever chosen) said as one. It named the game of last
        time and its bots under all three buttons, and Play Hokm started Hokm's own (a
        player's review)."""
        chosen = {game.value: self.choices.remembered(game) for game in Game}
        shared = chosen[self.settings.last_game.value]
        self.start_screen.set_play_choices(
            {game: choice.levels for game, choice in chosen.items()}, shared.speed,
            shared.turn_timer, shared.practice, first_start=not self.settings.bot_levels)

    def open_settings(self) -> None:
        from .settings_dialog import SettingsDialog

        state = self.controller.state
        # the person's own match: a watched one's timer is nobody's (its default 30 s showed
        # as "this match and new ones", a code review)
        playing = state is not None and not state.is_over and not self.watching
        dialog = SettingsDialog(self.settings, self,
                                state.rules.turn_timer if state is not None and playing else None)
        accepted = dialog.exec() == SettingsDialog.DialogCode.Accepted
        dialog.deleteLater()  # a closed dialog left to its parent would stay all evening
        if accepted:
            self.apply_settings(dialog)

    def apply_settings(self, dialog: SettingsDialog) -> None:
        """What ``dialog`` (accepted) chose: the settings, the speed, and the turn timer of
        the match being played too, saved with it."""
        with self.settings_service.changes():
            dialog.apply_to(self.settings)
        self.set_speed(self.settings.animation_speed)  # and the bots' pause
        if not dialog.timer_changed():
            return
        seconds = self.settings.turn_timer
        if not self.watching:  # Play again with it too (the start screen follows the settings)
            self.choice = replace(self.choice, turn_timer=seconds)  # (a code review)
        state = self.controller.state
        if state is not None and not self.watching and self.controller.set_turn_timer(seconds):
            if self.saver is not None:
                self.saver.save_now()
            self.help_windows.follow_match(state.game, state.rules)  # an open Rules says it

    def _follow_settings(self, names: frozenset[str]) -> None:
        """The table, the View menu and the texts follow the settings that changed."""
        if "four_colour" in names:
            self.table.set_four_colour(self.settings.four_colour)
        if names & {"four_colour", "high_contrast"}:
            self.menus.show_four_colour(self.settings.four_colour, self.settings.high_contrast)
        if names & {"felt", "card_back", "large_cards", "high_contrast"}:
            apply_looks(self.table, self.settings)
            self.start_screen.set_scale(self.start_screen.asked)  # on the felt now
            self.scoreboard.restyle()
            self.coach.follow_looks()
            self._dress_separator(high_contrast())
            self.last_trick_dialog.set_scale(self.table.panel_scale())  # high contrast or not
            self.last_trick_dialog.strip.update()
        if "text_scale" in names:
            self.apply_text_scale()
        if names & PLAY_CHOICES:  # a match chosen, a speed or a timer: what Play starts
            self._say_play_choices()

    def _dress_separator(self, contrast: bool) -> None:
        """The bar between the table and the scoreboard (it moves the border) in the felt's
        dark shade (black in high ``contrast``), not the system's grey."""
        dark = panel_colours(contrast)["dark"]
        self.setStyleSheet(f"QMainWindow::separator {{ background: {dark}; }}")

    def apply_text_scale(self) -> None:
        """Menus, dialogs, the scoreboard and the start screen at the size of texts chosen
        in Settings, or the one that suits the screen (twice as large on 4K at 100 %)."""
        k = text_scale_for(self.settings.text_scale, screen_of(self))
        apply_text_scale(k)
        self.start_screen.set_scale(k)
        self.scoreboard.set_scale(k)
        self.table.fit_legible()
        if self.isVisible():  # as large as the texts need, within the screen again
            fit_on_screen(self)

    def _remember_window_places(self) -> None:
        self.settings.window = geometry_of(self)
        self.scoreboard_memory.at_quit()
        self.saved_matches.remember_places()
        self.settings_service.save()

    def _keyboard_hint_dismissed(self) -> None:
        self.settings_service.change(keyboard_hint_dismissed=True)

    def _toggle_four_colour(self) -> None:
        self.settings_service.change(four_colour=self.menus.four_colour_action.isChecked())

    def statusBar(self) -> StatusLine:
        """The line of passing news (status_line.py), drawn over the strip the table and the
        start screen keep clear at their bottom: never QMainWindow's own status bar, which Qt
        would make here and which shrinks the table by its height whenever it shows."""
        return self.news

    def _on_save_failed(self, message: str) -> None:
        self.statusBar().showMessage(self.tr("Autosave failed: {problem}").format(
            problem=message), 10000)

    # ----- language and closing ---------------------------------------------------------------

    def retranslate(self) -> None:
        self.menus.retranslate()
        self._follow_language_in_seat_names()
        self._update_title()
        self.panels.update_current()
        self.score_model.retranslate()

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
        # the program ends with its main window: nothing it opened stays on screen alone
        # (Rules, History, Statistics and the replays have no parent; a review has one, but a
        # window is not hidden with its parent)
        for other in QApplication.topLevelWidgets():
            if other is not self and other.isVisible():
                other.close()
        super().closeEvent(event)


__all__ = ["MainWindow", "QKeyCombination"]
