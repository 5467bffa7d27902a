"""The New-match dialog says what its words count: the target in courts (Court Piece) or in
points (Hokm), and what a Kot is where a house rule names it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from koutchina.app import i18n
from koutchina.app.new_match_dialog import NewMatchChoice, NewMatchDialog


def _help(qtbot: QtBot, game: str, key: str) -> str:
    dialog = NewMatchDialog(NewMatchChoice(game=game))
    qtbot.addWidget(dialog)
    QApplication.processEvents()
    return dialog.option_labels[key][1].text()


def test_the_target_says_its_unit_per_game(qtbot: QtBot,
                                           languages: i18n.LanguageManager) -> None:
    languages.set_language("en", remember=False)
    assert _help(qtbot, "court-piece", "target") == "Courts a side needs to win the match."
    assert _help(qtbot, "hokm", "target") == (
        "Points a side needs to win (each set, when several are played).")
    languages.set_language("fr", remember=False)
    assert _help(qtbot, "court-piece", "target") == (
        "Courts qu’il faut à une équipe pour gagner la partie.")
    assert _help(qtbot, "hokm", "target") == (
        "Points qu’il faut à une équipe pour gagner (chaque manche, s’il y en a plusieurs).")


def test_the_kot_rule_says_what_a_kot_is(qtbot: QtBot,
                                         languages: i18n.LanguageManager) -> None:
    languages.set_language("en", remember=False)
    assert _help(qtbot, "hokm", "kot_against_hakem_3") == (
        "A Kot is seven tricks before the other side takes one. Against the Hakem's side it "
        "is worth three points instead of two.")
    languages.set_language("fr", remember=False)
    assert _help(qtbot, "hokm", "kot_against_hakem_3") == (
        "Un Kot, c’est sept plis avant que l’autre équipe en fasse un. Contre l’équipe du "
        "Hakem, il vaut trois points au lieu de deux.")
