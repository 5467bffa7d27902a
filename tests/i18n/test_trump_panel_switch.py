"""The trump chooser open while the language changes: every suit button fits its new text."""

from __future__ import annotations

import pytest
from app.helpers import choice, make_window
from app.test_trump import seed_where_person_is_hakem
from PySide6.QtWidgets import QApplication

from koutchina.app import i18n


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_trump_buttons_fit_their_text_after_a_switch_with_the_panel_open(
    qtbot, qapp: QApplication, languages: i18n.LanguageManager, size: tuple[int, int]
) -> None:
    languages.set_language("fr", remember=False)
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice("hokm"), seed=seed_where_person_is_hakem("hokm"))
    panel = window.table.trump_panel
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=15000)
    for language in ("en", "fr", "en"):
        languages.set_language(language, remember=False)
        qtbot.wait(50)
        for suit, button in panel.suit_buttons.items():
            assert button.width() >= button.sizeHint().width(), (language, suit, button.text())
            assert panel.geometry().contains(button.geometry().translated(panel.pos()))
        centre = window.table.width() // 2
        assert abs(panel.geometry().center().x() - centre) <= 2
