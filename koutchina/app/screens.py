"""The screen a window is on, asked without ``QWidget.screen()``.

PySide6 (6.11) makes the QScreen's Python wrapper a child of the widget or window that asks
for it with ``screen()``. A child wrapper is handed to Python when its parent's wrapper goes,
and a QScreen owned by Python is deleted with its wrapper: a top-level window dropped by
Python took the screen with it, and Qt crashed at the screen's next use (the test suite's
segmentation faults in ``QGuiApplication::screenAt``, after three History windows had
come and gone). ``QGuiApplication``'s own functions hand the wrapper out without a parent."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen ``widget``'s window is on, as Qt would say where it can: a window not shown
    yet, with a parent, is on its parent's screen; else the screen under its middle, else the
    one it overlaps most (a window hanging off every screen's edge), else the primary screen.
    None only without any screen. Unlike Qt, it knows nothing of a screen chosen with
    setScreen for a window not yet moved there (``window_places.centre_over`` passes its own),
    nor where a compositor that keeps positions to itself (Wayland) shows a window: there it
    reads the screen at the window's reported place."""
    window = widget.window()
    parent = window.parentWidget()
    if not window.isVisible() and parent is not None:
        return screen_of(parent)
    frame = window.frameGeometry()
    return (QGuiApplication.screenAt(frame.center()) or _overlapping_most(frame)
            or QGuiApplication.primaryScreen())


def _overlapping_most(frame: QRect) -> QScreen | None:
    """The screen that holds the largest part of ``frame``, if any holds a part."""
    best, largest = None, 0
    for screen in QGuiApplication.screens():
        part = screen.geometry().intersected(frame)
        area = part.width() * part.height() if not part.isEmpty() else 0
        if area > largest:
            best, largest = screen, area
    return best


__all__ = ["screen_of"]
