"""A failed autosave is written to the log with the file and the reason; a run of the same
failure is one line, and saving again after failures says so."""

from __future__ import annotations

import errno
import logging
import os

from koutchina.storage import Autosaver, MatchStore

from .helpers import random_match, saved_of


def test_failed_autosaves_are_logged_with_their_reason(monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger="koutchina.storage")
    store = MatchStore()
    saver = Autosaver(store)
    real_fsync = os.fsync

    def full_disk(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    state = random_match("hand", 3, moves=12)
    for _ in range(3):
        saver.submit(saved_of(state, "full"))
        assert saver.flush(5)
    failures = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(failures) == 1  # the same failure again and again: one line
    assert "full.json" in failures[0].getMessage()
    assert "the disk is full" in failures[0].getMessage()
    assert "No space left on device" in failures[0].getMessage()
    monkeypatch.setattr(os, "fsync", real_fsync)
    saver.submit(saved_of(state, "full"))
    assert saver.close()
    recovered = [r.getMessage() for r in caplog.records if r.levelno == logging.INFO]
    assert any("full.json" in m and "3 failed" in m for m in recovered), recovered
