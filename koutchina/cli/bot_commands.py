"""``koutchina-cli bench bots`` and ``koutchina-cli tournament``: measure the bots."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..bots import LEVELS, make_bot
from ..bots.base import Bot
from ..bots.bench import BENCH_GAMES, bench_positions, peak_memory_mb, rows_json, time_level
from ..bots.duplicate import run_tournament
from ..engine import RulesError, make_rules
from .engine_commands import rule_options
from .values import SEED, whole

BUDGET = whole(1, 1_000_000)


def register_bench(targets: Any) -> None:
    bots = targets.add_parser(
        "bots", help="decision time per game and level over fixed positions, and hard's memory"
    )
    bots.add_argument("--positions", type=whole(1, 100_000), default=60,
                      help="positions per game (60)")
    bots.add_argument("--games", nargs="+", choices=BENCH_GAMES, default=list(BENCH_GAMES))
    bots.add_argument("--levels", nargs="+", choices=LEVELS, default=list(LEVELS))
    bots.add_argument("--budget", type=BUDGET, default=None,
                      help="hard's play-outs per decision")
    bots.add_argument("--json", action="store_true", help="print JSON")
    bots.set_defaults(func=_bench_bots)


def register(subparsers: Any) -> None:

    tour = subparsers.add_parser(
        "tournament", help="a duplicate tournament between two bot levels"
    )
    tour.add_argument("--game", required=True, choices=("hand", "court-piece", "hokm"))
    tour.add_argument("--candidate", required=True, choices=LEVELS)
    tour.add_argument("--baseline", required=True, choices=LEVELS)
    tour.add_argument("--deals", type=whole(1, 1_000_000), default=100)
    tour.add_argument("--seed", type=SEED, default=1)
    tour.add_argument("--budget", type=BUDGET, default=None,
                      help="hard's play-outs per decision")
    tour.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a house rule for Court Piece or Hokm (repeatable), e.g. satat=true",
    )
    tour.add_argument("--json", action="store_true", help="print JSON")
    tour.set_defaults(func=_tournament)


def _factory(budget: int | None) -> Any:
    def make(level: str, seed: int) -> Bot:
        return make_bot(level, seed, budget=budget)

    return make


def _bench_bots(args: argparse.Namespace) -> int:
    make = _factory(args.budget)
    rows = []
    memory: dict[str, float] = {}
    for game in args.games:
        views = bench_positions(game, args.positions)
        for level in args.levels:
            rows.extend(time_level(game, level, views, make))
        if "hard" in args.levels:
            memory[game] = peak_memory_mb(views[:: max(1, len(views) // 12)], make, "hard")
    if args.json:
        print(json.dumps({"timings": rows_json(rows), "hard_peak_mb": memory}, indent=2))
        return 0
    print(f"{'game':<12} {'level':<7} {'kind':<6} {'n':>4} {'median':>9} {'p95':>9} {'max':>9}")
    for row in rows:
        print(
            f"{row.game:<12} {row.level:<7} {row.kind:<6} {row.decisions:>4} "
            f"{row.median_ms:>7.2f}ms {row.p95_ms:>7.2f}ms {row.max_ms:>7.2f}ms"
        )
    for game, peak in memory.items():
        print(f"hard peak memory of one decision, {game}: {peak:.1f} MB")
    return 0


def _tournament(args: argparse.Namespace) -> int:
    try:
        options = rule_options(args.option, "--option")
        make_rules(args.game, options)
    except RulesError as error:
        print(f"koutchina-cli: {error}")
        return 2
    report = run_tournament(
        args.game, args.candidate, args.baseline, args.deals, args.seed,
        _factory(args.budget), options,
    )
    if args.json:
        print(json.dumps(report.as_json(), indent=2))
    else:
        print("\n".join(report.lines()))
    return 0
