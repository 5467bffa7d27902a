"""Statistics' body tells the window its width without the window watching every event of it:
an event filter that read the window's attributes raised "no attribute 'body'" when an event
reached the body while the window's Python side was already gone (seen at a test's teardown,
the kind of fault the rare crash came from). That the tables still fit the body as it is
resized is test_statistics_columns_in_view's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from koutchina.app.history.statistics_view import StatisticsWindow

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_an_event_on_the_body_needs_nothing_of_a_window_going_away(qtbot: QtBot) -> None:
    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    window.show()
    body = window.body
    kept = dict(window.__dict__)
    window.__dict__.clear()  # as the window's Python side is at interpreter shutdown
    try:
        label = QLabel()
        label.setParent(body)  # the body hears of a child; pytest-qt fails the test on an error
        label.setParent(None)
    finally:
        window.__dict__.update(kept)

