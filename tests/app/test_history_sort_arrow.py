"""History's sort mark points the way the rows go, as in a desktop's file lists: newest first
(the order it opens in) is a downward arrow, oldest first an upward one. Qt's own style drew
them the other way round, an upward arrow over the newest match first (a player's review)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyleFactory

from koutchina.app.history.model import DATE
from koutchina.app.history.sort_mark import draws_sort_up_upward
from koutchina.app.history.window import HistoryWindow

from .felt_checks import history_of, looks_restored  # noqa: F401 - a fixture


def _arrow_widths(history: HistoryWindow) -> list[int]:
    """The sort mark's width, row by row from its top: the pixels unlike the heading's ground
    at the right end of the date's heading, where its words (written from the left) do not
    reach."""
    header = history.table.horizontalHeader()
    image = header.grab().toImage()
    right = header.sectionPosition(DATE) + header.sectionSize(DATE)
    ground = image.pixelColor(right - 4, 2).lightnessF()
    widths = []
    for y in range(2, image.height() - 2):
        widths.append(sum(1 for x in range(right - 24, right - 3)
                          if abs(image.pixelColor(x, y).lightnessF() - ground) > 0.25))
    return [w for w in widths if w]


def _points_down(widths: list[int]) -> bool:
    assert len(widths) >= 3, widths  # a mark is drawn
    assert widths[0] != widths[-1], widths
    return widths[0] > widths[-1]  # wide at its top: ▼


def test_newest_first_is_marked_by_a_downward_arrow(qtbot, looks_restored) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    _window, history = history_of(qtbot)
    assert history.table.horizontalHeader().sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    first, last = history.model.match_at(0), history.model.match_at(2)
    assert first.updated >= last.updated  # newest first
    assert _points_down(_arrow_widths(history))
    history.table.sortByColumn(DATE, Qt.SortOrder.AscendingOrder)
    QApplication.processEvents()
    assert history.model.match_at(0).updated <= history.model.match_at(2).updated
    assert not _points_down(_arrow_widths(history))


def test_a_style_that_draws_the_mark_the_desktops_way_keeps_it(qtbot, looks_restored) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    """Qt's Windows style already draws a descending sort as a downward arrow (Fusion does
    on Linux only): turned over there too, it would point up again (a code review)."""
    windows = QStyleFactory.create("Windows")
    assert not draws_sort_up_upward(windows)
    assert draws_sort_up_upward(QStyleFactory.create("Fusion"))
    _window, history = history_of(qtbot)
    header = history.table.horizontalHeader()
    windows.setParent(header)  # kept as long as the heading that draws with it
    header.setStyle(windows)
    QApplication.processEvents()
    assert _points_down(_arrow_widths(history))
