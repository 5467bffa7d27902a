"""The folder of saved matches: save, load, list (with per-file problems), delete, export, import.

Files that are found damaged at start are moved to the ``damaged`` folder beside the matches
folder, never deleted; a file made by a newer Koutchina stays where it is (it is not damaged).
"""

from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .atomic import save_error_of, write_atomic
from .errors import MatchFileError, Problem, SaveError
from .paths import damaged_dir, matches_dir
from .saves import LoadedMatch, SavedMatch, new_match_id, read_match_file

STALE_TEMP_SECONDS = 600
_NOT_MOVED = (Problem.NEWER_VERSION, Problem.MISSING, Problem.UNREADABLE)


@dataclass
class ScanResult:
    """What a look at the folder found: good matches (newest first) and one error per bad file."""

    matches: list[LoadedMatch] = field(default_factory=list)
    problems: list[MatchFileError] = field(default_factory=list)
    moved: dict[Path, Path] = field(default_factory=dict)  # damaged file -> where it went


class MatchStore:
    def __init__(self, folder: Path | None = None, damaged_folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else matches_dir()
        if damaged_folder is not None:
            self.damaged_folder = Path(damaged_folder)
        elif folder is not None:
            self.damaged_folder = self.folder.parent / "damaged"
        else:
            self.damaged_folder = damaged_dir()
        self._cache: dict[Path, tuple[int, int, LoadedMatch]] = {}
        self._scan_lock = threading.Lock()  # the window may scan while the start check does

    # ----- single files -------------------------------------------------------------------

    def path_for(self, match_id: str) -> Path:
        return self.folder / f"{match_id}.json"

    def save(self, saved: SavedMatch) -> Path:
        """Write one match atomically; raise SaveError (read-only, full disk ...)."""
        path = self.path_for(saved.match_id)
        write_atomic(path, saved.to_json())
        return path

    def load(self, path_or_id: Path | str) -> LoadedMatch:
        """Load and replay one match (a path, or an id of this folder)."""
        path = self._path(path_or_id)
        try:
            stat = path.stat()
        except OSError:
            return read_match_file(path)  # names the problem (missing ...)
        cached = self._cache.get(path)
        if cached is not None and cached[0] == stat.st_mtime_ns and cached[1] == stat.st_size:
            return cached[2]
        loaded = read_match_file(path)
        self._cache[path] = (stat.st_mtime_ns, stat.st_size, loaded)
        return loaded

    def delete(self, path_or_id: Path | str) -> None:
        """Remove a match the person chose to delete."""
        path = self._path(path_or_id)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as error:
            raise save_error_of(path, error) from None
        self._cache.pop(path, None)

    def export(self, path_or_id: Path | str, destination: Path) -> Path:
        """Copy a match (checked first) to ``destination`` atomically."""
        loaded = self.load(path_or_id)
        write_atomic(Path(destination), loaded.saved.to_json())
        return Path(destination)

    def import_file(self, source: Path) -> LoadedMatch:
        """Check a file from elsewhere and add it to the folder (the source is not touched).

        A match already present with the same id and moves is not copied twice; a different
        match with the same id gets a new id.
        """
        loaded = read_match_file(Path(source))
        saved = loaded.saved
        target = self.path_for(saved.match_id)
        if target.exists():
            try:
                present = self.load(target)
                if present.saved.record == saved.record:
                    return present
            except MatchFileError:
                pass
            saved = saved.model_copy(update={"match_id": new_match_id(saved.game)})
        path = self.save(saved)
        return LoadedMatch(path, saved, loaded.state)

    # ----- the folder ---------------------------------------------------------------------

    def candidates(self) -> list[Path]:
        """Entries that should be match files (temporary files of atomic writes excluded)."""
        try:
            entries = list(self.folder.iterdir())
        except FileNotFoundError:
            return []
        except OSError:
            return []
        return sorted(
            p for p in entries if p.name.endswith(".json") and not p.name.startswith(".")
        )

    def scan(self, move_damaged: bool = False) -> ScanResult:
        """Load every match. With ``move_damaged`` (at start), damaged files are moved aside."""
        with self._scan_lock:
            return self._scan(move_damaged)

    def _scan(self, move_damaged: bool) -> ScanResult:
        result = ScanResult()
        seen = set()
        for path in self.candidates():
            seen.add(path)
            try:
                result.matches.append(self.load(path))
            except MatchFileError as error:
                result.problems.append(error)
                if move_damaged and error.problem not in _NOT_MOVED:
                    moved = self._move_aside(path)
                    if moved is not None:
                        result.moved[path] = moved
        for path in list(self._cache):
            if path not in seen:
                del self._cache[path]
        if move_damaged:
            self._remove_stale_temporaries()
        result.matches.sort(key=lambda m: m.saved.updated, reverse=True)
        return result

    def latest_unfinished(self) -> LoadedMatch | None:
        unfinished = [m for m in self.scan().matches if not m.saved.finished]
        return unfinished[0] if unfinished else None

    # ----- helpers ------------------------------------------------------------------------

    def _path(self, path_or_id: Path | str) -> Path:
        if isinstance(path_or_id, Path):
            return path_or_id
        return self.path_for(path_or_id)

    def _move_aside(self, path: Path) -> Path | None:
        """Move a damaged file into the damaged folder under a name that is free."""
        try:
            self.damaged_folder.mkdir(parents=True, exist_ok=True)
            stamp = time.strftime("%Y%m%d-%H%M%S")
            target = self.damaged_folder / f"{path.stem}.{stamp}{path.suffix}"
            number = 1
            while target.exists():
                number += 1
                target = self.damaged_folder / f"{path.stem}.{stamp}-{number}{path.suffix}"
            os.replace(path, target)
        except OSError:
            return None
        self._cache.pop(path, None)
        return target

    def _remove_stale_temporaries(self) -> None:
        """Temporary files left by a crash mid-write: the real file holds the previous save."""
        try:
            entries = list(self.folder.glob(".*.tmp"))
        except OSError:
            return
        limit = time.time() - STALE_TEMP_SECONDS
        for entry in entries:
            try:
                if entry.is_file() and entry.stat().st_mtime < limit:
                    entry.unlink()
            except OSError:
                continue


__all__ = ["MatchStore", "SaveError", "ScanResult"]
