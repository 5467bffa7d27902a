"""``koutchina --watch --speed max --exit-at-end``: four bots play a whole match and it exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_watch_a_whole_match_and_exit(game: str, tmp_path) -> None:
    root = str(Path(__file__).resolve().parents[2])  # this checkout, not an installed copy
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([root, os.environ.get("PYTHONPATH", "")]))
    command = [sys.executable, "-m", "koutchina.app.main", "--watch", "--game", game,
               "--speed", "max", "--exit-at-end", "--level", "random", "--seed", "4",
               "--timeout", "50", "--lang", "en"]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60,
                            cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
