"""History's count says what its list shows: filtered to one game it still said "3 saved
matches." over a single row (a player's review)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.storage import MatchStore

from .helpers import make_window


def test_the_count_under_the_list_follows_the_game_filter(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    store = MatchStore()
    for game, seed, name in (("hand", 1, "a"), ("hokm", 2, "b"), ("court-piece", 3, "c")):
        store.save(saved_of(random_match(game, seed, moves=20), name))
    window = make_window(qtbot)
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() == 3,
                    timeout=15000)
    QApplication.processEvents()
    assert history.status.text() == "3 saved matches."
    history.game_filter.setCurrentIndex(3)  # Hokm only
    assert history.proxy.rowCount() == 1
    assert history.status.text() == "3 saved matches, 1 shown for this game."
    history.game_filter.setCurrentIndex(0)
    assert history.status.text() == "3 saved matches."
