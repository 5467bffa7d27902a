"""The screen a window is on, asked without ``QWidget.screen()``.

PySide6 (6.11) makes the QScreen's Python wrapper a child of the widget or window that asks
for it with ``screen()``. A child wrapper is handed to Python when its parent's wrapper goes,
and a QScreen owned by Python is deleted with its wrapper: a top-level window dropped by
Python took the screen with it, and Qt crashed at the screen's next use (the test suite's
segmentation faults in ``QGuiApplication::screenAt``, after three History windows had
come and gone). ``QGuiApplication``'s own functions hand the wrapper out without a parent."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen under the middle of ``widget``'s window, else the primary screen (a window
    not placed yet, or off every screen); None only without any screen."""
    window = widget.window()
    return (QGuiApplication.screenAt(window.geometry().center())
            or QGuiApplication.primaryScreen())


__all__ = ["screen_of"]
