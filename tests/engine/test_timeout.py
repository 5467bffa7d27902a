"""What the table plays for a person whose timer runs out, and how a hand is sorted, under
Hokm's Satat: the 2 of hearts is the highest trump, never the "weakest" card (a player's
review: the table led it for the Hakem as their lowest card)."""

from koutchina.engine import (
    Card,
    HokmMatch,
    NameTrump,
    PlayCard,
    Rank,
    Suit,
    make_rules,
    new_match,
    parse_card,
    parse_cards,
    timeout_action,
)
from koutchina.engine.cards import sort_hand
from koutchina.engine.tricks import weakest_card

from .helpers import suit_cards

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
TWO_OF_HEARTS = Card(H, Rank.TWO)
# seed 44: seat 0 is the first Hakem and is dealt the 2 of hearts (with 3 of clubs)
SEED = 44


def texts(cards):
    return [str(card) for card in cards]


def hakem_timed_out(satat: bool) -> tuple[NameTrump, PlayCard]:
    state = new_match(make_rules("hokm", {"satat": satat}), seed=SEED)
    assert state.hakem == 0 and TWO_OF_HEARTS in state.hands[0]
    named = timeout_action(state.view(0))
    state.apply(named)
    led = timeout_action(state.view(0))
    assert isinstance(named, NameTrump) and isinstance(led, PlayCard)
    return named, led


def test_the_table_never_leads_the_satat_two_of_hearts_as_the_weakest_card():
    named, led = hakem_timed_out(satat=True)
    assert named.suit == C
    assert led.card != TWO_OF_HEARTS
    assert str(led.card) == "3C"  # the lowest card of the others


def test_without_satat_the_two_of_hearts_is_an_ordinary_low_card():
    _, led = hakem_timed_out(satat=False)
    assert led.card == TWO_OF_HEARTS


def test_the_satat_card_ranks_above_every_ace():
    hand = parse_cards("2H AD AS")
    assert str(weakest_card(hand, hand, S, satat=True)) == "AD"
    assert str(weakest_card(hand, hand, S, satat=False)) == "2H"
    alone = [TWO_OF_HEARTS]  # the only card the rules allow: the table must play it
    assert weakest_card(alone, hand, S, satat=True) == TWO_OF_HEARTS


def test_under_satat_the_two_of_hearts_is_counted_with_the_trumps_not_the_hearts():
    # equal ranks: the suit held fewest wins; the Satat 2 is a spade here, so one heart
    # against two clubs (counted as a heart, two each, and clubs would come first)
    hand = parse_cards("2H 5H 5C KC AS")
    assert str(weakest_card(hand, hand, S, satat=True)) == "5H"
    assert str(weakest_card(hand, hand, S, satat=False)) == "2H"
    assert str(weakest_card(parse_cards("5H 5C"), hand, S, satat=False)) == "5C"


def discarding(options: dict[str, object]) -> PlayCard:
    """Seat 1, void in the diamonds led, holds the 2 of hearts and twelve clubs."""
    deal = [suit_cards(D, 2, 14), [TWO_OF_HEARTS] + suit_cards(C, 3, 14),
            [Card(C, Rank.TWO)] + suit_cards(H, 3, 14), suit_cards(S, 2, 14)]
    state = HokmMatch(make_rules("hokm", options), seed=1, deals=[deal], first_hakem=0)
    state.apply(NameTrump(0, S))
    state.apply(PlayCard(0, parse_card("AD")))
    action = timeout_action(state.view(1))
    assert isinstance(action, PlayCard) and action.card in state.view(1).legal_cards()
    return action


def test_a_discard_under_satat_is_not_the_two_of_hearts():
    assert str(discarding({"satat": True}).card) == "3C"
    assert discarding({"satat": False}).card == TWO_OF_HEARTS
    # where trumping is compulsory the Satat 2 is the one trump, the only card allowed
    assert discarding({"satat": True, "compulsory_trump": True}).card == TWO_OF_HEARTS


def test_sorting_puts_the_satat_two_first_among_the_trumps():
    hand = parse_cards("2H AH 10S KC 2C 7H")
    assert texts(sort_hand(hand, C)) == ["KC", "2C", "10S", "AH", "7H", "2H"]
    assert texts(sort_hand(hand, C, satat=True)) == ["2H", "KC", "2C", "10S", "AH", "7H"]
    assert texts(sort_hand(hand, H, satat=True)) == ["2H", "AH", "7H", "10S", "KC", "2C"]
    # before trump is named the 2 of hearts is only a heart
    assert texts(sort_hand(hand, None, satat=True)) == ["10S", "AH", "7H", "2H", "KC", "2C"]


def test_timed_out_satat_matches_play_the_two_of_hearts_only_when_nothing_else_is_allowed():
    for options in ({"satat": True}, {"satat": True, "compulsory_trump": True}):
        for seed in range(6):
            state = new_match(make_rules("hokm", options), seed=seed)
            while not state.is_over:
                seat = state.to_act()[0]
                view = state.view(seat)
                action = timeout_action(view)
                if isinstance(action, PlayCard):
                    assert action in state.legal_actions(seat)
                    if action.card == TWO_OF_HEARTS:
                        assert view.legal_cards() == [TWO_OF_HEARTS]
                state.apply(action)


def test_the_turn_timer_may_change_in_a_match_and_is_kept_in_its_record() -> None:
    """A person who chose 10 s in New match had no way to relax it but to give up the match
    (a player's review): the timer is the table's, not a rule of the game, and may change
    between two moves; the record keeps it, and replays the same match."""
    import pytest

    from koutchina.engine import RulesError, make_rules, new_match
    from koutchina.engine.record import record_of, replay_record

    state = new_match(make_rules("hokm", {"turn_timer": 10, "target": 10}), seed=4)
    for _ in range(3):
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[0])
    state.set_turn_timer(0)
    assert state.rules.turn_timer == 0 and state.rules.target == 10  # the rest as chosen
    state.set_turn_timer(45)
    assert state.rules.turn_timer == 45
    with pytest.raises(RulesError, match="turn_timer"):
        state.set_turn_timer(2)  # nobody can play to 2 s
    assert state.rules.turn_timer == 45
    again = replay_record(record_of(state))
    assert again.rules == state.rules and again.actions == state.actions
