"""One match is never played by two programs at once: a second Koutchina on the same data folder
does not offer the match another one plays, refuses to resume it and says so, and offers the
other unfinished matches; a lock left by a program that died is taken over."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from datetime import UTC, datetime

import pytest
from PySide6.QtWidgets import QMessageBox

from koutchina.app.history.resumption import players_of
from koutchina.app.main_window import MainWindow
from koutchina.engine import make_rules, new_match
from koutchina.storage import MatchStore, SavedMatch, SeatInfo, saved_match_of
from koutchina.storage.settings import Settings

from .helpers import choice

SEATS = [SeatInfo(name="Amal")] + [SeatInfo(name=f"Bot {n}", bot_level="medium")
                                   for n in (1, 2, 3)]


def _unfinished(game: str, seed: int, moves: int, match_id: str) -> SavedMatch:
    state = new_match(make_rules(game), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions(rng.choice(state.to_act()))))
    created = datetime(2026, 11, 30, 4, 0, tzinfo=UTC)
    saved = saved_match_of(state, match_id=match_id, seats=SEATS, created=created)
    saved.updated = created
    return saved


def _window(qtbot) -> MainWindow:
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.show()
    return window


def _start_check(qtbot, window: MainWindow):  # type: ignore[no-untyped-def]
    check = window.check_saves_at_start()
    with qtbot.waitSignal(check.done, timeout=15000):
        pass
    return check


def _playing(qtbot) -> tuple[MainWindow, str]:
    """A first program playing a Hand match it has autosaved."""
    first = _window(qtbot)
    first.start_match(choice("hand"), seed=8)
    qtbot.waitUntil(lambda: first.controller.accepts_input(0), timeout=15000)
    assert first.controller.call(1) is None
    assert first.saver is not None
    first.saver.autosaver.flush(5)
    assert first.saver.match_id is not None
    return first, first.saver.match_id


def test_the_second_program_does_not_offer_the_match_the_first_plays(qtbot):
    first, playing = _playing(qtbot)
    second = _window(qtbot)
    check = _start_check(qtbot, second)
    assert check.resume_box is None
    assert check.busy_box is not None and check.busy_box.isVisible()
    assert "another Koutchina window" in check.busy_box.text()
    # resuming it anyway (from the History) is refused, with a message
    [loaded] = [m for m in MatchStore().scan().matches if m.saved.match_id == playing]
    second.resume(loaded.state.clone(), players_of(loaded), playing, loaded.saved.created)
    assert second.controller.state is None
    boxes = [b for b in second.findChildren(QMessageBox) if b.isVisible()
             and "another Koutchina window" in b.text()]
    assert len(boxes) == 2  # the start check's, and the refusal
    first.close()
    # once the first program has quit, the match is offered and resumes
    third = _window(qtbot)
    check = _start_check(qtbot, third)
    assert check.busy_box is None
    assert check.offered is not None and check.offered.saved.match_id == playing
    check.resume(check.offered)
    qtbot.waitUntil(lambda: third.controller.state is not None, timeout=15000)


def test_the_second_program_offers_the_other_unfinished_matches(qtbot):
    store = MatchStore()
    store.save(_unfinished("hokm", 2, 20, "other"))  # older than the match being played
    _first, playing = _playing(qtbot)
    second = _window(qtbot)
    check = _start_check(qtbot, second)
    assert check.busy_box is not None
    assert check.offered is not None and check.offered.saved.match_id == "other"
    assert playing not in (check.offered.saved.match_id,)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_lock_left_by_a_program_that_died_is_taken_over(qtbot):
    store = MatchStore()
    store.save(_unfinished("hand", 4, 15, "left"))
    lock_path = store.folder.parent / "locks" / "left.lock"
    lock_path.parent.mkdir(parents=True)
    code = textwrap.dedent(f"""
        import os, signal
        from PySide6.QtCore import QLockFile
        lock = QLockFile({str(lock_path)!r})
        assert lock.tryLock(0)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    died = subprocess.run([sys.executable, "-c", code], timeout=60)
    assert died.returncode == -9 and lock_path.exists()  # the lock stays behind
    window = _window(qtbot)
    check = _start_check(qtbot, window)
    assert check.busy_box is None
    assert check.offered is not None and check.offered.saved.match_id == "left"
    check.resume(check.offered)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=15000)
    assert window.saver is not None and window.saver.lock.match_id == "left"


def _history_on(qtbot, window: MainWindow, match_id: str):  # type: ignore[no-untyped-def]
    """The History of ``window``, listed, with ``match_id`` selected."""
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() > 0,
                    timeout=10000)
    assert history.select_match(match_id)
    return history


def test_the_second_program_refuses_to_delete_the_match_the_first_plays(qtbot):
    """History in a second Koutchina deleted the file of the match the first one was playing:
    a crash before the first one's next autosave lost the whole match."""
    first, playing = _playing(qtbot)
    history = _history_on(qtbot, _window(qtbot), playing)
    asked: list[str] = []
    history.confirm = lambda question: asked.append(question) or True  # type: ignore[func-returns-value]
    history.delete_selected()
    assert asked == []
    assert "being played in another Koutchina window" in history.last_message
    assert [m for m in MatchStore().scan().matches if m.saved.match_id == playing]
    history.close()
    first.close()
    # once the first program has quit, the match can be deleted
    history = _history_on(qtbot, _window(qtbot), playing)
    history.confirm = lambda question: True  # type: ignore[method-assign]
    history.delete_selected()
    assert not [m for m in MatchStore().scan().matches if m.saved.match_id == playing]
