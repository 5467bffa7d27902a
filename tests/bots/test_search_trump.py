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
