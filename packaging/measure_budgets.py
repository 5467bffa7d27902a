"""Measure the packaged program against its budgets: ``python packaging/measure_budgets.py``.

Measures the bundle built by packaging/build.py (``--dist``, default ``dist/``):

- bundle size on disk (``dist/koutchina``, allocated blocks; symbolic links count for nothing)
  budget 150 MB;
- archive size (``dist/koutchina-<version>-<platform>.tar.gz``), budget 60 MB;
- start to an interactive window: wall-clock time from launching ``dist/koutchina/koutchina``
  until its event loop first runs idle with a window shown (the launcher's startup probe),
  ``--runs`` times (the first run is a first start with no settings), budget 2 s;
- memory after a full match: ``koutchina --watch --game hand --level medium --speed max
  --exit-at-end`` (``--game``, ``--level`` choose), the resident memory when the match is over
  (and the peak), budget 250 MB.

The platform is offscreen unless ``--platform xcb`` (run it under ``xvfb-run -a`` or on a
desktop). Exit status 0 when every figure is within its budget. MB here means 10^6 bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MB = 1_000_000

BUNDLE_BUDGET_MB = 150.0
ARCHIVE_BUDGET_MB = 60.0
STARTUP_BUDGET_S = 2.0
MEMORY_BUDGET_MB = 250.0


@dataclass(frozen=True)
class Figure:
    """One measured figure and its budget (smaller is better)."""

    name: str
    value: float
    budget: float
    unit: str
    detail: str = ""

    @property
    def within_budget(self) -> bool:
        return self.value <= self.budget

    def line(self) -> str:
        verdict = "ok" if self.within_budget else "OVER BUDGET"
        text = f"{self.name:<48} {self.value:8.2f} {self.unit:<2}"
        text += f"  (budget {self.budget:g} {self.unit})  {verdict}"
        return text + (f"  [{self.detail}]" if self.detail else "")


def disk_usage(folder: Path) -> int:
    """Bytes allocated on disk to the files under ``folder`` (like ``du -s --block-size=1``)."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for path in [folder, *folder.rglob("*")]:
        info = path.lstat()
        key = (info.st_dev, info.st_ino)
        if key in seen:
            continue
        seen.add(key)
        total += info.st_blocks * 512
    return total


def apparent_size(folder: Path) -> int:
    """Bytes in the regular files under ``folder``."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def find_archive(dist: Path) -> Path:
    candidates = sorted(dist.glob("koutchina-*.tar.gz")) + sorted(dist.glob("koutchina-*.zip"))
    if not candidates:
        raise SystemExit(f"no archive in {dist}: run python packaging/build.py first")
    return max(candidates, key=lambda p: p.stat().st_mtime)


def program_environment(home: Path, platform_name: str) -> dict[str, str]:
    """A player's environment with every platformdirs folder inside ``home``."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = platform_name
    for variable, folder in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ):
        env[variable] = str(home / folder)
    return env


def time_startup(executable: Path, home: Path, platform_name: str, timeout: float) -> float:
    """Seconds from launching the program to its first idle event loop with a window shown."""
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "interactive"
        env = program_environment(home, platform_name)
        env["KOUTCHINA_STARTUP_PROBE"] = str(probe)
        env["KOUTCHINA_STARTUP_PROBE_QUIT"] = "1"
        started = time.time()
        result = subprocess.run(
            [str(executable)], env=env, capture_output=True, text=True, timeout=timeout
        )
        if not probe.is_file():
            raise SystemExit(
                f"the program never showed an interactive window (exit {result.returncode}):\n"
                f"{result.stderr[-2000:]}"
            )
        report = json.loads(probe.read_text(encoding="utf-8"))
        return float(report["time"]) - started


def memory_after_match(
    executable: Path, home: Path, platform_name: str, game: str, level: str, timeout: float
) -> tuple[float, float, float]:
    """(resident MB when the match is over, peak resident MB, seconds) of a watched match."""
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "memory"
        env = program_environment(home, platform_name)
        env["KOUTCHINA_MEMORY_PROBE"] = str(probe)
        command = [
            str(executable), "--watch", "--game", game, "--level", level, "--speed", "max",
            "--exit-at-end", "--timeout", str(int(timeout)),
        ]
        started = time.monotonic()
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            _out, err = process.communicate(timeout=timeout + 30)
        except subprocess.TimeoutExpired:
            process.kill()
            raise SystemExit(f"the watched match did not end within {timeout:.0f} s") from None
        seconds = time.monotonic() - started
        if process.returncode != 0:
            raise SystemExit(
                f"{' '.join(command)} exited {process.returncode}:\n{err.decode()[-2000:]}"
            )
        fields = dict(line.split() for line in probe.read_text(encoding="ascii").splitlines())
        return int(fields["VmRSS"]) * 1000 / MB, int(fields["VmHWM"]) * 1000 / MB, seconds


def measure(args: argparse.Namespace) -> list[Figure]:
    dist: Path = args.dist.resolve()
    folder = dist / "koutchina"
    executable = folder / ("koutchina.exe" if sys.platform == "win32" else "koutchina")
    if not executable.is_file():
        raise SystemExit(f"no program at {executable}: run python packaging/build.py first")
    figures = [
        Figure(
            "bundle on disk (dist/koutchina)",
            disk_usage(folder) / MB,
            BUNDLE_BUDGET_MB,
            "MB",
            f"{apparent_size(folder) / MB:.1f} MB in files",
        )
    ]
    archive = find_archive(dist)
    figures.append(Figure(f"archive ({archive.name})", archive.stat().st_size / MB,
                          ARCHIVE_BUDGET_MB, "MB"))
    with tempfile.TemporaryDirectory() as home_name:
        home = Path(home_name)
        times = [
            time_startup(executable, home, args.platform, args.timeout) for _ in range(args.runs)
        ]
        detail = "first start {:.2f} s; runs: {}".format(
            times[0], " ".join(f"{t:.2f}" for t in times)
        )
        figures.append(Figure(f"start to interactive window ({args.platform}, median)",
                              statistics.median(times), STARTUP_BUDGET_S, "s", detail))
        figures.append(Figure("start to interactive window (worst)", max(times),
                              STARTUP_BUDGET_S, "s"))
        resident, peak, seconds = memory_after_match(
            executable, home, args.platform, args.game, args.level, args.match_timeout
        )
        figures.append(Figure(f"memory after a full {args.game} match ({args.level})", resident,
                              MEMORY_BUDGET_MB, "MB",
                              f"peak {peak:.1f} MB; match watched in {seconds:.1f} s"))
        figures.append(Figure("memory peak during the match", peak, MEMORY_BUDGET_MB, "MB"))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure the packaged program's budgets.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="what build.py built")
    parser.add_argument("--runs", type=int, default=5, help="how many starts to time")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the runs")
    parser.add_argument("--game", default="hand", choices=("hand", "court-piece", "hokm"))
    parser.add_argument("--level", default="medium", help="level of the four watched bots")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds allowed per start")
    parser.add_argument("--match-timeout", type=float, default=600.0,
                        help="seconds allowed for the watched match")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    figures = measure(args)
    print(f"Koutchina budgets, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{os.cpu_count()} CPUs")
    for figure in figures:
        print(figure.line())
    return 0 if all(f.within_budget for f in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
