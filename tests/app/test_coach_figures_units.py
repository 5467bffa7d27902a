"""A figure with decimals and its unit, as the coach shows them: French puts the unit in the
singular below 2 ("0,28 point", "−0,19 court", "1,5 pli"), English in the plural whatever
the figure ("0.28 points"). Seen in the review's costs and in the hint's and the review's
figure lines."""

from __future__ import annotations

import pytest

from koutchina.app.coach_texts import cost_text, figures_line
from koutchina.bots.appraisal import ChoiceValue
from koutchina.engine import NameTrump, PlayCard, Suit, parse_card

COSTS = {  # (cost, game): English, French
    (0.28, "hokm"): ("0.28 points expected", "0,28 point en moyenne"),
    (0.19, "court-piece"): ("0.19 courts expected", "0,19 court en moyenne"),
    (0.5, "hand"): ("0.5 points expected", "0,5 point en moyenne"),
    (1.994, "hokm"): ("1.99 points expected", "1,99 point en moyenne"),
    (1.996, "hokm"): ("2.00 points expected", "2,00 points en moyenne"),  # shown as 2
    (2.5, "court-piece"): ("2.50 courts expected", "2,50 courts en moyenne"),
    (12.0, "hand"): ("12.0 points expected", "12,0 points en moyenne"),
}


@pytest.mark.parametrize(("cost", "game"), list(COSTS))
def test_a_cost_takes_the_unit_each_language_gives_its_figure(
    qapp, language: str, cost: float, game: str  # type: ignore[no-untyped-def]
) -> None:
    english, french = COSTS[(cost, game)]
    assert cost_text(cost, game) == (french if language == "fr" else english)


def test_the_figure_lines_put_each_unit_in_the_form_of_its_figure(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    card = PlayCard(0, parse_card("QS"))
    trump = NameTrump(0, Suit.HEARTS)
    lines = [figures_line(ChoiceValue(trump, -0.14, 1.5, None, 64), "court-piece"),
             figures_line(ChoiceValue(card, 0.8, 6.5, None, 64), "hokm"),
             figures_line(ChoiceValue(card, 1.2, 2.0, 0.4, 64), "hand")]
    if language == "fr":
        assert "−0,14 court en moyenne pour votre équipe (1,5 pli)" in lines[0], lines[0]
        assert "+0,80 point en moyenne pour votre équipe (6,5 plis)" in lines[1], lines[1]
        assert "+1,2 point en moyenne" in lines[2], lines[2]
    else:
        assert "−0.14 courts expected for your side (1.5 tricks)" in lines[0], lines[0]
        assert "+0.80 points expected for your side (6.5 tricks)" in lines[1], lines[1]
        assert "+1.2 points expected" in lines[2], lines[2]
