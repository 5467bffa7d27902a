"""The folder of saved matches: save, load, list (with per-file problems), delete, export, import.

Files that are found damaged at start are moved to the ``damaged`` folder beside the matches
folder, never deleted; a file made by a newer Koutchina stays where it is (it is not damaged).

``checked.json`` beside the matches folder remembers the files this version of the program has
replayed in full (name, modification time, size): listing the folder then only reads them, and
their moves are replayed when a match is resumed or replayed. ``summaries.json`` (the summary
index, ``summary_index.py``) keeps what History and Statistics show of each file, so that
``listing()`` reads only the files changed since.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__
from ..engine.record import RECORD_FORMAT
from .atomic import save_error_of, write_atomic
from .errors import MatchFileError, Problem, SaveError
from .listing import Listing, Progress, list_folder, match_file_names
from .match_ids import settle_match_ids
from .migrations import SAVE_FORMAT
from .paths import damaged_dir, matches_dir
from .saves import MAX_FILE_BYTES, LoadedMatch, SavedMatch, new_match_id, read_match_file
from .summaries import summarize
from .summary_index import INDEX_NAME, SummaryIndex, key_of

STALE_TEMP_SECONDS = 600
_NOT_MOVED = (Problem.NEWER_VERSION, Problem.MISSING, Problem.UNREADABLE)
CHECKED_NAME = "checked.json"
_CHECKED_STAMP = f"{__version__}/{SAVE_FORMAT}/{RECORD_FORMAT}"


@dataclass
class ScanResult:
    """What a look at the folder found: good matches (newest first) and one error per bad file."""

    matches: list[LoadedMatch] = field(default_factory=list)
    problems: list[MatchFileError] = field(default_factory=list)
    moved: dict[Path, Path] = field(default_factory=dict)  # damaged file -> where it went
    # a file that stated another match's id -> the match under the fresh id it was given
    new_ids: dict[Path, LoadedMatch] = field(default_factory=dict)


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
        self.checked_path = self.folder.parent / CHECKED_NAME
        self._checked: dict[str, tuple[int, int]] | None = None
        self._checked_lock = threading.Lock()  # the autosaver's thread marks what it writes
        self._checked_changed = False
        self.summary_index = SummaryIndex(self.folder.parent / INDEX_NAME, self.folder)
        # files replayed so far and to replay by the listing under way, for any window to show
        # (one tuple, replaced whole by the listing's thread)
        self.listing_progress: tuple[int, int] = (0, 0)

    # ----- single files -------------------------------------------------------------------

    def path_for(self, match_id: str) -> Path:
        return self.folder / f"{match_id}.json"

    def save(self, saved: SavedMatch) -> Path:
        """Write one match atomically; raise SaveError (read-only, full disk ...)."""
        path = self.path_for(saved.match_id)
        write_atomic(path, saved.to_json())
        try:
            stat = path.stat()
        except OSError:
            return path
        # written from a live engine state: it replays, and its summary is the replay's
        self._mark_checked(path, (stat.st_mtime_ns, stat.st_size))
        self.summary_index.put(path.name, key_of(stat), summarize(path, saved))
        return path

    def load(self, path_or_id: Path | str, remember: bool = True) -> LoadedMatch:
        """Load and replay one match (a path, or an id of this folder); ``remember`` keeps it
        in memory for the next load (not wanted while listing thousands)."""
        path = self._path(path_or_id)
        try:
            stat = path.stat()
        except OSError:
            return read_match_file(path)  # names the problem (missing ...)
        key = (stat.st_mtime_ns, stat.st_size)
        cached = self._cache.get(path)
        if cached is not None and (cached[0], cached[1]) == key:
            return cached[2]
        trusted = self._is_checked(path, key)
        try:
            loaded = read_match_file(path, replay=not trusted)
        except MatchFileError:
            self.distrust(path)
            raise
        if not trusted:
            self._mark_checked(path, key)
        self._compare_with_index(loaded, stat)
        if remember:
            self._cache[path] = (key[0], key[1], loaded)
        return loaded

    def _compare_with_index(self, loaded: LoadedMatch, stat: os.stat_result) -> None:
        """A file (replayed now or when it was checked) whose summary is not the index's entry
        for it as it stands: the index is not to be trusted at all, and is rebuilt at the next
        listing."""
        if loaded.path.parent != self.folder:
            return
        indexed = self.summary_index.get(loaded.path.name, key_of(stat))
        if indexed is not None and indexed != summarize(loaded.path, loaded.saved):
            self.summary_index.discard()

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
        self.distrust(path)

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
        return [self.folder / name for name in match_file_names(self.folder)]

    def scan(self, move_damaged: bool = False) -> ScanResult:
        """Load every match. With ``move_damaged`` (at start), damaged files are moved aside."""
        with self._scan_lock:
            return self._scan(move_damaged)

    def listing(self, move_damaged: bool = False, progress: Progress | None = None) -> Listing:
        """Summaries of every match, from the summary index where it knows a file as it stands
        (``listing.py``); ``progress(done, total)`` follows the files that must be replayed."""
        def note(done: int, total: int) -> None:
            self.listing_progress = (done, total)
            if progress is not None:
                progress(done, total)

        with self._scan_lock:
            try:
                listing = list_folder(self, move_damaged, note)
            finally:
                self.listing_progress = (0, 0)
            if move_damaged:
                self._remove_stale_temporaries()
            self._write_checked({summary.path.name for summary in listing.summaries}
                                | {error.path.name for error in listing.problems})
            return listing

    def refused(self, error: MatchFileError, problems: list[MatchFileError],
                moved: dict[Path, Path], move_damaged: bool) -> None:
        """Note a file that cannot be read; at start, a damaged one is moved aside."""
        problems.append(error)
        if move_damaged and error.problem not in _NOT_MOVED:
            target = self._move_aside(error.path)
            if target is not None:
                moved[error.path] = target

    def _scan(self, move_damaged: bool) -> ScanResult:
        result = ScanResult()
        seen = set()
        for path in self.candidates():
            seen.add(path)
            try:
                result.matches.append(self.load(path))
            except MatchFileError as error:
                self.refused(error, result.problems, result.moved, move_damaged)
        settle_match_ids(self, result)
        seen = {loaded.path for loaded in result.matches} | {e.path for e in result.problems}
        for path in list(self._cache):
            if path not in seen:  # pop: the autosaver's thread may forget one meanwhile
                self._cache.pop(path, None)
        if move_damaged:
            self._remove_stale_temporaries()
        self._write_checked({path.name for path in seen})
        result.matches.sort(key=lambda m: m.saved.updated, reverse=True)
        return result

    def latest_unfinished(self) -> LoadedMatch | None:
        """The newest unfinished match that replays (its ``state`` is ready)."""
        for loaded in self.scan().matches:
            if loaded.saved.finished:
                continue
            try:
                loaded.state  # noqa: B018 - replays a file listed without replaying it
            except MatchFileError:
                self.distrust(loaded.path)
                continue
            return loaded
        return None

    # ----- files already replayed in full --------------------------------------------------

    def distrust(self, path: Path) -> None:
        """Forget that ``path`` was checked: it is replayed in full next time."""
        with self._checked_lock:
            checked = self._checked_files()
            if checked.pop(path.name, None) is not None:
                self._checked_changed = True
        self._cache.pop(path, None)
        if path.parent == self.folder:
            self.summary_index.forget(path.name)
        self._write_checked()

    def _checked_files(self) -> dict[str, tuple[int, int]]:
        if self._checked is None:
            self._checked = self._read_checked()
        return self._checked

    def _read_checked(self) -> dict[str, tuple[int, int]]:
        try:
            if self.checked_path.stat().st_size > MAX_FILE_BYTES:
                return {}
            data = json.loads(self.checked_path.read_bytes().decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return {}  # missing or damaged: everything is replayed again, nothing is lost
        if not isinstance(data, dict) or data.get("stamp") != _CHECKED_STAMP:
            return {}
        files = data.get("files")
        if not isinstance(files, dict):
            return {}
        checked: dict[str, tuple[int, int]] = {}
        for name, value in files.items():
            if (isinstance(name, str) and isinstance(value, list) and len(value) == 2
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
                checked[name] = (value[0], value[1])
        return checked

    def _is_checked(self, path: Path, key: tuple[int, int]) -> bool:
        if path.parent != self.folder:
            return False
        with self._checked_lock:
            return self._checked_files().get(path.name) == key

    def _mark_checked(self, path: Path, key: tuple[int, int] | None = None) -> None:
        if path.parent != self.folder:
            return
        if key is None:
            try:
                stat = path.stat()
            except OSError:
                return
            key = (stat.st_mtime_ns, stat.st_size)
        with self._checked_lock:
            self._checked_files()[path.name] = key
            self._checked_changed = True

    def _write_checked(self, present: set[str] | None = None) -> None:
        """Keep the list on disk (``present``: the files now in the folder, to forget others)."""
        with self._checked_lock:
            checked = self._checked_files()
            for name in [n for n in checked if present is not None and n not in present]:
                del checked[name]
                self._checked_changed = True
            if not self._checked_changed:
                return
            data = {"stamp": _CHECKED_STAMP,
                    "files": {name: list(key) for name, key in sorted(checked.items())}}
            self._checked_changed = False
        with contextlib.suppress(SaveError):  # only a speed-up: otherwise files replay again
            write_atomic(self.checked_path, json.dumps(data, indent=0) + "\n")

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
