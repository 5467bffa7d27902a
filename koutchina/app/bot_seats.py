"""The bots at the table: one per bot seat, asked for its move after the bots' pause (off the GUI
thread, through ``BotRunner``), its answer kept until the table may apply it."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots import seat_seed
from ..bots.base import Bot
from ..engine import Action, MatchState, timeout_action
from .bot_runner import BotAnswer, BotRunner
from .players import SeatPlayer, make_seat_bot

log = logging.getLogger(__name__)


class BotSeats(QObject):
    """The bots of one match; ``match()`` is the match they play (None: none)."""

    thinking = Signal(int)  # seat: its bot is now asked
    answered = Signal()  # an answer waits in ``take_answer``

    def __init__(self, match: Callable[[], MatchState | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match = match
        self.bots: dict[int, Bot] = {}
        self._runner = BotRunner(self)
        self._runner.answered.connect(self._on_answered)
        self._answers: dict[int, Action] = {}
        self._generation = 0  # an answer or a pause of a forgotten match finds another number

    def seat(self, players: Sequence[SeatPlayer], seed: int) -> None:
        """A bot of its level for each seat that is not a person's, seeded by seat."""
        self.bots = {
            seat: make_seat_bot(player.level, seat_seed(seed, seat))
            for seat, player in enumerate(players)
            if not player.is_human
        }
        self._runner.prepare(list(self.bots.values()))

    def forget(self) -> None:
        """Answers and pauses still on their way are ignored from now on."""
        self._generation += 1
        self._answers.clear()

    def ask(self, seat: int, pause_ms: int) -> None:
        """Ask ``seat``'s bot for its move once the bots' pause is over."""
        generation = self._generation
        QTimer.singleShot(pause_ms, lambda: self._think(generation, seat))

    def take_answer(self, to_act: Sequence[int]) -> tuple[int, Action] | None:
        """An answer of a seat that is to act (answers of the others are dropped)."""
        for seat, action in list(self._answers.items()):
            del self._answers[seat]
            if seat in to_act:
                return seat, action
        return None

    def _think(self, generation: int, seat: int) -> None:
        state = self._match()
        if generation != self._generation or state is None or seat not in state.to_act():
            return
        view = state.view(seat)
        self.thinking.emit(seat)
        bot = self.bots[seat]
        # the worker process needs the match: a copy here (as the autosave takes), its record
        # is built on the bot's thread
        match = state.clone() if BotRunner.thinks_elsewhere(bot) else None
        self._runner.think(bot, view, generation, match)

    def _on_answered(self, answer: BotAnswer) -> None:
        state = self._match()
        if answer.token != self._generation or state is None:
            return
        action = answer.action
        if action is None:
            log.warning("bot at seat %d failed (%s); the table plays for it",
                        answer.seat, answer.error)
            action = timeout_action(state.view(answer.seat))
        self._answers[answer.seat] = action
        self.answered.emit()
