"""A percentage as each language writes it: "92%" in English, as the coach writes it, and
"92 %" with a no-break space in French (the same space as the coach's)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from storage.helpers import random_match, saved_of

from koutchina.app import i18n
from koutchina.app.history.statistics_view import StatisticsWindow
from koutchina.app.settings_dialog import SettingsDialog
from koutchina.storage.settings import Settings
from koutchina.storage.summaries import summarize

PERCENT = {"en": r"\d+%", "fr": "\\d+\u00a0%"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_statistics_and_settings_write_percentages_as_the_language_does(
        qtbot, languages: i18n.LanguageManager, language: str) -> None:
    languages.set_language(language, remember=False)
    saved = saved_of(random_match("hand", 3, moves=50), "open")
    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    window.set_matches([summarize(Path("open.json"), saved)])
    table = window.table
    column = next(column for column in range(table.columnCount())
                  if table.horizontalHeaderItem(column).text() in ("Exact calls",
                                                                   "Annonces exactes"))
    assert re.fullmatch(PERCENT[language], table.item(0, column).text()), table.item(0, column)
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.volume.setValue(25)
    assert re.fullmatch(PERCENT[language], dialog.volume_value.text())
    sizes = [dialog.text_size.itemText(index) for index in range(dialog.text_size.count())]
    assert any(re.fullmatch(PERCENT[language], size) for size in sizes), sizes
