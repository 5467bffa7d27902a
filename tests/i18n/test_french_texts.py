"""French texts that read wrong or do not fit: plural agreement in Replay, the Statistics
headers in full."""

from __future__ import annotations

import re

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


def test_replay_scores_have_a_true_minus_and_the_side_panel_grows_with_texts(
        qtbot, languages: i18n.LanguageManager) -> None:
    from koutchina.app.text_scale import apply_text_scale

    languages.set_language("fr", remember=False)
    state = random_match("hand", 6)
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    replay.go_to(len(replay.steps) - 1)
    assert any(total < 0 for total in state.totals), "the test wants a negative total"
    text = replay.info.text()
    assert "−" in text and not re.search(r"-\d", text), text
    apply_text_scale(2.0)
    try:
        large = ReplayWindow(saved_of(state), state)
        qtbot.addWidget(large)
        assert replay.info_room.minimumWidth() > 0
        assert large.info_room.minimumWidth() >= 2 * replay.info_room.minimumWidth()
    finally:
        apply_text_scale(1.0)


def test_a_hand_replay_counts_rounds_and_a_partnership_replay_deals(
        qtbot, languages: i18n.LanguageManager) -> None:
    """Hand is played in rounds ("manches"), as its table and summaries say."""
    for language, hand_word, deal_word in (("fr", "Manche", "Donne"), ("en", "Round", "Deal")):
        languages.set_language(language, remember=False)
        for game, word in (("hand", hand_word), ("hokm", deal_word)):
            state = random_match(game, 6, moves=120)  # a deal or more played to its end
            replay = ReplayWindow(saved_of(state), state)
            assert replay.steps
            qtbot.addWidget(replay)
            for position in (0, 5, len(replay.steps) - 1):
                replay.go_to(position)
                assert replay.where.text().startswith(f"{word} "), replay.where.text()


def test_statistics_chart_counts_the_deals_of_a_partnership_match(
        qtbot, languages: i18n.LanguageManager) -> None:
    from koutchina.app.history.resumption import MatchInPlay

    languages.set_language("fr", remember=False)
    for game, word, name in (("hokm", "donne", "Hokm"), ("hand", "manche", "Hand")):
        in_play = MatchInPlay(state=random_match(game, 2, moves=3))
        stats = StatisticsWindow(lambda match=in_play: match)
        qtbot.addWidget(stats)
        assert stats.chart_title.text() == f"Totaux par {word} de la partie en cours ({name})"
        assert stats.chart.empty_text().startswith(f"Aucune {word} n’a encore été comptée")
