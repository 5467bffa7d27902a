"""French texts that read wrong or do not fit: plural agreement in Replay, the Statistics
headers in full."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from storage.helpers import random_match, saved_of

from koutchina.app import i18n
from koutchina.app.history.replay import ReplayWindow
from koutchina.app.history.statistics_view import StatisticsWindow


def test_replay_agrees_tricks_won_in_number(qtbot, languages: i18n.LanguageManager) -> None:
    languages.set_language("fr", remember=False)
    state = random_match("hand", 6, moves=62)
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    labels = []
    for position in range(len(replay.steps)):
        replay.go_to(position)
        labels += [replay.board._seat_label(replay.current, seat) for seat in range(4)]
    text = " ".join(labels)
    assert "0 pli fait" in text or "1 pli fait" in text
    assert " 0 faits" not in text and " 1 faits" not in text and "1 plis" not in text
    assert "plis faits" in text  # 2 or more


def test_statistics_headers_are_shown_in_full(qtbot, qapp: QApplication,
                                              languages: i18n.LanguageManager) -> None:
    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    window.show()
    for language in ("fr", "en"):
        languages.set_language(language, remember=False)
        qtbot.wait(50)
        header = window.table.horizontalHeader()
        metrics = header.fontMetrics()
        for column in range(window.table.columnCount()):
            label = window.table.horizontalHeaderItem(column).text()
            assert header.sectionSize(column) >= metrics.horizontalAdvance(label) + 8, label
