"""Every window, dialog and panel of the app, walked in French then in English: no text may be
left in the other language (names and game terms written alike in both are allowed).

Every widget class the walk finds is built and walked, save those in BUILT_BY_THEIR_WINDOW,
each with its reason and a test of its own below."""

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
    # the parts of a saved match's Replay window (DealCoachRow sits under it)
    made["MatchState"] = lambda: saved_state(saved_match())
    made["LoadedMatch"] = loaded_match
    made["ReplayWindow"] = replay_window
    return made


# Widget classes the walk does not build alone, each with why; each has its own test below.
BUILT_BY_THEIR_WINDOW = {
    # the coach's part of the main window: it needs the window's controller, table and menus,
    # and puts its buttons, hint panel and Coach menu on them; MainWindow builds it once (a
    # second one would add a second Coach menu). test_the_coach_controls_*
    "CoachControls": "MainWindow",
}


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


def saved_state(saved: Any) -> Any:
    from koutchina.engine.record import replay_record

    return replay_record(saved.record)


def loaded_match() -> Any:
    from pathlib import Path

    from koutchina.storage import LoadedMatch

    saved = saved_match()
    return LoadedMatch(Path("walk.json"), saved, saved_state(saved))


def replay_window() -> Any:
    from koutchina.app.history.replay import ReplayWindow

    saved = saved_match()
    return ReplayWindow(saved, saved_state(saved))


def buildable(cls: type[QWidget]) -> bool:
    """Whether the walk knows how to make every required argument of ``cls`` (without making
    any: some are windows)."""
    import re

    parameters = list(inspect.signature(cls.__init__).parameters.values())[1:]
    known = providers()
    for parameter in parameters:
        if parameter.default is not inspect.Parameter.empty or parameter.kind in (
            inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD
        ):
            continue
        annotation = str(parameter.annotation)
        if parameter.name not in walk.BY_PARAMETER_NAME and not any(
                re.search(rf"\b{re.escape(key)}\b", annotation) for key in known):
            return False
    return True


def test_every_window_and_dialog_can_be_walked() -> None:
    windows = walk.window_classes()
    assert any(cls.__name__ == "RulesWindow" for cls in windows)
    unbuildable = [cls.__name__ for cls in windows if not buildable(cls)]
    assert not unbuildable, f"teach tests/i18n/test_walk_windows.providers: {unbuildable}"


def test_every_widget_that_follows_the_language_can_be_walked() -> None:
    """None is left out silently: every widget class is built for the walk but those listed,
    with their reason, in BUILT_BY_THEIR_WINDOW (and those are really not buildable alone)."""
    names = {cls.__name__: cls for cls in walk.widget_classes()}
    for name in ("TurnTimerBox", "DealCoachRow", "HintPanel"):
        assert name in names
    unbuildable = sorted(name for name, cls in names.items()
                         if name not in BUILT_BY_THEIR_WINDOW and not buildable(cls))
    assert not unbuildable, f"teach tests/i18n/test_walk_windows.providers: {unbuildable}"
    for name, window in BUILT_BY_THEIR_WINDOW.items():
        assert name in names and not buildable(names[name]) and window in names


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
    classes = [cls for cls in walk.widget_classes() if cls.__name__ not in BUILT_BY_THEIR_WINDOW]
    for cls in classes:
        try:
            widget = walk.build(cls, known)
        except Exception as error:  # a widget that cannot be built alone is reported
            pytest.fail(f"{cls.__name__} could not be built: {error!r}")
        qtbot.addWidget(widget)
        if widget.window() is not widget:  # a part built under a window of its own
            qtbot.addWidget(widget.window())
        built.append(widget)
    assert len(built) == len(classes) >= 2
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


COACH_TEXTS = {  # the coach's button and menu on a main window with no match on the table
    "en": ("Hint (H)", "Claim the rest (C)", "Undo (Ctrl+Z)", "Concede the rest", "&Coach",
           ["&Hint", "&Undo my last move", "&Claim the rest of the deal",
            "C&oncede the rest of the deal…", "&Review the last deal…",
            "Play the last deal &again"]),
    # Undo: not "Annuler (Ctrl+Z)", the word of every box's Cancel (read as cancel the match)
    "fr": ("Conseil (H)", "Réclamer le reste (C)", "Annuler le coup (Ctrl+Z)",
           "Abandonner le reste", "C&oach",
           ["&Conseil", "&Annuler mon dernier coup", "&Réclamer les plis restants",
            "A&bandonner les plis restants…", "Re&voir la dernière donne…",
            "Re&jouer la dernière donne"]),
}


def test_the_coach_controls_speak_one_language_at_a_time(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    """CoachControls (BUILT_BY_THEIR_WINDOW): the buttons, the hint panel and the Coach menu it
    puts on the main window, in each language."""
    from koutchina.app.main_window import MainWindow

    catalogue = walk.load_catalogue()
    window = walk.build(MainWindow, providers())
    qtbot.addWidget(window)
    coach = window.coach
    assert type(coach).__name__ in BUILT_BY_THEIR_WINDOW
    parts: list[QWidget] = [coach.button, coach.claim_button, coach.undo_button,
                            coach.concede_button, coach.panel, coach.menu]
    for language in ("fr", "en"):
        languages.set_language(language, remember=False)
        qapp.processEvents()
        button, claim, undo, concede, menu, actions = COACH_TEXTS[language]
        assert (coach.button.text(), coach.claim_button.text(), coach.undo_button.text(),
                coach.concede_button.text(), coach.menu.title()) == (
                    button, claim, undo, concede, menu)
        # (the line saying why Hint and Undo are dimmed shows only with a match on the table)
        assert [action.text() for action in coach.menu.actions() if action.isVisible()] == (
            actions)
        problems = [problem for part in parts
                    for problem in walk.foreign_texts(part, language, catalogue)]
        assert not problems, "\n".join(problems)
        seats = [action.text() for action in coach.again_actions]
        assert len(seats) == 4 and all(seats), seats
