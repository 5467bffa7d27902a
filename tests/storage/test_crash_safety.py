"""Kill a program that autosaves after every action at random moments: every file left on
disk loads and replays, and the match in progress misses at most its last action."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from koutchina.storage import MatchStore

CHILD = Path(__file__).with_name("crash_child.py")
KILLS = 20


@pytest.mark.slow
def test_files_survive_sigkill_at_random_moments(tmp_path):
    folder = tmp_path / "matches"
    rng = random.Random(2026)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).parents[2]))
    checked_actions = 0
    for attempt in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, str(CHILD), str(folder), str(attempt)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        assert child.stdout is not None
        first = child.stdout.readline()  # the program is running and saving
        assert first, child.stderr.read().decode() if child.stderr else ""
        time.sleep(rng.uniform(0.0, 0.25))
        child.send_signal(signal.SIGKILL)
        rest, _ = child.communicate(timeout=10)
        assert child.returncode == -signal.SIGKILL
        # only whole lines: the kill may cut the last one
        lines = (first + rest).decode().split("\n")[:-1]
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
