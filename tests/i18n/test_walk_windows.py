"""Every window, dialog and panel of the app, walked in French then in English: no text may be
left in the other language (names and game terms written alike in both are allowed)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from koutchina.app import i18n

from . import walk


def providers() -> dict[str, Callable[[], Any]]:
    """How to make a constructor argument, by the name in its annotation."""
    made: dict[str, Callable[[], Any]] = {}
    classes: dict[str, type] = {}
    for module in walk.app_modules():
        for name, cls in inspect.getmembers(module, inspect.isclass):
            classes.setdefault(name, cls)
    from koutchina.storage.settings import Settings

    classes["Settings"] = Settings
    for name, cls in classes.items():
        if not issubclass(cls, QWidget):
            made[name] = cls
    made["SavedMatch"] = saved_match
    return made


def saved_match() -> Any:
    """A real saved Hand match, a few moves in (for the replay window)."""
    from koutchina.engine import make_rules, new_match
    from koutchina.storage.saves import SeatInfo, now_utc, saved_match_of

    state = new_match(make_rules("hand"), seed=3)
    for _ in range(6):
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[0])
    seats = [SeatInfo(name="", bot_level=None)] + [
        SeatInfo(name="", bot_level="random") for _ in range(3)
    ]
    return saved_match_of(state, match_id="walk", seats=seats, created=now_utc())


def buildable(cls: type[QWidget]) -> bool:
    try:
        parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
        known = providers()
        for parameter in parameters:
            if parameter.default is inspect.Parameter.empty and parameter.kind not in (
                inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD
            ):
                walk.argument_for(str(parameter.annotation), known, parameter.name)
    except LookupError:
        return False
    return True


def test_every_window_and_dialog_can_be_walked() -> None:
    windows = walk.window_classes()
    assert any(cls.__name__ == "RulesWindow" for cls in windows)
    unbuildable = [cls.__name__ for cls in windows if not buildable(cls)]
    assert not unbuildable, f"teach tests/i18n/test_walk_windows.providers: {unbuildable}"


def test_catalogue_knows_both_languages() -> None:
    catalogue = walk.load_catalogue()
    assert "Rules of the games" in catalogue.english
    assert "Règles des jeux" in catalogue.french
    assert "Hokm" in catalogue.same_in_both


def test_walker_finds_a_forgotten_english_text(
    qtbot: QtBot, languages: i18n.LanguageManager
) -> None:
    """The walk itself works: an untranslated label in a French window is reported."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    languages.set_language("fr", remember=False)
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    layout.addWidget(QLabel("New match"))
    layout.addWidget(QLabel("Hokm"))
    problems = walk.foreign_texts(window, "fr", walk.load_catalogue())
    assert problems == ["QLabel(): 'New match'"]


def test_all_windows_speak_one_language_at_a_time(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    catalogue = walk.load_catalogue()
    known = providers()
    languages.set_language("en", remember=False)
    built = []
    for cls in walk.widget_classes():
        if not buildable(cls):
            continue
        try:
            widget = walk.build(cls, known)
        except Exception as error:  # a widget that cannot be built alone is reported
            pytest.fail(f"{cls.__name__} could not be built: {error!r}")
        qtbot.addWidget(widget)
        built.append(widget)
    assert len(built) >= 2
    problems: list[str] = []
    for language in ("fr", "en"):
        languages.set_language(language, remember=False)
        qapp.processEvents()
        for widget in built:
            problems += [
                f"{language} {type(widget).__name__}: {problem}"
                for problem in walk.foreign_texts(widget, language, catalogue)
            ]
    assert not problems, "\n".join(problems)
