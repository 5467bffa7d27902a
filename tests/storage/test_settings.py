"""Settings: remembered between runs, in the XDG config folder; a damaged file never stops
the program and is kept aside."""

from __future__ import annotations

import errno
import json
import os

import pytest

from koutchina.storage import (
    Problem,
    SaveError,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)


def test_no_file_gives_defaults_without_a_problem():
    settings = load_settings()
    assert settings.model_dump() == Settings().model_dump()
    assert settings.language is None  # follow the system
    assert settings.load_problem is None


def test_settings_survive_a_restart_in_the_xdg_config_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    settings = Settings(
        language="fr",
        player_name="Amal",
        last_game="hokm",
        rules={"hokm": {"satat": True}},
        bot_levels={"hokm": ["easy", "hard", "medium"]},
        animation_speed="off",
        bot_pause_ms=0,
        four_colour=True,
    )
    save_settings(settings)
    assert settings_path() == tmp_path / "cfg" / "Koutchina" / "settings.json"
    again = load_settings()
    assert again == settings
    assert again.rules_for("hokm") == {"satat": True}
    assert again.bot_levels_for("hand") == ["medium"] * 3


def test_a_damaged_file_is_moved_aside_and_defaults_are_used():
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"language": "fr", "player_na')
    settings = load_settings()
    assert settings.model_dump() == Settings().model_dump()
    assert settings.load_problem is not None and str(path) in settings.load_problem.message
    assert not path.exists()
    kept = list(path.parent.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"language": "fr", "player_na'
    save_settings(settings)  # the program can go on writing its settings
    assert load_settings().load_problem is None


def test_bad_values_are_reset_and_good_ones_kept():
    path = settings_path()
    path.parent.mkdir(parents=True)
    data = {"language": "de", "player_name": "Amal", "animation_speed": "warp", "bot_pause_ms": 50}
    path.write_text(json.dumps(data))
    settings = load_settings()
    assert settings.player_name == "Amal" and settings.bot_pause_ms == 50
    assert settings.language is None and settings.animation_speed == "normal"
    assert settings.load_problem is not None
    assert {"language", "animation_speed"} <= set(settings.load_problem.reset)


@pytest.mark.parametrize(
    ("code", "problem"),
    [(errno.EROFS, Problem.READ_ONLY), (errno.ENOSPC, Problem.DISK_FULL)],
)
def test_a_read_only_or_full_disk_raises_a_readable_error(monkeypatch, code, problem):
    save_settings(Settings(player_name="before"))

    def failing_fsync(fd: int) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "fsync", failing_fsync)
    with pytest.raises(SaveError) as caught:
        save_settings(Settings(player_name="after"))
    monkeypatch.undo()
    assert caught.value.problem == problem
    assert str(settings_path()) in caught.value.message
    assert load_settings().player_name == "before"  # the previous file is intact
    assert [p.name for p in settings_path().parent.iterdir()] == ["settings.json"]


def test_the_quit_question_setting_nobody_used_is_gone_and_old_files_still_load():
    """Quitting asks only when the last moves are not on disk (issue 16): a setting
    "confirm_quit" that changed nothing is not written any more, and a file that has it loads
    with no problem."""
    save_settings(Settings(player_name="Amal"))
    assert "confirm_quit" not in settings_path().read_text()
    data = json.loads(settings_path().read_text())
    settings_path().write_text(json.dumps({**data, "confirm_quit": False}))
    settings = load_settings()
    assert settings.player_name == "Amal" and settings.load_problem is None
