"""Where a box may lie over the table clear of what is on it (cards, badges, panels, buttons):
the free spot nearest to where it would best stand."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize


def _edges(start: int, end: int, length: int, blockers: list[tuple[int, int]],
           gap: int) -> set[int]:
    """Where a box ``length`` long may start along one axis: at either end of the room, or
    just past either side of something in the way."""
    places = {start, end - length}
    for low, high in blockers:
        places.add(high + gap)
        places.add(low - gap - length)
    return {place for place in places if start <= place <= end - length}


def free_spot(size: QSize, room: QRect, taken: list[QRect], wanted: QPoint,
              gap: int) -> QRect | None:
    """A box of ``size`` inside ``room``, at least ``gap`` from each of ``taken``, its corner
    as near as can be to ``wanted``; None if there is no such place."""
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


def corner_group(row: list[QSize], column: list[QSize], corner: QPoint, room: QRect,
                 taken: list[QRect], gap: int) -> tuple[list[QRect], int] | None:
    """Where a group of buttons lies in a top right corner, clear of ``taken`` and of each
    other (``gap`` apart): ``row`` leftwards from ``corner`` (the first one's top right, on
    its line), ``column`` down under the row's first, their right edges in line. Where that
    shape would cover something, the row keeps fewer of its buttons (the others go at the
    foot of the column), and each button goes to the free spot nearest its place in the
    shape after those placed before it: the shape whose buttons move least. Their places
    (the row's, then the column's) and how far, in all, they lie from their shape (0: as
    drawn); None where some button finds no spot."""
    best: tuple[list[QRect], int] | None = None
    for kept in range(len(row), 0, -1):
        found = _flow(row[:kept], column + row[kept:], corner, room, taken, gap)
        if found is None:
            continue
        places, far = found
        below = kept + len(column)  # the row's others, at the foot of the column
        places = places[:kept] + places[below:] + places[kept:below]
        if far == 0:
            return places, far
        if best is None or far < best[1]:
            best = (places, far)
    return best


def _flow(row: list[QSize], column: list[QSize], corner: QPoint, room: QRect,
          taken: list[QRect], gap: int) -> tuple[list[QRect], int] | None:
    """``corner_group``'s places for one shape, row then column, and how far they lie from
    the shape drawn on an empty table."""
    placed: list[QRect] = []
    far = 0
    drawn = at = corner  # the next one's top right: in the shape, and after those placed
    for index, size in enumerate(row + column):
        if index == len(row):  # the column, under the row's first
            drawn = QPoint(corner.x(), corner.y() + row[0].height() + gap)
            at = placed[0].bottomRight() + QPoint(1, gap + 1)
        left = QPoint(size.width(), 0)
        spot = free_spot(size, room, taken + placed, at - left, gap)
        if spot is None:
            return None
        far += (spot.topLeft() - (drawn - left)).manhattanLength()
        placed.append(spot)
        if index < len(row):  # leftwards along the row
            drawn, at = drawn - left - QPoint(gap, 0), spot.topLeft() - QPoint(gap, 0)
        else:  # down the column
            down = QPoint(0, size.height() + gap)
            drawn, at = drawn + down, spot.topRight() + QPoint(1, 0) + down
    return placed, far
