"""A probe script run in a process of its own whose only screen is a given size (Qt's offscreen
platform): what a window does on a laptop's screen, whatever screen the tests run with."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def probe_on_screen(args: list[str], width: int, height: int, tmp_path: Path,
                    timeout: int = 180, dpr: float = 1) -> Any:
    """What the probe (``args``: the script and its arguments, run by this Python) prints as
    JSON on its last line, run where the only screen is ``width`` x ``height`` logical pixels,
    ``dpr`` device pixels to one (2: a 4K screen the system scales to 200 %)."""
    screen = tmp_path / "screen.json"
    screen.write_text(json.dumps({"screens": [{
        "name": "probe", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": dpr}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
    run = subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                         timeout=timeout, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    return json.loads(run.stdout.strip().splitlines()[-1])
