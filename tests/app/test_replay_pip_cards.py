"""Replay's hands never cut a pip through.

In Replay's rows each card but the last is covered by the next. At the sides a number card
showed 31 of its 100 card units, its corner index and a sliver of its left column of pips beside
it (half a heart, a piece of a spade at the next card's edge); along the top and bottom it showed
70, its right column of pips cut through, and an ace of hearts its large heart's edge. A player
reads a fanned hand by its corner indexes: the half pips at the cut were noise, and could be
misread. Each covered number card and ace now shows its corner index whole and no pip, or (along
the top and bottom) every pip whole and nothing of the index upside down in its other corner,
left of the next card's outline; measured against the art as card_art draws it, and in the
pixels of the board at the sizes Replay has on a 1280x720 screen and on a 4K one, its texts at
100 to 200 %, in the usual look and in high contrast (a thicker outline)."""

from __future__ import annotations

import math
import random
from functools import cache
from itertools import pairwise

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QPainter, QTransform

from koutchina.app.history.replay_board import ReplayBoard
from koutchina.app.table.card_art import CARD_HEIGHT, CARD_WIDTH, draw_face, face_outline
from koutchina.app.table.looks import high_contrast, set_high_contrast
from koutchina.engine.cards import Card, Rank, Suit
from koutchina.storage.replay_steps import ReplayStep

from .felt_checks import looks_restored  # noqa: F401 - a fixture, used by every test
from .test_replay_court_cards import _step  # a step holding these hands, nothing played

pytestmark = pytest.mark.usefixtures("looks_restored")

# Replay's board: on 1280x720 as it opens at 100 %, 150 % and 200 % of texts (the last beside a
# taller deal coach row) and maximised at 100 % and 200 %; on a 4K screen maximised at 100 % and
# 200 %
BOARD_SIZES = [(852, 562), (906, 536), (796, 506), (796, 478), (1016, 596), (796, 560),
               (3576, 2036), (3356, 2000)]
SIZES_LOOKS = [(size, False) for size in BOARD_SIZES] + [
    ((1016, 596), True), ((796, 478), True), ((3356, 2000), True)]
LARGE = 10  # pixels a card unit, to measure the art
INDEX_CENTRE = 13.0  # across the corner index and the suit mark under it (card units)
DARK = 150  # grey under which a pixel is ink: a suit's colour, not the face's cream nor the
# outline's grey (black in high contrast)


def _steps() -> list[ReplayStep]:
    """A suit a seat (every number card and the ace covered by the next card, in every row),
    and two shuffled deals (number cards beside court cards)."""
    deck = [Card(suit, rank) for suit in Suit for rank in Rank]
    steps = [_step([[card for card in deck if card.suit == suit] for suit in Suit])]
    for seed in (7, 11):
        random.Random(seed).shuffle(deck)
        steps.append(_step([deck[seat::4] for seat in range(4)]))
    return steps


def _pip_card(card: Card) -> bool:
    return card.rank == Rank.ACE or card.rank <= Rank.TEN


@cache
def _art(card: Card) -> tuple[float, float, float, float]:
    """Across a number card or an ace as card_art draws it large (card units): where its corner
    index ends, where its pips begin and end, and where the index upside down in the other
    corner begins. Columns of ink, from the top to the bottom of the card, in runs: the index's
    run (the one across INDEX_CENTRE), the pips' runs, the other index's run."""
    image = QImage(round(CARD_WIDTH * LARGE), round(CARD_HEIGHT * LARGE),
                   QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    contrast = high_contrast()
    set_high_contrast(False)  # the same art in either look, but its outline
    painter = QPainter(image)
    draw_face(painter, QRectF(0, 0, image.width(), image.height()), card)
    painter.end()
    set_high_contrast(contrast)
    # the cream above the pips, as the four bytes of each of its pixels
    data, line = bytes(image.constBits()), image.bytesPerLine()
    at = round(4 * LARGE) * line + round(50 * LARGE) * 4
    face = data[at:at + 4] * image.width()
    cream = int.from_bytes(face)
    differs = 0  # a bit set wherever some row's pixel is not the cream (a big number's xor)
    for y in range(round(2 * LARGE), round((CARD_HEIGHT - 2) * LARGE), 2):
        differs |= int.from_bytes(data[y * line:y * line + len(face)]) ^ cream
    columns = differs.to_bytes(len(face))
    ink = [x for x in range(round(4 * LARGE), round((CARD_WIDTH - 4) * LARGE))
           if any(columns[x * 4:x * 4 + 4])]
    runs: list[list[int]] = []
    for x in ink:
        if runs and x == runs[-1][1] + 1:
            runs[-1][1] = x
        else:
            runs.append([x, x])
    index = next(i for i, (a, b) in enumerate(runs) if a <= INDEX_CENTRE * LARGE <= b)
    other = next(i for i, (a, b) in enumerate(runs)
                 if a <= (CARD_WIDTH - INDEX_CENTRE) * LARGE <= b)
    assert other >= index + 2, (card, runs)  # pips between the two indexes, apart from them
    return ((runs[index][1] + 1) / LARGE, runs[index + 1][0] / LARGE,
            (runs[other - 1][1] + 1) / LARGE, runs[other][0] / LARGE)


def _board(qtbot, contrast: bool) -> ReplayBoard:  # type: ignore[no-untyped-def]
    set_high_contrast(contrast)
    board = ReplayBoard("hand", ["South", "West", "North", "East"], contrast=contrast)
    qtbot.addWidget(board)
    return board


def _covered(board: ReplayBoard, step: ReplayStep) -> list[tuple[Card, QRectF, QRectF]]:
    """Each covered number card and ace of the board's rows, its place and the next card's."""
    line = QFontMetrics(board.label_font()).height()
    return [(card, rect, next_rect) for hand in board.hand_rects(step, line)
            for (card, rect), (_next, next_rect) in pairwise(hand) if _pip_card(card)]


@pytest.mark.parametrize("contrast", [False, True], ids=["usual", "high-contrast"])
@pytest.mark.parametrize("step", _steps(), ids=["suit-a-seat", "shuffled", "shuffled-2"])
def test_a_covered_number_card_shows_its_index_and_no_pip_cut_through(
        qtbot, language: str, step: ReplayStep,  # type: ignore[no-untyped-def]
        contrast: bool) -> None:
    """Against the art: each covered number card or ace shows, left of the next card's
    outline, its corner index whole and ends before its first pip, or (shown wider) after its
    last pip and before the index upside down in its other corner."""
    board = _board(qtbot, contrast)
    board.show_step(step)
    covered = _covered(board, step)
    for card, rect, next_rect in covered:
        shown = (next_rect.left() - rect.left()) / (rect.width() / CARD_WIDTH)
        shown -= face_outline() / 2  # the next card's outline over this one
        index_right, pips_left, pips_right, other_index = _art(card)
        assert shown >= index_right, (
            f"{card} shows {shown:.1f} of its width: its corner index ends at {index_right:.1f}")
        assert shown <= pips_left or pips_right <= shown <= other_index, (
            f"{card} shows {shown:.1f} of its width: its pips lie from {pips_left:.1f} to "
            f"{pips_right:.1f}, the index in its other corner begins at {other_index:.1f}")
    assert len(covered) >= 36


def _grey(image: QImage) -> tuple[bytes, int]:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return bytes(grey.constBits()), grey.bytesPerLine()


def _ink(grey: tuple[bytes, int], left: int, right: int, top: int, bottom: int) -> int:
    """The pixels of ink between columns ``left`` and ``right`` (excluded), rows ``top`` and
    ``bottom`` (excluded)."""
    data, line = grey
    return sum(data[y * line + x] < DARK for y in range(top, bottom) for x in range(left, right))


@pytest.mark.parametrize(("size", "contrast"), SIZES_LOOKS,
                         ids=[f"{w}x{h}{'-high-contrast' if c else ''}"
                              for (w, h), c in SIZES_LOOKS])
def test_a_covered_number_card_shows_no_part_of_a_pip(
        qtbot, language: str, size: tuple[int, int],  # type: ignore[no-untyped-def]
        contrast: bool) -> None:
    """In the board's pixels at Replay's sizes: of each covered number card's or ace's pips'
    ink (the card drawn alone at the same place), what shows left of the next card's outline is
    all of it or none, and its corner index shows whole."""
    board = _board(qtbot, contrast)
    board.resize(*size)
    to_pixels = board.board_transform()
    for step in _steps()[:2]:
        board.show_step(step)
        image = _grey(board.grab().toImage())
        for card, rect, next_rect in _covered(board, step):
            _index_right, pips_left, pips_right, _other = _art(card)
            box = to_pixels.mapRect(rect)
            unit = box.width() / CARD_WIDTH
            # the card alone, at the same place to the pixel's fraction, on the same felt
            area = QRect(math.floor(box.left()), math.floor(box.top()),
                         math.ceil(box.width()) + 2, math.ceil(box.height()) + 2)
            alone_image = QImage(area.size(), QImage.Format.Format_ARGB32)
            alone_image.fill(board.felt)
            painter = QPainter(alone_image)
            painter.setTransform(to_pixels * QTransform.fromTranslate(-area.left(), -area.top()))
            draw_face(painter, rect, card)
            painter.end()
            alone = _grey(alone_image)
            # rows clear of the rounded corners, where the card under it or the felt shows
            top, bottom = math.ceil(box.top() + 9 * unit), math.floor(box.bottom() - 9 * unit)
            first = math.ceil(box.left()) + 1  # clear of the edge, over the card under it
            pips = math.floor(box.left() + pips_left * unit)
            end = math.ceil(box.left() + pips_right * unit)
            # the columns left of the next card's outline, over this card, and the column it
            # covers in part: but for pips in high contrast, where that column is its black
            outline = to_pixels.map(next_rect.topLeft()).x() - face_outline() / 2 * unit
            edge = math.floor(outline) if contrast else math.ceil(outline)
            at = area.left()
            whole = _ink(alone, pips - at, end - at, top - area.top(), bottom - area.top())
            shown = _ink(image, pips, min(end, edge), top, bottom)
            assert whole > 0
            assert shown == 0 or shown >= 0.97 * whole, (
                f"{card} at {size}: {shown} of its pips' {whole} pixels of ink show left of the "
                f"next card's outline at x={edge}")
            index = _ink(alone, first - at, pips - at, top - area.top(), bottom - area.top())
            index_shown = _ink(image, first, min(pips, math.ceil(outline)), top, bottom)
            assert index_shown >= 0.97 * index, (
                f"{card} at {size}: {index_shown} of its corner's {index} pixels of ink show")
