"""screen_of (app/screens.py) names the screen Qt would, with two screens side by side: a dialog
not shown yet is on its parent's screen, a window hanging off a screen's edge on the screen it
overlaps most, and History opens over a main window on the second screen even where the main
window's middle is off every screen (a code review found each going to the first screen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SCREENS = {"screens": [
    {"name": "big", "x": 0, "y": 0, "width": 1920, "height": 1080,
     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    {"name": "small", "x": 1920, "y": 0, "width": 1280, "height": 720,
     "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


def test_each_window_is_on_the_screen_qt_would_name(tmp_path: Path) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS))
    probe = Path(__file__).with_name("two_screens_probe.py")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    run = subprocess.run([sys.executable, str(probe)], env=env, capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    facts = json.loads(run.stdout.strip().splitlines()[-1])
    assert facts == {"main": "small", "dialog not shown": "small",
                     "main hanging off": "small", "history": "small"}, facts
