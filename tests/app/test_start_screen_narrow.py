"""The start screen in a narrow window (half of a laptop's screen): the three games stay whole
and readable, in rows if need be, never cut or behind a sideways scroll bar."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.storage.settings import Settings


def _start_window(qtbot, width: int, height: int) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(bot_pause_ms=0), autosave=False)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.wait(100)
    return window


@pytest.mark.parametrize("width", [780, 960])
def test_each_game_s_button_reads_whole_and_nothing_scrolls_sideways(
    qtbot, language: str, width: int  # type: ignore[no-untyped-def]
) -> None:
    window = _start_window(qtbot, width, 700)
    page = window.start_page
    assert page.width() <= width
    assert not page.horizontalScrollBar().isVisible()
    for card in window.start_screen.cards:
        # "Jouer au Court Piece" was cut to "ouer au Court Piec" at 780 px
        assert card.play.width() >= card.play.sizeHint().width(), card.play.text()
        visible = card.visibleRegion().boundingRect()
        assert visible.width() == card.width(), card.game  # not run off the right edge


def test_the_games_sit_in_one_row_when_there_is_room_and_in_two_when_not(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _start_window(qtbot, 1264, 700)
    tops = {card.y() for card in window.start_screen.cards}
    assert len(tops) == 1
    window.resize(780, 700)
    qtbot.wait(100)
    tops = sorted({card.y() for card in window.start_screen.cards})
    assert len(tops) == 2
    first, second, third = window.start_screen.cards
    assert first.y() == second.y() < third.y()
    # the lone game of the second row stands in the middle, under the two others
    middle = window.start_screen.width() / 2
    assert abs(third.geometry().center().x() - middle) <= 2


def test_the_first_game_s_button_has_the_focus_and_tab_goes_through_the_games_first(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    window = _start_window(qtbot, 1264, 700)
    screen = window.start_screen
    window.activateWindow()
    first = screen.cards[0].play
    qtbot.waitUntil(lambda: screen.focusWidget() is first, timeout=2000)
    order = []
    widget = first
    for _ in range(7):
        order.append(widget)
        widget = widget.nextInFocusChain()
        while not (widget.focusPolicy() & Qt.FocusPolicy.TabFocus) or not widget.isVisible():
            widget = widget.nextInFocusChain()
    expected = [button for card in screen.cards for button in (card.play, card.rules)]
    assert order == [*expected, screen.new_match]


def test_with_larger_texts_on_a_laptop_every_play_button_shows_without_scrolling(
    qtbot, language: str  # type: ignore[no-untyped-def]
) -> None:
    """At 150 % on 1280x720 two games stood a row and their pictures pushed Hokm's Play button
    and New match out of sight: on a screen too short for them, the games stand three a row,
    as large as that allows (never under 100 %), and their pictures give way."""
    window = MainWindow(Settings(bot_pause_ms=0, text_scale=1.5), autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait(150)
    page, screen = window.start_page, window.start_screen
    shown = page.viewport().rect()
    for button in [card.play for card in screen.cards] + [screen.new_match]:
        top = button.mapTo(page.viewport(), button.rect().topLeft())
        assert shown.contains(top) and top.y() + button.height() <= shown.bottom(), (
            button.text(), top, shown)
    assert not page.verticalScrollBar().isVisible()
    assert 1.0 <= screen.k <= 1.5 and screen.asked == 1.5
    # where there is room the games keep the size of texts asked, and their pictures
    window.resize(1600, 1200)
    qtbot.wait(150)
    assert screen.k == 1.5
    assert all(card.fan.isVisible() for card in screen.cards)
