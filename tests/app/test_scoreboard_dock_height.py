"""Where the scoreboard docks is weighed with the height it really has under the table: the one
the person dragged it to while the program runs, else its contents' (about 150 px). It was
weighed at the old fixed 30 % of the window: on a 1280x880 window it stayed beside the table,
drawn at 0.59 of its size, where under it the table is drawn at 0.74; dragged under the table
to half the window and the window widened to 1400x1000, it stayed under it, the table drawn at
0.52, where beside it the table is drawn at 0.67."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window, person_ready, wait_for
from .test_scoreboard_under_height import _drag_separator, _room

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


def _playing(qtbot, size: tuple[int, int]) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice("hand"), seed=4)
    wait_for(lambda: person_ready(window), timeout=15000)
    qtbot.wait(50)
    return window


def _docked(qtbot, window: MainWindow, size: tuple[int, int]) -> Qt.DockWidgetArea:  # type: ignore[no-untyped-def]
    window.resize(*size)
    qtbot.wait(50)
    return window.dockWidgetArea(window.scoreboard)


def _scale(window: MainWindow) -> float:
    return window.table.transform().m11()


def test_a_window_whose_table_is_clearly_larger_over_the_scores_docks_them_under(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _playing(qtbot, (1280, 720))
    dock = window.scoreboard
    assert window.dockWidgetArea(dock) == RIGHT
    beside = _scale(window)  # the table's height is not what holds it back beside the dock
    assert _docked(qtbot, window, (1280, 880)) == BOTTOM
    assert _scale(window) >= 1.2 * beside, (_scale(window), beside)
    assert dock.height() <= 0.2 * _room(window)  # its contents' height, not 30 %
    # taller still, it stays under the table; a step shorter, it stays too (no flapping)
    assert _docked(qtbot, window, (1280, 1000)) == BOTTOM
    assert _docked(qtbot, window, (1280, 879)) == BOTTOM
    # back on a laptop's screen the table is larger beside it
    assert _docked(qtbot, window, (1280, 720)) == RIGHT


def test_the_height_dragged_under_the_table_is_weighed_where_to_dock_it(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _playing(qtbot, (960, 1000))
    dock = window.scoreboard
    assert window.dockWidgetArea(dock) == BOTTOM
    _drag_separator(qtbot, window, -600)  # as tall as it may be: half the window
    qtbot.wait(50)
    dragged = dock.height()
    assert dragged >= 0.45 * _room(window)
    # wider, the table is larger beside the scoreboard than over half the window
    assert _docked(qtbot, window, (1400, 1000)) == RIGHT
    beside = _scale(window)
    assert beside > 0.6
    # narrow again: under the table once more, at the height the person gave it
    assert _docked(qtbot, window, (960, 1000)) == BOTTOM
    qtbot.wait(50)
    assert dock.height() == dragged
    assert _docked(qtbot, window, (961, 1000)) == BOTTOM  # and it stays there
