"""Save format versions and the step-by-step upgrade of older files.

``SAVE_FORMAT`` is the version this program writes. ``STEPS[n]`` turns a version-``n`` file
(as parsed JSON) into a version-``n + 1`` one. When the format changes: bump ``SAVE_FORMAT``,
add the step, keep the old fixture in tests/storage/fixtures and add one for the new version.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SAVE_FORMAT = 1

Step = Callable[[dict[str, Any]], dict[str, Any]]

# Version 1 is the first format: nothing to upgrade yet.
STEPS: dict[int, Step] = {}


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
