"""The coach's one-line messages over the table fit one line of the table's toast in both
languages (a longer one would wrap onto a second line: one line is read at a glance)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetrics

from koutchina.app import i18n, texts
from koutchina.app.table.overlays import Toast

TOAST_WIDTH = Toast.TEXT_WIDTH  # the toast's widest line (table/overlays.py)
MESSAGES = [
    ("CoachControls", "Hints and undo come with practice matches (New match)."),
    ("CoachControls", "Your last move is taken back."),
    ("CoachControls", "You concede the rest of the deal."),
    ("DealAgain", "A deal without trump is played again from your seat only."),
    ("DealAgain", "Deal {n} again, same cards and bots: it is not counted."),
    ("DealAgain", "Deal {n} again with the cards of {name}: it is not counted."),
]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_coach_message_fits_on_one_line_of_the_toast(
        languages: i18n.LanguageManager, language: str) -> None:
    languages.set_language(language, remember=False)
    font = QFont("DejaVu Sans")
    font.setPixelSize(20)
    font.setBold(True)
    metrics = QFontMetrics(font)
    for context, source in MESSAGES:
        partner = texts.seat_in_sentence("", "partner", 2, "court-piece")  # the longest
        text = QCoreApplication.translate(context, source).format(n=12, name=partner)
        assert text != source or language == "en", f"{source!r} has no French"
        assert metrics.horizontalAdvance(text) <= TOAST_WIDTH, text
