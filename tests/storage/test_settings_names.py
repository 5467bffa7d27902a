"""The settings keep games and speeds as the names a person's file has always had; a speed no
person chooses ("max", for bots watched at full speed) or an unknown game is not kept."""

from __future__ import annotations

import json

from koutchina.engine import Game
from koutchina.storage.settings import Settings, Speed, load_settings, save_settings


def test_games_and_speeds_are_written_as_their_names(tmp_path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(last_game=Game.HOKM, animation_speed=Speed.SLOW)
    settings.rules = {Game.COURT_PIECE: {"kot": True}}
    settings.bot_levels = {Game.HAND: ["easy", "medium", "hard"]}
    save_settings(settings, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["last_game"], data["animation_speed"]) == ("hokm", "slow")
    assert data["rules"] == {"court-piece": {"kot": True}}
    assert data["bot_levels"] == {"hand": ["easy", "medium", "hard"]}
    again = load_settings(path)
    assert again.load_problem is None
    assert (again.last_game, again.animation_speed) == (Game.HOKM, Speed.SLOW)
    assert again.rules_for("court-piece") == {"kot": True}


def test_the_watching_speed_and_an_unknown_game_are_reset_and_named(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"animation_speed": "max", "last_game": "whist",
                                "player_name": "Amal"}), encoding="utf-8")
    settings = load_settings(path)
    assert (settings.animation_speed, settings.last_game) == (Speed.NORMAL, Game.HAND)
    assert settings.player_name == "Amal"
    assert settings.load_problem is not None
    assert {"animation_speed", "last_game"} <= set(settings.load_problem.reset)
