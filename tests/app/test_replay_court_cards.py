"""Replay's hands never cut a court card through its face.

In Replay's rows each card but the last is half covered by the next. Along the top and bottom a
card showed 36 of its 70 board units: the next card's edge ran down the middle of a court card's
large letter, and a player read the stem of a K, D or R as an "I" beside its corner index; at the
sides it showed 31 %, past the left edge of the court card's panel, a thin stray line with a
sliver of gold beside it (seen at 150 % and 200 %, French). Each covered court card now shows
either its corner only, the panel under the next card, or the whole of its crown, letter and
suit mark; measured against the art as card_art draws it, and in the pixels of the board at the
sizes Replay has on a 1280x720 screen."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QPainter

from koutchina.app.history.replay_board import BOARD_WIDTH, ReplayBoard
from koutchina.app.table.card_art import CARD_HEIGHT, CARD_WIDTH, draw_face
from koutchina.engine.cards import Card, Rank, Suit
from koutchina.storage.replay_steps import ReplayStep

COURTS = (Rank.JACK, Rank.QUEEN, Rank.KING)
# Replay's board at 100 %, 150 % and 200 % on 1280x720 (the last one beside a taller deal
# coach row), and a large window
BOARD_SIZES = [(852, 562), (906, 536), (796, 506), (796, 478), (1500, 960)]
LARGE = 10  # pixels a card unit, to measure the art
LETTER_ROWS = (44.0, 88.0)  # a court card's large letter, under the corner index (card units)


def _step(hands: list[list[Card]]) -> ReplayStep:
    return ReplayStep(deal=0, tricks_done=0, hands=tuple(tuple(hand) for hand in hands),
                      table=(), winner=None, dealer=0, hakem=None, trump=None, no_trump=False,
                      bid_target=None, calls=None, trick_counts=(0, 0, 0, 0), deal_scores=None,
                      totals=(0, 0, 0, 0), outcome=None)


def _steps() -> list[ReplayStep]:
    """A suit a seat (every row: jack, queen and king covered by the next card), and a
    shuffled deal (courts among the others)."""
    deck = [Card(suit, rank) for suit in Suit for rank in Rank]
    by_suit = [[card for card in deck if card.suit == suit] for suit in Suit]
    random.Random(7).shuffle(deck)
    return [_step(by_suit), _step([deck[seat::4] for seat in range(4)])]


def _dark(image: QImage, x: int, y: int) -> bool:
    """Ink of a letter or an edge: the suit's colour, a black or a red, not the face's cream or
    the panel's gold."""
    return image.pixelColor(x, y).lightness() < 150


def _art_span(card: Card) -> tuple[float, float]:
    """Where the court card's panel begins (its edge's first ink) and where its crown, letter
    and suit mark end, in card units, as card_art draws it large."""
    image = QImage(round(CARD_WIDTH * LARGE), round(CARD_HEIGHT * LARGE),
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    draw_face(painter, QRectF(0, 0, image.width(), image.height()), card)
    painter.end()
    rows = range(round(LETTER_ROWS[0] * LARGE), round(120 * LARGE), 2)  # under the corner
    face = image.pixelColor(round(12 * LARGE), round(60 * LARGE))  # the cream under the index
    edge = next(x for x in range(2 * LARGE, image.width())
                if any(image.pixelColor(x, y) != face for y in rows))
    right_edge = image.width() - edge  # the panel's other side, its edge as far in
    art = max(x for x in range(edge + 3 * LARGE, right_edge - 3 * LARGE)
              if any(_dark(image, x, y) for y in range(round(20 * LARGE), round(120 * LARGE), 2)))
    return edge / LARGE, (art + 1) / LARGE


@pytest.mark.parametrize("step", _steps(), ids=["suit-a-seat", "shuffled"])
def test_a_covered_court_card_shows_its_corner_only_or_its_whole_face(
        qtbot, language: str, step: ReplayStep) -> None:  # type: ignore[no-untyped-def]
    """Against the art: the part of each covered court card left uncovered ends before its
    panel's edge, or after its crown, letter and suit mark (a unit clear)."""
    board = ReplayBoard("hand", ["South", "West", "North", "East"])
    qtbot.addWidget(board)
    board.show_step(step)
    spans = {rank: _art_span(Card(Suit.SPADES, rank)) for rank in COURTS}
    line = QFontMetrics(board.label_font()).height()
    covered = 0
    for hand in board.hand_rects(step, line):
        for (card, rect), (_next_card, next_rect) in pairwise(hand):
            assert rect.left() >= 0 and next_rect.right() <= BOARD_WIDTH, (card, next_rect)
            if card.rank not in COURTS:
                continue
            covered += 1
            shown = (next_rect.left() - rect.left()) / (rect.width() / CARD_WIDTH)
            panel, art = spans[card.rank]
            assert shown <= panel or shown >= art + 1, (
                f"{card} shows {shown:.1f} of its width: its panel begins at {panel:.1f}, its "
                f"crown, letter and suit mark end at {art:.1f}")
    assert covered >= 8


def _letter_ink(image: QImage, left: float, right: float, top: float, bottom: float) -> int:
    """The pixels of ink between columns ``left`` and ``right`` (excluded), rows ``top`` and
    ``bottom`` (excluded)."""
    return sum(_dark(image, x, y) for x in range(round(left), round(right))
               for y in range(round(top), round(bottom)))


@pytest.mark.parametrize("size", BOARD_SIZES, ids=[f"{w}x{h}" for w, h in BOARD_SIZES])
def test_a_covered_court_card_shows_its_letter_whole_or_not_at_all(
        qtbot, language: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """In the board's pixels at Replay's sizes: the ink of each covered court card's large
    letter left of the next card's edge is all of it (as the card drawn alone at the same
    place has) or none; a K or D cut through its middle left its stem, an I."""
    board = ReplayBoard("hand", ["South", "West", "North", "East"])
    qtbot.addWidget(board)
    board.resize(*size)
    to_pixels = board.board_transform()
    line = QFontMetrics(board.label_font()).height()
    for step in _steps():
        board.show_step(step)
        image = board.grab().toImage()
        for hand in board.hand_rects(step, line):
            for (card, rect), (_next_card, next_rect) in pairwise(hand):
                if card.rank not in COURTS:
                    continue
                alone = QImage(image.size(), QImage.Format.Format_ARGB32)
                alone.fill(Qt.GlobalColor.white)
                painter = QPainter(alone)
                painter.setTransform(to_pixels)
                draw_face(painter, rect, card)
                painter.end()
                unit = rect.width() / CARD_WIDTH
                # inside the panel's edges (24 units in from the card's), under the crown
                inside = to_pixels.mapRect(QRectF(
                    rect.left() + 27 * unit, rect.top() + LETTER_ROWS[0] * unit,
                    rect.width() - 54 * unit, (LETTER_ROWS[1] - LETTER_ROWS[0]) * unit))
                edge = to_pixels.map(next_rect.topLeft()).x()
                whole = _letter_ink(alone, inside.left(), inside.right(), inside.top(),
                                    inside.bottom())
                shown = _letter_ink(image, inside.left(), min(edge, inside.right()),
                                    inside.top(), inside.bottom())
                assert whole > 0
                assert shown == 0 or shown >= 0.97 * whole, (
                    f"{card} at {size}: {shown} of its letter's {whole} pixels of ink show "
                    f"left of the next card's edge at x={edge:.1f}")
