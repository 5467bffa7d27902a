"""Is there a screen to open the window on? Asked before Qt starts: without a display Qt aborts
the process (SIGABRT) and, its messages being routed to the log, says nothing on the terminal.

Only the X11 and Wayland platforms of Linux and the BSDs are checked (by connecting to the
display's socket); a platform chosen with ``QT_QPA_PLATFORM`` (offscreen, vnc ...), Windows and
macOS are left to Qt.
"""

from __future__ import annotations

import contextlib
import os
import re
import socket
import sys
from collections.abc import Mapping

_X_DISPLAY = re.compile(r"^(?P<host>[^:/]*):(?P<number>\d+)(\.\d+)?$")
_X_PLATFORMS = ("xcb",)
_WAYLAND_PLATFORMS = ("wayland", "wayland-egl")


def display_problem(environ: Mapping[str, str], platform: str = sys.platform) -> str | None:
    """Why the window cannot open, in one English sentence; None when a display answers."""
    if platform in ("win32", "darwin", "cygwin"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0].strip()
    if chosen and chosen not in _X_PLATFORMS + _WAYLAND_PLATFORMS:
        return None
    x_display = environ.get("DISPLAY", "") if chosen not in _WAYLAND_PLATFORMS else ""
    wayland = environ.get("WAYLAND_DISPLAY", "") if chosen not in _X_PLATFORMS else ""
    if wayland and _wayland_answers(wayland, environ):
        return None
    if x_display and _x_answers(x_display):
        return None
    if not x_display and not wayland:
        return ("no display: DISPLAY and WAYLAND_DISPLAY are not set (start it from a desktop "
                "session, or set QT_QPA_PLATFORM=offscreen to run without a screen)")
    tried = " or ".join(repr(name) for name in (x_display, wayland) if name)
    return f"the display {tried} does not answer"


def _x_answers(display: str) -> bool:
    match = _X_DISPLAY.match(display)
    if match is None:
        return True  # a form this check does not know (a launchd path ...): Qt decides
    host, number = match["host"], int(match["number"])
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        return _unix_answers(path) or (sys.platform.startswith("linux")
                                       and _unix_answers("\0" + path))
    try:
        with socket.create_connection((host, 6000 + number), timeout=2):
            return True
    except OSError:
        return False


def _wayland_answers(name: str, environ: Mapping[str, str]) -> bool:
    if not os.path.isabs(name):
        runtime = environ.get("XDG_RUNTIME_DIR", "")
        if not runtime:
            return False  # Wayland cannot find a relative socket without it
        name = os.path.join(runtime, name)
    return _unix_answers(name)


def _unix_answers(address: str) -> bool:
    if not hasattr(socket, "AF_UNIX"):
        return True
    with contextlib.closing(socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)) as connection:
        connection.settimeout(2)
        try:
            connection.connect(address)
        except OSError:
            return False
    return True
