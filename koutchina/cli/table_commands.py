"""``koutchina-cli bench table``: how the table's controller behaves while bots think.

Four bots play through the MatchController (the one the window uses) with no animation, the
match autosaved after every move (into a temporary folder); a 10 ms timer on the GUI thread
records the gaps between its ticks, i.e. how long the window would be unable to answer. Each
gap is also given without the time the GUI thread waited for a free processor (Linux
``/proc/thread-self/schedstat``): on a loaded machine that wait is the machine's doing, not
the program's; what is left is the GUI thread's own work and its waits for the interpreter
lock held by a thinking bot. The GUI thread's own work (its CPU time) in the longest gap is
given too. At
the end the saved match is loaded (read and replayed) on the GUI thread, as resuming does.
``koutchina-cli bench soak`` measures memory over many matches. Qt is imported only when the
command runs.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..bots import LEVELS
from ..engine import Game
from ..storage.settings import CHOSEN_SPEEDS
from .processor_wait import cpu_wait_ms
from .values import SEED, whole, window_size

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
    table.add_argument("--moves", type=whole(1, 10_000), default=60,
                       help="cards played per game (60)")
    table.add_argument("--seed", type=SEED, default=3)
    table.add_argument("--json", action="store_true", help="print JSON")
    table.set_defaults(func=_bench_table)
    frames = targets.add_parser(
        "frames", help="frames per second of a card flying while four bots play (a window)"
    )
    frames.add_argument("--games", nargs="+", choices=GAMES, default=list(GAMES))
    frames.add_argument("--level", choices=LEVELS, default="hard")
    frames.add_argument("--cards", type=whole(1, 10_000), default=40,
                        help="card flights per game (40)")
    frames.add_argument("--speed", choices=("fast", "normal", "slow"), default="normal")
    frames.add_argument("--size", type=window_size, default=(1280, 720),
                        help="window size (1280x720)")
    frames.set_defaults(func=_bench_frames)
    soak = targets.add_parser(
        "soak", help="resident memory after each of many matches played in one window"
    )
    soak.add_argument("--game", choices=GAMES, default="hokm")
    soak.add_argument("--matches", type=whole(1, 100_000), default=20,
                      help="matches in a row (20)")
    soak.add_argument("--level", choices=LEVELS, default="medium",
                      help="bot level of the three other seats (medium)")
    soak.add_argument("--speed", choices=CHOSEN_SPEEDS, default="off",
                      help="animation speed (off)")
    soak.add_argument("--no-autosave", action="store_true", help="do not autosave")
    soak.add_argument("--keep-saves", action="store_true",
                      help="autosave into the real data folder instead of a temporary one")
    soak.add_argument("--census", action="store_true",
                      help="also print the object types that grew after the second match")
    soak.add_argument("--seed", type=SEED, default=1)
    soak.set_defaults(func=_bench_soak)


@contextmanager
def _needs_checkout(target: str) -> Iterator[None]:
    """The measurements run koutchina.devtools, which only a source checkout has (it is not
    installed with the program): without it, one line says so."""
    try:
        yield
    except ModuleNotFoundError as error:
        if not (error.name or "").startswith("koutchina.devtools"):
            raise
        raise SystemExit(f"koutchina-cli bench {target} measures a source checkout: "
                         "koutchina.devtools is not installed with the program "
                         "(run it from a clone, see docs/performance.md)") from None


def measure(game: str, level: str, moves: int, seed: int) -> dict[str, Any]:
    with _needs_checkout("table"):
        from ..devtools.soak import private_folders

    with private_folders():
        return _measure(game, level, moves, seed)


def _measure(game: str, level: str, moves: int, seed: int) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    from ..app.controller import MatchController
    from ..app.match_saving import MatchSaver
    from ..app.players import SeatPlayer
    from ..app.timing import timing_for
    from ..engine import make_rules

    app = QCoreApplication.instance() or QCoreApplication([])
    controller = MatchController()
    saver = MatchSaver(controller)
    saver.begin(game)
    gaps: list[tuple[float, float, float]] = []  # wall, less the waits for a processor, CPU
    clock = QElapsedTimer()
    clock.start()
    last = [0.0, cpu_wait_ms(), time.thread_time()]

    def tick() -> None:
        now, waited, cpu = clock.nsecsElapsed() / 1e6, cpu_wait_ms(), time.thread_time()
        wall = now - last[0]
        gaps.append((wall, wall - (waited - last[1]), 1000 * (cpu - last[2])))
        last[0], last[1], last[2] = now, waited, cpu

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
    seconds = clock.elapsed() / 1000
    saver.close()
    assert saver.match_id is not None
    started = time.perf_counter()
    saver.store.load(saver.match_id)
    load_ms = 1000 * (time.perf_counter() - started)
    walls = sorted(wall for wall, _, _ in gaps)
    own = sorted(gap for _, gap, _ in gaps)
    return {
        "game": game, "level": level, "cards": played[0], "seconds": round(seconds, 2),
        "ms_per_card": round(1000 * seconds / max(1, played[0]), 1),
        "max_gap_ms": round(walls[-1], 1) if walls else 0,
        "p99_gap_ms": round(_p99(walls), 1),
        "median_gap_ms": round(walls[len(walls) // 2], 1) if walls else 0,
        "max_own_gap_ms": round(own[-1], 1) if own else 0,
        "p99_own_gap_ms": round(_p99(own), 1),
        "max_gui_work_ms": round(max((work for _, _, work in gaps), default=0.0), 1),
        "load_ms": round(load_ms, 1),
        "load_average": round(os.getloadavg()[0], 1),
    }


def _p99(values: list[float]) -> float:
    return values[min(len(values) - 1, int(len(values) * 0.99))] if values else 0.0


def _bench_table(args: argparse.Namespace) -> int:
    rows = [measure(game, args.level, args.moves, args.seed) for game in args.games]
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print("gaps between 10 ms ticks on the GUI thread; 'own': less the GUI thread's waits for a "
          "processor;\n'GUI work': the most CPU time the GUI thread used between two ticks; "
          "'load': reading and replaying the saved match")
    print(f"{'game':<12} {'level':<6} {'cards':>5} {'ms/card':>8} {'max gap':>9} "
          f"{'p99 gap':>9} {'median':>8} {'own max':>9} {'own p99':>9} {'GUI work':>9} "
          f"{'load':>8} {'loadavg':>7}")
    for row in rows:
        print(f"{row['game']:<12} {row['level']:<6} {row['cards']:>5} {row['ms_per_card']:>8} "
              f"{row['max_gap_ms']:>7}ms {row['p99_gap_ms']:>7}ms {row['median_gap_ms']:>6}ms "
              f"{row['max_own_gap_ms']:>7}ms {row['p99_own_gap_ms']:>7}ms "
              f"{row['max_gui_work_ms']:>7}ms {row['load_ms']:>6}ms {row['load_average']:>7}")
    return 0


def _bench_soak(args: argparse.Namespace) -> int:
    with _needs_checkout("soak"):
        from ..devtools.soak import run

    run(args.game, args.matches, args.level, args.speed, not args.no_autosave, args.seed,
        args.keep_saves, args.census)
    return 0


def _bench_frames(args: argparse.Namespace) -> int:
    with _needs_checkout("frames"):
        from ..devtools.frames import measure_frames

    width, height = args.size
    print(f"card flights at {args.speed} speed, four {args.level} bots, {width}x{height}")
    print("the longest frame split: 'work', the GUI thread's processor time in it; 'cpu wait', "
          "its wait for a processor")
    print(f"{'game':<12} {'flights':>7} {'median fps':>10} {'worst fps':>9} {'longest frame':>13}"
          f" {'work':>7} {'cpu wait':>8}")
    for game in args.games:
        row = measure_frames(game, args.level, args.cards, args.speed, (width, height))
        print(f"{row.game:<12} {row.flights:>7} {row.median_fps:>10} {row.worst_fps:>9} "
              f"{row.longest_frame_ms:>11}ms {row.longest_work_ms:>5}ms "
              f"{row.longest_cpu_wait_ms:>6}ms", flush=True)
    return 0
