"""New match's preset box names the preset whose house rules are exactly those shown, or invites
to choose one where they are none's; choosing a preset keeps the list where the person was
looking. A player's review: the box kept saying "Badam Satti" after Kot, Hidden trump and
Bidding were turned on, said "Choose a preset…" over exactly the Kuwaiti Hand's rules, and
choosing a preset scrolled the house rules back to the top."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from koutchina.app import new_match_dialog, texts
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.app.screen_fit import FRAME_ROOM
from koutchina.app.text_scale import apply_text_scale
from koutchina.engine import Game, option_specs
from koutchina.engine.rules import PRESETS

NONE_NAMED = {"en": "Choose a preset…", "fr": "Choisir une variante…"}
EVERY_PRESET = [(game, key) for game in Game for key in PRESETS[game]]


def _defaults(game: Game) -> dict[str, Any]:
    return {spec.key: spec.default for spec in option_specs(game) if spec.key != "turn_timer"}


def _rules_of(game: Game, key: str) -> dict[str, Any]:
    """Every house rule the dialog shows, as ``key`` sets them."""
    return {**_defaults(game), **PRESETS[game][key]}


def _open(qtbot: QtBot, game: Game, options: dict[str, Any] | None = None) -> NewMatchDialog:
    dialog = NewMatchDialog(NewMatchChoice(game=game, options=options or {},
                                           levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    return dialog


def _named(dialog: NewMatchDialog) -> tuple[str, str]:
    """The preset the box shows: its key ("" for none) and its words."""
    return str(dialog.preset_combo.currentData()), dialog.preset_combo.currentText()


def _choose(dialog: NewMatchDialog, key: str) -> None:
    """The person picks ``key`` in the preset box."""
    index = dialog.preset_combo.findData(key)
    assert index > 0, key
    dialog.preset_combo.setCurrentIndex(index)
    dialog.preset_combo.activated.emit(index)


def _set_by_hand(dialog: NewMatchDialog, key: str, value: Any) -> None:
    widget = dialog.option_widgets[key]
    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QComboBox):
        index = widget.findData(value)
        assert index >= 0, (key, value)
        widget.setCurrentIndex(index)
    else:
        assert isinstance(widget, QSpinBox)
        widget.setValue(int(value))


def _away_from_every_preset(game: Game) -> tuple[str, Any]:
    """A rule and a value that no preset of ``game`` has."""
    for spec in option_specs(game):
        if spec.key == "turn_timer":
            continue
        if spec.kind == "bool":
            candidates: list[Any] = [False, True]
        elif spec.kind == "choice":
            candidates = list(spec.choices)
        else:
            candidates = [v for v in range(spec.low or 0, (spec.high or 99) + 1)]
        for value in candidates:
            if all(_rules_of(game, key)[spec.key] != value for key in PRESETS[game]):
                return spec.key, value
    raise AssertionError(f"every value of every rule of {game} is some preset's")


def test_no_two_presets_of_a_game_have_the_same_rules() -> None:
    """Else the box could not say which one the rules are."""
    for game in Game:
        rules = [_rules_of(game, key) for key in PRESETS[game]]
        assert all(a != b for i, a in enumerate(rules) for b in rules[i + 1:]), game


@pytest.mark.parametrize(("game", "key"), EVERY_PRESET)
def test_opened_with_a_presets_rules_the_box_names_it(
    qtbot: QtBot, language: str, game: Game, key: str
) -> None:
    dialog = _open(qtbot, game, dict(PRESETS[game][key]))
    assert _named(dialog) == (key, texts.preset_name(key))
    # the whole rules written out, as the settings remember them, name it too
    dialog = _open(qtbot, game, _rules_of(game, key))
    assert _named(dialog) == (key, texts.preset_name(key))


def test_the_usual_rules_are_named_in_words(qtbot: QtBot, language: str) -> None:
    words = {"en": ["Kuwaiti Hand", "Single Sar", "Classic Hokm"],
             "fr": ["Hand koweïtien", "Single Sar", "Hokm classique"]}[language]
    for game, name in zip(Game, words, strict=True):
        assert _named(_open(qtbot, game))[1] == name


@pytest.mark.parametrize(("game", "key"), EVERY_PRESET)
def test_a_rule_changed_away_from_the_chosen_preset_unnames_it(
    qtbot: QtBot, language: str, game: Game, key: str
) -> None:
    dialog = _open(qtbot, game)
    _choose(dialog, key)
    assert _named(dialog) == (key, texts.preset_name(key))
    rule, value = _away_from_every_preset(game)
    _set_by_hand(dialog, rule, value)
    assert _named(dialog) == ("", NONE_NAMED[language])
    # and back: the preset's rules again, its name again
    _set_by_hand(dialog, rule, _rules_of(game, key)[rule])
    assert _named(dialog) == (key, texts.preset_name(key))


def test_badam_satti_then_kot_hidden_trump_and_bidding(qtbot: QtBot, language: str) -> None:
    """The review's own steps."""
    dialog = _open(qtbot, Game.COURT_PIECE)
    _choose(dialog, "badam_satti")
    for rule in ("kot", "hidden_trump", "bidding"):
        _set_by_hand(dialog, rule, True)
        assert _named(dialog) == ("", NONE_NAMED[language]), rule
    assert dialog.options()["badam_satti_every"] == 4  # the rules are the person's own


@pytest.mark.parametrize(("game", "key"), EVERY_PRESET)
def test_rules_set_by_hand_to_a_presets_are_named(
    qtbot: QtBot, language: str, game: Game, key: str
) -> None:
    rule, value = _away_from_every_preset(game)
    dialog = _open(qtbot, game, {rule: value})
    assert _named(dialog) == ("", NONE_NAMED[language])
    for option, wanted in _rules_of(game, key).items():
        _set_by_hand(dialog, option, wanted)
    assert dialog.options() == _rules_of(game, key)
    assert _named(dialog) == (key, texts.preset_name(key))


def test_another_game_names_its_own_rules_preset(qtbot: QtBot, language: str) -> None:
    rule, value = _away_from_every_preset(Game.COURT_PIECE)
    dialog = _open(qtbot, Game.COURT_PIECE, {rule: value})
    assert _named(dialog)[0] == ""
    for game in (Game.HOKM, Game.HAND):
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
        first = next(iter(PRESETS[game]))  # the usual rules
        assert _named(dialog) == (first, texts.preset_name(first))
    # back to the game remembered: its rules as remembered, none's
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(Game.COURT_PIECE))
    assert _named(dialog) == ("", NONE_NAMED[language])


def test_choosing_none_changes_no_rule(qtbot: QtBot, language: str) -> None:
    """The invitation is no preset: the rules stay, and so does the name of theirs."""
    dialog = _open(qtbot, Game.HOKM, {"satat": True})
    before = dialog.options()
    dialog.preset_combo.activated.emit(0)
    assert dialog.options() == before
    assert _named(dialog) == ("satat", texts.preset_name("satat"))


def _scrolled(dialog: NewMatchDialog) -> QAbstractScrollArea:
    return dialog.body_scroll if dialog.body_scroll is not None else dialog.rules_scroll


def _in_view(dialog: NewMatchDialog, rule: str) -> bool:
    widget: QWidget = dialog.option_widgets[rule]
    viewport = _scrolled(dialog).viewport()
    top_left = widget.mapTo(viewport, QPoint(0, 0))
    return viewport.rect().intersects(QRect(top_left, widget.size()))


def _opened_on_laptop(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: Game,
                      options: dict[str, Any] | None = None) -> NewMatchDialog:
    """Shown as on 1280x720, and made short enough that its house rules scroll."""
    screen = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(new_match_dialog, "_available", lambda widget: screen)
    dialog = _open(qtbot, game, options)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)  # grown to its house rules first (showEvent's last turn)
    room = screen.marginsRemoved(FRAME_ROOM)
    dialog.resize(min(dialog.width(), room.width()), dialog.minimumSizeHint().height())
    dialog.move(room.topLeft())
    qtbot.wait(50)
    assert _scrolled(dialog).verticalScrollBar().maximum() > 0
    return dialog


@pytest.mark.parametrize(("game", "key", "rule"), [
    (Game.COURT_PIECE, "badam_satti", "badam_satti_every"),
    (Game.HOKM, "compulsory_trump", "compulsory_trump"),
    (Game.HOKM, "double_sar", "double_sar"),
])
def test_choosing_a_preset_keeps_the_list_where_the_person_was_looking(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str, game: Game, key: str,
    rule: str
) -> None:
    dialog = _opened_on_laptop(qtbot, monkeypatch, game)
    bar = _scrolled(dialog).verticalScrollBar()
    bar.setValue(bar.maximum())  # down at the last rules
    qtbot.wait(20)
    assert _in_view(dialog, rule)
    _choose(dialog, key)
    qtbot.wait(50)
    assert bar.value() == bar.maximum() > 0
    assert dialog.options() == _rules_of(game, key)
    assert _named(dialog) == (key, texts.preset_name(key))


def test_a_preset_whose_rules_are_out_of_view_brings_them_into_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    dialog = _opened_on_laptop(qtbot, monkeypatch, Game.COURT_PIECE)
    bar = _scrolled(dialog).verticalScrollBar()
    bar.setValue(bar.maximum())
    qtbot.wait(20)
    assert not _in_view(dialog, "kot")  # the fourth rule, above the list's bottom part
    _choose(dialog, "kot_double_sar")
    qtbot.wait(50)
    assert _in_view(dialog, "kot")
    assert not _in_view(dialog, "target")  # moved as far as Kot, not back to the top
    assert dialog.options()["kot"] is True


@pytest.fixture
def large_texts(qapp: QApplication) -> Iterator[None]:
    apply_text_scale(1.5)
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def test_at_large_texts_choosing_a_preset_keeps_the_scrolled_body_in_place(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str, large_texts: None
) -> None:
    """At 150 % on 1280x720 it is the dialog's body that scrolls, the house rules whole in it."""
    dialog = _opened_on_laptop(qtbot, monkeypatch, Game.COURT_PIECE)
    assert dialog.body_scroll is not None
    bar = dialog.body_scroll.verticalScrollBar()
    _bring_to_view_top(dialog, "badam_satti_every")
    where = bar.value()
    assert where > 0 and _in_view(dialog, "badam_satti_every")
    _choose(dialog, "badam_satti")
    qtbot.wait(50)
    assert bar.value() == where
    assert dialog.options() == _rules_of(Game.COURT_PIECE, "badam_satti")


def _bring_to_view_top(dialog: NewMatchDialog, rule: str) -> None:
    """The person scrolls until ``rule`` is at the top of what the list shows."""
    bar = _scrolled(dialog).verticalScrollBar()
    viewport = _scrolled(dialog).viewport()
    top = dialog.option_widgets[rule].mapTo(viewport, QPoint(0, 0)).y()
    bar.setValue(bar.value() + top)
    QApplication.processEvents()
