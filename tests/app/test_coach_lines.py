"""The coach's figure lines start with a capital whatever comes first on them (a trump, a call,
"ask to see the trump"), in English and in French: the hint panel and the review window show
them one a line as they are (koutchina/app/coach_texts.py is where the capital is put)."""

from __future__ import annotations

from koutchina.app.coach_texts import choice_line, other_choices_lines
from koutchina.bots.appraisal import ChoiceValue
from koutchina.engine import Call, Concede, NameTrump, PlayCard, RevealTrump, Suit, parse_card

GAMES = ("hand", "hokm", "court-piece")  # each has its own wording of the figures
ACTIONS = (Call(0, 3), NameTrump(0, Suit.HEARTS, 9), NameTrump(0, Suit.HEARTS), RevealTrump(0),
           Concede(0), PlayCard(0, parse_card("QS")))
STANDINGS = ("level", "underrated", "far", None)  # the groups of Hint.others, None: next best


def test_every_figure_line_starts_with_a_capital(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    for game in GAMES:
        for action in ACTIONS:
            for playouts in (0, 64):  # the only sensible choice, or a weighed one
                line = choice_line(ChoiceValue(action, 1.5, 6.5, 0.4, playouts), game)
                assert not line[0].islower(), line
                assert not choice_line(ChoiceValue(action, 1.5, 6.5, 0.4, playouts), game,
                                       with_target=False)[0].islower()
        groups = tuple((key, (ChoiceValue(Call(0, 1), 1.0, 6.0, 0.5, 64),)) for key in STANDINGS)
        lines = other_choices_lines(groups, game)
        assert len(lines) == len(STANDINGS)
        for line in lines:
            assert not line[0].islower(), line
