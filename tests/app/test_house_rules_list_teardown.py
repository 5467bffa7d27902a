"""The house rules' list hears of its rules' events without reading its own attributes first:
an event reaching the rules while the list's Python side is going away (at interpreter
shutdown) raised "no attribute 'whole'", as Statistics' filter did with its body."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from koutchina.app.house_rules_list import HouseRulesList

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
