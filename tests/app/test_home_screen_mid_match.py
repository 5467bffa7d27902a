"""Game > Home screen leaves the table for the start screen, from the middle of a match too (a
player's review: only quitting led back there). The person's match is not lost: it is saved as
it stands, nothing of it runs meanwhile (no bot plays, no turn timer counts), and the start
screen's Resume puts it back where it was. A match not saved is not given up without a
question; a finished match is simply left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase
from koutchina.storage.settings import Settings

from .helpers import choice, person_ready, play_one_move, play_until, wait_for


def _window(qtbot, autosave: bool) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, animation_speed="off"),
                        autosave=autosave)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


@pytest.fixture
def saving(qtbot, english) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    window = _window(qtbot, autosave=True)
    yield window
    window.controller.stop()


def _mid_hokm(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A Hokm match with a 30 s timer, played to the person's turn in the second trick."""
    window.start_match(choice("hokm", timer=30, levels=["medium"] * 3), seed=5)

    def second_trick() -> bool:
        view = window.controller.view(0)
        return (view is not None and view.phase == Phase.PLAYING and len(view.completed_tricks) >= 1
                and window.controller.accepts_input(0))

    play_until(qtbot, window, second_trick, moves=30)


def test_home_screen_holds_the_match_and_resume_puts_it_back(qtbot, saving: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = saving
    home = window.menus.home_action
    assert not home.isEnabled()  # on the start screen already
    _mid_hokm(qtbot, window)
    assert home.isEnabled()
    assert window.controller.timer_seat == 0  # the person's clock runs at the table
    before = window.controller.state
    assert before is not None
    moves = list(before.actions)
    match_id = window.saver.match_id if window.saver is not None else None
    assert match_id is not None

    home.trigger()
    assert window.stack.currentWidget() is window.start_page
    assert window.windowTitle() == "Koutchina"
    assert not home.isEnabled()
    assert window.controller.state is None and window.controller.timer_seat is None
    resume = window.start_screen.resume
    assert resume.isVisibleTo(window.start_screen)
    assert resume.text() == "Resume your Hokm match"
    qtbot.wait(300)  # nothing plays meanwhile
    assert list(before.actions) == moves
    # saved as it stood: History finds it there, unfinished
    assert window.saver is not None
    window.saver.autosaver.flush(5.0)
    saved = window.saver.store.load(match_id)
    assert not saved.state.is_over and list(saved.state.actions) == moves

    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table
    assert not resume.isVisibleTo(window.start_screen)
    state = window.controller.state
    assert state is not None and list(state.actions) == moves
    assert window.saver.match_id == match_id  # the same file goes on
    wait_for(lambda: window.controller.accepts_input(0))
    assert window.controller.timer_seat == 0
    assert window.table.hand_items()  # the person's cards back in hand
    play_one_move(qtbot, window)
    wait_for(lambda: len(state.actions) > len(moves))


def test_a_new_match_from_the_start_screen_lets_the_saved_one_go(qtbot, saving: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = saving
    _mid_hokm(qtbot, window)
    window.menus.home_action.trigger()
    # kept in History: another match starts without a question
    window.start_match(choice("hand", levels=["random"] * 3))
    state = window.controller.state
    assert state is not None and state.game == "hand"
    window.menus.home_action.trigger()
    assert window.start_screen.resume.text() == "Resume your Hand match"


def test_a_match_not_saved_is_not_given_up_without_a_question(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, autosave=False)
    _mid_hokm(qtbot, window)
    held = window.controller.state
    window.menus.home_action.trigger()
    assert window.start_screen.resume.isVisibleTo(window.start_screen)
    asked: list[str] = []

    def keep_playing() -> None:
        box = window.another_match.box
        assert isinstance(box, QMessageBox)
        asked.append(box.informativeText())
        assert window.another_match.keep_button is not None
        window.another_match.keep_button.click()

    QTimer.singleShot(0, keep_playing)
    window.menus.play_again_action.trigger()  # Ctrl+R, as a Play button, asks first
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == ["The match under way is not saved: it will be lost."]
    assert window.controller.state is None  # still held, not replaced
    qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    assert window.controller.state is held
    window.controller.stop()


def test_home_after_the_match_ended_offers_nothing_to_resume(qtbot, saving: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = saving
    window.start_match(choice("hand", levels=["random"] * 3, options={"rounds": 1}), seed=3)
    for _ in range(200):
        wait_for(lambda: person_ready(window), timeout=30000)
        if play_one_move(qtbot, window) == "end":
            break
    panel = window.table.end_panel
    assert panel.isVisible() and panel.home.text() == "Home screen"
    qtbot.mouseClick(panel.home, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_page
    assert not window.start_screen.resume.isVisibleTo(window.start_screen)
    assert window.held is None
