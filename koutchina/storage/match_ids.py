"""One match id, one file: settle clashes found in the matches folder without overwriting.

A file copied or renamed by hand can state the id of another match; the program saves a match
to ``<match id>.json``, so resuming it would overwrite the other one. When several files state
one id, the file already named ``<id>.json`` keeps it (or, if no file is, the oldest match, then
renamed so); every other one (the newcomers) is written under a fresh id and its old name
removed, so its moves are kept whole. A file merely named otherwise than its id is renamed.
"""

from __future__ import annotations

import contextlib
import os
from collections import defaultdict
from pathlib import Path
from typing import Protocol

from .errors import MatchFileError, Problem, SaveError
from .saves import LoadedMatch, SavedMatch, new_match_id


class MatchFolder(Protocol):
    """What settling ids needs of the folder (store.MatchStore, which calls it: named here
    so that this module does not import it back)."""

    def path_for(self, match_id: str) -> Path: ...

    def save(self, saved: SavedMatch) -> Path: ...

    def distrust(self, path: Path) -> None: ...


class FolderContents(Protocol):
    """What settling ids reads and corrects of a look at the folder (store.ScanResult)."""

    matches: list[LoadedMatch]
    problems: list[MatchFileError]
    new_ids: dict[Path, LoadedMatch]


def settle_match_ids(store: MatchFolder, result: FolderContents) -> None:
    """Give every match of ``result`` a file of its own (``result.new_ids`` lists newcomers)."""
    groups: dict[str, list[LoadedMatch]] = defaultdict(list)
    for loaded in result.matches:
        groups[loaded.saved.match_id].append(loaded)
    settled: list[LoadedMatch] = []
    for match_id, group in groups.items():
        own = store.path_for(match_id)
        group.sort(key=lambda m: (m.path != own, m.saved.created, m.path.name))
        keeper, newcomers = group[0], group[1:]
        if keeper.path != own:
            renamed = _rename_to(store, keeper, own) if not _occupied(own) else None
            if renamed is None:
                newcomers.insert(0, keeper)  # the name is another file's: a fresh id
            else:
                settled.append(renamed)
        else:
            settled.append(keeper)
        for newcomer in newcomers:
            moved = _fresh_id(store, newcomer)
            if isinstance(moved, LoadedMatch):
                result.new_ids[newcomer.path] = moved
                settled.append(moved)
            else:
                result.problems.append(moved)  # not listed: resuming it would overwrite
    result.matches = settled


def _occupied(path: Path) -> bool:
    return os.path.lexists(path)


def _rename_to(store: MatchFolder, loaded: LoadedMatch, target: Path) -> LoadedMatch | None:
    """Move the file to ``target`` unless something is there (never overwrites)."""
    try:
        os.link(loaded.path, target)  # fails if the name is taken, unlike a rename
    except FileExistsError:
        return None
    except OSError:
        if _occupied(target):
            return None
        try:
            os.rename(loaded.path, target)  # no hard links here (FAT ...)
        except OSError:
            return None
    else:
        with contextlib.suppress(OSError):
            os.unlink(loaded.path)
    store.distrust(loaded.path)
    return LoadedMatch(target, loaded.saved, loaded.state if loaded.replayed else None)


def _fresh_id(store: MatchFolder, loaded: LoadedMatch) -> LoadedMatch | MatchFileError:
    """Write the match under a fresh id, then remove the old file."""
    stated = loaded.saved.match_id
    match_id = new_match_id(loaded.saved.game)
    while _occupied(store.path_for(match_id)):
        match_id = new_match_id(loaded.saved.game)
    saved = loaded.saved.model_copy(update={"match_id": match_id})
    try:
        path = store.save(saved)
    except SaveError as error:
        return MatchFileError(loaded.path, Problem.DUPLICATE_ID,
                              f"{stated}; a fresh id could not be written: {error.detail}")
    with contextlib.suppress(OSError):
        os.unlink(loaded.path)
    store.distrust(loaded.path)
    return LoadedMatch(path, saved, loaded.state if loaded.replayed else None)
