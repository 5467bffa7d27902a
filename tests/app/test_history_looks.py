"""History wears the felt the person chose, as the table, the scoreboard and Statistics do: its
list was a white system table beside a felt table. Its rows, headings and buttons are read here
on screen: the colours drawn and the contrast of the words on them, in each felt, after a felt
changed in Settings and in high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from koutchina.app.dressing import SELECTION
from koutchina.app.history.window import HistoryWindow
from koutchina.app.table.looks import button_face, panel_colours

from .felt_checks import (
    area_in,
    cell,
    check_button,
    contrast_ratio,
    ground_of,
    history_of,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    words_contrast,
)

pytestmark = pytest.mark.usefixtures("looks_restored")


def check_list(history: HistoryWindow, felt_shades: dict[str, str], selection: QColor) -> None:
    """Rows in the felt's dark shades with words that read, the chosen one clearly apart."""
    image = history.grab().toImage()
    assert history.table.selectionModel().selectedRows()[0].row() == 0
    for row in (1, 2):
        area = cell(history, row)
        ground = image.pixelColor(area.topLeft() + QPoint(1, 1))
        assert ground.name() in (felt_shades["body"], felt_shades["alternate"]), ground.name()
        assert ground.lightnessF() < 0.25, ground.name()
        assert words_contrast(image, area, ground) >= 4.5
    chosen = cell(history, 0)
    ground = image.pixelColor(chosen.topLeft() + QPoint(1, 1))
    assert ground.name() == selection.name()
    assert contrast_ratio(ground, QColor(felt_shades["body"])) >= 3  # seen at a glance
    assert words_contrast(image, chosen, ground) >= 4.5
    header = history.table.horizontalHeader()
    heading = area_in(history, header, QRect(header.sectionPosition(2) + 2, 1,
                                             header.sectionSize(2) - 4, header.height() - 2))
    ground = image.pixelColor(heading.topLeft() + QPoint(1, 1))
    assert ground.lightnessF() < 0.25, ground.name()
    assert words_contrast(image, heading, ground) >= 4.5


@pytest.mark.parametrize("felt", ["green", "blue", "burgundy"])
def test_the_history_list_and_buttons_wear_the_felt_chosen(
        qtbot, felt: str) -> None:  # type: ignore[no-untyped-def]
    """The list was white with black words beside a felt table; it is the panels' dark shade
    of that felt, its words light (4.5:1 at least), the chosen match in gold, the headings
    gold on the darkest shade; the buttons are the table's buttons."""
    _window, history = history_of(qtbot, felt=felt)
    check_list(history, panel_colours(False), QColor(SELECTION))
    check_button(history, history.replay_button, button_face(felt))
    check_button(history, history.stats_button, button_face(felt))
    window_ground = history.grab().toImage().pixelColor(2, history.height() - 2)
    assert window_ground.name() == panel_colours(False)["dark"]
    history.close()


def test_history_follows_the_felt_changed_in_settings_and_high_contrast(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """Another felt chosen in Settings while History is open: its list and buttons take it at
    once; high contrast makes them black with white words, the chosen match in yellow."""
    window, history = history_of(qtbot, felt="green", high_contrast=False)
    window.settings_service.change(felt="blue")
    QApplication.processEvents()
    check_list(history, panel_colours(False), QColor(SELECTION))
    check_button(history, history.replay_button, button_face("blue"))
    window.settings_service.change(high_contrast=True)
    QApplication.processEvents()
    black = panel_colours(True)
    check_list(history, black, QColor(black["gold"]))
    check_button(history, history.replay_button, "#000000")
    history.close()


def test_the_statistics_chart_follows_the_felt_changed_in_settings(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A player switched from burgundy to blue with Statistics open: the window turned blue,
    its chart stayed burgundy (player-eye review)."""
    window, history = history_of(qtbot, felt="burgundy", high_contrast=False)
    history.open_statistics()
    stats = history._stats
    qtbot.addWidget(stats)
    QApplication.processEvents()
    window.settings_service.change(felt="blue")
    qtbot.waitUntil(lambda: stats.chart.grab().toImage().pixelColor(5, 5)
                    == QColor(panel_colours(False)["dark"]), timeout=3000)
    chart = stats.chart.grab().toImage().pixelColor(5, 5)
    assert chart.blue() > chart.red(), chart.name()
    history.close()


def _first_word_x(image: QImage, area: QRect) -> int:
    """The left end of the words in ``area``: its first column with a pixel far from its
    ground."""
    ground = ground_of(image, area)
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            if contrast_ratio(image.pixelColor(x, y), ground) > 2:
                return x
    raise AssertionError(f"no words in {area.getRect()}")


def test_each_heading_starts_where_its_values_start(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The headings were centred over values written from the left: "State" far to the
    right of "In progress" in the wide last column (a player's review)."""
    _window, history = history_of(qtbot)
    image = history.grab().toImage()
    header = history.table.horizontalHeader()
    for column in range(history.proxy.columnCount()):
        heading = area_in(history, header, QRect(
            header.sectionViewportPosition(column) + 2, 2,
            header.sectionSize(column) - 4, header.height() - 4))
        values = cell(history, 1, column)
        at_heading, at_values = _first_word_x(image, heading), _first_word_x(image, values)
        assert abs(at_heading - at_values) <= 4, (column, at_heading, at_values)
