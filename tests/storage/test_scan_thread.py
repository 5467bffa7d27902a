"""The History's folder scan reads on a worker thread and answers on the GUI thread, through
the same relay as the bots' answers."""

from __future__ import annotations

import threading

from koutchina.app.history.scanning import FolderScan
from koutchina.storage import MatchStore


def test_the_scan_result_arrives_on_the_gui_thread(qtbot, tmp_path) -> None:
    store = MatchStore(tmp_path / "matches")
    reading: list[str] = []
    list_folder = store.listing

    def listing(**keywords):  # type: ignore[no-untyped-def]
        reading.append(threading.current_thread().name)
        return list_folder(**keywords)

    store.listing = listing  # type: ignore[method-assign]
    scan_task = FolderScan(store)
    answered: list[str] = []
    scan_task.finished.connect(lambda result: answered.append(threading.current_thread().name))
    scan_task.start()
    qtbot.waitUntil(lambda: bool(answered), timeout=10000)
    assert reading == ["koutchina-scan"]
    assert answered == [threading.main_thread().name]
