"""The start screen offers each game's rules beside its Play button: a newcomer who never
played Hokm finds how it goes before the first card, not only under Help > Rules."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .helpers import make_window


def test_each_game_s_rules_open_from_the_start_screen(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    screen = window.start_screen
    assert screen.isVisible()
    for card in screen.cards:
        assert card.rules.text() == {"en": "How to play", "fr": "Comment jouer"}[language]
        assert card.rules.isVisible()
        qtbot.mouseClick(card.rules, Qt.MouseButton.LeftButton)
        rules = window.help_windows.rules_window
        assert rules is not None and rules.isVisible()
        assert rules.game == card.game  # that game's tab, its usual rules
        rules.close()
    assert window.controller.state is None  # reading the rules starts no match
