"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from koutchina.app import i18n


@pytest.fixture
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The English translation installed (plural forms such as "2 courts" come from it), and
    a fresh language manager afterwards."""
    i18n.reset_language_manager()
    i18n.language_manager().set_language("en", remember=False)
    yield
    i18n.reset_language_manager()
    qapp.processEvents()
