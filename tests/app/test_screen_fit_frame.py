"""The room left for a window's frame before the window manager draws it (FRAME_ROOM: a 40 px
title bar) suits most desktops (Openbox draws 20 px, GNOME about 37, Windows 31); a taller
title bar (Openbox with a 26-point title font: 49 px) pushed the bottom of a window opened
at the screen's height off a 1280x720 screen, the main window's status bar included. Once the
window manager has framed the window, it is fitted again with its real frame (real-desktop
pass)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.main_window import MainWindow
from koutchina.app.screen_fit import FRAME_ROOM, FitsScreen, _frame_margins
from koutchina.app.screens import screen_of
from koutchina.storage.settings import Settings


class Framed(FitsScreen, QWidget):
    """A window whose frame, as Qt reports it, is the window manager's: none known at first,
    then ``frame`` once the window manager has framed it."""

    frame = QMargins()

    def frameGeometry(self) -> QRect:
        return self.geometry().marginsAdded(self.frame)


class FramedMainWindow(MainWindow):
    """The main window, framed the same way (it opened 7 px too tall for the screen)."""

    frame = QMargins()

    def frameGeometry(self) -> QRect:
        return self.geometry().marginsAdded(self.frame)


WINDOWS: list[Callable[[], QWidget]] = [
    Framed, lambda: FramedMainWindow(Settings(sound_on=False), autosave=False)]


@pytest.mark.parametrize("make", WINDOWS, ids=["window", "main window"])
def test_a_window_fits_again_once_a_tall_title_bar_is_known(
        qtbot, qapp: QApplication, make: Callable[[], Framed]) -> None:
    window = make()
    qtbot.addWidget(window)
    available = screen_of(window).availableGeometry()
    window.resize(1000, available.height() * 2)
    window.show()
    assert window.height() == available.height() - FRAME_ROOM.top() - FRAME_ROOM.bottom()

    window.frame = QMargins(1, 60, 1, 5)  # the window manager framed it: a 60 px title bar
    window.move(window.pos() + QPoint(0, 1))  # and placed it (Qt hears of both as a move)
    assert window.frameGeometry().height() <= available.height()
    assert window.height() == available.height() - 60 - FRAME_ROOM.bottom()

    # only that once: the person may then make it taller and move it as they like
    window.resize(1000, available.height())
    window.move(window.pos() + QPoint(0, 1))
    assert window.height() == available.height()


def test_a_frame_within_the_room_left_changes_nothing(qtbot, qapp: QApplication) -> None:
    window = Framed()
    qtbot.addWidget(window)
    available = screen_of(window).availableGeometry()
    window.resize(400, available.height() * 2)
    window.show()
    fitted = window.height()
    window.frame = QMargins(1, 20, 1, 5)  # Openbox's usual frame
    window.move(window.pos() + QPoint(0, 1))
    assert window.height() == fitted


def test_a_window_not_restored_keeps_room_for_a_frame(qtbot) -> None:
    """A window whose frame is not known yet (a first start, a dialog) has room for one, and
    keeps it once framed with a thinner one (as offscreen Qt frames every window: 2 px)."""
    window = Framed()
    qtbot.addWidget(window)
    assert _frame_margins(window) == FRAME_ROOM
    window.frame = QMargins(2, 2, 2, 2)
    assert _frame_margins(window) == FRAME_ROOM


def test_a_restored_window_framed_where_it_lay_fits_again_without_a_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Saved on a 4K screen at twice the scale, its frame half as tall, the main window came
    back at a small screen's top: the window manager framed it where it lay, Qt heard of no
    move, and its title bar stayed half above the screen (a player's review)."""
    from koutchina.app.screen_fit import expect_frame

    window = Framed()
    qtbot.addWidget(window)
    available = screen_of(window).availableGeometry()
    expect_frame(window, QMargins(1, 10, 1, 3))  # the frame it was saved with
    window.setGeometry(QRect(available.left() + 40, available.top() + 10, 800,
                             available.height() - 13))
    window.show()
    window.frame = QMargins(1, 20, 1, 5)  # framed, the inside left where it was: no move
    qtbot.waitUntil(lambda: window.frameGeometry().top() >= available.top(), timeout=2000)
    assert available.contains(window.frameGeometry())
    assert window.height() == available.height() - 25
