"""The person's countdown on their plate reads as a clock from a minute up ("4:56"; a 5-minute
timer showed "296s", a player's review), in seconds under a minute as before ("45s"), whole
in its box on a laptop at every size of texts."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from koutchina.app.table.seat_badge import SeatBadge

from .helpers import choice, make_window, wait_for


class _Recording(QPainter):
    """A painter that notes each text it draws, with its font's pixel size."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, int]] = []

    def drawText(self, *args) -> None:  # type: ignore[no-untyped-def, override]
        self.texts.append((str(args[-1]), self.font().pixelSize()))
        super().drawText(*args)


def _countdown(badge: SeatBadge) -> tuple[str, int]:
    """The countdown's text as the plate paints it, and its size in pixels."""
    image = QImage(600, 400, QImage.Format.Format_ARGB32)
    painter = _Recording(image)
    painter.translate(300, 200)
    badge.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    timer = badge.mark_boxes()[0]
    assert timer is not None, "no countdown shown"
    texts = [(text, size) for text, size in painter.texts
             if re.fullmatch(r"\d+:\d\d|\d+\s?s|.*…", text)]
    assert len(texts) == 1, painter.texts
    return texts[0]


@pytest.mark.parametrize("text_scale", [1.0, 2.0, 3.0])
def test_a_long_countdown_reads_as_minutes_and_seconds(qtbot, english: None,  # type: ignore[no-untyped-def]
                                                       text_scale: float) -> None:
    window = make_window(qtbot, text_scale=text_scale)
    window.start_match(choice("hokm", timer=300, levels=["medium"] * 3), seed=5)
    badge = window.table.badge(0)
    wait_for(lambda: badge.to_act and badge.seconds_left is not None, timeout=15000)
    text, _ = _countdown(badge)
    assert re.fullmatch(r"[45]:\d\d", text), text  # 5:00 down
    for seconds, shown in ((296, "4:56"), (60, "1:00"), (125, "2:05"), (59, "59s"),
                           (5, "5s"), (0, "0s")):
        badge.seconds_left = seconds
        text, size = _countdown(badge)
        assert text == shown
        # whole, at a readable size (fit_line's smallest), as large as "300s" was drawn
        assert size >= 16, (text, size)
    badge.seconds_left = 300
    clock = _countdown(badge)[1]
    badge.seconds_left = 45
    assert clock >= _countdown(badge)[1] - 1  # no smaller than the seconds under a minute
