"""``koutchina-cli bench table``: how the table's controller behaves while bots think.

Four bots play through the MatchController (the one the window uses) with no animation; a
10 ms timer on the GUI thread records the largest gap between its ticks, i.e. how long the
window would be unable to answer. Qt is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import json
import os
from typing import Any

from ..bots import LEVELS
from ..engine import Game

GAMES = tuple(game.value for game in Game)


def register(subparsers: Any) -> None:
    """No top-level command; the measurement is a ``bench`` target."""


def register_bench(targets: Any) -> None:
    table = targets.add_parser(
        "table", help="event-loop delay on the GUI thread while bots think (no window)"
    )
    table.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    table.add_argument("--level", choices=LEVELS, default="hard",
                       help="bot level of the four seats (hard)")
    table.add_argument("--moves", type=int, default=60, help="cards played per game (60)")
    table.add_argument("--seed", type=int, default=3)
    table.add_argument("--json", action="store_true", help="print JSON")
    table.set_defaults(func=_bench_table)
    soak = targets.add_parser(
        "soak", help="resident memory after each of many matches played in one window"
    )
    soak.add_argument("--game", choices=GAMES, default="hokm")
    soak.add_argument("--matches", type=int, default=20, help="matches in a row (20)")
    soak.add_argument("--level", choices=LEVELS, default="medium",
                      help="bot level of the three other seats (medium)")
    soak.add_argument("--speed", choices=("off", "fast", "normal", "slow"), default="off",
                      help="animation speed (off)")
    soak.add_argument("--no-autosave", action="store_true", help="do not autosave")
    soak.add_argument("--keep-saves", action="store_true",
                      help="autosave into the real data folder instead of a temporary one")
    soak.add_argument("--census", action="store_true",
                      help="also print the object types that grew after the second match")
    soak.add_argument("--seed", type=int, default=1)
    soak.set_defaults(func=_bench_soak)


def measure(game: str, level: str, moves: int, seed: int) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    from ..app.controller import MatchController
    from ..app.players import SeatPlayer
    from ..app.timing import timing_for
    from ..engine import make_rules

    app = QCoreApplication.instance() or QCoreApplication([])
    controller = MatchController()
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    last = [0]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    played = [0]

    def on_card(*_args: object) -> None:
        played[0] += 1
        if played[0] >= moves:
            app.quit()

    timer = QTimer()
    timer.timeout.connect(tick)
    controller.card_played.connect(on_card)
    controller.match_ended.connect(lambda _event: app.quit())
    timer.start(10)
    controller.start_match(make_rules(game), [SeatPlayer("", level)] * 4, seed,
                           timing_for("max"))
    app.exec()
    timer.stop()
    controller.stop()
    gaps.sort()
    seconds = clock.elapsed() / 1000
    return {
        "game": game, "level": level, "cards": played[0], "seconds": round(seconds, 2),
        "ms_per_card": round(1000 * seconds / max(1, played[0]), 1),
        "max_gap_ms": gaps[-1] if gaps else 0,
        "p99_gap_ms": gaps[int(len(gaps) * 0.99)] if gaps else 0,
        "median_gap_ms": gaps[len(gaps) // 2] if gaps else 0,
    }


def _bench_table(args: argparse.Namespace) -> int:
    rows = [measure(game, args.level, args.moves, args.seed) for game in args.games]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"{'game':<12} {'level':<7} {'cards':>5} {'ms/card':>8} {'max gap':>8} "
          f"{'p99 gap':>8} {'median':>7}")
    for row in rows:
        print(f"{row['game']:<12} {row['level']:<7} {row['cards']:>5} {row['ms_per_card']:>8} "
              f"{row['max_gap_ms']:>6}ms {row['p99_gap_ms']:>6}ms {row['median_gap_ms']:>5}ms")
    return 0


def _bench_soak(args: argparse.Namespace) -> int:
    from ..devtools.soak import run

    run(args.game, args.matches, args.level, args.speed, not args.no_autosave, args.seed,
        args.keep_saves, args.census)
    return 0
