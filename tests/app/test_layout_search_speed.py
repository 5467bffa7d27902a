"""The table's searches for room (free_spot, free_group, the hint's stack under a chooser) are
quick and find what a search trying every place in turn finds; the corner buttons' sizes kept
stay few however often the table is resized.

A corner layout took up to 100 ms at 200 % in a small window, placing the hint up to 120 ms a
step of a resize, on the window's thread: each search tried every pair of places across and
down in turn against everything in the way. The searches now rule places out a span at a time
and look at no place that cannot beat the nearest found; these tests hold them to the old
searches' answers, kept here as references, on random tables."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QPushButton

import koutchina.app.table.area as area_module
from koutchina.app.hint_place import HintPlace
from koutchina.app.table.free_spot import (  # the places it tries, as gathered
    _edges,
    corner_shape,
    free_group,
    free_spot,
    lines_shape,
)

from .helpers import choice, make_window, person_ready, wait_for

CASES = 400


def reference_spot(size: QSize, room: QRect, taken: list[QRect], wanted: QPoint,
                   gap: int) -> QRect | None:
    """free_spot by trying every pair of places, nearest first (in a straight line; of those
    equally near, in the order gathered), against each of ``taken`` grown by ``gap`` - 1."""
    width, height = size.width(), size.height()
    end_x, end_y = room.x() + room.width(), room.y() + room.height()
    xs = _edges(room.x(), end_x, width, [(r.x(), r.x() + r.width()) for r in taken], gap)
    ys = _edges(room.y(), end_y, height, [(r.y(), r.y() + r.height()) for r in taken], gap)
    if room.x() <= wanted.x() <= end_x - width:
        xs.add(wanted.x())
    if room.y() <= wanted.y() <= end_y - height:
        ys.add(wanted.y())
    kept = [r.adjusted(-gap + 1, -gap + 1, gap - 1, gap - 1) for r in taken]
    spots = sorted(((x, y) for x in xs for y in ys),
                   key=lambda spot: (spot[0] - wanted.x()) ** 2 + (spot[1] - wanted.y()) ** 2)
    for x, y in spots:
        box = QRect(x, y, width, height)
        if not any(box.intersects(other) for other in kept):
            return box
    return None


def reference_group(shape: list[QRect], room: QRect, taken: list[QRect], wanted: QPoint,
                    gap: int, farthest: int | None = None) -> tuple[QPoint, int] | None:
    """free_group by trying every pair of offsets in order (how far in x plus y, then x, then
    y), each box of the shape against each of ``taken`` with its margin, edge by edge."""
    box = QRect()
    for place in shape:
        box = box.united(place)
    end_x, end_y = room.x() + room.width(), room.y() + room.height()
    low_x, high_x = room.x() - box.x(), end_x - (box.x() + box.width())
    low_y, high_y = room.y() - box.y(), end_y - (box.y() + box.height())
    if low_x > high_x or low_y > high_y:
        return None
    xs, ys = {low_x, high_x, wanted.x()}, {low_y, high_y, wanted.y()}
    for other in taken:
        for place in shape:
            xs |= {other.x() + other.width() + gap - place.x(),
                   other.x() - gap - (place.x() + place.width())}
            ys |= {other.y() + other.height() + gap - place.y(),
                   other.y() - gap - (place.y() + place.height())}
    spots = sorted((abs(x - wanted.x()) + abs(y - wanted.y()), x, y)
                   for x in xs if low_x <= x <= high_x for y in ys if low_y <= y <= high_y)
    for far, x, y in spots:
        if farthest is not None and far > farthest:
            return None
        if not any(r.x() - gap + 1 < p.x() + p.width() + x and p.x() + x < r.x() + r.width()
                   + gap - 1 and r.y() - gap + 1 < p.y() + p.height() + y
                   and p.y() + y < r.y() + r.height() + gap - 1
                   for p in shape for r in taken):
            return QPoint(x, y), far
    return None


def reference_stack_top(chooser: QRect, hint: QSize, kept: list[QRect], room: QRect,
                        gap: int) -> int | None:
    """HintPlace._stack_top by trying every top in turn, half a gap apart, upwards."""
    middle = chooser.center().x()
    for top in range(chooser.top(), room.top() - 1, -max(1, gap // 2)):
        raised = chooser.translated(0, top - chooser.top())
        under = QRect(middle - hint.width() // 2, raised.bottom() + gap, hint.width(),
                      hint.height())
        if not (room.contains(raised) and room.contains(under)):
            continue
        if not any(rect.intersects(raised) or rect.intersects(under) for rect in kept):
            return top
    return None


def _rect(rng: random.Random, odd: bool) -> QRect:
    """Somewhere on a laptop's table; ``odd``: perhaps empty, or of a negative size."""
    width, height = rng.randint(1, 320), rng.randint(1, 200)
    if odd:
        width, height = rng.choice([width, 0, -rng.randint(1, 5)]), rng.choice(
            [height, 0, -rng.randint(1, 5)])
    return QRect(rng.randint(-40, 1240), rng.randint(-40, 700), width, height)


def _room(rng: random.Random) -> QRect:
    return QRect(rng.randint(-10, 40), rng.randint(-10, 40), rng.randint(80, 1300),
                 rng.randint(80, 760))


def _sizes(rng: random.Random, count: int) -> list[QSize]:
    return [QSize(rng.randint(40, 340), rng.randint(20, 60)) for _ in range(count)]


def test_free_spot_finds_what_trying_every_place_finds() -> None:
    rng = random.Random(35)
    found = 0
    for _ in range(CASES):
        odd = rng.random() < 0.25
        taken = [_rect(rng, odd) for _ in range(rng.randint(0, 24))]
        size = QSize(rng.randint(0 if odd else 1, 420), rng.randint(0 if odd else 1, 300))
        args = (size, _room(rng), taken, QPoint(rng.randint(-80, 1300), rng.randint(-80, 800)),
                rng.choice([0, 1, 2, 6, 10, 13, 20]))
        expected = reference_spot(*args)
        assert free_spot(*args) == expected, args
        found += expected is not None
    assert CASES // 4 < found < CASES  # found room and found none, each many times


def test_free_group_finds_what_trying_every_offset_finds() -> None:
    rng = random.Random(36)
    found = 0
    for _ in range(CASES):
        odd = rng.random() < 0.25
        taken = [_rect(rng, odd) for _ in range(rng.randint(0, 16))]
        count = rng.randint(1, 5)
        if rng.random() < 0.5:
            shape = corner_shape(_sizes(rng, count), _sizes(rng, rng.randint(0, 2)),
                                 rng.randint(5, 20))
        else:
            lines: list[list[QSize]] = [[]]
            for size in _sizes(rng, count):
                if lines[-1] and rng.random() < 0.5:
                    lines.append([])
                lines[-1].append(size)
            shape = lines_shape(lines, rng.randint(5, 20))
        args = (shape, _room(rng), taken, QPoint(rng.randint(-80, 1300), rng.randint(-80, 800)),
                rng.choice([0, 1, 2, 6, 10, 13, 20]),
                rng.choice([None, None, rng.randint(0, 400)]))
        expected = reference_group(*args)
        assert free_group(*args) == expected, args
        found += expected is not None
    assert CASES // 4 < found < CASES


def test_the_hint_s_stack_under_a_chooser_finds_what_trying_every_top_finds() -> None:
    rng = random.Random(37)
    found = 0
    for _ in range(CASES):
        odd = rng.random() < 0.2
        chooser = (_rect(rng, odd) if rng.random() < 0.3 else
                   QRect(rng.randint(0, 600), rng.randint(100, 600), rng.randint(60, 500),
                         rng.randint(30, 160)))
        hint = QSize(rng.randint(0 if odd else 1, 500), rng.randint(0 if odd else 1, 260))
        kept = [_rect(rng, odd) for _ in range(rng.randint(0, 10))]
        args = (chooser, hint, kept, _room(rng), rng.choice([0, 1, 2, 3, 10, 15, 20]))
        expected = reference_stack_top(*args)
        assert HintPlace._stack_top(*args) == expected, args
        found += expected is not None
    assert CASES // 10 < found < CASES


@pytest.mark.usefixtures("english")
def test_the_corner_buttons_sizes_kept_stay_few_and_true(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Each table's scale kept its own sizes of the corner buttons, six steps of each, for as
    long as the window lived (a resize is a new scale): they are kept by style sheet (scales
    a pixel apart share one), forgotten all at once past CORNER_SIZES_KEPT. A size kept is
    the size the button takes with that sheet."""
    monkeypatch.setattr(area_module, "CORNER_SIZES_KEPT", 20)
    window = make_window(qtbot, text_scale=1.5)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=11)
    wait_for(lambda: person_ready(window), timeout=15000)
    table = window.table
    scales = set()
    for step in range(40):
        window.resize(1300 - 13 * step, 760 - 5 * step)
        qtbot.wait(5)
        table.place_corner_buttons()
        scales.add(table.panel_scale())
        assert len(table._corner_sizes) <= 20
    assert len(scales) > 20  # many scales, the sizes of each kept a while
    measure = QPushButton(table.viewport())
    for (sheet, words), size in table._corner_sizes.items():
        measure.setText(words)
        measure.setStyleSheet(sheet)
        measure.adjustSize()
        assert measure.size() == size, words
