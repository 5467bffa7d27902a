"""Partners talk through their discards, as the Hokm rule document (and the app's Hokm tips)
advise: a seat that cannot follow throws a low card of a suit it is weak in, and its partner
does not lead that suit. A person who discards that way is read by the bot partner too."""

from __future__ import annotations

from koutchina.bots import make_bot
from koutchina.bots.partnership_play import partnership_card
from koutchina.bots.sim import SimRules, bits, card_mask, signals_weak
from koutchina.engine import Card, NameTrump, PlayCard, Suit, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards

NO_SIGNALS = (0, 0, 0, 0)
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def mask(text: str) -> int:
    return card_mask([card.index for card in parse_cards(text)])


def card_text(index: int) -> str:
    return str(Card.from_index(index))  # the notation parse_card reads: "5D"


def play(
    hand: str,
    trick: str,
    *,
    leader: int,
    partner_weak: int = 0,
    voids: tuple[int, ...] = NO_SIGNALS,
) -> tuple[str, str]:
    """Seat 0's card and reason in Hokm with clubs as trump, the other cards unknown."""
    rules = SimRules("hokm", CLUBS)
    own = mask(hand)
    unknown = ((1 << 52) - 1) & ~own & ~mask(trick)
    led = [card.index for card in parse_cards(trick)]
    legal = bits(rules.legal(own, led[0] if led else None))
    weak = (0, 0, partner_weak, 0)
    card, reason = partnership_card(
        rules, 0, own, legal, led, leader, voids, weak, 1, unknown, unknown
    )
    return card_text(card), reason


def test_a_void_seat_throws_low_from_a_weak_suit_and_keeps_its_king_guarded() -> None:
    # void in hearts, no trump: spades (K 4) is shorter, but the 4 would leave the King bare;
    # diamonds have nothing above a 9, so a low diamond is thrown and says "weak in diamonds"
    card, reason = play("KS 4S 9D 7D 5D", "QH", leader=3)
    assert (card, reason) == ("5D", "discard_low")
    assert signals_weak(parse_card("5D").index, DIAMONDS, HEARTS, CLUBS)


def test_with_an_honour_in_every_side_suit_the_shortest_suit_is_thrown_as_before() -> None:
    card, _ = play("KS 4S QD 7D 5D", "QH", leader=3)
    assert card == "4S"


def test_the_leader_avoids_the_suit_its_partner_signalled_weak() -> None:
    hand = "9D 7D 5D 3D 8S 6S"  # diamonds are its longest suit, no master anywhere
    assert play(hand, "", leader=0) == ("3D", "lead_long")
    assert play(hand, "", leader=0, partner_weak=1 << DIAMONDS) == ("6S", "lead_long")


def test_a_partner_who_can_ruff_is_still_led_to_first() -> None:
    # the partner showed a void in spades (and holds trumps as far as seat 0 knows): lead spades
    hand = "9D 7D 5D 3D 8S 6S"
    voids = (0, 0, 1 << SPADES, 0)
    card, _ = play(hand, "", leader=0, partner_weak=1 << DIAMONDS, voids=voids)
    assert card == "6S"
    card, _ = play(hand, "", leader=0, partner_weak=1 << SPADES, voids=voids)
    assert card == "6S"  # a void to ruff weighs more than the signal


def test_what_a_discard_signals() -> None:
    five_of_diamonds = parse_card("5D").index
    queen_of_diamonds = parse_card("QD").index
    two_of_clubs = parse_card("2C").index
    assert signals_weak(five_of_diamonds, DIAMONDS, HEARTS, CLUBS)
    assert not signals_weak(five_of_diamonds, DIAMONDS, DIAMONDS, CLUBS)  # followed suit
    assert not signals_weak(queen_of_diamonds, DIAMONDS, HEARTS, CLUBS)  # a high card
    assert not signals_weak(two_of_clubs, CLUBS, HEARTS, CLUBS)  # a ruff, not a discard


# A Hokm deal read through the engine's views: the Hakem (seat 0, clubs as trump) cashes the
# Ace of hearts; its partner, seat 2, has no heart and throws a low card of another suit.
HOKM_DEAL = [
    "AH 2C 3C 4C 3D 5D 6D 7D 9D 2S 4S 6S 8S",  # diamonds its longest side suit, no master
    "2H 3H 4H 5H 6H 7H 10C JC 10D JD QD JS QS",
    "2D 4D 8D 5C 6C 7C 8C 9C 3S 5S 7S 9S 10S",  # no heart
    "8H 9H 10H JH QH KH QC KC AC KD AD KS AS",
]


def hakem_lead_after(partner_discard: str) -> tuple[str, str]:
    rules = make_rules("hokm", {})
    state = new_match(rules, 0, deals=[[parse_cards(hand) for hand in HOKM_DEAL]], first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, rules.lowest_bid))
    for seat, card in enumerate(["AH", "2H", partner_discard, "8H"]):
        state.apply(PlayCard(seat, parse_card(card)))
    decision = make_bot("medium", 1).choose(state.view(0))
    assert isinstance(decision.action, PlayCard)
    return card_text(decision.action.card.index), decision.reason


def test_the_hakem_reads_its_partners_discard_from_the_trick() -> None:
    # the low diamond says "not diamonds": the Hakem leads its next longest suit instead
    assert hakem_lead_after("2D") == ("2S", "lead_long")
    # a low spade says "not spades": diamonds, its longest suit, are led as before
    assert hakem_lead_after("3S") == ("3D", "lead_long")
