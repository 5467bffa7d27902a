"""Under Satat the 2 of hearts is a trump: a refused card says so, not only "follow clubs"."""

from __future__ import annotations

import pytest

from koutchina.app import texts
from koutchina.engine import (
    HokmMatch,
    HokmRules,
    IllegalAction,
    NameTrump,
    PlayCard,
    Suit,
    parse_card,
    parse_cards,
)

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
SPADES_2_K = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
HEARTS_3_A = "3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
DIAMONDS_2_K = "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"


def refusal(hands: list[str], trump: Suit, lead: str, tried: str) -> str:
    """The words seat 1 reads when it plays ``tried`` after seat 0 led ``lead``."""
    state = HokmMatch(HokmRules(satat=True, compulsory_trump=True), seed=2,
                      deals=[[parse_cards(hand) for hand in hands]], first_hakem=0)
    state.apply(NameTrump(0, trump))
    state.apply(PlayCard(0, parse_card(lead)))
    with pytest.raises(IllegalAction) as refused:
        state.apply(PlayCard(1, parse_card(tried)))
    return texts.refusal_text(refused.value)


def words(language: str, english: str, french: str) -> str:
    return english if language == "en" else french


def test_trump_led_and_the_only_trump_is_the_two_of_hearts(language: str) -> None:
    # Clubs are trump, 2♣ led; seat 1 holds hearts only: its 2♥ is its one trump.
    text = refusal([CLUBS, "2H " + HEARTS_3_A, DIAMONDS_2_K + " AD", "AS " + SPADES_2_K],
                   C, "2C", "9H")
    assert "2" in text and words(language, "trump", "atout") in text, text
    assert words(language, "2 of hearts", "2 de cœur") in text, text
    assert text != words(language, "You must follow clubs.", "Vous devez jouer trèfle."), text


def test_hearts_led_and_the_two_of_hearts_tried(language: str) -> None:
    # Spades are trump, A♥ led; seat 1 plays its 2♥ while holding other hearts.
    text = refusal(["AH " + SPADES_2_K, "2H AS " + " ".join(HEARTS_3_A.split()[:-1]),
                    DIAMONDS_2_K + " AD", CLUBS], S, "AH", "2H")
    assert words(language, "2 of hearts", "2 de cœur") in text, text
    assert words(language, "trump", "atout") in text and "Satat" in text, text


def test_void_and_the_two_of_hearts_among_the_trumps(language: str) -> None:
    # Spades are trump, A♦ led; seat 1 has no diamond, holds A♠ and the 2♥: both allowed.
    text = refusal(["AD " + SPADES_2_K, "2H AS " + " ".join(HEARTS_3_A.split()[:-1]),
                    DIAMONDS_2_K + " AH", CLUBS], S, "AD", "KH")
    assert words(language, "spades", "pique") in text, text
    assert words(language, "2 of hearts", "2 de cœur") in text, text


def test_void_and_the_two_of_hearts_the_only_trump(language: str) -> None:
    text = refusal(["AD " + SPADES_2_K, "2H " + HEARTS_3_A, DIAMONDS_2_K + " AS", CLUBS],
                   S, "AD", "KH")
    assert words(language, "2 of hearts", "2 de cœur") in text, text
    assert words(language, "(spades)", "(pique)") not in text, text


def test_the_two_of_hearts_led_is_a_trump(language: str) -> None:
    # Spades are trump and the 2♥ is led: seat 1 must play its spade, not a heart.
    text = refusal(["2H " + SPADES_2_K, "AS " + HEARTS_3_A, DIAMONDS_2_K + " AD", CLUBS],
                   S, "2H", "AH")
    assert words(language, "2 of hearts", "2 de cœur") in text, text
    assert words(language, "spades", "pique") in text, text
