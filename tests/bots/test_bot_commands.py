"""``koutchina-cli tournament`` and ``koutchina-cli bench bots`` as a person runs them."""

from __future__ import annotations

import json

import pytest

from koutchina.cli.main import main


def test_tournament_prints_a_json_report(capsys: pytest.CaptureFixture[str]) -> None:
    code = main([
        "tournament", "--game", "hokm", "--candidate", "medium", "--baseline", "random",
        "--deals", "3", "--seed", "9", "--option", "satat=true", "--json",
    ])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["candidate"] == "medium" and report["deals"] == 3
    assert report["deals_won"]["n"] == 6
    assert report["options"] == {"satat": "true"}


def test_hand_tournament_text_names_the_exact_call_rates(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main([
        "tournament", "--game", "hand", "--candidate", "greedy", "--baseline", "random",
        "--deals", "2", "--seed", "3",
    ])
    assert code == 0
    out = capsys.readouterr().out
    assert "exact-call rate greedy" in out and "exact-call rate random" in out


def test_tournament_refuses_a_bad_option_without_a_traceback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code = main([
        "tournament", "--game", "hokm", "--candidate", "hard", "--baseline", "random",
        "--deals", "2", "--option", "satat=maybe",
    ])
    assert code == 2
    assert "satat" in capsys.readouterr().out


def test_bench_bots_reports_every_kind_of_decision(capsys: pytest.CaptureFixture[str]) -> None:
    code = main([
        "bench", "bots", "--positions", "8", "--games", "hokm", "--levels", "greedy", "hard",
        "--budget", "16", "--json",
    ])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    kinds = {(row["level"], row["kind"]) for row in data["timings"]}
    assert ("hard", "trump") in kinds and ("hard", "card") in kinds
    assert all(row["median_ms"] <= row["p95_ms"] <= row["max_ms"] for row in data["timings"])
    assert data["hard_peak_mb"]["hokm"] > 0
