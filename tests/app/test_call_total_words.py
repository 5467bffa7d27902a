"""Hand: the sum of the four calls, once revealed, in the corner panel and in the message that
reveals them, with the unit in the right number: "1 trick", "5 tricks"; in French the singular
for 0 and 1 ("0 pli", "1 pli", "5 plis")."""

from __future__ import annotations

import pytest

from koutchina.app.table.announcements import calls_revealed_text, info_lines
from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine.events import DealStarted

LINES = {
    "en": {0: "Calls: 0 tricks for 8", 1: "Calls: 1 trick for 8", 5: "Calls: 5 tricks for 8"},
    "fr": {0: "Annonces\u00a0: 0 pli pour 8", 1: "Annonces\u00a0: 1 pli pour 8",
           5: "Annonces\u00a0: 5 plis pour 8"},
}
REVEALED = {
    "en": {0: "Calls revealed: 0 tricks called for 8", 1: "Calls revealed: 1 trick called for 8",
           5: "Calls revealed: 5 tricks called for 8"},
    "fr": {0: "Annonces révélées\u00a0: 0 pli annoncé pour 8",
           1: "Annonces révélées\u00a0: 1 pli annoncé pour 8",
           5: "Annonces révélées\u00a0: 5 plis annoncés pour 8"},
}
CALLS = {0: (0, 0, 0, 0), 1: (0, 1, 0, 0), 5: (2, 0, 1, 2)}


def _hand_deal(calls: tuple[int, int, int, int]) -> ShownDeal:
    shown = ShownDeal()
    shown.start_match("hand")
    shown.start_deal(DealStarted(0, 0, None, (), 0, False, False))
    shown.calls = list(calls)
    return shown


@pytest.mark.parametrize("total", [0, 1, 5])
def test_the_corner_panel_says_the_calls_total_in_the_right_number(
    language: str, total: int
) -> None:
    lines = info_lines(_hand_deal(CALLS[total]), "Round 1 of 5")
    assert lines[-1] == LINES[language][total]


@pytest.mark.parametrize("total", [0, 1, 5])
def test_the_revealed_calls_message_says_the_total_in_the_right_number(
    language: str, total: int
) -> None:
    assert calls_revealed_text(CALLS[total]) == REVEALED[language][total]
