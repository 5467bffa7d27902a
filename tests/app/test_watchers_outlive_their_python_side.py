"""Objects that watch another widget's events read nothing of themselves that may be gone: an
event reaching the watched widget while the watcher's Python side is going away (at
interpreter shutdown) raised "no attribute 'whole'" in the house rules' list, as Statistics'
filter did with its body (test_statistics_teardown). Each watcher is sent the very events it
acts on (a code review found that a child added, which they ignore, proved nothing)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QMenu, QVBoxLayout, QWidget

from koutchina.app.history.window import HistoryWindow
from koutchina.app.house_rules_list import HouseRulesList
from koutchina.app.status_line import StatusLine

from .helpers import choice, make_window, wait_for

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot

    from koutchina.app.main_window import MainWindow


@contextmanager
def python_side_gone(watcher: QObject) -> Iterator[None]:
    """The watcher as it is at interpreter shutdown: its C++ object alive, its attributes
    gone; put back after, for the test's own teardown."""
    kept = dict(watcher.__dict__)
    watcher.__dict__.clear()
    try:
        yield
    finally:
        watcher.__dict__.update(kept)


def _each(events: list[Callable[[], object]]) -> None:
    for send in events:  # pytest-qt fails the test on an error raised in a filter
        send()
        QCoreApplication.processEvents()


def test_the_house_rules_hear_their_rules_laid_out_again(qtbot: QtBot) -> None:
    rules = HouseRulesList(whole=True)
    qtbot.addWidget(rules)
    body = QWidget()
    QVBoxLayout(body)
    rules.setWidget(body)
    rules.show()
    with python_side_gone(rules):
        _each([lambda: QCoreApplication.sendEvent(body, QEvent(QEvent.Type.LayoutRequest)),
               lambda: QLabel(parent=body)])


def test_the_status_line_hears_its_ground_resized_and_moved(qtbot: QtBot) -> None:
    ground = QWidget()
    qtbot.addWidget(ground)
    line = StatusLine()
    qtbot.addWidget(line)
    line.lie_over(ground)
    ground.show()
    with python_side_gone(line):
        _each([lambda: ground.resize(ground.width() + 40, ground.height() + 30),
               lambda: ground.move(ground.x() + 5, ground.y() + 5)])


def test_the_table_s_stand_ins_hear_the_table_resized_and_shown(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    table = window.table
    stand_ins = table.accessibility
    with python_side_gone(stand_ins):
        _each([lambda: table.resize(table.width() - 30, table.height() - 20),
               table.hide, table.show])


def _at_the_persons_turn(window: MainWindow) -> None:
    """A match on the table (shown: it hears its resizes), still at the person's turn: nothing
    of the match moves while the watcher's Python side is gone."""
    window.start_match(choice("court-piece"), seed=3)
    c = window.controller
    wait_for(lambda: c.accepts_input(0) and not c.busy)
    QCoreApplication.processEvents()


def test_the_coach_hears_the_table_resized_and_its_results_shown_and_hidden(
        qtbot: QtBot) -> None:
    """The coach watches the table (its buttons placed again at a resize) and each panel that
    covers it with a result (the summary, the match's end, a deal played again: its buttons go
    and come back as one shows and hides); it read ``window_`` before the event's type."""
    window = make_window(qtbot)
    _at_the_persons_turn(window)
    table = window.table
    assert table.isVisible()
    panels = [table.summary_panel, table.end_panel, window.deal_again.panel]
    QCoreApplication.processEvents()  # its own calls put off at its start made first
    with python_side_gone(window.coach):
        _each([lambda: table.resize(table.width() - 30, table.height() - 20),
               *(send for panel in panels for send in (panel.show, panel.hide))])


def test_the_deal_played_again_hears_the_table_resized_under_its_panel(qtbot: QtBot) -> None:
    """A deal played again places its panel again as the table is resized (it read its panel
    before knowing whether the event was a resize)."""
    window = make_window(qtbot)
    _at_the_persons_turn(window)
    table = window.table
    assert table.isVisible()
    window.deal_again.panel.show()
    QCoreApplication.processEvents()
    with python_side_gone(window.deal_again):
        _each([lambda: table.resize(table.width() - 30, table.height() - 20),
               lambda: table.resize(table.width() + 30, table.height() + 20)])


def test_the_sound_controls_and_the_menus_hear_the_language_and_a_menu_added(
        qtbot: QtBot) -> None:
    """The Mute item's words follow the language (the sound controls watch the window) and
    the menus' looks follow a menu put in the bar (the Coach menu): each read itself after
    the event's type."""
    window = make_window(qtbot)
    bar = window.menuBar()
    sound, looks = window.sound, window.menus.looks
    with python_side_gone(sound):
        _each([lambda: sound.eventFilter(window, QEvent(QEvent.Type.LanguageChange))])
    with python_side_gone(looks):
        _each([lambda: bar.addMenu("Extra")])


def test_the_screen_reader_hears_a_panel_shown(qtbot: QtBot) -> None:
    """The screen reader says a panel's words as it opens (it read its panels then)."""
    window = make_window(qtbot)
    _at_the_persons_turn(window)
    panel = window.table.summary_panel
    with python_side_gone(window.table.announcer):
        _each([panel.show, panel.hide])


def test_history_hears_its_texts_resized_restyled_and_its_list_resized(qtbot: QtBot) -> None:
    """History fits its columns again as the size of texts, the style or the list's width
    changes (it read its list after the event's type)."""
    history = HistoryWindow(in_play=None)
    qtbot.addWidget(history)
    history.show()
    table = history.table
    QCoreApplication.processEvents()
    with python_side_gone(history):
        _each([lambda: QCoreApplication.sendEvent(table, QEvent(QEvent.Type.FontChange)),
               lambda: QCoreApplication.sendEvent(table, QEvent(QEvent.Type.StyleChange)),
               lambda: table.resize(table.width() - 40, table.height())])


def test_the_scoreboard_hears_the_window_resized_and_pressed_and_its_scores_resized(
        qtbot: QtBot) -> None:
    """The scoreboard dock watches the main window (placed again at a resize; a press and
    release on the bar between the table and the dock: a height the person dragged it to)
    and its scores' view (the columns shared out again); it read its own attributes once it
    knew the event's type."""
    window = make_window(qtbot)
    _at_the_persons_turn(window)
    dock = window.scoreboard
    assert dock.isVisible()
    view = dock.table.viewport()
    QCoreApplication.processEvents()

    def mouse(kind: QEvent.Type) -> None:
        point = QPointF(window.width() / 2, window.height() / 2)
        QCoreApplication.sendEvent(window, QMouseEvent(
            kind, point, window.mapToGlobal(point), Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))

    with python_side_gone(dock):
        _each([lambda: mouse(QEvent.Type.MouseButtonPress),
               lambda: mouse(QEvent.Type.MouseButtonRelease),
               lambda: window.resize(window.width() - 40, window.height() + 30),
               lambda: view.resize(view.width() - 20, view.height())])


def test_the_open_menus_hear_a_key_and_a_click_while_a_menu_is_said_open(
        qtbot: QtBot) -> None:
    """While a menu of the bar is said to be open, the turn timer's OpenMenus watches the
    whole program for a key or a click in the window (no menu open after all: the countdown
    goes on); it read its bar once it knew the event's type."""
    window = make_window(qtbot)
    menus = window.open_menus
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()  # as macOS's own menu bar says it (its menus no Qt popup)
    assert menus.any_open
    table = window.table
    point = QPointF(table.width() / 2, table.height() / 2)
    with python_side_gone(menus):
        _each([lambda: QCoreApplication.sendEvent(table, QKeyEvent(
                   QEvent.Type.KeyPress, Qt.Key.Key_Shift, Qt.KeyboardModifier.NoModifier)),
               lambda: QCoreApplication.sendEvent(table, QMouseEvent(
                   QEvent.Type.MouseButtonPress, point, table.mapToGlobal(point),
                   Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                   Qt.KeyboardModifier.NoModifier))])
    menu.aboutToHide.emit()  # its watch of the program ends
    assert not menus.any_open
