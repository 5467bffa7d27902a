"""The language machinery: choosing the start language, switching live, numbers per language."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from koutchina.app import i18n


def test_first_start_follows_a_french_system_locale_and_english_otherwise() -> None:
    french_canada = QLocale(QLocale.Language.French, QLocale.Country.Canada)
    german = QLocale(QLocale.Language.German, QLocale.Country.Germany)
    assert i18n.start_language(None, None, french_canada) == "fr"
    assert i18n.start_language(None, None, german) == "en"
    assert i18n.start_language(None, None, QLocale(QLocale.Language.English)) == "en"


def test_lang_option_wins_over_the_remembered_choice_which_wins_over_the_system() -> None:
    french = QLocale(QLocale.Language.French, QLocale.Country.France)
    assert i18n.start_language("en", "fr", french) == "en"
    assert i18n.start_language(None, "en", french) == "en"
    assert i18n.start_language("klingon", "fr", QLocale(QLocale.Language.German)) == "fr"
    assert i18n.start_language("fr_BE", None, QLocale(QLocale.Language.German)) == "fr"


def test_lang_is_read_from_the_command_line_in_both_spellings() -> None:
    assert i18n.language_from_argv(["koutchina", "--lang", "fr"]) == "fr"
    assert i18n.language_from_argv(["koutchina", "--lang=en"]) == "en"
    assert i18n.language_from_argv(["koutchina"]) is None
    assert i18n.normalize_language("Français") == "fr"
    assert i18n.normalize_language("xx") is None


def test_both_languages_have_a_compiled_translation_file() -> None:
    for code in i18n.LANGUAGE_CODES:
        with i18n.qm_file(code) as path:
            assert path is not None and path.stat().st_size > 0


def test_french_numbers_points_and_plurals(languages: i18n.LanguageManager) -> None:
    assert languages.set_language("fr", remember=False)
    assert languages.has_app_translations
    assert i18n.format_points(-30) == "\u221230 points"
    assert i18n.format_points(1) == "1 point"
    assert i18n.format_points(0) == "0 point"
    grouped = i18n.format_points(1200)
    assert grouped.startswith("1") and grouped.endswith("200 points")
    assert grouped[1].isspace() and grouped[1] != " "  # a non-breaking space groups thousands
    assert i18n.format_signed_points(30) == "+30 points"
    assert i18n.format_tricks(2) == "2 plis"
    assert i18n.format_courts(1) == "1 court"


def test_english_numbers_points_and_plurals(languages: i18n.LanguageManager) -> None:
    assert languages.set_language("en", remember=False)
    assert i18n.format_points(1) == "1 point"
    assert i18n.format_points(0) == "0 points"
    assert i18n.format_points(-1200) == "\u22121,200 points"
    assert i18n.format_signed_points(-10) == "\u221210 points"
    assert i18n.format_tricks(1) == "1 trick"
    assert i18n.format_seconds(30) == "30 seconds"


def test_qt_standard_buttons_follow_the_language(
    languages: i18n.LanguageManager, qtbot: QtBot, qapp: QApplication
) -> None:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel is not None
    languages.set_language("fr", remember=False)
    qapp.processEvents()
    assert languages.has_qt_translations
    assert cancel.text().replace("&", "") == "Annuler"
    languages.set_language("en", remember=False)
    qapp.processEvents()
    assert cancel.text().replace("&", "") == "Cancel"


def test_language_menu_switches_live_and_remembers_the_choice(
    languages: i18n.LanguageManager, qtbot: QtBot, qapp: QApplication
) -> None:
    chosen: list[str] = []
    languages.set_remember(chosen.append)
    languages.set_language("en", remember=False)
    menu = languages.build_language_menu()
    qtbot.addWidget(menu)
    assert menu.title() == "&Language"
    actions = {action.data(): action for action in menu.actions()}
    assert [action.text() for action in menu.actions()] == ["Français", "English"]
    assert actions["en"].isChecked() and not actions["fr"].isChecked()

    with qtbot.waitSignal(languages.language_changed) as signal:
        actions["fr"].trigger()
    assert signal.args == ["fr"]
    qapp.processEvents()  # LanguageChange is delivered by the event loop
    assert menu.title() == "&Langue"
    assert actions["fr"].isChecked() and not actions["en"].isChecked()
    assert QLocale().language() == QLocale.Language.French
    assert chosen == ["fr"]

    actions["en"].trigger()
    qapp.processEvents()
    assert menu.title() == "&Language"
    assert chosen == ["fr", "en"]


def test_an_unknown_language_changes_nothing(languages: i18n.LanguageManager) -> None:
    languages.set_language("fr", remember=False)
    assert not languages.set_language("de")
    assert languages.language == "fr"


def test_start_with_settings_reads_and_saves_the_choice(
    languages: i18n.LanguageManager, qapp: QApplication
) -> None:
    from koutchina.storage.settings import Settings, load_settings

    settings = Settings(language="fr")
    manager = i18n.start_with_settings(["koutchina"], settings)
    assert manager.language == "fr"
    manager.set_language("en")
    assert settings.language == "en"
    assert load_settings().language == "en"  # written to the (temporary) settings file

    forced = i18n.start_with_settings(["koutchina", "--lang", "fr"], Settings(language="en"))
    assert forced.language == "fr"
    assert load_settings().language == "en"  # --lang is for this run only


def test_dates_follow_the_language_and_read_one_way(languages: i18n.LanguageManager) -> None:
    """A date is written with its month's name: History's "12/7/26 1:33 AM" read as 12 July
    to a player used to the day first (a player's review); "7 Dec 2026" reads one way."""
    from datetime import date, datetime

    languages.set_language("fr", remember=False)
    assert i18n.format_date(date(2026, 12, 7)) == "7 déc. 2026"
    assert "décembre" in i18n.format_date(date(2026, 12, 7), long=True)
    assert i18n.format_datetime(datetime(2026, 12, 7, 14, 5)) == "7 déc. 2026 14:05"
    languages.set_language("en", remember=False)
    assert i18n.format_date(date(2026, 12, 7)) == "7 Dec 2026"
    assert "December" in i18n.format_date(date(2026, 12, 7), long=True)
    assert i18n.format_datetime(datetime(2026, 12, 7, 14, 5)) == "7 Dec 2026 2:05\u202fPM"
