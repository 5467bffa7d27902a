"""A seat's or a player's name put into a French sentence reads right whatever the name is:
no "de Est" (it would be "d'Est"), no "Vous" with a capital in mid-sentence, no verb in the
third person after "Vous"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from koutchina.app import i18n
from koutchina.app.table.last_trick import LastTrickDialog
from koutchina.app.table.result_panels import MatchEndPanel
from koutchina.engine.cards import parse_cards
from koutchina.engine.events import MatchEnded
from koutchina.engine.view import TrickRecord

NBSP = "\u00a0"


def _match_end_title(qtbot, names: list[str], places: tuple[int, int, int, int]) -> str:
    panel = MatchEndPanel()
    qtbot.addWidget(panel)
    panel.show_result("hand", MatchEnded(places, (10, 20, 30, 40)), names)
    return panel.title.text()


@pytest.mark.parametrize("winner", ["Est", "Ouest", "Nord", "Amir", "Bernard"])
def test_the_french_match_end_names_any_winner_in_correct_french(
    qtbot, languages: i18n.LanguageManager, winner: str
) -> None:
    languages.set_language("fr", remember=False)
    title = _match_end_title(qtbot, ["Vous", winner, "Nord", "Ouest"], (2, 1, 3, 4))
    assert title == f"Partie terminée{NBSP}: {winner} l’emporte"


def test_the_english_match_end_names_the_winner(qtbot, languages: i18n.LanguageManager) -> None:
    languages.set_language("en", remember=False)
    assert _match_end_title(qtbot, ["You", "East", "North", "West"], (2, 1, 3, 4)) == (
        "Match over: East wins")


def _last_trick_caption(qtbot, winner: int, names: list[str]) -> str:
    dialog = LastTrickDialog()
    qtbot.addWidget(dialog)
    plays = tuple((seat, card) for seat, card in
                  zip(range(4), parse_cards("AS KS QS JS"), strict=True))
    dialog.show_trick(TrickRecord(0, plays, winner), names, names, four_colour=False)
    return dialog.caption.text()


def test_the_last_trick_taken_by_the_person_says_you_in_lower_case(
    qtbot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    names = ["Vous", "Est", "Nord", "Ouest"]
    assert _last_trick_caption(qtbot, 0, names) == "Remporté par vous"
    assert _last_trick_caption(qtbot, 1, names) == "Remporté par Est"
    languages.set_language("en", remember=False)
    assert _last_trick_caption(qtbot, 0, ["You", "East", "North", "West"]) == "Won by you"


def test_the_calls_said_to_a_screen_reader_suit_the_person_too(
    languages: i18n.LanguageManager,
) -> None:
    """The Announcer says every seat's call with one message, the person's ("Vous") included."""
    languages.set_language("fr", remember=False)
    said = QCoreApplication.translate("Announcer", "{name} called {n}").format(name="Vous", n=3)
    assert "Vous a " not in said
    assert said == f"Vous{NBSP}: annonce 3"
