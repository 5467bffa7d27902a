"""History and Statistics come from the summary index: a start after the first reads no match
file until one is opened, and the first listing (no index yet) shows its progress."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import koutchina.storage.listing as listing_module
from koutchina.storage import MatchStore

from .helpers import count_reads, random_match, saved_of
from .test_history_gui import make_window


def _fill(count: int) -> MatchStore:
    store = MatchStore()
    for number in range(count):
        store.save(saved_of(random_match(("hand", "hokm")[number % 2], number), f"m{number}"))
    return store


def test_history_and_statistics_open_from_the_index_without_reading_a_file(qtbot, monkeypatch):
    _fill(4).listing()  # the index, as the previous start left it
    read = count_reads(monkeypatch)
    window = make_window(qtbot)
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running, timeout=15000)
    assert history.model.rowCount() == 4
    history.open_statistics()
    assert history._stats is not None
    qtbot.addWidget(history._stats)
    assert history._stats.table.item(0, 0).text() == "2"  # two Hand matches played
    assert read == []
    history.table.selectRow(0)
    history.replay_selected()  # opening one match reads that file, and only it
    assert len(read) == 1


def test_the_first_start_after_an_upgrade_shows_its_progress(qtbot, monkeypatch):
    store = _fill(6)
    store.summary_index.path.unlink(missing_ok=True)
    slow = listing_module.summarize

    def slowly(path: Path, saved: Any) -> Any:
        time.sleep(0.15)  # as if there were thousands
        return slow(path, saved)

    monkeypatch.setattr(listing_module, "summarize", slowly)
    window = make_window(qtbot)
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: " of 6" in window.statusBar().currentMessage(), timeout=15000)
    history = window.open_history()  # opened meanwhile: it waits for that listing, and says so
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: " of 6" in history.status.text(), timeout=15000)
    with qtbot.waitSignal(check.done, timeout=15000):
        pass
    assert window.statusBar().currentMessage() == ""
    assert check.result is not None and len(check.result.summaries) == 6
    qtbot.waitUntil(lambda: history.model.rowCount() == 6, timeout=15000)


def test_closing_history_while_it_lists_leaves_the_worker_harmless(qtbot, monkeypatch):
    store = _fill(3)
    store.summary_index.path.unlink(missing_ok=True)
    slow = listing_module.summarize
    summarized: list[Path] = []

    def slowly(path: Path, saved: Any) -> Any:
        time.sleep(0.1)
        summarized.append(path)
        return slow(path, saved)

    monkeypatch.setattr(listing_module, "summarize", slowly)
    raised: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda hook: raised.append(hook.exc_value))
    window = make_window(qtbot)
    history = window.open_history()
    scan = history.scan
    history.close()
    history.deleteLater()  # its relay goes with it, before the worker posts the listing
    window.saved_matches.history_window = None
    qtbot.waitUntil(lambda: len(summarized) == 3, timeout=15000)
    scan_thread = scan._thread
    assert scan_thread is not None
    scan_thread.join(5)
    assert not scan_thread.is_alive()
    assert raised == []  # the post to the deleted relay was dropped, not raised
    assert len(MatchStore().listing().summaries) == 3  # and the index it wrote is whole
