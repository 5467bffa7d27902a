"""The table through the real accessibility bus (AT-SPI), as Orca would see it.

``python -m koutchina.devtools.atspi_check [en|fr]`` starts a private X server (Xvfb) and a
private D-Bus session with the AT-SPI registry, runs the program there on the xcb platform
with Qt's accessibility bridge on, and listens with pyatspi (the library Orca is built on)
while the person's first card is chosen and played with the keys alone. It prints the
accessible tree it read and the events it heard (focus, names, announcements) as JSON.

Needs the Debian packages xvfb, dbus-daemon, at-spi2-core and python3-pyatspi (the listener
runs under the system's /usr/bin/python3, where pyatspi lives). ``.ci/run`` installs them;
``tests/app/test_atspi.py`` uses this module.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

SYSTEM_PYTHON = "/usr/bin/python3"

# Runs under the system Python (pyatspi is not on PyPI): hears events, reads the tree once
# the person's turn is announced, stops after the person's card is announced.
LISTENER = r"""
import json, sys
import pyatspi
from gi.repository import GLib

out, limit = sys.argv[1], float(sys.argv[2])
found = {"tree": [], "events": []}

def walk(node, depth):
    if node is None or depth > 10:
        return
    try:
        showing = node.getState().contains(pyatspi.STATE_SHOWING)
        if showing and (node.name or node.description):
            found["tree"].append([node.getRoleName(), node.name, node.description or ""])
        for index in range(min(node.childCount, 60)):
            walk(node.getChildAtIndex(index), depth + 1)
    except Exception:
        pass

def read_tree():
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == "koutchina-atspi-check":
            found["tree"] = []
            walk(app, 0)
    return False

def stop():
    pyatspi.Registry.stop()
    return False

def heard(event):
    try:
        name = event.source.name if event.source is not None else ""
    except Exception:
        name = ""
    text = event.any_data if isinstance(event.any_data, str) else ""
    if not event.type.startswith("object:property-change"):
        found["events"].append([event.type, name, text])
    if event.type.startswith("object:announcement") and found["tree"] == [] and (
            text.startswith("Your turn") or text.startswith("À vous")):
        GLib.timeout_add(300, read_tree)
    if event.type.startswith("object:announcement") and (
            text.startswith("You: ") or text.startswith("Vous\u00a0: ")):
        GLib.timeout_add(1000, stop)

pyatspi.Registry.registerEventListener(
    heard, "object:announcement", "object:state-changed:focused", "focus:",
    "object:property-change:accessible-name")  # as Orca does: keeps the names read current
GLib.timeout_add(int(limit * 1000), stop)
pyatspi.Registry.start()
with open(out, "w", encoding="utf-8") as file:
    json.dump(found, file)
"""


def run_program(language: str) -> int:
    """The program side: a Hokm match whose first card the keys choose and play."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    app.setApplicationName("koutchina-atspi-check")
    from ..app import i18n
    from ..app.main_window import MainWindow
    from ..app.new_match_dialog import NewMatchChoice
    from ..engine import Phase
    from ..storage.settings import Settings

    i18n.language_manager().set_language(language, remember=False)
    window = MainWindow(Settings(bot_pause_ms=300, sound_on=False, turn_timer=0,
                                 keyboard_hint_dismissed=True), autosave=False)
    window.resize(1280, 720)
    window.show()
    window.activateWindow()
    window.start_match(NewMatchChoice(game="hokm", options={}, levels=["random"] * 3,
                                      speed="fast", turn_timer=0), seed=3)
    keys = [Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return]

    def step() -> None:
        c = window.controller
        view = c.view(0)
        if view is None or view.phase != Phase.PLAYING or not c.accepts_input(0):
            return
        focus = QApplication.focusWidget()
        if keys and focus is not None:
            QTest.keyClick(focus, keys.pop(0))
        if not keys:
            timer.stop()
            QTimer.singleShot(3000, app.quit)

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(1200)  # a person's pace: the listener reads the tree between the keys
    QTimer.singleShot(40000, app.quit)
    return app.exec()


def free_display() -> str:
    for number in range(90, 140):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(
                f"/tmp/.X{number}-lock").exists():
            return f":{number}"
    raise RuntimeError("no free X display number")


def listen(language: str = "en", limit: float = 45.0) -> dict[str, Any]:
    """Run the program on a private X server and bus; return what the listener found."""
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x900x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "found.json"
            listener = Path(folder) / "listener.py"
            listener.write_text(LISTENER, encoding="utf-8")
            script = (f'"{SYSTEM_PYTHON}" "{listener}" "{out}" {limit} & heard=$!; sleep 1; '
                      f'"{sys.executable}" -m koutchina.devtools.atspi_check --program '
                      f'{language} >/dev/null 2>&1; wait $heard')
            env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb",
                   "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
            subprocess.run(["dbus-run-session", "--", "bash", "-c", script], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=limit + 30, check=False)
            found: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
            return found
    finally:
        server.terminate()
        server.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--program"]:
        return run_program(args[1] if len(args) > 1 else "en")
    print(json.dumps(listen(args[0] if args else "en"), ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
