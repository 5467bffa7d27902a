"""List the matches folder as summaries: from the summary index for every file it knows as it
stands, by reading and replaying the others (the first start after an upgrade replays them all,
reporting its progress). What History and Statistics show comes from here."""

from __future__ import annotations

import contextlib
import os
import stat
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from .errors import MatchFileError
from .match_ids import settle_match_ids
from .saves import LoadedMatch, SavedMatch
from .summaries import MatchSummary, summarize
from .summary_index import SummaryIndex, key_of

Progress = Callable[[int, int], None]  # (files read so far, files to read)


class MatchFolder(Protocol):
    """What the listing needs of the folder (store.MatchStore, which calls it: named here so
    that this module does not import it back)."""

    folder: Path
    summary_index: SummaryIndex

    def path_for(self, match_id: str) -> Path: ...

    def save(self, saved: SavedMatch) -> Path: ...

    def load(self, path_or_id: Path | str, remember: bool = True) -> LoadedMatch: ...

    def distrust(self, path: Path) -> None: ...

    def refused(self, error: MatchFileError, problems: list[MatchFileError],
                moved: dict[Path, Path], move_damaged: bool) -> None: ...


@dataclass
class _Clashing:
    """The files to settle, as ``settle_match_ids`` reads and corrects them."""

    matches: list[LoadedMatch] = field(default_factory=list)
    problems: list[MatchFileError] = field(default_factory=list)
    new_ids: dict[Path, LoadedMatch] = field(default_factory=dict)


@dataclass
class Listing:
    """The folder as History shows it: summaries (newest first) and one error per bad file."""

    summaries: list[MatchSummary] = field(default_factory=list)
    problems: list[MatchFileError] = field(default_factory=list)
    moved: dict[Path, Path] = field(default_factory=dict)  # damaged file -> where it went
    new_ids: dict[Path, MatchSummary] = field(default_factory=dict)  # copied id -> fresh id
    replayed: int = 0  # files read and replayed because the index did not know them as they are


def list_folder(store: MatchFolder, move_damaged: bool, progress: Progress | None) -> Listing:
    listing = Listing()
    index = store.summary_index
    to_read: list[tuple[Path, tuple[int, int, int] | None]] = []
    folder = str(store.folder)
    for name in match_file_names(store.folder):
        try:
            status = os.stat(os.path.join(folder, name))
        except OSError:  # gone or unreadable: the load names the problem
            to_read.append((store.folder / name, None))
            continue
        key = key_of(status)
        known = index.get(name, key) if stat.S_ISREG(status.st_mode) else None
        if known is not None:
            listing.summaries.append(known)
        else:
            to_read.append((store.folder / name, key))
    if progress is not None:
        progress(0, len(to_read))
    for done, (path, file_key) in enumerate(to_read, 1):
        summary = _read(store, path, file_key, listing, move_damaged)
        if summary is not None:
            listing.summaries.append(summary)
        if progress is not None:
            progress(done, len(to_read))
    listing.replayed = len(to_read)
    _settle_ids(store, listing)
    index.keep_only({summary.path.name for summary in listing.summaries})
    index.write()
    listing.summaries.sort(key=lambda summary: summary.updated, reverse=True)
    return listing


def match_file_names(folder: Path) -> list[str]:
    """The names of the entries that should be match files (temporary files of atomic writes
    excluded), sorted as strings (10,000 paths sort slowly); ``MatchStore.candidates`` too."""
    try:
        with os.scandir(folder) as entries:
            names = [entry.name for entry in entries]
    except OSError:
        return []
    return sorted(n for n in names if n.endswith(".json") and not n.startswith("."))


def _read(store: MatchFolder, path: Path, key: tuple[int, int, int] | None, listing: Listing,
          move_damaged: bool) -> MatchSummary | None:
    """Replay one file (a file the checked list trusts is replayed too: a summary holds only
    the replay's facts) and index its summary under the key it had before it was read."""
    try:
        loaded = store.load(path, remember=False)
        loaded.state  # noqa: B018 - replays what the checked list let through unreplayed
    except MatchFileError as error:
        store.distrust(path)
        store.refused(error, listing.problems, listing.moved, move_damaged)
        return None
    summary = summarize(path, loaded.saved)
    if key is not None:
        store.summary_index.put(path.name, key, summary)
    return summary


def _settle_ids(store: MatchFolder, listing: Listing) -> None:
    """Files stating one match id, or named otherwise than their id: settled by
    ``settle_match_ids`` on those files only (read in full)."""
    groups: dict[str, list[MatchSummary]] = defaultdict(list)
    for summary in listing.summaries:
        groups[summary.match_id].append(summary)
    unsettled = [summary for group in groups.values() for summary in group
                 if len(group) > 1 or summary.path.name != f"{summary.match_id}.json"]
    if not unsettled:
        return
    clashing = _Clashing()
    for summary in unsettled:
        try:
            clashing.matches.append(store.load(summary.path, remember=False))
        except MatchFileError as error:
            clashing.problems.append(error)
    settle_match_ids(store, clashing)
    before = {summary.path for summary in unsettled}
    listing.summaries = [s for s in listing.summaries if s.path not in before]
    listing.summaries.extend(_indexed(store, loaded) for loaded in clashing.matches)
    listing.problems.extend(clashing.problems)
    for old, loaded in clashing.new_ids.items():
        listing.new_ids[old] = _indexed(store, loaded)


def _indexed(store: MatchFolder, loaded: LoadedMatch) -> MatchSummary:
    summary = summarize(loaded.path, loaded.saved)
    with contextlib.suppress(OSError):  # listed now, read again next time
        store.summary_index.put(loaded.path.name, key_of(os.stat(loaded.path)), summary)
    return summary


__all__ = ["Listing", "MatchFolder", "Progress", "list_folder", "match_file_names"]
