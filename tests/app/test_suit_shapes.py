"""The suit symbols are drawn whole and round at any size: the club's three leaves were
octagons and a white notch cut its middle (its circles were joined at the symbol's own size,
where Qt's path union flattens a curve into a few straight lines, under the odd-even fill)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from koutchina.app.table.card_art import draw_suit
from koutchina.engine import Suit

SIZE = 400  # px: the size of a suit on a 4K court card's corner and larger


def _drawn(suit: Suit) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_suit(painter, suit, QPointF(SIZE / 2, SIZE / 2), SIZE, QColor("black"))
    painter.end()
    return image


def _inked(image: QImage, x: float, y: float) -> bool:
    """Whether the symbol covers the box point (x, y) (the box runs from -0.5 to 0.5)."""
    colour = image.pixelColor(round(SIZE / 2 + x * SIZE), round(SIZE / 2 + y * SIZE))
    return colour.lightness() < 60


def test_the_club_s_leaves_are_round() -> None:
    image = _drawn(Suit.CLUBS)
    for centre_x, centre_y in ((0.0, -0.24), (-0.25, 0.1), (0.25, 0.1)):
        # just inside each leaf's circle (radius 0.22), all round: an octagon cuts 8% of it
        outside = [angle for angle in range(0, 360, 5)
                   if not _inked(image, centre_x + 0.205 * math.cos(math.radians(angle)),
                                 centre_y + 0.205 * math.sin(math.radians(angle)))]
        assert outside == [], (centre_x, centre_y, outside)


def test_the_club_has_no_notch_where_its_leaves_and_stem_meet() -> None:
    image = _drawn(Suit.CLUBS)
    # the middle, and where the top leaf, a side leaf and the joint meet (a speck of paper
    # showed there once the notch was gone)
    for x, y in ((0.0, -0.05), (0.0, 0.0), (0.0, 0.08), (-0.03, 0.12), (0.03, 0.12), (0.0, 0.3),
                 (-0.07, -0.029), (0.07, -0.029)):
        assert _inked(image, x, y), (x, y)
