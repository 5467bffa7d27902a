"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from koutchina.app import i18n
from koutchina.app.table.looks import high_contrast, set_high_contrast


@pytest.fixture
def english(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The English translation installed (plural forms such as "2 courts" come from it), and
    a fresh language manager afterwards."""
    i18n.reset_language_manager()
    i18n.language_manager().set_language("en", remember=False)
    yield
    i18n.reset_language_manager()
    qapp.processEvents()


@pytest.fixture(params=[False, True], ids=["felt", "high-contrast"])
def contrast(request: pytest.FixtureRequest, qapp) -> Iterator[bool]:  # type: ignore[no-untyped-def]
    """The test once in the felt's look, once in high contrast; the look as it was after."""
    before = high_contrast()
    set_high_contrast(request.param)
    yield request.param
    set_high_contrast(before)


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The test once in English, once in French; English installed again afterwards, so the
    next tests read what they expect."""
    i18n.reset_language_manager()
    i18n.language_manager().set_language(request.param, remember=False)
    yield request.param
    i18n.language_manager().set_language("en", remember=False)
    i18n.reset_language_manager()
    qapp.processEvents()
