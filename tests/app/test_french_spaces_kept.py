"""French typography holds where Qt shows it: a line of the rules never begins with « ; », « ? »
or « ! » (Qt's HTML reader took the narrow no-break space before them for an ordinary one, and
a line of Hand's rules began with « ; la table indique… », a player's review), and the date of
the resume question is never broken inside ("7 / déc. 2026" at the end of a line)."""

from __future__ import annotations

import re
from datetime import datetime

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from koutchina.app.i18n import datetime_in_sentence, format_datetime
from koutchina.app.keyboard_help import KeyboardHelpDialog
from koutchina.app.rules_window import RulesWindow

_BREAKABLE_BEFORE_MARK = re.compile(r"[^\S\u00a0\u202f][;?!]")


@pytest.mark.parametrize("language", ["fr"], indirect=True)
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_no_line_of_the_french_rules_can_begin_with_a_mark(qtbot, language: str, game: str) -> None:  # type: ignore[no-untyped-def]
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_game(game)
    QApplication.processEvents()
    shown = window._browser.document().toRawText()
    assert not _BREAKABLE_BEFORE_MARK.findall(shown), _BREAKABLE_BEFORE_MARK.findall(shown)[:5]
    assert "\u00a0;" in shown or "\u00a0?" in shown or "\u00a0!" in shown  # there are some


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_the_keyboard_help_keeps_its_marks_with_their_words(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = KeyboardHelpDialog(())
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    document = QTextDocument()
    document.setHtml(dialog.body.text())
    assert not _BREAKABLE_BEFORE_MARK.findall(document.toRawText())


@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_a_date_in_a_sentence_stays_whole(language: str) -> None:
    moment = datetime(2026, 12, 7, 14, 35)
    assert format_datetime(moment) == "7 déc. 2026 14:35"  # lists and columns as before
    assert datetime_in_sentence(moment) == "7\u00a0déc.\u00a02026 14:35"
