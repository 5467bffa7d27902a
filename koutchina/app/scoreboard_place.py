"""Where the scoreboard docks: beside the table, or under it on a narrow, tall window (half of
a Full HD screen), whichever lets the table be drawn clearly larger. No Qt widgets here."""

from __future__ import annotations

from .table.layout import SCENE_HEIGHT, SCENE_WIDTH

UNDER_GAIN = 1.2  # under the table only where the table is drawn this much larger there
BESIDE_GAIN = 1.05  # and back beside it once under gains less than this: no flapping


def table_scale(width: int, height: int) -> float:
    """How large the table (a fixed scene, fitted whole) is drawn in a room of this size."""
    return min(max(0, width) / SCENE_WIDTH, max(0, height) / SCENE_HEIGHT)


def goes_under(width: int, height: int, *, beside: int, under: int, now_under: bool) -> bool:
    """Whether the scoreboard should dock under the table in a room ``width`` x ``height``
    (the window's, menus left out), taking ``beside`` pixels of width beside the table or
    ``under`` pixels of height under it: the height it really has there, the one the person
    dragged it to, else its contents' (scoreboard.py), not a fixed share of the window."""
    beside_scale = table_scale(width - beside, height)
    under_scale = table_scale(width, height - under)
    return under_scale > beside_scale * (BESIDE_GAIN if now_under else UNDER_GAIN)
