"""The start screen on a short screen at large texts: at 200 % on 1366x768 the games' Play
buttons showed but "New match" was cut at the bottom of the window, the line of last time's
choices under it out of sight. Everything on the start screen shows, nothing scrolls."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from koutchina.app.main_window import MainWindow
from koutchina.storage.settings import Settings


def _inside(widget: QWidget, window: MainWindow) -> bool:
    """Whether all of ``widget`` lies in what the start page shows."""
    page = window.start_page
    top_left = widget.mapTo(page.viewport(), widget.rect().topLeft())
    shown = page.viewport().rect()
    return shown.contains(top_left) and shown.contains(
        top_left.x() + widget.width() - 1, top_left.y() + widget.height() - 1)


# 1366x768 less the room for a frame (what the window gets on it, screen_fit.FRAME_ROOM), and
# less a desktop's top bar as well
@pytest.mark.parametrize("size", [(1350, 720), (1366, 680)])
def test_at_200_percent_on_1366x768_new_match_and_last_time_show_whole(
    qtbot, language: str, size: tuple[int, int]  # type: ignore[no-untyped-def]
) -> None:
    settings = Settings(bot_pause_ms=0, text_scale=2.0, last_game="hokm",
                        bot_levels={"hokm": ["hard", "medium", "easy"]})  # "Last time: ..."
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.wait(150)
    screen = window.start_screen
    assert screen.last.text()
    for widget in [*(card.play for card in screen.cards), screen.new_match, screen.last]:
        assert _inside(widget, window), (getattr(widget, "text", str)(), size)
    assert not window.start_page.verticalScrollBar().isVisible()
    assert 1.0 <= screen.k < 2.0 and screen.asked == 2.0
