"""A whole match of each game, played through the window against random bots."""

from __future__ import annotations

import pytest

from koutchina.app.i18n import format_signed
from koutchina.engine.events import DealScored

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


@pytest.mark.slow
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_whole_match_through_the_window(qtbot, game: str) -> None:
    window = make_window(qtbot)
    scored: list[DealScored] = []
    rows_after_each_deal: list[int] = []

    def on_scored(event: DealScored) -> None:
        scored.append(event)
        rows_after_each_deal.append(window.score_model.rowCount())

    window.controller.deal_scored.connect(on_scored)
    window.start_match(choice(game), seed=11)
    moves = {"call": 0, "trump": 0, "card": 0, "next": 0}
    for _ in range(3000):
        wait_for(lambda: person_ready(window))
        done = play_one_move(qtbot, window)
        if done == "end":
            break
        moves[done] += 1
    state = window.controller.state
    assert state is not None and state.is_over
    assert window.table.end_panel.isVisible()
    assert moves["card"] > 0
    if game == "hand":
        assert moves["call"] == len(state.deals)
    # the scoreboard shows what the engine scored, deal by deal, and the totals
    model = window.score_model
    assert model.rowCount() == len(scored) + 1
    assert rows_after_each_deal == [n + 2 for n in range(len(scored))]
    for row, deal in enumerate(state.deals):
        assert deal.scores is not None
        assert model.rows[row].scores == tuple(deal.scores)
        for column, score in enumerate(deal.scores):
            assert model.display(row, column).startswith(format_signed(score))
    assert model.totals == state.totals
    total_row = model.rowCount() - 1
    for column, total in enumerate(state.totals):
        assert model.display(total_row, column) == (format_signed(total) if total else "0")
    # the ranking shown is the engine's
    assert window.table.end_panel._event is not None
    assert window.table.end_panel._event.places == state.places
