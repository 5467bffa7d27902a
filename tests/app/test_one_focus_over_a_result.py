"""A result panel over the table shows the only focus: a Hokm deal stops once a side has seven
tricks, cards left in the hands, and the ring round the person's hand (the table's keyboard
focus) stayed drawn under the deal's summary beside its "Next deal", two focus frames at once
(a player's review, in both looks). The ring goes while a result panel covers the table and
comes back with the next deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window, person_ready, play_until, wait_for


def _ring_pixels(window: MainWindow) -> int:
    """The pixels the hand's stand-in paints (it draws nothing but the focus ring)."""
    viewport = window.table.accessibility.hand.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    viewport.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if image.pixelColor(x, y).alpha() > 0)


@pytest.mark.parametrize("high_contrast", [False, True])
def test_no_ring_round_the_hand_under_a_hokm_deal_s_summary(qtbot, high_contrast: bool) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=high_contrast)
    window.activateWindow()
    window.start_match(choice("hokm"), seed=4)  # the deal stops with four cards in hand
    hand = window.table.accessibility.hand
    wait_for(lambda: person_ready(window) and QApplication.focusWidget() is hand)
    qtbot.waitUntil(lambda: _ring_pixels(window) > 0)  # the ring, the hand in focus
    panel = window.table.summary_panel
    play_until(qtbot, window, lambda: panel.isVisible() and panel.next_button.isVisible())
    assert window.table.hand_items(), "the deal stopped at seven tricks, cards in hand"
    assert QApplication.focusWidget() is hand  # Enter still goes on through the table's keys
    assert _ring_pixels(window) == 0, "a focus ring round the hand under the summary"
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not panel.isVisible())
    qtbot.waitUntil(lambda: bool(window.table.hand_items()) and QApplication.focusWidget() is hand)
    qtbot.waitUntil(lambda: _ring_pixels(window) > 0)  # back with the next deal
