"""Where the cards of the first-Hakem draw lie: every round of the draw, not only the last."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF

from ...engine import Card

DRAW_SCALE = 0.6
MAX_STEP = 30.0  # scene units between two cards of one seat
# each seat's row of drawn cards: its middle, and how far its first and last card may lie
# apart (rows along the top and bottom edges, columns down the sides; they never overlap)
ANCHORS = {
    "bottom": (QPointF(800, 535), 260.0),
    "top": (QPointF(800, 250), 260.0),
    "left": (QPointF(590, 395), 170.0),
    "right": (QPointF(1010, 395), 170.0),
}


@dataclass(frozen=True)
class DrawnCard:
    """One card of the draw: who drew it, in which round, and whether it is that seat's last."""

    seat: int
    card: Card
    round: int  # 0-based round of the draw
    index_at_seat: int  # 0 for the seat's first card
    last_at_seat: bool
    decides: bool  # the card that made its seat the first Hakem


def draw_rounds(draws: tuple[tuple[int, Card], ...], hakem: int) -> list[DrawnCard]:
    """The draws in order, cut into rounds: a round ends when the turn goes back to a seat
    that has already drawn in it (Court Piece ties redraw among the tied seats; Hokm deals
    round the table until the first Ace)."""
    result: list[DrawnCard] = []
    round_index = 0
    in_round: set[int] = set()
    previous = -1
    counts = [0, 0, 0, 0]
    totals = [0, 0, 0, 0]
    for seat, _card in draws:
        totals[seat] += 1
    for seat, card in draws:
        if seat in in_round or seat <= previous:
            round_index += 1
            in_round = set()
        in_round.add(seat)
        previous = seat
        last = counts[seat] == totals[seat] - 1
        result.append(DrawnCard(seat, card, round_index, counts[seat], last,
                                last and seat == hakem))
        counts[seat] += 1
    return result


def round_count(drawn: list[DrawnCard]) -> int:
    return 1 + max((d.round for d in drawn), default=0)


def draw_position(spot_name: str, index: int, count: int) -> QPointF:
    """The place of a seat's ``index``-th card of ``count``, in front of the seat: along the
    table's edge for the top and bottom seats, down the side for left and right."""
    anchor, spread = ANCHORS[spot_name]
    step = MAX_STEP if count <= 1 else min(MAX_STEP, spread / (count - 1))
    offset = (index - (count - 1) / 2) * step
    if spot_name in ("bottom", "top"):
        return QPointF(anchor.x() + offset, anchor.y())
    return QPointF(anchor.x(), anchor.y() + offset)


class DrawTexts(QObject):
    """The draw's plural text; the class name is its translation context."""

    def tie_rounds(self, count: int) -> str:
        return self.tr("A tie for the highest card: %n round(s) of drawing", "", count)
