"""The totals chart names each line beside it: the names stood in a row under the chart, each
a quarter of the width along, far from the lines they named (the person matched colours across
the whole chart)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QLabel, QMessageBox

from koutchina.app.history.statistics_view import (
    ChartLayout,
    StatisticsWindow,
    TotalsChart,
    round_marks,
)
from koutchina.app.table.looks import high_contrast, panel_colours
from koutchina.engine import Game

HAND_ROWS = [[40, 30, -20, -30], [20, -10, -50, -60], [-10, -20, -70, -80],
             [-60, -70, -110, -120], [-120, -100, -140, -150], [-180, -100, -150, -190]]
HOKM_ROWS = [[1, 0], [1, 1], [2, 1], [3, 1], [3, 2], [4, 2], [5, 2], [5, 3], [6, 3], [7, 3]]


def _chart(qtbot, rows: list[list[int]], names: list[str], game: str,  # type: ignore[no-untyped-def]
           size: tuple[int, int]) -> tuple[TotalsChart, ChartLayout, QImage]:
    chart = TotalsChart()
    qtbot.addWidget(chart)
    chart.resize(*size)
    chart.set_data(rows, names, game)
    layout = chart.chart_layout(chart.fontMetrics())
    assert layout is not None
    return chart, layout, chart.grab().toImage()


def _pixels_of(image: QImage, colour: QColor, area: QRectF) -> int:
    """How many pixels of ``area`` are (nearly) ``colour``."""
    return sum(1 for x in range(int(area.left()), int(area.right()))
               for y in range(int(area.top()), int(area.bottom()))
               if sum(abs(a - b) for a, b in zip(image.pixelColor(x, y).getRgb()[:3],
                                                 colour.getRgb()[:3], strict=True)) < 40)


@pytest.mark.parametrize(("rows", "names", "game", "size"), [
    (HAND_ROWS, ["Amal", "Bot 1", "Bot 2", "Bot 3"], Game.HAND, (838, 370)),
    (HAND_ROWS * 5, ["Amal", "Bot 1", "Bot 2", "Bot 3"], Game.HAND, (600, 300)),  # many
    (HOKM_ROWS, ["Your side", "Opponents"], Game.HOKM, (838, 370)),
])
def test_each_line_is_named_just_after_its_end_in_its_colour(
        qtbot, rows: list[list[int]], names: list[str], game: str,  # type: ignore[no-untyped-def]
        size: tuple[int, int]) -> None:
    chart, layout, image = _chart(qtbot, rows, names, game, size)
    line = layout.line
    assert layout.names == tuple(names)
    by_column = {column: y for _text, y, column in layout.ends}
    assert sorted(by_column) == list(range(len(names)))  # every line named, however many deals
    for column, points in enumerate(layout.lines):
        end = points[-1]
        y = by_column[column]
        # beside the line's last point: a few characters to its right, at its height (a line
        # or two lower only where ends stand close, never over each other)
        assert 0 < layout.names_left - end.x() <= layout.ends_width + 2 * line
        assert abs(y - end.y()) <= (len(names) - 1) * line + 1
        name = QRectF(layout.names_left, y - line / 2,
                      chart.fontMetrics().horizontalAdvance(names[column]), line)
        assert name.right() <= chart.width()  # written whole, inside the chart
        assert _pixels_of(image, chart.colour(column), name) > 10  # in the line's colour
    # nothing under the deal numbers any more, where the names stood
    under = QRectF(0, layout.numbers_top + line + 2, chart.width(),
                   chart.height() - layout.numbers_top - line - 2)
    for column in range(len(names)):
        assert _pixels_of(image, chart.colour(column), under) == 0


def test_names_of_lines_ending_together_at_the_bottom_stay_inside_the_chart(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Four lines ending on the same lowest total: their names, one under the other, all read
    inside the chart, none cut at its bottom edge."""
    rows = [[10, 10, 10, 10], [-50, -50, -50, -50]]
    chart, layout, _image = _chart(qtbot, rows, ["Amal", "Bot 1", "Bot 2", "Bot 3"],
                                   Game.HAND, (600, 300))
    ys = sorted(y for _text, y, _column in layout.ends)
    assert all(b - a >= layout.line - 0.5 for a, b in pairwise(ys))
    assert ys[-1] + layout.line / 2 <= chart.height()


def test_the_axis_is_numbered_at_round_values_between_its_ends() -> None:
    """The totals' axis gave only its top, its bottom and 0 ("40", "0", "−190"): a reader
    could not place a line's middle. Round values between, 1, 2 or 5 times a power of ten
    apart, as many as the chart's height keeps apart."""
    assert round_marks(-190, 40, 5) == [-150, -100, -50, 0]
    assert round_marks(0, 7, 5) == [2, 4, 6]
    assert round_marks(0, 7, 10) == [1, 2, 3, 4, 5, 6]
    assert round_marks(0, 1, 5) == []  # nothing whole between
    assert round_marks(-40, 40, 0) == []  # no room


def test_the_headings_stand_apart_from_the_notes(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tables' and the chart's headings were in the notes' plain letters (the chart's
    title now names its game too: tests/storage/test_history_gui.py)."""
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.set_matches([])
    window.show()
    for heading in (window.title, window.practice_title, window.chart_title):
        assert heading.font().bold(), heading.text()
        assert not window.counted.font().bold()
        colour = heading.palette().windowText().color()
        assert colour != window.counted.palette().windowText().color()


def test_a_box_opened_over_statistics_keeps_the_system_s_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The window's style dresses its own widgets only: a message box opened over it kept the
    sheet's light words on its light ground (the sheet said `QLabel`, every label)."""
    window = StatisticsWindow()
    qtbot.addWidget(window)
    window.title.ensurePolished()
    light = panel_colours(high_contrast())["text"]
    assert window.title.palette().color(QPalette.ColorRole.WindowText).name() != light  # gold
    window.counted.ensurePolished()
    assert window.counted.palette().color(QPalette.ColorRole.WindowText).name() == light
    box = QMessageBox(QMessageBox.Icon.Information, "Statistics", "Some words", parent=window)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert isinstance(label, QLabel)
    label.ensurePolished()
    assert label.palette().color(QPalette.ColorRole.WindowText).name() != light
