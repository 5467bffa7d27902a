"""An empty History says what it will hold, not "0 saved matches.": a player's first look at it
found an empty list and no word of where matches come from (a player's review)."""

from __future__ import annotations

from .helpers import make_window


def test_an_empty_history_says_where_matches_come_from(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running, timeout=10000)
    assert history.model.rowCount() == 0
    assert history.status.text() == {
        "en": "No saved match yet: every match you play is kept here as you play it.",
        "fr": "Aucune partie enregistrée pour l’instant\u00a0: chaque partie jouée est "
              "gardée ici au fil du jeu.",
    }[language]
    history.close()
