"""The coach's one-line messages over the table, and the table's own one-line announcements,
fit one line of the table's toast in both languages (a longer one would wrap onto a second
line: one line is read at a glance)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetrics

from koutchina.app import i18n, texts
from koutchina.app.table.overlays import Toast

TOAST_WIDTH = Toast.TEXT_WIDTH  # the toast's widest line (table/overlays.py)
MESSAGES = [
    # "Hints and undo are for practice matches only (Game > New match).", which names the
    # menus as they are: test_coach_menu_practice_only.py
    ("CoachControls", "Your last move is taken back."),
    ("CoachControls", "You concede the rest of the deal."),
    ("DealAgain", "A deal without trump is played again from your seat only."),
    ("DealAgain", "Deal {n} again, same cards and bots: it is not counted."),
    ("DealAgain", "Deal {n} again with the cards of {name}: it is not counted."),
    ("DealAgain", "Round {n} again, same cards and bots: it is not counted."),
    ("DealAgain", "Round {n} again with the cards of {name}: it is not counted."),
    ("TableView", "First place is tied: a sudden-death round decides"),
]


def _toast_metrics() -> QFontMetrics:
    font = QFont("DejaVu Sans")
    font.setPixelSize(20)
    font.setBold(True)
    return QFontMetrics(font)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_coach_message_fits_on_one_line_of_the_toast(
        languages: i18n.LanguageManager, language: str) -> None:
    languages.set_language(language, remember=False)
    metrics = _toast_metrics()
    for context, source in MESSAGES:
        partner = texts.seat_in_sentence("", "partner", 2, "court-piece")  # the longest
        text = QCoreApplication.translate(context, source).format(n=12, name=partner)
        assert text != source or language == "en", f"{source!r} has no French"
        assert metrics.horizontalAdvance(text) <= TOAST_WIDTH, text


SUDDEN_DEATH_AGAIN: list[Callable[[texts.SuddenDeathWords, int], str]] = [
    texts.SuddenDeathWords.again_own_cards, texts.SuddenDeathWords.again_with_cards_of]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("again", SUDDEN_DEATH_AGAIN)
@pytest.mark.parametrize("n", [1, 2, 12])  # French "1re", "2e", "12e" manche
def test_a_sudden_death_round_played_again_fits_on_one_line_of_the_toast(
        languages: i18n.LanguageManager, language: str,
        again: Callable[[texts.SuddenDeathWords, int], str], n: int) -> None:
    languages.set_language(language, remember=False)
    metrics = _toast_metrics()
    words = texts.sudden_death_words()
    names = [texts.seat_in_sentence("", None, seat, "hand") for seat in (1, 2, 3)]
    for name in names:  # sudden death is Hand's: East, North, West
        text = again(words, n).format(name=name)
        assert ("mort subite" in text) == (language == "fr"), text
        assert metrics.horizontalAdvance(text) <= TOAST_WIDTH, text
