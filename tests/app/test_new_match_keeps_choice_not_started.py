"""New match opens again with what the person chose there and did not start.

A player switched the game in New match, pressed OK, and answered "Keep playing" to "A match
is under way. Start a new one?"; opening New match again showed the game and rules of last
time, their choices lost (player-eye review). The choice not started is not remembered in the
settings (it is no match played), but the dialog opens with it again, until a match is
started."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.storage.settings import load_settings

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


@pytest.fixture
def window(qtbot, english) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A window that saves its matches, as the program does, animation off."""
    yield make_window(qtbot, autosave=True, animation_speed="off")


def _mid_deal(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start_match(choice("hand"), seed=8)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    play_one_move(qtbot, window)
    wait_for(lambda: person_ready(window), timeout=15000)


def _in_dialog(act: Callable[..., NewMatchChoice | None]) -> list[NewMatchChoice | None]:
    """Runs ``act(dialog)`` in the New match dialog once it is open: what it shows, as a
    choice, and what ``act`` returns."""
    from koutchina.app.new_match_dialog import NewMatchDialog

    seen: list[NewMatchChoice | None] = []

    def when_open() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(20, when_open)
            return
        seen.append(dialog.choice())
        seen.append(act(dialog))

    QTimer.singleShot(0, when_open)
    return seen


def _choose_hokm(dialog) -> NewMatchChoice:  # type: ignore[no-untyped-def]
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hokm"))
    dialog.option_widgets["target"].setCurrentIndex(
        dialog.option_widgets["target"].findData(10))
    dialog.option_widgets["satat"].setChecked(True)
    dialog.practice_box.setChecked(not dialog.practice_box.isChecked())
    dialog.level_combos[1].setCurrentIndex(dialog.level_combos[1].findData("hard"))
    chosen: NewMatchChoice = dialog.choice()
    dialog.accept()
    return chosen


def _answer(qtbot, window: MainWindow, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: window.another_match.box is not None
                    and window.another_match.box.isVisible(), timeout=5000)
    box = window.another_match.box
    assert isinstance(box, QMessageBox)
    [button] = [b for b in box.buttons() if b.text().replace("&", "") == text]
    button.click()
    qtbot.waitUntil(lambda: window.another_match.box is None, timeout=5000)


def test_keep_playing_then_new_match_shows_the_choice_not_started(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _mid_deal(qtbot, window)
    state = window.controller.state
    before = load_settings().last_game
    first = _in_dialog(_choose_hokm)
    window.menus.new_match_action.trigger()  # Ctrl+N, Hokm and its rules chosen, OK
    _answer(qtbot, window, "Keep playing")
    assert window.controller.state is state
    chosen = first[1]
    assert chosen is not None and chosen.game == "hokm"
    assert first[0] is not None and first[0].game == "hand"  # opened with last time's game
    assert load_settings().last_game == before  # no match started: nothing remembered

    again = _in_dialog(lambda dialog: dialog.reject())
    window.menus.new_match_action.trigger()
    assert again[0] == chosen  # the game, its rules, the bots, practice: as chosen
    cancelled = _in_dialog(lambda dialog: dialog.reject())
    window.menus.new_match_action.trigger()  # Cancel changed nothing: still there
    assert cancelled[0] == chosen

    started = _in_dialog(lambda dialog: dialog.accept())
    window.menus.new_match_action.trigger()  # OK, and this time Start a new match
    _answer(qtbot, window, "Start a new match")
    qtbot.waitUntil(lambda: window.controller.state is not state, timeout=5000)
    assert started[0] == chosen
    assert window.controller.state is not None and window.controller.state.game == "hokm"
    assert load_settings().last_game == "hokm"  # started: remembered as usual


# The choice kept is for the match that was under way when it was made: the person set it
# aside to finish that match. Another match started by any other way (Play again, here or on
# the end panel; a match resumed from History or the start screen) is what they chose to play
# instead, and New match opens with the choices of last time again, not with a choice of a
# match ago. The same match taken up again (an undo, a deal of it played again, the match
# resumed) keeps it.


def _keep_hokm(qtbot, window: MainWindow) -> NewMatchChoice:  # type: ignore[no-untyped-def]
    """Hokm chosen in New match over the match under way, and "Keep playing"."""
    seen = _in_dialog(_choose_hokm)
    window.menus.new_match_action.trigger()
    _answer(qtbot, window, "Keep playing")
    kept = seen[1]
    assert kept is not None and kept.game == "hokm"
    return kept


def _opened_with(window: MainWindow) -> NewMatchChoice | None:
    seen = _in_dialog(lambda dialog: dialog.reject())
    window.menus.new_match_action.trigger()
    return seen[0]


def test_play_again_drops_the_choice_kept(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _mid_deal(qtbot, window)
    kept = _keep_hokm(qtbot, window)
    state = window.controller.state
    window.menus.play_again_action.trigger()  # Game > Play again: another Hand
    _answer(qtbot, window, "Start a new match")
    qtbot.waitUntil(lambda: window.controller.state is not state, timeout=5000)
    opened = _opened_with(window)
    assert opened != kept
    assert opened is not None and opened.game == "hand"  # last time's, as before the choice


def test_another_match_resumed_drops_the_choice_kept(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import make_rules, new_match

    _mid_deal(qtbot, window)
    kept = _keep_hokm(qtbot, window)
    saved = new_match(make_rules("court-piece"), 31)  # another match, as History resumes it
    window.resume(saved, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium")] * 3)
    qtbot.waitUntil(lambda: window.controller.state is saved, timeout=5000)
    opened = _opened_with(window)
    assert opened != kept
    assert opened is not None and opened.game == "hand"


def test_the_same_match_taken_up_again_keeps_the_choice(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.start_match(choice("hand", practice=True), seed=8)  # practice: Undo is offered
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    play_one_move(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.can_undo(), timeout=15000)
    kept = _keep_hokm(qtbot, window)
    assert window.controller.undo()  # the match under way, a move back
    assert _opened_with(window) == kept
    state = window.controller.state
    assert state is not None
    window.leave_table()
    window.resume(state, list(window.controller.players))  # the same match, taken up again
    assert _opened_with(window) == kept
