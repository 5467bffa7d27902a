"""A newcomer's first match: the turn timer on, as the rules notes ask ("default on, length an
option, and off"), waiting while the person reads elsewhere (tests/app/test_timer_waits.py)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.engine import make_rules
from koutchina.storage.settings import Settings, load_settings

from .helpers import make_window


def test_a_new_install_and_a_new_choice_play_with_the_turn_timer_on() -> None:
    """A session had turned it off for newcomers, against the rules notes."""
    assert Settings().turn_timer == 30
    assert NewMatchChoice().turn_timer == 30
    assert make_rules("hand").turn_timer == 30  # the usual game


def test_a_settings_file_that_turned_the_timer_off_keeps_it_off(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format_version": 1, "turn_timer": 0}), encoding="utf-8")
    settings = load_settings(path)
    assert settings.turn_timer == 0 and settings.load_problem is None


def test_a_settings_file_that_holds_a_timer_keeps_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format_version": 1, "turn_timer": 30}), encoding="utf-8")
    settings = load_settings(path)
    assert settings.turn_timer == 30 and settings.load_problem is None


def test_clicking_a_game_on_the_start_screen_of_a_new_install_starts_the_clock(qtbot) -> None:  # type: ignore[no-untyped-def]
    # the settings of a new install, but for the animation speed: off, the deal is not
    # waited for (the clock waits while cards are dealt)
    window = make_window(qtbot, animation_speed="off")
    card = next(card for card in window.start_screen.cards if card.game == "hand")
    qtbot.mouseClick(card.play, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=10_000)
    assert c.state is not None and c.state.rules.turn_timer == 30
    qtbot.waitUntil(lambda: c.timer_seat == 0, timeout=10_000)
    assert 0 < c.seconds_left <= 30
    # the person's badge counts down
    qtbot.waitUntil(lambda: window.table.badge(0).seconds_left is not None, timeout=10_000)


def test_practice_chosen_once_is_offered_again_and_kept_by_the_start_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The New-match dialog forgot the Practice tick each time, and the start screen's buttons
    started matches without the hint a person had asked for: it is remembered like the other
    choices (a new install plays without it)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from koutchina.app.new_match_dialog import NewMatchDialog

    window = make_window(qtbot, animation_speed="off")  # no deal to wait for
    assert window.choices.remembered().practice is False

    def tick_practice_and_accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewMatchDialog) and not dialog.practice_box.isChecked()
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hokm"))
        dialog.practice_box.setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, tick_practice_and_accept)
    window.choices.open_dialog()  # a person's New match, practice ticked
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=10_000)
    assert window.choices.remembered().practice is True
    assert load_settings().practice is True
    card = next(card for card in window.start_screen.cards if card.game == "hokm")
    window.stack.setCurrentWidget(window.start_screen)
    state = window.controller.state
    qtbot.mouseClick(card.play, Qt.MouseButton.LeftButton)
    # the first match is still under way: the person is asked, and starts the new one
    qtbot.waitUntil(lambda: window.another_match.start_button is not None, timeout=5000)
    window.another_match.start_button.click()
    qtbot.waitUntil(lambda: window.controller.state is not state, timeout=5000)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=10_000)
    assert window.controller.practice is True  # the hint and undo offered
