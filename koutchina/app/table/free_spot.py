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
    (in x plus y); None where there is none (or none within ``farthest``)."""
    box = QRect()
    for place in shape:
        box = box.united(place)
    end_x, end_y = room.x() + room.width(), room.y() + room.height()
    low_x, high_x = room.x() - box.x(), end_x - (box.x() + box.width())
    low_y, high_y = room.y() - box.y(), end_y - (box.y() + box.height())
    if low_x > high_x or low_y > high_y:
        return None
    xs = {low_x, high_x, wanted.x()}
    ys = {low_y, high_y, wanted.y()}
    for other in taken:
        for place in shape:
            xs.add(other.x() + other.width() + gap - place.x())
            xs.add(other.x() - gap - (place.x() + place.width()))
            ys.add(other.y() + other.height() + gap - place.y())
            ys.add(other.y() - gap - (place.y() + place.height()))
    bound = farthest if farthest is not None else 1 << 30
    xs_near = sorted((abs(x - wanted.x()), x) for x in xs if low_x <= x <= high_x)
    ys_near = sorted((abs(y - wanted.y()), y) for y in ys if low_y <= y <= high_y)
    # each of ``taken`` with its margin, as the edges it spans (from, up to) across and down
    kept = [(r.x() - gap + 1, r.x() + r.width() + gap - 1, r.y() - gap + 1,
             r.y() + r.height() + gap - 1) for r in taken]
    boxes = [(p.x(), p.x() + p.width(), p.y(), p.y() + p.height()) for p in shape]
    spots = []
    for off_x, x in xs_near:
        if off_x > bound:
            break
        for off_y, y in ys_near:
            if off_x + off_y > bound:
                break
            spots.append((off_x + off_y, x, y))
    spots.sort()
    across: dict[int, list[list[tuple[int, int]]]] = {}  # what each box meets across, at x
    for far, x, y in spots:
        met = across.get(x)
        if met is None:
            met = across[x] = [[(top, bottom) for left, right, top, bottom in kept
                                if left < x1 + x and x0 + x < right]
                               for x0, x1, _y0, _y1 in boxes]
        if not any(top < y1 + y and y0 + y < bottom
                   for (_x0, _x1, y0, y1), spans in zip(boxes, met, strict=True)
                   for top, bottom in spans):
            return QPoint(x, y), far
    return None
