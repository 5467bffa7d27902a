"""Where a box may lie over the table clear of what is on it (cards, badges, panels, buttons):
the free spot nearest to where it would best stand.

Each search tries a few places along each axis (the room's ends, just past either side of
what is in the way, the place wanted) and keeps the nearest pair clear of everything. What is
in the way is first turned into the moves that would run into it (``blocked_moves``); then
for each place across, nearest first, the places down that those moves leave free are found
at once (``_nearest_clear``), and no place across is looked at that cannot beat the nearest
found. Trying every pair in turn took up to 100 ms a corner layout at 200 %."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import cast

from PySide6.QtCore import QPoint, QRect, QSize

# A rectangle as QRect.getRect gives it: x, y, width, height
Sides = tuple[int, int, int, int]
# Where something moved by (x, y) runs into something in the way: x from, x to, y from, y to
Blocked = tuple[int, int, int, int]
# A place tried along one axis: how far it is from the one wanted, its rank among places
# equally far (the earlier first), the place
Place = tuple[int, int, int]


def _span(start: int, length: int) -> tuple[int, int]:
    """The first and last pixel a side of a rectangle covers, as QRect counts them: a side of
    negative length runs back from ``start``; one of none ends just before it starts."""
    return (start, start + length - 1) if length >= 0 else (start + length, start - 1)


def _sides(rect: QRect) -> Sides:
    """``rect``'s x, y, width and height (read at once: Qt calls are slow from Python)."""
    return cast(Sides, rect.getRect())


def blocked_moves(moving: list[QRect], kept: list[QRect]) -> list[Blocked]:
    """The moves (x from, x to, y from, y to, each included) by which one of ``moving`` would
    meet one of ``kept``, as QRect.intersects has it (an empty rectangle meets nothing)."""
    return _blocked([_sides(rect) for rect in moving], [_sides(rect) for rect in kept])


def _blocked(moving: list[Sides], kept: list[Sides]) -> list[Blocked]:
    """blocked_moves, of rectangles given by their sides."""
    spans = [(_span(x, width), _span(y, height))
             for x, y, width, height in kept if width or height]
    blocked = []
    for x, y, width, height in moving:
        if not (width or height):
            continue
        (left, right), (top, bottom) = _span(x, width), _span(y, height)
        for (other_left, other_right), (other_top, other_bottom) in spans:
            move = (other_left - right, other_right - left, other_top - bottom,
                    other_bottom - top)
            if move[0] <= move[1] and move[2] <= move[3]:
                blocked.append(move)
    return blocked


def moves_inside(rect: QRect, room: QRect) -> Blocked | None:
    """The moves (x from, x to, y from, y to, each included) by which ``rect`` lies inside
    ``room``, as QRect.contains has it (an empty rectangle lies in none, none in it); None
    where there are none."""
    if rect.isNull() or room.isNull():
        return None
    (left, right), (top, bottom) = _span(rect.x(), rect.width()), _span(rect.y(), rect.height())
    (room_left, room_right), (room_top, room_bottom) = (_span(room.x(), room.width()),
                                                        _span(room.y(), room.height()))
    moves = (room_left - left, room_right - right, room_top - top, room_bottom - bottom)
    return moves if moves[0] <= moves[1] and moves[2] <= moves[3] else None


def _nearest_clear(xs: list[Place], ys: list[Place], wanted_y: int, blocked: list[Blocked],
                   farthest: int) -> tuple[int, int, int] | None:
    """Of the moves (x, y) with x among ``xs`` (sorted nearest first) and y among ``ys`` that
    ``blocked`` does not rule out, the one least far (x's distance plus y's), the earlier x,
    then the earlier y, where equally far: how far, x and y; None where every move within
    ``farthest`` is blocked. The ys are kept in order down the axis as the bits of a number:
    for an x, those blocked are the bits of the spans of ``blocked`` that x meets, and the
    best y free is the free bit nearest to ``wanted_y`` on one side of it or the other (on
    each side a y is the nearer the nearer it lies)."""
    down = sorted(ys, key=lambda place: place[2])
    places = [place for _far, _rank, place in down]
    every = (1 << len(down)) - 1
    to_wanted = (1 << bisect_right(places, wanted_y)) - 1  # the ys down to the one wanted
    spans = [(left, right, (1 << bisect_right(places, bottom)) - (1 << bisect_left(places, top)))
             for left, right, top, bottom in blocked]
    best: tuple[int, int, int, int, int] | None = None  # how far, ranks, x, y
    for far_x, rank_x, x in xs:
        if far_x > farthest:
            break
        free = every
        for left, right, bits in spans:
            if left <= x <= right:
                free &= ~bits
        before, after = free & to_wanted, free & ~to_wanted
        nearest = []  # the free y nearest to the one wanted on either side: a bit's place
        if before:
            nearest.append(before.bit_length() - 1)  # the last bit
        if after:
            nearest.append((after & -after).bit_length() - 1)  # the first
        for index in nearest:
            far_y, rank_y, y = down[index]
            found = (far_x + far_y, rank_x, rank_y, x, y)
            if found[0] <= farthest and (best is None or found < best):
                best, farthest = found, found[0]  # none farther may win now
    return None if best is None else (best[0], best[3], best[4])


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
    as near as can be to ``wanted`` (in a straight line; of places equally near, the one
    first in the order Python's sets give the places along each side, as the search before
    this one had it); None if there is no such place."""
    width, height = size.width(), size.height()
    room_x, room_y, room_width, room_height = _sides(room)
    end_x, end_y = room_x + room_width, room_y + room_height
    sides = [_sides(rect) for rect in taken]
    xs = _edges(room_x, end_x, width, [(x, x + w) for x, _y, w, _h in sides], gap)
    ys = _edges(room_y, end_y, height, [(y, y + h) for _x, y, _w, h in sides], gap)
    wanted_x, wanted_y = wanted.x(), wanted.y()
    if room_x <= wanted_x <= end_x - width:
        xs.add(wanted_x)
    if room_y <= wanted_y <= end_y - height:
        ys.add(wanted_y)
    grow = gap - 1  # each of taken grown by it all round, as QRect.adjusted grows it
    kept = [(x - grow, y - grow, w + 2 * grow, h + 2 * grow) for x, y, w, h in sides]
    found = _nearest_clear(
        sorted(((x - wanted_x) ** 2, rank, x) for rank, x in enumerate(xs)),
        [((y - wanted_y) ** 2, rank, y) for rank, y in enumerate(ys)], wanted_y,
        _blocked([(0, 0, width, height)], kept), 1 << 62)
    return None if found is None else QRect(found[1], found[2], width, height)


def corner_shape(row: list[QSize], column: list[QSize], gap: int) -> list[QRect]:
    """Buttons in a top right corner whose top right is (0, 0): ``row`` leftwards from it on
    its line, ``column`` down under the row's first, their right edges in line (``gap``
    apart). Their places, the row's then the column's."""
    places: list[QRect] = []
    right = 0
    for size in row:
        places.append(QRect(right - size.width(), 0, size.width(), size.height()))
        right -= size.width() + gap
    top = row[0].height() + gap if row else 0
    for size in column:
        places.append(QRect(-size.width(), top, size.width(), size.height()))
        top += size.height() + gap
    return places


def lines_shape(lines: list[list[QSize]], gap: int) -> list[QRect]:
    """Buttons on lines one under the other, each line read from left to right and its right
    end at x 0, the first line's top at y 0 (``gap`` apart). Their places, line by line."""
    places: list[QRect] = []
    top = 0
    for line in lines:
        left = -(sum(size.width() for size in line) + gap * (len(line) - 1))
        for size in line:
            places.append(QRect(left, top, size.width(), size.height()))
            left += size.width() + gap
        top += max(size.height() for size in line) + gap
    return places


def free_group(shape: list[QRect], room: QRect, taken: list[QRect], wanted: QPoint, gap: int,
               farthest: int | None = None) -> tuple[QPoint, int] | None:
    """Where ``shape`` (boxes kept together as drawn) lies inside ``room``, each box at least
    ``gap`` from each of ``taken``: the offset nearest to ``wanted`` and how far it is from it
    (in x plus y; of offsets equally far, the one least across, then least down); None where
    there is none (or none within ``farthest``)."""
    box = QRect()
    for place in shape:
        box = box.united(place)
    end_x, end_y = room.x() + room.width(), room.y() + room.height()
    low_x, high_x = room.x() - box.x(), end_x - (box.x() + box.width())
    low_y, high_y = room.y() - box.y(), end_y - (box.y() + box.height())
    if low_x > high_x or low_y > high_y:
        return None
    wanted_x, wanted_y = wanted.x(), wanted.y()
    xs, ys = {low_x, high_x, wanted_x}, {low_y, high_y, wanted_y}
    # each of taken grown by gap (left to bottom): the shape is tried with a box just out of
    # it on each side, and blocked where a box of it comes within gap - 1 pixels of it
    blocked = []
    boxes = [(x, x + width, y, y + height) for x, y, width, height in map(_sides, shape)]
    for x, y, width, height in map(_sides, taken):
        left, right, top, bottom = x - gap, x + width + gap, y - gap, y + height + gap
        for x0, x1, y0, y1 in boxes:
            xs.add(right - x0)
            xs.add(left - x1)
            ys.add(bottom - y0)
            ys.add(top - y1)
            move = (left + 2 - x1, right - 2 - x0, top + 2 - y1, bottom - 2 - y0)
            if move[0] <= move[1] and move[2] <= move[3]:
                blocked.append(move)
    found = _nearest_clear(
        sorted((abs(x - wanted_x), x, x) for x in xs if low_x <= x <= high_x),
        [(abs(y - wanted_y), y, y) for y in ys if low_y <= y <= high_y], wanted_y,
        blocked, farthest if farthest is not None else 1 << 30)
    return None if found is None else (QPoint(found[1], found[2]), found[0])
