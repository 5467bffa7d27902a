"""Fixtures shared by the window tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from koutchina.app import i18n
from koutchina.app.table.looks import high_contrast, set_high_contrast
from koutchina.app.text_scale import apply_text_scale, current_text_scale


@pytest.fixture(autouse=True)
def usual_text_size(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """Every window test leaves the size of texts as it found it, at the usual size: one
    at 200 % (a window made with ``text_scale=2.0`` applies it to the whole application) made
    the next test in its worker measure twice its margins.

    The test's windows, closed by pytest-qt and left for deletion (``deleteLater``), are
    deleted first: nothing outside an event loop deletes them, and the new style the usual
    size sets polished every one of them again (0.15 s a test at 150-200 %, a third of the
    larger-text tests' time)."""
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if current_text_scale() != 1.0:
        apply_text_scale(1.0)


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
