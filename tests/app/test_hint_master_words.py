"""A master card is a sure trick only where no opponent still to play could trump it: the hint
says so only then, and in a game of partners the trick is the side's. A player read "K♦: no
card still hidden can beat it, so the trick is yours" in Hokm while West, still to play, held
trumps and had shown no void (West could ruff), and "yours" of a trick their side would win.

The positions are real ones, found by playing medium bots through seeded matches (the match
seed in each comment), written out card by card: the usual rules of good play choose the
advised card, so the hint gives their reason in words."""

from __future__ import annotations

from koutchina.bots import seat_seed
from koutchina.coach import Hint, hint_for
from koutchina.engine import PlayCard, Suit, parse_card

from .test_hint_agrees import position, shown

NBSP = "\xa0"

# Hokm, match seed 6 (North, 2, Hakem with clubs), the third trick: North leads 5♠, East (3)
# plays 7♠, and South's K♠ is the master of spades (A♠ is South's own). West (1), still to
# play, has shown no void in clubs, and clubs are still out: West could trump it, as in the
# player's report.
TRUMPABLE = position(
    "hokm", ("KH 9D JH KS 5D 10H AS KD 3S 3H 10C 3C 2D", "6H QS 4S 2S QH 8D KC 4D 8H 5H 4H 4C 3D",
             "9C 10S JC 7C 6S 2H 7H 10D JS 7D AC AD 5S", "5C 9S QD 9H QC 8C 6C JD AH 8S 2C 6D 7S"),
    hakem=2, trump=Suit.CLUBS, cards="AC 2C 3C 4C AD 6D 2D 3D 5S 7S")
TRUMPABLE_SEED = seat_seed(6, 0)
# Hokm, match seed 16 (North, 2, Hakem with spades), the first trick: North leads 3♠, East
# plays 8♠; South's K♠ is a trump no card still hidden beats (A♠ is South's own): the trick is
# the side's whatever West holds.
SURE = position(
    "hokm", ("8H 6D QH AC 8C AD 9C KS 5C AS 3C 6S KD", "4H 4C 9S 9D 3H 2C QS 2S 3D 10H 4D 10D 7S",
             "5H 10S JC 4S 7D 6H QD 5S JS 8D 2H QC 3S", "KH 7C 9H AH JD 6C 2D 5D 10C JH 7H KC 8S"),
    hakem=2, trump=Suit.SPADES, cards="3S 8S")
SURE_SEED = seat_seed(16, 0)
# Hokm, match seed 5 (West, 1, Hakem with spades), South leads the eighth trick holding K♥ Q♥,
# the masters of hearts: spades are still out and neither opponent has shown a void in them.
LEAD_TRUMPABLE = position(
    "hokm", ("4S 7S 2S 9S KH QH 2C 4C 8C JC JH 7D QD",
             "JS 8H 8S KS 3S 9H AC KC QC 5C 4H KD 6D",
             "10H 5H 5D JD AS QS 3C 6C 7C 9C 2H AD 3D",
             "6S 6H 10S 7H 10D 3H 10C 2D 4D 5S AH 8D 9D"),
    hakem=1, trump=Suit.SPADES,
    cards="AC 3C 10C 2C KC 6C 2D 4C QC 7C 4D 8C 5C 9C 5S JC AH JH 4H 2H 8D 7D KD AD 3D 9D QD 6D")
LEAD_TRUMPABLE_SEED = seat_seed(5, 0)
# Hand, match seed 4 (calls 3 3 2 1), the seventh trick: North leads 10♣, West throws J♥;
# South's K♣ is the master of clubs, and Hand has no trump: the trick is South's own.
HAND_SURE = position(
    "hand", ("KC JC AS KS 7C 10H 8D 9D", "9H QH JS QS AC 8H 10D KD",
             "QC 7S 10S 9C KH QD AD 10C", "7H 8S 9S 8C AH 7D JD JH"),
    calls="3 3 2 1",
    cards="AS JS 7S 8S KS QS 10S 9S 7C AC 9C 8C 8H KH AH 10H 7D 8D 10D QD AD JD 9D KD 10C JH")
HAND_SURE_SEED = seat_seed(4, 0)


def rules_hint(state_hint: Hint, card: str, rules_reason: str) -> Hint:
    """``state_hint``, checked to advise ``card`` with the rules' reason ``rules_reason``."""
    assert state_hint.shown_choice.action == PlayCard(0, parse_card(card))
    assert state_hint.rules_reason == rules_reason
    return state_hint


def test_a_master_an_opponent_still_to_play_could_trump_is_no_sure_trick(
        qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = rules_hint(hint_for(TRUMPABLE.view(0), TRUMPABLE_SEED), "KS", "win_master")
    assert hint.shown_reason == "win_master_suit"
    assert shown(hint)[0] == {
        "en": "K♠: no card of its suit still hidden can beat it, though an opponent still to "
              "play could trump it.",
        "fr": f"R♠{NBSP}: aucune carte de sa couleur encore cachée ne peut la battre, mais un "
              "adversaire qui n’a pas encore joué pourrait couper.",
    }[language]


def test_a_master_trump_wins_the_trick_for_the_side(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = rules_hint(hint_for(SURE.view(0), SURE_SEED), "KS", "win_master")
    assert hint.shown_reason == "win_master_side"
    assert shown(hint)[0] == {
        "en": "K♠: no card still hidden can beat it, so the trick is your side's.",
        "fr": f"R♠{NBSP}: aucune carte encore cachée ne peut la battre, le pli est donc à "
              "votre équipe.",
    }[language]


def test_a_master_led_that_an_opponent_could_trump_is_no_sure_trick(
        qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = rules_hint(hint_for(LEAD_TRUMPABLE.view(0), LEAD_TRUMPABLE_SEED), "KH",
                      "cash_master")
    assert hint.shown_reason == "cash_master_suit"
    assert shown(hint)[0] == {
        "en": "K♥: a master card: no card of its suit still hidden can beat it, though an "
              "opponent could trump it.",
        "fr": f"R♥{NBSP}: une carte maîtresse{NBSP}: aucune carte de sa couleur encore cachée "
              "ne peut la battre, mais un adversaire pourrait couper.",
    }[language]


def test_in_hand_a_master_is_still_the_persons_trick(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    hint = rules_hint(hint_for(HAND_SURE.view(0), HAND_SURE_SEED), "KC", "win_master")
    assert hint.shown_reason == "win_master"
    assert shown(hint)[0] == {
        "en": "K♣: no card still hidden can beat it, so the trick is yours.",
        "fr": f"R♣{NBSP}: aucune carte encore cachée ne peut la battre, le pli est donc à vous.",
    }[language]
