"""The hint panel says each thing once: where only one card makes sense (equal cards count as
one), the advice says so and no figure line repeats it (a player reported "9♦: the only
sensible card (equal cards count as one)." above "9♦: the only sensible choice").

Where a single card may be played at all, the advice says that plainly: a player read "the
only sensible card (equal cards count as one)" of their only legal card; several legal cards
that are all equal are said to be worth the same (the old words puzzled a player holding
J♦ 10♦ 9♦)."""

from __future__ import annotations

from bots.reported_deals import persons_turns  # tests/bots, beside this folder

from koutchina.app.hint_panel import HintPanel
from koutchina.coach import Hint, hint_for, seat_seed

BUDGET = 200  # the only sensible card is found before any search


def first_only_choice(game: str, legal: int) -> Hint:
    """The hint at the person's first turn of the reported deal of ``game`` with one sensible
    card, and ``legal`` cards they may play (1: a single card; more: all equal)."""
    for view in persons_turns(game):
        hint = hint_for(view, seat_seed(1, 0), BUDGET)
        if hint.reason == "only_choice" and (len(view.legal_cards()) == 1) == (legal == 1):
            assert len(view.legal_cards()) == legal
            return hint
    raise AssertionError(f"the reported {game} deal has a turn with one sensible card of "
                         f"{legal} legal")


def shown_advice(qtbot, hint: Hint) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    panel = HintPanel()
    qtbot.addWidget(panel)
    panel.show_hint(hint)
    return panel.advice.text(), panel.choices.text()


def test_the_only_card_that_may_be_played_is_said_plainly_and_once(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = first_only_choice("hand", 1)
    assert hint.shown_reason == "only_card"
    advice, choices = shown_advice(qtbot, hint)
    assert advice == {"en": "9♦: the only card you may play.",
                      "fr": "9♦\u00a0: la seule carte que vous pouvez jouer."}[language]
    assert "9♦" not in choices


def test_equal_cards_are_the_only_sensible_card_said_once(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = first_only_choice("hokm", 2)  # 2♦ or 4♦, the 3♦ played: one card for the play
    assert hint.shown_reason == "only_choice"
    advice, choices = shown_advice(qtbot, hint)
    # said as the cards are: the cards that may be played are all worth the same ("the only
    # sensible card (equal cards count as one)" puzzled a player holding J♦ 10♦ 9♦)
    words = {"en": ("2♦: the cards you may play are all worth the same here.", "worth"),
             "fr": ("2♦\u00a0: les cartes que vous pouvez jouer se valent toutes ici.",
                    "valent")}
    said, word = words[language]
    assert advice == said
    assert word not in choices
    assert "2♦" not in choices
