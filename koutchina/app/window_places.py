"""Where the main window and the History window were: saved in the settings at quit and
given back at the next start (Qt's own geometry blob, as base64 text)."""

from __future__ import annotations

import base64
import binascii
import logging

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QWidget

from ..storage.settings import WindowGeometry
from .screen_fit import fit_on_screen

log = logging.getLogger(__name__)


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


def restore_geometry(widget: QWidget, geometry: WindowGeometry | None) -> bool:
    """Put the window back where it was; False (and the window untouched) when nothing
    usable was saved. Qt keeps a restored window on a screen that still exists."""
    if geometry is None:
        return False
    if geometry.qt_state:
        try:
            blob = base64.b64decode(geometry.qt_state.encode("ascii"), validate=True)
        except (binascii.Error, ValueError, UnicodeEncodeError):
            log.warning("saved window geometry is not base64: ignored")
        else:
            if widget.restoreGeometry(QByteArray(blob)):
                return True
    widget.resize(geometry.width, geometry.height)
    if geometry.x is not None and geometry.y is not None:
        widget.move(geometry.x, geometry.y)
    fit_on_screen(widget)  # saved on a larger screen, perhaps
    return True
