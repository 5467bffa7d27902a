"""How long History and Statistics take with thousands of saved matches, without and with the
summary index (docs/save-format.md, "The summary index").

    python -m koutchina.devtools.history_scale --saved 10000 [--folder DIR] [--repeat 3]

The folder (a temporary one unless ``--folder`` names one, which is filled only up to
``--saved`` and kept for the next run) gets real save files written through ``MatchStore``:
``--bases`` random matches of the three games (a third unfinished), then copies of them, each
with a fresh match id and an earlier time, until there are ``--saved``. Then, each time with a
new ``MatchStore`` and a new History window (nothing kept in memory):

- cold: the summary index removed, as at the first start after an upgrade: every file is read
  and replayed on the worker thread; the time until History lists every match;
- warm: the index left by the cold run: the time until History lists every match, then until the
  Statistics window is filled. Wall-clock times; the machine's load average is printed.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from ..engine import Game, game_info, make_rules, new_match
from ..storage.saves import SavedMatch, SeatInfo, now_utc, saved_match_of
from ..storage.store import MatchStore

GAMES = tuple(game.value for game in Game)


def base_matches(count: int, seed: int = 1) -> list[SavedMatch]:
    """Random legal matches; every third one stops early (unfinished)."""
    chooser = random.Random(seed)
    seats = [SeatInfo(name="", role="you")] + [
        SeatInfo(name="", role=role, bot_level="medium") for role in ("west", "partner", "east")]
    bases = []
    for number in range(count):
        game = GAMES[number % 3]
        state = new_match(make_rules(game), seed + number)
        stop = chooser.randrange(20, 120) if number % 3 == 0 else None
        while not state.is_over and (stop is None or len(state.actions) < stop):
            state.apply(chooser.choice(state.legal_actions(state.to_act()[0])))
        roles = seats if game_info(game).partnerships else [SeatInfo(name="", role="you")] + [
            SeatInfo(name="", role=role, bot_level="medium")
            for role in ("east", "north", "west")]
        bases.append(saved_match_of(state, match_id=f"base-{number}", seats=roles,
                                    created=now_utc()))
    return bases


def fill(store: MatchStore, count: int, bases: int) -> int:
    """Write save files through the store until the folder holds ``count``; returns how many
    were written."""
    present = len(store.candidates())
    if present >= count:
        return 0
    originals = base_matches(bases)
    start = now_utc()
    for number in range(present, count):
        base = originals[number % len(originals)]
        when = start - timedelta(minutes=10 * number)
        store.save(base.model_copy(update={
            "match_id": f"{when:%Y%m%d-%H%M%S}-{base.game}-{number:06x}",
            "created": when - timedelta(minutes=5), "updated": when}))
    return count - present


def time_history(folder: Path, count: int) -> tuple[float, float, float, int]:
    """(seconds until History lists ``count`` matches, the CPU seconds of the process (all
    threads) meanwhile, seconds more until Statistics is filled, files replayed) with a new
    store and a new window."""
    from PySide6.QtWidgets import QApplication

    from ..app.gui_thread_gc import collect_on_gui_thread
    from ..app.history.window import HistoryWindow
    from .waiting import wait_until

    app = QApplication.instance() or QApplication(sys.argv[:1])
    collect_on_gui_thread(app)  # the garbage collected as in the program
    store = MatchStore(folder)
    replayed: list[int] = []
    history = HistoryWindow(store=store)
    history.scan.finished.connect(lambda listing: replayed.append(listing.replayed))
    history.show()
    started, cpu = time.perf_counter(), time.process_time()
    history.reload()
    wait_until(lambda: not history.scan.running, timeout=3600)
    history.repaint()
    listed, cpu = time.perf_counter() - started, time.process_time() - cpu
    if history.model.rowCount() != count:
        raise SystemExit(f"History lists {history.model.rowCount()} matches, not {count}")
    started = time.perf_counter()
    history.open_statistics()
    assert history._stats is not None
    history._stats.repaint()
    counted = time.perf_counter() - started
    history._stats.close()
    history.close()
    history._stats.deleteLater()
    history.deleteLater()
    app.processEvents()
    return listed, cpu, counted, replayed[0] if replayed else -1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saved", type=int, default=10_000, help="saved matches (10000)")
    parser.add_argument("--bases", type=int, default=300, help="distinct matches (300)")
    parser.add_argument("--repeat", type=int, default=3, help="warm runs (3)")
    parser.add_argument("--warm-only", action="store_true",
                        help="keep the folder's index: no cold run")
    parser.add_argument("--folder", type=Path, default=None,
                        help="the matches folder to fill and keep (default: a temporary one)")
    args = parser.parse_args(argv)
    if not 1 <= args.saved <= 100_000 or not 1 <= args.bases <= args.saved \
            or not 1 <= args.repeat <= 20:
        parser.error("--saved 1-100000, --bases 1 to --saved, --repeat 1-20")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="koutchina-scale-") as temporary:
        folder = args.folder or Path(temporary) / "matches"
        store = MatchStore(folder)
        started = time.perf_counter()
        written = fill(store, args.saved, args.bases)
        print(f"{written} files written through MatchStore in {time.perf_counter() - started:.0f}"
              f" s; {len(store.candidates())} in {folder}")
        if not args.warm_only:
            store.summary_index.path.unlink(missing_ok=True)
            cold = time_history(folder, args.saved)
            print(f"cold (no index): History listed in {cold[0]:.1f} s, CPU {cold[1]:.1f} s "
                  f"({cold[3]} files replayed), load average {os.getloadavg()[0]:.1f}")
        warm = [time_history(folder, args.saved) for _ in range(args.repeat)]
    print(f"warm (index): History listed in {statistics.median(w[0] for w in warm):.3f} s "
          f"(CPU {statistics.median(w[1] for w in warm):.3f} s), Statistics "
          f"{statistics.median(w[2] for w in warm):.3f} s more (medians of {args.repeat}; "
          f"runs {', '.join(f'{w[0]:.3f}' for w in warm)}; {max(w[3] for w in warm)} files "
          f"replayed), load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
