"""Replay and Rules close with a Close button, as History, Statistics, About and a deal's
review do: they had only the title bar's close box and Esc, which few know of. In the table's
button face, pressed by a click or by Enter once Tab reached it; Rules' at the bottom right,
Replay's at the right under the scores (in the controls' row it made the window wider than a
1280x720 screen at 250 %). In English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.rules_window import RulesWindow
from koutchina.app.table.looks import button_face, felt_in_use

from .felt_checks import area_in, check_button, looks_restored  # noqa: F401
from .test_history_statistics_close import (
    close_button,
    closes_with_enter,
    closes_with_its_button,
)

pytestmark = pytest.mark.usefixtures("looks_restored")


def _shown(qtbot, window: QWidget) -> QWidget:  # type: ignore[no-untyped-def]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_replay_has_a_close_button(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    state = random_match("court-piece", 3, moves=80)
    replay = _shown(qtbot, ReplayWindow(saved_of(state), state))
    assert isinstance(replay, ReplayWindow)
    # the keys on Play as it opens, not on Close: Enter closed the window just opened
    assert replay.focusWidget() is replay.play_button
    button = close_button(replay, language)
    place, scores = area_in(replay, button), area_in(replay, replay.info_room)
    assert replay.rect().contains(place)
    assert place.top() >= scores.bottom() and abs(place.right() - scores.right()) <= 4
    check_button(replay, button, button_face(felt_in_use()))
    button.click()
    QApplication.processEvents()
    assert not replay.isVisible()
    closes_with_enter(qtbot, replay, language)


def test_rules_have_a_close_button(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    rules = _shown(qtbot, RulesWindow(None))
    closes_with_its_button(rules, language)
    assert not rules.isVisible()
    closes_with_enter(qtbot, rules, language)
