"""A match reopened after a restart gives the person the full turn time (a player's review:
resumed with the 8 s its file had left, the table played a card for them 3 s later, before they
had their bearings; it could come back with 1 s). Every way back: the box at start, the start
screen's button after "Not now", History's Resume. Within a match nothing changes: an undo
gives the turn time again, as it did."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from storage.helpers import SEATS  # tests/storage, beside this folder

from koutchina.app.main_window import MainWindow
from koutchina.engine import MatchState, make_rules, new_match
from koutchina.storage import MatchStore, SavedMatch, saved_match_of
from koutchina.storage.saves import TimerState
from koutchina.storage.settings import Settings

TURN_TIME = 30
SEED = 914_027


def person_to_act(seed: int = SEED, moves: int = 20) -> MatchState:
    """A timed Hokm match after at least ``moves`` random moves, the person (seat 0) to act."""
    state = new_match(make_rules("hokm", {"turn_timer": TURN_TIME}), seed)
    rng = random.Random(seed)
    done = 0
    while done < moves or tuple(state.to_act()) != (0,):
        seat = rng.choice(state.to_act())
        state.apply(rng.choice(state.legal_actions(seat)))
        done += 1
    assert not state.is_over
    return state


def saved_with_little_time(state: MatchState, match_id: str = "open") -> SavedMatch:
    """``state``'s file as the autosave writes it on quitting, 1 s left on the person's clock."""
    return saved_match_of(state, match_id=match_id, seats=SEATS,
                          created=datetime(2026, 12, 6, 22, 0, tzinfo=UTC),
                          timer=TimerState(seat=0, remaining_ms=1000))


@pytest.fixture
def window(qtbot, english) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A window that saves its matches, its countdown held still while the test looks."""
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0, sound_on=False),
                        autosave=True)
    window.controller.turn_timer.tick_ms = 600_000
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    yield window
    window.controller.stop()


def offered(qtbot, window: MainWindow):  # type: ignore[no-untyped-def]
    """The start check, its box to resume on screen."""
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: check.resume_box is not None and check.resume_box.isVisible(),
                    timeout=10000)
    return check


def resume_by(qtbot, window: MainWindow, way: str) -> None:  # type: ignore[no-untyped-def]
    if way == "box":
        check = offered(qtbot, window)
        qtbot.mouseClick(check.resume_button, Qt.MouseButton.LeftButton)
    elif way == "start screen":
        check = offered(qtbot, window)
        check.later_button.click()  # "Not now"
        QApplication.processEvents()
        qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    else:
        history = window.open_history()
        qtbot.addWidget(history)
        qtbot.waitUntil(lambda: not history.scan.running, timeout=15000)
        QApplication.processEvents()
        assert history.select_match("open")
        history.resume_selected()
    qtbot.waitUntil(lambda: window.controller.timer_seat == 0, timeout=15000)


@pytest.mark.parametrize("way", ["box", "start screen", "history"])
def test_a_reopened_match_gives_the_full_turn_time(qtbot, window, way) -> None:  # type: ignore[no-untyped-def]
    state = person_to_act()
    MatchStore().save(saved_with_little_time(state))
    resume_by(qtbot, window, way)
    assert len(window.controller.state.actions) == len(state.actions)
    assert window.controller.seconds_left == TURN_TIME


def test_an_undo_in_a_reopened_match_gives_the_turn_time_as_before(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    state = person_to_act()
    MatchStore().save(saved_with_little_time(state).model_copy(update={"practice": True}))
    resume_by(qtbot, window, "box")
    controller = window.controller
    assert controller.practice
    controller.submit(controller.view(0).legal_actions()[0])
    qtbot.waitUntil(lambda: controller.can_undo() and controller.timer_seat == 0, timeout=15000)
    assert controller.undo()
    qtbot.waitUntil(lambda: controller.timer_seat == 0, timeout=15000)
    assert controller.seconds_left == TURN_TIME
