"""The Rules window left open follows the table: a match started shows that match's rules, the
table left shows the usual rules again, without closing and reopening the window."""

from __future__ import annotations

from PySide6.QtWidgets import QTextBrowser

from koutchina.app.rules_window import RulesWindow

from .helpers import choice, make_window


def _page(rules: RulesWindow) -> str:
    browser = rules.findChild(QTextBrowser)
    assert browser is not None
    return " ".join(browser.toPlainText().split())


def test_the_open_rules_window_follows_a_match_started_and_left(qtbot, english) -> None:
    window = make_window(qtbot)
    window.open_rules()
    rules = window.help_windows.rules_window
    assert rules is not None
    assert "The usual rules" in _page(rules)
    window.start_match(choice("hokm", options={"satat": True}))
    assert "The rules of this match" in _page(rules)
    assert "(house rule)" in _page(rules)
    window.leave_table()
    assert "The usual rules" in _page(rules)
    assert "The rules of this match" not in _page(rules)
    rules.close()
