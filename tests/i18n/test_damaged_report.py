"""The report of damaged saved files and settings at start, as a French player reads it: each
file named with what is wrong with it in plain French, where it went, which settings were
reset (named as the Settings window names them); the technical detail only under "Show
details", and said once."""

from __future__ import annotations

import json
from pathlib import Path

from storage.helpers import dumps, file_data, play_indexes, random_match
from storage.start_checking import shown_report, start_check

from koutchina.app import i18n
from koutchina.app.history.problems import error_text
from koutchina.app.main_window import MainWindow
from koutchina.storage import MatchStore, Problem, SaveError
from koutchina.storage.paths import settings_path
from koutchina.storage.settings import load_settings

ENGLISH = ("invalid values", "reset to defaults", "bot_levels", "animation_speed", "text_scale",
           "line ", "column", "Expecting value", "is not a card", "unknown suit",
           "reads up to version", "expected an object", "found a list", "could not be read (",
           "moved to", "File exists", "settings.json:")


def _damaged_folder(store: MatchStore) -> None:
    store.folder.mkdir(parents=True)
    whole = dumps(file_data(random_match("hand", 3, 40), "cut"))
    (store.folder / "hand-cut.json").write_bytes(whole[: len(whole) // 2])
    (store.folder / "empty.json").write_bytes(b"")
    data = file_data(random_match("hokm", 5, 30), "card")
    data["record"]["actions"][play_indexes(data)[0]]["card"] = "QQ"
    (store.folder / "bad-card.json").write_bytes(dumps(data))
    newer = file_data(random_match("hand", 4, 10), "newer")
    newer["format_version"] = 99
    (store.folder / "newer.json").write_bytes(dumps(newer))
    (store.folder / "list.json").write_bytes(b"[1, 2, 3]\n")


def _report(qtbot, settings_text: bytes) -> tuple[str, str, Path]:
    """What the report box shows, and what it hides under "Show details"."""
    store = MatchStore()
    _damaged_folder(store)
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(settings_text)
    settings = load_settings()
    settings.animation_speed = "off"
    settings.bot_pause_ms = 0
    window = MainWindow(settings, autosave=True)
    qtbot.addWidget(window)
    window.show()
    box = shown_report(start_check(qtbot, window))
    return box.text() + "\n" + box.informativeText(), box.detailedText(), store.folder


def _said_once(shown: str, details: str) -> None:
    repeated = [line for line in shown.splitlines() if line.strip() and line in details]
    assert not repeated, repeated


def test_the_french_report_names_each_damage_in_french_and_keeps_details_apart(
    qtbot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    bad_values = {"animation_speed": "warp", "language": "de", "text_scale": 7,
                  "bot_levels": ["godlike"]}
    shown, details, folder = _report(qtbot, json.dumps(bad_values).encode())
    english = [word for word in ENGLISH if word in shown]
    assert not english, f"{english} in:\n{shown}"
    for name in ("hand-cut.json", "empty.json", "bad-card.json", "newer.json", "list.json"):
        assert name in shown
    assert "coupé" in shown  # the half file
    assert "carte qui n’existe pas" in shown
    assert "version plus récente de Koutchina" in shown
    assert "n’est pas une partie Koutchina" in shown
    assert str(folder.parent / "damaged") in shown  # where the files went: nothing lost
    for label in ("Vitesse des animations", "Taille des textes", "Langue", "Niveaux des bots"):
        assert label in shown
    assert "settings.json.damaged-" in shown  # the old settings kept
    assert "column" in details and "'QQ'" in details  # the technical detail is still there
    _said_once(shown, details)
    assert shown.count("supprim") == 1, shown  # "kept, not deleted" said once, not twice


def test_unreadable_french_settings_are_said_in_french(
    qtbot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    shown, details, _ = _report(qtbot, b"\x00\xff garbage {")
    english = [word for word in ENGLISH if word in shown]
    assert not english, f"{english} in:\n{shown}"
    assert "réglages par défaut" in shown and "settings.json.damaged-" in shown
    _said_once(shown, details)


def test_the_english_report_says_the_same_in_english(
    qtbot, languages: i18n.LanguageManager
) -> None:
    languages.set_language("en", remember=False)
    shown, details, _ = _report(qtbot, b'{"animation_speed": "warp"}')
    assert "Animation speed" in shown and "animation_speed" not in shown
    assert "cut off" in shown and "newer Koutchina" in shown
    assert "Expecting value" not in shown and "column" in details
    _said_once(shown, details)


def test_a_failed_save_is_said_without_the_systems_english(
    languages: i18n.LanguageManager
) -> None:
    languages.set_language("fr", remember=False)
    error = SaveError(Path("/somewhere/m1.json"), Problem.WRITE_FAILED, "File exists")
    assert error_text(error) == "m1.json\u00a0: le fichier n’a pas pu être écrit"


def test_every_setting_a_damaged_file_may_reset_has_a_name_a_person_reads() -> None:
    """A new setting without a label would show its field name (``sound_volume``) in the
    report; every field of Settings is named as the windows name it."""
    from koutchina.app.history.settings_problems import setting_label
    from koutchina.storage.settings import Settings

    unnamed = [field for field in Settings.model_fields if setting_label(field) == field]
    assert not unnamed, unnamed


def test_a_bad_turn_timer_is_named_as_the_new_match_dialog_names_it(
    languages: i18n.LanguageManager
) -> None:
    """The turn timer is chosen in the New match dialog only: the report names it so."""
    from koutchina.app.history.settings_problems import setting_label

    for code, words in (("en", "Turn timer"), ("fr", "Minuteur")):
        languages.set_language(code, remember=False)
        assert setting_label("turn_timer") == words


def test_a_damaged_save_is_named_as_the_match_it_was(languages: i18n.LanguageManager) -> None:
    # the report named "20261205-024423-hand-18a3b8.json", which a player does not recognise;
    # the name says the game and when the match began (UTC), shown in local time
    from datetime import UTC, datetime

    started = datetime(2026, 12, 5, 2, 44, 23, tzinfo=UTC)
    path = Path("/saves/20261205-024423-hand-18a3b8.json")
    error = SaveError(path, Problem.NOT_JSON, "Expecting value")
    local = started.astimezone()
    for code, words in (("en", "Hand match started {} at {}"),
                        ("fr", "Partie de Hand commencée le {} à {}")):
        languages.set_language(code, remember=False)
        text = error_text(error)
        when = (i18n.format_date(local.date()), i18n.format_time(local))
        assert text.startswith(words.format(*when)), text
        assert "20261205-024423-hand-18a3b8.json" in text  # the file still named, to find it
    languages.set_language("en", remember=False)
    other = SaveError(Path("/saves/m1.json"), Problem.NOT_JSON, "")
    assert error_text(other) == "m1.json: the file is cut off or damaged"
