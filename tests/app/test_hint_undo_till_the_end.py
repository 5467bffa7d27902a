"""In a practice match Hint and Undo stay over the table, dimmed, until the match's end panel
covers it: they went at the match's last card, while that trick was still played out and kept
to be read (seconds before the end panel), a blink once a match (a player's review), as
Concede the rest did at a deal's end (test_concede_button_steady.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from koutchina.app.main_window import MainWindow

from .helpers import (
    choice,
    make_window,
    play_to_the_deals_end,
    play_to_trick,
    play_until,
    wait_for,
)


class Watch(QObject):
    """Every showing or hiding of the widgets watched, with whether a result covers the
    table then."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.seen: dict[str, list[tuple[str, bool]]] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            table = self.window.table
            covered = table.summary_panel.isVisible() or table.end_panel.isVisible()
            self.seen.setdefault(watched.objectName(), []).append((event.type().name, covered))
        return False


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_hint_and_undo_stay_till_the_end_panel(qtbot, speed: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3, options={"rounds": 1},
                              practice=True), seed=2)
    coach = window.coach
    buttons: tuple[QWidget, ...] = (coach.button, coach.undo_button)
    play_to_trick(qtbot, window, 2)
    assert all(button.isVisible() for button in buttons)
    watch = Watch(window)
    for button in buttons:
        button.installEventFilter(watch)
    play_to_the_deals_end(qtbot, window, 3)
    window.set_speed(speed)  # "fast": the last tricks' cards glide and are gathered
    play_until(qtbot, window, lambda: window.table.end_panel.isVisible())
    wait_for(lambda: not any(button.isVisible() for button in buttons))
    for button in buttons:
        button.removeEventFilter(watch)
    # hidden once each, with the end panel up: not at the last card
    assert watch.seen == {"hint_button": [("Hide", True)], "undo_button": [("Hide", True)]}, (
        watch.seen)
