"""`hard` reads an eager player (one that wins every trick it can, even over its partner, and
otherwise plays its lowest card) from its cards, and then plays that seat out the eager way."""

from __future__ import annotations

from koutchina.bots.eager import (
    BROKEN,
    eager_card,
    eager_chances,
    eager_evidence,
    eager_seats,
    table_policy,
)
from koutchina.bots.inference import Evidence
from koutchina.bots.knowledge import read_view
from koutchina.bots.sim import SimDeal, SimRules, card_mask
from koutchina.engine import NameTrump, PlayCard, SeatView, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards

# Hokm, seat 0 the Hakem, clubs trump. Seat 3 takes its partner's King of diamonds with the Ace
# and its partner's Queen of spades with the King, both times last to play: medium would have
# let its partner keep those tricks.
DEAL = [
    "2D 4D 5D 6D 7D 8D 9D 10D JD QD AH 5S 2C",
    "KD 3H QS 2S 4S 7S 8S 9S 10S JS 3C 4C 5C",
    "3D 4H 6S 5H 6H 7H 8H 9H 10H JH QH KH 6C",
    "AD 2H KS AS 3S 7C 8C 9C 10C JC QC KC AC",
]
OVERTAKING = [(0, "2D"), (1, "KD"), (2, "3D"), (3, "AD"),
              (3, "2H"), (0, "AH"), (1, "3H"), (2, "4H"),
              (0, "5S"), (1, "QS"), (2, "6S"), (3, "KS")]


def mask(text: str) -> int:
    return card_mask([card.index for card in parse_cards(text)])


def view_after(plays: list[tuple[int, str]], seat: int) -> SeatView:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for player, card in plays:
        state.apply(PlayCard(player, parse_card(card)))
    return state.view(seat)


def eager_after(plays: list[tuple[int, str]], seat: int = 0) -> tuple[bool, ...]:
    view = view_after(plays, seat)
    return eager_seats(view, read_view(view))


def test_overtaking_the_partner_as_last_to_play_twice_reads_as_eager() -> None:
    assert eager_after(OVERTAKING[:4])[3] is False  # once is not enough
    eager = eager_after(OVERTAKING)
    assert eager[3] is True
    assert eager[0] is False  # never the reader itself
    assert eager[2] is False  # it let its partner's tricks be


def test_a_play_the_eager_rule_would_not_make_rules_it_out() -> None:
    # seat 3 takes the Queen of spades with the Ace, then leads its lowest card, then shows
    # the King of spades: it held a cheaper winner, which an eager player always plays
    ending = [(3, "3S"), (0, "4D"), (1, "4S"), (2, "5H"), (1, "7S"), (2, "7H"), (3, "KS")]
    assert eager_after([*OVERTAKING, *ending[:4]])[3] is True
    with_the_ace = [*OVERTAKING[:11], (3, "AS"), *ending]
    assert eager_after(with_the_ace[:-1])[3] is True  # the King not shown yet
    assert eager_after(with_the_ace)[3] is False


def test_an_eager_seats_plays_tell_which_cards_it_lacks() -> None:
    # seat 1 took the 2 of diamonds second hand with the King, and the Queen of spades second
    # hand: an eager player wins with its cheapest winner, so it held no diamond between the 2
    # and the King that seat 2 cannot see (seat 0's)
    view = view_after(OVERTAKING, seat=2)
    assert eager_seats(view, read_view(view))[1] is True
    found = [item for item in eager_evidence(view, read_view(view)) if item.seat == 1]
    assert Evidence(1, mask("4D 5D 6D 7D 8D 9D 10D JD QD"), BROKEN) in found


def test_the_eager_card_wins_cheapest_even_over_the_partner_else_plays_lowest() -> None:
    rules = SimRules("hokm", int(Suit.CLUBS))
    hands = [mask("9D"), mask("KD AD 2S"), mask("JD"), mask("QD 3H 2C")]
    # seat 2 leads the Jack, seat 3 follows with the cheapest diamond that beats it
    deal = SimDeal(rules, hands, 2, [parse_card("JD").index], [0, 0], 0)
    assert eager_card(deal) == parse_card("QD").index
    # seat 1, after its partner's Queen, still takes the trick, with the King not the Ace
    deal = SimDeal(rules, hands, 3, [parse_card("QD").index, parse_card("9D").index], [0, 0], 0)
    assert eager_card(deal) == parse_card("KD").index
    # unable to win, or leading: its lowest card by rank, a trump as any other
    deal = SimDeal(rules, [0, 0, 0, mask("3H 2C")], 3, [], [0, 0], 0)
    assert eager_card(deal) == parse_card("2C").index


def test_the_play_outs_play_only_the_seats_read_as_eager_that_way() -> None:
    # seat 1, second to play on the 5 of diamonds, holds the King and the 3 while the Ace is
    # out: medium's rules duck with the 3, an eager player takes the trick with the King
    rules = SimRules("hokm", int(Suit.CLUBS))
    hands = [mask("9D"), mask("KD 3D"), mask("AD 4D"), mask("6D 2C")]
    deal = SimDeal(rules, hands, 0, [parse_card("5D").index], [0, 0], 0)
    deal.hakem = 0
    assert table_policy([False, True, False, False])(deal) == parse_card("KD").index
    assert table_policy([False, False, True, True])(deal) == parse_card("3D").index


def test_a_world_plays_a_seat_eagerly_only_once_its_cards_point_that_way() -> None:
    # before any card nobody is played out as eager: medium's rules explain an unread seat
    # better; one overtaking of the partner makes seat 3 eager in most worlds, two in nearly all;
    # one trick won second hand (seat 1's King) is not enough: careful players do that too
    view = view_after([], seat=0)
    assert eager_chances(view, read_view(view)) == [0.0, 0.0, 0.0, 0.0]
    once = view_after(OVERTAKING[:4], seat=0)
    chances = eager_chances(once, read_view(once))
    assert 0.6 < chances[3] < 0.8
    assert chances[0] == chances[2] == 0.0  # the reader, and a partner that let a trick be
    assert chances[1] == 0.0
    twice = view_after(OVERTAKING, seat=0)
    assert eager_chances(twice, read_view(twice))[3] > 0.9
