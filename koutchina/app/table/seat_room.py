"""What a strip laid over the table (the keys bar) must leave in view: each seat's badge and
the room its cards take (a full hand of them, even before they are dealt), the trick's cards
and the messages' room over the hand."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QTransform
from PySide6.QtWidgets import QGraphicsView

from .card_art import CARD_HEIGHT, CARD_WIDTH
from .card_item import LIFT
from .layout import LARGE_TRICK_SCALE, LAYOUT, SPOTS, hand_positions, spot_for
from .overlays import Toast
from .seat_badge import GLOW
from .seat_badges import SeatBadges

FULL_HAND = 13  # the most cards a hand holds (Court Piece, Hokm)


def hand_room(side: str, large_cards: bool) -> QRectF:
    """The scene's room a full hand takes at ``side`` (a name of layout.SPOTS), its cards
    raised with the keys or the mouse too."""
    return QRectF(_hand_room(side, large_cards))  # a copy: the caller may change it


@cache
def _hand_room(side: str, large_cards: bool) -> QRectF:
    """hand_room, worked out once for each side and card size (the layout never changes):
    the searches for free felt ask for it thousands of times a deal."""
    spot = spot_for(side, large_cards)
    card = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
    room = QRectF()
    for centre, rotation in hand_positions(spot, FULL_HAND):
        place = QTransform().translate(centre.x(), centre.y()).rotate(rotation)
        room = room.united(place.mapRect(
            QTransform().scale(spot.scale, spot.scale).mapRect(card)))
    return room.adjusted(0, -LIFT, 0, 0)


def trick_room() -> QRectF:
    """The scene's room the trick's four cards take, large cards or not, turned as they lie."""
    return QRectF(_trick_room())  # a copy: the caller may change it


@cache
def _trick_room() -> QRectF:
    """trick_room, worked out once."""
    card = QTransform().scale(LARGE_TRICK_SCALE, LARGE_TRICK_SCALE).mapRect(
        QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT))
    room = QRectF()
    for spot in LAYOUT.values():
        place = QTransform().translate(spot.trick.x(), spot.trick.y()).rotate(
            spot.trick_rotation)
        room = room.united(place.mapRect(card))
    return room


def messages_room(toast: Toast) -> QRectF:
    """The scene's room of the messages over the hand, as many rows as they may take."""
    left = toast.x() - toast.TEXT_WIDTH / 2 - toast.MARGIN
    return QRectF(left, toast.room_top(), toast.TEXT_WIDTH + 2 * toast.MARGIN,
                  toast.y() + toast.BOTTOM - toast.room_top())


def seats_on_view(view: QGraphicsView, badges: SeatBadges, large_cards: bool) -> list[QRect]:
    """Each seat's badge (its plate, without the halo of the seat to act) and its hand's
    room, on ``view``."""
    taken = [view.mapFromScene(hand_room(side, large_cards)).boundingRect() for side in SPOTS]
    return taken + badges_on_view(view, badges)


def badges_on_view(view: QGraphicsView, badges: SeatBadges) -> list[QRect]:
    """Each seat's badge on ``view``: its plate, without the halo of the seat to act."""
    taken = []
    for badge in badges:
        plate = badge.boundingRect().adjusted(GLOW, GLOW, -GLOW, -GLOW)
        taken.append(view.mapFromScene(badge.mapRectToScene(plate)).boundingRect())
    return taken


def covering_plates(place: QRect, plates: list[QRect], gap: int, room: QRect) -> QRect:
    """``place`` (a panel over the table) grown about its middle across, and down, to cover
    whole, ``gap`` round each, the plates it lies on (a plate cut by its edge showed a name cut
    short and a badge past it), within ``room``; ``place`` itself where it lies on none."""
    under = [plate for plate in plates if plate.intersects(place)]
    if not under:
        return place
    middle = place.center().x()
    half = max(place.width() // 2, *(max(middle - plate.left(), plate.right() - middle) + gap
                                     for plate in under))
    bottom = max(place.bottom(), *(plate.bottom() + gap for plate in under))
    return QRect(middle - half, place.top(), 2 * half,
                 bottom - place.top() + 1).intersected(room)
