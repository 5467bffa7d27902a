"""The main window's passing news line: Qt's status bar, made by the first message (the saved
matches being indexed), stayed for the whole sitting as an empty light-grey strip with a size
grip along the bottom of the dark window (a player's review). Shown as the window's status bar
it then took its height from the table, which jumped up under the mouse when a message came
and back down when it went (a player's review): it is drawn over the table's bottom edge."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window, play_to_trick

# an autosave failure as the window words it, in French as long as it gets
LONG_NEWS = ("L’enregistrement automatique a échoué\u00a0: Partie de Court Piece commencée le "
             "06/12/2026 à 14:22 (20261206-142233-court-piece-18a3b8.json)\u00a0: Koutchina n’a "
             "pas le droit d’écrire à cet endroit")


def test_the_news_line_shows_only_while_it_says_something_and_in_the_window_s_shade(
        qtbot) -> None:
    window = make_window(qtbot)
    window.show()
    bar = window.statusBar()
    assert not bar.isVisible()  # nothing said yet: no strip
    bar.showMessage("Indexing the saved matches for the History: 3 of 9…")
    QApplication.processEvents()
    assert bar.isVisible() and not bar.isSizeGripEnabled()
    ground = bar.grab().toImage().pixelColor(bar.width() - 4, bar.height() // 2)
    assert ground.lightness() < 80, ground.name()  # the dark ground, not the system's grey
    said = QAccessible.queryAccessibleInterface(bar)  # what NVDA+End reads
    assert said.role() == QAccessible.Role.StatusBar and said.parent().object() is window
    assert said.text(QAccessible.Text.Name) == "Indexing the saved matches for the History: 3 of 9…"
    bar.clearMessage()
    QApplication.processEvents()
    assert not bar.isVisible()
    bar.showMessage("Autosave failed: disk full", 30)  # gone with its time
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)


def table_in_play(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=31)
    play_to_trick(qtbot, window, 2)
    qtbot.wait(50)
    return window


def test_a_message_moves_nothing_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = table_in_play(qtbot)
    table, bar = window.table, window.statusBar()
    before = (table.geometry(), table.viewport().geometry(), table.transform())
    card = window.table.hand_items()[0]
    card_place = table.mapFromScene(card.sceneBoundingRect()).boundingRect()
    window._on_save_failed("disk full")  # as the autosave tells it
    QApplication.processEvents()
    assert bar.isVisible()
    assert (table.geometry(), table.viewport().geometry(), table.transform()) == before
    assert table.mapFromScene(card.sceneBoundingRect()).boundingRect() == card_place
    bar.clearMessage()
    QApplication.processEvents()
    assert (table.geometry(), table.viewport().geometry(), table.transform()) == before


def test_the_news_lies_over_the_table_s_bottom_edge_clear_of_the_hand_and_keys_bar(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    window = table_in_play(qtbot)
    table, bar = window.table, window.statusBar()
    bar.showMessage("Indexing the saved matches for the History: 3 of 9…")
    QApplication.processEvents()
    line = bar.geometry()
    on_window = table.geometry().translated(window.centralWidget().pos())
    assert line.bottom() == on_window.bottom() and line.width() == on_window.width()
    assert bar.isVisible() and window.childAt(line.center()) is bar  # over the table, seen
    hint = table.keyboard_hint
    assert hint.isVisible()
    beneath = [hint.geometry(), *(table.mapFromScene(card.sceneBoundingRect()).boundingRect()
                                  for card in table.hand_items())]
    for place in beneath:
        assert not place.translated(on_window.topLeft()).intersects(line), (place, line)


def test_a_long_message_goes_on_over_a_second_line_rather_than_being_cut(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.scoreboard.show()  # the table's room at its narrowest
    bar = window.statusBar()
    bar.showMessage(LONG_NEWS)
    QApplication.processEvents()
    assert bar.fontMetrics().horizontalAdvance(LONG_NEWS) > bar.width()
    assert bar.height() >= 2 * bar.fontMetrics().height()
    assert bar.geometry().bottom() == window.centralWidget().geometry().bottom()
    bar.showMessage("Autosave failed: disk full")
    QApplication.processEvents()
    assert bar.height() == bar.line_height()  # one line again
