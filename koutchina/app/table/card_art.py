"""Card faces and backs drawn with QPainter: vector shapes, crisp at any size."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from ...engine import Card, Rank, Suit
from .. import texts
from .looks import CONTRAST_SUITS, high_contrast

CARD_WIDTH = 100.0
CARD_HEIGHT = 140.0
CORNER = 8.0
# A court card across its width (card units): the corner index left of COURT_PANEL_LEFT, where
# the framed panel begins (its edge drawn from 0.7 left of it); the panel's crown, large letter
# and suit mark whole left of COURT_ART_RIGHT in either language. A card half covered by the
# next one in a row (Replay's hands) shows one or the other whole: cut in between, the letter
# read as another (a K's or D's stem as an I), or the panel's edge as a stray line.
COURT_PANEL_LEFT = 24.0
COURT_ART_RIGHT = 70.0
# A number card's pips, _PIP_SIZE wide, their centres across _PIP_AREA_LEFT and _PIP_AREA_WIDTH:
# all of them, and an ace's large one, lie between PIPS_LEFT and PIPS_RIGHT, the corner indexes
# outside (a 10's, the widest, its ink to 24.0 and from 76.0 upside down). A card half covered by
# the next one in a row (Replay's hands) shows none of its pips or all of them: cut through, half
# a heart or a piece of a spade shows at the edge, noise beside the index a player reads.
_PIP_AREA_LEFT, _PIP_AREA_WIDTH, _PIP_SIZE = 33.0, 34.0, 17.0
PIPS_LEFT = _PIP_AREA_LEFT - _PIP_SIZE / 2
PIPS_RIGHT = _PIP_AREA_LEFT + _PIP_AREA_WIDTH + _PIP_SIZE / 2
_OUTLINE, _CONTRAST_OUTLINE = 0.8, 2.5  # a face's outline, across its edge (card units)

_RED = QColor("#c8102e")
_BLACK = QColor("#1a1a1a")
_FOUR_COLOURS = {
    Suit.SPADES: QColor("#1a1a1a"),
    Suit.HEARTS: QColor("#c8102e"),
    Suit.DIAMONDS: QColor("#1f5fbf"),
    Suit.CLUBS: QColor("#1d7a34"),
}

# Pip centres as fractions of the pip area; pips below the middle are drawn upside down.
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)],
    5: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.5), (0.0, 1.0), (1.0, 1.0)],
    6: [(0.0, 0.0), (1.0, 0.0), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)],
    7: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.0, 1.0), (1.0, 1.0)],
    8: [(0.0, 0.0), (1.0, 0.0), (0.5, 0.25), (0.0, 0.5), (1.0, 0.5), (0.5, 0.75),
        (0.0, 1.0), (1.0, 1.0)],
    9: [(0.0, 0.0), (1.0, 0.0), (0.0, 1 / 3), (1.0, 1 / 3), (0.5, 0.5), (0.0, 2 / 3),
        (1.0, 2 / 3), (0.0, 1.0), (1.0, 1.0)],
    10: [(0.0, 0.0), (1.0, 0.0), (0.5, 1 / 6), (0.0, 1 / 3), (1.0, 1 / 3), (0.0, 2 / 3),
         (1.0, 2 / 3), (0.5, 5 / 6), (0.0, 1.0), (1.0, 1.0)],
}


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    if high_contrast():  # four strong colours, whatever the four-colour setting
        return QColor(CONTRAST_SUITS[suit.letter])
    if four_colour:
        return _FOUR_COLOURS[suit]
    return _RED if suit.is_red else _BLACK


@lru_cache(maxsize=4)
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's shape in a box from (-0.5, -0.5) to (0.5, 0.5)."""
    path = QPainterPath()
    if suit == Suit.DIAMONDS:
        path.moveTo(0, -0.5)
        path.quadTo(0.12, -0.2, 0.4, 0)
        path.quadTo(0.12, 0.2, 0, 0.5)
        path.quadTo(-0.12, 0.2, -0.4, 0)
        path.quadTo(-0.12, -0.2, 0, -0.5)
    elif suit == Suit.HEARTS:
        path.moveTo(0, 0.48)
        path.cubicTo(-0.2, 0.25, -0.5, 0.05, -0.48, -0.2)
        path.cubicTo(-0.46, -0.5, -0.08, -0.52, 0, -0.25)
        path.cubicTo(0.08, -0.52, 0.46, -0.5, 0.48, -0.2)
        path.cubicTo(0.5, 0.05, 0.2, 0.25, 0, 0.48)
    elif suit == Suit.SPADES:
        path.moveTo(0, -0.5)
        path.cubicTo(0.2, -0.25, 0.5, -0.08, 0.47, 0.15)
        path.cubicTo(0.45, 0.36, 0.15, 0.38, 0.04, 0.2)
        path.quadTo(0.08, 0.4, 0.2, 0.5)
        path.lineTo(-0.2, 0.5)
        path.quadTo(-0.08, 0.4, -0.04, 0.2)
        path.cubicTo(-0.15, 0.38, -0.45, 0.36, -0.47, 0.15)
        path.cubicTo(-0.5, -0.08, -0.2, -0.25, 0, -0.5)
    else:
        path = QPainterPath(_club_path())  # a copy: the caller may change it
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


_CLUB_SCALE = 1000.0  # the club is joined at this size: a path union flattens curves into
# lines of about a unit, so joined in the unit box its leaves were octagons


@lru_cache(maxsize=1)  # a millisecond to join, and every club on the table is drawn with it
def _club_path() -> QPainterPath:
    """Three leaves, a joint and a stem joined into one outline, one shape at a time (joined
    as one path under the odd-even fill, their overlaps cut a notch in the middle)."""
    scale = _CLUB_SCALE
    shapes = []
    for x, y in ((0.0, -0.24), (-0.25, 0.1), (0.25, 0.1)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(x * scale, y * scale), 0.22 * scale, 0.22 * scale)
        shapes.append(leaf)
    joint = QPainterPath()
    # as wide as where the top leaf and a side leaf cross: narrower, paper showed between them
    joint.addRect(QRectF(-0.08 * scale, -0.1 * scale, 0.16 * scale, 0.3 * scale))
    stem = QPainterPath()
    stem.moveTo(-0.04 * scale, 0.15 * scale)
    stem.quadTo(-0.06 * scale, 0.4 * scale, -0.2 * scale, 0.5 * scale)
    stem.lineTo(0.2 * scale, 0.5 * scale)
    stem.quadTo(0.06 * scale, 0.4 * scale, 0.04 * scale, 0.15 * scale)
    stem.closeSubpath()
    club = shapes[0]
    for shape in (*shapes[1:], joint, stem):
        club = club.united(shape)
    return QTransform.fromScale(1 / scale, 1 / scale).map(club)


def draw_suit(
    painter: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor,
    upside_down: bool = False,
) -> None:
    transform = QTransform()
    transform.translate(centre.x(), centre.y())
    if upside_down:
        transform.rotate(180)
    transform.scale(size, size)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(transform.map(suit_path(suit)))
    painter.restore()


def _card_outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * CORNER / CARD_WIDTH
    path.addRoundedRect(rect, radius, radius)
    return path


def face_outline() -> float:
    """How wide a face's outline is drawn now (card units), thicker in high contrast: half of
    it lies inside the card's edge, over a card under it."""
    return _CONTRAST_OUTLINE if high_contrast() else _OUTLINE


def draw_face(painter: QPainter, rect: QRectF, card: Card, four_colour: bool = False) -> None:
    """The front of ``card`` filling ``rect`` (any size; proportions of a 100x140 card)."""
    unit = rect.width() / CARD_WIDTH
    colour = suit_colour(card.suit, four_colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = _card_outline(rect)
    if high_contrast():
        painter.setPen(QPen(QColor("#000000"), _CONTRAST_OUTLINE * unit))
        painter.setBrush(QColor("#ffffff"))
    else:
        painter.setPen(QPen(QColor("#9a9a9a"), _OUTLINE * unit))
        painter.setBrush(QColor("#fdfcf7"))
    painter.drawPath(outline)

    label = texts.rank_label(card.rank)
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(1, round(19 * unit)))
    if len(label) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    painter.setFont(font)
    for upside_down in (False, True):
        painter.save()
        if upside_down:
            painter.translate(rect.center())
            painter.rotate(180)
            painter.translate(-rect.center())
        index_box = QRectF(rect.left() + 2 * unit, rect.top() + 4 * unit, 22 * unit, 22 * unit)
        painter.setPen(colour)
        painter.drawText(index_box, Qt.AlignmentFlag.AlignCenter, label)
        draw_suit(painter, card.suit,
                  QPointF(index_box.center().x(), rect.top() + 35 * unit), 14 * unit, colour)
        painter.restore()

    inner = QRectF(rect.left() + COURT_PANEL_LEFT * unit, rect.top() + 18 * unit,
                   rect.width() - 2 * COURT_PANEL_LEFT * unit, rect.height() - 36 * unit)
    if card.rank == Rank.ACE:
        draw_suit(painter, card.suit, rect.center(), 46 * unit, colour)
    elif card.rank >= Rank.JACK:
        _draw_court(painter, inner, card, colour, unit, label)
    else:
        area = QRectF(rect.left() + _PIP_AREA_LEFT * unit, rect.top() + 27 * unit,
                      _PIP_AREA_WIDTH * unit, 86 * unit)
        for fx, fy in _PIPS[int(card.rank)]:
            centre = QPointF(area.left() + fx * area.width(), area.top() + fy * area.height())
            draw_suit(painter, card.suit, centre, _PIP_SIZE * unit, colour, upside_down=fy > 0.5)
    painter.restore()


def _draw_court(
    painter: QPainter, inner: QRectF, card: Card, colour: QColor, unit: float, label: str
) -> None:
    """A court card: a framed panel with a large letter, a crown or band, and two suit marks."""
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    tint = QColor(colour)
    tint.setAlpha(34)
    gradient.setColorAt(0, QColor("#fff6d8"))
    gradient.setColorAt(1, QColor("#f1dfa6"))
    painter.setBrush(QBrush(gradient))
    painter.setPen(QPen(colour, 1.4 * unit))
    painter.drawRoundedRect(inner, 4 * unit, 4 * unit)
    painter.setBrush(tint)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(inner.adjusted(4 * unit, 4 * unit, -4 * unit, -4 * unit),
                            3 * unit, 3 * unit)
    # a crown for kings and queens, a plain band for jacks
    top = inner.top() + 10 * unit
    cx = inner.center().x()
    crown = QPainterPath()
    if card.rank == Rank.JACK:
        crown.addRoundedRect(QRectF(cx - 16 * unit, top, 32 * unit, 9 * unit), 3 * unit, 3 * unit)
    else:
        points = 5 if card.rank == Rank.KING else 3
        width = 34 * unit
        crown.moveTo(cx - width / 2, top + 14 * unit)
        for i in range(points * 2 + 1):
            x = cx - width / 2 + width * i / (points * 2)
            y = top if i % 2 == 1 else top + 8 * unit
            crown.lineTo(x, y)
        crown.lineTo(cx + width / 2, top + 14 * unit)
        crown.closeSubpath()
    painter.setBrush(QColor("#d4a017"))
    painter.setPen(QPen(QColor("#7a5c00"), 0.8 * unit))
    painter.drawPath(crown)
    font = QFont("DejaVu Serif")
    font.setBold(True)
    font.setPixelSize(max(1, round(40 * unit)))
    painter.setFont(font)
    painter.setPen(colour)
    letter_box = QRectF(inner.left(), inner.top() + 22 * unit, inner.width(), 46 * unit)
    painter.drawText(letter_box, Qt.AlignmentFlag.AlignCenter, label)
    draw_suit(painter, card.suit, QPointF(cx, inner.bottom() - 17 * unit), 20 * unit, colour)


def draw_back(painter: QPainter, rect: QRectF, colour: QColor | None = None) -> None:
    """The back of a card: a deep red field with a lattice and a border."""
    unit = rect.width() / CARD_WIDTH
    base = colour or QColor("#7b1e2b")
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = _card_outline(rect)
    painter.setPen(QPen(QColor("#5a5a5a"), 0.8 * unit))
    painter.setBrush(QColor("#fdfcf7"))
    painter.drawPath(outline)
    field = rect.adjusted(6 * unit, 6 * unit, -6 * unit, -6 * unit)
    painter.setBrush(base)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(field, 4 * unit, 4 * unit)
    painter.setClipRect(field)
    painter.setPen(QPen(base.lighter(150), 1.2 * unit))
    step = 10 * unit
    span = field.width() + field.height()
    x = -span
    while x < span:
        painter.drawLine(QPointF(field.left() + x, field.top()),
                         QPointF(field.left() + x + field.height(), field.bottom()))
        painter.drawLine(QPointF(field.left() + x + field.height(), field.top()),
                         QPointF(field.left() + x, field.bottom()))
        x += step
    painter.setClipping(False)
    medal = QRectF(0, 0, 34 * unit, 34 * unit)
    medal.moveCenter(field.center())
    painter.setBrush(base.darker(130))
    painter.setPen(QPen(QColor("#e8c766"), 1.6 * unit))
    painter.drawEllipse(medal)
    draw_suit(painter, Suit.SPADES, field.center(), 18 * unit, QColor("#e8c766"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#e8c766"), 1.0 * unit))
    painter.drawRoundedRect(field.adjusted(3 * unit, 3 * unit, -3 * unit, -3 * unit),
                            3 * unit, 3 * unit)
    painter.restore()
