"""How a table's width is shared among its columns: each as wide as it needs where there is
room (the columns as even as they can be, the narrow ones widened first), else the widest
cut down first, to an even width, so that the short ones keep theirs. No Qt here."""

from __future__ import annotations


def _level(needs: list[int], room: int, widen: bool) -> float:
    """The width the narrower columns are raised to (``widen``), or the wider ones cut down
    to, so that all of them fill ``room`` together."""
    ordered = sorted(needs, reverse=widen)  # the columns that keep their need come first
    rest = float(room)
    for count, need in enumerate(ordered):
        level = rest / (len(ordered) - count)
        if (need < level) if widen else (need > level):
            return level
        rest -= need
    return float(ordered[-1])


def share_columns(needs: list[int], room: int) -> list[int]:
    """The widths of columns that need ``needs`` (their heading and their widest word) in a
    table ``room`` wide, adding up to ``room`` (bar a column of rounding)."""
    if not needs:
        return []
    room = max(room, len(needs))
    widen = sum(needs) <= room
    level = _level(needs, room, widen)
    widths = [max(need, int(level)) if widen else min(need, int(level)) for need in needs]
    widths[-1] += room - sum(widths)
    return widths
