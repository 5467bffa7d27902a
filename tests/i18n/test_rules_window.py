"""The Rules window: each game in both languages, the match's house rules highlighted."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QTabBar, QTextBrowser
from pytestqt.qtbot import QtBot

from koutchina.app import i18n
from koutchina.app.rules_text import GAMES, rules_html
from koutchina.app.rules_text.common import HIGHLIGHT, french_typography
from koutchina.app.rules_window import RulesWindow
from koutchina.engine import make_rules

# Words that only one of the two languages uses, to tell which one a page is in.
ENGLISH_WORDS = re.compile(r"\b(the|tricks|trump|deal|score|scoring|points? per)\b", re.I)
FRENCH_WORDS = re.compile(r"\b(les|plis|atout|donne|équipe|annonce)\b", re.I)


def visible_text(html: str) -> str:
    return re.sub(r"<[^>]*>", " ", html)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_full_page_in_each_language(game: str) -> None:
    english = visible_text(rules_html(game, "en"))
    french = visible_text(rules_html(game, "fr"))
    for text in (english, french):
        assert len(text) > 2500  # a real page: deal, scoring with examples, house rules, tips
    assert len(ENGLISH_WORDS.findall(english)) > 20 and not FRENCH_WORDS.search(english)
    assert len(FRENCH_WORDS.findall(french)) > 20
    assert not re.search(r"\b(the|tricks|trump|scoring)\b", french)


@pytest.mark.parametrize("game", GAMES)
def test_scoring_is_shown_with_worked_examples_and_true_minus_signs(game: str) -> None:
    for language in ("en", "fr"):
        html = rules_html(game, language)
        assert html.count("<tr>") >= 4  # a table of worked examples
        assert "<h2>" in html
    assert "−30" in rules_html("hand", "en") and "+25" in rules_html("hand", "fr")


def test_french_pages_use_french_typography() -> None:
    for game in GAMES:
        text = visible_text(rules_html(game, "fr"))
        assert not re.search(r"[ \t\n][:;!?»]", text), game
        assert not re.search(r"«[ \t\n]", text), game
    assert french_typography("Kot ! « Hakem » : oui ; non ?") == (
        "Kot\u202f! «\u00a0Hakem\u00a0»\u00a0: oui\u202f; non\u202f?"
    )
    # Tags, entities and clock times are left alone.
    assert french_typography('<a style="x:y">a&amp;b 10:30</a>') == (
        '<a style="x:y">a&amp;b 10:30</a>'
    )


def test_suit_symbols_appear_in_colour() -> None:
    for game in GAMES:
        for language in ("en", "fr"):
            html = rules_html(game, language)
            assert re.search(r'<span style="color:#c0161d">[♥♦]</span>', html)
            assert re.search(r'<span style="color:#1a1a1a">[♠♣]</span>', html)
            assert not re.search(r"\[[SHDC]\]", html)
    html = rules_html("hokm", "en", make_rules("hokm", {"satat": True}))
    assert "♥" in html and "[H]" not in html
    assert re.search(r'<span style="color:#c0161d">♥</span>', html)


def test_house_rules_of_the_match_are_highlighted() -> None:
    usual = rules_html("court-piece", "en", make_rules("court-piece"))
    assert HIGHLIGHT not in usual
    assert "This match uses the usual rules." in usual
    house = rules_html("court-piece", "fr", make_rules("court-piece", {"kot": True, "target": 9}))
    highlighted = re.findall(rf'background-color:{HIGHLIGHT}"><b>([^<]*)', house)
    assert len(highlighted) == 2
    assert any("Kot" in line for line in highlighted)
    assert any("9 courts" in line for line in highlighted)
    hand = rules_html("hand", "en", make_rules("hand", {"rounds": 3, "turn_timer": 0}))
    assert "Rounds in the match: 3." in hand and "Turn timer: off" in hand


def test_every_option_value_reads_well_in_both_languages() -> None:
    """Each house rule has a sentence for every value it can take (no crash, no raw key)."""
    variants = {
        "court-piece": [
            {"hakem_rotation": "clockwise"}, {"hakem_rotation": "winner_keeps"},
            {"sweep_courts": 3, "failed_hakem_double": True, "streak_bonus": True},
            {"hidden_trump": True, "double_hakem": True, "badam_satti_every": 3},
            {"bidding": True, "hakem_sees": 9},
        ],
        "hokm": [
            {"target": 10, "sets": 3, "play_all_13": True, "kot_against_hakem_3": True},
            {"compulsory_trump": True, "double_sar": True, "deal_pattern": "5-3-3-2"},
        ],
        "hand": [{"sudden_death_rounds": 0, "turn_timer": 60}],
    }
    for game, option_sets in variants.items():
        for options in option_sets:
            for language in ("en", "fr"):
                html = rules_html(game, language, make_rules(game, options))
                for key in options:
                    assert "_" not in key or key not in visible_text(html)
                # target and sets share one line in Hokm
                expected = len(options) - ("sets" in options)
                assert html.count(HIGHLIGHT) == expected, (game, options, language)


def test_window_follows_the_language_and_keeps_the_game_and_match_rules(
    qtbot: QtBot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    window = RulesWindow()
    qtbot.addWidget(window)
    rules = make_rules("hokm", {"satat": True})
    window.show_game("hokm", rules)
    tabs = window.findChild(QTabBar)
    browser = window.findChild(QTextBrowser)
    assert tabs is not None and browser is not None
    assert window.windowTitle() == "Rules of the games"
    assert window.game == "hokm" and tabs.tabText(tabs.currentIndex()) == "Hokm"
    assert "Satat: the 2 of" in browser.toPlainText()

    languages.set_language("fr", remember=False)
    qapp.processEvents()
    assert window.windowTitle() == "Règles des jeux"
    assert window.game == "hokm"
    text = browser.toPlainText()
    assert re.search(r"Satat\s: le 2 de", text) and "Satat: the" not in text

    tabs.setCurrentIndex(0)  # Hand: the Hokm match's rules do not apply there
    assert window.game == "hand"
    assert HIGHLIGHT not in window.html and "Manches de la partie" in browser.toPlainText()


@pytest.mark.parametrize(("language", "words"), [("en", "hakem role"), ("fr", "rôle de hakem")])
def test_the_match_rules_name_the_hakem_rotation_once(language: str, words: str) -> None:
    from koutchina.app.rules_text import house_rules_html

    for options in ({}, {"hakem_rotation": "clockwise"}, {"double_hakem": True}):
        html = house_rules_html("court-piece", language,
                                make_rules("court-piece", dict(options)))
        rows = [row for row in visible_text(html).lower().split("\n") if words in row]
        assert len(re.findall(words, visible_text(html).lower())) == 1, (options, rows)
