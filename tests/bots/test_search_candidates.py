"""The cards ``hard`` weighs against each other: one of each run of cards that are equal for
the rest of the deal, and never a card that beats the trick merged with one that does not."""

from __future__ import annotations

from koutchina.bots import make_bot, seat_seed
from koutchina.bots.knowledge import read_view
from koutchina.bots.search import distinct_cards
from koutchina.engine import Call, Card, NameTrump, PlayCard, SeatView, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards

# Hokm, clubs trump, seat 0 the Hakem; seat 3 holds A K J 9 of diamonds and the Queen is out
DEAL = [
    "2D 3D 5D 2H 3H 4H 5H 2S 3S 4S 5S 2C 3C",
    "4D 6D 7D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
    "10D 8D QD 10H JH QH KH 10S JS QS KS 6C 7C",
    "9D JD KD AD AH AS 8C 9C 10C JC QC KC AC",
]


def view_after(plays: list[str]) -> SeatView:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for card in plays:
        state.apply(PlayCard(state.to_act()[0], parse_card(card)))
    return state.view(state.to_act()[0])


def candidates(view: SeatView) -> list[str]:
    legal = [card.index for card in view.legal_cards()]
    return [str(Card.from_index(card)) for card in distinct_cards(legal, view, read_view(view))]


def test_a_card_played_to_this_trick_still_splits_the_cards_around_it() -> None:
    # the 10 just played lies between the 9 and the Jack: only the Jack beats it, so the two
    # are different plays; the King and Ace touch and stay one
    view = view_after(["2D", "4D", "10D"])
    assert candidates(view) == ["9D", "JD", "KD"]


def test_once_the_trick_is_over_the_cards_around_its_cards_are_equal() -> None:
    # seat 3 took the 10 with its King and leads: the 10 is gone, so its 9 and Jack are equal
    # (one play); the Queen still out parts the Jack from the Ace
    view = view_after(["2D", "4D", "10D", "KD"])
    assert view.seat == 3 and not view.current_trick
    assert candidates(view) == ["8C", "9D", "AD", "AH", "AS"]


def test_last_to_play_it_takes_the_trick_with_its_cheapest_winner() -> None:
    # the Jack wins and keeps the Ace and King over the Queen still out; the King would not
    view = view_after(["2D", "4D", "10D"])
    action = make_bot("hard", 7).choose(view).action
    assert isinstance(action, PlayCard) and str(action.card) == "JD"


def test_a_hand_call_is_the_best_rated_one_however_far_from_the_count() -> None:
    """South holds four Aces (match seed 103): its cards count about 4 tricks, and a call of 8
    rates best in its own play-outs. The call made is the best one the search rates, not the
    best of those near the count, so the coach never shows a call rated above its advice."""
    hands = ("8H KD JH AD 9D AC 7D AH", "QS KS 7H JD 8D 8C 9C QH",
             "10C 10H JC 9H 7C QC 8S 9S", "QD KH JS AS 10S 7S KC 10D")
    state = new_match(make_rules("hand", {}), 0, deals=[[parse_cards(h) for h in hands]])
    appraisal = make_bot("hard", seat_seed(103, 0)).appraise(state.view(0))
    calls = [choice for choice in appraisal.choices if isinstance(choice.action, Call)]
    assert sorted(choice.action.tricks for choice in calls
                  if isinstance(choice.action, Call)) == list(range(9))
    best = max(calls, key=lambda choice: choice.value)
    assert appraisal.decision.action == best.action == Call(0, 8)
