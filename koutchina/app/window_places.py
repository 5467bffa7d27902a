"""Where the main window and the History window were: saved in the settings at quit and
given back at the next start (Qt's own geometry blob, as base64 text)."""

from __future__ import annotations

import base64
import binascii
import logging
import struct

from PySide6.QtCore import QByteArray, QMargins, QRect, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

from ..storage.settings import WindowGeometry
from .screen_fit import FRAME_ROOM, fit_on_screen

log = logging.getLogger(__name__)

_BLOB_HEAD = struct.Struct(">IHH4i4i")  # magic, version, the frame's and the inner edges


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


def saved_frame(blob: bytes) -> QMargins:
    """The frame the window manager had drawn around the window when ``blob`` was saved
    (QWidget.saveGeometry: the frame's edges, then the inner ones); ``FRAME_ROOM`` where it
    was not known (a window saved before its window manager framed it, or without one)."""
    try:
        _magic, _major, _minor, *edges = _BLOB_HEAD.unpack_from(blob)
    except struct.error:
        return QMargins(FRAME_ROOM)
    left, top, right, bottom, in_left, in_top, in_right, in_bottom = edges
    frame = QMargins(in_left - left, in_top - top, right - in_right, bottom - in_bottom)
    if min(frame.left(), frame.top(), frame.right(), frame.bottom()) < 0 or frame.isNull():
        return QMargins(FRAME_ROOM)  # no frame known: room for one
    return frame


def _screen_of(widget: QWidget, inner: QRect) -> QScreen | None:
    """The screen the restored window is on: the one under its middle, else the one Qt
    gave it, else the primary screen (the saved one may be gone)."""
    return (QGuiApplication.screenAt(inner.center()) or widget.screen()
            or QGuiApplication.primaryScreen())


def keep_title_bar_on_screen(widget: QWidget, frame: QMargins) -> None:
    """Place a restored (not maximized) window so that its frame, title bar included, lies
    on its screen's available space: no larger than that space, moved onto it where it
    reached past an edge. ``restoreGeometry`` places the window's inside, and keeps only some
    of it on a screen; its title bar could end above the screen's top (the frame at y=-20)
    and the window could not be dragged."""
    if widget.windowState() & (Qt.WindowState.WindowMaximized
                               | Qt.WindowState.WindowFullScreen):
        return
    inner = widget.geometry()
    screen = _screen_of(widget, inner)
    if screen is None:
        return
    # where the window's inside may lie: its frame on the screen, and room below and right of
    # it for the frame fit_on_screen allows when the window shows, its frame not known yet
    # (it would take the window's place for its frame's and move it: on X11 that puts the
    # window's inside, not its frame, at the screen's edge, the title bar above it)
    room = screen.availableGeometry().marginsRemoved(QMargins(
        frame.left(), frame.top(), max(frame.right(), FRAME_ROOM.left() + FRAME_ROOM.right()),
        max(frame.bottom(), FRAME_ROOM.top() + FRAME_ROOM.bottom())))
    width = max(widget.minimumWidth(), min(inner.width(), room.width()))
    height = max(widget.minimumHeight(), min(inner.height(), room.height()))
    left = max(room.left(), min(inner.left(), room.left() + room.width() - width))
    top = max(room.top(), min(inner.top(), room.top() + room.height() - height))
    placed = QRect(left, top, width, height)
    if placed != inner:
        widget.setGeometry(placed)


def restore_geometry(widget: QWidget, geometry: WindowGeometry | None) -> bool:
    """Put the window back where it was, its title bar on a screen; False (and the window
    untouched) when nothing usable was saved."""
    if geometry is None:
        return False
    if geometry.qt_state:
        try:
            blob = base64.b64decode(geometry.qt_state.encode("ascii"), validate=True)
        except (binascii.Error, ValueError, UnicodeEncodeError):
            log.warning("saved window geometry is not base64: ignored")
        else:
            if widget.restoreGeometry(QByteArray(blob)):
                keep_title_bar_on_screen(widget, saved_frame(blob))
                return True
    # Qt gives up on a blob saved on a screen of another width: the place saved beside it
    if geometry.x is None or geometry.y is None:
        widget.resize(geometry.width, geometry.height)
        fit_on_screen(widget)  # saved on a larger screen, perhaps
    else:
        widget.setGeometry(geometry.x, geometry.y, geometry.width, geometry.height)
        keep_title_bar_on_screen(widget, QMargins(FRAME_ROOM))
    if geometry.maximized:  # as the person left it; the place above is its normal one
        widget.setWindowState(widget.windowState() | Qt.WindowState.WindowMaximized)
    return True
