"""Without a display the program says so in one line on the terminal and exits 1, instead of
Qt aborting the process (SIGABRT) with nothing said."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest

from koutchina.app.display import display_problem
from koutchina.devtools.atspi_check import free_display

unix_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland")


def _run_without_screen(tmp_path, **display: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(display)
    for key in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
        env[key] = str(tmp_path / key)
    # "python -m koutchina", as a person who knows Python starts a package
    return subprocess.run([sys.executable, "-m", "koutchina"], env=env,
                          capture_output=True, text=True, timeout=60)


@unix_only
def test_no_display_at_all_is_one_line_on_the_terminal(tmp_path):
    done = _run_without_screen(tmp_path)
    assert done.returncode == 1, (done.returncode, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("koutchina: the window cannot open")
    assert "DISPLAY" in lines[0]


@unix_only
def test_a_display_that_does_not_answer_is_named(tmp_path):
    display = free_display()  # a fixed :97 was once taken by a virtual display beside it
    done = _run_without_screen(tmp_path, DISPLAY=display, WAYLAND_DISPLAY="nowhere-0",
                               XDG_RUNTIME_DIR=str(tmp_path))
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert done.stderr.splitlines() == [
        f"koutchina: the window cannot open: the display '{display}' or 'nowhere-0' does not "
        "answer"]


@unix_only
def test_a_display_that_answers_or_a_chosen_platform_is_left_to_qt(tmp_path):
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(tmp_path / "wayland-1"))
        server.listen(1)
        assert display_problem({"WAYLAND_DISPLAY": "wayland-1",
                                "XDG_RUNTIME_DIR": str(tmp_path)}, "linux") is None
        assert display_problem({"WAYLAND_DISPLAY": str(tmp_path / "wayland-1")},
                               "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "x"}, "linux") \
        is not None  # xcb asks for X11 only
    assert display_problem({}, "win32") is None
