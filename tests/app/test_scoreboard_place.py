"""On a narrow, tall window (half of a 1920x1080 screen) the scoreboard goes under the table
rather than beside it, so that the table is drawn large enough to read; on a laptop's wide
screen it stays beside the table. A scoreboard the person undocked or moved elsewhere stays
where they put it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from koutchina.app.main_window import MainWindow
from koutchina.app.scoreboard_place import goes_under

from .helpers import choice, make_window, person_ready, play_one_move, wait_for
from .test_table_texts_readable import MIN_PIXELS, on_screen_scale, painted_texts

RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


def _playing(qtbot, game: str, size: tuple[int, int]) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice(game), seed=4)
    c = window.controller
    wait_for(lambda: person_ready(window), timeout=15000)
    for _ in range(6):
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
    qtbot.wait(50)
    assert c.view(0).completed_tricks or c.view(0).current_trick
    return window


def _smallest_text(window: MainWindow) -> float:
    items = [window.table.info, *window.table.badges()]
    return min(font.pixelSize() * on_screen_scale(window, item)
               for item in items for font, _box, _text in painted_texts(item))


def test_half_a_full_hd_screen_puts_the_scoreboard_under_a_readable_table(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _playing(qtbot, "hand", (960, 1000))
    dock = window.scoreboard
    assert window.dockWidgetArea(dock) == BOTTOM
    assert window.table.transform().m11() >= 0.55  # 0.42 beside it
    assert _smallest_text(window) >= MIN_PIXELS
    # the whole table and every card in view
    view = window.table
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(QRectF(0, 0, 1600, 900).adjusted(1, 1, -1, -1))
    # the scores still read: the totals row in view, beside the legend and this round's tricks
    table = dock.table
    last = dock.model.rowCount() - 1
    assert table.visualRect(dock.model.index(last, 0)).bottom() <= table.viewport().height()
    assert dock.legend.isVisible() and dock.current.isVisible()
    assert dock.legend.geometry().left() >= table.geometry().right()
    assert dock.current.text()


def test_a_laptop_screen_keeps_the_scoreboard_beside_the_table_and_back_again(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _playing(qtbot, "court-piece", (1280, 720))
    dock = window.scoreboard
    assert window.dockWidgetArea(dock) == RIGHT
    window.resize(960, 1000)
    qtbot.waitUntil(lambda: window.dockWidgetArea(dock) == BOTTOM, timeout=2000)
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.dockWidgetArea(dock) == RIGHT, timeout=2000)
    qtbot.wait(50)
    assert dock.maximumHeight() > 2000  # no height left over from under the table
    assert dock.width() <= 0.3 * window.width() + 1
    assert dock.legend.geometry().top() >= dock.table.geometry().bottom()


def test_a_scoreboard_the_person_put_on_the_left_or_undocked_stays_there(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _playing(qtbot, "hokm", (1280, 720))
    dock = window.scoreboard
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    window.resize(960, 1000)
    qtbot.wait(50)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    dock.setFloating(True)
    window.resize(1280, 720)
    qtbot.wait(50)
    assert dock.isFloating()


def test_the_scoreboard_goes_under_only_for_a_clearly_larger_table() -> None:
    # half of 1920x1080: beside, the table is drawn at 0.42; under, at 0.6
    assert goes_under(960, 980, beside=290, under=290, now_under=False)
    # a 1280x720 laptop: the table is wider beside the scoreboard than over it
    assert not goes_under(1280, 700, beside=320, under=210, now_under=False)
    # no flapping at the edge: once under, it stays unless beside is about as good
    assert not goes_under(1200, 760, beside=320, under=230, now_under=False)  # 0.59 for 0.55
    assert goes_under(1200, 760, beside=320, under=230, now_under=True)


def test_under_the_table_larger_texts_keep_their_size_and_the_window_its_width(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    """At 150 % the texts under the table fitted themselves to a third of the window's width
    (a rule for beside it), which moved the dock, which fitted them again, without end."""
    from koutchina.app.text_scale import apply_text_scale

    window = make_window(qtbot, text_scale=1.5)
    try:
        window.resize(960, 1000)
        window.start_match(choice("hand"), seed=4)
        wait_for(lambda: person_ready(window), timeout=15000)
        qtbot.wait(100)
        dock = window.scoreboard
        assert window.dockWidgetArea(dock) == BOTTOM
        assert window.width() == 960  # its words' columns not pushing the window wider
        assert dock.legend.width() + dock.current.width() <= 0.6 * window.width()
        assert dock.table.font().pixelSize() >= round(1.5 * 13) - 1  # as large as asked
    finally:
        apply_text_scale(1.0)


def test_a_scoreboard_the_person_moved_keeps_its_place_and_a_shape_for_it(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _playing(qtbot, "hand", (960, 1000))
    dock = window.scoreboard
    assert window.dockWidgetArea(dock) == BOTTOM
    dock.setFloating(True)  # undocked while under the table: no longer held at one height
    qtbot.wait(50)
    assert dock.maximumHeight() > 2000
    assert dock.legend.geometry().top() >= dock.table.geometry().bottom()
    window.addDockWidget(RIGHT, dock)  # then put beside the table by the person
    dock.setFloating(False)
    qtbot.wait(50)
    window.resize(961, 1000)
    qtbot.wait(50)
    assert window.dockWidgetArea(dock) == RIGHT  # not sent back under it
    assert dock.maximumHeight() > 2000
    window.resize(1280, 720)
    window.addDockWidget(BOTTOM, dock)  # under the table on a wide window, by choice
    qtbot.wait(50)
    window.resize(1281, 720)
    qtbot.wait(50)
    assert window.dockWidgetArea(dock) == BOTTOM
    assert dock.legend.geometry().left() >= dock.table.geometry().right()
