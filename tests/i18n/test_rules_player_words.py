"""The Rules window says what it shows: the usual rules of the game before a match (and where a
match's own rules will show), that match's rules during one, in both languages and after a
live switch."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QTabBar, QTextBrowser
from pytestqt.qtbot import QtBot

from koutchina.app import i18n
from koutchina.app.rules_text import GAMES, rules_html
from koutchina.app.rules_window import RulesWindow
from koutchina.engine import make_rules

USUAL = {
    "en": ("The usual rules",
           "No match is being played: this page gives the usual rules of {game}. Once you "
           "start a match, its own rules show here, its house rules highlighted."),
    "fr": ("Les règles habituelles",
           "Aucune partie n’est en cours : cette page donne les règles habituelles du {game}. "
           "Dès que vous lancerez une partie, ses propres règles s’afficheront ici, ses règles "
           "maison surlignées."),
}
THIS_MATCH = {"en": "The rules of this match", "fr": "Les règles de cette partie"}
NAMES = {"hand": "Hand", "court-piece": "Court Piece", "hokm": "Hokm"}


def plain(html: str) -> str:
    """What the player reads: tags gone, every kind of space one plain space."""
    text = re.sub(r"<[^>]*>", " ", re.sub(r"</?span[^>]*>", "", html))
    text = text.replace("&#x27;", "'").replace("&quot;", '"')
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


# --- what the page says it shows ----------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_before_a_match_the_page_says_it_gives_the_usual_rules(game: str, language: str) -> None:
    text = plain(rules_html(game, language, None))
    heading, note = USUAL[language]
    assert heading in text and note.format(game=NAMES[game]) in text
    # no heading that promises the rules of a match nobody is playing
    assert THIS_MATCH[language] not in text
    assert "Start a match to see its own rules here" not in text
    assert "Lancez une partie pour voir ici ses propres règles" not in text


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_during_a_match_the_page_gives_that_match_rules(game: str, language: str) -> None:
    text = plain(rules_html(game, language, make_rules(game)))
    assert THIS_MATCH[language] in text
    assert USUAL[language][0] not in text


def test_another_game_tab_during_a_match_says_where_the_match_rules_are() -> None:
    en = plain(rules_html("hand", "en", None, match_game="hokm"))
    fr = plain(rules_html("hand", "fr", None, match_game="hokm"))
    assert ("The match being played is a Hokm match: its own rules are on the Hokm tab. "
            "This page gives the usual rules of Hand.") in en
    assert ("La partie en cours est une partie de Hokm : ses propres règles sont sous "
            "l’onglet Hokm. Cette page donne les règles habituelles du Hand.") in fr
    assert "No match is being played" not in en and "Aucune partie" not in fr


def _window(qtbot: QtBot) -> tuple[RulesWindow, QTextBrowser, QTabBar]:
    window = RulesWindow()
    qtbot.addWidget(window)
    browser = window.findChild(QTextBrowser)
    tabs = window.findChild(QTabBar)
    assert browser is not None and tabs is not None
    return window, browser, tabs


def read(browser: QTextBrowser) -> str:
    return " ".join(browser.toPlainText().replace("\u00a0", " ").replace("\u202f", " ").split())


def test_window_before_a_match_follows_a_live_switch(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    window, browser, _ = _window(qtbot)
    window.show_game("court-piece", None)
    assert USUAL["en"][1].format(game="Court Piece") in read(browser)
    languages.set_language("fr", remember=False)
    qapp.processEvents()
    text = read(browser)
    assert USUAL["fr"][1].format(game="Court Piece") in text
    assert "No match is being played" not in text


def test_window_during_a_match_points_other_tabs_to_the_match_tab(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    window, browser, tabs = _window(qtbot)
    window.show_game("hokm", make_rules("hokm", {"satat": True}))
    assert THIS_MATCH["fr"] in read(browser)
    tabs.setCurrentIndex(GAMES.index("court-piece"))
    text = read(browser)
    assert "La partie en cours est une partie de Hokm" in text
    assert "Cette page donne les règles habituelles du Court Piece." in text
    assert THIS_MATCH["fr"] not in text


def test_window_after_the_match_is_left_shows_the_usual_rules_again(qtbot: QtBot) -> None:
    """Help > Rules after leaving the table passes no rules: the old match's are gone."""
    window, browser, _ = _window(qtbot)
    window.show_game("hokm", make_rules("hokm", {"satat": True}))
    window.show_game("hokm", None)
    text = read(browser)
    assert USUAL["en"][1].format(game="Hokm") in text
    assert THIS_MATCH["en"] not in text and "(house rule)" not in text
