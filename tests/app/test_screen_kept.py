"""The screen is asked without ``QWidget.screen()``: in PySide6 that makes the QScreen's Python
wrapper a child of the widget asking, handed to Python when the widget's wrapper goes, and the
screen was then deleted with the wrapper. Three History windows come and gone in the test
suite left ``QGuiApplication::screenAt`` reading a deleted screen, a segmentation fault in the
next test (test_history_looks, test_history_opens_over_window, then test_high_contrast_controls
in one worker)."""

from __future__ import annotations

import gc
import re
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

import koutchina
from koutchina.app.screens import screen_of

PACKAGE = Path(koutchina.__file__).resolve().parent


def test_asking_the_screen_leaves_it_to_qt(qapp: QApplication) -> None:
    widget = QWidget()
    widget.show()
    screen = screen_of(widget)
    assert screen is not None and screen is QGuiApplication.primaryScreen()
    # no widget holds the screen's wrapper: nothing hands the screen to Python with it
    assert not [r for r in gc.get_referrers(screen) if isinstance(r, QWidget)]
    widget.close()
    widget.deleteLater()


def test_the_program_never_asks_a_widget_for_its_screen() -> None:
    asked = [f"{path.relative_to(PACKAGE)}:{number}"
             for path in sorted(PACKAGE.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\.screen\(\)", line) and not line.lstrip().startswith("#")
             and path.name != "screens.py"]
    assert asked == [], f"use app.screens.screen_of instead of .screen(): {asked}"
