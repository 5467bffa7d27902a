"""S at the table (Court Piece's hidden trump) says why it shows nothing, as C and H do: once
the trump is shown it names it, and before the person may ask for it it says when they may.
It did nothing, and the player could not tell a key not taken from a key not working (a
player's review)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from koutchina.app import texts
from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import choice, make_window, person_ready, play_one_move, play_until, wait_for

pytestmark = pytest.mark.usefixtures("english")

ONLY_WHEN_VOID = "You can ask to see the trump only when you cannot follow the suit led."
WAIT = "Wait for your turn: you can ask to see the trump when you cannot follow the suit led."


def _last_message(window: MainWindow) -> str:
    """The table's newest message (an earlier one may still show above it)."""
    return window.table.message().splitlines()[-1]


def _hidden_trump_match(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("court-piece", levels=["medium"] * 3,
                              options={"hidden_trump": True}), seed=33)
    return window


def _to_a_card_turn(qtbot, window: MainWindow, reveal: bool) -> None:  # type: ignore[no-untyped-def]
    """The person's moves made until their card turn, the trump hidden, where "Show trump (S)"
    is on show (``reveal``) or not."""
    c = window.controller
    play_until(qtbot, window, lambda: person_ready(window) and (
        (view := c.view(0)) is not None and view.phase == Phase.PLAYING
        and c.accepts_input(0) and view.trump_hidden
        and window.table.reveal_panel.isVisible() == reveal), moves=2000)


def test_s_once_the_trump_is_shown_names_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _hidden_trump_match(qtbot)
    c = window.controller
    _to_a_card_turn(qtbot, window, reveal=True)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    wait_for(lambda: not c.view(0).trump_hidden and person_ready(window))
    trump = c.view(0).trump
    assert trump is not None
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    assert _last_message(window) == (
        f"The trump is already shown: {texts.suit_title(trump)}.")


def test_s_before_the_person_may_ask_says_when_they_may(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _hidden_trump_match(qtbot)
    c = window.controller
    _to_a_card_turn(qtbot, window, reveal=False)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    assert _last_message(window) == ONLY_WHEN_VOID
    assert c.view(0).trump_hidden  # nothing else happened
    play_one_move(qtbot, window)
    assert not c.accepts_input(0)  # the person's card on its way, the bots after it
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    assert _last_message(window) == WAIT


def test_s_while_the_person_names_the_trump_says_when_they_may(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Hakem choosing the trump, on their own turn, was told to wait for their turn (a
    code review)."""
    window = make_window(qtbot)
    window.activateWindow()
    c = window.controller
    window.start_match(choice("court-piece", levels=["medium"] * 3,
                              options={"hidden_trump": True}), seed=2)  # the person is Hakem
    wait_for(lambda: person_ready(window))
    assert c.view(0).phase == Phase.NAMING_TRUMP and window.table.trump_panel.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    assert _last_message(window) == ONLY_WHEN_VOID


def test_s_with_a_command_key_or_over_the_summary_says_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+S and Alt+S are no S, as Ctrl+C is no claim; over the deal's summary there is no
    card to play and nothing to ask for (a code review)."""
    window = _hidden_trump_match(qtbot)
    _to_a_card_turn(qtbot, window, reveal=False)
    for modifier in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier):
        qtbot.keyClick(window.table, Qt.Key.Key_S, modifier)
        assert ONLY_WHEN_VOID not in window.table.message()
    summary = window.table.summary_panel
    play_until(qtbot, window, summary.isVisible)
    qtbot.keyClick(window.table, Qt.Key.Key_S)
    qtbot.keyClick(window.table, Qt.Key.Key_C)
    said = window.table.message()
    assert "trump" not in said and "claim" not in said.lower(), said
