"""Kill a program that autosaves after every action at random moments: every file left on
disk loads and replays, and the match in progress misses at most its last action."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from koutchina.storage import MatchStore

CHILD = Path(__file__).with_name("crash_child.py")
KILLS = 20


class ForkServer:
    """``crash_child.py --fork-server``: the program imported once, each run forked from it."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self._process = process

    def ask(self, command: str) -> str:
        stdin, stdout = self._process.stdin, self._process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(command + "\n")
        stdin.flush()
        answer = stdout.readline()
        assert answer, "the fork server ended"
        return answer.strip()


@contextmanager
def fork_server() -> Iterator[ForkServer]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    process = subprocess.Popen([sys.executable, str(CHILD), "--fork-server"], env=env,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        yield ForkServer(process)
    finally:
        assert process.stdin is not None
        process.stdin.close()  # it ends at the end of its input
        process.wait(timeout=10)


def first_line(output: Path, timeout: float = 30.0) -> None:
    """Wait until the run has written its first line: it is running and saving."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if output.exists() and b"\n" in output.read_bytes():
            return
        time.sleep(0.002)
    raise AssertionError(output.read_text() if output.exists() else "the run never started")


@pytest.mark.slow
def test_files_survive_sigkill_at_random_moments(tmp_path):
    folder = tmp_path / "matches"
    rng = random.Random(2026)
    checked_actions = 0
    with fork_server() as server:
        for attempt in range(KILLS):
            output = tmp_path / f"run-{attempt}.txt"
            pid = int(server.ask(f"fork {folder} {attempt} {output}"))
            try:
                first_line(output)
                time.sleep(rng.uniform(0.0, 0.25))
            finally:
                os.kill(pid, signal.SIGKILL)
                returncode = int(server.ask(f"reap {pid}"))
            assert returncode == -signal.SIGKILL, output.read_text()
            # only whole lines: the kill may cut the last one
            lines = output.read_bytes().decode().split("\n")[:-1]
            last_id, count_text = lines[-1].split()
            last_count = int(count_text)

            store = MatchStore(folder)
            result = store.scan()
            assert result.problems == [], [str(p) for p in result.problems]
            on_disk = {m.saved.match_id: len(m.saved.record.actions) for m in result.matches}
            # what was reported written is there; at most the one action after it is not
            assert on_disk[last_id] in (last_count, last_count + 1)
            checked_actions += on_disk[last_id]
    assert checked_actions > KILLS  # the kills did happen during play, not before it
