"""``hard`` with Court Piece's hidden trump: the trump each world gets, and play-outs that keep
it hidden until a seat asks for it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from koutchina.bots import make_bot
from koutchina.bots.knowledge import read_view, sample_hands
from koutchina.bots.search import SearchBot, hakem_silences, hidden_trump
from koutchina.bots.sim import SUIT_MASKS, SimDeal, SimRules
from koutchina.engine import Phase, SeatView, make_rules, new_match
from koutchina.engine.cards import parse_card
from koutchina.engine.state import MatchState

RULES = make_rules("court-piece", {"hidden_trump": True})


def medium_until(state: MatchState, wanted: Callable[[SeatView], bool]) -> SeatView | None:
    """Medium plays every seat until the view of the seat to act satisfies ``wanted``."""
    medium = make_bot("medium", 1)
    while state.phase != Phase.MATCH_OVER:
        view = state.view(state.to_act()[0])
        if wanted(view):
            return view
        if view.phase == Phase.PLAYING and not view.trump_hidden:
            return None  # shown before the position wanted came
        state.apply(medium.choose(view).action)
    return None


def silent_hakem_position(seed: int) -> SeatView | None:
    """A non-Hakem seat to play, the trump still hidden, after the Hakem stayed silent (void,
    its partner not winning, no ask)."""
    return medium_until(new_match(RULES, seed), lambda view: (
        view.phase == Phase.PLAYING and view.trump_hidden and view.seat != view.hakem
        and bool(hakem_silences(view))
    ))


def test_the_hakem_plays_its_own_trump_in_every_world() -> None:
    state = new_match(RULES, 3)
    view = medium_until(state, lambda v: v.phase == Phase.PLAYING and v.seat == v.hakem)
    assert view is not None and view.trump is not None and view.trump_hidden
    know = read_view(view)
    rng = random.Random(1)
    for _ in range(20):
        hands = sample_hands(know, rng)
        assert hidden_trump(view, know, hands, rng, hakem_silences(view)) == int(view.trump)


def test_other_seats_never_give_the_hakem_a_trump_it_would_have_asked_to_ruff_with() -> None:
    found = 0
    for seed in range(200):
        view = silent_hakem_position(seed)
        if view is None:
            continue
        found += 1
        know = read_view(view)
        silences = hakem_silences(view)
        rng = random.Random(seed)
        assert view.hakem is not None
        for _ in range(30):
            hands = sample_hands(know, rng)
            dealt = hands[view.hakem] | know.played_by[view.hakem]
            suit = hidden_trump(view, know, hands, rng, silences)
            held_then = [dealt & ~gone & SUIT_MASKS[suit] for gone in silences]
            ruled_out = all(
                any(dealt & ~gone & SUIT_MASKS[s] for gone in silences) for s in range(4)
            )
            assert ruled_out or not any(held_then), (seed, suit)
        if found == 5:
            return
    pytest.fail(f"only {found} positions with a silent Hakem in 200 matches")


def test_the_search_plays_its_worlds_with_the_trump_hidden(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every play-out of a card decision and of the Hakem's trump choice starts with the trump
    hidden (and a trump to show); with the old setting none does."""
    starts: list[bool] = []
    play_out = SimDeal.play_out

    def watched(deal: SimDeal, policy: object = None) -> None:
        starts.append(deal.hidden is not None and deal.rules.trump is None)
        play_out(deal, policy)  # type: ignore[arg-type]

    monkeypatch.setattr(SimDeal, "play_out", watched)
    card_view = medium_until(new_match(RULES, 11), lambda v: (
        v.phase == Phase.PLAYING and v.trump_hidden and v.seat != v.hakem
        and len(v.legal_cards()) > 1
    ))
    state = new_match(RULES, 11)
    naming_view = state.view(state.to_act()[0])
    assert card_view is not None and naming_view.phase == Phase.NAMING_TRUMP
    for view in (card_view, naming_view):
        starts.clear()
        SearchBot(5, 96).choose(view)
        assert starts and all(starts)
    monkeypatch.setattr(SearchBot, "hidden_trump_worlds", False)
    starts.clear()
    SearchBot(5, 96).choose(card_view)
    assert starts and not any(starts)


def test_an_eager_seat_never_asks_and_showing_the_trump_drops_its_weak_signals() -> None:
    """Seat 1 cannot follow the club lead and its partner (seat 3) has not played: it asks,
    unless the play-out plays it as an eager seat (greedy never asks). Once shown, a low
    discard in the trump suit is no longer read as 'weak here'."""
    def mask(*texts: str) -> int:
        return sum(1 << parse_card(text).index for text in texts)

    hearts = 2
    hands = [mask("5C"), mask("4H", "KS"), mask("7C"), mask("9C")]
    deal = SimDeal(SimRules("court-piece", None), hands, 0, [parse_card("AC").index], [0, 0], 0,
                   hakem=0, hidden=SimRules("court-piece", hearts))
    assert deal.asks_to_see_trump()
    deal.silent = 1 << 1
    assert not deal.asks_to_see_trump()
    deal.weak = [0, 1 << hearts | 1 << 3, 0, 0]
    deal.show_trump()
    assert deal.rules.trump == hearts and deal.hidden is None
    assert deal.weak == [0, 1 << 3, 0, 0]
