"""Every window and dialog opens inside the screen's available space, its frame included: on a
1280x720 screen (where the Rules window was 764 px tall and the Replay window 1,100 px wide
before its title bar) and on 4K at 100 %, where texts are twice as large."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from .screen_probe import probe_on_screen

PROBE = Path(__file__).with_name("window_frames.py")
TITLE_BAR = 30  # what a desktop's window manager puts above a window; offscreen Qt adds none


def _frames_on(
    width: int, height: int, tmp_path: Path, language: str = "en", text_scale: float | None = None
) -> tuple[QRect, dict[str, QRect]]:
    """The probe's findings in a process whose only screen is ``width`` x ``height``."""
    scale = [] if text_scale is None else [str(text_scale)]
    found = probe_on_screen([str(PROBE), language, *scale], width, height, tmp_path, 120)
    return QRect(*found["available"]), {
        name: QRect(*frame) for name, frame in found["frames"].items()}


@pytest.mark.parametrize(("size", "language", "text_scale"),
                         [((1280, 720), "en", None), ((1280, 720), "fr", None),
                          ((3840, 2160), "en", None), ((1280, 720), "fr", 1.5),
                          ((1280, 720), "en", 2.5), ((1280, 720), "fr", 2.5)])
def test_every_window_opens_inside_the_available_screen(
    tmp_path: Path, size: tuple[int, int], language: str, text_scale: float | None
) -> None:
    # French words are longer: the New match dialog was 693 px tall at its smallest in French;
    # at 150 % on 1280x720 it was 800 px tall, OK and Cancel off the screen
    available, frames = _frames_on(*size, tmp_path, language, text_scale)
    assert {"main window", "new match", "settings", "keyboard", "about", "rules", "history",
            "statistics", "replay", "review"} <= frames.keys()
    outside = {name: frame for name, frame in frames.items() if not available.contains(frame)}
    assert not outside, f"larger than or off the screen {available}: {outside}"
    too_tall = {name: frame.height() for name, frame in frames.items()
                if frame.height() + TITLE_BAR > available.height()}
    assert not too_tall, f"no room left for a title bar on {available}: {too_tall}"
    if size == (3840, 2160):  # room enough: they still grow with the texts, twice as large
        assert frames["history"].width() >= 2 * 900 and frames["replay"].width() >= 2 * 1100
        assert frames["rules"].height() >= 2 * 760
