"""Python's cyclic garbage collector runs on the GUI thread only.

Left to itself, the collector runs on whichever thread happens to pass its allocation count:
in this program mostly a bot or the coach thinking on a worker thread. A window, dialog or
timer caught in a reference cycle and dropped by the GUI thread would then be destroyed on
that worker, and Qt objects must be destroyed on the thread they live in: the GUI thread
later crashes dispatching events to a half-freed widget. The test suite met it as a rare
segmentation fault in pytest-qt's event processing, with idle bot threads beside it.

So the automatic collector is switched off and the GUI thread collects instead, on a timer
and by the clock, not by the collector's counts (whose meaning changed with Python 3.14's
incremental collector): the young objects every second, the middle generation every ten
seconds, everything every five minutes (a full collection takes 10-30 ms on the program's
heap, up to about 80 ms with a History of thousands of matches).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

CHECK_EVERY_MS = 1000
MIDDLE_EVERY = 10  # checks between two collections of the middle generation
FULL_EVERY = 300  # checks between two full collections


def generation_due(check: int, middle_every: int = MIDDLE_EVERY,
                   full_every: int = FULL_EVERY) -> int:
    """The oldest generation to collect at the ``check``-th check (counted from 1): 2 every
    ``full_every``, else 1 every ``middle_every``, else 0 (gc.collect(n) collects 0 to n)."""
    if check % full_every == 0:
        return 2
    return 1 if check % middle_every == 0 else 0


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on the thread it lives in (the GUI thread), every
    ``CHECK_EVERY_MS``, the generations ``generation_due`` says."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._checks = 0
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> None:
        self._checks += 1
        gc.collect(generation_due(self._checks))


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Switch the process to collecting on ``app``'s thread (once: a second call gives the
    collector already running, the automatic collector off again)."""
    assert QThread.currentThread() is app.thread(), "call it from the GUI thread"
    for child in app.children():
        if isinstance(child, GuiThreadCollector):
            gc.disable()
            return child
    return GuiThreadCollector(app)


__all__ = ["CHECK_EVERY_MS", "FULL_EVERY", "MIDDLE_EVERY", "GuiThreadCollector",
           "collect_on_gui_thread", "generation_due"]
