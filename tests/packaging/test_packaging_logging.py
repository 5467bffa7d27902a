"""The log file: in the platformdirs log folder, with Python's and Qt's messages and crashes."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning

from koutchina import __version__
from koutchina.app import logging_setup
from koutchina.app.logging_setup import log_file_path, runtime_facts, setup_logging


@pytest.fixture
def clean_logging() -> Iterator[None]:
    """Undo what setup_logging() installs, so other tests keep pytest's own logging."""
    root = logging.getLogger()
    handlers, level, hook = list(root.handlers), root.level, sys.excepthook
    yield
    for handler in list(root.handlers):
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    sys.excepthook = hook
    qInstallMessageHandler(None)


def test_the_log_goes_to_the_state_folder_not_the_working_folder(
    clean_logging, _private_folders, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    path = setup_logging()
    assert path == log_file_path()
    assert path == Path(os.environ["XDG_STATE_HOME"]) / "Koutchina" / "log" / "koutchina.log"
    logging.getLogger("koutchina.test").warning("a message a player might send us")
    text = path.read_text(encoding="utf-8")
    assert "Koutchina" in text and "starting" in text
    assert "a message a player might send us" in text
    assert list(tmp_path.iterdir()) == []


def test_calling_it_twice_does_not_double_every_line(clean_logging):
    path = setup_logging()
    setup_logging()
    logging.getLogger("koutchina.test").warning("only once")
    assert path.read_text(encoding="utf-8").count("only once") == 1


def test_an_uncaught_exception_is_written_with_its_traceback(clean_logging):
    path = setup_logging()
    try:
        raise ValueError("a broken card")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    text = path.read_text(encoding="utf-8")
    assert "uncaught exception" in text
    assert "Traceback" in text and "ValueError: a broken card" in text


def test_qt_warnings_land_in_the_same_file(clean_logging, qapp):
    path = setup_logging()
    qWarning("a missing plugin, say")
    assert "koutchina.qt: a missing plugin, say" in path.read_text(encoding="utf-8")


def test_an_unwritable_log_folder_does_not_stop_the_program(clean_logging, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setattr(logging_setup, "log_dir", lambda: blocker / "log")
    path = setup_logging()
    assert path == blocker / "log" / "koutchina.log"
    logging.getLogger("koutchina.test").warning("still running")


def test_runtime_facts_name_the_folders_a_player_is_asked_for(_private_folders):
    facts = runtime_facts()
    assert facts.version == __version__
    assert facts.log_file == log_file_path()
    assert facts.data_folder == Path(os.environ["XDG_DATA_HOME"]) / "Koutchina"
    assert facts.settings_folder == Path(os.environ["XDG_CONFIG_HOME"]) / "Koutchina"
    assert facts.bundle_folder is None  # tests run from Python, not from a bundle
    assert facts.qt_version.startswith("6.")
