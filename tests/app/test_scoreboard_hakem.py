"""A game of sides moves the Hakem from deal to deal (by rotation, Double Hakem, or with the
side that won in Hokm), and the scoreboard did not say whose deal each row was: a row's tooltip
now names its Hakem, live, after a language switch, and in a resumed match."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app import i18n
from koutchina.app.players import HUMAN, SeatPlayer

from .helpers import choice, make_window, play_until


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
    assert tooltip_lines(window, 0)[-1] == f"Hakem: {english_name}"
    i18n.language_manager().set_language("fr", remember=False)
    french = {"You": "Vous", "West": "Ouest", "Partner": "Partenaire", "East": "Est"}
    qtbot.waitUntil(lambda: window.names[hakem] == french[english_name])
    assert tooltip_lines(window, 0)[-1] == f"Hakem\u00a0: {french[english_name]}"
    i18n.language_manager().set_language("en", remember=False)

    resumed = make_window(qtbot)
    resumed.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3)
    assert tooltip_lines(resumed, 0)[-1] == f"Hakem: {english_name}"
