"""Bots think on a worker thread; their decision comes back to the GUI thread as a signal.

Only an integer ticket crosses threads in the signal; the decision itself waits in a locked
dictionary (passing Python objects through queued signals proved fragile in PySide6).
"""

from __future__ import annotations

import itertools
import logging
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from ..bots.base import Bot
from ..engine import Action, SeatView

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BotAnswer:
    token: int
    seat: int
    action: Action | None
    error: str = ""


class _Relay(QObject):
    """Lives in the GUI thread: a signal emitted from a worker arrives there, queued."""

    answered = Signal(int)  # ticket


class _Thinking(QRunnable):
    def __init__(self, runner: BotRunner, bot: Bot, view: SeatView, token: int, ticket: int):
        super().__init__()
        self.runner = runner
        self.bot = bot
        self.view = view
        self.token = token
        self.ticket = ticket
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            decision = self.bot.choose(self.view)
            answer = BotAnswer(self.token, self.view.seat, decision.action)
        except Exception as error:  # a bot bug must not freeze the table
            log.exception("bot %s failed at seat %d", self.bot.level, self.view.seat)
            answer = BotAnswer(self.token, self.view.seat, None, str(error))
        self.runner.post(self.ticket, answer)


class BotRunner(QObject):
    """Asks bots for moves off the GUI thread; ``answered(BotAnswer)`` in the GUI thread."""

    answered = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._relay = _Relay(self)
        self._relay.answered.connect(self._deliver)
        self._answers: dict[int, BotAnswer] = {}
        self._lock = threading.Lock()
        self._tickets = itertools.count(1)

    def think(self, bot: Bot, view: SeatView, token: int) -> None:
        self._pool.start(_Thinking(self, bot, view, token, next(self._tickets)))

    def post(self, ticket: int, answer: BotAnswer) -> None:
        """Called on the worker thread."""
        with self._lock:
            self._answers[ticket] = answer
        self._relay.answered.emit(ticket)

    @Slot(int)
    def _deliver(self, ticket: int) -> None:
        with self._lock:
            answer = self._answers.pop(ticket, None)
        if answer is not None:
            self.answered.emit(answer)

    def wait_for_done(self, msecs: int = 5000) -> bool:
        return bool(self._pool.waitForDone(msecs))
