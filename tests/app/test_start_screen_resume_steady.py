"""The start screen's "Resume your … match" button costs the games nothing.

After "Not now" to the resume offer at start, the button came in above New match, in a row of
its own: on a 1280x720 screen that row took the height the games' card pictures needed, all
three games lost their pictures and the whole screen jumped (player-eye review). At every size
of texts up to 200 %, in English and French, the button's coming changes neither the games'
pictures nor their size nor their place, and every button shows whole without scrolling."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow

from .helpers import on_start_page, start_screen_window

# the main window's inside on a 1280x720 screen (its frame, title bar and a desktop's bar out),
# and the whole screen
SIZES = [(1264, 672), (1280, 720)]


def _look(window: MainWindow) -> tuple[float, list[bool], list[tuple[int, int, int, int]]]:
    screen = window.start_screen
    return (screen.k, [card.fan.isVisible() for card in screen.cards],
            [on_start_page(card, window).getRect() for card in screen.cards])


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 1.75, 2.0])
@pytest.mark.parametrize("size", SIZES)
def test_the_resume_button_comes_without_a_jump(
        qtbot, language: str, scale: float, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = start_screen_window(qtbot, size, text_scale=scale, last_game="hand")
    screen = window.start_screen
    before = _look(window)
    screen.offer_resume("court-piece")  # the longest game's name
    qtbot.wait(100)
    QApplication.processEvents()
    assert screen.resume.isVisible()
    assert _look(window) == before, (before, _look(window))
    shown = window.start_page.viewport().rect()
    for widget in [*(card.play for card in screen.cards), screen.resume, screen.new_match]:
        assert shown.contains(on_start_page(widget, window)), (widget.text(), shown)
        assert widget.width() >= widget.sizeHint().width(), widget.text()  # words whole
    assert not window.start_page.verticalScrollBar().isVisible()
    assert not window.start_page.horizontalScrollBar().isVisible()
    screen.offer_resume(None)  # gone again (a match started): as it was
    qtbot.wait(100)
    assert _look(window) == before
