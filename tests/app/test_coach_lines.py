"""The coach's figure lines start with a capital or the figure, in English and in French: the
hint panel and the review window show them one a line as they are (koutchina/app/coach_texts.py
is where the capital is put)."""

from __future__ import annotations

from koutchina.app.coach_texts import figures_line, other_choices_lines
from koutchina.bots.appraisal import ChoiceValue
from koutchina.engine import Call

GAMES = ("hand", "hokm", "court-piece")  # each has its own wording of the figures
STANDINGS = ("level", "underrated", "far", None)  # the groups of Hint.others, None: next best


def test_every_figure_line_starts_with_a_capital_or_its_figure(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    for game in GAMES:
        # the advised choice's figures, under the advice that names it: its signed figure first
        for value in (1.5, -1.5):
            line = figures_line(ChoiceValue(Call(0, 3), value, 6.5, 0.4, 64), game)
            assert line[0] == ("+" if value > 0 else "\u2212"), line
        groups = tuple((key, (ChoiceValue(Call(0, 1), 1.0, 6.0, 0.5, 64),)) for key in STANDINGS)
        lines = other_choices_lines(groups, game)
        assert len(lines) == len(STANDINGS)
        for line in lines:
            assert line[0].isupper(), line
