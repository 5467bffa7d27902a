"""Python's cyclic garbage collector runs on the GUI thread only.

Left to itself, the collector runs on whichever thread happens to pass its allocation count:
in this program mostly a bot or the coach thinking on a worker thread. A window, dialog or
timer caught in a reference cycle and dropped by the GUI thread would then be destroyed on
that worker, and Qt objects must be destroyed on the thread they live in: the GUI thread
later crashes dispatching events to a half-freed widget. The test suite met it as a rare
segmentation fault in pytest-qt's event processing, with idle bot threads beside it.

So the automatic collector is switched off and the GUI thread collects instead, on a timer:
the young objects every second, the older generations as often as the collector's own
thresholds say (the oldest, a full collection, about every hundred seconds).
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

CHECK_EVERY_MS = 1000


class GuiThreadCollector(QObject):
    """Collects cyclic garbage on the thread it lives in (the GUI thread), every
    ``CHECK_EVERY_MS`` (``collect_due``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> None:
        collect_due(self._thresholds)


def collect_due(thresholds: tuple[int, int, int]) -> None:
    """Collect the youngest generation, and the older ones when their turn has come by the
    collector's ``thresholds`` (gc.get_threshold() before it was switched off).

    Every call, not only past the first threshold as the automatic collector does: its count
    is allocations less deallocations, so a worker that built and freed a large search since
    the last call leaves it low, and a cycle dropped meanwhile would wait."""
    counts = gc.get_count()
    generation = 0
    while generation < 2 and counts[generation + 1] > thresholds[generation + 1]:
        generation += 1
    gc.collect(generation)

def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Switch the process to collecting on ``app``'s thread (once: a second call gives the
    collector already running)."""
    for child in app.children():
        if isinstance(child, GuiThreadCollector):
            return child
    assert QThread.currentThread() is app.thread(), "call it from the GUI thread"
    return GuiThreadCollector(app)


__all__ = ["CHECK_EVERY_MS", "GuiThreadCollector", "collect_due", "collect_on_gui_thread"]
