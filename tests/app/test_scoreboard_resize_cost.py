"""Where the scoreboard docks is weighed at each of the window's resizes, with its height under
the table (its contents', or the least it takes): measuring it re-measured every row of the
scores, through the delegate for each column, twice, at every resize event while a window
edge was dragged, beside the table as under it, on the GUI thread. With 13 rows of Court Piece
the dock's placing took 9.8 ms a resize where it took 1.4 ms, 0.6 ms more for each row (a code
review found it). The rows are measured once, again only where they change (a deal comes, the
language, the look, the size of texts); the least height only the totals' row.

Counted, not timed (a loaded machine is slow at anything): the measures of the scores' cells
the dock makes while the window is resized do not grow with the match."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from koutchina.app import i18n
from koutchina.app.main_window import MainWindow
from koutchina.engine.events import DealScored

from .felt_checks import looks_restored  # noqa: F401 - a fixture
from .helpers import choice, make_window, person_ready, wait_for

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


class CountingDelegate(QStyledItemDelegate):
    """The table's own delegate, which counts the cells it measures."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self.measures = 0

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        self.measures += 1
        return super().sizeHint(option, index)


def _court_piece(qtbot, size: tuple[int, int], rows: int) -> MainWindow:  # type: ignore[no-untyped-def]
    """A Court Piece match with ``rows`` rows of scores (the deals' and the totals')."""
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice("court-piece"), seed=4)
    wait_for(lambda: person_ready(window), timeout=15000)
    model = window.scoreboard.model
    totals = [0, 0]
    deal = 0
    while model.rowCount() < rows:
        side = deal % 3 % 2  # each side wins some
        totals[side] += 2 if deal % 5 else 4
        won = (7, 3) if side == 0 else (3, 7)
        model.add_deal(DealScored(deal, won, (2, 0) if side == 0 else (0, 2), tuple(totals),
                                  ("won",), side, True))
        deal += 1
    qtbot.wait(50)
    return window


def _measures_per_resize(qtbot, window: MainWindow,  # type: ignore[no-untyped-def]
                         sizes: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """The cells the dock measures while it weighs where to dock (``_place``), and in all it
    does at the window's resize, at each of ``sizes``."""
    dock = window.scoreboard
    delegate = CountingDelegate(dock.table)
    dock.table.setItemDelegate(delegate)
    placing: list[int] = []
    resizing: list[int] = []
    depth = [0]

    def counted(method: Callable[..., Any], into: list[int] | None) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            before = delegate.measures
            depth[0] += 1
            try:
                return method(*args)
            finally:
                depth[0] -= 1
                if into is not None:
                    into[-1] += delegate.measures - before
                if depth[0] == 0:
                    resizing[-1] += delegate.measures - before
        return run

    dock._place = counted(dock._place, placing)  # type: ignore[method-assign]
    for name in ("_fit_width", "_settle_height"):
        setattr(dock, name, counted(getattr(dock, name), None))
    for size in [(sizes[0][0] - 7, sizes[0][1] - 5), *sizes]:  # measured once at the first
        placing.append(0)
        resizing.append(0)
        window.resize(*size)
        qtbot.wait(10)
    del dock._place, dock._fit_width, dock._settle_height  # the class's own again
    return placing[1:], resizing[1:]


def _dragged(start: tuple[int, int]) -> list[tuple[int, int]]:
    """A window edge dragged: a few pixels at a time, wider and taller."""
    return [(start[0] + 3 * step, start[1] + 2 * step) for step in range(12)]


def test_weighing_where_the_scores_dock_measures_no_more_rows_as_the_match_grows(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    for start, area in (((1280, 720), RIGHT), ((960, 1000), BOTTOM)):
        counts = {}
        for rows in (13, 40):
            window = _court_piece(qtbot, start, rows)
            dock = window.scoreboard
            placing, resizing = _measures_per_resize(qtbot, window, _dragged(start))
            assert window.dockWidgetArea(dock) == area  # beside the table, or under it, all along
            counts[rows] = (max(placing), max(resizing))
            window.close()
        # beside the table every row was measured twice at each resize, each of its two cells:
        # 13 rows 52, 40 rows 160; under it, at the columns' widths of each resize, as often
        assert counts[40][0] <= counts[13][0] < 13, (area, counts)
        assert counts[40][1] <= counts[13][1] < 13, (area, counts)


def _measured(window: MainWindow) -> tuple[object, ...]:
    """What the dock weighs where to dock it with: the scores' least height and their height
    under the table, the columns' least widths."""
    dock = window.scoreboard
    return (dock._scores_height(0), dock._scores_height(dock.UNDER_DEALS),
            tuple(dock._column_needs()), dock._height_under(window))


@pytest.mark.usefixtures("looks_restored")
def test_the_rows_are_measured_again_where_they_change(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _court_piece(qtbot, (1280, 720), 13)
    dock = window.scoreboard
    model = dock.model

    def a_deal() -> None:  # conceded, with a Kot: its figures longer
        model.add_deal(DealScored(12, (7, 0), (4, 0), (40, 20), ("kot",), 0, False, True, 1),
                       conceded_by=1)

    changes: list[tuple[str, Callable[[], object]]] = [
        ("a deal", a_deal),
        ("French", lambda: i18n.language_manager().set_language("fr", remember=False)),
        ("high contrast", lambda: window.settings_service.change(high_contrast=True)),
        ("texts at 150 %", lambda: dock.set_scale(1.5)),
        ("texts at 100 %", lambda: dock.set_scale(1.0)),
        ("the felt's look", lambda: window.settings_service.change(high_contrast=False)),
        ("English", lambda: i18n.language_manager().set_language("en", remember=False)),
    ]
    for what, change in changes:
        _measures_per_resize(qtbot, window, _dragged((1280, 720))[:3])  # measured, kept
        change()
        qtbot.wait(50)
        kept = _measured(window)
        dock._forget_measures()
        assert _measured(window) == kept, what
    assert model.rowCount() == 14


def test_under_the_table_the_rows_kept_are_as_tall_as_the_table_lays_them_out(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    """A cell measured on one line is not measured again at wider columns: each row as tall
    as Qt's own measure of it at every width, narrow (the figures wrapped) to wide, at the
    usual size of texts and at 150 %."""
    window = _court_piece(qtbot, (960, 1000), 13)
    dock = window.scoreboard
    table = dock.table
    for scale in (1.0, 1.5):
        dock.set_scale(scale)
        for width in [*range(700, 1000, 23), *range(1000, 690, -31)]:
            window.resize(width, 1000)
            qtbot.wait(5)
            assert window.dockWidgetArea(dock) == BOTTOM
            kept = dock.measures.rows_measured(under=dock.under, scale=dock._shown_scale)
            heights = [dock.measures.row_height(kept, row)
                       for row in range(dock.model.rowCount())]
            assert heights == [max(table.sizeHintForRow(row),
                                   table.verticalHeader().sectionSizeHint(row), 1)
                               for row in range(dock.model.rowCount())], (scale, width)
    dock.set_scale(1.0)
