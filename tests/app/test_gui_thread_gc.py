"""The program's cyclic garbage is collected on the GUI thread, never on a bot's or the
coach's: a Qt object destroyed on a worker thread crashed the GUI thread afterwards (a rare
segmentation fault in the suite, in pytest-qt's event processing, bot threads beside it)."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from koutchina.app.gui_thread_gc import GuiThreadCollector
from koutchina.app.main import prepare_application


class _Dropped(QObject):
    """A Qt object in a reference cycle: only the cyclic collector frees it."""

    def __init__(self, destroyed_on: list[str]) -> None:
        super().__init__()
        self._destroyed_on = destroyed_on
        self.cycle = self

    def __del__(self) -> None:
        self._destroyed_on.append(threading.current_thread().name)


def _think_on_a_worker() -> None:
    """What a bot's search does to the collector's count: many small containers, freed."""
    def search() -> None:
        worlds = [[card] for card in range(200_000)]
        del worlds

    worker = threading.Thread(target=search, name="bot")
    worker.start()
    worker.join()


def test_a_dropped_qt_object_is_destroyed_on_the_gui_thread_while_a_bot_thinks(
        qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    prepare_application(qapp)
    destroyed_on: list[str] = []
    _Dropped(destroyed_on)  # dropped at once by the GUI thread, kept alive by its cycle
    _think_on_a_worker()
    assert destroyed_on == []  # the worker's allocations did not collect it
    qtbot.waitUntil(lambda: bool(destroyed_on), timeout=3000)  # the GUI thread's next collection
    assert destroyed_on == [threading.main_thread().name]


def test_the_program_collects_with_one_collector_and_never_automatically(qapp) -> None:  # type: ignore[no-untyped-def]
    prepare_application(qapp)
    prepare_application(qapp)  # a second window's start must not add a second timer
    collectors = [child for child in qapp.children() if isinstance(child, GuiThreadCollector)]
    assert len(collectors) == 1
    assert not gc.isenabled()


def test_older_generations_are_collected_when_their_turn_comes(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    collector = prepare_application(qapp).findChild(GuiThreadCollector)
    assert collector is not None
    collected: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda generation=2: collected.append(generation) or 0)
    for counts in [(5, 0, 0), (900, 3, 0), (0, 11, 2), (0, 11, 11)]:
        monkeypatch.setattr(gc, "get_count", lambda counts=counts: counts)
        collector.collect_due()
    # the young every tick; the middle one past ten young collections; all past ten of those
    assert collected == [0, 0, 1, 2]
