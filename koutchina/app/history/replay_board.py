"""Replay's board: one step of a saved match painted, the four hands face up around the table
and the trick in the middle, each seat's words beside its cards."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QTransform
from PySide6.QtWidgets import QWidget

from ...engine import Card, Rank, Suit
from ...engine.cards import sort_hand
from ...engine.rules import SeatDirection, game_info
from ...storage.replay_steps import ReplayStep
from ..dressing import ControlColours
from ..table.card_art import (
    CARD_HEIGHT,
    CARD_WIDTH,
    COURT_PANEL_LEFT,
    PIPS_LEFT,
    PIPS_RIGHT,
    draw_face,
    face_outline,
)
from ..table.layout import spot_of
from ..table.looks import CONTRAST_FELT, felt_colours
from ..text_scale import current_text_scale

BOARD_WIDTH, BOARD_HEIGHT = 1000.0, 640.0
SMALL = 0.7  # card scale on the board: at 0.52 the hands took a third of it, the rest bare felt
# Where a covered card's visible part ends (card units): the next card's edge, less half its
# outline (card_art.face_outline) drawn over the covered card
ALL_PIPS = PIPS_RIGHT + 0.1  # along the top and bottom: every pip (its ink to 75.2), and a
# court card's crown, letter and suit mark (left of COURT_ART_RIGHT), halfway to the index
# upside down in the card's other corner (a 10's from 76.0)
INDEX_ONLY = PIPS_LEFT - 0.1  # at the sides, where the trick leaves less room: a number card's
# or an ace's corner index (a 10's to 24.0), halfway to its first pip (24.8)
CORNER_ONLY = COURT_PANEL_LEFT - 1.9  # a court card's corner index (a K's to 20.9), halfway to
# its panel's edge (its ink from 0.7 left of COURT_PANEL_LEFT)
LABEL_POINTS = 13.0  # the seats' words on the board at the usual size of texts
LABEL_GROWTH_MAX = 1.5


def row_lefts(cards: Sequence[Card], side: bool) -> list[float]:
    """Where each card of a hand's row begins, from the first one's (board units). Each card
    but the last is covered by the next, and none is cut through its face: cut there, a court
    card's large letter read as another (a K's, D's or R's stem as an I) or its panel's edge as a
    stray line, and a number card showed half a pip beside its index, noise a player reading the
    hand by its indexes could misread. Along the top and bottom every card shows all its pips
    and a court card its crown, letter and suit mark; at the sides, where the trick leaves less
    room, each card shows its corner index only."""
    under = face_outline() / 2  # of the next card's outline, over the covered card
    if not side:
        return [index * (ALL_PIPS + under) * SMALL for index in range(len(cards))]
    lefts, left = [], 0.0
    for card in cards:
        lefts.append(left)
        court = Rank.JACK <= card.rank <= Rank.KING
        left += ((CORNER_ONLY if court else INDEX_ONLY) + under) * SMALL
    return lefts


def _row_origin(spot: str, row_width: float, line: float) -> tuple[float, float]:
    """The top left of a hand's row ``row_width`` wide (board units): the top row moved down
    under its seat's words, ``line`` high."""
    height = CARD_HEIGHT * SMALL
    if spot == "bottom":
        return (BOARD_WIDTH - row_width) / 2, BOARD_HEIGHT - height - 12
    if spot == "top":
        return (BOARD_WIDTH - row_width) / 2, 16.0 + line
    if spot == "left":
        return 14.0, (BOARD_HEIGHT - height) / 2
    return BOARD_WIDTH - row_width - 14, (BOARD_HEIGHT - height) / 2


class ReplayBoard(QWidget):
    """Paints one step: four hands face up around the table and the trick in the middle."""

    def __init__(self, game: str, names: list[str], four_colour: bool = False,
                 parent: QWidget | None = None, contrast: bool = False,
                 satat: bool = False) -> None:
        super().__init__(parent)
        self.game = game
        self.satat = satat  # Hokm's Satat: the 2 of hearts sorted first, the highest trump
        self.names = names
        self.four_colour = four_colour
        self.felt = QColor()
        self.contrast = contrast
        self.set_contrast(contrast)
        self.step: ReplayStep | None = None
        # 340 px tall at least: with 420, the rows under it at 250 % (the deal's buttons in
        # two rows) made Replay 766 px tall on a 1280x720 screen (a player's check)
        self.setMinimumSize(640, 340)

    def set_contrast(self, contrast: bool) -> None:
        """The board's felt: the table's, black in high contrast as the table is (the seats'
        words white then, the frame of the card that took the trick the windows' yellow)."""
        self.contrast = contrast
        self.felt = QColor(CONTRAST_FELT.centre if contrast else felt_colours().middle)
        self.update()

    def show_step(self, step: ReplayStep | None) -> None:
        self.step = step
        self.update()

    def board_transform(self) -> QTransform:
        """From the board's units (BOARD_WIDTH x BOARD_HEIGHT) to the widget's pixels: as large
        as the widget lets it be, centred."""
        scale = min(self.width() / BOARD_WIDTH, self.height() / BOARD_HEIGHT)
        transform = QTransform()
        transform.translate((self.width() - BOARD_WIDTH * scale) / 2,
                            (self.height() - BOARD_HEIGHT * scale) / 2)
        transform.scale(scale, scale)
        return transform

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.felt)
        painter.setTransform(self.board_transform())
        step = self.step
        if step is not None:
            self._paint_step(painter, step)
        painter.end()

    def hand_rects(self, step: ReplayStep, line: float) -> list[list[tuple[Card, QRectF]]]:
        """Each seat's cards as the board lays them (board units), left to right: the top row
        moved down under its seat's words, ``line`` high."""
        clockwise = game_info(self.game).seat_direction == SeatDirection.CLOCKWISE
        trump = Suit.from_letter(step.trump) if step.trump else None
        width, height = CARD_WIDTH * SMALL, CARD_HEIGHT * SMALL
        hands = []
        for seat in range(4):
            spot = spot_of(seat, 0, clockwise)
            cards = sort_hand(step.hands[seat], trump, self.satat)
            lefts = row_lefts(cards, spot in ("left", "right"))
            x0, y0 = _row_origin(spot, lefts[-1] + width if cards else width, line)
            hands.append([(card, QRectF(x0 + left, y0, width, height))
                          for card, left in zip(cards, lefts, strict=True)])
        return hands

    def _paint_step(self, painter: QPainter, step: ReplayStep) -> None:
        painter.setFont(self.label_font())
        metrics = painter.fontMetrics()
        for hand in self.hand_rects(step, metrics.height()):
            for card, rect in hand:
                draw_face(painter, rect, card, self.four_colour)
        k = ControlColours.now(True)  # high contrast's: white words, one yellow
        painter.setPen(QColor(k.words if self.contrast else "#f4f1e8"))
        for place, line in self.seat_words(step, metrics):
            painter.drawText(place, line)
        for seat, card, rect in self.trick_rects(step):
            draw_face(painter, rect, card, self.four_colour)
            if step.winner == seat:  # a thin soft yellow, or a bolder frame of the yellow
                painter.setPen(QPen(QColor(k.focus), 3) if self.contrast
                               else QPen(QColor("#ffd54a")))
                painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)

    def seat_words(self, step: ReplayStep, metrics: QFontMetrics) -> list[tuple[QPointF, str]]:
        """Each seat's words (board units: where each line's baseline begins): over its row,
        the top row moved down for them; a side seat's kept clear of the trick's cards (they
        ran into the top seat's card of the trick, a player's review), its name over what it
        did where one line is too long, each line cut short only past that room."""
        clockwise = game_info(self.game).seat_direction == SeatDirection.CLOCKWISE
        width = CARD_WIDTH * SMALL
        room = round(BOARD_WIDTH / 2 - width / 2 - 12 - 8)  # from the board's edge to the trick
        words = []
        for seat, hand in enumerate(self.hand_rects(step, metrics.height())):
            spot = spot_of(seat, 0, clockwise)
            x0, y0 = (hand[0][1].left(), hand[0][1].top()) if hand else _row_origin(
                spot, width, metrics.height())  # no card left: where the row would begin
            lines = [self._seat_label(step, seat)]
            if spot in ("left", "right") and metrics.horizontalAdvance(lines[0]) > room:
                lines = lines[0].split(" — ", 1)  # the name over what it did
                lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room)
                         for line in lines]
            for number, line in enumerate(reversed(lines)):
                line_width = metrics.horizontalAdvance(line)
                words.append((QPointF(max(8.0, min(x0, BOARD_WIDTH - line_width - 8)),
                                      y0 - 8 - number * metrics.height()), line))
        return words

    def trick_rects(self, step: ReplayStep) -> list[tuple[int, Card, QRectF]]:
        """The trick's cards in the middle (board units), each towards its player."""
        clockwise = game_info(self.game).seat_direction == SeatDirection.CLOCKWISE
        width, height = CARD_WIDTH * SMALL, CARD_HEIGHT * SMALL
        centre = QPointF(BOARD_WIDTH / 2, BOARD_HEIGHT / 2)
        across, down = width + 12, height / 2 + 20  # the trick's cards just apart
        offsets = {"bottom": (0, down), "top": (0, -down), "left": (-across, 0),
                   "right": (across, 0)}
        rects = []
        for seat, card in step.table:
            dx, dy = offsets[spot_of(seat, 0, clockwise)]
            rects.append((seat, card, QRectF(centre.x() + dx - width / 2,
                                             centre.y() + dy - height / 2, width, height)))
        return rects

    def label_font(self) -> QFont:
        """The seats' words on the board: they grow with the size of texts, as the window's
        do (they stayed at 13 pt under controls twice as large), up to half as large again."""
        font = QFont(self.font())
        font.setPointSizeF(LABEL_POINTS * min(LABEL_GROWTH_MAX, current_text_scale()))
        return font

    def _seat_label(self, step: ReplayStep, seat: int) -> str:
        name = self.names[seat]
        marks = []
        if step.dealer == seat:
            marks.append(self.tr("dealer"))
        if step.hakem == seat:
            marks.append(self.tr("Hakem"))
        if step.calls is not None and step.calls[seat] is not None:
            marks.append(self.tr("call {call}, %n trick(s) won", "", step.trick_counts[seat])
                         .format(call=step.calls[seat]))
        return name + (" — " + ", ".join(marks) if marks else "")
