"""Statistics fits its screen at every size of texts, and every row of its tables shows whole.

At 200 % on a 1280x720 screen the window opened 1,472 px wide, past the screen: its headings
and notes were cut on the right ("Kots réu…", "ne con…"), and each table had a plain white
sideways scroll bar over its third row, so that the Hokm row of both tables could not be seen
(player-eye review). Each case runs in a process of its own whose only screen is the size to
check (this file, run as a script, is the probe: the language, then the sizes of texts)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from koutchina.app.screens import screen_of

SCALES = (1.0, 1.5, 2.0)


def _look(lang: str, scale: float, window: Any) -> dict[str, Any]:
    """What a player sees of the open window: its size and the screen's room, each table's
    rows against what shows of it, the scroll bars' colour, and any words cut."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QLabel

    from koutchina.app.screen_fit import FRAME_ROOM

    available = screen_of(window).availableGeometry()
    found: dict[str, Any] = {
        "size": [window.width(), window.height()],
        "room": [available.width() - FRAME_ROOM.left() - FRAME_ROOM.right(),
                 available.height() - FRAME_ROOM.top() - FRAME_ROOM.bottom()],
        "frame inside": available.contains(window.frameGeometry()),
        "problems": []}
    problems: list[str] = found["problems"]
    window_rect = window.rect()
    for name in ("table", "practice_table"):
        table = getattr(window, name)
        viewport = table.viewport().rect()
        for row in range(table.rowCount()):
            cell = table.visualItemRect(table.item(row, 0))
            if not viewport.contains(cell):
                problems.append(f"{name} row {row} {cell.getRect()} not whole in the viewport "
                                f"{viewport.getRect()}")
        if table.verticalScrollBar().isVisible():
            problems.append(f"{name} scrolls up and down")
        # the table whole in the window as it opens, nothing of it under the window's edge
        where = QRect(table.mapTo(window, QPoint(0, 0)), table.size())
        if not window_rect.contains(where):
            problems.append(f"{name} {where.getRect()} past the window {window_rect.getRect()}")
        bar = table.horizontalScrollBar()
        if bar.isVisible():
            image = bar.grab().toImage()
            ground = image.pixelColor(image.width() - 2, image.height() // 2)
            if ground.lightness() > 100:
                problems.append(f"{name}'s scroll bar is {ground.name()}, not the felt's")
        found[name] = {"width": table.width(), "bar": bar.isVisible()}
    for label in window.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        text = label.text()[:30]
        if label.wordWrap():
            if label.heightForWidth(label.width()) > label.height():
                problems.append(f"{text!r} cut below")
        elif label.sizeHint().width() > label.width():
            problems.append(f"{text!r} cut on the right")
        right = label.mapTo(window, QPoint(label.width(), 0)).x()
        if right > window.width():
            problems.append(f"{text!r} runs past the window ({right} > {window.width()})")
    if os.environ.get("STATISTICS_SHOTS"):  # screenshots for a person to look at
        shot = Path(os.environ["STATISTICS_SHOTS"])
        shot.mkdir(parents=True, exist_ok=True)
        screen = available.size()
        window.grab().save(str(shot / f"stats_{screen.width()}x{screen.height()}_{lang}_"
                                      f"{scale}.png"))
    return found


def _summaries() -> list[Any]:
    """Finished and unfinished matches of each game, practice or not: figures in every row."""
    from probe_matches import probe_summaries  # beside this file, run as a script

    from koutchina.storage.saves import SeatInfo

    seats = [SeatInfo(name="Amal")] + [SeatInfo(name=f"Bot {n}", bot_level="medium")
                                       for n in (1, 2, 3)]
    return probe_summaries(lambda _game: seats, at_random=True)


def probe_app(language: str, points: float = 0) -> Any:
    """A probe's application in ``language``, its interface font ``points`` large (0: the
    platform's), before the size of texts scales it."""
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    if points:
        font = app.font()
        font.setPointSizeF(points)
        app.setFont(font)
    from koutchina.app.i18n import language_manager

    language_manager().set_language(language, remember=False)
    return app


def statistics_shown(app: Any, matches: list[Any]) -> tuple[Any, Any]:
    """History with ``matches`` listed and its Statistics window opened from it and shown, as
    the program does, at the size of texts in use: (History, Statistics)."""
    from koutchina.app.history.window import HistoryWindow

    history = HistoryWindow(in_play=None)
    history.model.set_matches(matches)
    history.open_statistics()
    window = history._stats
    assert window is not None
    window.show()
    for _ in range(3):
        app.processEvents()
    return history, window


def main() -> None:
    """The probe: opens Statistics from History at each size of texts, as the program does,
    and prints what a player sees of it, as JSON."""
    from koutchina.app.text_scale import apply_text_scale

    app = probe_app(sys.argv[1])
    matches = _summaries()
    looks = {}
    for scale in (float(text) for text in sys.argv[2].split(",")):
        apply_text_scale(scale)
        history, window = statistics_shown(app, matches)
        looks[str(scale)] = _look(sys.argv[1], scale, window)
        window.close()
        history.close()
    print(json.dumps(looks))


def _looks_on(width: int, height: int, language: str, tmp_path: Path) -> dict[str, Any]:
    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    looks: dict[str, Any] = probe_on_screen(
        [__file__, language, ",".join(map(str, SCALES))], width, height, tmp_path)
    return looks


SCREENS = [pytest.param((1280, 720), id="1280x720"), pytest.param((1366, 768), id="1366x768"),
           pytest.param((1920, 1080), id="1920x1080", marks=pytest.mark.slow),
           pytest.param((3840, 2160), id="3840x2160", marks=pytest.mark.slow)]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SCREENS)
def test_statistics_fits_the_screen_with_every_row_whole(
        tmp_path: Path, size: tuple[int, int], language: str) -> None:
    looks = _looks_on(*size, language, tmp_path)
    for scale, found in looks.items():
        width, height = found["size"]
        room_width, room_height = found["room"]
        assert width <= room_width and height <= room_height, (
            f"at {scale} the window is {width}x{height}, the screen leaves {room_width}x"
            f"{room_height} inside a frame")
        assert found["frame inside"], scale
        assert not found["problems"], f"at {scale}: {found['problems']}"
    if size == (1920, 1080):  # room enough at 100 %: as it was, the tables whole, no bar
        assert looks["1.0"]["size"] == [860, 640]
        assert not looks["1.0"]["table"]["bar"] and not looks["1.0"]["practice_table"]["bar"]


if __name__ == "__main__":
    main()
