"""The main window's passing news line: Qt's status bar, made by the first message (the saved
matches being indexed), stayed for the whole sitting as an empty light-grey strip with a size
grip along the bottom of the dark window (a player's review). Shown as the window's status bar
it then took its height from the table, which jumped up under the mouse when a message came
and back down when it went (a player's review): it is drawn over the table's bottom edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.main_window import MainWindow
from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH
from koutchina.storage.settings import Settings

from .helpers import choice, make_window, play_to_trick


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


INDEXING = "Indexing the saved matches for the History: 1,234 of 10,000…"


def table_in_play(qtbot, size: tuple[int, int] = (1280, 720),  # type: ignore[no-untyped-def]
                  large_cards: bool = False, text_scale: float = 1.0) -> MainWindow:
    window = make_window(qtbot, large_cards=large_cards, text_scale=text_scale)
    window.resize(*size)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=31)
    play_to_trick(qtbot, window, 2)
    table, board = window.table, window.scoreboard
    # the person's cards lit, the scoreboard laid out beside the table
    qtbot.waitUntil(lambda: any(item.playable for item in table.hand_items())
                    and board.isVisible()
                    and not board.geometry().intersects(window.centralWidget().geometry()))
    return window


def on_window(widget: QWidget, window: QWidget, rect: QRect | None = None) -> QRect:
    """``rect`` of ``widget`` (all of it for None) in ``window``'s coordinates."""
    rect = widget.rect() if rect is None else rect
    return rect.translated(widget.mapTo(window, QPoint(0, 0)))


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
    assert bar.isVisible()  # drawn over the table, in the strip it keeps clear
    widgets = [child for child in window.children() if isinstance(child, QWidget)]
    assert widgets.index(bar) > widgets.index(window.centralWidget())
    hint = table.keyboard_hint
    qtbot.waitUntil(hint.isVisible)
    beneath = [hint.geometry(), *(table.mapFromScene(card.sceneBoundingRect()).boundingRect()
                                  for card in table.hand_items())]
    for place in beneath:
        assert not place.translated(on_window.topLeft()).intersects(line), (place, line)


# the reviewer's: three lines at 200 % on 1280x720 over the hand, its ring and the rim
DISK_FULL = ("L’enregistrement automatique a échoué\u00a0: Partie de Court Piece commencée le "
             "06/12/2026 à 14:22 (20261206-142233-court-piece-18a3b8.json)\u00a0: le disque "
             "est plein")


@pytest.mark.parametrize("text_scale", [2.0, 1.0])
def test_a_long_message_keeps_to_one_line_cut_in_the_middle(  # type: ignore[no-untyped-def]
        qtbot, text_scale: float) -> None:
    """At 200 % on 1280x720 (large cards, the scoreboard shown) the French autosave failure
    took three lines and for its ten seconds covered the bottom of the person's hand, the ring
    round it and the table's rim (a player's review). It keeps to the strip kept clear for it,
    cut in the middle: what happened and why both in sight, the whole of it in the tooltip and
    read by the screen reader."""
    window = table_in_play(qtbot, large_cards=True, text_scale=text_scale)
    table, bar = window.table, window.statusBar()
    bar.showMessage(DISK_FULL)
    QApplication.processEvents()
    assert bar.fontMetrics().horizontalAdvance(DISK_FULL) > bar.width()  # too long for it
    line = bar.geometry()
    assert bar.isVisible() and line.height() <= table.news_room == bar.line_height()
    assert line.bottom() == on_window(table, window).bottom()
    shown = bar.shown_text()
    assert "\n" not in shown and bar.fontMetrics().horizontalAdvance(shown) < bar.width()
    assert shown.startswith("L’enregistrement automatique a échoué"), shown
    assert shown.endswith("le disque est plein"), shown
    assert "…" in shown
    assert bar.toolTip() == DISK_FULL  # the whole of it under the pointer
    assert window.childAt(line.center()) is bar  # which the pointer reaches
    said = QAccessible.queryAccessibleInterface(bar)
    assert said.text(QAccessible.Text.Name) == DISK_FULL
    beneath = [table.mapFromScene(item.sceneBoundingRect()).boundingRect()
               for item in [*table.hand_items(), table.badge(0)]]
    for place in beneath:
        assert not on_window(table.viewport(), window, place).intersects(line), (place, line)
    # a short one is shown whole, without a tooltip saying it again
    bar.showMessage("Autosave failed: disk full")
    QApplication.processEvents()
    assert bar.shown_text() == "Autosave failed: disk full" and not bar.toolTip()
    assert bar.height() == bar.line_height()


def test_the_cut_follows_the_line_s_width_and_the_size_of_texts(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = table_in_play(qtbot)
    bar = window.statusBar()
    bar.showMessage(DISK_FULL)
    QApplication.processEvents()
    before = bar.shown_text()
    window.resize(1920, 1080)  # wider: more of it shown
    qtbot.waitUntil(lambda: len(bar.shown_text()) > len(before))
    wide = bar.shown_text()
    window.settings_service.change(text_scale=2.0)  # larger: less of it
    QApplication.processEvents()
    assert len(bar.shown_text()) < len(wide)
    assert bar.fontMetrics().horizontalAdvance(bar.shown_text()) < bar.width()
    assert bar.height() == bar.line_height() and bar.toolTip() == DISK_FULL


# 1024x740: the scoreboard under the table at its contents' height (it took 30 % of the
# window, and the table was shorter than wide at 1024x768 too)
@pytest.mark.parametrize(("size", "large_cards"), [((1024, 740), True), ((800, 560), False)])
def test_on_a_short_table_the_news_covers_nothing_of_it(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], large_cards: bool) -> None:
    """The scoreboard docked under the table leaves it shorter than wide: drawn over its
    bottom edge, the line hid the hand's bottom edge and corner indexes, the person's plate
    (its second line) and the rim, and took the clicks meant for the cards."""
    window = table_in_play(qtbot, size, large_cards)
    table, bar = window.table, window.statusBar()
    view = table.viewport()
    assert view.width() / view.height() > SCENE_WIDTH / SCENE_HEIGHT  # as high as it can be
    bar.showMessage(INDEXING)
    QApplication.processEvents()
    line = bar.geometry()
    assert bar.isVisible() and line.bottom() == on_window(table, window).bottom()
    beneath = [table.mapFromScene(item.sceneBoundingRect()).boundingRect()
               for item in [*table.hand_items(), table.badge(0)]]
    for place in beneath:
        assert not on_window(view, window, place).intersects(line), (place, line)
    scene_bottom = table.mapFromScene(QPointF(SCENE_WIDTH / 2, SCENE_HEIGHT))
    assert view.mapTo(window, scene_bottom).y() <= line.top()  # the rim and all in sight


def test_at_1280x720_the_table_keeps_its_size_with_the_scoreboard_beside_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The room kept for the news is taken from the felt over and under a table narrower than
    the window is high: the cards as large as before."""
    window = table_in_play(qtbot)
    view = window.table.viewport()
    assert view.width() / view.height() < SCENE_WIDTH / SCENE_HEIGHT  # the scoreboard beside
    # as large as Qt's fitInView draws the scene in the table's width (2 px each side)
    assert window.table.transform().m11() == pytest.approx((view.width() - 4) / SCENE_WIDTH)


@pytest.mark.parametrize(("size", "text_scale"), [
    ((1280, 720), 2.0), ((1280, 720), 1.5), ((1280, 720), 1.0), ((1024, 600), 2.0),
    ((800, 560), 2.0)])  # the last one scrolls
def test_the_news_covers_nothing_of_the_start_screen(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], text_scale: float) -> None:
    """At 200 % on 1280x720 the start screen was fitted to the whole page, the news drawn
    over its last line ("Last time: ..."), just when History indexes the saved matches after
    an upgrade; on a page that scrolls its end could not be scrolled out from under it."""
    settings = Settings(bot_pause_ms=0, sound_on=False, text_scale=text_scale,
                        last_game="hokm", bot_levels={"hokm": ["hard", "medium", "easy"]})
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    page, screen, bar = window.start_page, window.start_screen, window.statusBar()
    qtbot.waitUntil(lambda: screen.last.isVisible() and screen.room is not None)
    assert screen.last.text()
    bar.showMessage(INDEXING)
    QApplication.processEvents()
    scroll = page.verticalScrollBar()
    scroll.setValue(scroll.maximum())  # the page's end in sight, if it scrolls
    QApplication.processEvents()
    line, shown = bar.geometry(), on_window(page.viewport(), window)
    assert bar.isVisible() and line.bottom() == shown.bottom()
    for widget in [screen.headline, screen.tagline, *screen.cards, screen.new_match,
                   screen.last]:
        place = on_window(widget, window).intersected(shown)
        assert not place.intersects(line), (getattr(widget, "text", str)(), place, line)
    assert on_window(screen.last, window).bottom() < line.top()
    if scroll.isVisible():  # nor its scroll bar's end
        assert not on_window(scroll, window).intersects(line)


def test_the_room_kept_for_the_news_follows_the_size_of_texts(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = table_in_play(qtbot, (800, 560))
    table, bar = window.table, window.statusBar()
    before = bar.line_height()
    window.settings_service.change(text_scale=1.5)
    QApplication.processEvents()
    assert bar.line_height() > before
    assert table.news_room == window.start_screen.news_room == bar.line_height()
    bar.showMessage(INDEXING)
    QApplication.processEvents()
    assert bar.height() == table.news_room  # a message of one line: no higher than the room
    scene_bottom = table.mapFromScene(QPointF(SCENE_WIDTH / 2, SCENE_HEIGHT))
    assert table.viewport().mapTo(window, scene_bottom).y() <= bar.geometry().top()
