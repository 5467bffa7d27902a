"""A scoreboard docked under the table takes the height its contents need (the scores'
headings, the last deals and the totals; the legend and "This round" whole), no more than
the table can spare: a player's review found it back after a restart, or hidden and shown
again, at a third of the window, the table shrunk under it. A height the person drags it to
is kept while the program runs (hidden and shown again too), within half the window; the next
start brings back the height of its contents."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.scoreboard_model import DealRow
from koutchina.engine.events import DealScored

from .helpers import choice, make_window
from .test_scoreboard_remembered import _restarted
from .test_scoreboard_steady import _play_deals

BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea
SHARE_MOST = 0.25  # of the window's height, for the scoreboard's contents under the table


def _under(qtbot, size: tuple[int, int] = (1280, 720)) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice("hand"), seed=3)
    window.addDockWidget(BOTTOM, window.scoreboard)  # as the person's drag there does
    qtbot.wait(50)
    return window


def _room(window: MainWindow) -> int:
    return window.height() - window.menuBar().height()


def _reads_whole(window: MainWindow) -> None:
    """The scores' headings and totals in view, the legend and this round's tricks whole."""
    dock = window.scoreboard
    table, model = dock.table, dock.model
    assert window.dockWidgetArea(dock) == BOTTOM and dock.isVisible()
    last = table.visualRect(model.index(model.rowCount() - 1, 0))
    assert last.top() >= 0 and last.bottom() <= table.viewport().height(), (
        last, table.viewport().height())
    for words in (dock.legend, dock.current_box):
        assert words.height() >= words.heightForWidth(words.width()), words


def _drag_separator(qtbot, window: MainWindow, by: int) -> None:  # type: ignore[no-untyped-def]
    """The bar between the table and the scoreboard dragged ``by`` pixels down (up if
    negative), as a person's mouse does."""
    dock = window.scoreboard
    x = window.width() // 2
    start = QPoint(x, dock.geometry().top() - 3)  # on the bar, over the dock's title
    end = start + QPoint(0, by)
    qtbot.mousePress(window, Qt.MouseButton.LeftButton, pos=start)
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(end), QPointF(window.mapToGlobal(end)),
                       Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, move)
    qtbot.wait(30)  # the window moves its bar on a timer, the moves gathered
    qtbot.mouseRelease(window, Qt.MouseButton.LeftButton, pos=end)
    QApplication.processEvents()


def test_docked_under_it_comes_back_after_a_restart_at_its_contents_height(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _under(qtbot)
    _reads_whole(window)
    assert window.scoreboard.height() <= SHARE_MOST * _room(window)
    again = _restarted(qtbot, window)
    qtbot.wait(50)
    dock = again.scoreboard
    assert dock.height() <= SHARE_MOST * _room(again), (dock.height(), _room(again))
    _reads_whole(again)
    height = dock.height()
    again.menus.scoreboard_action.trigger()  # hidden, then shown again
    again.menus.scoreboard_action.trigger()
    qtbot.wait(50)
    assert dock.height() == height
    _reads_whole(again)


def test_placed_under_by_the_program_on_a_tall_window_it_leaves_the_table_the_rest(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = make_window(qtbot)
    window.resize(960, 1000)  # half a Full HD screen: the program docks it under
    window.start_match(choice("court-piece"), seed=3)
    qtbot.waitUntil(lambda: window.dockWidgetArea(window.scoreboard) == BOTTOM, timeout=2000)
    qtbot.wait(50)
    _reads_whole(window)
    assert window.scoreboard.height() <= 0.2 * _room(window), window.scoreboard.height()


def test_a_height_the_person_drags_it_to_is_kept_until_the_program_ends(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _under(qtbot)
    dock = window.scoreboard
    natural = dock.height()
    _drag_separator(qtbot, window, -90)  # taller: more deals in view
    qtbot.wait(50)
    assert abs(dock.height() - (natural + 90)) <= 2, (natural, dock.height())
    dragged = dock.height()
    window.menus.scoreboard_action.trigger()  # hidden, then shown again: as they left it
    window.menus.scoreboard_action.trigger()
    qtbot.wait(50)
    assert dock.height() == dragged
    window.resize(1300, 740)  # the window sized: still theirs
    qtbot.wait(50)
    assert dock.height() == dragged
    _drag_separator(qtbot, window, -600)  # up to half the window at most: the table keeps half
    qtbot.wait(50)
    assert dock.height() <= 0.5 * _room(window) + 1
    assert window.centralWidget().height() >= 0.45 * _room(window)
    window.resize(1280, 720)
    qtbot.wait(50)
    again = _restarted(qtbot, window)  # a new start: the height of its contents
    qtbot.wait(50)
    assert again.scoreboard.height() == natural


def test_under_the_table_its_height_holds_as_the_deals_come(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = make_window(qtbot)
    window.resize(960, 1000)
    window.start_match(choice("court-piece"), seed=4)
    qtbot.waitUntil(lambda: window.dockWidgetArea(window.scoreboard) == BOTTOM, timeout=2000)
    dock = window.scoreboard
    _play_deals(qtbot, window, 1)
    height, table = dock.height(), window.table.height()
    model = dock.model
    first = model.rows[0]
    assert isinstance(first, DealRow)
    for _ in range(6):  # the first deal's row again, as the deals would come
        model.add_deal(first.scored)
        qtbot.wait(10)
        assert (dock.height(), window.table.height()) == (height, table)
    window.panels.update_current()
    qtbot.wait(20)
    assert (dock.height(), window.table.height()) == (height, table)
    _reads_whole(window)  # scrolled to the newest deals and the totals


HAND_ROUND = DealScored(0, (3, 0, 4, 1), (30, 10, -10, -20), (30, 10, -10, -20),
                        ("exact", "zero", "over", "under"), None, False)
HOKM_DEAL = DealScored(0, (7, 2), (7, 0), (7, 0), ("win",), 0, False)


@pytest.mark.parametrize("contrast", [False, True])
@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_two_deals_and_the_totals_lie_whole_once_the_first_deal_came(
    qtbot, english: None, game: str, contrast: bool  # type: ignore[no-untyped-def]
) -> None:
    # its height was taken once, before any deal's row was there to measure, as if a deal's
    # row were as tall as the totals' row: Hand's, wrapped on two lines in a narrow column,
    # is taller, and the first deal's row was cut under the scroll bar once the second came.
    # It is taken again when the first deal comes, and holds from then on
    window = make_window(qtbot)
    window.settings_service.change(high_contrast=contrast)
    window.resize(784, 720)
    window.start_match(choice(game), seed=3)
    window.addDockWidget(BOTTOM, window.scoreboard)  # as the person's drag there does
    qtbot.wait(50)
    dock = window.scoreboard
    heights = []
    for _ in range(2):  # two deals' rows, as they come
        if game == "hand":
            dock.model.add_deal(HAND_ROUND, (3, 0, 2, 3))
        else:
            dock.model.add_deal(HOKM_DEAL)
        qtbot.wait(50)
        heights.append(dock.height())
    assert heights[1] == heights[0]
    table = dock.table
    for row in range(dock.model.rowCount()):
        place = table.visualRect(dock.model.index(row, 0))
        assert place.top() >= 0 and place.bottom() < table.viewport().height(), (
            row, place, table.viewport().height())
    assert table.verticalScrollBar().maximum() == 0
    assert dock.height() <= 0.3 * _room(window) + 1
