"""With Court Piece's bidding the Hakem names the trump and a target together: the coach's hint
names both, the suit and the target ``hard`` would name (the lowest, as every target scores the
same), in English and in French, and the hint stays clear of the trump chooser; the review
of the deal does not call a higher target what the analysis would name."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from koutchina.app.hint_panel import HintPanel
from koutchina.app.players import SeatPlayer
from koutchina.bots.search import SearchBot
from koutchina.coach import DecisionReview, Hint, hint_for, review_deal, seat_seed
from koutchina.engine import MatchState, NameTrump, Suit, make_rules, new_match

from .helpers import make_window

SEED = 5  # the match's seed at the table: the coach's seed is seat_seed(SEED, 0)

# the person's first five cards: 8♥ 3♣ 7♣ Q♦ 9♥; hard names hearts, ahead of diamonds and clubs
FIRST_FIVE = ("8H", "3C", "7C", "QD", "9H")

ADVICE = {
    "en": "Hearts as trump, target 9: the trump with the best expected result for your side; "
          "the lowest target, since every target scores the same.",
    "fr": "Atout cœur, objectif 9\xa0: l’atout qui donne le meilleur résultat moyen à votre "
          "équipe\u202f; l’objectif le plus bas, puisque tous rapportent autant.",
}
# The figures come from the search (they move with any bot tuning): the tests read them from
# the hint and check that the text names them, as the player reads them, in the right order
# and with their signs. The advised trump's line, then the next best trumps without target.
NUMBER = r"([+\u2212]?\d+[.,]\d+)"
CHOICES = {
    "en": re.compile(
        rf"{NUMBER} courts? expected for your side \({NUMBER} "
        rf"tricks\)\.\nNext best: (\w+)\xa0as\xa0trump\xa0\({NUMBER}\), "
        rf"(\w+)\xa0as\xa0trump\xa0\({NUMBER}\)\."),
    "fr": re.compile(
        rf"{NUMBER} courts? en moyenne pour votre équipe "
        rf"\({NUMBER} plis\)\.\nAutres choix\xa0: atout\xa0(\w+)\xa0\({NUMBER}\), "
        rf"atout\xa0(\w+)\xa0\({NUMBER}\)\."),
}
SUIT_WORDS = {
    "en": {Suit.CLUBS: "clubs", Suit.DIAMONDS: "diamonds", Suit.SPADES: "spades"},
    "fr": {Suit.CLUBS: "trèfle", Suit.DIAMONDS: "carreau", Suit.SPADES: "pique"},
}
DECIMAL_SIGN = {"en": ".", "fr": ","}


def shown_figure(text: str, language: str) -> float:
    """A figure as the player reads it: the language's decimal sign, a true minus ("−", not
    the hyphen) before a loss and "+" before a gain."""
    assert "-" not in text, text
    assert DECIMAL_SIGN[language] in text, text
    return float(text.replace("\u2212", "-").replace(",", "."))


def assert_choices_name_the_figures(text: str, hint: Hint, language: str) -> None:
    """The hint's choices as the panel shows them: the advised trump with its target, its
    expected courts and tricks, then the next two trumps best first, each figure the hint's
    own rounded as shown, with its sign."""
    found = CHOICES[language].fullmatch(text)
    assert found is not None, text
    value, tricks, first, first_value, second, second_value = found.groups()
    advised = hint.best(3)[0]
    others = [c for _key, group in hint.others() for c in group]  # best first as shown
    assert {c.action for c in others} == {c.action for c in hint.best(3)[1:]}
    assert shown_figure(value, language) == round(advised.counted, 2)
    assert shown_figure(tricks, language) == round(advised.tricks, 1)
    words = SUIT_WORDS[language]
    suits = [c.action.suit for c in others if isinstance(c.action, NameTrump)]
    assert [first, second] == [words[suit] for suit in suits]
    shown = [shown_figure(first_value, language), shown_figure(second_value, language)]
    assert shown == [round(c.counted, 2) for c in others]
    assert shown_figure(value, language) >= shown[0] >= shown[1]  # the best first
    # about 6.5 tricks expected against a target of 9: the side expects to lose courts
    assert advised.tricks < 9 and value.startswith("\u2212")


def hakem_with_bidding() -> MatchState:
    """Court Piece with bidding, the person (seat 0) the Hakem, about to name trump."""
    from koutchina.bots.duplicate import tournament_deal

    state = new_match(make_rules("court-piece", {"bidding": True}), SEED,
                      deals=[tournament_deal("court-piece", 5, 0)], first_hakem=0)
    assert tuple(str(card) for card in state.view(0).hand) == FIRST_FIVE
    return state


def test_the_trump_hint_names_the_target_hard_names(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    view = hakem_with_bidding().view(0)
    seed = seat_seed(SEED, 0)
    hint = hint_for(view, seed)
    assert hint.advised.action == SearchBot(seed).choose(view).action == NameTrump(
        0, Suit.HEARTS, 9)
    panel = HintPanel()
    panel.show_hint(hint)
    assert panel.advice.text() == ADVICE[language]
    assert_choices_name_the_figures(panel.choices.text(), hint, language)
    panel.deleteLater()


def test_without_bidding_the_trump_hint_names_no_target(qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    from koutchina.bots.duplicate import tournament_deal

    state = new_match(make_rules("court-piece", {}), SEED,
                      deals=[tournament_deal("court-piece", 5, 0)], first_hakem=0)
    view = state.view(0)
    panel = HintPanel()
    panel.show_hint(hint_for(view, seat_seed(SEED, 0)))
    assert panel.advice.text().startswith("Hearts as trump: the trump with")
    assert "target" not in panel.advice.text() + panel.choices.text()
    panel.deleteLater()


def test_h_at_the_table_advises_the_trump_and_the_target(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.controller.practice = True
    window.show_state(hakem_with_bidding(), [SeatPlayer("", "human")]
                      + [SeatPlayer("", "medium")] * 3, SEED)
    chooser = window.table.trump_panel
    qtbot.waitUntil(lambda: window.coach.hint_available() and chooser.isVisible(),
                    timeout=15000)
    assert chooser.target_row.isVisible()
    window.activateWindow()  # the key H is the window's shortcut
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.choices.text() != "", timeout=15000)
    assert panel.advice.text() == ADVICE["en"]
    assert panel.shown_hint is not None
    assert_choices_name_the_figures(panel.choices.text(), panel.shown_hint, "en")
    # the chooser the hint is about stays in view, the hint whole on the table
    assert not panel.geometry().intersects(chooser.geometry())
    assert window.table.rect().contains(panel.geometry())


def _reviewed(chosen: NameTrump) -> tuple[DecisionReview, str]:
    """The review of the person's trump and target in the deal of hakem_with_bidding, and the
    review window's words for it."""
    from koutchina.app.review_window import ReviewWindow
    from koutchina.engine.record import record_of

    state = hakem_with_bidding()
    review = review_deal([(state.clone(), chosen)], 0, seat_seed(SEED, 0))
    (decision,) = review.decisions
    state.apply(chosen)
    window = ReviewWindow(record_of(state), 0, 0)
    try:
        return decision, window._review_html(review)
    finally:
        window.deleteLater()


def test_the_review_agrees_with_the_advised_trump_and_target(qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    decision, text = _reviewed(NameTrump(0, Suit.HEARTS, 9))
    assert decision.agrees
    assert "Before the play: hearts as trump, target 9, as the analysis would." in text


@pytest.mark.parametrize("target", [10, 11])
def test_the_review_does_not_call_a_higher_target_what_the_analysis_would_do(
        qapp, english: None, target: int) -> None:  # type: ignore[no-untyped-def]
    """The analysis names the lowest target: a higher one with the same suit is reviewed as
    another choice (with the reason), not as agreeing; no cost is claimed, none was weighed."""
    decision, text = _reviewed(NameTrump(0, Suit.HEARTS, target))
    assert decision.advised == NameTrump(0, Suit.HEARTS, 9)
    assert not decision.agrees and decision.cost == 0.0
    assert decision.reason == "lowest_target"
    assert (f"Before the play: you chose hearts as trump, target {target}; the analysis would "
            "choose hearts as trump, target 9 (the lowest target, since every target scores "
            "the same).") in text
    assert "Cost" not in text
    # nor "as good within the margin of error" with the same figure twice: the suit is the
    # analysis's own, only the target differs
    assert "margin of error" not in text and text.count("Hearts as trump:") == 0


def test_the_review_of_another_suit_weighs_the_suits_alone(qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    """The expected results are the suits': they are not said of a target they were not
    played out with. The suits are compared by the side's tricks, then the cost."""
    decision, text = _reviewed(NameTrump(0, Suit.CLUBS, 11))
    assert decision.cost > 0 and decision.reason == "trump_by_playouts"
    assert ("Before the play: you chose clubs as trump, target 11; the analysis would choose "
            "hearts as trump, target 9 (the trump with the best expected result for your "
            "side).") in text
    found = re.search(
        rf"Your side takes {NUMBER} tricks on average with hearts as trump, against {NUMBER} "
        rf"with clubs as trump\. Cost: <span class='cost'>{NUMBER} courts? expected</span>\.",
        text)
    assert found is not None, text
    hearts_tricks, clubs_tricks, cost = (shown_figure(figure, "en") for figure in found.groups())
    # the courts the deal gives the side, without the search's bonus for the trick margin
    lost = round(decision.advised_value.counted, 2) - round(decision.chosen_value.counted, 2)
    assert cost == pytest.approx(lost) and not found.group(3).startswith(("+", "\u2212"))
    assert clubs_tricks == round(decision.chosen_value.tricks, 1)
    assert hearts_tricks == round(decision.advised_value.tricks, 1)


def test_the_review_says_a_trump_in_a_sentence_in_either_language(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    # French read "vous avez choisi atout trèfle, objectif 11" (a label dropped in a sentence)
    _decision, text = _reviewed(NameTrump(0, Suit.CLUBS, 11))
    wanted = {
        "en": "Before the play: you chose clubs as trump, target 11; the analysis would choose "
              "hearts as trump, target 9",
        "fr": "Avant le jeu\xa0: vous avez choisi l’atout trèfle, objectif 11\u202f; l’analyse "
              "choisirait l’atout cœur, objectif 9",
    }
    assert wanted[language] in text
