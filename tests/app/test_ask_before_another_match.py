"""Starting another match while one is under way asks first (a player's review: mid-deal,
Ctrl+R, a Play button or New match then OK replaced the match at once; it stayed in History as
"In progress", but nothing said so and it seemed lost). Keep playing (Esc, the default) keeps
the match on the table; Start a new match starts one, the other kept in the saved matches,
unfinished. No question without a match under way, after a finished one, or watching bots.
A person who answers "Not now" to the resume offer at start finds it on the start screen too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.main_window import MainWindow
from koutchina.storage import MatchStore
from koutchina.storage.settings import load_settings

from .helpers import choice, make_window, person_ready, play_one_move, play_until, wait_for


@pytest.fixture
def window(qtbot, english) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A window that saves its matches, as the program does, animation off."""
    yield make_window(qtbot, autosave=True, animation_speed="off")


def _mid_deal(qtbot, window: MainWindow, timer: int = 0) -> None:  # type: ignore[no-untyped-def]
    """A Hand match with a move of the person's played, saved."""
    window.start_match(choice("hand", timer=timer), seed=8)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    play_one_move(qtbot, window)
    wait_for(lambda: person_ready(window), timeout=15000)
    assert window.saver is not None
    qtbot.waitUntil(lambda: window.saver is not None and window.saver.autosaver.pending == 0,
                    timeout=15000)


def _question(qtbot, window: MainWindow) -> QMessageBox:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.another_match.box is not None
                    and window.another_match.box.isVisible(), timeout=5000)
    box = window.another_match.box
    assert box is not None
    return box


def _button(box: QMessageBox, text: str):  # type: ignore[no-untyped-def]
    [button] = [b for b in box.buttons() if b.text().replace("&", "") == text]
    return button


def test_play_again_mid_deal_asks_and_keep_playing_keeps_the_match(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _mid_deal(qtbot, window, timer=30)
    state, match_id = window.controller.state, window.saver.match_id
    window.menus.play_again_action.trigger()  # Ctrl+R
    assert window.controller.state is state  # nothing started yet (it was at once)
    box = _question(qtbot, window)
    assert box.text() == "A match is under way. Start a new one?"
    assert box.informativeText() == (
        "The match under way is kept: you can resume it from History.")
    assert box.defaultButton() is _button(box, "Keep playing")
    assert box.escapeButton() is _button(box, "Keep playing")
    assert window.controller.turn_timer.held()  # the person's clock waits for the answer
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.another_match.box is None, timeout=5000)
    QApplication.processEvents()
    assert window.controller.state is state and window.saver.match_id == match_id
    assert not state.is_over and window.controller.accepts_input(0)


def test_play_again_answered_start_starts_another_and_keeps_the_first_unfinished(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _mid_deal(qtbot, window)
    state, match_id = window.controller.state, window.saver.match_id
    window.menus.play_again_action.trigger()
    box = _question(qtbot, window)
    _button(box, "Start a new match").click()
    qtbot.waitUntil(lambda: window.controller.state is not state, timeout=5000)
    assert window.saver.match_id != match_id
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    kept = window.saver.store.load(match_id)
    assert not kept.state.is_over  # in History, "In progress", to resume
    assert len(kept.state.actions) == len(state.actions)


def test_new_match_dialog_ok_mid_deal_asks_and_keep_playing_forgets_the_choice(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from koutchina.app.new_match_dialog import NewMatchDialog

    _mid_deal(qtbot, window)
    state = window.controller.state
    before = load_settings().last_game

    def choose_hokm() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(20, choose_hokm)
            return
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hokm"))
        dialog.accept()

    QTimer.singleShot(0, choose_hokm)
    window.menus.new_match_action.trigger()  # Ctrl+N, then OK
    assert window.controller.state is state
    box = _question(qtbot, window)
    _button(box, "Keep playing").click()
    qtbot.waitUntil(lambda: window.another_match.box is None, timeout=5000)
    assert window.controller.state is state
    assert load_settings().last_game == before  # a match not started is no choice remembered


def test_a_play_button_mid_deal_asks_and_start_plays_that_game(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _mid_deal(qtbot, window)
    state = window.controller.state
    card = next(card for card in window.start_screen.cards if card.game == "hokm")
    card.play.click()
    assert window.controller.state is state
    box = _question(qtbot, window)
    _button(box, "Start a new match").click()
    qtbot.waitUntil(lambda: window.controller.state is not state, timeout=5000)
    assert window.controller.state is not None and window.controller.state.game == "hokm"


def test_no_question_without_a_match_after_a_finished_one_or_watching(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, animation_speed="off")
    window.menus.play_again_action.trigger()  # nothing on the table yet: a match at once
    assert window.another_match.box is None and window.controller.state is not None
    window.start_match(choice("hand", options={"rounds": 1, "sudden_death_rounds": 0}), seed=3)
    play_until(qtbot, window, window.table.end_panel.isVisible)
    finished = window.controller.state
    assert finished is not None and finished.is_over
    window.menus.play_again_action.trigger()
    assert window.another_match.box is None
    assert window.controller.state is not finished
    window.watch("hand", "off", ["random"] * 4, seed=4)
    watched = window.controller.state
    window.menus.play_again_action.trigger()  # four bots: nothing of the person's to lose
    assert window.another_match.box is None and window.controller.state is not watched
    window.controller.stop()


def test_unsaved_match_says_it_will_be_lost(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, animation_speed="off")  # no autosave (as when watching bots)
    window.start_match(choice("hand"), seed=8)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    window.menus.play_again_action.trigger()
    box = _question(qtbot, window)
    assert box.informativeText() == "The match under way is not saved: it will be lost."
    box.reject()
    qtbot.waitUntil(lambda: window.another_match.box is None, timeout=5000)


def test_not_now_at_start_leaves_a_resume_button_on_the_start_screen(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    store = MatchStore()
    saved = saved_of(random_match("court-piece", 3, moves=50), "open")
    store.save(saved)
    window = make_window(qtbot, autosave=True, animation_speed="off")
    resume = window.start_screen.resume
    assert not resume.isVisible()
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: check.resume_box is not None and check.resume_box.isVisible(),
                    timeout=10000)
    check.later_button.click()  # "Not now"
    QApplication.processEvents()
    assert resume.isVisible() and resume.text() == "Resume your Court Piece match"
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=10000)
    assert window.saver is not None and window.saver.match_id == saved.match_id
    assert window.stack.currentWidget() is window.table
    assert not resume.isVisible()
    window.controller.stop()


def test_a_deal_played_again_alone_is_no_match_to_ask_about(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # a finished match's deal played again from History, nothing else on the table: the box
    # asked about "a match under way ... kept in History", and there was none
    from koutchina.app.players import SeatPlayer
    from koutchina.engine import make_rules, new_match, timeout_action

    origin = new_match(make_rules("hand"), 4)
    while origin.deal_index < 1:
        origin.apply(timeout_action(origin.view(origin.to_act()[0])))
    players = [SeatPlayer("", "human")] + [SeatPlayer("", "random")] * 3
    assert window.deal_again.play_again(origin, 0, players, None)
    started: list[bool] = []
    window.another_match.then(lambda: started.append(True))
    assert started == [True] and window.another_match.box is None


def test_a_match_waiting_under_a_deal_played_again_is_asked_about_and_kept(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _mid_deal(qtbot, window)
    c = window.controller
    play_until(qtbot, window, window.table.summary_panel.isVisible)
    window.table.summary_panel.again_button.click()  # the match waits
    assert window.deal_again.replaying
    started: list[bool] = []
    window.another_match.then(lambda: started.append(True))
    box = _question(qtbot, window)
    assert "kept" in box.informativeText() and not started, box.informativeText()
    _button(box, "Keep playing").click()
    assert window.deal_again.replaying and c.state is not None


def test_the_start_screen_resumes_the_match_as_its_file_is_now(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    # the button resumed the copy read when the program started: a match played on in
    # another window since came back at its older position, and its autosave wrote that over
    # the newer file
    store = MatchStore()
    store.save(saved_of(random_match("court-piece", 3, moves=50), "open"))
    window = make_window(qtbot, autosave=True, animation_speed="off")
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: check.resume_box is not None and check.resume_box.isVisible(),
                    timeout=10000)
    check.later_button.click()  # "Not now"
    QApplication.processEvents()
    newer = saved_of(random_match("court-piece", 3, moves=62), "open")  # played on elsewhere
    store.save(newer)
    qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=10000)
    assert len(window.controller.state.actions) == 62
    window.controller.stop()


def test_resuming_from_history_mid_deal_asks_first(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # History's Resume replaced the match on the table at once, without the question
    from koutchina.app.history.resumption import Resumption

    store = MatchStore()
    store.save(saved_of(random_match("court-piece", 3, moves=50), "other"))
    loaded = store.load("other")
    _mid_deal(qtbot, window)
    state = window.controller.state
    window.saved_matches.resume_requested.emit(Resumption.of(loaded, loaded.state))
    box = _question(qtbot, window)
    assert box.text() == "A match is under way. Resume the match you chose instead?"
    _button(box, "Keep playing").click()
    assert window.controller.state is state
    window.saved_matches.resume_requested.emit(Resumption.of(loaded, loaded.state))
    _button(_question(qtbot, window), "Resume the match chosen").click()
    qtbot.waitUntil(lambda: window.saver is not None and window.saver.match_id == "other",
                    timeout=10000)
    window.controller.stop()
