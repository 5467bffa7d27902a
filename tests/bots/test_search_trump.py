"""hard's trump: the play-outs' suit, unless medium's suit is longer among the cards seen."""

from __future__ import annotations

from koutchina.bots.duplicate import tournament_bot_seed, tournament_deal
from koutchina.bots.rulebased import name_trump
from koutchina.bots.search import SearchBot
from koutchina.engine import NameTrump, SeatView, make_rules, new_match


class _PlayoutTrump(SearchBot):
    trump_length_guard = False


def _hakem_view(index: int) -> SeatView:
    hands = tournament_deal("hokm", 330, index)
    state = new_match(make_rules("hokm", {}), 0, deals=[hands], first_hakem=index % 4)
    return state.view(index % 4)


def _length(view: SeatView, action: object) -> int:
    assert isinstance(action, NameTrump)
    return sum(1 for card in view.hand if card.suit == action.suit)


def test_hard_names_medium_s_suit_when_it_is_longer_than_the_playouts_suit() -> None:
    # deal 4 of tournament seed 330, the Hakem's bot seed there: the play-outs prefer a single
    # card to medium's pair
    view = _hakem_view(4)
    seed = tournament_bot_seed(330, 4, view.seat)
    medium = name_trump(view).action
    playouts = _PlayoutTrump(seed).choose(view).action
    assert _length(view, playouts) < _length(view, medium)
    guarded = SearchBot(seed).choose(view)
    assert guarded.action == medium
    assert guarded.reason == "trump_longer_suit"


def test_hard_keeps_the_playouts_suit_when_medium_s_is_not_longer() -> None:
    checked = 0
    for index in range(8):
        view = _hakem_view(index)
        playouts = _PlayoutTrump(index, budget=200).choose(view)
        if _length(view, playouts.action) >= _length(view, name_trump(view).action):
            assert SearchBot(index, budget=200).choose(view) == playouts
            checked += 1
    assert checked >= 4  # most Hakems' play-outs name a suit at least as long as medium's


def _court_piece_hakem_view(first_five: str, options: dict[str, object]) -> SeatView:
    """Seat 0 is the Hakem and sees ``first_five`` first; the other cards are dealt at random."""
    import random

    from koutchina.engine import Card, parse_cards

    seen = parse_cards(first_five)
    rest = [card for card in map(Card.from_index, range(52)) if card not in seen]
    random.Random(5).shuffle(rest)
    cards = [*seen, *rest]
    hands = [cards[13 * seat:13 * seat + 13] for seat in range(4)]
    state = new_match(make_rules("court-piece", options), 1, deals=[hands], first_hakem=0)
    return state.view(0)


def test_with_bidding_the_trump_is_valued_at_the_target_the_hakem_names() -> None:
    # five low cards cannot hope for the lowest target, 9 tricks: missing it gives the other
    # side 2 courts whatever the trump. The suits were valued at 7 tricks, as without bidding
    # (clubs rated above +0, the hint showing it as a gain and the review as free)
    weak = "2C 3D 4H 5S 6C"
    plain = SearchBot(3, budget=200).appraise(_court_piece_hakem_view(weak, {}))
    bidding = SearchBot(3, budget=200).appraise(
        _court_piece_hakem_view(weak, {"bidding": True}))
    assert max(choice.value for choice in plain.choices) > -1.0
    assert max(choice.value for choice in bidding.choices) < -1.0
    for choice in bidding.choices:  # each suit: 2 courts lost where 1 was, none won at 7 or 8
        assert isinstance(choice.action, NameTrump)
        without = plain.value_of(NameTrump(0, choice.action.suit))
        assert without is not None and choice.value < without.value - 0.5
    decision = bidding.decision.action
    assert isinstance(decision, NameTrump) and decision.target == 9
