"""Words a card player reads at the table say one thing each: "rejouer" is only ever a deal
played again, a trump already named is told as done, the person's side has one French name,
and the trump chooser's button says the whole choice, target included."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

from app.helpers import make_window
from i18n_update import ts_path
from PySide6.QtGui import QAction

from koutchina.app import i18n
from koutchina.app.coach_texts import action_text
from koutchina.app.keyboard_help import KeyboardHelpDialog
from koutchina.app.table import announcements
from koutchina.app.table.panels import TrumpPanel
from koutchina.engine.actions import Call, NameTrump, PlayCard
from koutchina.engine.cards import Suit, parse_cards
from koutchina.engine.events import TrumpNamed

NBSP = "\u00a0"


def french_translations() -> list[tuple[str, str, str]]:
    """(context, source, translation) of every French message, each plural form apart."""
    found = []
    for context in ElementTree.parse(ts_path("fr")).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            for text in forms or [translation.text or ""]:
                found.append((name, source, text))
    return found


# ----- 1. a new match is not "Rejouer" ---------------------------------------------------------

def test_the_french_new_match_action_reads_apart_from_playing_a_deal_again(
    qtbot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    window = make_window(qtbot)
    menu = window.menus.play_again_action.text().replace("&", "")
    button = window.table.end_panel.again.text()
    deal_again = window.table.summary_panel.again_button.text()
    assert deal_again == "Rejouer cette manche"  # Hand, the game before any match
    assert menu == button, "the menu and the match-end panel name the same action alike"
    assert "rejouer" not in menu.lower(), menu  # "rejouer" is kept for a deal played again
    assert menu != window.table.end_panel.new.text()  # nor the New match dialog's name
    dialog = KeyboardHelpDialog(window.findChildren(QAction))
    qtbot.addWidget(dialog)
    anywhere = dict(dict(dialog.groups())[dialog.tr("Anywhere in the main window")])
    assert anywhere["Ctrl+R"] == menu
    assert "rejouer" not in dialog.body.text().replace("Rejouer la dernière donne", "").lower()


def test_no_french_message_says_rejouer_of_anything_but_a_deal() -> None:
    """A deal ("donne") or Hand's round ("manche")."""
    for context, source, text in french_translations():
        if re.search(r"re(&amp;|&)?jou", text, re.IGNORECASE):
            assert "donne" in text.lower() or "manche" in text.lower(), (context, source, text)


# ----- 2. a trump named is told as done ---------------------------------------------------------

def test_a_trump_choice_is_told_as_done_in_french(languages: i18n.LanguageManager) -> None:
    languages.set_language("fr", remember=False)
    mine = announcements.trump_named_text(TrumpNamed(0, Suit.SPADES, None), "Vous", True,
                                          Suit.SPADES)
    theirs = announcements.trump_named_text(TrumpNamed(1, Suit.HEARTS, None), "Est", False,
                                            Suit.HEARTS)
    timed_out = announcements.timed_out_text(NameTrump(0, Suit.CLUBS))
    assert mine == "Vous avez choisi l’atout pique"
    assert theirs == "Est a choisi l’atout cœur"
    assert timed_out == f"Temps écoulé{NBSP}: la table a choisi l’atout trèfle pour vous"


def test_a_trump_choice_is_told_as_done_in_english(languages: i18n.LanguageManager) -> None:
    languages.set_language("en", remember=False)
    mine = announcements.trump_named_text(TrumpNamed(0, Suit.SPADES, 10), "You", True,
                                          Suit.SPADES)
    theirs = announcements.trump_named_text(TrumpNamed(1, Suit.HEARTS, None), "East", False,
                                            Suit.HEARTS)
    assert mine == "You named spades as trump (target: 10 tricks)"
    assert theirs == "East named hearts as trump"
    assert announcements.timed_out_text(NameTrump(0, Suit.CLUBS)) == (
        "Time is up: the table named clubs as trump for you")


def test_a_trump_and_target_named_when_time_ran_out_are_both_told(
    languages: i18n.LanguageManager
) -> None:
    """With bidding the table names the lowest target too: the message says it; without,
    the message names the trump alone."""
    languages.set_language("en", remember=False)
    assert announcements.timed_out_text(NameTrump(0, Suit.CLUBS, 9)) == (
        "Time is up: the table named clubs as trump for you, with the lowest target (9 tricks)")
    languages.set_language("fr", remember=False)
    assert announcements.timed_out_text(NameTrump(0, Suit.CLUBS, 9)) == (
        f"Temps écoulé{NBSP}: la table a choisi pour vous l’atout trèfle et l’objectif le "
        "plus bas, 9 plis")
    assert announcements.timed_out_text(NameTrump(0, Suit.CLUBS)) == (
        f"Temps écoulé{NBSP}: la table a choisi l’atout trèfle pour vous")


def test_no_french_trump_message_is_in_the_present_tense() -> None:
    present = re.compile(r"\b(choisissez|choisit|nomme|nommez) l’atout")
    for context, source, text in french_translations():
        if context in ("TableView", "SpokenWords", "Announcer"):
            assert not present.search(text), (context, source, text)


# ----- 3. one French name for the person's side --------------------------------------------------

def test_no_french_message_calls_the_persons_side_anything_but_votre_equipe() -> None:
    for context, source, text in french_translations():
        assert not re.search(r"\bcamps?\b", text, re.IGNORECASE), (context, source, text)
        if "your side" in source.lower():
            assert "équipe" in text.lower(), (context, source, text)


# ----- 4. the trump chooser's button says suit and target ---------------------------------------

def test_the_trump_button_says_the_suit_and_the_target_and_follows_both(
    qtbot, languages: i18n.LanguageManager
) -> None:
    panel = TrumpPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.setup(bidding=True)
    languages.set_language("fr", remember=False)
    panel.select(Suit.SPADES)
    panel.step_target(1)  # the first target, 9
    assert panel.confirm.isEnabled()
    assert panel.confirm.text() == "Atout pique, objectif 9"
    panel.step_target(1)
    assert panel.confirm.text() == "Atout pique, objectif 10"
    panel.select(Suit.HEARTS)
    assert panel.confirm.text() == "Atout cœur, objectif 10"
    languages.set_language("en", remember=False)  # live, the panel open
    qtbot.wait(50)  # Qt posts the LanguageChange events
    assert panel.confirm.text() == "Name hearts as trump, target 10"
    panel.target_buttons[11].click()
    assert panel.confirm.text() == "Name hearts as trump, target 11"
    languages.set_language("fr", remember=False)
    qtbot.wait(50)
    assert panel.confirm.text() == "Atout cœur, objectif 11"


def test_the_trump_button_says_what_is_missing_and_only_the_suit_without_bidding(
    qtbot, languages: i18n.LanguageManager
) -> None:
    panel = TrumpPanel()
    qtbot.addWidget(panel)
    languages.set_language("fr", remember=False)
    panel.setup(bidding=True)
    panel.select(Suit.SPADES)
    assert not panel.confirm.isEnabled()
    assert panel.confirm.text() == "Choisissez un objectif"
    panel.setup(bidding=False)
    panel.select(Suit.DIAMONDS)
    assert panel.confirm.text() == "Atout carreau"
    languages.set_language("en", remember=False)
    qtbot.wait(50)
    assert panel.confirm.text() == "Name diamonds as trump"


# ----- 5. the same kind, found by going through the French file ----------------------------------

def test_no_french_message_calls_the_raised_card_levee() -> None:
    """"Levée" is the other French word for a trick: the keyboard's raised card is not one."""
    for context, source, text in french_translations():
        assert not re.search(r"\blev(ée|er)\b", text), (context, source, text)


def test_the_coach_names_a_trump_as_the_chooser_does(languages: i18n.LanguageManager) -> None:
    languages.set_language("fr", remember=False)
    assert action_text(NameTrump(0, Suit.SPADES)) == "atout pique"


def test_what_the_table_did_when_time_ran_out_is_told_as_done(
    languages: i18n.LanguageManager
) -> None:
    card = parse_cards("7S")[0]
    languages.set_language("fr", remember=False)
    assert announcements.timed_out_text(PlayCard(0, card)) == (
        f"Temps écoulé{NBSP}: la table a joué 7♠ pour vous")
    assert announcements.timed_out_text(Call(0, 2)) == (
        f"Temps écoulé{NBSP}: la table a annoncé 2 pour vous")
    languages.set_language("en", remember=False)
    assert announcements.timed_out_text(PlayCard(0, card)) == (
        "Time is up: the table played 7♠ for you")
    assert announcements.timed_out_text(Call(0, 2)) == "Time is up: the table called 2 for you"
