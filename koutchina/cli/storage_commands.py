"""``koutchina-cli validate FILE...`` and ``koutchina-cli schema``: match files without a window."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..storage import MatchFileError, SavedMatch, read_match_file
from ..storage.errors import SaveError
from .values import SEED, folder, whole


def register(subparsers: Any) -> None:
    validate = subparsers.add_parser(
        "validate",
        help="check saved match files: one line per bad file; exit 1 if any is bad",
    )
    validate.add_argument("files", nargs="+", type=Path, metavar="FILE")
    validate.add_argument(
        "--verbose", "-v", action="store_true", help="also print a line for each good file"
    )
    validate.set_defaults(func=run_validate)
    schema = subparsers.add_parser("schema", help="print the JSON Schema of a saved match file")
    schema.set_defaults(func=run_schema)


def register_bench(targets: Any) -> None:
    trip = targets.add_parser(
        "saves",
        help="save, load and replay many random matches; report mismatches and timings",
    )
    trip.add_argument("--matches", type=whole(1, 1_000_000), default=1000,
                      help="how many matches")
    trip.add_argument("--seed", type=SEED, default=1, help="first seed")
    trip.add_argument("--folder", type=folder, default=None,
                      help="write the files here (default: a temporary folder)")
    trip.set_defaults(func=run_roundtrip)


def run_validate(args: argparse.Namespace) -> int:
    bad = 0
    for path in args.files:
        try:
            loaded = read_match_file(path)
        except MatchFileError as error:
            bad += 1
            print(error.message)
            continue
        except Exception as error:  # never a traceback
            bad += 1
            print(f"{path}: cannot be checked ({error})")
            continue
        if args.verbose:
            record = loaded.saved.record
            state = "finished" if record.finished else "unfinished"
            print(
                f"{path}: ok ({record.game}, {len(record.actions)} moves, "
                f"{len(record.deals)} deals, {state})"
            )
    count = len(args.files)
    print(f"{count} file(s) checked, {bad} bad", file=sys.stderr)
    return 1 if bad else 0


def run_schema(args: argparse.Namespace) -> int:
    schema = SavedMatch.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "Koutchina saved match"
    print(json.dumps(schema, indent=2, sort_keys=True))
    return 0


def run_roundtrip(args: argparse.Namespace) -> int:
    """Random matches of every game and preset, cut at random points, written atomically,
    read back and replayed: the states and scores must be identical.

    Times are CPU time (``time.process_time``), as in ``bench engine``, so that other work on
    the machine does not skew them; "load+replay" is what opening a match costs (read, parse,
    validate, replay and check every stated fact), "check" is this bench's own comparison."""
    import random
    import tempfile
    import time

    from ..engine import make_rules, new_match
    from ..engine.record import record_of
    from ..engine.rules import PRESETS, Game
    from ..storage import MatchStore, SeatInfo, now_utc, saved_match_of

    seats = [SeatInfo(name="", role="you")] + [SeatInfo(name=f"Bot {n}", bot_level="random")
                                      for n in (1, 2, 3)]
    with tempfile.TemporaryDirectory() as temporary:
        store = MatchStore(args.folder or Path(temporary) / "matches")
        bad = 0
        play = save = check = 0.0
        loads: list[float] = []
        sizes: list[int] = []
        for number in range(args.matches):
            seed = args.seed + number
            rng = random.Random(seed)
            game = list(Game)[number % 3]
            options = rng.choice(list(PRESETS[game].values()))
            started = time.process_time()
            state = new_match(make_rules(game, options), seed)
            stop = None if rng.random() < 0.5 else rng.randrange(0, 500)
            while not state.is_over and (stop is None or len(state.actions) < stop):
                seat = rng.choice(state.to_act())
                state.apply(rng.choice(state.legal_actions(seat)))
            saved_at = time.process_time()
            saved = saved_match_of(state, match_id=f"trip-{seed}", seats=seats,
                                   created=now_utc())
            try:
                path = store.save(saved)
            except SaveError as error:  # a folder that cannot be made or written: one line
                print(f"koutchina-cli bench saves: {error.message}", file=sys.stderr)
                return 2
            loaded_at = time.process_time()
            try:
                again = store.load(path).state
                replayed_at = time.process_time()
                same = (record_of(again) == record_of(state)
                        and all(again.view(s) == state.view(s) for s in range(4)))
            except MatchFileError as error:
                print(error.message)
                replayed_at = time.process_time()
                same = False
            done = time.process_time()
            if not same:
                bad += 1
                print(f"match {seed} ({game.value}): the loaded match differs")
            play += saved_at - started
            save += loaded_at - saved_at
            loads.append(replayed_at - loaded_at)
            check += done - replayed_at
            sizes.append(path.stat().st_size)
            store.delete(path)
    count = max(1, args.matches)
    sizes.sort()
    loads.sort()
    print(f"{args.matches} matches, {bad} differ; per match: "
          f"play {play / count * 1000:.1f} ms, save {save / count * 1000:.1f} ms, "
          f"load+replay {sum(loads) / count * 1000:.2f} ms "
          f"(median {loads[len(loads) // 2] * 1000 if loads else 0:.2f}, "
          f"slowest {loads[-1] * 1000 if loads else 0:.2f}), check {check / count * 1000:.1f} ms "
          f"(CPU time); "
          f"file size median {sizes[len(sizes) // 2] if sizes else 0} bytes, "
          f"max {sizes[-1] if sizes else 0}")
    return 1 if bad else 0
