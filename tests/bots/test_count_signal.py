"""``hard`` partners tell each other how many cards of a suit they hold: following under the
trick's best card, the highest low card with an even number, the lowest with an odd number."""

from __future__ import annotations

from koutchina.bots.count_signal import (
    MISSED_SIGNAL,
    count_card,
    partner_signals,
    signal_weight,
)
from koutchina.bots.knowledge import read_view
from koutchina.bots.sim import card_mask
from koutchina.engine import Card, NameTrump, PlayCard, SeatView, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards


def mask(text: str) -> int:
    return card_mask([card.index for card in parse_cards(text)])


def card(text: str) -> int:
    return parse_card(text).index


def name(index: int | None) -> str | None:
    return None if index is None else str(Card.from_index(index))


def test_high_low_shows_an_even_number_and_the_lowest_an_odd_one() -> None:
    # under the King: 9 5 2 (three, odd) plays the 2; 9 5 (two, even) plays the 9
    assert name(count_card(mask("9H 5H 2H"), card("KH"), 0)) == "2H"
    assert name(count_card(mask("9H 5H"), card("KH"), 0)) == "9H"
    # the Ace above the King is not a low card but still counts in the number held
    assert name(count_card(mask("AH 9H 5H"), card("KH"), 0)) == "5H"


def test_touching_cards_are_one_card_and_one_low_card_says_nothing() -> None:
    # 6 5 touch: with the 2 that is two low runs, four cards held (even): the 5 of the 6-5 run
    assert name(count_card(mask("AH 6H 5H 2H"), card("KH"), 0)) == "5H"
    # 4 and 2 touch once the 3 is gone: a single low run, nothing to say
    assert count_card(mask("4S 2S"), card("KS"), mask("3S")) is None
    assert count_card(mask("QH 4H"), card("JH"), 0) is None


# Hokm, clubs trump, seat 0 the Hakem; seat 2 (seat 0's partner) holds 9 5 2 of diamonds
DEAL = [
    "AD 3D 4D 2H 3H 4H 5H 2S 3S 4S 5S 2C 3C",
    "KD 6D 7D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
    "9D 5D 2D 10H JH QH KH 10S JS QS KS 6C 7C",
    "QD JD 10D 8D AH AS 8C 9C 10C JC QC KC AC",
]


def view_after(plays: list[str]) -> SeatView:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for text in plays:
        state.apply(PlayCard(state.to_act()[0], parse_card(text)))
    return state.view(state.to_act()[0])


def test_the_partners_card_under_the_best_card_is_read_against_each_world() -> None:
    # seat 1's King beats the 3 led; seat 2 plays the 2 under it, so it holds an odd number of
    # diamonds (or nothing else below the King to choose from)
    view = view_after(["3D", "KD", "2D", "8D", "6S", "10S", "AS"])
    assert view.seat == 0
    signals = partner_signals(view, read_view(view))
    assert [(name(s.card), name(s.top)) for s in signals] == [("2D", "KD")]
    rest = mask("10H JH QH KH 10S JS QS KS 6C 7C")  # seat 2's other cards in these worlds
    assert signal_weight(rest | mask("9D 5D"), signals) == 1.0  # three: the lowest, kept
    assert signal_weight(rest | mask("5D"), signals) == MISSED_SIGNAL  # two: it owed the 5
    assert signal_weight(rest, signals) == 1.0  # the 2 alone: nothing to choose


def test_a_card_over_the_best_card_or_an_opponents_card_is_no_signal() -> None:
    # seat 3 reads seat 1, whose King beat the 3: no signal; seat 2's 2 is an opponent's
    view = view_after(["3D", "KD", "2D"])
    assert view.seat == 3
    assert partner_signals(view, read_view(view)) == []


def test_hard_follows_high_with_two_cards_when_the_search_values_both_alike() -> None:
    from koutchina.bots.search import SearchBot

    # seat 2 (a partner) holds the 9 and 5 of diamonds under seat 1's King: two, so the 9
    deal = [
        "AD 3D 4D 2D 3H 4H 5H 2S 3S 4S 5S 2C 3C",
        "KD 6D 7D 6H 7H 8H 9H 6S 7S 8S 9S 4C 5C",
        "9D 5D 2H 10H JH QH KH 10S JS QS KS 6C 7C",
        "QD JD 10D 8D AH AS 8C 9C 10C JC QC KC AC",
    ]
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in deal]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    state.apply(PlayCard(0, parse_card("3D")))
    state.apply(PlayCard(1, parse_card("KD")))
    view = state.view(2)
    decision = SearchBot(3).choose(view)
    assert isinstance(decision.action, PlayCard)
    assert (str(decision.action.card), decision.reason) == ("9D", "count_signal")
    quiet = SearchBot(3)
    quiet.send_signals = False
    action = quiet.choose(view).action
    assert isinstance(action, PlayCard) and str(action.card) == "5D"
