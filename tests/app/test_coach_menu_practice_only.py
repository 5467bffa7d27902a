"""Hint and Undo in the Coach menu look and behave alike outside a practice match: both dimmed,
each with a tooltip saying they are offered in practice matches only, and where to start one.
Hint was lit on the person's turn in any match, though choosing it only said "practice only",
while Undo beside it was greyed (a player's review). H (and Ctrl+Z) on the person's turn still
say so in a message, which names the menus as the menu bar does ("Game > New match"; it said
"(New match)", and in French "Conseils et annulation : en entraînement (Nouvelle partie).",
which read as a riddle)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from koutchina.app.main_window import MainWindow
from koutchina.app.table.overlays import Toast

from .helpers import choice, make_window, play_to_trick

SAYS = "Hints and undo are for practice matches only (Game > New match)."


def _at_the_persons_card(qtbot, practice: bool) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    # H and Ctrl+Z are the window's keys: they reach it only once it is active, which a loaded
    # machine may leave for later (the test failed once under load)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.start_match(choice("court-piece", levels=["medium"] * 3, practice=practice), seed=5)
    play_to_trick(qtbot, window, 2)
    return window


def test_outside_practice_hint_and_undo_are_dimmed_alike_and_say_why(  # type: ignore[no-untyped-def]
        qtbot, english: None) -> None:
    window = _at_the_persons_card(qtbot, practice=False)
    coach = window.coach
    assert window.controller.accepts_input(0)
    assert not coach.hint_action.isEnabled() and not coach.undo_action.isEnabled()
    assert coach.hint_action.toolTip() == SAYS and coach.undo_action.toolTip() == SAYS
    assert coach.menu.toolTipsVisible()
    # the message names the menus as the menu bar shows them
    game = window.menus.game_menu.title().replace("&", "")
    new_match = window.menus.new_match_action.text().replace("&", "").rstrip("…")
    assert f"({game} > {new_match})" in SAYS


@pytest.mark.parametrize("key", [Qt.Key.Key_H, "ctrl+z"])
def test_outside_practice_h_and_ctrl_z_say_where_hints_and_undo_are(  # type: ignore[no-untyped-def]
        qtbot, english: None, key: object) -> None:
    window = _at_the_persons_card(qtbot, practice=False)
    if key == "ctrl+z":
        qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    else:
        qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert not window.coach.panel.isVisible()
    assert SAYS in window.table.toast.text


def test_in_a_practice_match_hint_is_lit_on_the_persons_turn_without_that_tooltip(  # type: ignore[no-untyped-def]
        qtbot, english: None) -> None:
    window = _at_the_persons_card(qtbot, practice=True)
    coach = window.coach
    assert coach.hint_action.isEnabled() and coach.button.isEnabled()
    assert SAYS not in (coach.hint_action.toolTip(), coach.undo_action.toolTip())
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert coach.panel.isVisible()
    assert SAYS not in window.table.toast.text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_message_fits_one_line_of_the_toast(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """(French: fails until the French text is in translations/koutchina_fr.ts.)"""
    from koutchina.app import i18n

    i18n.reset_language_manager()
    i18n.language_manager().set_language(language, remember=False)
    try:
        window = make_window(qtbot)
        text = window.coach.practice_only_text()
        assert language == "en" or "(Partie > Nouvelle partie)" in text, text
        assert language == "en" or not text.startswith("Hints"), text
        font = QFont("DejaVu Sans")
        font.setPixelSize(20)
        font.setBold(True)
        assert QFontMetrics(font).horizontalAdvance(text) <= Toast.TEXT_WIDTH, text
    finally:
        i18n.reset_language_manager()


def test_the_coach_menu_itself_says_why_outside_practice(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A tooltip waits for a pointer kept still: a player's review found Hint and Undo dimmed
    with nothing saying why. The menu's first line says it, dimmed, outside practice only."""
    window = make_window(qtbot)
    coach = window.coach
    assert not coach.practice_note.isVisible()  # no match on the table yet
    window.start_match(choice("hand"), seed=3)
    first = coach.menu.actions()[0]
    assert first is coach.practice_note
    assert first.isVisible() and not first.isEnabled() and first.text() == SAYS
    window.start_match(choice("hand", practice=True), seed=3)
    assert not coach.practice_note.isVisible() and not coach.practice_note_line.isVisible()
