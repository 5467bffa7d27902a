"""How long a person waits to start the program, resume a match and open History.

    python -m koutchina.devtools.open_times [--saved 200] [--repeat 5] [--compile]
    python -m koutchina.devtools.open_times --instructions

All in a temporary data folder filled with ``--saved`` matches (random legal play, a third of
them unfinished, every one replayed on load); the figures are medians over ``--repeat`` runs,
each the time on the clock and the processor time used (which a loaded machine changes less):

- start: a fresh interpreter, from its launch, importing the program, building and showing
  the main window until it is painted (as ``koutchina`` does before the event loop runs); its
  exit afterwards is not counted. The program's compiled bytecode is written by a first run
  that is not counted, as an installed program has it (pip and the bundle compile it):
  ``PYTHONDONTWRITEBYTECODE`` is dropped for the child unless ``--compile`` asks to time the
  compilation of the program's modules too (their ``__pycache__`` folders are removed before
  each start; Python's and the libraries' bytecode stays). ``--instructions`` counts instead
  the machine instructions of one start (valgrind, about 30 s), a figure the load of the
  machine does not change;
- resume: the start check's offer answered with Resume (the newest unfinished match replayed
  and drawn) until the table is painted; this part runs on the GUI thread;
- History: the History window opened until its list holds every saved match.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path
from typing import NamedTuple

from ..engine import Game, make_rules, new_match
from ..storage.saves import SeatInfo, new_match_id, now_utc, saved_match_of
from ..storage.store import MatchStore
from .soak import private_folders

# Prints, once the window is painted, the monotonic clock (the same clock in every process on
# Linux) and the processor time the process has used: what it does afterwards (closing the
# window, the interpreter's exit) is not part of the start.
START = """
import time
from PySide6.QtWidgets import QApplication
from koutchina.app.main_window import MainWindow
from koutchina.storage.settings import load_settings
app = QApplication([])
window = MainWindow(load_settings())
window.show()
window.repaint()
app.processEvents()
print(time.perf_counter(), time.process_time())
"""


def fill_folder(store: MatchStore, count: int, seed: int = 1) -> None:
    """``count`` saved matches of random legal play; every third one is left unfinished."""
    chooser = random.Random(seed)
    games = tuple(Game)
    seats = [SeatInfo(name="", bot_level=None)] + [
        SeatInfo(name="", bot_level="medium") for _ in range(3)]
    for number in range(count):
        game = games[number % 3]
        state = new_match(make_rules(game), seed + number)
        stop_after = chooser.randrange(20, 120) if number % 3 == 0 else None
        moves = 0
        while not state.is_over and (stop_after is None or moves < stop_after):
            seat = state.to_act()[0]
            state.apply(chooser.choice(state.legal_actions(seat)))
            moves += 1
        created = now_utc() - timedelta(minutes=count - number)
        store.save(saved_match_of(state, match_id=new_match_id(game, created), seats=seats,
                                  created=created))


class Timed(NamedTuple):
    """One measured step: seconds on the clock and seconds of processor time."""

    wall: float
    cpu: float


def time_start(*, compile_each_time: bool = False) -> Timed:
    """A fresh interpreter, from its launch up to the painted window, and the processor time
    it used until then."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    if compile_each_time:  # the program's modules, as a checkout run without bytecode has them
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        for cache in Path(__file__).resolve().parent.parent.rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", START], check=True, env=env,
                          capture_output=True, text=True)
    painted, used = (float(word) for word in done.stdout.split()[-2:])
    return Timed(painted - started, used)


def start_instructions() -> int:
    """Machine instructions from the interpreter's launch to the painted window (valgrind's
    callgrind; the same from run to run, whatever else the machine is doing)."""
    time_start()  # the bytecode an installed program has
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               PYTHONHASHSEED="0")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/callgrind.out",
             sys.executable, "-c", START + "import os\nos._exit(0)\n"],
            env=env, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind gave no count: {done.stderr[-500:]}")
    return int(found.group(1))


def time_resume_and_history(saved: int) -> tuple[Timed, Timed]:
    from PySide6.QtWidgets import QApplication

    from ..app.gui_thread_gc import collect_on_gui_thread
    from ..app.main_window import MainWindow
    from ..storage.settings import Settings
    from .waiting import wait_until

    app = QApplication.instance() or QApplication(sys.argv[:1])
    collect_on_gui_thread(app)  # the garbage collected as in the program
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed="off"))
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    check = window.check_saves_at_start()
    wait_until(lambda: check.offered is not None, timeout=120)
    assert check.resume_box is not None and check.offered is not None
    check.resume_box.hide()
    started, used = time.perf_counter(), time.process_time()
    check.resume(check.offered)
    window.repaint()
    resume = Timed(time.perf_counter() - started, time.process_time() - used)
    assert window.controller.state is not None
    window.controller.stop()
    started, used = time.perf_counter(), time.process_time()
    history = window.open_history()
    wait_until(lambda: history.model.rowCount() == saved, timeout=120)
    history.repaint()
    opened = Timed(time.perf_counter() - started, time.process_time() - used)
    history.close()
    window.close()
    window.deleteLater()
    history.deleteLater()
    app.processEvents()
    return resume, opened


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saved", type=int, default=200, help="saved matches (200)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--compile", action="store_true",
                        help="compile the program's sources at every start (no cached bytecode)")
    parser.add_argument("--instructions", action="store_true",
                        help="count the machine instructions of one start (needs valgrind)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.instructions:
        with private_folders():
            count = start_instructions()
        print(f"start (launch to painted window): {count / 1e6:.0f} million instructions")
        return 0
    load_before = os.getloadavg()[0]
    with private_folders():
        fill_folder(MatchStore(), args.saved)
        if not args.compile:
            time_start()  # writes the bytecode an installed program already has
        starts = [time_start(compile_each_time=args.compile) for _ in range(args.repeat)]
        pairs = [time_resume_and_history(args.saved) for _ in range(args.repeat)]
    bytecode = "compiled at every start" if args.compile else "bytecode cached"
    print(f"{args.saved} saved matches, median of {args.repeat} runs, {bytecode}, load average "
          f"{load_before:.1f} to {os.getloadavg()[0]:.1f}")
    print(f"start (new interpreter to painted window): {_median(starts)}")
    print(f"resume the newest unfinished match: {_median([p[0] for p in pairs])}")
    print(f"open History until every match is listed: {_median([p[1] for p in pairs])}")
    return 0


def _median(runs: list[Timed]) -> str:
    wall = 1000 * statistics.median(run.wall for run in runs)
    cpu = 1000 * statistics.median(run.cpu for run in runs)
    return f"{wall:.0f} ms ({cpu:.0f} ms of processor time)"


if __name__ == "__main__":
    sys.exit(main())
