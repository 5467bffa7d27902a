"""The play-out policy plays medium's partnership rules from each seat's knowledge, and the voids
and discard signals it tracks in a simulated deal equal those the engine's views show."""

from __future__ import annotations

import random

import pytest

from koutchina.bots.knowledge import read_view, sim_rules
from koutchina.bots.partnership_play import seat_view_card
from koutchina.bots.rulebased import RuleBot
from koutchina.bots.search import start_deal
from koutchina.bots.sim import SimDeal, card_mask
from koutchina.engine import Card, PlayCard, SeatView
from koutchina.engine.state import MatchState

from .test_sim import VARIANTS, random_position

PARTNERSHIP = [(game, options) for game, options in VARIANTS if game != "hand"]


def deal_of(state: MatchState, seat: int) -> tuple[SeatView, SimDeal]:
    """The sim deal a search of ``seat`` would start from, in the world of the real hands."""
    view = state.view(seat)
    know = read_view(view)
    trump = None if view.trump_hidden else know.trump
    hands = [card_mask([c.index for c in hand]) for hand in state.hands]
    return view, start_deal(view, sim_rules(view, trump), hands, know)


@pytest.mark.parametrize(("game", "options"), PARTNERSHIP)
def test_seat_view_policy_chooses_medium_s_card(game: str, options: dict[str, object]) -> None:
    rng = random.Random(f"blind:{game}:{sorted(options.items())}")
    medium = RuleBot(1, "medium")
    compared = 0
    for _ in range(300):
        state = random_position(game, options, rng)
        seat = state.to_act()[0]
        view, deal = deal_of(state, seat)
        action = medium.choose(view).action
        if not isinstance(action, PlayCard):
            continue  # medium asks to see a hidden trump: not a card decision
        assert seat_view_card(deal) == action.card.index, (game, options, view)
        compared += 1
    assert compared >= 250


@pytest.mark.parametrize(("game", "options"), PARTNERSHIP)
def test_voids_shown_in_the_play_outs_match_the_views(
    game: str, options: dict[str, object]
) -> None:
    rng = random.Random(f"voids:{game}:{sorted(options.items())}")
    checked = 0
    for _ in range(60):
        state = random_position(game, options, rng)
        _, deal = deal_of(state, state.to_act()[0])
        first_deal = state.deal_index
        while not deal.over:
            player = deal.turn
            card = seat_view_card(deal)
            deal.play(card)
            state.apply(PlayCard(player, Card.from_index(card)))
            if state.deal_index != first_deal:
                break
            know = read_view(state.view(player))
            assert deal.voids == list(know.voids)
            assert deal.weak == list(know.weak)
            checked += 1
    assert checked > 1000
