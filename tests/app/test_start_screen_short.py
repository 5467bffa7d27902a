"""The start screen on a short screen at large texts: at 200 % on 1366x768 the games' Play
buttons showed but "New match" was cut at the bottom of the window, the line of last time's
choices under it out of sight. Everything on the start screen shows, nothing scrolls."""

from __future__ import annotations

import pytest

from .helpers import on_start_page, start_screen_window


# 1366x768 less the room for a frame (what the window gets on it, screen_fit.FRAME_ROOM), and
# less a desktop's top bar as well
@pytest.mark.parametrize("size", [(1350, 720), (1366, 680)])
def test_at_200_percent_on_1366x768_new_match_and_last_time_show_whole(
    qtbot, language: str, size: tuple[int, int]  # type: ignore[no-untyped-def]
) -> None:
    window = start_screen_window(qtbot, size, text_scale=2.0, last_game="hokm",
                                 bot_levels={"hokm": ["hard", "medium", "easy"]})  # "Last time"
    screen = window.start_screen
    assert screen.last.text()
    shown = window.start_page.viewport().rect()
    for widget in [*(card.play for card in screen.cards), screen.new_match, screen.last]:
        assert shown.contains(on_start_page(widget, window)), (
            getattr(widget, "text", str)(), size)
    assert not window.start_page.verticalScrollBar().isVisible()
    assert 1.0 <= screen.k < 2.0 and screen.asked == 2.0
