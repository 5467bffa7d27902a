"""Objects that watch another widget's events ask the event's type before reading their own
attributes: an event reaching the watched widget while the watcher's Python side is going away
(at interpreter shutdown) raised "no attribute 'whole'" in the house rules' list, as
Statistics' filter did with its body (test_statistics_teardown)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from koutchina.app.house_rules_list import HouseRulesList
from koutchina.app.status_line import StatusLine

if TYPE_CHECKING:
    from pytestqt.qtbot import QtBot


def test_a_rule_added_needs_nothing_of_a_list_going_away(qtbot: QtBot) -> None:
    rules = HouseRulesList(whole=True)
    qtbot.addWidget(rules)
    body = QWidget()
    QVBoxLayout(body)
    rules.setWidget(body)
    rules.show()
    kept = dict(rules.__dict__)
    rules.__dict__.clear()  # as the list's Python side is at interpreter shutdown
    try:
        label = QLabel()
        label.setParent(body)  # the rules hear of a child; pytest-qt fails the test on an error
        label.setParent(None)
    finally:
        rules.__dict__.update(kept)


def test_the_status_line_s_ground_hears_a_child_without_the_line(qtbot: QtBot) -> None:
    ground = QWidget()
    qtbot.addWidget(ground)
    line = StatusLine()
    qtbot.addWidget(line)
    line.lie_over(ground)
    ground.show()
    kept = dict(line.__dict__)
    line.__dict__.clear()
    try:
        label = QLabel()
        label.setParent(ground)
        label.setParent(None)
    finally:
        line.__dict__.update(kept)
