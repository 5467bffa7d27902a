"""The New-match dialog: every option explained, impossible values named at once, in words."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QSpinBox
from pytestqt.qtbot import QtBot

from koutchina.app import i18n, texts
from koutchina.app.new_match_dialog import NewMatchChoice, NewMatchDialog


def open_dialog(qtbot: QtBot, game: str = "court-piece") -> NewMatchDialog:
    dialog = NewMatchDialog(NewMatchChoice(game=game))
    qtbot.addWidget(dialog)
    return dialog


def ok_button(dialog: NewMatchDialog) -> QDialogButtonBox:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    return button  # type: ignore[return-value]


def spin(dialog: NewMatchDialog, key: str) -> QSpinBox:
    widget = dialog.option_widgets[key]
    assert isinstance(widget, QSpinBox)
    return widget


def test_the_turn_timer_has_a_help_line(qtbot: QtBot, languages: i18n.LanguageManager) -> None:
    languages.set_language("en", remember=False)
    dialog = open_dialog(qtbot)
    assert "table acts for you" in dialog.timer_help.text()
    # the help names no length the list does not offer (it once said "0 (off) or 5 to 300")
    offered = {str(dialog.timer_box.itemData(i)) for i in range(dialog.timer_box.count())}
    assert set(re.findall(r"\d+", dialog.timer_help.text())) <= offered
    languages.set_language("fr", remember=False)
    QApplication.processEvents()
    assert "la table agit à votre place" in dialog.timer_help.text()
    assert set(re.findall(r"\d+", dialog.timer_help.text())) <= offered


def test_the_timer_offers_only_playable_lengths_and_keeps_the_one_chosen(
    qtbot: QtBot, languages: i18n.LanguageManager
) -> None:
    """1 to 4 s cannot be chosen (no one can play to them); what is chosen is what is kept."""
    languages.set_language("en", remember=False)
    dialog = open_dialog(qtbot, "hand")
    box = dialog.timer_box
    lengths = [int(box.itemData(i)) for i in range(box.count())]
    assert lengths[0] == 0 and not any(1 <= n <= 4 for n in lengths)
    for index, seconds in enumerate(lengths):
        box.setCurrentIndex(index)
        assert dialog.choice().turn_timer == seconds
        assert dialog.error_label.text() == "" and ok_button(dialog).isEnabled()
    assert box.itemText(0) == "Off" and box.itemText(lengths.index(60)) == "1 min"


def test_badam_satti_one_is_named_at_once_in_french_words(
    qtbot: QtBot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    dialog = open_dialog(qtbot)
    spin(dialog, "badam_satti_every").setValue(1)
    message = dialog.error_label.text()
    assert message.startswith("Badam Satti") and "atout" in message
    assert "badam_satti_every" not in message and "would" not in message
    assert not ok_button(dialog).isEnabled()
    spin(dialog, "badam_satti_every").setValue(4)
    assert dialog.error_label.text() == "" and ok_button(dialog).isEnabled()


def test_double_hakem_with_winner_keeps_is_named_at_once(
    qtbot: QtBot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    dialog = open_dialog(qtbot)
    double = dialog.option_widgets["double_hakem"]
    rotation = dialog.option_widgets["hakem_rotation"]
    assert isinstance(double, QCheckBox) and isinstance(rotation, QComboBox)
    double.setChecked(True)
    assert dialog.error_label.text() == ""
    rotation.setCurrentIndex(rotation.findData("winner_keeps"))
    message = dialog.error_label.text()
    assert "Double Hakem" in message and "winning side" in message
    assert "double_hakem" not in message
    assert not ok_button(dialog).isEnabled()
    # The message follows the language.
    languages.set_language("fr", remember=False)
    QApplication.processEvents()
    assert "Double Hakem" in dialog.error_label.text()
    assert dialog.error_label.text() != message


def test_a_good_choice_is_accepted(qtbot: QtBot, languages: i18n.LanguageManager) -> None:
    dialog = open_dialog(qtbot)
    dialog.timer_box.setCurrentIndex(dialog.timer_box.findData(45))
    dialog._accept()
    assert dialog.result() == NewMatchDialog.DialogCode.Accepted
    assert dialog.choice().turn_timer == 45


def test_badam_satti_value_reads_as_words(qtbot: QtBot, languages: i18n.LanguageManager) -> None:
    languages.set_language("en", remember=False)
    dialog = open_dialog(qtbot)
    box = spin(dialog, "badam_satti_every")
    assert box.text() == "Never"
    box.setValue(4)
    assert box.text() == "one deal in 4"
    assert dialog.option_labels["badam_satti_every"][0].text() == "Badam Satti"
    languages.set_language("fr", remember=False)
    QApplication.processEvents()
    assert box.text() == "une donne sur 4"


def test_help_lines_say_how_bidding_scores_and_what_the_streak_counts(
    languages: i18n.LanguageManager,
) -> None:
    languages.set_language("en", remember=False)
    assert "2 courts" in texts.option_help("bidding")
    assert "deal" in texts.option_help("streak_bonus")
    assert "two in a row" in texts.option_help("double_sar")
    assert texts.option_name("failed_hakem_double") == "Failed Hakem concedes double"
    languages.set_language("fr", remember=False)
    assert "2 courts" in texts.option_help("bidding")
    assert texts.option_name("sets") == "Manches"


def test_the_kot_banner_does_not_say_in_a_row(languages: i18n.LanguageManager) -> None:
    """Under Hokm's Double Sar a Kot can follow a trick that went to nobody (see the rules
    examples): the banner must not claim seven tricks in a row."""
    for language in ("en", "fr"):
        languages.set_language(language, remember=False)
        banner = texts.deal_outcome_text("kot", "hokm")
        assert banner.startswith("Kot")
        assert "in a row" not in banner and "d’affilée" not in banner
        # nor that the other side took no trick: its single trick went to nobody, unscored
        assert {"en": "could count one", "fr": "n’en marque un"}[language] in banner


def test_help_lines_of_failed_hakem_and_satat_hold_under_every_option(
    languages: i18n.LanguageManager,
) -> None:
    languages.set_language("en", remember=False)
    # with the option's name: the bidding it speaks of is the Bidding rule of the same list
    assert "with Bidding, a missed target still gives two courts, not four" in texts.option_help(
        "failed_hakem_double")
    assert "not a heart" in texts.option_help("satat")
    # the engine scores no Kot under Bidding: a player chose both and was never told
    assert "not with Bidding" in texts.option_help("kot")
    assert "a Kot then scores nothing more" in texts.option_help("bidding")
    languages.set_language("fr", remember=False)
    assert "avec les enchères, un objectif manqué" in texts.option_help("failed_hakem_double")
    assert "pas avec les enchères" in texts.option_help("kot")
    assert "pas comme un cœur" in texts.option_help("satat")


def test_help_lines_are_shown_whole_after_a_switch(
    qtbot: QtBot, languages: i18n.LanguageManager
) -> None:
    """A French help line longer than its English one wraps onto one more line: the row
    grows instead of cutting it ("Une seule manche, ou deux manches gagnantes…")."""
    from PySide6.QtWidgets import QLabel

    languages.set_language("en", remember=False)
    dialog = open_dialog(qtbot, "hokm")

    def cut() -> list[str]:
        problems = []
        for label in dialog.findChildren(QLabel):
            if not (label.isVisible() and label.wordWrap() and label.text()):
                continue
            column = label.parentWidget().layout()
            above = column.itemAt(column.indexOf(label) - 1).widget()
            if label.height() < label.heightForWidth(label.width()) or \
                    label.geometry().top() <= above.geometry().bottom():
                problems.append(label.text())
        return problems

    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(100)  # laid out in English first, as a person sees it
    assert not cut()
    languages.set_language("fr", remember=False)
    # the notes are laid out again on the event loop's next turns: on a busy machine that
    # can take longer than a fixed 100 ms (the test failed now and then inside the whole run)
    qtbot.waitUntil(lambda: not cut(), timeout=3000)


def test_the_dialog_says_what_the_chosen_game_is(
    qtbot: QtBot, languages: i18n.LanguageManager
) -> None:
    """A newcomer choosing among three games they may not know reads, under the choice, who
    plays with whom, the deck and the heart of the game; it follows the game and the language."""
    languages.set_language("en", remember=False)
    dialog = open_dialog(qtbot, "hand")
    words = dialog.game_about.text()
    assert "each for themselves" in words and "32 cards" in words.replace("\u00a0", " ")
    assert "exact number of tricks" in words
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hokm"))
    assert "partners face to face" in dialog.game_about.text()
    assert "first side to seven tricks" in dialog.game_about.text()
    languages.set_language("fr", remember=False)
    QApplication.processEvents()
    assert dialog.game_about.text() == (
        f"{texts.game_setup('hokm')}\n{texts.game_blurb('hokm')}")
    assert "partenaires face à face" in dialog.game_about.text()
    assert dialog.game_about.text().count("équipe") <= 1  # said once, not in both lines
