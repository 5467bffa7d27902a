"""At a first start (no place saved) the main window uses the screen sensibly: on a 4K screen
at 100 % it opened at two thirds of its width, at 200 % (1920x1080 logical pixels) at 1280x760,
a third of the screen's width, with texts as large as maximised and the start page's card
pictures dropped for lack of room. A laptop's 1280x720 still gets a window that fits, and the
place saved at quit still wins at the next start. History opens as large a share of a large
screen, over the main window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect

from koutchina.app.screen_fit import FRAME_ROOM

from .screen_probe import probe_on_screen

PROBE = Path(__file__).with_name("first_window_probe.py")


def _probe(width: int, height: int, dpr: float, tmp_path: Path) -> Any:
    return probe_on_screen([str(PROBE)], width, height, tmp_path, 120, dpr=dpr)


@pytest.mark.parametrize(("width", "height", "dpr"),
                         [(3840, 2160, 1), (1920, 1080, 2), (1920, 1080, 1)])
def test_the_first_main_window_takes_most_of_a_large_screen(
    tmp_path: Path, width: int, height: int, dpr: float
) -> None:
    found = _probe(width, height, dpr, tmp_path)
    available, main = QRect(*found["available"]), QRect(*found["main"])
    assert available.contains(main), (main, available)
    if not found["maximized"]:
        assert main.width() >= 0.8 * available.width(), (main, available)
        assert main.height() >= 0.8 * available.height(), (main, available)
        # in the middle of the screen, not in its top left corner (room left above it for a
        # title bar, which offscreen Qt does not draw)
        assert abs(main.center().x() - available.center().x()) <= FRAME_ROOM.left(), (
            main, available)
        assert abs(main.center().y() - available.center().y()) <= FRAME_ROOM.top(), (
            main, available)
    assert found["pictures"]  # the start page shows its games' cards
    # History too: more than half the screen across, no longer a window smaller than the
    # main window's half, and inside the screen
    history = QRect(*found["history"])
    assert available.contains(history), (history, available)
    assert history.width() >= 0.55 * available.width(), (history, available)
    assert history.height() >= 0.55 * available.height(), (history, available)
    assert found["again"] == [1000, 600]  # the place saved at quit wins at the next start


def test_the_first_main_window_fits_a_laptop_screen(tmp_path: Path) -> None:
    found = _probe(1280, 720, 1, tmp_path)
    available, main = QRect(*found["available"]), QRect(*found["main"])
    assert available.contains(main), (main, available)
    assert main.width() >= 0.9 * available.width() and main.height() >= 0.85 * available.height()
    # its start page keeps its games' pictures: each game naming its bots over its Play
    # button had left it 16 px short of them
    assert found["pictures"]
    assert QRect(*found["history"]).height() <= available.height()
    assert found["again"] == [1000, 600]
