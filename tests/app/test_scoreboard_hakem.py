"""A game of sides moves the Hakem from deal to deal (by rotation, Double Hakem, or with the
side that won in Hokm), and the scoreboard did not say whose deal each row was: a row's tooltip
now names its Hakem, live, after a language switch, and in a resumed match."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app import i18n
from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.engine import Suit

from .helpers import choice, make_window, play_until

SUITS = {"en": {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.HEARTS: "hearts",
                Suit.SPADES: "spades"},
         "fr": {Suit.CLUBS: "trèfle", Suit.DIAMONDS: "carreau", Suit.HEARTS: "cœur",
                Suit.SPADES: "pique"}}


def tooltip_lines(window, row: int) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.score_model
    return str(model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)).splitlines()


def test_each_deal_s_row_names_its_hakem(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("court-piece"), seed=3)
    summary = window.table.summary_panel
    play_until(qtbot, window, summary.isVisible, moves=40)
    state = window.controller.state
    assert state is not None
    hakem = state.deals[0].hakem
    assert hakem is not None
    english_name = window.names[hakem]
    assert english_name in {"You", "East", "Partner", "West"}
    trump = state.deals[0].trump
    assert trump is not None
    said = f"Hakem: {english_name}, trump: {SUITS['en'][trump]}"
    assert tooltip_lines(window, 0)[-1] == said
    i18n.language_manager().set_language("fr", remember=False)
    french = {"You": "Vous", "West": "Ouest", "Partner": "Partenaire", "East": "Est"}
    qtbot.waitUntil(lambda: window.names[hakem] == french[english_name])
    assert tooltip_lines(window, 0)[-1] == (
        f"Hakem\u00a0: {french[english_name]}, atout\u00a0: {SUITS['fr'][trump]}")
    i18n.language_manager().set_language("en", remember=False)

    resumed = make_window(qtbot)
    resumed.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3)
    assert tooltip_lines(resumed, 0)[-1] == said


def test_a_deal_without_trump_says_so(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Badam Satti: every deal without trump, the Hakem still named."""
    window = make_window(qtbot)
    window.start_match(choice("court-piece", options={"badam_satti_every": 2}), seed=3)
    play_until(qtbot, window, lambda: window.score_model.rowCount() > 2, moves=120)
    state = window.controller.state
    assert state is not None and state.deals[1].no_trump
    hakem = state.deals[1].hakem
    assert hakem is not None
    assert tooltip_lines(window, 1)[-1] == f"Hakem: {window.names[hakem]}, no trump"
