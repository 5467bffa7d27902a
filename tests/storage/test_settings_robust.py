"""Bad settings of every kind give defaults (keeping what is good) and a report; never a failed
start or a New-match dialog that cannot open. A UTF-8 BOM is accepted."""

from __future__ import annotations

import contextlib
import json
import os
import threading
from typing import Any

import pytest

from koutchina.engine import make_rules
from koutchina.storage import Settings, load_settings, settings_path


def _write(data: bytes) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def test_settings_nested_100000_deep_give_defaults_and_a_report():
    _write(b'{"rules": ' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    settings = load_settings()
    assert settings.model_dump() == Settings().model_dump()
    assert settings.load_problem is not None and "settings.json" in settings.load_problem.message


def test_a_utf8_bom_is_accepted():
    _write(b"\xef\xbb\xbf" + json.dumps({"player_name": "Amal", "language": "fr"}).encode())
    settings = load_settings()
    assert (settings.player_name, settings.language) == ("Amal", "fr")
    assert settings.load_problem is None


BAD_VALUES: dict[str, tuple[dict[str, Any], str]] = {
    "a rule value of the wrong type": ({"rules": {"hand": {"rounds": "five"}}}, "rounds"),
    "an unknown rule": ({"rules": {"hokm": {"jokers": True}}}, "jokers"),
    "rules of a game that is not an object": ({"rules": {"hand": 5}}, "rules"),
    "rules that are not an object": ({"rules": [1, 2]}, "rules"),
    "an unknown bot level": ({"bot_levels": {"hokm": ["easy", "genius", "hard"]}},
                             "bot_levels"),
    "bot levels that are not text": ({"bot_levels": {"hand": [1, 2, 3]}}, "bot_levels"),
    "a window that is text": ({"window": "big"}, "window"),
    "a name that is an object": ({"player_name": {"first": "Amal"}}, "player_name"),
    "a timer out of range": ({"turn_timer": 10**30}, "turn_timer"),
}


@pytest.mark.parametrize("name", sorted(BAD_VALUES))
def test_each_bad_value_is_reported_and_replaced_by_its_default(name):
    data, named = BAD_VALUES[name]
    _write(json.dumps({**data, "player_name": data.get("player_name", "Amal")}).encode())
    settings = load_settings()
    assert settings.load_problem is not None and named in settings.load_problem.message, name
    for game in ("hand", "court-piece", "hokm"):
        make_rules(game, settings.rules_for(game))  # every remembered rule set builds
        assert len(settings.bot_levels_for(game)) == 3


def test_good_rules_beside_a_bad_one_are_kept():
    _write(json.dumps({"rules": {"hand": {"rounds": "five", "sudden_death_rounds": 2},
                                 "hokm": {"satat": True}}}).encode())
    settings = load_settings()
    assert settings.rules_for("hokm") == {"satat": True}
    assert settings.rules_for("hand") == {"sudden_death_rounds": 2}
    assert settings.load_problem is not None
    assert "rules.hand.rounds" in settings.load_problem.reset


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_settings_gives_defaults_at_once():
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    loaded: list[Settings] = []
    reader = threading.Thread(target=lambda: loaded.append(load_settings()), daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():
        with contextlib.suppress(OSError):
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("reading the settings blocked on a named pipe")
    settings = loaded[0]
    assert settings.model_dump() == Settings().model_dump()
    assert settings.load_problem is not None and "named pipe" in settings.load_problem.message


def test_the_new_match_dialog_opens_with_bad_remembered_rules(qtbot):
    from koutchina.app.main_window import MainWindow
    from koutchina.app.new_match_dialog import NewMatchDialog

    _write(json.dumps({"last_game": "hand", "rules": {"hand": {"rounds": "five"}},
                       "bot_levels": {"hand": ["genius"] * 3}}).encode())
    window = MainWindow(load_settings(), autosave=False)
    qtbot.addWidget(window)
    dialog = NewMatchDialog(window.choices.remembered(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.isVisible()
    choice = dialog.choice()
    make_rules(choice.game, choice.options)


def test_settings_of_a_newer_koutchina_are_read_as_far_as_known_kept_and_said() -> None:
    """A settings file of a newer format was taken silently, and the next save wrote this
    version's settings under the newer version number: the choices this version knows are
    used, the file is kept beside it as it was, the person is told, and a save writes this
    version's format."""
    from koutchina.app.history.settings_problems import settings_problem_text
    from koutchina.storage.settings import SETTINGS_FORMAT
    from koutchina.storage.settings_problem import SettingsDamage

    newer = json.dumps({"format_version": SETTINGS_FORMAT + 1, "language": "fr",
                        "a_choice_of_tomorrow": True,
                        "rules": {"hokm": {"target": 10, "an_option_of_tomorrow": 1}},
                        "bot_levels": {"hokm": ["expert", "hard", "easy"]}}).encode()
    _write(newer)
    settings = load_settings()
    assert settings.language == "fr"
    # the house rules this version knows are kept, option by option; three levels one of
    # which it does not know go back to the default, as in a file of this version
    assert settings.rules_for("hokm") == {"target": 10}
    assert settings.bot_levels_for("hokm") == ["medium"] * 3
    assert "rules.hokm.an_option_of_tomorrow" in settings.load_problem.reset  # type: ignore[union-attr]
    assert settings.format_version == SETTINGS_FORMAT
    problem = settings.load_problem
    assert problem is not None and problem.damage is SettingsDamage.NEWER
    assert problem.kept_as is not None and problem.kept_as.read_bytes() == newer
    words = settings_problem_text(problem)
    assert "newer Koutchina" in words and problem.kept_as.name in words
