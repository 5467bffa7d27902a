"""Replay's step and play icons drawn light, to read on the dark button face of the felt (the
style's own are dark: on such a face they read as nothing); grey on a button that cannot be
used."""

from __future__ import annotations

from enum import Enum
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QPolygonF

SIZE = 64  # drawn this large, shown at the buttons' icon size
LIGHT, GREY = "#ffffff", "#9a9f9c"


class Media(Enum):
    FIRST = "first"
    BACK = "back"
    PLAY = "play"
    PAUSE = "pause"
    FORWARD = "forward"
    LAST = "last"


def _triangle(left: float, right: float) -> QPolygonF:
    """A triangle pointing right (``right`` > ``left``) or left, across the icon's middle."""
    return QPolygonF([QPointF(left, 8), QPointF(left, 56), QPointF(right, 32)])


# each icon as triangles (from, to) and bars (x, width), drawn pointing right; the backward
# ones are the forward ones mirrored
_SHAPES: dict[Media, tuple[tuple[tuple[float, float], ...], tuple[tuple[float, float], ...]]] = {
    Media.PLAY: (((14, 56),), ()),
    Media.PAUSE: ((), ((14, 13), (37, 13))),
    Media.FORWARD: (((4, 32), (32, 60)), ()),
    Media.LAST: (((4, 28), (26, 50)), ((50, 9),)),
}
_MIRRORED = {Media.BACK: Media.FORWARD, Media.FIRST: Media.LAST}


def _pixmap(media: Media, colour: str) -> QPixmap:
    pixmap = QPixmap(SIZE, SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    shape = _MIRRORED.get(media, media)
    if shape is not media:  # drawn mirrored: pointing left
        painter.translate(SIZE, 0)
        painter.scale(-1, 1)
    triangles, bars = _SHAPES[shape]
    for left, right in triangles:
        painter.drawPolygon(_triangle(left, right))
    for x, width in bars:
        painter.drawRect(QRectF(x, 8, width, 48))
    painter.end()
    return pixmap


@cache
def media_icon(media: Media) -> QIcon:
    """``media``'s icon: light, grey when its button cannot be used."""
    icon = QIcon()
    icon.addPixmap(_pixmap(media, LIGHT), QIcon.Mode.Normal)
    icon.addPixmap(_pixmap(media, GREY), QIcon.Mode.Disabled)
    return icon
