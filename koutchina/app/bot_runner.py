"""Bots think on a worker thread; their decision comes back to the GUI thread as a signal.

The answer crosses to the GUI thread through a ``ThreadRelay`` (thread_relay.py).

The workers are a plain ``ThreadPoolExecutor``, not Qt's ``QThreadPool``: PySide6 keeps the
Python side of many finished ``QRunnable`` objects alive in the pool, and with them the bot and
the seat's view they were given, a few hundred a match (issue 21). One worker: bots are pure
Python, so a second one never thinks at the same time as the first (the interpreter lock) and
only gives the GUI thread one more thread to wait for.

The searching levels (``hard``, ``ismcts``) think in the bot worker process instead
(bot_process.py): given a copy of the match, the worker thread here writes its record and
then only waits for the answer,
holding no interpreter lock the GUI thread needs. Should the worker fail, the bot thinks here.
"""

from __future__ import annotations

import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..bots.base import Bot
from ..bots.worker import SEARCHING_LEVELS
from ..engine import Action, MatchState, SeatView, action_from_json
from ..engine.record import record_of
from .bot_process import BotProcess, shared_bot_process
from .thread_relay import ThreadRelay

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BotAnswer:
    token: int
    seat: int
    action: Action | None
    error: str = ""


class _Thinking:
    """The bots' futures not done yet. The futures' done callback holds this plain object, not
    the runner: a worker thread must never drop the last reference to a Qt object (it would
    be destroyed there, off the GUI thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._futures: set[Future[None]] = set()

    def add(self, future: Future[None]) -> None:
        with self._lock:
            self._futures.add(future)
        future.add_done_callback(self.forget)

    def forget(self, future: Future[None]) -> None:
        with self._lock:
            self._futures.discard(future)

    def now(self) -> set[Future[None]]:
        with self._lock:
            return set(self._futures)


class BotRunner(QObject):
    """Asks bots for moves off the GUI thread; ``answered(BotAnswer)`` in the GUI thread.

    What a worker thread is given holds no reference to the runner (see ``_Thinking``): only
    the bot, the view, the match, the worker process and the relay (a child of the runner, so
    owned by Qt, which a dropped reference never destroys)."""

    answered = Signal(object)

    def __init__(self, parent: QObject | None = None,
                 process: BotProcess | None = None) -> None:
        super().__init__(parent)
        self._process = process
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._thinking = _Thinking()
        self._relay = ThreadRelay(self)
        self._relay.delivered.connect(self.answered)
        # the worker thread ends with the runner, not with its last Python reference (which
        # may outlive it: a run of the tests kept hundreds of idle threads); a bot thinking
        # then finishes, and its answer finds no relay
        pool = self._pool
        self.destroyed.connect(lambda *_: pool.shutdown(wait=False, cancel_futures=True))

    @staticmethod
    def thinks_elsewhere(bot: Bot) -> bool:
        """Whether ``bot`` is one the worker process can stand in for (it makes its own bot of
        the same level and seed; any other object, a test's bot say, thinks here)."""
        return (bot.level in SEARCHING_LEVELS and isinstance(getattr(bot, "seed", None), int)
                and type(bot).__module__.startswith("koutchina."))

    def prepare(self, bots: list[Bot]) -> None:
        """Start the worker process in the background if one of ``bots`` will think there."""
        if any(self.thinks_elsewhere(bot) for bot in bots):
            self._pool.submit((self._process or shared_bot_process()).start)

    def think(self, bot: Bot, view: SeatView, token: int,
              match: MatchState | None = None) -> None:
        """Ask ``bot`` for its move in ``view``; with ``match`` (a copy of the match the
        caller no longer changes; see ``thinks_elsewhere``) the worker process is asked
        instead."""
        process = (self._process or shared_bot_process()) if match is not None else None
        self._thinking.add(self._pool.submit(_think, bot, view, token, match, process,
                                             self._relay))

    def wait_for_done(self, msecs: int = 5000) -> bool:
        """Wait until no bot is thinking (True), or ``msecs`` have passed (False)."""
        return not wait(self._thinking.now(), timeout=msecs / 1000).not_done


def _think(bot: Bot, view: SeatView, token: int, match: MatchState | None,
           process: BotProcess | None, relay: ThreadRelay) -> None:
    """On a worker thread."""
    try:
        action = None
        if match is not None and process is not None:
            action = _ask_worker(process, bot, view, token, match)
        if action is None:
            action = bot.choose(view).action
        answer = BotAnswer(token, view.seat, action)
    except Exception as error:  # a bot bug must not freeze the table
        log.exception("bot %s failed at seat %d", bot.level, view.seat)
        answer = BotAnswer(token, view.seat, None, str(error))
    try:
        relay.post(answer)
    except RuntimeError:  # the window closed while the bot thought: nobody waits
        log.debug("bot answer for seat %d dropped: the table is gone", view.seat)


def _ask_worker(process: BotProcess, bot: Bot, view: SeatView, token: int,
                match: MatchState) -> Action | None:
    """The worker process's move for ``bot``, or None (then the bot thinks here)."""
    seed = getattr(bot, "seed", None)
    assert isinstance(seed, int)  # thinks_elsewhere(bot) checked it
    record = record_of(match).model_dump(mode="json")
    reply = process.ask({"token": token, "seat": view.seat, "level": bot.level,
                         "seed": seed, "record": record})
    if reply is None:
        return None
    try:
        action = action_from_json(reply.get("action"))
    except ValueError:
        log.warning("the bot worker gave no move for seat %d (%s); deciding here",
                    view.seat, reply.get("error") or reply.get("action"))
        return None
    if action not in view.legal_actions():
        log.warning("the bot worker's move %s is not legal for seat %d; deciding here",
                    action, view.seat)
        return None
    return action
