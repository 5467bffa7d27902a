"""While a deal is played again the scoreboard shows that deal's scores, which the match does
not count, and they read as the match's (a player's review): its title says so, in either
language, until the match is back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .helpers import choice, play_until
from .test_deal_again import _window

TITLE = {"en": ("Scoreboard", "Scoreboard (not counted)"),
         "fr": ("Tableau des scores", "Tableau des scores (hors partie)")}


def test_the_scoreboard_says_a_deal_played_again_is_not_counted(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    usual, again = TITLE[language]
    window = _window(qtbot)
    window.start_match(choice("hand"), seed=5)
    table = window.table
    play_until(qtbot, window, table.summary_panel.isVisible)
    assert window.scoreboard.windowTitle() == usual
    qtbot.mouseClick(table.summary_panel.again_button, Qt.MouseButton.LeftButton)
    assert window.deal_again.replaying
    assert window.scoreboard.windowTitle() == again
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not window.deal_again.replaying
    assert window.scoreboard.windowTitle() == usual
    window.close()
