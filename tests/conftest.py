"""Shared test setup: offscreen Qt, and every platformdirs folder inside a temporary folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Saves, settings and logs of a test never touch the real user folders."""
    home = tmp_path_factory.mktemp("home")
    keys = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
    saved = {key: os.environ.get(key) for key in keys}
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    os.environ["XDG_STATE_HOME"] = str(home / "state")
    os.environ["XDG_CACHE_HOME"] = str(home / "cache")
    yield home
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
