"""A long evening at the table: one window plays whole matches in a row and the resident memory
after each match is printed (``koutchina-cli bench soak``).

The person's seat is played by the screenshot tool's rule (first legal card, call 2, the suit
held most); the other seats are bots of the chosen level. Autosave writes into a temporary
folder unless ``--keep-saves`` is given, so a measurement never fills the real History.
"""

from __future__ import annotations

import gc
import os
import resource
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..storage.settings import CHOSEN_SPEEDS

if TYPE_CHECKING:
    from ..app.main_window import MainWindow

SPEEDS = CHOSEN_SPEEDS


@dataclass(frozen=True)
class SoakRow:
    match: int
    rss_mb: float
    seconds: float


def resident_mb() -> float:
    """The process's resident memory now (Linux /proc), else its peak (other systems)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def type_census() -> Counter[str]:
    """How many objects of each type the garbage collector tracks (for ``--census``)."""
    return Counter(type(obj).__qualname__ for obj in gc.get_objects())


@contextmanager
def private_folders() -> Iterator[Path]:
    """Saves and settings of the run go to a temporary folder, removed afterwards."""
    keys = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
    saved = {key: os.environ.get(key) for key in keys}
    with tempfile.TemporaryDirectory(prefix="koutchina-soak-") as home:
        for key in keys:
            os.environ[key] = str(Path(home) / key.lower())
        try:
            yield Path(home)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def play_to_end(window: MainWindow, timeout: float = 1800.0) -> None:
    """Play the window's match to its end panel inside a real event loop (deferred deletions,
    as in the running program, happen only there), the person's seat by the screenshot rule."""
    from PySide6.QtCore import QEventLoop, QTimer

    from .screenshots import move, ready

    loop = QEventLoop()
    timed_out: list[bool] = []

    def step() -> None:
        if window.table.end_panel.isVisible():
            loop.quit()
        elif ready(window):
            move(window)

    def give_up() -> None:
        timed_out.append(True)
        loop.quit()

    driver = QTimer()
    driver.timeout.connect(step)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(give_up)
    driver.start(1)
    deadline.start(int(timeout * 1000))
    loop.exec()
    driver.stop()
    deadline.stop()
    if timed_out:
        raise TimeoutError(f"the match did not end within {timeout:g} s")


def soak(game: str, matches: int, level: str = "medium", speed: str = "off",
         autosave: bool = True, seed: int = 1,
         report: Callable[[SoakRow], None] | None = None,
         census: bool = False, size: tuple[int, int] = (1280, 720)) -> list[SoakRow]:
    """Play ``matches`` matches in one window; one row per finished match."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ..app.gui_thread_gc import collect_on_gui_thread
    from ..app.main_window import MainWindow
    from ..app.new_match_dialog import NewMatchChoice
    from ..storage.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    collect_on_gui_thread(app)  # the garbage collected as in the program
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed=speed), autosave=autosave)
    window.resize(*size)
    window.show()
    choice = NewMatchChoice(game=game, levels=[level] * 3, speed=speed, turn_timer=0,
                            player_name="")
    rows: list[SoakRow] = []
    after_second: Counter[str] | None = None
    try:
        for number in range(1, matches + 1):
            started = time.monotonic()
            window.start_match(choice, seed=seed + number)
            play_to_end(window)
            row = SoakRow(number, round(resident_mb(), 1), round(time.monotonic() - started, 1))
            rows.append(row)
            if report is not None:
                report(row)
            if census and number == 2:
                gc.collect()
                after_second = type_census()
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
    if after_second is not None:
        gc.collect()
        _print_growth(after_second, type_census(), matches - 2)
    return rows


def _print_growth(before: Counter[str], after: Counter[str], matches: int) -> None:
    growth = after.copy()
    growth.subtract(before)
    print(f"objects gained over the last {matches} matches (type: count):")
    for name, count in growth.most_common(25):
        if count > 0:
            print(f"  {name}: +{count}")


def slope_mb_per_match(rows: list[SoakRow], skip: int = 5) -> float:
    """Least-squares growth per match after the first ``skip`` matches (warming up)."""
    points = [(row.match, row.rss_mb) for row in rows[skip - 1:]] if len(rows) > skip else []
    if len(points) < 2:
        return 0.0
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / spread


def run(game: str, matches: int, level: str, speed: str, autosave: bool, seed: int,
        keep_saves: bool, census: bool) -> list[SoakRow]:
    def show(row: SoakRow) -> None:
        print(f"{row.match:>4} {row.rss_mb:>8.1f} MB {row.seconds:>7.1f} s", flush=True)

    print(f"{game}, {level} bots, animations {speed}, autosave {'on' if autosave else 'off'}")
    print(f"{'match':>4} {'resident':>11} {'time':>9}")
    if keep_saves:
        rows = soak(game, matches, level, speed, autosave, seed, show, census)
    else:
        with private_folders():
            rows = soak(game, matches, level, speed, autosave, seed, show, census)
    if len(rows) >= 5:
        fifth, last = rows[4].rss_mb, rows[-1].rss_mb
        print(f"after match 5: {fifth:.1f} MB, after match {len(rows)}: {last:.1f} MB "
              f"({last - fifth:+.1f} MB); slope after match 5: "
              f"{slope_mb_per_match(rows):+.2f} MB a match")
    return rows
