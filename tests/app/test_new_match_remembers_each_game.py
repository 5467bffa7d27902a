"""Each game in New match shows its own house rules and bot levels of last time, and keeps what
was chosen for it.

A player's review: switching the game in New match showed that game's default rules, not the
ones last played with it (a Hokm to 10 with Satat came back as a Hokm to 7 without), and
switching Hand then back to Hokm lost what had just been ticked for Hokm. Each game shows the
rules of the last match started of it (the unstarted choice kept in New match for its game),
and what is ticked for a game stays while the dialog is open. The bots' levels are each game's
too (a hard partner in Hokm, easy opponents at Hand): switching game left the level boxes as
they were, so a Hokm started after a look at Hand had Hand's bots."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.engine import Game

from .helpers import make_window

HOKM_OF_LAST_TIME = {"target": 10, "satat": True, "deal_pattern": "5-3-3-2"}
COURT_PIECE_OF_LAST_TIME = {"target": 9, "kot": True}
HAND_LEVELS = ["easy", "easy", "greedy"]
HOKM_LEVELS = ["medium", "hard", "random"]  # a hard partner
COURT_PIECE_LEVELS = ["greedy", "hard", "easy"]


def _switch(dialog: NewMatchDialog, game: Game) -> None:
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))


def _levels(dialog: NewMatchDialog) -> list[str]:
    """The bots' levels shown, seat by seat."""
    return [str(combo.currentData()) for combo in dialog.level_combos]


def _shown(dialog: NewMatchDialog, wanted: dict[str, Any]) -> dict[str, Any]:
    """Of the rules shown, those named in ``wanted``."""
    return {key: dialog.options()[key] for key in wanted}


@pytest.fixture
def window(qtbot: QtBot, english: None) -> Iterator[MainWindow]:
    """Hand played last; Hokm and Court Piece with rules and bots of their own, played
    before."""
    yield make_window(qtbot, animation_speed="off", last_game=Game.HAND,
                      rules={Game.HOKM: HOKM_OF_LAST_TIME,
                             Game.COURT_PIECE: COURT_PIECE_OF_LAST_TIME,
                             Game.HAND: {"rounds": 7}},
                      bot_levels={Game.HAND: HAND_LEVELS, Game.HOKM: HOKM_LEVELS,
                                  Game.COURT_PIECE: COURT_PIECE_LEVELS})


def _looked_at(window: MainWindow, look: Any) -> list[Any]:
    """Opens New match as the person does, runs ``look(dialog)`` in it, then cancels."""
    seen: list[Any] = []

    def when_open() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewMatchDialog):
            QTimer.singleShot(20, when_open)
            return
        try:
            seen.append(look(dialog))
        finally:
            dialog.reject()

    QTimer.singleShot(0, when_open)
    window.menus.new_match_action.trigger()
    return seen


def test_switching_game_shows_its_rules_of_last_time(window: MainWindow) -> None:
    def look(dialog: NewMatchDialog) -> list[dict[str, Any]]:
        shown = [_shown(dialog, {"rounds": 7})]
        _switch(dialog, Game.HOKM)
        shown.append(_shown(dialog, HOKM_OF_LAST_TIME))
        _switch(dialog, Game.COURT_PIECE)
        shown.append(_shown(dialog, COURT_PIECE_OF_LAST_TIME))
        return shown

    [(hand, hokm, court_piece)] = _looked_at(window, look)
    assert hand == {"rounds": 7}
    assert hokm == HOKM_OF_LAST_TIME  # not Hokm's defaults: to 7, no Satat
    assert court_piece == COURT_PIECE_OF_LAST_TIME


def test_what_is_ticked_for_a_game_stays_while_switching(window: MainWindow) -> None:
    def look(dialog: NewMatchDialog) -> tuple[dict[str, Any], dict[str, Any]]:
        _switch(dialog, Game.HOKM)
        dialog.option_widgets["double_sar"].setChecked(True)
        dialog.option_widgets["satat"].setChecked(False)
        dialog.option_widgets["target"].setCurrentIndex(
            dialog.option_widgets["target"].findData(7))
        _switch(dialog, Game.HAND)
        dialog.option_widgets["rounds"].setValue(3)
        _switch(dialog, Game.COURT_PIECE)
        _switch(dialog, Game.HOKM)
        hokm = dict(dialog.options())
        _switch(dialog, Game.HAND)
        return hokm, dict(dialog.options())

    [(hokm, hand)] = _looked_at(window, look)
    assert hokm["double_sar"] is True and hokm["satat"] is False and hokm["target"] == 7
    assert hokm["deal_pattern"] == "5-3-3-2"  # untouched: as last time
    assert hand["rounds"] == 3


def test_the_choice_kept_in_new_match_is_its_game_s_rules(window: MainWindow) -> None:
    """A choice OK'd and not started (the person kept playing) is what its game shows; the
    other games show theirs of last time."""
    kept = NewMatchChoice(game=Game.COURT_PIECE, options={"target": 5, "bidding": True})
    window.choices.not_started = kept

    def look(dialog: NewMatchDialog) -> list[dict[str, Any]]:
        shown = [_shown(dialog, kept.options)]
        _switch(dialog, Game.HOKM)
        shown.append(_shown(dialog, HOKM_OF_LAST_TIME))
        _switch(dialog, Game.COURT_PIECE)
        shown.append(_shown(dialog, kept.options))
        return shown

    [(first, hokm, again)] = _looked_at(window, look)
    assert first == kept.options and again == kept.options
    assert hokm == HOKM_OF_LAST_TIME


def test_a_dialog_opened_on_its_own_shows_each_game_s_usual_rules(qtbot: QtBot) -> None:
    """Given no choices of last time but its own game's (a test, a screenshot), another game
    shows its defaults: its usual rules, medium bots."""
    dialog = NewMatchDialog(NewMatchChoice(game=Game.HAND, options={"rounds": 4},
                                           levels=["hard"] * 3))
    qtbot.addWidget(dialog)
    _switch(dialog, Game.HOKM)
    assert dialog.options()["target"] == 7 and dialog.options()["satat"] is False
    assert _levels(dialog) == ["medium"] * 3
    _switch(dialog, Game.HAND)
    assert dialog.options()["rounds"] == 4
    assert _levels(dialog) == ["hard"] * 3


def test_switching_game_shows_its_bots_of_last_time(window: MainWindow) -> None:
    def look(dialog: NewMatchDialog) -> list[list[str]]:
        shown = [_levels(dialog)]
        _switch(dialog, Game.HOKM)
        shown.append(_levels(dialog))
        _switch(dialog, Game.COURT_PIECE)
        shown.append(_levels(dialog))
        return shown

    [(hand, hokm, court_piece)] = _looked_at(window, look)
    assert hand == HAND_LEVELS
    assert hokm == HOKM_LEVELS  # not Hand's bots left in the boxes
    assert court_piece == COURT_PIECE_LEVELS


def test_the_bots_chosen_for_a_game_stay_while_switching(window: MainWindow) -> None:
    """The partner made easy in Hokm is still easy after a look at Hand, whose bots are
    still as chosen for Hand; OK starts Hokm with Hokm's bots."""
    def look(dialog: NewMatchDialog) -> tuple[list[str], list[str], list[str]]:
        _switch(dialog, Game.HOKM)
        partner = dialog.level_combos[1]
        partner.setCurrentIndex(partner.findData("easy"))
        _switch(dialog, Game.HAND)
        east = dialog.level_combos[0]
        east.setCurrentIndex(east.findData("hard"))
        _switch(dialog, Game.COURT_PIECE)
        _switch(dialog, Game.HOKM)
        hokm = _levels(dialog)
        chosen = dialog.choice().levels
        _switch(dialog, Game.HAND)
        return hokm, chosen, _levels(dialog)

    [(hokm, chosen, hand)] = _looked_at(window, look)
    assert hokm == ["medium", "easy", "random"] == chosen
    assert hand == ["hard", "easy", "greedy"]


def test_the_choice_kept_in_new_match_has_its_game_s_bots(window: MainWindow) -> None:
    """The bots of a choice OK'd and not started are its game's; the other games show theirs
    of last time."""
    kept = NewMatchChoice(game=Game.HOKM, levels=["hard"] * 3)
    window.choices.not_started = kept

    def look(dialog: NewMatchDialog) -> list[list[str]]:
        shown = [_levels(dialog)]
        _switch(dialog, Game.HAND)
        shown.append(_levels(dialog))
        _switch(dialog, Game.HOKM)
        shown.append(_levels(dialog))
        return shown

    [(first, hand, again)] = _looked_at(window, look)
    assert first == again == ["hard"] * 3
    assert hand == HAND_LEVELS


def test_quick_start_plays_each_game_with_its_own_bots(window: MainWindow) -> None:
    """The start screen's games are unaffected: each starts with its bots of last time."""
    started: list[NewMatchChoice] = []
    window.choices.chosen.connect(started.append)
    window.choices.quick_start(Game.HOKM)
    assert started[-1].game == Game.HOKM and started[-1].levels == HOKM_LEVELS
    assert started[-1].options == HOKM_OF_LAST_TIME
