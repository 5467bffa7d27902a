"""Long computations of the coach on a worker thread; the result comes back to the GUI thread.

Only an integer ticket crosses threads in a signal; the result waits in a locked dictionary (the
same way as the bots' answers, see bot_runner.py). A newer request makes an older one's result
be dropped, and ``cancel()`` asks the running function to stop through its ``cancelled``.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

log = logging.getLogger(__name__)

Work = Callable[[Callable[[], bool]], Any]  # called with "has it been cancelled?"


class _Relay(QObject):
    done = Signal(int)  # ticket


class BackgroundTask(QObject):
    """Runs one piece of work at a time off the GUI thread.

    ``finished(object)`` carries the result, ``failed(str)`` the error of a function that
    raised; a cancelled or replaced run emits neither."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koutchina-coach")
        self._relay = _Relay(self)
        self._relay.done.connect(self._deliver)
        self._lock = threading.Lock()
        self._results: dict[int, tuple[bool, Any]] = {}
        self._tickets = itertools.count(1)
        self._current = 0
        self._cancelled: threading.Event | None = None
        self.destroyed.connect(lambda *_: self._pool.shutdown(wait=False, cancel_futures=True))

    @property
    def running(self) -> bool:
        return self._current != 0

    def start(self, work: Work) -> None:
        """Run ``work(cancelled)``; any run still going is cancelled and its result dropped."""
        self.cancel()
        ticket = next(self._tickets)
        flag = threading.Event()
        self._current, self._cancelled = ticket, flag
        self._pool.submit(self._run, work, ticket, flag)

    def cancel(self) -> None:
        if self._cancelled is not None:
            self._cancelled.set()
        self._current, self._cancelled = 0, None

    def _run(self, work: Work, ticket: int, flag: threading.Event) -> None:
        try:
            outcome: tuple[bool, Any] = (True, work(flag.is_set))
        except Exception as error:  # shown as one line, never a traceback
            if not flag.is_set():
                log.exception("coach computation failed")
            outcome = (False, str(error) or type(error).__name__)
        with self._lock:
            self._results[ticket] = outcome
        self._relay.done.emit(ticket)

    @Slot(int)
    def _deliver(self, ticket: int) -> None:
        with self._lock:
            ok, value = self._results.pop(ticket, (False, ""))
        if ticket != self._current:
            return  # replaced or cancelled meanwhile
        self._current, self._cancelled = 0, None
        if ok:
            self.finished.emit(value)
        else:
            self.failed.emit(value)


__all__ = ["BackgroundTask"]
