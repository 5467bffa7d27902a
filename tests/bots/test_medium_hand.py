"""Medium's Hand (Hareega) card play on set positions: it chases its call (cashes its masters,
wins as cheaply as it can when last to play) and, once the call is made, ducks with the highest
card that still loses."""

from __future__ import annotations

from koutchina.bots import make_bot
from koutchina.engine import Call, Card, PlayCard, make_rules, new_match
from koutchina.engine.state import MatchState

C = Card.from_index  # clubs 5-12 (7 to Ace), diamonds 18-25, hearts 31-38, spades 44-51

FIRST_DEAL = [
    [12, 11, 7, 18, 19, 31, 32, 44],  # A, K, 9 of clubs
    [10, 8, 6, 20, 21, 33, 34, 45],  # Q, 10, 8 of clubs
    [9, 5, 22, 23, 35, 36, 46, 47],  # J, 7 of clubs
    [24, 25, 37, 38, 48, 49, 50, 51],  # no club
]
SECOND_DEAL = [
    [7, 5, 18, 19, 20, 31, 32, 33],  # 9, 7 of clubs
    [8, 10, 21, 22, 34, 35, 44, 45],  # 10, Q of clubs
    [9, 23, 24, 25, 36, 46, 47, 48],  # J of clubs
    [12, 11, 6, 37, 38, 49, 50, 51],  # A, K, 8 of clubs
]


def dealt(hands: list[list[int]], calls: tuple[int, int, int, int]) -> MatchState:
    state = new_match(make_rules("hand", {"rounds": 1}), 0,
                      deals=[[[C(i) for i in hand] for hand in hands]])
    for seat, call in enumerate(calls):
        state.apply(Call(seat, call))
    return state


def medium_card(state: MatchState, seat: int) -> tuple[PlayCard, str]:
    decision = make_bot("medium", 1).choose(state.view(seat))
    assert isinstance(decision.action, PlayCard)
    return decision.action, decision.reason


def test_a_seat_short_of_its_call_leads_its_best_master() -> None:
    state = dealt(FIRST_DEAL, (3, 0, 1, 5))
    assert medium_card(state, 0) == (PlayCard(0, C(12)), "cash_master")  # the Ace of clubs


def test_a_seat_whose_call_is_made_follows_with_its_highest_losing_card() -> None:
    state = dealt(FIRST_DEAL, (3, 0, 1, 5))
    state.apply(PlayCard(0, C(11)))  # King of clubs led
    # seat 1 called 0: the Queen loses to the King and costs nothing now, the 8 may be needed
    # later to duck under someone else's lead
    assert medium_card(state, 1) == (PlayCard(1, C(10)), "duck")


def test_the_last_player_short_of_its_call_wins_with_its_cheapest_winner() -> None:
    state = dealt(SECOND_DEAL, (1, 1, 2, 2))
    for seat, card in ((0, 7), (1, 8), (2, 9)):  # 9, 10 and Jack of clubs
        state.apply(PlayCard(seat, C(card)))
    assert medium_card(state, 3) == (PlayCard(3, C(11)), "win_cheapest")  # King, not Ace


def test_the_last_player_whose_call_is_made_ducks_under_the_trick() -> None:
    state = dealt(SECOND_DEAL, (1, 1, 2, 0))
    for seat, card in ((0, 7), (1, 8), (2, 9)):
        state.apply(PlayCard(seat, C(card)))
    assert medium_card(state, 3) == (PlayCard(3, C(6)), "duck")  # the 8 of clubs
