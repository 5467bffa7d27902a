"""The corner panel's lines fit in it: the French "Donne gagnée par les adversaires", the fifth
line of a settled Court Piece deal, lost its last letter to the panel's edge (a player's
review at 1366x768). A line too long for its room is drawn a little smaller, whole."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from koutchina.app.table.overlays import InfoPanel

from .felt_checks import painted_alone

LINE_TOP, LINE_HEIGHT, LEFT, ROOM = 36, 20, 16, 270  # InfoPanel's TOP, LINE, margin, width


def _rightmost_ink(panel: InfoPanel, row: int) -> int:
    """The rightmost column of light words in line ``row`` (from 0) of the panel painted
    alone, in the panel's own coordinates."""
    image, origin = painted_alone(panel)
    left, top = round(origin.x()), round(origin.y()) + LINE_TOP + row * LINE_HEIGHT
    found = -1
    for y in range(top + 2, top + LINE_HEIGHT - 2):
        for x in range(left + LEFT, image.width() - 4):
            if QColor(image.pixelColor(x, y)).lightness() > 150:
                found = max(found, x - left)
    return found


@pytest.mark.parametrize("line", ["Donne gagnée par les adversaires",
                                  "Donne gagnée par votre équipe",
                                  "En attente\u00a0: 1 pli des adversaires"])
def test_a_long_fifth_line_is_drawn_whole(qapp, line: str) -> None:  # type: ignore[no-untyped-def]
    panel = InfoPanel()
    panel.game = "court-piece"
    panel.trump_state = "shown"
    panel.lines = ["Donne 4", "Votre équipe\u00a0: 5 plis", "Adversaires\u00a0: 7 plis",
                   "Partie\u00a0: 4 – 0 (en 5)", line]
    ink = _rightmost_ink(panel, 4)
    assert LEFT < ink < LEFT + ROOM - 2, ink  # ended before the room's edge, not cut at it
