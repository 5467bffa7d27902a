"""Hand: the sum of the four calls, once revealed, in the corner panel and in the message that
reveals them, beside the round's 8 tricks: fewer called ("6 of the 8 tricks"), all 8, or more
than there are ("9 tricks, only 8 to play"); "9 tricks called for 8" read as a riddle (a
player's review). The unit in the right number: in French the singular for 0 and 1 ("0 pli",
"1 pli", "5 plis")."""

from __future__ import annotations

import pytest

from koutchina.app.table.announcements import calls_revealed_text, info_lines
from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine.events import DealStarted

LINES = {
    "en": {0: "Calls: 0 of the 8 tricks", 1: "Calls: 1 of the 8 tricks",
           5: "Calls: 5 of the 8 tricks", 8: "Calls: all 8 tricks",
           10: "Calls: 10 tricks, only 8 to play"},
    "fr": {0: "Annonces\u00a0: 0 pli sur 8", 1: "Annonces\u00a0: 1 pli sur 8",
           5: "Annonces\u00a0: 5 plis sur 8", 8: "Annonces\u00a0: 8 plis sur 8",
           10: "Annonces\u00a0: 10 plis pour 8 en jeu"},
}
REVEALED = {
    "en": {0: "Calls revealed: 0 of the 8 tricks called",
           1: "Calls revealed: 1 of the 8 tricks called",
           5: "Calls revealed: 5 of the 8 tricks called",
           8: "Calls revealed: all 8 tricks called",
           10: "Calls revealed: 10 tricks called, only 8 to play"},
    "fr": {0: "Annonces révélées\u00a0: 0 pli annoncé sur 8",
           1: "Annonces révélées\u00a0: 1 pli annoncé sur 8",
           5: "Annonces révélées\u00a0: 5 plis annoncés sur 8",
           8: "Annonces révélées\u00a0: 8 plis annoncés sur 8",
           10: "Annonces révélées\u00a0: 10 plis annoncés pour 8 en jeu"},
}
CALLS = {0: (0, 0, 0, 0), 1: (0, 1, 0, 0), 5: (2, 0, 1, 2), 8: (3, 2, 0, 3), 10: (4, 2, 1, 3)}


def _hand_deal(calls: tuple[int, int, int, int]) -> ShownDeal:
    shown = ShownDeal()
    shown.start_match("hand")
    shown.start_deal(DealStarted(0, 0, None, (), 0, False, False))
    shown.calls = list(calls)
    return shown


@pytest.mark.parametrize("total", [0, 1, 5, 8, 10])
def test_the_corner_panel_says_the_calls_total_in_the_right_number(
    language: str, total: int
) -> None:
    lines = info_lines(_hand_deal(CALLS[total]), "Round 1 of 5")
    assert lines[-1] == LINES[language][total]


@pytest.mark.parametrize("total", [0, 1, 5, 8, 10])
def test_the_revealed_calls_message_says_the_total_in_the_right_number(
    language: str, total: int
) -> None:
    assert calls_revealed_text(CALLS[total]) == REVEALED[language][total]
