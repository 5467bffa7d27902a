"""The partnership tuning tool measures what the tournament measures, and pairs runs by deal."""

from __future__ import annotations

import pytest

from koutchina.bots import make_bot, search
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import partnership_tournament
from koutchina.devtools.pair_tuning import house_rules, paired_lines, play_deals
from koutchina.engine import RulesError

SMALL = 24  # play-outs a decision: what is compared does not depend on the size of the search


def small_bot(level: str, seed: int) -> Bot:
    return make_bot(level, seed, budget=SMALL)


def test_a_run_with_no_change_gives_the_tournaments_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # hard as it is on both sides (no setting, no budget named), its default search made small:
    # at 800 play-outs the two deals took 15 s. With other bot seeds (a control) both deals
    # come out otherwise, so a run that dealt or seeded its bots otherwise would show.
    monkeypatch.setattr(search, "DEFAULT_BUDGET", SMALL)
    rows = play_deals("hokm", "greedy", 2, 4242, ["none"])
    report = partnership_tournament("hokm", "hard", "greedy", 2, 4242, make_bot)
    assert [row["deal"] for row in rows] == [0, 1]
    assert abs(sum(row["points"] for row in rows) / 2 - report.points_difference.mean) < 1e-9
    assert abs(sum(row["tricks"] for row in rows) / 2 - report.trick_margin.mean) < 1e-9


def test_a_house_rule_is_played_as_the_tournament_plays_it() -> None:
    options, rest = house_rules(["run", "court-piece", "medium", "1", "7", "--option",
                                 "hidden_trump=true", "none"])
    assert options == {"hidden_trump": "true"}
    assert rest == ["run", "court-piece", "medium", "1", "7", "none"]
    # a small search (budget=N, as the tool takes it): the deal played without the house rule
    # gives another trick margin (2.0 against 1.0), which the default search did not (3.0 both)
    rows = play_deals("court-piece", "medium", 1, 7, [f"budget={SMALL}"], options)
    report = partnership_tournament("court-piece", "hard", "medium", 1, 7, small_bot, options)
    assert abs(rows[0]["tricks"] - report.trick_margin.mean) < 1e-9
    assert abs(rows[0]["points"] - report.points_difference.mean) < 1e-9
    with pytest.raises(RulesError, match="unknown option 'hidden'"):
        play_deals("court-piece", "medium", 1, 7, ["none"], {"hidden": "true"})


def test_runs_are_paired_deal_by_deal() -> None:
    first = [{"deal": 0, "points": 1.0, "tricks": 2.0}, {"deal": 1, "points": 0.0, "tricks": 1.0},
             {"deal": 2, "points": 3.0, "tricks": 0.0}]
    second = [{"deal": 1, "points": 1.0, "tricks": 0.0}, {"deal": 0, "points": 0.5, "tricks": 1.0}]
    points, tricks = paired_lines(first, second)
    assert points.startswith("points a deal, paired over 2 deals: -0.250 [")
    assert tricks.startswith("tricks a deal, paired over 2 deals: +1.000 [")
