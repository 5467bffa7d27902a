import pytest

from koutchina.engine import Card, CardParseError, Rank, Suit, parse_card, parse_cards
from koutchina.engine.cards import DECK_32, DECK_52, sort_hand


def test_notation_round_trips_for_every_card():
    for card in DECK_52:
        assert parse_card(str(card)) == card
        assert Card.from_index(card.index) == card


@pytest.mark.parametrize(
    ("text", "card"),
    [("AS", Card(Suit.SPADES, Rank.ACE)), ("10h", Card(Suit.HEARTS, Rank.TEN)),
     ("TH", Card(Suit.HEARTS, Rank.TEN)), (" 7D ", Card(Suit.DIAMONDS, Rank.SEVEN))],
)
def test_parse_accepts_the_notation(text, card):
    assert parse_card(text) == card


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("1S", "unknown rank '1'"), ("AX", "unknown suit 'X'"), ("", "expected a rank"),
     ("11H", "unknown rank '11'"), ("KING", "unknown rank 'KIN'")],
)
def test_parse_refuses_anything_else_with_a_clear_message(text, fragment):
    with pytest.raises(CardParseError, match=fragment):
        parse_card(text)


def test_decks():
    assert len(DECK_32) == 32 and min(c.rank for c in DECK_32) == Rank.SEVEN
    assert len(DECK_52) == 52 and len(set(DECK_52)) == 52


def test_sorting_puts_trump_first_and_ranks_high_to_low():
    hand = parse_cards("2C AH 10S KC 7H")
    assert [str(c) for c in sort_hand(hand, Suit.CLUBS)] == ["KC", "2C", "10S", "AH", "7H"]
