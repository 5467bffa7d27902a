"""The program's cyclic garbage is collected on the GUI thread, never on a bot's or the
coach's: a Qt object destroyed on a worker thread crashed the GUI thread afterwards (a rare
segmentation fault in the suite, in pytest-qt's event processing, bot threads beside it)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QObject

from koutchina.app.gui_thread_gc import (
    FULL_EVERY,
    MIDDLE_EVERY,
    GuiThreadCollector,
    generation_due,
)


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
    gc.enable()  # as in a process not set up yet (the suite runs with it off)
    collector = GuiThreadCollector()
    try:
        destroyed_on: list[str] = []
        _Dropped(destroyed_on)  # dropped at once by the GUI thread, kept alive by its cycle
        _think_on_a_worker()
        assert destroyed_on == []  # the worker's allocations did not collect it
        qtbot.waitUntil(lambda: bool(destroyed_on), timeout=3000)  # the GUI thread's check
        assert destroyed_on == [threading.main_thread().name]
    finally:
        collector.deleteLater()  # its timer with it
        qapp.processEvents()


def test_the_program_collects_with_one_collector_and_never_automatically() -> None:
    # in a process of its own: the program's set-up of the application is for good
    script = (
        "import gc\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from koutchina.app.gui_thread_gc import GuiThreadCollector\n"
        "from koutchina.app.main import prepare_application\n"
        "app = QApplication([])\n"
        "before = gc.isenabled()\n"
        "prepare_application(app)\n"
        "prepare_application(app)\n"  # a second start of the window adds no second timer
        "kept = [c for c in app.children() if isinstance(c, GuiThreadCollector)]\n"
        "print(before, gc.isenabled(), len(kept))\n"
    )
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([root, os.environ.get("PYTHONPATH", "")]))
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["True", "False", "1"]


def test_the_young_every_check_the_middle_every_tenth_everything_every_three_hundredth() -> None:
    due = [generation_due(check) for check in range(1, FULL_EVERY + 1)]
    assert due.count(2) == 1 and due[-1] == 2
    assert due.count(1) == FULL_EVERY // MIDDLE_EVERY - 1
    assert due[MIDDLE_EVERY - 1] == 1 and due[0] == 0
