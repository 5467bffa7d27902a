"""Where Koutchina keeps things on disk: platformdirs folders, which honour the XDG variables.

Every function reads the environment when called, so tests (and people) can point the
``XDG_*`` variables elsewhere at any time.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "Koutchina"


def data_dir() -> Path:
    """The program's data folder (``$XDG_DATA_HOME/Koutchina`` on Linux)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def matches_dir() -> Path:
    """One JSON file per match lives here."""
    return data_dir() / "matches"


def damaged_dir() -> Path:
    """Files found damaged at start are moved here, beside the matches folder, never deleted."""
    return data_dir() / "damaged"


def config_dir() -> Path:
    """The settings folder (``$XDG_CONFIG_HOME/Koutchina`` on Linux)."""
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_dir() -> Path:
    """Logs (``$XDG_STATE_HOME/Koutchina/log`` on Linux)."""
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))
