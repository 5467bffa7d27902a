"""The bundle's entry script: PyInstaller freezes this file as the ``koutchina`` executable.

It does what the ``koutchina`` gui-script of the installed package does; started under the
name ``koutchina-cli`` (the symbolic link beside it, or /usr/bin/koutchina-cli of the Debian
package) it is the ``koutchina-cli`` console script instead, so one executable serves both
commands and the headless tools cost the bundle nothing. Two probes, off
unless their variable is set, let packaging/measure_budgets.py time the packaged program
as a player starts it:

- ``KOUTCHINA_STARTUP_PROBE=<file>``: when the event loop first runs idle with a window on
  screen (the program answers clicks from then on), write to <file> a JSON object with the
  wall-clock ``time``, the window ``title``, its menu bar's ``menus`` titles and the
  ``icon_sizes`` of the application's window icon and,
  if ``KOUTCHINA_STARTUP_PROBE_QUIT=1``, quit; ``KOUTCHINA_STARTUP_PROBE_PICTURE=<png>`` also
  saves a picture of that window (to check a bundle's fonts, icons and language by eye).
- ``KOUTCHINA_MEMORY_PROBE=<file>``: when ``main()`` returns, write the process's resident
  memory (``VmRSS``) and its peak (``VmHWM``) in kB, from /proc/self/status (Linux).
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

CLI_NAME = "koutchina-cli"


def _arm_startup_probe(target: Path) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QMenuBar

    original_exec = QApplication.exec

    def report_when_idle() -> None:
        app = QApplication.instance()
        shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        if not shown:
            QTimer.singleShot(1, report_when_idle)
            return
        window = next((w for w in shown if isinstance(w, QMainWindow)), shown[0])
        menu_bar = window.findChild(QMenuBar)
        menus = [a.text() for a in menu_bar.actions()] if menu_bar is not None else []
        icon_sizes = sorted({s.width() for s in QApplication.windowIcon().availableSizes()})
        report = {
            "time": time.time(),
            "title": window.windowTitle(),
            "menus": menus,
            "icon_sizes": icon_sizes,
        }
        target.write_text(json.dumps(report, ensure_ascii=False), encoding="utf-8")
        picture = os.environ.get("KOUTCHINA_STARTUP_PROBE_PICTURE")
        if picture:
            window.grab().save(picture)
        if os.environ.get("KOUTCHINA_STARTUP_PROBE_QUIT") == "1" and app is not None:
            app.quit()

    def exec_with_probe(*_self: object) -> int:
        # QApplication.exec is static: called on the instance, drop the instance.
        QTimer.singleShot(0, report_when_idle)
        return int(original_exec())

    QApplication.exec = exec_with_probe  # type: ignore[method-assign]


def _write_memory(target: Path) -> None:
    fields = {}
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = value.split()[0]
    except OSError:
        return
    target.write_text(
        "".join(f"{key} {value}\n" for key, value in sorted(fields.items())), encoding="ascii"
    )


def run() -> int:
    # The window's bot worker: bot_process.worker_command() starts the frozen program so.
    from koutchina.app.bot_process import BOT_WORKER_FLAG

    if sys.argv[1:] == [BOT_WORKER_FLAG]:
        from koutchina.bots.worker import main as bot_worker

        bot_worker()
        return 0
    if Path(sys.argv[0]).name == CLI_NAME:
        from koutchina.cli.main import main as cli_main

        return cli_main()
    startup_probe = os.environ.get("KOUTCHINA_STARTUP_PROBE")
    memory_probe = os.environ.get("KOUTCHINA_MEMORY_PROBE")
    if startup_probe:
        _arm_startup_probe(Path(startup_probe))

    from koutchina.app.main import main

    status = main()
    if memory_probe:
        _write_memory(Path(memory_probe))
    return status


if __name__ == "__main__":
    sys.exit(run())
