"""A test that never ends must fail the run, not hang it (a worker crashed inside Qt once and
xdist then waited for it for good): the suite's settings end a test's worker after its time
limit, xdist reports the test with where it was stuck, and the other files' tests still run."""

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
    (tmp_path / "test_other.py").write_text(
        "def test_other():\n    assert True\n", encoding="utf-8")
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-c", str(PROJECT / "pyproject.toml"),
         "--rootdir", str(tmp_path), "-p", "no:cacheprovider",
         "-o", "faulthandler_timeout=3", str(tmp_path)],
        capture_output=True, text=True, timeout=120, cwd=tmp_path)
    output = run.stdout + run.stderr
    assert time.monotonic() - started < 90, output
    assert run.returncode == 1, output
    assert "crashed while running 'test_stuck.py::test_stuck'" in output
    assert "test_stuck.py\", line 4 in test_stuck" in output  # where it was stuck
    assert "test_other.py::test_other PASSED" in output or "1 passed" in output, output
    # xdist hands the stuck file to a new worker, stuck test first, twice at most
    assert output.count("crashed while running 'test_stuck.py::test_stuck'") <= 3, output
