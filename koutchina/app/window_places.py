"""Where the main window and the History window were: saved in the settings at quit and
given back at the next start (Qt's own geometry blob, as base64 text)."""

from __future__ import annotations

import base64
import binascii
import logging
import struct
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from ..storage.settings import WindowGeometry
from .screen_fit import FRAME_ROOM, expect_frame, fit_on_screen, margins_between
from .screens import screen_of
from .text_scale import current_text_scale

log = logging.getLogger(__name__)

# magic, version, the frame's edges, the inside's (its normal place), the screen's number,
# maximized, full screen
_BLOB_HEAD = struct.Struct(">IHH4i4iiBB")


class SavedPlace(NamedTuple):
    """What QWidget.saveGeometry's blob tells of the window when it was saved."""

    frame: QRect  # its frame's place (around the whole screen when maximized)
    inside: QRect  # its inside's (its normal place when maximized)
    maximized: bool  # or full screen


def geometry_of(widget: QWidget) -> WindowGeometry:
    """The window's place and size now (its normal size when maximized)."""
    normal = widget.normalGeometry() if widget.isMaximized() else widget.geometry()
    blob = bytes(widget.saveGeometry().data())
    return WindowGeometry(
        x=normal.x(), y=normal.y(),
        width=max(200, normal.width()), height=max(150, normal.height()),
        maximized=widget.isMaximized(),
        qt_state=base64.b64encode(blob).decode("ascii"),
    )


def saved_place(blob: bytes) -> SavedPlace | None:
    """The window's place as saved in ``blob``; None when it is too short to tell."""
    try:
        _magic, _major, _minor, *edges, _screen, maximized, full = _BLOB_HEAD.unpack_from(blob)
    except struct.error:
        return None
    left, top, right, bottom, in_left, in_top, in_right, in_bottom = edges
    return SavedPlace(QRect(QPoint(left, top), QPoint(right, bottom)),
                      QRect(QPoint(in_left, in_top), QPoint(in_right, in_bottom)),
                      bool(maximized or full))


def saved_frame(blob: bytes) -> QMargins:
    """The frame the window manager had drawn around the window when ``blob`` was saved;
    ``FRAME_ROOM`` where it was not known: a window saved before its window manager framed
    it, or without one, or maximized (its frame then is the maximized one, its inside the
    normal one)."""
    place = saved_place(blob)
    if place is None or place.maximized:
        return QMargins(FRAME_ROOM)
    frame = margins_between(place.frame, place.inside)
    if min(frame.left(), frame.top(), frame.right(), frame.bottom()) < 0 or frame.isNull():
        return QMargins(FRAME_ROOM)  # no frame known: room for one
    return frame


def _screen_of(widget: QWidget, inner: QRect) -> QScreen | None:
    """The screen the restored window is on: the one under its middle, else the one it is
    on now (screens.screen_of: else the primary screen; the saved one may be gone)."""
    return QGuiApplication.screenAt(inner.center()) or screen_of(widget)


def place_restored(widget: QWidget, frame: QMargins, inner: QRect,
                   screen: QScreen | None = None) -> None:
    """Place a restored (not maximized) window's inside at ``inner``, where it was, if that
    leaves its frame, title bar included, on its screen's available space; else no larger
    than that space holds with its frame, moved onto it where it reached past an edge. The
    window then fits, until framed, with room for that frame (expect_frame).

    ``restoreGeometry`` alone does not do: it keeps only part of a window on a screen (its
    title bar could end above the screen's top and the window could not be dragged), and
    moves the inside of one at the screen's top lower by the frame's top and bottom."""
    if widget.windowState() & (Qt.WindowState.WindowMaximized
                               | Qt.WindowState.WindowFullScreen):
        return
    screen = screen or _screen_of(widget, inner)
    if screen is None:
        return
    room = screen.availableGeometry().marginsRemoved(frame)  # where the inside may lie
    width = max(widget.minimumWidth(), min(inner.width(), room.width()))
    height = max(widget.minimumHeight(), min(inner.height(), room.height()))
    left = max(room.left(), min(inner.left(), room.left() + room.width() - width))
    top = max(room.top(), min(inner.top(), room.top() + room.height() - height))
    expect_frame(widget, frame)
    widget.setGeometry(QRect(left, top, width, height))


# History, a Replay, Statistics, the Rules: windows of their own, sized and maximised as the
# person likes, but of the dialog's type, the one a window manager keeps above its transient
# parent (X11 ties a plain window to none: WM_TRANSIENT_FOR is written for dialogs only)
SIDE_WINDOW = (Qt.WindowType.Dialog | Qt.WindowType.WindowMinMaxButtonsHint
               | Qt.WindowType.WindowCloseButtonHint)


def keep_above(window: QWidget, owner: QWidget) -> None:
    """Keep ``window``, a window of its own (a ``SIDE_WINDOW``), above ``owner``'s window, as
    the window manager keeps a dialog above its window: a click on the maximised main window
    put them behind it, with nothing to show they were still open (a player's review). A
    transient parent, not a Qt parent: that would dress it with the main window's style sheet
    and end it with the main window's widgets. Before the window is first shown: X11 is told
    its transient parent when it is mapped, not later (the Rules window, shown by its own
    code first, fell behind the table)."""
    window.winId()  # its native window, made now where it is not yet
    handle, over = window.windowHandle(), owner.window().windowHandle()
    if handle is not None and over is not None and handle.transientParent() is not over:
        handle.setTransientParent(over)


def centre_over(widget: QWidget, owner: QWidget) -> None:
    """Place a window opened for the first time (no place saved for it) centred over
    ``owner``'s window, on its screen: no larger than that screen's available space holds with
    room for a frame (as fit_on_screen fits it), and moved onto that space where centring
    would put part of it off. Both windows' frames alike, centring their insides centres
    their frames. Left to the window manager, it opened at the screen's top left corner,
    over the main window's menu."""
    over = owner.window()
    screen = screen_of(over)  # the one under its middle, else the nearest, else the primary
    if screen is None:
        return
    widget.setScreen(screen)
    room = screen.availableGeometry().marginsRemoved(FRAME_ROOM)
    inner = QRect(QPoint(0, 0), widget.size().boundedTo(room.size()))
    inner.moveCenter(over.geometry().center())
    place_restored(widget, QMargins(FRAME_ROOM), inner, screen)  # the owner's, not the middle's


# The share of its screen's available room (each way) a window takes when first opened, where
# that is more than its own size times the size of texts: the main window opened at 1280x760
# (twice that at 200 % texts) on any screen, a third of a 4K screen's width with texts made
# larger, its start page without its games' pictures for lack of room (a player's report)
MAIN_WINDOW_SHARE = 0.85
HISTORY_SHARE = 0.6  # over the main window, which it leaves in view around it


def first_size(widget: QWidget, share: float, on: QWidget | None = None) -> None:
    """Size a window opened for the first time (no place saved for it): its own size times the
    size of texts, or ``share`` of the room its screen's available space leaves for a frame
    where that is larger (a large screen), never larger than that room. ``on``: the window
    whose screen it opens on (itself where None)."""
    screen = screen_of(on if on is not None else widget)
    k = current_text_scale()
    wanted = QSize(round(widget.width() * k), round(widget.height() * k))
    if screen is not None:
        room = screen.availableGeometry().marginsRemoved(FRAME_ROOM).size()
        wanted = wanted.expandedTo(QSize(round(room.width() * share),
                                         round(room.height() * share))).boundedTo(room)
    widget.resize(wanted)


def centre_on_screen(widget: QWidget) -> None:
    """Place a window opened for the first time in the middle of its screen's available
    space, with room for a frame (FRAME_ROOM): move() places its frame, whatever the window
    manager draws, and the window is fitted then as one the program placed (FitsScreen)."""
    screen = screen_of(widget)
    if screen is None:
        return
    frame = QRect(QPoint(0, 0), widget.size().grownBy(FRAME_ROOM))
    frame.moveCenter(screen.availableGeometry().center())
    widget.move(frame.topLeft())


def _decoded(qt_state: str) -> bytes | None:
    """Qt's geometry blob saved as base64 text; None (and a warning) if it is not that."""
    try:
        return base64.b64decode(qt_state.encode("ascii"), validate=True)
    except (binascii.Error, ValueError, UnicodeEncodeError):
        log.warning("saved window geometry is not base64: ignored")
        return None


def restore_geometry(widget: QWidget, geometry: WindowGeometry | None) -> bool:
    """Put the window back where it was, its title bar on a screen; False (and the window
    untouched) when nothing usable was saved."""
    if geometry is None:
        return False
    blob = _decoded(geometry.qt_state) if geometry.qt_state else None
    place = saved_place(blob) if blob is not None else None
    frame = saved_frame(blob) if blob is not None else QMargins(FRAME_ROOM)
    if blob is not None and place is not None and widget.restoreGeometry(QByteArray(blob)):
        place_restored(widget, frame, place.inside)
        return True
    # Qt gives up on a blob saved on a screen of another width: the place saved beside it
    if geometry.x is None or geometry.y is None:
        widget.resize(geometry.width, geometry.height)
        fit_on_screen(widget)  # saved on a larger screen, perhaps
    else:
        place_restored(widget, frame,
                       QRect(geometry.x, geometry.y, geometry.width, geometry.height))
    if geometry.maximized:  # as the person left it; the place above is its normal one
        widget.setWindowState(widget.windowState() | Qt.WindowState.WindowMaximized)
    return True
