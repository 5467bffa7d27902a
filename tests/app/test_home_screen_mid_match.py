"""Game > Home screen leaves the table for the start screen, from the middle of a match too (a
player's review: only quitting led back there). The person's match is not lost: it is saved as
it stands (on disk before the table is left, else it stays there and the person is told why),
nothing of it runs meanwhile (no bot plays, no turn timer counts), and the start screen's
Resume puts it back where it was; History neither deletes it nor reads it back, its Resume
puts it back too. A match not saved is not given up without a question; a finished match is
simply left; a deal being played again ends without its half-played moves in the file."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase
from koutchina.storage.errors import Problem, SaveError
from koutchina.storage.store import MatchStore

from .helpers import choice, make_window, person_ready, play_one_move, play_until, wait_for


def _window(qtbot, autosave: bool, **settings: object) -> MainWindow:  # type: ignore[no-untyped-def]
    return make_window(qtbot, autosave=autosave, **{"animation_speed": "off", **settings})


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
        return (view is not None and view.phase == Phase.PLAYING
                and len(view.completed_tricks) >= 1 and window.controller.accepts_input(0))

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
    window.show_last_trick()
    dialog = window.last_trick_dialog
    assert dialog.isVisible()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=5000)

    # Alt+Home from the Last trick picture, which has the keys (only the menu item worked)
    qtbot.keyClick(dialog, Qt.Key.Key_Home, Qt.KeyboardModifier.AltModifier)
    assert window.stack.currentWidget() is window.start_page
    assert window.windowTitle() == "Koutchina"
    assert not home.isEnabled()
    assert not window.last_trick_dialog.isVisible()  # the old trick not over the start screen
    assert window.controller.state is None and window.controller.timer_seat is None
    resume = window.start_screen.resume
    assert resume.isVisibleTo(window.start_screen)
    assert resume.text() == "Resume your Hokm match"
    # saved as it stood, on disk already: History finds it there, unfinished
    assert window.saver is not None
    saved = window.saver.store.load(match_id)
    assert not saved.state.is_over and list(saved.state.actions) == moves

    # the keys on Resume: Enter there started a new match from the Play button that had them
    assert window.focusWidget() is resume
    qtbot.keyClick(resume, Qt.Key.Key_Return)
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


def test_nothing_plays_while_the_match_is_held(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Left on a bot's turn (bots pausing 0.3 s), nothing is played; left on the person's
    turn with a fast clock (a second of it 20 ms: 30 s in 0.6 s), the table plays nothing
    for them."""
    window = _window(qtbot, autosave=True, bot_pause_ms=300)
    _mid_hokm(qtbot, window)
    state = window.controller.state
    assert state is not None
    play_one_move(qtbot, window)  # the bots' turn now
    moves = len(state.actions)
    window.menus.home_action.trigger()
    qtbot.wait(1200)
    assert len(state.actions) == moves
    qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    wait_for(lambda: window.controller.accepts_input(0), timeout=20000)
    assert len(state.actions) > moves  # the bots played on once back
    window.controller.turn_timer.tick_ms = 20
    moves = len(state.actions)
    window.menus.home_action.trigger()
    qtbot.wait(1500)
    assert len(state.actions) == moves
    window.controller.stop()


def test_a_new_match_from_the_start_screen_lets_the_saved_one_go(qtbot, saving: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window = saving
    _mid_hokm(qtbot, window)
    window.menus.home_action.trigger()
    asked: list[object] = []
    QTimer.singleShot(0, lambda: asked.append(window.another_match.box))
    # kept in History: a Play button starts another match without a question
    hand_play = next(card for card in window.start_screen.cards if card.game == "hand")
    qtbot.mouseClick(hand_play.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked == [None]
    state = window.controller.state
    assert state is not None and state.game == "hand"
    assert window.home.held is None
    assert not window.start_screen.resume.isVisibleTo(window.start_screen)


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


def test_a_match_that_cannot_be_saved_stays_on_the_table(qtbot, saving: MainWindow,  # type: ignore[no-untyped-def]
                                                          monkeypatch) -> None:
    window = saving
    _mid_hokm(qtbot, window)

    def disk_full(store: MatchStore, saved: object, *args: object, **kwargs: object) -> None:
        raise SaveError(store.folder / "match.json", Problem.DISK_FULL)

    monkeypatch.setattr(MatchStore, "save", disk_full)
    window.menus.home_action.trigger()
    assert window.stack.currentWidget() is window.table
    assert window.controller.state is not None and window.home.held is None
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert [box.text() for box in boxes] == [
        "The match could not be saved, so it stays on the table."]
    assert "the disk is full" in boxes[0].informativeText()
    boxes[0].close()
    monkeypatch.undo()  # the disk has room again: the window closes without asking


def test_history_keeps_the_held_match_and_its_resume_puts_it_back(qtbot, saving: MainWindow,  # type: ignore[no-untyped-def]
                                                                   monkeypatch) -> None:
    window = saving
    _mid_hokm(qtbot, window)
    assert window.saver is not None
    match_id = window.saver.match_id
    assert match_id is not None
    moves = len(window.controller.state.actions)
    window.menus.home_action.trigger()
    history = window.open_history()
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() > 0,
                    timeout=10000)
    assert history.select_match(match_id)
    told: list[str] = []
    monkeypatch.setattr(history, "confirm", lambda _question: True)
    monkeypatch.setattr(history, "tell", lambda text, *_a, **_k: told.append(text))
    history.delete_selected()
    assert told == ["This match waits on the start screen: resume it, or start another, "
                    "first."]
    assert (window.saver.store.folder / f"{match_id}.json").exists()
    history.resume_selected()
    assert window.stack.currentWidget() is window.table
    state = window.controller.state
    assert state is not None and len(state.actions) == moves
    assert window.home.held is None


def test_home_during_a_deal_played_again_keeps_the_file_whole(qtbot, saving: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A deal played again, left half played: the match it came from is held (its file still
    loads, nothing of the half deal in it) and Resume brings it back as it was."""
    window = saving
    window.start_match(choice("hokm", levels=["random"] * 3), seed=8)
    play_until(qtbot, window, window.table.summary_panel.isVisible, moves=200)
    assert window.saver is not None and window.saver.match_id is not None
    match_id = window.saver.match_id
    match = window.controller.state
    assert match is not None
    moves = list(match.actions)
    qtbot.mouseClick(window.table.summary_panel.again_button, Qt.MouseButton.LeftButton)
    assert window.deal_again.replaying
    for _ in range(3):
        wait_for(lambda: person_ready(window))
        play_one_move(qtbot, window)
    window.menus.home_action.trigger()
    assert window.stack.currentWidget() is window.start_page
    assert not window.deal_again.replaying
    held = window.home.held
    assert held is not None and held.state is match and held.match_id == match_id
    assert window.saver.autosaver.flush(10)
    loaded = window.saver.store.load(match_id)
    assert list(loaded.state.actions) == moves and not loaded.saved.replays
    qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    assert window.controller.state is match and list(match.actions) == moves


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
    assert window.home.held is None
