"""Save format versions and the step-by-step upgrade of older files.

``SAVE_FORMAT`` is the version this program writes. ``STEPS[n]`` turns a version-``n`` file
(as parsed JSON) into a version-``n + 1`` one. When the format changes: bump ``SAVE_FORMAT``,
add the step, keep the old fixture in tests/storage/fixtures and add one for the new version.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .seat_roles import role_of_format_1_name

SAVE_FORMAT = 5

Step = Callable[[dict[str, Any]], dict[str, Any]]


def _default_names_to_roles(data: dict[str, Any]) -> dict[str, Any]:
    """Format 1 -> 2: a default seat name ("East", "Partenaire" ...) becomes a role, so the
    match shows it in whatever language is in use; typed names stay as they were."""
    record = data.get("record")
    game = record.get("game") if isinstance(record, dict) else None
    seats = data.get("seats")
    if not isinstance(game, str) or not isinstance(seats, list):
        return data  # the file's shape is wrong: validation names the problem
    upgraded = []
    for seat, info in enumerate(seats):
        if isinstance(info, dict) and isinstance(info.get("name"), str):
            role = role_of_format_1_name(info["name"], seat, game)
            if role is not None:
                info = {**info, "name": "", "role": role}
        upgraded.append(info)
    data["seats"] = upgraded
    return data


def _coach_fields(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 -> 3: the coach's fields. An older match was played without undo, in the days
    when the hint was offered in every match: not a practice match, nothing taken back, no deal
    played again."""
    data.setdefault("practice", False)
    data.setdefault("undone", [])
    data.setdefault("replays", [])
    return data


def _table_moves(data: dict[str, Any]) -> dict[str, Any]:
    """Format 3 -> 4: the moves the table made for the person. An older file did not keep
    them: none is known."""
    data.setdefault("played_for", [])
    return data


def _claims(data: dict[str, Any]) -> dict[str, Any]:
    """Format 4 -> 5: the action ``claim`` (a claim of the rest, kept so that the summary and
    the review say it). An older file has none: nothing to change, but a file with one is
    refused by an older Koutchina as newer, not as damaged."""
    return data


STEPS: dict[int, Step] = {1: _default_names_to_roles, 2: _coach_fields, 3: _table_moves,
                          4: _claims}


class NewerFormatError(ValueError):
    """The file's format is newer than this program knows."""


class UnknownFormatError(ValueError):
    """The file's format version is not one Koutchina ever wrote."""


def upgrade(data: dict[str, Any], current: int | None = None) -> dict[str, Any]:
    """Bring ``data`` up to the current format, one step at a time."""
    target = SAVE_FORMAT if current is None else current
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise UnknownFormatError(f"format_version {version!r} is not a known version")
    if version > target:
        raise NewerFormatError(
            f"format version {version}, this Koutchina reads up to version {target}"
        )
    while version < target:
        step = STEPS.get(version)
        if step is None:
            raise UnknownFormatError(f"no upgrade from format version {version}")
        data = step(dict(data))
        version += 1
        data["format_version"] = version
    return data
