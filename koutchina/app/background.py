"""Long computations of the coach on a worker thread; the result comes back to the GUI thread
through a ``ThreadRelay`` (thread_relay.py), as the bots' answers do.

A newer request makes an older one's result be dropped, and ``cancel()`` asks the running
function to stop through its ``cancelled``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from .thread_relay import ThreadRelay

log = logging.getLogger(__name__)

Work = Callable[[Callable[[], bool]], Any]  # called with "has it been cancelled?"


class BackgroundTask(QObject):
    """Runs one piece of work at a time off the GUI thread.

    ``finished(object)`` carries the result, ``failed(str)`` the error of a function that
    raised; a cancelled or replaced run emits neither."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koutchina-coach")
        self._relay = ThreadRelay(self)
        self._relay.delivered.connect(self._deliver)
        self._current: threading.Event | None = None  # the run whose result is wanted
        self.destroyed.connect(lambda *_: self._pool.shutdown(wait=False, cancel_futures=True))

    def start(self, work: Work) -> None:
        """Run ``work(cancelled)``; any run still going is cancelled and its result dropped."""
        self.cancel()
        run = threading.Event()  # set: cancelled
        self._current = run
        self._pool.submit(_run, work, run, self._relay)

    @property
    def running(self) -> bool:
        """A run was started whose result is still wanted (neither delivered nor cancelled)."""
        return self._current is not None

    def cancel(self) -> None:
        if self._current is not None:
            self._current.set()
        self._current = None

    def _deliver(self, delivered: object) -> None:
        assert isinstance(delivered, tuple)
        run, ok, value = delivered
        if run is not self._current:
            return  # replaced or cancelled meanwhile
        self._current = None
        if ok:
            self.finished.emit(value)
        else:
            self.failed.emit(value)


def _run(work: Work, run: threading.Event, relay: ThreadRelay) -> None:
    """On the worker thread. It holds no reference to the task (a worker thread must never
    drop the last reference to a Qt object, which would be destroyed there); ``work`` must
    hold none to a window either (ReviewWindow.start), and ``relay`` is the task's child,
    owned by Qt."""
    try:
        outcome: tuple[bool, Any] = (True, work(run.is_set))
    except Exception as error:  # shown as one line, never a traceback
        if not run.is_set():
            log.exception("coach computation failed")
        outcome = (False, str(error) or type(error).__name__)
    try:
        relay.post((run, *outcome))
    except RuntimeError:  # the window closed meanwhile: nobody waits
        log.debug("coach result dropped: the window is gone")


__all__ = ["BackgroundTask"]
