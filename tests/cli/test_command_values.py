"""Every command-line value out of range is refused before anything runs, in one clear line
(status 2), by ``koutchina`` and by ``koutchina-cli``."""

from __future__ import annotations

import pytest

from koutchina.app import main as app_main
from koutchina.cli.main import main as cli_main

REFUSED_BY_THE_CLI = {
    "bench saves, negative matches": (["bench", "saves", "--matches", "-5"], "--matches"),
    "bench saves, a negative seed": (["bench", "saves", "--seed", "-1"], "--seed"),
    "bench engine, no time": (["bench", "engine", "--seconds", "0"], "--seconds"),
    "bench engine, nan": (["bench", "engine", "--seconds", "nan"], "--seconds"),
    "bench bots, negative budget": (["bench", "bots", "--budget", "-4"], "--budget"),
    "bench bots, no positions": (["bench", "bots", "--positions", "0"], "--positions"),
    "bench table, negative moves": (["bench", "table", "--moves", "-1"], "--moves"),
    "tournament, negative budget": (
        ["tournament", "--game", "hokm", "--candidate", "easy", "--baseline", "random",
         "--budget", "-4"], "--budget"),
    "tournament, no deals": (
        ["tournament", "--game", "hokm", "--candidate", "easy", "--baseline", "random",
         "--deals", "0"], "--deals"),
    "simulate, negative matches": (
        ["simulate", "--game", "hand", "--matches", "-2", "--out", "x"], "--matches"),
    "simulate, a seed too large": (
        ["simulate", "--game", "hand", "--seed", str(2**70), "--out", "x"], "--seed"),
    "simulate, a file for a folder": (
        ["simulate", "--game", "hand", "--out", "/etc/passwd"], "--out"),
    "simulate, no folder": (["simulate", "--game", "hand", "--out", ""], "--out"),
    "bench saves, a file for a folder": (
        ["bench", "saves", "--matches", "2", "--folder", "/etc/passwd"], "--folder"),
    "bench frames, a size in words": (["bench", "frames", "--size", "abc"], "--size"),
    "bench frames, an empty window": (["bench", "frames", "--size", "0x0"], "--size"),
    "bench frames, no cards": (["bench", "frames", "--cards", "0"], "--cards"),
    "bench soak, no matches": (["bench", "soak", "--matches", "0"], "--matches"),
}


@pytest.mark.parametrize("name", sorted(REFUSED_BY_THE_CLI))
def test_a_value_out_of_range_is_refused_in_one_line(name, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    arguments, option = REFUSED_BY_THE_CLI[name]
    with pytest.raises(SystemExit) as stopped:
        cli_main(arguments)
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("koutchina-cli") and option in lines[0]
    assert captured.out == ""
    assert list(tmp_path.iterdir()) == []  # nothing ran


@pytest.mark.parametrize("option", ["--rule", "--option"])
def test_a_rule_cannot_change_the_game_of_the_command(option, capsys, tmp_path):
    if option == "--rule":
        arguments = ["simulate", "--game", "hand", "--rule", "game=hokm", "--out", str(tmp_path)]
    else:
        arguments = ["tournament", "--game", "hand", "--candidate", "easy", "--baseline",
                     "random", "--option", "game=hokm", "--deals", "1"]
    assert cli_main(arguments) == 2
    captured = capsys.readouterr()
    text = captured.err + captured.out
    assert len(text.splitlines()) == 1 and "--game" in text, text
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_cannot_be_made_is_said_in_one_line(capsys, tmp_path):
    """``--folder`` under a file (or in /proc): one line naming the folder, status 2, never a
    traceback."""
    (tmp_path / "file").write_text("not a folder")
    folder = tmp_path / "file" / "in"
    code = cli_main(["bench", "saves", "--matches", "2", "--folder", str(folder)])
    captured = capsys.readouterr()
    assert code == 2
    lines = captured.err.splitlines()
    assert len(lines) == 1 and "koutchina-cli" in lines[0] and str(folder) in lines[0], lines


@pytest.mark.parametrize("value", ["1e7", "-1", "inf", "nan", "soon"])
def test_the_programs_timeout_out_of_range_is_refused_in_one_line(value, capsys):
    with pytest.raises(SystemExit) as stopped:
        app_main.main(["--watch", "--exit-at-end", "--timeout", value])
    assert stopped.value.code == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("koutchina: ") and "--timeout" in lines[0]


def test_the_programs_seed_must_be_a_seed(capsys):
    with pytest.raises(SystemExit):
        app_main.main(["--watch", "--seed", "-3"])
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "--seed" in lines[0]
