"""The hint panel says each thing once: where only one card makes sense (equal cards count as
one), the advice says so and no figure line repeats it (a player reported "9♦: the only
sensible card (equal cards count as one)." above "9♦: the only sensible choice")."""

from __future__ import annotations

from bots.reported_deals import persons_turns  # tests/bots, beside this folder

from koutchina.app.hint_panel import HintPanel
from koutchina.coach import Hint, hint_for, seat_seed

BUDGET = 200  # the only sensible card is found before any search


def first_only_choice() -> Hint:
    """The hint at the person's first turn of the reported Hand deal with one sensible card."""
    for view in persons_turns("hand"):
        hint = hint_for(view, seat_seed(1, 0), BUDGET)
        if hint.reason == "only_choice":
            return hint
    raise AssertionError("the reported deal has a turn with one sensible card")


def test_the_only_sensible_card_is_said_once(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = first_only_choice()
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show_hint(hint)
    words = {"en": ("9♦: the only sensible card (equal cards count as one).", "sensible"),
             "fr": ("9♦\u00a0: la seule carte sensée (des cartes équivalentes comptent pour une).",
                    "sensé")}
    advice, word = words[language]
    assert panel.advice.text() == advice
    assert word not in panel.choices.text()
    assert "9♦" not in panel.choices.text()
