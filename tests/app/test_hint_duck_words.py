"""A low card that beats the trick so far is not "a card under the winning one": a player read
that of 9♣ played over 8♣, with two players still to play (Hand, their call made). The hint says
it wins for now and a player still to play may take the trick. And a card played low where the
seat cannot win is no longer "the trick is lost anyway": a partner still to play may win it.

The positions are real ones: medium bots play a seeded match to the person's decision, and the
usual rules of good play choose the advised card, so the hint gives their reason in words."""

from __future__ import annotations

import pytest

from koutchina.bots import make_bot, seat_seed
from koutchina.coach import hint_for
from koutchina.coach.hint import beats_the_trick, fitted_reason
from koutchina.engine import PlayCard, SeatView, make_rules, new_match, parse_card

from .test_hint_agrees import shown

NBSP, NNBSP = "\xa0", "\u202f"


def _persons_view(game: str, seed: int, moves: int) -> SeatView:
    """South's view after ``moves`` actions of medium bots seeded from ``seed``."""
    state = new_match(make_rules(game, {}), seed)
    bots = [make_bot("medium", seed * 10 + seat) for seat in range(4)]
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    assert state.to_act() == (0,)
    return state.view(0)


@pytest.mark.parametrize(("game", "seed", "moves", "card"),
                         [("hand", 6, 25, "10S"), ("hokm", 3, 2, "6C")])
def test_a_low_card_over_the_trick_so_far_is_said_to_win_for_now(
        qapp, language: str, game: str, seed: int, moves: int, card: str) -> None:  # type: ignore[no-untyped-def]
    view = _persons_view(game, seed, moves)
    hint = hint_for(view, seat_seed(seed, 0))
    played = parse_card(card)
    assert hint.shown_choice.action == PlayCard(0, played)
    assert hint.rules_reason == "duck" and beats_the_trick(view, played)
    assert not hint.beaten  # a card of the seat's beats the trick so far
    name = {"10S": "10♠", "6C": "6♣"}[card]
    assert shown(hint)[0] == {
        # the lowest card the seat may play, not "your lowest card", which a player read as
        # their lowest of all suits (a player's review)
        "en": f"{name}: the lowest card you may play, which wins for now; a player still to "
              "play may take the trick.",
        "fr": f"{name}{NBSP}: la plus petite carte que vous pouvez jouer, qui gagne pour "
              f"l’instant{NNBSP}; un joueur qui n’a pas encore joué peut prendre le pli."
    }[language]


def test_a_low_card_where_no_card_can_win_says_so(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    """Following low where none of the seat's cards beats the trick so far is not "you cannot
    be sure of winning this trick": a player read that with West's A♣ already on the table
    (a player's review). Hand, match seed 4: South is third to a club trick and holds no club
    above the one winning it."""
    view = _persons_view("hand", 4, 43)
    hint = hint_for(view, seat_seed(4, 0))
    assert hint.shown_choice.action == PlayCard(0, parse_card("7C"))
    assert hint.rules_reason == "follow_low"
    assert not any(beats_the_trick(view, card) for card in view.legal_cards())
    assert hint.beaten
    # the cautious words stay where a card could win, though not surely
    assert fitted_reason("follow_low", "hand", False, beaten=False) == "follow_low"
    assert shown(hint)[0] == {
        "en": "7♣: none of your cards can win this trick, so follow low.",
        "fr": f"7♣{NBSP}: aucune de vos cartes ne peut gagner ce pli, fournissez donc petit."
    }[language]
