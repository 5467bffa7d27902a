"""The coach at the table: H shows hard's advice for the person's view without blocking the
window, the panel goes when play moves on, and the deal summary opens the review."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.coach_texts import action_text
from koutchina.app.review_window import ReviewWindow
from koutchina.bots.search import SearchBot
from koutchina.coach import seat_seed
from koutchina.engine import Phase

from .helpers import choice, make_window, person_ready, play_one_move


def test_h_shows_the_hard_decision_for_the_persons_view(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=31)
    c = window.controller
    qtbot.waitUntil(lambda: person_ready(window), timeout=15000)
    while c.view(0) is not None and c.view(0).phase != Phase.PLAYING:
        play_one_move(qtbot, window)
        qtbot.waitUntil(lambda: person_ready(window), timeout=15000)
    assert window.coach.button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    assert panel.isVisible()
    qtbot.waitUntil(lambda: panel.choices.text() != "", timeout=10000)
    view = c.view(0)
    expected = SearchBot(seat_seed(31, 0)).choose(view).action
    assert panel.advice.text().startswith(action_text(expected) + ":")
    assert "tricks expected for your side" in panel.choices.text()
    play_one_move(qtbot, window)
    assert not panel.isVisible()


def test_the_deal_summary_opens_the_review_of_the_persons_play(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3), seed=5)
    table = window.table
    qtbot.waitUntil(lambda: person_ready(window), timeout=15000)
    for _ in range(40):
        if table.summary_panel.isVisible():
            break
        play_one_move(qtbot, window)
        qtbot.waitUntil(lambda: person_ready(window), timeout=15000)
    assert table.summary_panel.review_button.isVisible()
    qtbot.mouseClick(table.summary_panel.review_button, Qt.MouseButton.LeftButton)
    reviews = [w for w in window.findChildren(ReviewWindow)]
    assert len(reviews) == 1
    review = reviews[0]
    qtbot.waitUntil(lambda: review.review is not None, timeout=20000)
    text = review.text.toPlainText()
    assert "Trick 1" in text
    assert "In hindsight, with every card known" in text
    assert not review.progress.isVisible()
