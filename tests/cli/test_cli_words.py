"""koutchina-cli says what a player reads: the house rules' header tells the truth about
--rule, a seat may be named as the table names it, and a hint gives the card as 8♥ and its
reason in the coach's words (the JSON keeps its machine keys)."""

from __future__ import annotations

import argparse
import io
import json
import sys

import pytest

from koutchina.cli.main import main as cli_main
from koutchina.cli.values import seat

from .test_coach_commands import saved_file, south_leads_the_third_trick


def test_rules_takes_the_rule_its_header_names(capsys) -> None:  # type: ignore[no-untyped-def]
    assert cli_main(["rules", "--game", "court-piece", "--rule", "bidding=true",
                     "--rule", "target=5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == ("court-piece: house rules (change one with --rule KEY=VALUE, "
                      "in rules or simulate)")
    bidding = next(line for line in out if line.split()[0] == "bidding")
    target = next(line for line in out if line.split()[0] == "target")
    assert "chosen true" in bidding and "chosen 5" in target


def test_rules_refuses_a_rule_that_is_not_one(capsys) -> None:  # type: ignore[no-untyped-def]
    assert cli_main(["rules", "--game", "hokm", "--rule", "target=99"]) == 2
    assert capsys.readouterr().err.startswith("koutchina-cli rules: ")


@pytest.mark.parametrize("name, number", [
    ("0", 0), ("3", 3), ("south", 0), ("You", 0), ("east", 1), ("NORTH", 2), ("partner", 2),
    ("west", 3), ("sud", 0), ("vous", 0), ("est", 1), ("nord", 2), ("partenaire", 2),
    ("ouest", 3)])
def test_a_seat_is_named_as_the_table_names_it(name: str, number: int) -> None:
    assert seat(name) == number


def test_a_seat_not_at_the_table_is_refused_naming_the_allowed_ones() -> None:
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        seat("up")
    assert str(refused.value) == (
        "expected a seat: 0 to 3, or you/south, east, north (partner), west; not 'up'")
    with pytest.raises(argparse.ArgumentTypeError):
        seat("4")


def test_the_hint_reads_as_the_coach_says_it(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = saved_file(south_leads_the_third_trick(), tmp_path)
    assert cli_main(["hint", str(path), "--seat", "south"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("seat 0: plays A♦ (the card the usual rules of good play choose, as "
                        "good as the best within the margin of error)")
    assert lines[1].startswith("  plays A♦: ")
    assert cli_main(["hint", str(path), "--seat", "south", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["reason"] == "sound_card_level"
    assert printed["advised"]["text"] == "seat 0 plays AD"


def test_a_console_without_card_suits_gets_the_hint_without_a_traceback(
        tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A Windows console or file in cp1252 has no ♦: the hint is printed all the same."""
    path = saved_file(south_leads_the_third_trick(), tmp_path)
    raw = io.BytesIO()
    monkeypatch.setattr("sys.stdout", io.TextIOWrapper(raw, encoding="cp1252"))
    assert cli_main(["hint", str(path), "--seat", "0"]) == 0
    sys.stdout.flush()
    assert raw.getvalue().decode("cp1252").startswith("seat 0: plays A? (the card")
