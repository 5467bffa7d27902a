"""The start check tells the person about a match that got a fresh id and about entries of the
matches folder that are not files, and the program goes on."""

from __future__ import annotations

import os

import pytest

from koutchina.app.main_window import MainWindow
from koutchina.storage import MatchStore
from koutchina.storage.settings import Settings

from .helpers import dumps, file_data, random_match
from .start_checking import shown_report, start_check


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_the_start_check_reports_fresh_ids_and_entries_that_are_not_files(qtbot):
    store = MatchStore()
    store.folder.mkdir(parents=True)
    data = file_data(random_match("court-piece", 2), "m7")
    (store.folder / "m7.json").write_bytes(dumps(data))
    (store.folder / "copy of m7.json").write_bytes(
        dumps(file_data(random_match("hand", 4, 30), "m7")))
    os.mkfifo(store.folder / "pipe.json")
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.show()
    check = start_check(qtbot, window)
    box = shown_report(check)
    shown = box.informativeText()
    assert "pipe.json: the name is not a regular file" in shown
    assert "a named pipe" in box.detailedText() and "a named pipe" not in shown
    assert "copy of m7.json: another saved match has the same match id" in shown
    assert check.offered is not None and check.offered.saved.match_id != "m7"  # the copy
    assert (store.folder / "m7.json").read_bytes() == dumps(data)
