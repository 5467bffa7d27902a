"""The panel of a deal played again: the first result and this one in two columns a person
reads apart, and what happened each time in sentences that read right."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from koutchina.app import i18n
from koutchina.app.deal_again import DealAgainPanel
from koutchina.engine.state import DealLog

from .helpers import choice, make_window, play_until


def _deal(counts: list[int], scores: list[int], outcome: str) -> DealLog:
    return DealLog(index=0, dealer=3, hakem=0, no_trump=False, hands=[[], [], [], []],
                   trick_counts=counts, scores=scores, outcomes=[outcome])


def _text_span(label: QLabel) -> tuple[float, float]:
    """Where the label's (centred) words start and end, in its parent's coordinates."""
    width = label.fontMetrics().horizontalAdvance(label.text())
    assert label.alignment() & Qt.AlignmentFlag.AlignHCenter
    left = label.x() + (label.width() - width) / 2
    return left, left + width



def test_the_first_result_and_this_one_stand_clearly_apart(qtbot, english) -> None:
    """At 1280x720 "Opponents 7 tricks: 2 courts 7 tricks: 2 courts" read as one line."""
    window = make_window(qtbot)  # 1280x720
    window.start_match(choice("court-piece"), seed=3)
    summary, panel = window.table.summary_panel, window.deal_again.panel
    play_until(qtbot, window, summary.isVisible)
    qtbot.mouseClick(summary.again_button, Qt.MouseButton.LeftButton)
    play_until(qtbot, window, panel.isVisible)
    for size in ((1280, 720), (3840, 2160), (1920, 1080)):  # the panel open as it grows
        window.resize(*size)
        qtbot.wait(100)
        for row in panel.grid.rows:
            first_cell, this_cell = row[1], row[2]
            em = this_cell.fontMetrics().horizontalAdvance("M")
            gap = _text_span(this_cell)[0] - _text_span(first_cell)[1]
            assert gap >= 2 * em, (size, [label.text() for label in row], gap, em)
    i18n.language_manager().set_language("fr", remember=False)  # longer words, same place
    qtbot.wait(100)
    assert panel.grid.rows[0][0].text() == "Votre équipe"
    middle = panel.geometry().center().x()
    assert abs(middle - window.table.width() // 2) <= 1, (middle, window.table.width())
    window.close()


def test_what_happened_each_time_reads_as_one_sentence(qtbot, language) -> None:
    panel = DealAgainPanel()
    qtbot.addWidget(panel)
    first, again = _deal([6, 7], [0, 2], "bid_failed"), _deal([13, 0], [4, 0], "sweep")
    panel.show_results("court-piece", ["", "", "", ""], first, again, True)
    lines = panel.outcomes.text().splitlines()
    if language == "en":
        assert lines == ["First time: the Hakem's side missed its target.",
                         "This time: a sweep, all thirteen tricks!"]
    else:
        assert lines == ["La première fois\u00a0: l’équipe du Hakem a manqué son objectif.",
                         "Cette fois\u00a0: chelem, les treize plis\u202f!"]
