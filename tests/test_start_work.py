"""Work the program skips at start because nothing in it needs it (docs/performance.md)."""

from __future__ import annotations

import os
import subprocess
import sys

PLUGINS = """
import os
import koutchina.engine
from pydantic.plugin._loader import get_plugins
print(os.environ["PYDANTIC_DISABLE_PLUGINS"], len(tuple(get_plugins())))
"""


def _run(code: str, **env: str) -> str:
    environment = {key: value for key, value in os.environ.items()
                   if key != "PYDANTIC_DISABLE_PLUGINS"}
    environment.update(env)
    done = subprocess.run([sys.executable, "-c", code], env=environment, check=True,
                          capture_output=True, text=True, timeout=120)
    return done.stdout.strip()


def test_pydantic_does_not_search_the_installed_packages_for_plugins() -> None:
    assert _run(PLUGINS) == "__all__ 0"


def test_a_person_who_sets_pydantic_plugins_keeps_their_value() -> None:
    assert _run(PLUGINS, PYDANTIC_DISABLE_PLUGINS="some-plugin").startswith("some-plugin ")


# Whether PySide made a class's Python type (and every enum of it) yet: PySide 6.7 and later
# make each on first use, so a class the start does not use is absent from its module.
PAINTED = """
import os
import sys
from PySide6 import QtGui, QtWidgets
lazy = "QWizard" not in vars(QtWidgets)
from PySide6.QtWidgets import QApplication
from koutchina.app.main_window import MainWindow
from koutchina.storage.settings import Settings
app = QApplication([])
window = MainWindow(Settings(sound_on=False), autosave=False)
window.show()
window.repaint()
app.processEvents()
made = [name for name in ("QAccessible", "QWizard", "QFileDialog")
        if name in vars(QtGui) or name in vars(QtWidgets)]
print((" ".join(made) or "none") if lazy else "eager")
loaded = [name for name in ("koutchina.app.table.accessibility", "koutchina.coach.hint",
                            "koutchina.coach.review", "koutchina.bots.search",
                            "koutchina.bots.appraisal")
          if name in sys.modules]
print(" ".join(loaded) or "none")
sys.stdout.flush()  # os._exit drops what a pipe still buffers
os._exit(0)
"""


def test_the_start_builds_neither_the_screen_readers_classes_nor_every_widget_class() -> None:
    """QAccessible's enums wait for the first announcement; the table's viewport, made in
    Python, spares PySide a search through every QWidget subclass (docs/performance.md)."""
    made = _run(PAINTED, QT_QPA_PLATFORM="offscreen").splitlines()[0]
    assert made == "none"  # "eager": a PySide6 that makes every class at import


def test_the_start_loads_neither_the_coachs_search_nor_the_screen_readers_stand_ins() -> None:
    """Loaded when a hint or a review is first asked for, and once the window is on the
    screen (docs/performance.md)."""
    assert _run(PAINTED, QT_QPA_PLATFORM="offscreen").splitlines()[1] == "none"


LATER = """
import os
import sys
import time
from PySide6 import QtGui
from PySide6.QtWidgets import QApplication, QWidget
from koutchina.app.main_window import MainWindow
from koutchina.storage.settings import Settings
app = QApplication([])
window = MainWindow(Settings(sound_on=False), autosave=False)
window.show()
window.repaint()
app.processEvents()
painted = time.monotonic()
while time.monotonic() < painted + 30 and not (
        "QAccessible" in vars(QtGui) and window.table.findChild(QWidget, "hand_list")):
    app.processEvents()
    time.sleep(0.01)
print("QAccessible" in vars(QtGui), "koutchina.app.table.accessibility" in sys.modules,
      window.table.findChild(QWidget, "hand_list") is not None, window.table.isVisible())
sys.stdout.flush()  # os._exit drops what a pipe still buffers
os._exit(0)
"""


def test_what_the_start_skips_for_the_screen_reader_is_made_soon_after_the_paint() -> None:
    """Once the window is on the screen, while the start screen waits for a choice: the
    table's stand-ins and QAccessible's classes, so that neither the first match nor its first
    sentence waits for them (the table is still hidden)."""
    assert _run(LATER, QT_QPA_PLATFORM="offscreen") == "True True True False"
