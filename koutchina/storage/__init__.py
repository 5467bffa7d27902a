"""Match files and settings: pydantic models, JSON in the platformdirs folders, atomic writes,
format versions. No Qt here. See docs/save-format.md."""

from __future__ import annotations

from .atomic import write_atomic
from .autosave import Autosaver
from .errors import MatchFileError, Problem, SaveError, StorageError, summary_of
from .migrations import SAVE_FORMAT
from .paths import config_dir, damaged_dir, data_dir, log_dir, matches_dir, settings_path
from .saves import (
    MAX_FILE_BYTES,
    LoadedMatch,
    SavedMatch,
    SeatInfo,
    TimerState,
    new_match_id,
    now_utc,
    parse_match_bytes,
    parse_match_id,
    read_match_file,
    saved_match_of,
)
from .settings import Settings, WindowGeometry, load_settings, save_settings
from .settings_problem import SettingsDamage, SettingsProblem
from .store import MatchStore, ScanResult

__all__ = [
    "MAX_FILE_BYTES", "SAVE_FORMAT", "Autosaver", "LoadedMatch", "MatchFileError", "MatchStore",
    "Problem", "SaveError", "SavedMatch", "ScanResult", "SeatInfo", "Settings", "SettingsDamage",
    "SettingsProblem", "StorageError",
    "TimerState", "WindowGeometry", "config_dir", "damaged_dir", "data_dir", "load_settings",
    "log_dir", "matches_dir", "new_match_id", "now_utc", "parse_match_bytes", "parse_match_id",
    "read_match_file",
    "save_settings", "saved_match_of", "settings_path", "summary_of", "write_atomic",
]
