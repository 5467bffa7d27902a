"""``devtools/search_noise``: the positions it measures are ``hard``'s own card decisions with a
real choice, and a choice's loss is the reference's best value less its value of that card."""

from __future__ import annotations

import pytest

from koutchina.bots.knowledge import read_view
from koutchina.bots.search import SearchBot, distinct_cards
from koutchina.devtools import search_noise
from koutchina.engine import Phase, PlayCard, SeatView


def _cards(view: SeatView) -> list[int]:
    return [a.card.index for a in view.legal_actions() if isinstance(a, PlayCard)]


def test_positions_are_hard_s_card_decisions_with_two_cards_that_differ() -> None:
    positions = search_noise.positions_of("hand", "greedy", 1, 11)
    assert len(positions) >= 8  # four seatings of one round, a few choices each
    for view in positions:
        assert view.phase == Phase.PLAYING and view.to_act == (view.seat,)
        assert len(distinct_cards(_cards(view), view, read_view(view))) >= 2
    # one seat a seating: every seat of the round was hard's once
    assert {view.seat for view in positions} == {0, 1, 2, 3}


def test_a_choice_loses_the_reference_s_best_value_less_its_value_of_the_card(
        monkeypatch: pytest.MonkeyPatch) -> None:
    positions = search_noise.positions_of("hand", "greedy", 1, 11)[:3]

    def reference(view: SeatView, budget: int, number: int) -> dict[str, float]:
        # each card worth its index: the best is the highest card
        return {str(PlayCard(view.seat, c.card)): float(c.card.index)
                for c in view.legal_actions() if isinstance(c, PlayCard)}

    monkeypatch.setattr(search_noise, "_reference_values", reference)
    measured = search_noise.measure(positions, 800, ["none"])
    for number, (view, row) in enumerate(zip(positions, measured, strict=True)):
        best = max(_cards(view))
        chosen = [SearchBot(7_000 + 31 * number + k).choose(view).action
                  for k in range(search_noise.CHOOSERS)]
        expected = sum(best - a.card.index for a in chosen if isinstance(a, PlayCard))
        assert row.loss == pytest.approx(expected / search_noise.CHOOSERS)
        assert row.seconds > 0


def test_two_runs_compare_position_by_position() -> None:
    assert search_noise.paired_line([1.0, 0.5, 0.0], [0.5, 0.5, 0.0]).startswith(
        "loss a decision, paired over 3 positions: +0.167")
    with pytest.raises(SystemExit):
        search_noise.paired_line([1.0], [1.0, 2.0])
