"""A deal played again ends with its own result panel (the first result and this one side by
side), and over it the ring round the person's hand (the table's keyboard focus) must be gone,
as under the deal's summary: a Hokm deal stops at seven tricks, cards left in hand, and the
ring stayed drawn round them, a focus frame beside the panel's "Back to the match". It comes
back with the match."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .helpers import choice, make_window, person_ready, play_until, wait_for
from .test_one_focus_over_a_result import _ring_pixels  # the pixels of the ring


def test_no_ring_round_the_hand_under_a_deal_played_again_s_result(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("hokm"), seed=4)  # the deal stops with four cards in hand
    table, hand = window.table, window.table.accessibility.hand
    summary = table.summary_panel
    play_until(qtbot, window, lambda: summary.isVisible() and summary.again_button.isVisible())
    qtbot.mouseClick(summary.again_button, Qt.MouseButton.LeftButton)
    assert window.deal_again.replaying
    wait_for(lambda: person_ready(window) and QApplication.focusWidget() is hand,
                    timeout=15000)
    qtbot.waitUntil(lambda: _ring_pixels(window) > 0)  # the ring, during the deal played again
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    assert table.hand_items(), "the deal played again stopped at seven tricks, cards in hand"
    assert QApplication.focusWidget() is hand  # the keys still reach the table
    assert _ring_pixels(window) == 0, "a focus ring round the hand under the deal's results"
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not window.deal_again.replaying
    wait_for(lambda: person_ready(window) and not summary.isVisible(), timeout=15000)
    qtbot.waitUntil(lambda: bool(table.hand_items()) and QApplication.focusWidget() is hand)
    qtbot.waitUntil(lambda: _ring_pixels(window) > 0)  # back with the match
    window.close()
