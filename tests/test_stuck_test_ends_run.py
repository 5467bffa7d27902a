"""A test that never ends must fail the run, not hang it (a worker crashed inside Qt once and
the run then waited for ever): the suite's settings end a test's worker after its time limit
and replace no crashed worker, and the run ends with the stuck test named and where it was
stuck. With a replacement, xdist's file-by-file scheduling gives the new worker no work and
waits for it for ever, with tests still queued."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[1]


def test_a_stuck_test_fails_the_run_in_bounded_time(tmp_path: Path) -> None:
    (tmp_path / "test_stuck.py").write_text(
        "import time\n\n"
        "def test_stuck():\n    time.sleep(300)\n\n"
        "def test_fine():\n    assert True\n", encoding="utf-8")
    for number in range(8):  # queued behind the stuck one: what a replacement would wait on
        (tmp_path / f"test_other_{number}.py").write_text(
            "import time\n\ndef test_other():\n    time.sleep(0.5)\n", encoding="utf-8")
    started = time.monotonic()
    try:
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-c", str(PROJECT / "pyproject.toml"),
             "--rootdir", str(tmp_path), "-p", "no:cacheprovider",
             "-o", "faulthandler_timeout=3", str(tmp_path)],
            capture_output=True, text=True, timeout=90, cwd=tmp_path)
    except subprocess.TimeoutExpired as hung:
        raise AssertionError(f"the run hung: {hung.stdout!r}") from None
    output = run.stdout + run.stderr
    assert time.monotonic() - started < 60, output
    assert run.returncode == 1, output
    assert "crashed while running 'test_stuck.py::test_stuck'" in output
    assert "test_stuck.py\", line 4 in test_stuck" in output  # where it was stuck
    # xdist hands the crashed file to another worker, which sticks on it too: each of the
    # suite's three workers (pyproject.toml) ends once at most, and the run with them
    assert output.count("crashed and worker restarting disabled") <= 3 * 2, output
