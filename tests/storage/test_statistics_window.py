"""The Statistics window as the person reads it: what its figures count, a chart readable with
few deals, and columns as wide as their figures."""

from __future__ import annotations

import math
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel

from koutchina.app.history.statistics_view import (
    LINE_COLOURS,
    ChartLayout,
    StatisticsWindow,
    TotalsChart,
    dot_radius,
)
from koutchina.engine import Game
from koutchina.storage.summaries import summarize

from .helpers import random_match, saved_of


def _window(qtbot, matches) -> StatisticsWindow:  # type: ignore[no-untyped-def]
    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    window.set_matches([summarize(Path(f"{saved.match_id}.json"), saved) for saved in matches])
    window.resize(860, 640)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_statistics_say_that_calls_count_unfinished_matches(qtbot) -> None:
    """One unfinished Hand match: "Matches played 0" stood beside "Exact calls 0 %" with no word
    on where the calls came from."""
    window = _window(qtbot, [saved_of(random_match("hand", 3, moves=50), "open")])
    table = window.table
    headers = [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())]
    row = {header: table.item(0, column).text() for column, header in enumerate(headers)}
    assert row["Matches finished"] == "0"
    assert row["Not finished"] == "1"
    assert row["Exact calls"].endswith("%")
    said = " ".join(label.text() for label in window.findChildren(QLabel) if label.isVisible())
    assert "Won and Average score count finished matches only" in said
    assert "Exact calls and Kots count every completed round or deal" in said
    assert "in matches not finished too" in said


def _layout(chart: TotalsChart) -> ChartLayout:
    """Where the chart paints its dots, numbers and totals at its size and in its font."""
    layout = chart.chart_layout(chart.fontMetrics())
    assert layout is not None
    return layout


def test_a_one_deal_chart_shows_its_points_and_the_deal_number(qtbot) -> None:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(800, 360)
    chart.set_data([[0, 1]], ["Your side", "Opponents"], Game.COURT_PIECE)
    layout = _layout(chart)
    assert len(layout.dots) == 2  # one dot per line at deal 1, not a bare line
    assert [text for text, _ in layout.deal_numbers] == ["1"]
    x = layout.deal_numbers[0][1]
    assert all(abs(point.x() - x) < 1 for point in layout.dots)  # under its dots


def test_many_deals_are_numbered_without_overlapping(qtbot) -> None:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    rows = [[10 * deal, -10 * deal] for deal in range(1, 41)]
    chart.set_data(rows, ["Your side", "Opponents"], Game.HOKM)
    layout = _layout(chart)
    numbers = [int(text) for text, _ in layout.deal_numbers]
    assert 1 < len(numbers) < 40 and numbers == sorted(numbers)
    xs = [x for _, x in layout.deal_numbers]
    width = chart.fontMetrics().horizontalAdvance("40")
    assert all(b - a > width for a, b in pairwise(xs))


def test_the_last_column_is_as_wide_as_its_figures(qtbot) -> None:
    """The last column stretched across the window, its "0" far from its heading."""
    window = _window(qtbot, [saved_of(random_match("hokm", 2), "done")])
    for table in (window.table, window.practice_table):
        header = table.horizontalHeader()
        last = table.columnCount() - 1
        # as the person sees it once the window has laid the table out (its fitting is
        # queued: under a heavily loaded machine it was asserted before it ran)
        qtbot.waitUntil(lambda table=table, header=header:
                        table.viewport().width() <= header.length() + 2, timeout=5000)
        wanted = max(header.sectionSizeHint(last), table.sizeHintForColumn(last))
        assert table.columnWidth(last) <= wanted + 2
        # no empty strip right of the last column: the table ends with its columns
        assert table.viewport().width() <= header.length() + 2


@pytest.mark.parametrize("deals", [1, 2, 5, 30])
@pytest.mark.parametrize("width", [860, 1700])  # the window's first size, and on a 4K screen
def test_a_chart_of_few_deals_spreads_over_its_width_and_says_its_totals(
        qtbot, deals: int, width: int) -> None:  # type: ignore[no-untyped-def]
    """A match of one deal was charted in the left sixth of the chart, the rest of it an empty
    grid (a player's review): its deals spread over the chart's width, whatever their number,
    each line's total and name written after its end, inside the chart."""
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(width, 400)
    rows = [[deal, 2 * deal] for deal in range(1, deals + 1)]
    chart.set_data(rows, ["Your side", "Opponents"], Game.COURT_PIECE)
    layout = _layout(chart)
    area = layout.scale.area
    last = max(point.x() for points in layout.lines for point in points)
    assert last >= area.left() + 0.9 * area.width(), (last, area)
    assert layout.deal_numbers[-1][1] >= area.left() + 0.9 * area.width()  # numbered there
    names_width = max(chart.fontMetrics().horizontalAdvance(name) for name in layout.names)
    assert layout.names_left + names_width <= chart.width()  # the legend whole in the chart
    assert sorted(text for text, _, _ in layout.ends) == sorted(
        str(total) for total in rows[-1])


def _colours_near(image: QImage, start: QPointF, end: QPointF, keep_off: float,
                  reach: int = 3) -> list[str]:
    """The line colour (of LINE_COLOURS) of each pixel up to ``reach`` pixels from the way
    from ``start`` to ``end``, leaving out ``keep_off`` pixels at either end (the dots) and
    any other colour (the background, the edges' blend)."""
    wanted = [QColor(colour) for colour in LINE_COLOURS]
    length = math.dist((start.x(), start.y()), (end.x(), end.y()))
    found = []
    for step in range(int(keep_off), int(length - keep_off) + 1):
        at = start + (end - start) * (step / length)
        for dx in range(-reach, reach + 1):
            for dy in range(-reach, reach + 1):
                pixel = image.pixelColor(round(at.x()) + dx, round(at.y()) + dy)
                distance, colour = min((abs(pixel.red() - c.red()) + abs(pixel.green() - c.green())
                                        + abs(pixel.blue() - c.blue()), c.name()) for c in wanted)
                if distance < 60:
                    found.append(colour)
    return found


def test_two_players_tied_all_along_both_show_in_the_chart(qtbot) -> None:
    """East and West with the same totals at every round: West's line was drawn over East's
    and East was nowhere to be seen, neither its line nor its dots."""
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(800, 400)
    rows = [[30, -10, 60, -10], [20, 0, 70, 0], [50, 10, 80, 10]]
    chart.set_data(rows, ["You", "East", "North", "West"], Game.HAND)
    image = chart.grab().toImage()
    east, west = QColor(LINE_COLOURS[1]).name(), QColor(LINE_COLOURS[3]).name()
    dots = _layout(chart).dots  # three a line, line after line
    radius = dot_radius(chart.fontMetrics().height())
    for deal in (0, 1):  # the stretches between the dots
        start, end = dots[3 + deal], dots[3 + deal + 1]
        assert dots[9 + deal] == start and dots[9 + deal + 1] == end  # tied
        seen = _colours_near(image, start, end, radius + 2)
        assert seen.count(east) > len(seen) / 3 and seen.count(west) > len(seen) / 3
    for dot in dots[3:6]:  # each dot of the tie shows both colours
        seen = _colours_near(image, dot, dot + QPointF(0.5, 0), 0, reach=round(radius))
        assert seen.count(east) > len(seen) / 4 and seen.count(west) > len(seen) / 4
    # a line alone keeps its one colour
    you = _colours_near(image, dots[0], dots[1], radius + 2)
    assert set(you) == {QColor(LINE_COLOURS[0]).name()}


def _line_thickness(chart: TotalsChart, column: int) -> int:
    """Pixels of the line's colour across it, half-way between its start and its first dot."""
    image = chart.grab().toImage()
    dot = _layout(chart).dots[column]
    x = round((chart.plot_area(chart.fontMetrics())[0].left() + dot.x()) / 2)
    wanted = QColor(LINE_COLOURS[column])
    return sum(1 for y in range(image.height())
               if sum(abs(a - b) for a, b in zip(image.pixelColor(x, y).getRgb()[:3],
                                                  wanted.getRgb()[:3], strict=True)) < 60)


def test_on_a_large_screen_the_lines_grow_with_the_texts(qtbot) -> None:
    """On 4K the texts and dots were twice as large and the lines still 2 px: hair-lines."""
    thickness = []
    for pixels in (16, 32):
        chart = TotalsChart()
        qtbot.addWidget(chart)
        font = chart.font()
        font.setPixelSize(pixels)
        chart.setFont(font)
        chart.resize(50 * pixels, 25 * pixels)
        chart.set_data([[-50, 0]], ["You", "East"], Game.HAND)
        thickness.append(_line_thickness(chart, 0))
    assert thickness[1] >= 1.6 * thickness[0]


def test_a_deal_number_is_not_written_over_the_lowest_dot(qtbot) -> None:
    """The number "1" sat on the dot of a total at the bottom of the chart (-50)."""
    chart = TotalsChart()
    qtbot.addWidget(chart)
    font = chart.font()
    font.setPixelSize(32)
    chart.setFont(font)
    chart.resize(1600, 800)
    chart.set_data([[-10, -50]], ["You", "East"], Game.HAND)
    layout = _layout(chart)
    radius = dot_radius(chart.fontMetrics().height())
    lowest = max(point.y() for point in layout.dots)
    assert layout.numbers_top >= lowest + radius + 2
