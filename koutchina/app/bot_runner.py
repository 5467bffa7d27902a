"""Bots think on a worker thread; their decision comes back to the GUI thread as a signal.

Only an integer ticket crosses threads in the signal; the decision itself waits in a locked
dictionary (passing Python objects through queued signals proved fragile in PySide6).

The workers are a plain ``ThreadPoolExecutor``, not Qt's ``QThreadPool``: PySide6 keeps the
Python side of many finished ``QRunnable`` objects alive in the pool, and with them the bot and
the seat's view they were given, a few hundred a match (issue 21). One worker: bots are pure
Python, so a second one never thinks at the same time as the first (the interpreter lock) and
only gives the GUI thread one more thread to wait for.
"""

from __future__ import annotations

import itertools
import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal, Slot

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


class BotRunner(QObject):
    """Asks bots for moves off the GUI thread; ``answered(BotAnswer)`` in the GUI thread."""

    answered = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._running: set[Future[None]] = set()
        self._relay = _Relay(self)
        self._relay.answered.connect(self._deliver)
        self._answers: dict[int, BotAnswer] = {}
        self._lock = threading.Lock()
        self._tickets = itertools.count(1)

    def think(self, bot: Bot, view: SeatView, token: int) -> None:
        future = self._pool.submit(self._think, bot, view, token, next(self._tickets))
        with self._lock:
            self._running.add(future)
        future.add_done_callback(self._forget)

    def _think(self, bot: Bot, view: SeatView, token: int, ticket: int) -> None:
        """On a worker thread."""
        try:
            decision = bot.choose(view)
            answer = BotAnswer(token, view.seat, decision.action)
        except Exception as error:  # a bot bug must not freeze the table
            log.exception("bot %s failed at seat %d", bot.level, view.seat)
            answer = BotAnswer(token, view.seat, None, str(error))
        try:
            self.post(ticket, answer)
        except RuntimeError:  # the window closed while the bot thought: nobody waits
            log.debug("bot answer %d dropped: the table is gone", ticket)

    def _forget(self, future: Future[None]) -> None:
        with self._lock:
            self._running.discard(future)

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
        """Wait until no bot is thinking (True), or ``msecs`` have passed (False)."""
        with self._lock:
            running = set(self._running)
        return not wait(running, timeout=msecs / 1000).not_done
