"""A window restored at the next start lands with its whole title bar on the screen: on a
1280x720 screen under Openbox the main window came back with its frame at y=-20, its title bar
above the screen, and could not be dragged (Qt's restoreGeometry places the window's inside and
keeps only part of it on a screen). Nor is it larger than the screen, wherever it was saved."""

from __future__ import annotations

import base64
import struct

import pytest
from PySide6.QtCore import QMargins, QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.main_window import MainWindow
from koutchina.app.screen_fit import FRAME_ROOM
from koutchina.app.window_places import restore_geometry
from koutchina.storage.settings import Settings, WindowGeometry


def saved(inner: QRect, frame: QMargins, screen_width: int, screen: int = 0,
          maximized: bool = False) -> WindowGeometry:
    """What QWidget.saveGeometry (format 3.0) writes for a window whose inside was ``inner``
    (its normal place when ``maximized``) and whose window manager framed it with ``frame``."""
    outer = inner.marginsAdded(frame)

    def edges(rect: QRect) -> tuple[int, int, int, int]:
        return rect.left(), rect.top(), rect.right(), rect.bottom()

    blob = struct.pack(">IHH4i4iiBBi4i", 0x1D9D0CB, 3, 0, *edges(outer), *edges(inner),
                       screen, int(maximized), 0, screen_width, *edges(inner))
    return WindowGeometry(x=inner.x(), y=inner.y(), width=inner.width(), height=inner.height(),
                          maximized=maximized, qt_state=base64.b64encode(blob).decode("ascii"))


OPENBOX = QMargins(1, 20, 1, 5)  # the frame Openbox draws (its title bar 20 px high)
SAME = 0  # saved on a screen as wide as this one (Qt restores the blob), else that width

CASES = {
    # the defect: saved with the frame's top at y=-20 (the inside at the screen's top)
    "title bar above the screen": (QRect(0, 0, 1263, 650), OPENBOX, SAME, 0),
    # the same on a screen of another width, where Qt gives up on its blob
    "title bar above a narrower screen": (QRect(0, 0, 1263, 650), OPENBOX, 1280, 0),
    # wider and taller than the screen, saved on one of the same width
    "larger than the screen": (QRect(-40, -60, 4000, 3000), OPENBOX, SAME, 0),
    # saved on a 4K screen, larger than this one
    "larger screen": (QRect(200, 100, 3400, 2000), OPENBOX, 3840, 0),
    # saved on a second screen, right of this one, now gone
    "another screen": (QRect(2500, -300, 1200, 700), OPENBOX, SAME, 1),
    # saved before any frame was known: room for one kept above it
    "frame not known": (QRect(0, 0, 1000, 600), QMargins(), SAME, 0),
}


def _frame_within(window: QWidget, frame: QMargins) -> None:
    """The frame the window manager will draw around the window's inside lies on the
    screen's available space: its title bar can be seen and dragged."""
    available = window.screen().availableGeometry()
    outer = window.geometry().marginsAdded(frame)
    assert available.contains(outer), (outer, available)


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_restored_window_keeps_its_title_bar_on_the_screen(qtbot, case: str) -> None:
    inner, frame, screen_width, screen = CASES[case]
    widget = QWidget()
    qtbot.addWidget(widget)
    screen_width = screen_width or widget.screen().geometry().width()
    assert restore_geometry(widget, saved(inner, frame, screen_width, screen))
    _frame_within(widget, frame if not frame.isNull() else FRAME_ROOM)


def test_the_main_window_comes_back_with_its_title_bar_on_the_screen(
        qtbot, qapp: QApplication) -> None:
    available = qapp.primaryScreen().availableGeometry()
    # as tall as the screen: the fit when it shows moved it, its inside to the screen's top
    inner, frame, screen = QRect(0, 0, 1263, available.height() - 30), OPENBOX, 0
    screen_width = qapp.primaryScreen().geometry().width()
    settings = Settings(bot_pause_ms=0, sound_on=False,
                        window=saved(inner, frame, screen_width, screen))
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    _frame_within(window, frame)  # before it shows: the place given to the window manager
    window.show()
    qapp.processEvents()
    assert available.contains(window.frameGeometry())
    # the window manager's frame, still above the window's inside, is on the screen
    assert window.geometry().top() - frame.top() >= available.top(), window.geometry()


@pytest.mark.parametrize("saved_width", [SAME, 1280, 3840], ids=["same width", "1280", "4K"])
def test_a_window_left_maximized_comes_back_maximized_on_any_screen(
        qtbot, qapp: QApplication, saved_width: int) -> None:
    """Left maximized on a screen of another width (a 4K monitor, a laptop's 1280 px) and
    started again on this 1080p one, the window comes back maximized, as the person left it,
    not as a normal window at its old size (Qt gives up on its own record when the screen's
    width differs); un-maximized, it is the normal window it was, on the screen."""
    screen_width = saved_width or qapp.primaryScreen().geometry().width()
    widget = QWidget()
    qtbot.addWidget(widget)
    assert restore_geometry(widget, saved(QRect(100, 100, 600, 400), OPENBOX, screen_width,
                                          maximized=True))
    widget.show()
    qapp.processEvents()
    assert widget.isMaximized()
    widget.showNormal()
    qapp.processEvents()
    assert widget.geometry().size() == QSize(600, 400)
    _frame_within(widget, OPENBOX)
