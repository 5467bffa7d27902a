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
