"""The Hand play-out policy plays medium's Hand rules from each seat's knowledge: in a simulated
deal every seat picks the card medium picks in the engine from that seat's view, to the end of
the deal."""

from __future__ import annotations

import random

from koutchina.bots.hand_play import seat_view_hand_card
from koutchina.bots.knowledge import read_view, sim_rules
from koutchina.bots.rulebased import RuleBot
from koutchina.bots.search import start_deal
from koutchina.bots.sim import card_mask
from koutchina.engine import Card, PlayCard

from .test_sim import random_position


def test_seat_view_policy_plays_medium_s_hand_cards_to_the_end_of_the_deal() -> None:
    rng = random.Random("hand-blind")
    medium = RuleBot(1, "medium")
    compared = 0
    for _ in range(120):
        state = random_position("hand", {}, rng)
        view = state.view(state.to_act()[0])
        hands = [card_mask([c.index for c in hand]) for hand in state.hands]
        deal = start_deal(view, sim_rules(view, None), hands, read_view(view))
        first_deal = state.deal_index
        while not deal.over:
            seat = deal.turn
            action = medium.choose(state.view(seat)).action
            assert isinstance(action, PlayCard)
            card = seat_view_hand_card(deal)
            assert card == action.card.index, (state.view(seat), deal)
            deal.play(card)
            state.apply(action)
            compared += 1
        assert state.deal_index != first_deal  # the engine's deal ended with the simulated one
    assert compared > 1500
