"""A call chosen in Hand's chooser stays chosen while the bots lock theirs: each bot's lock
reset the chooser, and a player who had picked 3 while a bot was still thinking found nothing
picked (the calls are made at the same time, so the bots lock while the person chooses)."""

from __future__ import annotations

from .helpers import choice, make_window, wait_for


def test_the_call_picked_stays_picked_as_the_bots_lock_theirs(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, bot_pause_ms=600, animation_speed="off")
    c, panel = window.controller, window.table.call_panel
    window.start_match(choice("hand", levels=["medium"] * 3), seed=4)
    wait_for(lambda: panel.isVisible(), timeout=15000)
    locked_before = sum(c.view(0).calls_locked)
    assert locked_before < 3  # the bots still think
    panel.select(3)
    wait_for(lambda: sum(c.view(0).calls_locked) == 3, timeout=15000)
    assert panel.isVisible()
    assert panel.buttons[3].isChecked()
    assert panel.confirm.isEnabled()
