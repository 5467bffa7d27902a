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


LEVEL_WORDS = {
    "en": {"random": "Plays a random card among those the rules allow: the weakest.",
           "greedy": "Takes every trick it can, as cheaply as it can: a beginner.",
           "easy": "Plays sensibly, with a careless card now and then.",
           "medium": "Plays by the usual rules of good play and counts the cards.",
           "hard": "Thinks ahead over the hands the others may hold: the strongest."},
    "fr": {"random": "Joue une carte au hasard parmi celles que les règles permettent\u00a0: le "
                     "plus faible.",
           "greedy": "Prend tous les plis qu’il peut, en dépensant le moins possible\u00a0: un "
                     "débutant.",
           "easy": "Joue raisonnablement, avec une étourderie de temps en temps.",
           "medium": "Suit les règles habituelles du bon jeu et compte les cartes.",
           "hard": "Anticipe en envisageant les mains que les autres peuvent avoir\u00a0: le plus "
                   "fort."},
}


def test_each_bot_level_says_how_strong_it_plays(qtbot: QtBot,
                                                 languages: i18n.LanguageManager) -> None:
    """A newcomer could not tell "Greedy" from "Easy": each level, in the list, says what it
    is (its tooltip, read on hovering and by a screen reader)."""
    from PySide6.QtCore import Qt

    for language in ("en", "fr"):
        languages.set_language(language, remember=False)
        dialog = NewMatchDialog(NewMatchChoice(game="hand"))
        qtbot.addWidget(dialog)
        for combo in dialog.level_combos:
            said = {str(combo.itemData(i)): combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
                    for i in range(combo.count())}
            assert said == LEVEL_WORDS[language]
