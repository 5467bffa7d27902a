"""What was wrong with the settings file when it was loaded, as data: the window says it in the
person's language, the log in English (``message``)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path


class SettingsDamage(StrEnum):
    UNREADABLE = "unreadable"  # could not be opened or read: missing rights, a folder, a pipe
    NOT_SETTINGS = "not_settings"  # read, but not a settings object: cut off, not JSON ...
    VALUES_RESET = "values_reset"  # a settings object with some values that are not valid
    NEWER = "newer"  # written by a newer Koutchina: read as far as this version knows it


@dataclass(frozen=True)
class SettingsProblem:
    """``reset`` names the settings put back to their defaults as the file spells them
    ("animation_speed", "rules.hand.rounds", "bot_levels.hokm"); ``kept_as`` is where the old
    file is now (moved aside, or copied beside it), None if it could not be kept;
    ``detail`` the technical reason (English, for the log and the details)."""

    path: Path
    damage: SettingsDamage
    reset: tuple[str, ...] = ()
    kept_as: Path | None = None
    detail: str = ""

    @property
    def message(self) -> str:
        """One English line for the log."""
        if self.damage is SettingsDamage.VALUES_RESET:
            text = f"{self.path}: invalid values reset to defaults: {', '.join(self.reset)}"
        elif self.damage is SettingsDamage.NEWER:
            text = f"{self.path}: written by a newer Koutchina ({self.detail})"
        else:
            text = f"{self.path}: settings could not be read ({self.detail})"
        if self.kept_as is not None:
            text += f"; the old file was kept as {self.kept_as.name}"
        return text

    def __str__(self) -> str:
        return self.message
