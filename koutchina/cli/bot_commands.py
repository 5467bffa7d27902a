"""``koutchina-cli bench bots`` and ``koutchina-cli tournament``: measure the bots."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..bots import ALL_LEVELS, LEVELS, make_bot
from ..bots.base import Bot
from ..bots.bench import BENCH_GAMES, bench_positions, peak_memory_mb, rows_json, time_level
from ..bots.duplicate import run_tournament
from ..bots.panel import panel_tournament
from ..engine import Game, RulesError, make_rules
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
    bots.add_argument("--levels", nargs="+", choices=ALL_LEVELS, default=list(LEVELS))
    bots.add_argument("--budget", type=BUDGET, default=None,
                      help="hard's play-outs per decision")
    bots.add_argument("--simulations", type=BUDGET, default=None,
                      help="ismcts's simulations per decision (400)")
    bots.add_argument("--json", action="store_true", help="print JSON")
    bots.set_defaults(func=_bench_bots)


def register(subparsers: Any) -> None:

    tour = subparsers.add_parser(
        "tournament", help="a duplicate tournament between two bot levels"
    )
    tour.add_argument("--game", required=True, choices=tuple(Game))
    tour.add_argument("--candidate", required=True, choices=ALL_LEVELS)
    tour.add_argument(
        "--baseline", required=True, choices=(*ALL_LEVELS, "panel"),
        help="a level, or 'panel': every member of the game's opponent panel in turn",
    )
    tour.add_argument("--deals", type=whole(1, 1_000_000), default=100)
    tour.add_argument("--seed", type=SEED, default=1)
    tour.add_argument("--budget", type=BUDGET, default=None,
                      help="hard's play-outs per decision")
    tour.add_argument("--simulations", type=BUDGET, default=None,
                      help="ismcts's simulations per decision (400)")
    tour.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a house rule for Court Piece or Hokm (repeatable), e.g. satat=true",
    )
    tour.add_argument("--json", action="store_true", help="print JSON")
    tour.set_defaults(func=_tournament)


def bot_factory(budget: int | None, simulations: int | None) -> Any:
    """The bots of a run: ``--budget`` sizes ``hard``'s search and ``--simulations``
    ``ismcts``'s; every other level plays at its own budget (the ``pimc`` yardsticks too)."""

    def make(level: str, seed: int) -> Bot:
        sizes = {"hard": budget, "ismcts": simulations}
        return make_bot(level, seed, budget=sizes.get(level))

    return make


def _search_size_problem(args: argparse.Namespace) -> str | None:
    for flag, value in (("--budget", args.budget), ("--simulations", args.simulations)):
        if value is not None and value < 1:
            return f"koutchina-cli: {flag} must be 1 or more, not {value}"
    return None


def _bench_bots(args: argparse.Namespace) -> int:
    problem = _search_size_problem(args)
    if problem:
        print(problem)
        return 2
    make = bot_factory(args.budget, args.simulations)
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
    print(f"{'game':<12} {'level':<12} {'kind':<6} {'n':>4} {'mean':>9} {'median':>9} "
          f"{'p95':>9} {'max':>9}")
    for row in rows:
        print(
            f"{row.game:<12} {row.level:<12} {row.kind:<6} {row.decisions:>4} "
            f"{row.mean_ms:>7.2f}ms {row.median_ms:>7.2f}ms {row.p95_ms:>7.2f}ms "
            f"{row.max_ms:>7.2f}ms"
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
    make = bot_factory(args.budget, args.simulations)
    report: Any
    if args.baseline == "panel":
        report = panel_tournament(args.game, args.candidate, args.deals, args.seed, make, options)
    else:
        report = run_tournament(
            args.game, args.candidate, args.baseline, args.deals, args.seed, make, options
        )
    if args.json:
        print(json.dumps(report.as_json(), indent=2))
    else:
        print("\n".join(report.lines()))
    return 0
