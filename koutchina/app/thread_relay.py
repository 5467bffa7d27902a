"""Values computed on a worker thread, handed to the GUI thread: the one way results cross
threads in the app (the bots' answers, the coach's hints and reviews, the History's folder
scans, the autosave's failures).

Only an integer ticket travels in the queued signal; the value waits in a locked dictionary
(passing Python objects through queued signals proved fragile in PySide6).
"""

from __future__ import annotations

import itertools
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot


class ThreadRelay(QObject):
    """``post(value)`` from any thread; ``delivered(value)`` in the thread the relay lives in.

    ``post`` raises RuntimeError once the relay's Qt object is gone (its window closed)."""

    delivered = Signal(object)
    _posted = Signal(int)  # ticket; emitted on a worker, queued to the relay's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._values: dict[int, Any] = {}
        self._tickets = itertools.count(1)
        self._posted.connect(self._deliver)

    def post(self, value: Any) -> None:
        with self._lock:
            ticket = next(self._tickets)
            self._values[ticket] = value
        self._posted.emit(ticket)

    @Slot(int)
    def _deliver(self, ticket: int) -> None:
        with self._lock:
            if ticket not in self._values:
                return
            value = self._values.pop(ticket)
        self.delivered.emit(value)


__all__ = ["ThreadRelay"]
