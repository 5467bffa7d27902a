"""Language tests leave the application in English whatever they switched to."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from koutchina.app import i18n


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[i18n.LanguageManager]:
    """A fresh language manager; English again (translators removed) after the test."""
    i18n.reset_language_manager()
    manager = i18n.language_manager()
    yield manager
    manager.set_language("en", remember=False)
    i18n.reset_language_manager()
    qapp.processEvents()
