"""Home and End at the table raise the first and the last card the person may play, as the
arrows raise the next one: they did nothing, and a player who pressed End then Enter had the
first card played (a player's review). Help > Keyboard lists them with the table's keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from koutchina.app.keyboard_help import KeyboardHelpDialog
from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import choice, make_window, person_ready, play_until


def _raised(window: MainWindow) -> list[object]:
    return [item.card for item in window.table.hand_items() if item.selected_by_keyboard]


def _at_a_turn_with_illegal_cards(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """Hand, the person's card turn with at least two legal cards and an illegal one, so that
    the first and last legal cards are not the hand's ends."""
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    c = window.controller
    play_until(qtbot, window, lambda: person_ready(window) and (
        (view := c.view(0)) is not None and view.phase == Phase.PLAYING
        and c.accepts_input(0) and 1 < len(view.legal_cards()) < len(view.hand)), moves=200)
    return window


def _playable(window: MainWindow) -> list[object]:
    return [item.card for item in window.table.hand_items() if item.playable]


def test_home_and_end_raise_the_first_and_last_playable_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _at_a_turn_with_illegal_cards(qtbot)
    playable = _playable(window)
    qtbot.keyClick(window.table, Qt.Key.Key_End)
    assert _raised(window) == [playable[-1]]
    qtbot.keyClick(window.table, Qt.Key.Key_Home)
    assert _raised(window) == [playable[0]]
    qtbot.keyClick(window.table, Qt.Key.Key_Right)  # the arrows go on from there
    assert _raised(window) == [playable[1]]


def test_end_then_enter_plays_the_last_playable_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _at_a_turn_with_illegal_cards(qtbot)
    last = _playable(window)[-1]
    qtbot.keyClick(window.table, Qt.Key.Key_End)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert last not in window.controller.view(0).hand


@pytest.mark.usefixtures("english")
def test_keyboard_help_lists_home_and_end_at_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    dialog = KeyboardHelpDialog((), window)
    qtbot.addWidget(dialog)
    at_the_table = dict(dialog.groups()[0][1])
    assert at_the_table.get("Home End") == "raise the first or last card you may play"
