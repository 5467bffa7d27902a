"""Where things go on the table: a fixed 1600x900 scene that the view scales to the window."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE_WIDTH = 1600.0
SCENE_HEIGHT = 900.0
CENTRE = QPointF(SCENE_WIDTH / 2, 430.0)

SPOTS = ("bottom", "left", "top", "right")


@dataclass(frozen=True)
class Spot:
    """One side of the table."""

    hand_centre: QPointF
    horizontal: bool  # cards spread along x (bottom, top) or along y (left, right)
    spacing: float
    scale: float
    rotation: float
    trick: QPointF
    trick_rotation: float
    badge: QPointF
    few_spacing: float | None = None  # wider spacing for a hand of 8 cards or fewer


LAYOUT: dict[str, Spot] = {
    "bottom": Spot(QPointF(800, 790), True, 62, 1.0, 0, QPointF(800, 535), -3,
                   QPointF(190, 815), 84),
    "top": Spot(QPointF(800, 78), True, 20, 0.6, 180, QPointF(800, 325), 4,
                QPointF(1090, 78)),
    "left": Spot(QPointF(86, 400), False, 20, 0.6, 90, QPointF(672, 425), 8,
                 QPointF(150, 640)),
    "right": Spot(QPointF(1514, 400), False, 20, 0.6, -90, QPointF(928, 425), -7,
                  QPointF(1450, 640)),
}

# Settings > Large cards: the person's hand a third larger, raised so that it stays on the
# table. Its cards overlap more than the smaller ones do (63 apart, 108 for 8 cards or fewer)
# so that the hand, and the ring drawn round it with the keyboard's focus (accessibility.py,
# 12 wider each side than the cards), stay about 12 clear of the person's plate at the bottom
# left and of the side seats' plates over the hand's ends, these grown to LEGIBLE_MAX (70 and
# 110 apart, the ring ran over all three at 1280x720, and over the person's plate on 4K)
LARGE_BOTTOM = Spot(QPointF(800, 764), True, 63, 1.35, 0, QPointF(800, 530), -3,
                    QPointF(190, 815), 108)
# The felt that stays free in every game, large cards or not: right of the left seat's cards,
# left of the trick's cards, under the info panel and over the left seat's badge (both grown
# to LEGIBLE_MAX). The coach's hint lies there during the play (scene coordinates).
BESIDE_TRICK = QRectF(140, 196, 454, 376)
CORNER_PANEL_AT = QPointF(18, 14)  # the info panel's top-left corner
TOP_HAND_LEFT = 650.0  # the top seat's thirteen cards start right of it (scene)
TRICK_SCALE = 0.92
LARGE_TRICK_SCALE = 1.1
# The info panel and the seats' badges grow on a small table so that their smallest texts
# (16 px in the scene) stay readable: on a 1280x720 laptop, the scoreboard beside it, the
# table is drawn at about 0.6 of its size. No more than LEGIBLE_MAX: the bottom badge, grown
# that much, just fits between the table's left edge and the large cards.
LEGIBLE_PIXELS = 12.0  # the smallest text on the screen
SMALLEST_TEXT = 16.0  # the panel's and badges' smallest texts, in the scene
LEGIBLE_MAX = 1.25
# Past LEGIBLE_MAX (larger texts asked on a small table: the scoreboard beside it grows, the
# table shrinks), the badges' texts grow inside their plates instead, up to TEXT_GAIN_MAX,
# the plates then holding two lines (name, tricks) where they held three (the person's a row
# of its countdown and chips too, the plate taller into the felt free round it:
# seat_badge.SeatBadge.plate_height, BADGE_TALLER_UP); not for a shortfall under
# COMPACT_FROM, which the eye does not tell from none (1280x720 at 100 %). No more than 1.3:
# the coach's hint reads as large as the plates' words, and past that it finds no room on a
# laptop's table (1.5 was tried: it lay over the plates).
TEXT_GAIN_MAX = 1.3
COMPACT_FROM = 1.1
MESSAGE_GAIN_MAX = 2.0  # the messages over the hand (Toast), within their room's lines
# The point of each badge that stays put as it grows, in half-widths and half-heights from
# its centre (of the plate with its glow): it grows away from the cards. The bottom badge to
# the left of the hand, the top one to the right of the top hand, the side ones inwards from
# the table's edge and upwards, their bottom edge clear of the large cards' top corners.
BADGE_GROWS_FROM = {"bottom": (1.0, 0.0), "top": (-1.0, 0.0), "left": (-1.0, 1.0),
                    "right": (1.0, 1.0)}
# How much of what a plate grows taller with its texts (text_gain) goes upwards, the rest
# downwards: the side plates up towards their seat's cards (their foot stays clear of the
# large cards' top corners), the person's mostly up towards West's plate, a little down to
# the table's foot, the top seat's plate both ways.
BADGE_TALLER_UP = {"bottom": 0.6, "top": 0.5, "left": 1.0, "right": 1.0}
TOAST_Y = 648.0  # the messages' baseline, over the top of the hand
LARGE_TOAST_Y = 626.0  # over the large hand's top edge rather than its card corners


def legible_scale(view_scale: float, text_scale: float = 1.0) -> float:
    """How much larger than their base size the info panel and the badges are drawn for a
    view at ``view_scale`` (screen pixels per scene unit), their smallest texts at least
    LEGIBLE_PIXELS times the size of texts (twice as large on 4K, as the scoreboard's): 1
    where the table is large enough."""
    return max(1.0, min(LEGIBLE_MAX, _wanted(view_scale, text_scale)))


def _wanted(view_scale: float, text_scale: float) -> float:
    """How much larger than their base size the table's smallest texts (SMALLEST_TEXT in the
    scene) must be drawn to read LEGIBLE_PIXELS times the size of texts on a view at
    ``view_scale``; 1 for a view not yet laid out."""
    if view_scale <= 0:
        return 1.0
    return LEGIBLE_PIXELS * text_scale / (SMALLEST_TEXT * view_scale)


def corner_scale(view_scale: float, text_scale: float, size: QSizeF,
                 above: float = 0.0) -> float:
    """The info panel's scale: ``legible_scale``, and past LEGIBLE_MAX as far as the room
    over the coach's hint (BESIDE_TRICK) and left of the top seat's cards leaves a panel of
    ``size`` (in the scene, at its base size): the felt there, and the view's ``above`` scene
    units over the table's top where the window is taller than the table (the panel then
    rises into it: ``corner_top``). The felt alone holds a panel of four lines grown to about
    1.42, one of five only to LEGIBLE_MAX; with the band over a letterboxed table, both as
    large as asked, as far as the top seat's cards leave it width."""
    room = min((BESIDE_TRICK.top() - CORNER_PANEL_AT.y() - 6 + above) / size.height(),
               (TOP_HAND_LEFT - CORNER_PANEL_AT.x() - 6) / size.width())
    return max(legible_scale(view_scale, text_scale),
               min(_wanted(view_scale, text_scale), room))


def corner_top(scale: float, above: float = 0.0) -> float:
    """Where the info panel's top lies (scene), drawn at ``scale``: at CORNER_PANEL_AT up to
    LEGIBLE_MAX; grown past it, as high as the ``above`` band over the table lets it (the top
    left corner of the view), so that the felt under it stays free for the coach's hint and
    the choosers, as it is at the usual sizes."""
    if scale <= LEGIBLE_MAX:
        return CORNER_PANEL_AT.y()
    return CORNER_PANEL_AT.y() - above


def message_gain(view_scale: float, text_scale: float = 1.0) -> float:
    """How much larger than their base size the messages over the hand are drawn: as the
    badges' texts want to be (``legible_scale`` uncapped; the messages' 20 px stand to the
    badges' 16 as on a large table), up to MESSAGE_GAIN_MAX; 1 on a large table."""
    return max(1.0, min(MESSAGE_GAIN_MAX, _wanted(view_scale, text_scale)))


def text_gain(view_scale: float, text_scale: float = 1.0) -> float:
    """How much larger than their base size the badges' texts are drawn inside their plates,
    the plates drawn at ``legible_scale``: what that scale falls short of, from COMPACT_FROM,
    up to TEXT_GAIN_MAX; 1 where it falls short by less (or not at all)."""
    short = _wanted(view_scale, text_scale) / LEGIBLE_MAX
    return 1.0 if short < COMPACT_FROM else min(TEXT_GAIN_MAX, short)


def spot_for(name: str, large_cards: bool) -> Spot:
    """The layout of one side of the table, with the person's large cards if chosen."""
    return LARGE_BOTTOM if large_cards and name == "bottom" else LAYOUT[name]


def spot_of(seat: int, viewer: int, clockwise: bool) -> str:
    """The side of the table where ``seat`` sits, the viewer at the bottom. Play goes to the
    viewer's left when clockwise (Court Piece, Hokm) and to the right otherwise (Hand)."""
    relative = (seat - viewer) % 4
    if relative == 0:
        return "bottom"
    if relative == 2:
        return "top"
    if clockwise:
        return "left" if relative == 1 else "right"
    return "right" if relative == 1 else "left"


def hand_positions(spot: Spot, count: int) -> list[tuple[QPointF, float]]:
    """Position and rotation of each card of a hand of ``count`` cards, in order."""
    if count == 0:
        return []
    mid = (count - 1) / 2
    spacing = spot.spacing
    if spot.few_spacing is not None and count <= 8:
        spacing = spot.few_spacing
    result = []
    for i in range(count):
        offset = (i - mid) * spacing
        if spot.horizontal:
            if spot.rotation == 0:  # the person's fan: a gentle arc
                reach = (i - mid) / max(mid, 1.0)  # -1 at the left end, +1 at the right
                arc = reach * reach * 16.0
                pos = QPointF(spot.hand_centre.x() + offset, spot.hand_centre.y() + arc)
                rotation = reach * 7.0
            else:
                pos = QPointF(spot.hand_centre.x() - offset, spot.hand_centre.y())
                rotation = spot.rotation
        else:
            pos = QPointF(spot.hand_centre.x(), spot.hand_centre.y() + offset)
            rotation = spot.rotation
        result.append((pos, rotation))
    return result
