"""Beside the table on a short window the scoreboard keeps its totals and the last deals in
view: at the least window (966x420) the "This deal" box took the dock's height, the scores
shrank to two and a half rows with a scroll bar, and the Total row was out of sight (a
player's review). The box scrolls instead."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from storage.helpers import play_random  # tests/storage, beside this folder

from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.engine import make_rules, new_match

from .helpers import make_window


def test_the_totals_stay_in_view_beside_the_table_on_a_short_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    state = new_match(make_rules("court-piece", {}), 11)
    rng = random.Random(11)
    while state.deal_index < 4:  # four deals scored, the fifth dealt
        play_random(state, rng, moves=1)
    window = make_window(qtbot, animation_speed="off")
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "medium")] * 3)
    window.resize(966, 420)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)  # all wait
    dock = window.scoreboard
    dock.set_current_text("\n".join(["This deal", "Your side: 4 tricks", "Opponents: 1 trick",
                                     ""] + [f"Time is up: the table played 3♣ for you (trick "
                                            f"{n})" for n in range(1, 6)]))
    qtbot.waitUntil(lambda: window.width() <= 1000 and not dock.under, timeout=5000)
    qtbot.waitUntil(lambda: dock.current_box.height() > 150, timeout=5000)  # its lines
    table, model = dock.table, dock.model
    assert model.rowCount() == 5  # four deals and the totals
    view = table.viewport().rect()
    total = model.rowCount() - 1
    assert str(model.headerData(total, Qt.Orientation.Vertical)) == "Total"
    for row in (total - 2, total - 1, total):  # the last two deals and the totals, whole
        rect = table.visualRect(model.index(row, 0))
        assert view.contains(rect), (row, rect, view)
