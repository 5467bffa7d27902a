"""The partnership tuning tool measures what the tournament measures, and pairs runs by deal."""

from __future__ import annotations

import pytest

from koutchina.bots import make_bot
from koutchina.bots.duplicate import partnership_tournament
from koutchina.devtools.pair_tuning import house_rules, paired_lines, play_deals
from koutchina.engine import RulesError


def test_a_run_with_no_change_gives_the_tournaments_points() -> None:
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
    rows = play_deals("court-piece", "medium", 1, 7, ["none"], options)
    report = partnership_tournament("court-piece", "hard", "medium", 1, 7, make_bot, options)
    assert abs(rows[0]["tricks"] - report.trick_margin.mean) < 1e-9
    with pytest.raises(RulesError, match="unknown option 'hidden'"):
        play_deals("court-piece", "medium", 1, 7, ["none"], {"hidden": "true"})


def test_runs_are_paired_deal_by_deal() -> None:
    first = [{"deal": 0, "points": 1.0, "tricks": 2.0}, {"deal": 1, "points": 0.0, "tricks": 1.0},
             {"deal": 2, "points": 3.0, "tricks": 0.0}]
    second = [{"deal": 1, "points": 1.0, "tricks": 0.0}, {"deal": 0, "points": 0.5, "tricks": 1.0}]
    points, tricks = paired_lines(first, second)
    assert points.startswith("points a deal, paired over 2 deals: -0.250 [")
    assert tricks.startswith("tricks a deal, paired over 2 deals: +1.000 [")
