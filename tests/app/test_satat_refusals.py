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
    SatatNote,
    Suit,
    parse_card,
    parse_cards,
)

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
SPADES_2_K = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
HEARTS_3_A = "3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
DIAMONDS_2_K = "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"
CLUBS = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"


def refused(hands: list[str], trump: Suit, lead: str, tried: str) -> IllegalAction:
    """The refusal seat 1 meets when it plays ``tried`` after seat 0 led ``lead``."""
    state = HokmMatch(HokmRules(satat=True, compulsory_trump=True), seed=2,
                      deals=[[parse_cards(hand) for hand in hands]], first_hakem=0)
    state.apply(NameTrump(0, trump))
    state.apply(PlayCard(0, parse_card(lead)))
    with pytest.raises(IllegalAction) as refusal:
        state.apply(PlayCard(1, parse_card(tried)))
    return refusal.value


def words(language: str, english: str, french: str) -> str:
    return english if language == "en" else french


def check(error: IllegalAction, reason: str, note: SatatNote, text: str) -> None:
    """The engine names the rule and the 2 of hearts' part in it; the player reads the one
    sentence that says both."""
    assert (error.reason, error.details["satat"]) == (reason, note)
    assert texts.refusal_text(error) == text


def test_trump_led_and_the_only_trump_is_the_two_of_hearts(language: str) -> None:
    # Clubs are trump, 2♣ led; seat 1 holds hearts only: its 2♥ is its one trump.
    error = refused([CLUBS, "2H " + HEARTS_3_A, DIAMONDS_2_K + " AD", "AS " + SPADES_2_K],
                    C, "2C", "9H")
    check(error, "must_follow_suit", SatatNote.ONLY, words(
        language, "You must follow clubs, the trump: under Satat your 2 of hearts is one.",
        "Vous devez jouer trèfle, l’atout\u00a0: avec le Satat, votre 2 de cœur en est un."))


def test_trump_led_and_the_two_of_hearts_among_the_trumps(language: str) -> None:
    # Spades are trump, A♠ led; seat 1 holds the K♠ and the 2♥ and tries a heart.
    error = refused(["AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS AD", "KS 2H " + HEARTS_3_A[:-3],
                     DIAMONDS_2_K + " AH", CLUBS], S, "AS", "KH")
    check(error, "must_follow_suit", SatatNote.AMONG, words(
        language, "You must follow spades, the trump (under Satat the 2 of hearts is one too).",
        "Vous devez jouer pique, l’atout (avec le Satat, le 2 de cœur en est un aussi)."))


def test_hearts_led_and_the_two_of_hearts_tried(language: str) -> None:
    # Spades are trump, A♥ led; seat 1 plays its 2♥ while holding other hearts.
    error = refused(["AH " + SPADES_2_K, "2H AS " + " ".join(HEARTS_3_A.split()[:-1]),
                     DIAMONDS_2_K + " AD", CLUBS], S, "AH", "2H")
    check(error, "must_follow_suit", SatatNote.TRIED, words(
        language, "You must follow hearts: under Satat the 2 of hearts is a trump, not a heart.",
        "Vous devez jouer cœur\u00a0: avec le Satat, le 2 de cœur est un atout, pas un cœur."))


def test_void_and_the_two_of_hearts_among_the_trumps(language: str) -> None:
    # Spades are trump, A♦ led; seat 1 has no diamond, holds A♠ and the 2♥: both allowed.
    error = refused(["AD " + SPADES_2_K, "2H AS " + " ".join(HEARTS_3_A.split()[:-1]),
                     DIAMONDS_2_K + " AH", CLUBS], S, "AD", "KH")
    check(error, "must_trump", SatatNote.AMONG, words(
        language,
        "You cannot follow suit and must play a trump: spades or the 2 of hearts (Satat).",
        "Vous ne pouvez pas fournir et devez couper\u00a0: pique ou le 2 de cœur (Satat)."))


def test_void_and_the_two_of_hearts_the_only_trump(language: str) -> None:
    error = refused(["AD " + SPADES_2_K, "2H " + HEARTS_3_A, DIAMONDS_2_K + " AS", CLUBS],
                    S, "AD", "KH")
    check(error, "must_trump", SatatNote.ONLY, words(
        language,
        "You cannot follow suit and must play a trump: under Satat your 2 of hearts is one.",
        "Vous ne pouvez pas fournir et devez couper\u00a0: avec le Satat, votre 2 de cœur est un "
        "atout."))


def test_the_two_of_hearts_led_is_a_trump(language: str) -> None:
    # Spades are trump and the 2♥ is led: seat 1 must play its spade, not a heart.
    error = refused(["2H " + SPADES_2_K, "AS " + HEARTS_3_A, DIAMONDS_2_K + " AD", CLUBS],
                    S, "2H", "AH")
    check(error, "must_follow_suit", SatatNote.LED, words(
        language, "The 2 of hearts led is a trump (Satat): you must follow spades, the trump.",
        "Le 2 de cœur entamé est un atout (Satat)\u00a0: vous devez jouer pique, l’atout."))
