"""The Hand yardstick seats any level at any budget 1 v 3 on the tournament's deals and bot seeds:
its figures pair deal by deal with ``hand_table_tuning``'s, and a bad level or budget is named."""

from __future__ import annotations

import pytest

from koutchina.bots import make_bot
from koutchina.bots.duplicate import play_one_deal, tournament_deal, tournament_seat_bot
from koutchina.devtools import hand_yardstick
from koutchina.devtools.hand_yardstick import RULES, Player, play_deal


def test_a_deal_is_the_tournaments_four_one_against_three_seatings() -> None:
    result = play_deal(Player("greedy", None).bot, Player("medium", None).bot, 4242, 3)
    hands = tournament_deal("hand", 4242, 3)
    differences = []
    for seat in range(4):
        bots = [tournament_seat_bot(make_bot, "greedy" if s == seat else "medium", 4242, 3, s)
                for s in range(4)]
        event = play_one_deal(RULES, hands, bots, None)
        differences.append(event.scores[seat] - sum(event.scores[s] for s in range(4)
                                                    if s != seat) / 3)
    assert result.difference == pytest.approx(sum(differences) / 4)
    assert result.candidate_score - result.baseline_score == pytest.approx(result.difference)


def test_the_budget_goes_to_the_level_it_is_written_with(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[str, int | None]] = []

    def recording(level: str, seed: int, *, budget: int | None = None) -> object:
        made.append((level, budget))
        return make_bot(level, seed, budget=budget)

    monkeypatch.setattr(hand_yardstick, "make_bot", recording)
    Player.parse("ismcts:3").bot(1)
    Player.parse("ismcts").bot(1)
    assert made == [("ismcts", 3), ("ismcts", None)]


def test_an_unknown_level_or_a_bad_budget_is_named() -> None:
    with pytest.raises(SystemExit, match="unknown level 'expert'"):
        Player.parse("expert:100")
    with pytest.raises(SystemExit, match="'ismcts:lots' is not a whole number"):
        Player.parse("ismcts:lots")
