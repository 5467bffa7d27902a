"""Where the hint gives the usual rules' reason, it names the rules' own card. The search weighs
one card of each run of equal cards, the lowest; the rules may choose a higher one of the run,
and their reason says why that one: a player read "10♥: … so throw away a high card" while
holding J♥ beside it. The card named is the one the reason describes (equal for the play, so
the figures are the same), in the hint and in the review.

The position is a real one, found by playing medium bots through a seeded match, written out
card by card."""

from __future__ import annotations

from PySide6.QtGui import QTextDocument

from koutchina.app.review_window import ReviewWindow
from koutchina.bots import seat_seed
from koutchina.coach import hint_for, review_deal
from koutchina.engine import PlayCard, parse_card
from koutchina.engine.record import record_of

from .test_hint_agrees import plain, position, shown

NBSP = "\xa0"

# Hand, match seed 24 (calls 3 1 3 1): South has made its call of 3 and cannot follow the
# hearts of the fifth trick. The rules throw Q♠, the higher of Q♠ J♠, which touch: the search
# weighs them as one, by J♠.
THROW_HIGH = position(
    "hand", ("9D QS JS 10C AH AS KH 7C", "JD AD 8D 10D 7S 9S 8C QC",
             "QD JC KD 7H KS 8H AC QH", "KC 7D 10S 9H 8S 10H 9C JH"), calls="3 1 3 1",
    cards="AH 7S 7H 9H AS 9S KS 8S KH 8C 8H 10H 7C QC AC 9C QH JH")
THROW_HIGH_SEED = seat_seed(24, 0)


def test_the_hint_names_the_high_card_it_says_to_throw(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = hint_for(THROW_HIGH.view(0), THROW_HIGH_SEED)
    assert hint.advised.action == PlayCard(0, parse_card("JS"))  # the run, weighed by J♠
    assert hint.rules_card == PlayCard(0, parse_card("QS"))
    assert hint.shown_reason == "discard_high"
    assert hint.shown_choice.action == PlayCard(0, parse_card("QS"))
    advice, choices = shown(hint)
    queen = {"en": "Q♠", "fr": "D♠"}[language]
    assert advice == {
        "en": "Q♠: you cannot follow and already have the tricks you called, so throw away a "
              "high card.",
        "fr": f"D♠{NBSP}: vous ne pouvez pas fournir et avez déjà les plis annoncés, défaussez "
              "donc une haute carte.",
    }[language]
    assert advice.startswith(queen)
    # the figures under it are the run's (the advised card's line first), and name no other
    # card of it
    first = choices.split("\n")[0]
    assert first.startswith("+") or first.startswith("\u2212"), choices
    assert "J♠" not in choices and "V♠" not in choices


def reviewed(card: str) -> str:
    """The review window's line of South playing ``card`` at THROW_HIGH (its spaces plain)."""
    chosen = PlayCard(0, parse_card(card))
    review = review_deal([(THROW_HIGH.clone(), chosen)], 0, THROW_HIGH_SEED)
    after = THROW_HIGH.clone()
    after.apply(chosen)
    window = ReviewWindow(record_of(after), 0, 0)
    try:
        document = QTextDocument()
        document.setHtml(window._review_html(review))
        (line,) = [line for line in plain(document.toPlainText()).splitlines()
                   if "Trick 5:" in line]
        return line
    finally:
        window.deleteLater()


def test_the_review_names_the_high_card_it_says_to_throw(qapp, english: None) -> None:  # type: ignore[no-untyped-def]
    line = reviewed("10C")
    assert line.startswith(
        "\u25cf Trick 5: you played 10♣; the analysis would play Q♠ (you cannot follow and "
        "already have the tricks you called, so throw away a high card). With Q♠ you make "
        "your call in "), line
    assert "J♠" not in line
    # J♠, equal to Q♠ for the play, is the analysis's choice too
    assert reviewed("JS") == "\u2022 Trick 5: J♠, as the analysis would."
