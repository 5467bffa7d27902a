"""Every kind of bad match file gets a message naming the file and the problem, through the
loader, through ``koutchina-cli validate`` and through the start-up scan; no file is deleted."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from koutchina.cli import main as cli_main
from koutchina.cli import storage_commands
from koutchina.engine.record import RecordFault
from koutchina.storage import (
    MAX_FILE_BYTES,
    MatchFileError,
    MatchStore,
    Problem,
    read_match_file,
)
from koutchina.storage.errors import summary_of

from .helpers import (
    dumps,
    file_data,
    play_indexes,
    random_match,
    with_card_played_twice,
    with_revoke,
)

GAME, SEED = "hand", 11


def _good() -> dict:
    return file_data(random_match(GAME, SEED, moves=60))


def _bad_contents() -> dict[str, tuple[bytes | None, Problem]]:
    good = _good()
    raw = dumps(good)
    unknown_game = json.loads(raw)
    unknown_game["record"]["game"] = "bridge"
    unknown_game["record"]["rules"]["game"] = "bridge"
    unknown_option = json.loads(raw)
    unknown_option["record"]["rules"]["jokers"] = True
    bad_value = json.loads(raw)
    bad_value["record"]["rules"]["rounds"] = 999
    no_card = json.loads(raw)
    first_play = next(a for a in no_card["record"]["actions"] if a["type"] == "play")
    first_play["card"] = "1Z"
    no_card_in_deal = json.loads(raw)
    no_card_in_deal["record"]["deals"][0]["hands"][2][3] = "11S"
    totals = json.loads(raw)
    totals["record"]["deals"][0]["scores"][0] += 10
    newer = json.loads(raw)
    newer["format_version"] = 99
    wrong_shape = json.loads(raw)
    del wrong_shape["seats"]
    two_people = json.loads(raw)
    two_people["seats"][2]["bot_level"] = None
    return {
        "empty.json": (b"", Problem.EMPTY),
        "blank.json": (b"  \n", Problem.EMPTY),
        "truncated.json": (raw[: len(raw) // 2], Problem.NOT_JSON),
        "latin1.json": (raw.replace(b'"Amal"', b'"Am\xe9l"'), Problem.NOT_UTF8),
        "list.json": (b"[1, 2, 3]", Problem.WRONG_SHAPE),
        "no-seats.json": (dumps(wrong_shape), Problem.WRONG_SHAPE),
        "two-people.json": (dumps(two_people), Problem.WRONG_SHAPE),
        "other.json": (b'{"hello": "world"}', Problem.WRONG_SHAPE),
        "bridge.json": (dumps(unknown_game), Problem.UNKNOWN_GAME),
        "jokers.json": (dumps(unknown_option), Problem.BAD_RULES),
        "rounds.json": (dumps(bad_value), Problem.BAD_RULES),
        "no-card.json": (dumps(no_card), Problem.BAD_CARD),
        "no-card-deal.json": (dumps(no_card_in_deal), Problem.BAD_CARD),
        "revoke.json": (dumps(with_revoke(good, GAME, SEED)), Problem.ILLEGAL_ACTION),
        "twice.json": (dumps(with_card_played_twice(good)), Problem.ILLEGAL_ACTION),
        "scores.json": (dumps(totals), Problem.SCORES_DIFFER),
        "newer.json": (dumps(newer), Problem.NEWER_VERSION),
        "huge.json": (b"[" + b" " * MAX_FILE_BYTES + b"]", Problem.TOO_LARGE),
        "folder.json": (None, Problem.NOT_A_FILE),
    }


@pytest.fixture(scope="module")
def bad_contents() -> dict[str, tuple[bytes | None, Problem]]:
    return _bad_contents()


def _write_all(folder: Path, contents: dict[str, tuple[bytes | None, Problem]]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, (data, _problem) in contents.items():
        if data is None:
            (folder / name).mkdir()
        else:
            (folder / name).write_bytes(data)


def test_each_bad_file_names_the_file_and_its_problem(tmp_path, bad_contents):
    _write_all(tmp_path, bad_contents)
    for name, (_data, problem) in bad_contents.items():
        with pytest.raises(MatchFileError) as caught:
            read_match_file(tmp_path / name)
        assert caught.value.problem == problem, name
        assert name in str(caught.value)


def test_a_newer_file_says_it_was_made_by_a_newer_koutchina(tmp_path, bad_contents):
    (tmp_path / "newer.json").write_bytes(bad_contents["newer.json"][0] or b"")
    with pytest.raises(MatchFileError, match="made by a newer Koutchina"):
        read_match_file(tmp_path / "newer.json")


def test_a_person_anywhere_but_the_bottom_seat_is_refused_with_the_seat_named(
    tmp_path, bad_contents
):
    """The table seats one person, at the bottom: a file giving seat 2 no bot level passed
    every check and resumed into a table that waited for ever on West's turn."""
    (tmp_path / "two-people.json").write_bytes(bad_contents["two-people.json"][0] or b"")
    with pytest.raises(MatchFileError, match="seat 2 has no bot level") as caught:
        read_match_file(tmp_path / "two-people.json")
    assert "only the bottom seat" in str(caught.value)


def test_a_file_over_the_limit_is_refused_before_parsing(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    path.write_bytes(b"{" + b" " * (MAX_FILE_BYTES + 10) + b"}")

    def no_parsing(*args: object, **kwargs: object) -> None:
        raise AssertionError("the file was parsed")

    monkeypatch.setattr(json, "loads", no_parsing)
    with pytest.raises(MatchFileError) as caught:
        read_match_file(path)
    assert caught.value.problem == Problem.TOO_LARGE


def test_the_revoke_message_says_which_move_and_why(tmp_path, bad_contents):
    (tmp_path / "revoke.json").write_bytes(bad_contents["revoke.json"][0] or b"")
    with pytest.raises(MatchFileError, match=r"move \d+ \(deal 1, trick \d\): .*must follow"):
        read_match_file(tmp_path / "revoke.json")


def _damaged(data: dict, change: Callable[[dict], object]) -> dict:
    changed = json.loads(json.dumps(data))
    change(changed["record"])
    return changed


def _damage_of_each_fault() -> dict[RecordFault, tuple[dict, Problem, str]]:
    """For each fault the engine finds in a record: a file with it, the problem and the
    message a person is shown (``koutchina-cli validate`` prints the message)."""
    good = _good()
    actions = good["record"]["actions"]
    first_play = play_indexes(good)[0]
    assert [a["type"] for a in actions[:first_play]] == ["call"] * 4
    hokm = file_data(random_match("hokm", 12))
    drawn = hokm["record"]["first_hakem"]
    scores = hokm["record"]["deals"][0]["scores"]
    revoke = with_revoke(good, GAME, SEED)
    revoked = next(
        i for i, (a, b) in enumerate(zip(actions, revoke["record"]["actions"], strict=True))
        if a != b
    )
    trick = (revoked - first_play) // 4  # deal 1 (the revoke is the first one possible)
    led = actions[first_play + 4 * trick]["card"][-1]
    suit = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[led]

    def duplicate_card(record: dict) -> None:
        record["seed"] = None
        record["deals"][0]["hands"][2][3] = record["deals"][0]["hands"][1][3]

    return {
        RecordFault.UNKNOWN_GAME: (
            _damaged(good, lambda r: r["rules"].update(game="bridge")),
            Problem.UNKNOWN_GAME,
            "unknown game 'bridge': expected one of hand, court-piece, hokm",
        ),
        RecordFault.INVALID_RULES: (
            _damaged(good, lambda r: r["rules"].update(jokers=True)),
            Problem.BAD_RULES,
            "unknown option 'jokers' for hand: known options are rounds, sudden_death_rounds, "
            "turn_timer",
        ),
        RecordFault.NOT_A_CARD: (
            _damaged(good, lambda r: r["actions"][first_play].update(card="1Z")),
            Problem.BAD_CARD,
            f"action {first_play + 1} (deal 1, trick 1): '1Z' is not a card: unknown rank '1' "
            "(2-10, J, Q, K, A)",
        ),
        RecordFault.INVALID_DEALS: (
            _damaged(good, duplicate_card),
            Problem.BAD_DEALS,
            "deal 1: the hands are not one 32-card deck",
        ),
        RecordFault.UNREADABLE_ACTION: (
            _damaged(good, lambda r: r["actions"][1].update(type="dance")),
            Problem.BAD_ACTION,
            "action 2 (deal 1, calling): unknown action type 'dance' "
            "(call, trump, reveal, play, concede, claim)",
        ),
        RecordFault.ILLEGAL_ACTION: (
            revoke,
            Problem.ILLEGAL_ACTION,
            f"move {revoked + 1} (deal 1, trick {trick + 1}): "
            f"seat {actions[revoked]['seat']} must follow {suit}",
        ),
        RecordFault.FIRST_HAKEM_DIFFERS: (
            _damaged(hokm, lambda r: r.update(first_hakem=(drawn + 1) % 4)),
            Problem.SCORES_DIFFER,
            f"the record states seat {(drawn + 1) % 4} as first Hakem "
            f"but the seed draws seat {drawn}",
        ),
        RecordFault.FACTS_DIFFER: (
            _damaged(hokm, lambda r: r["deals"][0].update(scores=[scores[1], scores[0]])),
            Problem.SCORES_DIFFER,
            f"deal 1: the record states scores {[scores[1], scores[0]]} "
            f"but the replay gives {scores}",
        ),
    }


def test_each_fault_the_engine_finds_is_shown_as_its_problem(tmp_path):
    cases = _damage_of_each_fault()
    assert set(cases) == set(RecordFault)  # every fault has a problem a person is shown
    for fault, (data, problem, detail) in cases.items():
        path = tmp_path / f"{fault.value}.json"
        path.write_bytes(dumps(data))
        with pytest.raises(MatchFileError) as caught:
            read_match_file(path)
        assert caught.value.problem == problem, fault
        assert caught.value.detail == detail, fault
        assert str(caught.value) == f"{path}: {summary_of(problem)} ({caught.value.detail})"


def test_a_card_that_does_not_exist_in_a_seeded_deal_is_named_as_such(tmp_path, bad_contents):
    (tmp_path / "no-card-deal.json").write_bytes(bad_contents["no-card-deal.json"][0] or b"")
    with pytest.raises(MatchFileError) as caught:
        read_match_file(tmp_path / "no-card-deal.json")
    assert caught.value.problem == Problem.BAD_CARD
    assert caught.value.detail == (
        "deal 1, seat 2: '11S' is not a card: unknown rank '11' (2-10, J, Q, K, A)"
    )


def _run_cli(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    storage_commands.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    result: int = args.func(args)
    return result


def test_validate_prints_one_line_per_bad_file_and_fails(tmp_path, bad_contents, capsys):
    _write_all(tmp_path, bad_contents)
    good = tmp_path / "good.json"
    good.write_bytes(dumps(_good()))
    files = [str(tmp_path / name) for name in bad_contents] + [str(good)]
    assert _run_cli(["validate", *files]) == 1
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert len(lines) == len(bad_contents)
    for line, name in zip(lines, bad_contents, strict=True):
        assert line.startswith(str(tmp_path / name) + ": ")
    assert "Traceback" not in out.out + out.err
    assert "newer Koutchina" in lines[list(bad_contents).index("newer.json")]


def test_validate_passes_good_files_and_a_missing_one_fails(tmp_path, capsys):
    good = tmp_path / "good.json"
    good.write_bytes(dumps(_good()))
    assert _run_cli(["validate", str(good)]) == 0
    assert capsys.readouterr().out == ""
    assert _run_cli(["validate", str(good), str(tmp_path / "gone.json")]) == 1
    assert capsys.readouterr().out.strip() == f"{tmp_path / 'gone.json'}: the file does not exist"


def test_validate_and_schema_are_commands_of_koutchina_cli():
    assert "koutchina.cli.storage_commands" in cli_main.COMMAND_MODULES


def test_schema_is_json_schema_of_the_file(capsys):
    assert _run_cli(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["title"] == "Koutchina saved match"
    assert {"format_version", "seats", "record", "timer"} <= set(schema["properties"])


def test_scan_at_start_moves_damaged_files_aside_and_keeps_the_rest(tmp_path, bad_contents):
    folder = tmp_path / "matches"
    _write_all(folder, bad_contents)
    (folder / "m1.json").write_bytes(dumps(_good()))  # named after its match id, as saved
    store = MatchStore(folder)
    result = store.scan(move_damaged=True)
    assert [m.path.name for m in result.matches] == ["m1.json"]
    assert sorted(e.path.name for e in result.problems) == sorted(bad_contents)
    # a file of a newer Koutchina is not damaged: it stays for that Koutchina
    assert (folder / "newer.json").exists()
    for name, (data, _problem) in bad_contents.items():
        if name == "newer.json":
            continue
        assert not (folder / name).exists(), name
        moved = result.moved[folder / name]
        assert moved.parent == tmp_path / "damaged"
        if data is not None:
            assert moved.read_bytes() == data  # untouched, never deleted
    again = store.scan(move_damaged=True)
    assert [e.path.name for e in again.problems] == ["newer.json"]


def test_the_installed_command_answers_without_a_traceback(tmp_path):
    import subprocess
    import sys

    good = tmp_path / "good.json"
    good.write_bytes(dumps(_good()))
    bad = tmp_path / "bad.json"
    bad.write_bytes(b'{"format": "koutchina-match", "format_version": 1, "rec')
    done = subprocess.run(
        [sys.executable, "-m", "koutchina.cli.main", "validate", str(good), str(bad)],
        capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{bad}: the file is not complete JSON (truncated or damaged) "
        "(line 1, column 52: Unterminated string starting at)"
    ]
    assert "Traceback" not in done.stderr
    assert "2 file(s) checked, 1 bad" in done.stderr
