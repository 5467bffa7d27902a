"""The Rules pages name seats and sides as the table does (You, West, Partner, East; Your side
and Opponents), in both languages and under every house rule that adds an example."""

from __future__ import annotations

import re
from typing import Any

import pytest

from koutchina.app.rules_text import rules_html
from koutchina.engine import make_rules

from .test_rules_player_words import plain

# --- the seats and sides as the table names them ------------------------------------------------

ALL_OPTIONS: dict[str, dict[str, Any]] = {
    "hand": {"rounds": 3, "sudden_death_rounds": 0},
    "court-piece": {"kot": True, "hidden_trump": True, "bidding": True, "sweep_courts": 3,
                    "failed_hakem_double": True, "badam_satti_every": 3, "streak_bonus": True},
    "hokm": {"double_sar": True, "satat": True, "play_all_13": True, "sets": 3,
             "kot_against_hakem_3": True},
}
# Seats and sides the partnership tables never show: they call the seats You, West, Partner and
# East, and the sides Your side and Opponents (Vous, Ouest, Partenaire, Est; Votre équipe,
# Adversaires).
NOT_AT_THE_TABLE = {
    "en": re.compile(r"\b(South|North|North/South|East/West)\b"),
    "fr": re.compile(r"\b(Sud|Nord|Nord-Sud|Est-Ouest)\b"),
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_partnership_pages_name_seats_and_sides_as_the_table_does(
    game: str, language: str
) -> None:
    for rules in (None, make_rules(game), make_rules(game, ALL_OPTIONS[game])):
        text = plain(rules_html(game, language, rules))
        assert not NOT_AT_THE_TABLE[language].search(text), (
            NOT_AT_THE_TABLE[language].findall(text)
        )


def test_hand_page_names_no_seat_the_table_lacks() -> None:
    for language in ("en", "fr"):
        text = plain(rules_html("hand", language, make_rules("hand", ALL_OPTIONS["hand"])))
        assert not re.search(r"\b(South|Sud)\b", text)


def test_hokm_trick_example_uses_the_table_names() -> None:
    en = plain(rules_html("hokm", "en"))
    fr = plain(rules_html("hokm", "fr"))
    assert ("West leads K♥, your partner plays A♥, East has no heart and plays 3♣, and you "
            "follow with 5♥: East takes the trick") in en
    assert ("Ouest entame le R♥, votre partenaire joue l’A♥, Est n’a pas de cœur et coupe avec "
            "le 3♣, puis vous fournissez le 5♥ : Est remporte le pli") in fr


def test_court_piece_examples_use_the_table_names() -> None:
    en = plain(rules_html("court-piece", "en", make_rules("court-piece", {"hidden_trump": True})))
    fr = plain(rules_html("court-piece", "fr", make_rules("court-piece", {"hidden_trump": True})))
    assert "West leads A♦; your partner has no diamond and plays 2♠" in en
    assert "You play last and still hold a diamond, so you must follow with 4♦" in en
    assert "You lead K♣; West has no club and plays 3♥; your partner follows with 5♣" in en
    assert "Had nobody asked, your K♣ would have won." in en
    assert "Ouest entame l’A♦ ; votre partenaire n’a pas de carreau et coupe avec le 2♠" in fr
    assert "Vous jouez en dernier et avez encore un carreau : vous devez fournir le 4♦" in fr
    assert "Vous entamez le R♣ ; Ouest n’a pas de trèfle et joue le 3♥ ; votre partenaire" in fr
    assert "Si personne ne l’avait demandé, votre R♣ l’aurait emporté." in fr


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_worked_examples_tables_head_the_sides_as_the_scoreboard_does(game: str) -> None:
    assert "<th>Your side</th><th>Opponents</th><th>Result</th>" in rules_html(game, "en")
    assert "<th>Votre équipe</th><th>Adversaires</th><th>Résultat</th>" in rules_html(game, "fr")
    assert "the Hakem is on your side" in plain(rules_html(game, "en"))
    assert "le Hakem est dans votre équipe" in plain(rules_html(game, "fr"))
