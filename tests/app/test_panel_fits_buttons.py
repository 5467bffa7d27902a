"""A result panel keeps room for every button it shows, even one shown after it was sized.

After a finished match the "Play this deal again" button is hidden; in the next match the
deal summary was sized before that button came back, and the three buttons were squeezed into
the old width, their words cut ("ouer cette do") in French at any window size."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from koutchina.app.controller import MatchController
from koutchina.app.table.area import TableArea
from koutchina.engine.events import DealScored

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py

NAMES = ["You", "East", "North", "West"]


def _fits(button: QPushButton) -> bool:
    return button.width() >= button.sizeHint().width()


def test_a_button_shown_after_the_summary_is_sized_gets_its_room_and_the_panel_stays_centred(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    table = TableArea(MatchController())
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    panel = table.summary_panel
    panel.again_button.hide()  # as after the last deal of the previous match
    failed = DealScored(0, (6, 7), (0, 1), (0, 1), ("hakem_failed",), 0, False)
    panel.show_deal("court-piece", failed, NAMES, None, match_over=False, hakem_side=0)
    table.place_panels()
    panel.again_button.show()  # the new match's deal can be played again
    buttons = (panel.review_button, panel.again_button, panel.next_button)
    qtbot.waitUntil(lambda: all(_fits(b) for b in buttons))
    centre = panel.geometry().center().x()
    assert abs(centre - table.width() // 2) <= 2
