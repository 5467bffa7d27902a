"""Every column of Statistics' tables shows without scrolling sideways, its heading whole.

At 200 % on a 1280x720 screen each table was wider than the window's page: it scrolled
sideways, and its last columns (Kots made, Kots suffered) could not be seen until the player
scrolled each table. At every size of texts the program offers up to 200 %, in English and in
French (whose headings are longer), no table may need its sideways bar, every column must lie
inside what shows of the table and of the window's page, and every heading must show whole: its
words as the language says them (no word shortened) and each on its line inside its column. Each
case runs in a process of its own whose only screen is the size to check (this file, run as a
script, is the probe: the language, the sizes of texts and the interface font's points, 0 for
the platform's)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

# the tables' headings, as the program's sources write them (their context: StatisticsWindow)
HEADINGS = ("Matches finished", "Not finished", "Won", "Average score", "Exact calls",
            "Kots made", "Kots suffered")


def _problems(window: Any) -> list[str]:
    """What a player cannot see of each table without scrolling it sideways, and any heading
    shortened or cut."""
    from PySide6.QtCore import QCoreApplication, QRect, Qt
    from PySide6.QtWidgets import QStyle

    problems: list[str] = []
    page = window.body_scroll.viewport()  # what shows of the window's page
    for name in ("table", "practice_table"):
        table = getattr(window, name)
        bar = table.horizontalScrollBar()
        if bar.maximum() > bar.minimum() or bar.isVisible():
            problems.append(f"{name} scrolls sideways ({bar.maximum()} px)")
        header = table.horizontalHeader()
        shown = table.viewport().rect()
        metrics = header.fontMetrics()
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        for column in range(table.columnCount()):
            left = header.sectionViewportPosition(column)
            cell = QRect(left, 0, header.sectionSize(column), 1)
            on_page = QRect(table.viewport().mapTo(page, cell.topLeft()), cell.size())
            heading = table.horizontalHeaderItem(column).text()
            if not shown.contains(cell) or not page.rect().contains(on_page):
                problems.append(f"{name}: {heading!r} at x {on_page.left()}-{on_page.right()} "
                                f"not inside the table's {shown.width()} px or the page's "
                                f"{page.width()} px")
            wanted = QCoreApplication.translate("StatisticsWindow", HEADINGS[column])
            if heading.split() != wanted.split():
                problems.append(f"{name}: {heading!r} is not {wanted!r}")
            room = header.sectionSize(column) - 2 * margin
            words = max(metrics.horizontalAdvance(word) for word in heading.split())
            lines = metrics.boundingRect(QRect(0, 0, room, 10_000),
                                         Qt.TextFlag.TextWordWrap, heading).height()
            if words > room or lines > header.height():
                problems.append(f"{name}: {heading!r} cut in its {room}x{header.height()} px")
    return problems


def main() -> None:
    """The probe: opens Statistics from History at each size of texts, as the program does,
    and prints what a player cannot see of its tables, as JSON."""
    from test_statistics_fits_screen import (  # beside this file
        _summaries,
        probe_app,
        statistics_shown,
    )

    from koutchina.app.text_scale import apply_text_scale

    app = probe_app(sys.argv[1], float(sys.argv[3]))  # the desktop's font, 0: the platform's
    matches = _summaries()
    found = {}
    for scale in (float(text) for text in sys.argv[2].split(",")):
        apply_text_scale(scale)
        history, window = statistics_shown(app, matches)
        found[str(scale)] = _problems(window)
        window.close()
        history.close()
    print(json.dumps(found))


def _problems_on(size: tuple[int, int], language: str, scales: tuple[float, ...],
                 points: float, tmp_path: Path) -> dict[str, list[str]]:
    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    found: dict[str, list[str]] = probe_on_screen(
        [__file__, language, ",".join(map(str, scales)), str(points)], *size, tmp_path)
    return found


CASES = [
    pytest.param((1280, 720), (1.0, 1.25, 1.5, 1.75, 2.0), 0, id="1280x720"),
    pytest.param((1280, 720), (2.0,), 11, id="1280x720-11pt-font"),
    pytest.param((3840, 2160), (2.0,), 0, id="3840x2160", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("size", "scales", "points"), CASES)
def test_every_column_shows_without_scrolling_sideways(
        tmp_path: Path, size: tuple[int, int], scales: tuple[float, ...], points: float,
        language: str) -> None:
    found = _problems_on(size, language, scales, points, tmp_path)
    assert not any(found.values()), json.dumps(
        {scale: problems for scale, problems in found.items() if problems}, indent=1,
        ensure_ascii=False)


if __name__ == "__main__":
    main()
