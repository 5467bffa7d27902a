"""Bots think on a worker thread; their decision comes back to the GUI thread as a signal.

The answer crosses to the GUI thread through a ``ThreadRelay`` (thread_relay.py).

The workers are a plain ``ThreadPoolExecutor``, not Qt's ``QThreadPool``: PySide6 keeps the
Python side of many finished ``QRunnable`` objects alive in the pool, and with them the bot and
the seat's view they were given, a few hundred a match (issue 21). One worker: bots are pure
Python, so a second one never thinks at the same time as the first (the interpreter lock) and
only gives the GUI thread one more thread to wait for.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..bots.base import Bot
from ..engine import Action, SeatView
from .thread_relay import ThreadRelay

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BotAnswer:
    token: int
    seat: int
    action: Action | None
    error: str = ""


class BotRunner(QObject):
    """Asks bots for moves off the GUI thread; ``answered(BotAnswer)`` in the GUI thread."""

    answered = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._running: set[Future[None]] = set()
        self._lock = threading.Lock()
        self._relay = ThreadRelay(self)
        self._relay.delivered.connect(self.answered)

    def think(self, bot: Bot, view: SeatView, token: int) -> None:
        future = self._pool.submit(self._think, bot, view, token)
        with self._lock:
            self._running.add(future)
        future.add_done_callback(self._forget)

    def _think(self, bot: Bot, view: SeatView, token: int) -> None:
        """On a worker thread."""
        try:
            decision = bot.choose(view)
            answer = BotAnswer(token, view.seat, decision.action)
        except Exception as error:  # a bot bug must not freeze the table
            log.exception("bot %s failed at seat %d", bot.level, view.seat)
            answer = BotAnswer(token, view.seat, None, str(error))
        try:
            self._relay.post(answer)
        except RuntimeError:  # the window closed while the bot thought: nobody waits
            log.debug("bot answer for seat %d dropped: the table is gone", view.seat)

    def _forget(self, future: Future[None]) -> None:
        with self._lock:
            self._running.discard(future)

    def wait_for_done(self, msecs: int = 5000) -> bool:
        """Wait until no bot is thinking (True), or ``msecs`` have passed (False)."""
        with self._lock:
            running = set(self._running)
        return not wait(running, timeout=msecs / 1000).not_done
