"""``hard``'s budget: a larger one really searches more worlds (the ``--budget`` of the
tournament and bench commands), while the default search stays as it was."""

from __future__ import annotations

import random

from koutchina.bots.search import DEFAULT_BUDGET, MAX_WORLDS, SearchBot

from .test_sim import random_position


def _worlds_per_choice(budget: int, game: str, positions: int = 4) -> list[tuple[int, int]]:
    """(choices weighed, play-outs of each) of hard's card decisions on fixed positions."""
    rng = random.Random(f"budget:{game}")
    out = []
    while len(out) < positions:
        state = random_position(game, {}, rng)
        view = state.view(state.to_act()[0])
        appraisal = SearchBot(7, budget).appraise(view)
        if len(appraisal.choices) < 2:
            continue
        counts = {choice.playouts for choice in appraisal.choices}
        assert len(counts) == 1  # every choice is played out in the same worlds
        out.append((len(appraisal.choices), counts.pop()))
    return out


def test_the_default_budget_keeps_its_cap_of_worlds() -> None:
    for choices, worlds in _worlds_per_choice(DEFAULT_BUDGET, "hokm"):
        assert worlds == min(MAX_WORLDS, DEFAULT_BUDGET // choices)


def test_four_times_the_budget_plays_each_choice_out_in_more_worlds() -> None:
    budget = 4 * DEFAULT_BUDGET
    for game in ("hokm", "court-piece"):
        # two positions a game (10 and 2 choices in Hokm, 2 and 3 in Court Piece): each at
        # four times the play-outs costs some 0.3-0.8 s, and the next two came to the same cap
        for choices, worlds in _worlds_per_choice(budget, game, positions=2):
            assert worlds == min(4 * MAX_WORLDS, budget // choices)
            assert worlds > MAX_WORLDS


def test_hand_card_decisions_search_four_times_the_worlds_of_the_budget() -> None:
    # Hand play-outs are short: its card decisions take four times the budget (the noise of
    # 800 play-outs cost about 0.8 points a round, docs/bots.md)
    for choices, worlds in _worlds_per_choice(DEFAULT_BUDGET, "hand"):
        assert worlds == min(4 * MAX_WORLDS, 4 * DEFAULT_BUDGET // choices)
