"""The end-of-deal solver: exact against brute force, and its best lines hold in the engine."""

from __future__ import annotations

import random

import pytest

from koutchina.bots.endgame import EndgameSolver, distinct_moves
from koutchina.bots.sim import SimDeal, bits
from koutchina.engine import Card, PlayCard
from koutchina.engine.state import MatchState

from .test_sim import random_position, sim_from_state

VARIANTS = [
    ("court-piece", {}),
    ("court-piece", {"kot": True}),
    ("hokm", {}),
    ("hokm", {"satat": True, "compulsory_trump": True}),
    ("hokm", {"double_sar": True}),
]


def side_value(deal: SimDeal) -> float:
    """Tricks of side 0 minus side 1, and 5 for side 0 reaching 7 (not linear, on purpose)."""
    won = deal.won
    return won[0] - won[1] + (5 if won[0] >= 7 else 0) + (1 if deal.kot_ok[0] else 0)


def brute_force(deal: SimDeal) -> float:
    """Plain minimax over every legal card: no pruning, no memo, no merged cards."""
    if deal.over:
        return side_value(deal)
    results = []
    for card in bits(deal.legal()):
        probe = deal.copy()
        probe.play(card)
        results.append(brute_force(probe))
    return max(results) if deal.turn % 2 == 0 else min(results)


def end_position(game: str, options: dict[str, object], rng: random.Random,
                 left: int) -> MatchState:
    """A first-deal position with at most ``left`` tricks to play, reached by random cards."""
    while True:
        state = random_position(game, options, rng)
        while state.deal_index == 0 and len(state.completed) < 13 - left:  # type: ignore[attr-defined]
            seat = state.to_act()[0]
            probe = state.clone()
            choices = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
            probe.apply(rng.choice(choices))
            if probe.deal_index != 0:
                break
            state = probe
        if state.deal_index == 0 and len(state.completed) >= 13 - left:  # type: ignore[attr-defined]
            return state


@pytest.mark.parametrize(("game", "options"), VARIANTS)
def test_solver_agrees_with_brute_force(game: str, options: dict[str, object]) -> None:
    rng = random.Random(f"endgame:{game}:{sorted(options.items())}")
    for _ in range(25):
        deal = sim_from_state(end_position(game, options, rng, 3))
        solver = EndgameSolver(0, side_value)
        assert solver.solve(deal) == brute_force(deal)


@pytest.mark.parametrize(("game", "options"), VARIANTS)
def test_solver_lines_give_the_engine_tricks_it_predicts(
    game: str, options: dict[str, object]
) -> None:
    rng = random.Random(f"endgame-line:{game}:{sorted(options.items())}")
    for _ in range(8):
        state = end_position(game, options, rng, 4)
        deal = sim_from_state(state)
        solver = EndgameSolver(0, side_value)
        predicted = solver.solve(deal)
        while True:
            card = solver.best_card(deal)
            seat = deal.turn
            assert state.to_act() == (seat,)
            events = state.apply(PlayCard(seat, Card.from_index(card)))
            deal.play(card)
            scored = [e for e in events if type(e).__name__ == "DealScored"]
            if scored:
                assert list(scored[0].tricks) == deal.won  # type: ignore[attr-defined]
                break
        assert side_value(deal) == predicted


def test_touching_cards_are_one_move_until_a_card_between_is_out() -> None:
    from koutchina.bots.sim import SimRules, card_mask

    rules = SimRules("court-piece", 0)
    # seat 0 leads holding the Q and J of clubs (one move) and the 10 of diamonds
    hand = card_mask([10, 9, 13 + 8])
    others = [card_mask([12, 0, 1]), card_mask([11, 2, 3]), card_mask([4, 5, 6])]
    deal = SimDeal(rules, [hand, *others], 0, [], [0, 0], 10)
    assert len(distinct_moves(deal)) == 2
    # with a card between them in another hand, the 8 and 10 of clubs are two moves
    deal = SimDeal(rules, [card_mask([6, 8, 13]), card_mask([7, 0, 1]), card_mask([2, 3, 4]),
                           card_mask([5, 9, 10])], 0, [], [0, 0], 10)
    assert len(distinct_moves(deal)) == 3
