"""Probe run in a process of its own with two screens side by side (test_screen_of): which
screen screen_of names for windows Qt would place on the second one, and where History opens
from a main window on it. Prints one JSON line."""

from __future__ import annotations

import json
import os
import sys
import tempfile

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget

folder = tempfile.mkdtemp()
for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[name] = folder

app = QApplication(sys.argv)

from koutchina.app.main_window import MainWindow  # noqa: E402 - after the application
from koutchina.app.screens import screen_of  # noqa: E402
from koutchina.storage.settings import Settings  # noqa: E402


def name_of(widget: QWidget) -> str | None:
    screen = screen_of(widget)
    return screen.name() if screen is not None else None


window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=False)
window.show()
app.processEvents()
window.setGeometry(QRect(2000, 50, 1000, 600))  # on the small screen, right of the big one
app.processEvents()
dialog = QDialog(window)  # not shown yet: on its parent's screen
facts = {"main": name_of(window), "dialog not shown": name_of(dialog)}
window.setGeometry(QRect(2000, 450, 1000, 700))  # its middle below the small screen's bottom
app.processEvents()
facts["main hanging off"] = name_of(window)
history = window.open_history()
for _ in range(20):
    app.processEvents()
centre = QGuiApplication.screenAt(history.frameGeometry().center())
facts["history"] = centre.name() if centre is not None else None
print(json.dumps(facts))
