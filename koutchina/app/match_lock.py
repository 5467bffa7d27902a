"""One match, one program: the match being played is locked so that a second Koutchina on the
same data folder neither offers nor resumes it (both would autosave to the same file and the
last writer would erase the other's moves).

A ``QLockFile`` per match id in the ``locks`` folder beside the matches folder. The lock names
the process that holds it: a lock left by a program that crashed is stale (its process is gone)
and is taken over. When locks cannot be written at all (a read-only disk), the match is played
unlocked rather than not at all.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QLockFile

log = logging.getLogger(__name__)


class MatchLock:
    """Holds the lock of at most one match at a time (the one this window plays)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.match_id: str | None = None
        self._lock: QLockFile | None = None

    def path_for(self, match_id: str) -> Path:
        return self.folder / f"{match_id}.lock"

    def take(self, match_id: str) -> bool:
        """Lock ``match_id`` (releasing the match held before); False if another program
        plays it."""
        if self._lock is not None and self.match_id == match_id:
            return True
        lock = self._new_lock(match_id)
        if lock is None:
            return True  # nowhere to lock: play unlocked
        if not lock.tryLock(0):
            if lock.error() == QLockFile.LockError.LockFailedError:
                return False
            log.warning("match %s not locked (lock error %s)", match_id, lock.error())
            return True
        self.release()
        self._lock, self.match_id = lock, match_id
        return True

    def busy(self, match_id: str) -> bool:
        """Is ``match_id`` being played by another program (or another window)?"""
        if self._lock is not None and self.match_id == match_id:
            return False
        lock = self._new_lock(match_id)
        if lock is None:
            return False
        if lock.tryLock(0):
            lock.unlock()
            return False
        return lock.error() == QLockFile.LockError.LockFailedError

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
        self._lock, self.match_id = None, None

    def _new_lock(self, match_id: str) -> QLockFile | None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.warning("matches cannot be locked in %s: %s", self.folder, error)
            return None
        lock = QLockFile(str(self.path_for(match_id)))
        lock.setStaleLockTime(0)  # stale only when the process that locked it is gone
        return lock
