"""koutchina-cli rules / simulate / bench engine."""

import json

from koutchina.cli.main import main
from koutchina.engine.record import MatchRecord, replay_record


def test_rules_lists_every_option_with_key_default_and_values(capsys):
    assert main(["rules", "--game", "court-piece"]) == 0
    out = capsys.readouterr().out
    assert "hakem_rotation" in out and "counter_clockwise | clockwise | winner_keeps" in out
    assert "kot" in out and "default false" in out
    assert main(["rules", "--game", "hokm", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    keys = {option["key"]: option for option in data["options"]}
    assert keys["target"]["choices"] == [7, 10] and keys["satat"]["default"] is False


def test_simulate_writes_records_that_replay_to_their_scores(tmp_path, capsys):
    code = main(["simulate", "--game", "hand", "--rule", "rounds=2", "--seed", "5",
                 "--matches", "2", "--bots", "greedy,random,random,random", "--out", str(tmp_path)])
    assert code == 0
    files = sorted(tmp_path.glob("*.json"))
    assert [f.name for f in files] == ["hand-seed5.json", "hand-seed6.json"]
    for path in files:
        record = MatchRecord.model_validate_json(path.read_text(encoding="utf-8"))
        assert record.finished and record.rules["rounds"] == 2
        state = replay_record(record)
        assert list(state.totals) == record.totals


def test_simulate_refuses_bad_options_with_a_message(tmp_path, capsys):
    assert main(["simulate", "--game", "hokm", "--rule", "jokers=2", "--out", str(tmp_path)]) == 2
    assert "unknown option 'jokers' for hokm" in capsys.readouterr().err
    assert main(["simulate", "--game", "hokm", "--bots", "genius", "--out", str(tmp_path)]) == 2
    assert "--bots takes four levels" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_bench_engine_prints_a_rate_per_game(capsys):
    assert main(["bench", "engine", "--seconds", "0.1"]) == 0
    out = capsys.readouterr().out
    for game in ("hand", "court-piece", "hokm"):
        line = next(line for line in out.splitlines() if line.strip().startswith(game))
        assert float(line.split()[1].replace(",", "")) > 0
