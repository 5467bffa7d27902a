"""How the person chooses the next match: the New match dialog, or a game of the start screen
with the choices of last time. Each choice is remembered in the settings as the next one's
defaults."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..engine import Game, MatchState
from ..storage.settings import CHOSEN_SPEEDS, Speed
from .new_match_choice import NewMatchChoice
from .settings_service import SettingsService
from .table_window import TableWindow


def match_of(state: MatchState | None) -> tuple[str, int] | None:
    """Which match ``state`` is a moment of: its game and its seed, the same for the match
    rewound by an undo, resumed from its file or a deal of it played again; another match's
    (a new one is dealt from a seed drawn at random)."""
    return None if state is None else (state.game, state.seed)


class MatchChoices(QObject):
    """Emits ``chosen(NewMatchChoice)`` once a match is chosen and remembered.

    ``ask_first(start)`` runs ``start`` when the person may start another match (the main
    window asks first while one is under way, another_match.py); a choice not started is not
    remembered in the settings either, but the New match dialog opens with it again (a player
    who answered "Keep playing" found the game and rules of last time there, their own lost).

    It is kept for the match that was under way when it was made, which the person chose to
    finish first: until a match is started from New match or a Play button, or until another
    match is put on the table any other way (Play again, here or on the end panel; a match
    resumed), which is what they chose to play instead; New match then opens with the choices
    of last time, not with one set aside a match ago. The same match taken up again (an undo,
    a deal of it played again, the match resumed) keeps it."""

    chosen = Signal(object)  # NewMatchChoice

    def __init__(self, window: TableWindow, settings_service: SettingsService) -> None:
        super().__init__(window)
        self._window = window
        self._service = settings_service
        self.ask_first: Callable[[Callable[[], None]], None] = lambda start: start()
        self.not_started: NewMatchChoice | None = None  # OK'd in New match, then kept playing
        self._kept_over: tuple[str, int] | None = None  # match_of the match it was made over
        window.controller.match_started.connect(self._match_on_table)

    def remembered(self, game: Game | None = None) -> NewMatchChoice:
        """The choices of last time for ``game`` (the game of last time when None)."""
        s = self._service.settings
        game = s.last_game if game is None else game
        return NewMatchChoice(
            game=game, options=s.rules_for(game), levels=s.bot_levels_for(game),
            player_name=s.player_name, turn_timer=s.turn_timer, speed=s.animation_speed,
            practice=s.practice)

    def open_dialog(self) -> None:
        """The New match dialog, filled with the choices of last time, or with those made in
        it and not started (the person kept playing the match under way); switched to another
        game, it shows that game's rules and bots of last time."""
        from .new_match_dialog import NewMatchDialog  # loaded when first opened, not at start

        opening = self.not_started or self.remembered()
        last_time = {game.value: self.remembered(game).of_its_game() for game in Game}
        dialog = NewMatchDialog(opening, self._window, last_time)  # opening's own for its game
        accepted = dialog.exec() == NewMatchDialog.DialogCode.Accepted
        choice = dialog.choice() if accepted else None
        dialog.deleteLater()  # a closed dialog left to its parent would stay all evening
        if choice is not None:
            self.not_started = choice  # until started: kept if the person keeps playing
            self._kept_over = match_of(self._window.controller.state)
            self.ask_first(lambda: self._choose(choice))

    def quick_start(self, game: str) -> None:
        """``game`` as it was played last time (the start screen's buttons)."""
        self.ask_first(lambda: self._choose(self.remembered(Game(game))))

    def _match_on_table(self) -> None:
        """A match put on the table: the choice kept is dropped unless it is the match it
        was kept over."""
        if match_of(self._window.controller.state) != self._kept_over:
            self.not_started = None

    def _choose(self, choice: NewMatchChoice) -> None:
        self.not_started = None  # a match chosen and started: its choices remembered below
        with self._service.changes() as s:  # a settings problem never stops a match
            game = Game(choice.game)
            s.last_game = game
            s.rules = {**s.rules, game: dict(choice.options)}
            s.bot_levels = {**s.bot_levels, game: list(choice.levels)}
            s.player_name = choice.player_name
            s.turn_timer = choice.turn_timer
            s.practice = choice.practice
            if choice.speed in CHOSEN_SPEEDS:
                s.animation_speed = Speed(choice.speed)
        self.chosen.emit(choice)
