"""Reading the play: what the cards others played say about the cards they still hold."""

from __future__ import annotations

from koutchina.bots.inference import inference_weight, unlikely_cards
from koutchina.bots.knowledge import read_view
from koutchina.engine import Card, NameTrump, PlayCard, Suit, make_rules, new_match
from koutchina.engine.state import MatchState

SPADES = sum(1 << c for c in range(39, 52))


def _hokm_after_two_tricks() -> MatchState:
    """Spades trump. Trick 1: 5C, KC, 2C, 2D. Trick 2 (seat 1 leads): QD, 2H, 4D, 3D."""
    seat0 = [3, 14, *range(39, 50)]
    seat1 = [11, 23, *range(27, 38)]
    seat2 = [0, 26, 1, 2, 4, 5, 6, 7, 8, 9, 10, 12, 38]
    seat3 = [13, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 50, 51]
    hands = [[Card.from_index(i) for i in seat] for seat in (seat0, seat1, seat2, seat3)]
    state = new_match(make_rules("hokm"), 1, deals=[hands], first_hakem=0)
    state.apply(NameTrump(0, Suit(3)))
    for seat, card in ((0, 3), (1, 11), (2, 0), (3, 13), (1, 23), (2, 26), (3, 15), (0, 14)):
        state.apply(PlayCard(seat, Card.from_index(card)))
    return state


def test_play_seen_marks_the_cards_a_seat_probably_lacks() -> None:
    view = _hokm_after_two_tricks().view(3)
    strong, weak = unlikely_cards(view, read_view(view))
    # seat 0, last to play behind the queen of diamonds, played the 3: no king or ace there
    assert strong[0] == (1 << 24) | (1 << 25)
    # seat 2 threw a heart while seat 1 won with a diamond: no trump
    assert strong[2] == SPADES
    # seat 2, third behind its partner's 5 of clubs beaten by the king, played the 2: no ace
    assert weak[2] == 1 << 12
    # seat 1 led both times or kept its own trick; seat 3 is the one reading
    assert strong[1] == weak[1] == strong[3] == weak[3] == 0


def test_a_seat_behind_its_winning_partner_tells_nothing() -> None:
    view = _hokm_after_two_tricks().view(0)
    strong, _weak = unlikely_cards(view, read_view(view))
    # seat 3 threw the 2 of diamonds on its partner's winning king of clubs
    assert strong[3] == 0


def test_worlds_that_contradict_the_play_weigh_less() -> None:
    strong = [1 << 25, 0, SPADES, 0]
    weak = [0, 0, 1 << 12, 0]
    agreeing = [1 << 20, 0, 1 << 5, 0]
    assert inference_weight(agreeing, strong, weak) == 1.0
    holds_the_ace = [1 << 25, 0, 0, 0]
    assert inference_weight(holds_the_ace, strong, weak) == 0.25
    two_trumps_and_the_ace = [0, 0, (1 << 40) | (1 << 41) | (1 << 12), 0]
    assert inference_weight(two_trumps_and_the_ace, strong, weak) == 0.25 * 0.25 * 0.5
