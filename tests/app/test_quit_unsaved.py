"""Quitting while the last moves could not be saved warns, and offers to try again or export;
nothing is lost without the person choosing it."""

from __future__ import annotations

import errno
import os
import tempfile
import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from koutchina.app import unsaved_quit
from koutchina.app.main_window import MainWindow
from koutchina.engine import action_to_json
from koutchina.storage import MatchStore, read_match_file
from koutchina.storage.settings import Settings

from .helpers import choice


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.show()
    yield window


def _full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("koutchina.storage.atomic.tempfile.mkstemp", refused)


def _play_a_move(qtbot, window: MainWindow) -> None:
    window.start_match(choice("hand"), seed=8)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    assert window.controller.call(1) is None
    qtbot.waitUntil(lambda: window.saver is not None and window.saver.autosaver.pending == 0,
                    timeout=15000)


def _answer(window: MainWindow, seen: list[str],
            *steps: tuple[str, Callable[[], object] | None]) -> None:
    """Answer each warning of ``window`` in turn: note its text, run the step's action, press
    its button. A warning beyond the steps (within 3 s) is answered "Quit without saving" and
    noted, so a test cannot hang; then the answering stops."""
    answered: set[int] = set()
    waiting = list(steps)
    deadline = [time.monotonic() + 30]

    def press() -> None:
        if time.monotonic() > deadline[0]:
            return
        box = QApplication.activeModalWidget()
        if (not isinstance(box, QMessageBox) or box.parent() is not window
                or id(box) in answered or not box.isVisible()):
            QTimer.singleShot(20, press)
            return
        answered.add(id(box))
        seen.append(box.text() + "\n" + box.informativeText())
        text, action = waiting.pop(0) if waiting else ("Quit without saving", None)
        if action is not None:
            action()
        if not waiting:
            deadline[0] = min(deadline[0], time.monotonic() + 3)
        [button] = [b for b in box.buttons() if b.text().replace("&", "") == text]
        button.click()
        QTimer.singleShot(20, press)

    QTimer.singleShot(0, press)


def test_quitting_with_unsaved_moves_warns_and_keep_playing_keeps_the_window(
        qtbot, window, monkeypatch):
    _full_disk(monkeypatch)
    _play_a_move(qtbot, window)
    seen: list[str] = []
    _answer(window, seen, ("Keep playing", None))
    assert not window.close()
    assert window.isVisible() and window.controller.state is not None
    assert len(seen) == 1 and "could not be saved" in seen[0] and "full" in seen[0]
    monkeypatch.undo()
    assert window.close()  # saved now: no question
    assert len(seen) == 1


def test_try_again_saves_once_the_disk_has_room_and_quits(qtbot, window, monkeypatch):
    _full_disk(monkeypatch)
    _play_a_move(qtbot, window)
    seen: list[str] = []
    _answer(window, seen, ("Try again", None), ("Try again", monkeypatch.undo))  # full, then room
    assert window.close()
    assert len(seen) == 2
    [loaded] = MatchStore().scan().matches
    assert loaded.saved.record.actions == [
        action_to_json(a) for a in window.controller.state.actions]


def test_export_writes_the_match_elsewhere_and_quits(qtbot, window, monkeypatch, tmp_path):
    real_mkstemp = tempfile.mkstemp
    _full_disk(monkeypatch)
    _play_a_move(qtbot, window)
    target = tmp_path / "elsewhere" / "match.json"
    target.parent.mkdir()

    def chosen(_parent: object, suggested: str) -> object:
        assert suggested.endswith(".json")
        monkeypatch.setattr("koutchina.storage.atomic.tempfile.mkstemp",
                            real_mkstemp)  # another disk, with room
        return target

    monkeypatch.setattr(unsaved_quit, "choose_export_path", chosen)
    seen: list[str] = []
    _answer(window, seen, ("Export…", None))
    assert window.close()
    assert len(seen) == 1
    assert read_match_file(target).saved.record.actions == [
        action_to_json(a) for a in window.controller.state.actions]


def test_a_saved_match_quits_without_a_question(qtbot, window):
    _play_a_move(qtbot, window)
    assert window.close()


def test_the_export_at_quit_opens_in_the_folder_remembered_and_remembers_its_own(
        qtbot, window, monkeypatch, tmp_path):
    """The chooser offered at quit is History's (file_choice): it opens in the folder last
    used, suggests the match's file, and the folder it wrote to is remembered for next time."""
    from koutchina.app import file_choice
    from koutchina.storage.settings import load_settings

    real_mkstemp = tempfile.mkstemp
    _full_disk(monkeypatch)
    _play_a_move(qtbot, window)
    kept = tmp_path / "kept"
    kept.mkdir()
    window.settings.file_chooser_folder = str(kept)
    target = tmp_path / "elsewhere" / "match.json"
    target.parent.mkdir()
    opened: list[tuple[str, str]] = []

    def chosen(dialog) -> bool:
        opened.append((dialog.directory().absolutePath(), dialog.selectedFiles()[0]))
        monkeypatch.setattr("koutchina.storage.atomic.tempfile.mkstemp",
                            real_mkstemp)  # another disk, with room
        dialog.selectFile(str(target))
        return True

    monkeypatch.setattr(file_choice, "run_chooser", chosen)
    seen: list[str] = []
    _answer(window, seen, ("Export…", None))
    assert window.close()
    assert read_match_file(target).saved.match_id == window.saver.match_id
    [(folder, suggested)] = opened
    assert folder == str(kept)
    assert suggested == str(kept / f"{window.saver.match_id}.json")
    assert load_settings().file_chooser_folder == str(target.parent)  # written as it quit
