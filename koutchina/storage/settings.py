"""The player's settings: one pydantic model, one JSON file in the config folder.

``load_settings()`` never fails: a damaged file (not JSON, nested too deep, not a regular file
...) is moved aside (``settings.json.damaged-<time>``) and defaults are used; a file with a few
bad values keeps its good ones (a remembered house rule or bot level is checked one by one
against the engine and the bots). Either way the problem is kept in ``Settings.load_problem``
for the window to show. A UTF-8 BOM is accepted.
"""

from __future__ import annotations

import json
import os
import time
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator

from ..bots import LEVELS
from ..engine import Game, RulesError, make_rules
from ..engine.rules import DEFAULT_TURN_TIMER
from .atomic import write_atomic
from .paths import settings_path
from .regular import FileTooLarge, read_regular
from .seat_roles import readable_name
from .settings_problem import SettingsDamage, SettingsProblem

SETTINGS_FORMAT = 1
MAX_SETTINGS_BYTES = 1_000_000



class Speed(StrEnum):
    """How fast the table moves: the four speeds a person chooses (``CHOSEN_SPEEDS``, the
    only ones the settings keep), and ``MAX`` for bots watched at full speed (no animation, no
    pause)."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"
    MAX = "max"


CHOSEN_SPEEDS = (Speed.OFF, Speed.FAST, Speed.NORMAL, Speed.SLOW)
Language = Literal["fr", "en"]
FeltName = Literal["green", "blue", "burgundy"]
CardBackName = Literal["red", "blue", "green"]


class WindowGeometry(BaseModel):
    """Where the main window was; ``qt_state`` is QWidget.saveGeometry() as base64 text."""

    model_config = ConfigDict(extra="ignore")
    x: int | None = None
    y: int | None = None
    width: int = Field(1280, ge=200, le=20000)
    height: int = Field(800, ge=150, le=20000)
    maximized: bool = False
    qt_state: str | None = None


class Settings(BaseModel):
    """Everything the program remembers between runs (not the matches themselves)."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    format_version: int = SETTINGS_FORMAT
    language: Language | None = Field(None, description="None follows the system language.")
    player_name: str = Field("", max_length=40)
    last_game: Game = Game.HAND
    rules: dict[Game, dict[str, Any]] = Field(
        default_factory=dict, description="Per game, the option values last chosen."
    )
    bot_levels: dict[Game, list[str]] = Field(
        default_factory=dict, description="Per game, the levels of seats 1, 2 and 3."
    )
    turn_timer: int = Field(
        DEFAULT_TURN_TIMER, ge=0, le=300,
        description="Seconds; 0 is off. A new install has the usual game's clock.")
    practice: bool = Field(False, description="The last match was a practice match (hints "
                                              "and undo): the next one is offered as one.")
    animation_speed: Speed = Speed.NORMAL
    bot_pause_ms: int = Field(600, ge=0, le=5000)
    four_colour: bool = False
    felt: FeltName = "green"
    card_back: CardBackName = "red"
    large_cards: bool = False
    high_contrast: bool = False
    text_scale: float | None = Field(
        None, ge=1.0, le=3.0, description="Size of texts outside the table; None: from the screen."
    )
    keyboard_hint_dismissed: bool = Field(False, description="The key hint was put away.")
    sound_on: bool = True
    sound_volume: int = Field(70, ge=0, le=100, description="Percent.")
    sound_muted: bool = Field(False, description="The quick mute (key M).")
    sound_silent_minimized: bool = Field(True, description="No sound while minimized.")
    window: WindowGeometry = Field(default_factory=WindowGeometry)
    history_window: WindowGeometry | None = None
    replay_window: WindowGeometry | None = Field(
        None, description="Where the last replay window was left; None: over the main window.")
    statistics_window: WindowGeometry | None = Field(
        None, description="Where the Statistics window was left; None: over the main window.")
    scoreboard_shown: bool = Field(
        True, description="False: the person hid the scoreboard (View menu, or its ×); it "
        "stays hidden at the table until they show it again.")
    scoreboard_place: str | None = Field(
        None, max_length=100_000, description="Where the person docked or floated the "
        "scoreboard: QMainWindow.saveState() as base64 text; None: the program places it.")
    file_chooser_folder: str | None = Field(
        None, description="The folder a match was last exported to or imported from, where "
        "the file chooser opens next; None: not yet (Documents, else home).")

    _load_problem: SettingsProblem | None = PrivateAttr(default=None)

    @field_validator("player_name")
    @classmethod
    def _readable(cls, value: str) -> str:
        return readable_name(value)  # as the name box and a saved match's seats have it

    @field_validator("bot_levels")
    @classmethod
    def _three_seats(cls, value: dict[str, list[str]]) -> dict[str, list[str]]:
        for game, levels in value.items():
            if len(levels) != 3:
                raise ValueError(f"{game} needs 3 bot levels, got {len(levels)}")
        return value

    @field_validator("animation_speed")
    @classmethod
    def _chosen_speed(cls, value: Speed) -> Speed:
        if value not in CHOSEN_SPEEDS:
            raise ValueError(f"{value} is not a speed a person chooses")
        return value

    @property
    def load_problem(self) -> SettingsProblem | None:
        """What was wrong with the settings file when it was loaded (None: nothing)."""
        return self._load_problem

    def rules_for(self, game: str) -> dict[str, Any]:
        return dict(self.rules.get(game, {}))  # type: ignore[call-overload]

    def bot_levels_for(self, game: str, default: str = "medium") -> list[str]:
        return list(self.bot_levels.get(game, [default] * 3))  # type: ignore[call-overload]


def _move_aside(path: Path) -> Path | None:
    target = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def _salvage(data: dict[str, Any], error: ValidationError) -> Settings:
    """Keep every valid value; drop the fields the error names."""
    bad = {str(item["loc"][0]) for item in error.errors() if item["loc"]}
    kept = {key: value for key, value in data.items() if key not in bad}
    try:
        return Settings.model_validate(kept)
    except ValidationError:
        return Settings()


def _usable_rules(value: Any) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """The remembered house rules that build, and the names of those dropped."""
    if not isinstance(value, dict):
        return {}, ["rules"]
    kept: dict[str, dict[str, Any]] = {}
    dropped: list[str] = []
    for game, options in value.items():
        if game not in _GAMES or not isinstance(options, dict):
            dropped.append(f"rules.{game}")
            continue
        good = {key: option for key, option in options.items() if _builds(game, {key: option})}
        dropped += [f"rules.{game}.{key}" for key in options if key not in good]
        if not _builds(game, good):  # each option is valid but not together
            dropped.append(f"rules.{game}")
            continue
        kept[game] = good
    return kept, dropped


def _builds(game: str, options: dict[str, Any]) -> bool:
    try:
        make_rules(game, options)
    except (RulesError, ValueError, TypeError):
        return False
    return True


def _usable_levels(value: Any) -> tuple[dict[str, list[str]], list[str]]:
    """The remembered bot levels that are three known levels, and the names of those dropped."""
    if not isinstance(value, dict):
        return {}, ["bot_levels"]
    kept = {game: levels for game, levels in value.items()
            if game in _GAMES and isinstance(levels, list) and len(levels) == 3
            and all(isinstance(level, str) and level in LEVELS for level in levels)}
    return kept, [f"bot_levels.{game}" for game in value if game not in kept]


_GAMES = tuple(Game)


def _read(path: Path) -> dict[str, Any]:
    """The file as a JSON object; raises OSError or ValueError saying what is wrong."""
    try:
        data = json.loads(read_regular(path, MAX_SETTINGS_BYTES).decode("utf-8-sig"))
    except RecursionError:
        raise ValueError("the file is nested too deep") from None
    if not isinstance(data, dict):
        raise ValueError("the file is not a settings object")
    return data


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings; never raises. See ``Settings.load_problem`` for what went wrong."""
    path = path or settings_path()
    if not os.path.lexists(path):
        return Settings()
    try:
        data = _read(path)
    except (OSError, ValueError) as error:  # JSONDecodeError and UnicodeDecodeError included
        unreadable = isinstance(error, OSError) and not isinstance(error, FileTooLarge)
        damage = SettingsDamage.UNREADABLE if unreadable else SettingsDamage.NOT_SETTINGS
        moved = None if path.is_dir() else _move_aside(path)
        settings = Settings()
        settings._load_problem = SettingsProblem(path, damage, kept_as=moved, detail=str(error))
        return settings
    written = data.get("format_version")
    newer = isinstance(written, int) and written > SETTINGS_FORMAT
    if newer:  # read as this version's format: what it knows of it
        data["format_version"] = SETTINGS_FORMAT
    dropped: list[str] = []
    if "rules" in data:
        data["rules"], names = _usable_rules(data["rules"])
        dropped += names
    if "bot_levels" in data:
        data["bot_levels"], names = _usable_levels(data["bot_levels"])
        dropped += names
    try:
        settings = Settings.model_validate(data)
    except ValidationError as error:
        settings = _salvage(data, error)
        dropped += sorted({str(item["loc"][0]) for item in error.errors() if item["loc"]})
    if newer:  # the file kept as it was: a save here writes this version's format over it
        settings._load_problem = SettingsProblem(
            path, SettingsDamage.NEWER, reset=tuple(dropped), kept_as=_kept_copy(path, "newer"),
            detail=f"format {written}, this version reads up to {SETTINGS_FORMAT}")
    elif dropped:
        settings._load_problem = SettingsProblem(
            path, SettingsDamage.VALUES_RESET, reset=tuple(dropped),
            kept_as=_kept_copy(path, "damaged"))
    return settings


def _kept_copy(path: Path, why: str) -> Path | None:
    """A copy of the settings file beside it (``settings.json.damaged-<time>``), or None if
    it cannot be written."""
    backup = path.with_name(f"{path.name}.{why}-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        backup.write_bytes(read_regular(path, MAX_SETTINGS_BYTES))
    except OSError:
        return None
    return backup


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; raises SaveError (readable) on a read-only or full disk."""
    path = path or settings_path()
    text = settings.model_dump_json(indent=2)
    write_atomic(path, text + "\n")
