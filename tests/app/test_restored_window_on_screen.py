"""A window restored at the next start lands with its whole title bar on the screen: on a
1280x720 screen under Openbox the main window came back with its frame at y=-20, its title bar
above the screen, and could not be dragged (Qt's restoreGeometry places the window's inside and
keeps only part of it on a screen). Nor is it larger than the screen, wherever it was saved."""

from __future__ import annotations

import base64
import struct

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QMoveEvent
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.main_window import MainWindow
from koutchina.app.screen_fit import FRAME_ROOM, FitsScreen
from koutchina.app.screens import screen_of
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
    available = screen_of(window).availableGeometry()
    outer = window.geometry().marginsAdded(frame)
    assert available.contains(outer), (outer, available)


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_a_restored_window_keeps_its_title_bar_on_the_screen(qtbot, case: str) -> None:
    inner, frame, screen_width, screen = CASES[case]
    widget = QWidget()
    qtbot.addWidget(widget)
    screen_width = screen_width or screen_of(widget).geometry().width()
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


class Framed(FitsScreen, QWidget):
    """A window whose frame, as Qt reports it, is the window manager's: none until ``frame``
    is set (the window manager framed it)."""

    frame = QMargins()

    def frameGeometry(self) -> QRect:
        return self.geometry().marginsAdded(self.frame)


def _framed_by_the_window_manager(window: Framed, frame: QMargins) -> None:
    """The window manager frames the window where it is; Qt hears of it as a move."""
    window.frame = frame
    QApplication.sendEvent(window, QMoveEvent(window.pos(), window.pos()))


def _places_that_fit(available: QRect) -> dict[str, QRect]:
    """Insides that lie, with Openbox's frame around them, on the available space."""
    return {
        # where Openbox put the main window's first start on 1280x720 (its inside at (8,31))
        "first start's place": QRect(available.left() + 8, available.top() + 31,
                                     available.width() - 16, available.height() - 48),
        # its frame at the screen's top left corner
        "in the corner": QRect(available.topLeft() + QPoint(1, 20), QSize(900, 500)),
        # its frame filling the screen
        "as large as the screen": available.marginsRemoved(OPENBOX),
        "small, in the middle": QRect(available.center(), QSize(400, 300)),
    }


@pytest.mark.parametrize("place", ["first start's place", "in the corner",
                                   "as large as the screen", "small, in the middle"])
def test_a_restored_window_comes_back_where_and_as_large_as_it_was(
        qtbot, qapp: QApplication, place: str) -> None:
    """On a 1280x720 screen under Openbox the main window left at 1264x672 came back at
    1263x652 and stayed so: room was kept below and right of it for a frame counted twice."""
    screen = qapp.primaryScreen()
    inner = _places_that_fit(screen.availableGeometry())[place]
    window = Framed()
    qtbot.addWidget(window)
    assert restore_geometry(window, saved(inner, OPENBOX, screen.geometry().width()))
    assert window.geometry() == inner  # before it shows: the place given to the window manager
    window.show()
    assert window.geometry() == inner
    _framed_by_the_window_manager(window, OPENBOX)
    assert window.geometry() == inner


def test_the_main_window_comes_back_where_and_as_large_as_it_was(
        qtbot, qapp: QApplication) -> None:
    screen = qapp.primaryScreen()
    inner = _places_that_fit(screen.availableGeometry())["first start's place"]
    settings = Settings(bot_pause_ms=0, sound_on=False,
                        window=saved(inner, OPENBOX, screen.geometry().width()))
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    window.show()
    qapp.processEvents()
    assert window.geometry() == inner


@pytest.mark.parametrize("saved_width", [SAME, 3840], ids=["same width", "4K"])
def test_a_window_larger_than_the_screen_takes_it_all_with_its_frame(
        qtbot, qapp: QApplication, saved_width: int) -> None:
    """Too large for this screen (saved on a larger one), the window is made as large as the
    available space holds with the frame it had, no smaller: not less room for a frame
    guessed, when the one it will get is known."""
    screen = qapp.primaryScreen()
    available = screen.availableGeometry()
    window = Framed()
    qtbot.addWidget(window)
    inner = QRect(available.topLeft() + QPoint(200, 100), available.size() * 2)
    assert restore_geometry(window, saved(inner, OPENBOX,
                                          saved_width or screen.geometry().width()))
    window.show()
    _framed_by_the_window_manager(window, OPENBOX)
    assert window.geometry() == available.marginsRemoved(OPENBOX)


def test_a_restored_window_framed_taller_than_saved_fits_with_its_frame(
        qtbot, qapp: QApplication) -> None:
    """Restored where it was, with room for the frame it had, the window gets a taller one
    (the desktop's theme changed): it is fitted again with the one it has, and no more."""
    screen = qapp.primaryScreen()
    available = screen.availableGeometry()
    window = Framed()
    qtbot.addWidget(window)
    assert restore_geometry(window, saved(available.marginsRemoved(OPENBOX), OPENBOX,
                                          screen.geometry().width()))
    window.show()
    _framed_by_the_window_manager(window, QMargins(1, 60, 1, 5))
    assert window.frameGeometry() == available
