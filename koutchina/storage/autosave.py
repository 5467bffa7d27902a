"""Autosave on a background thread: the caller (the GUI thread) never waits on the disk.

``submit`` returns at once. Snapshots are written in the order they were submitted; when several
snapshots of the same match are waiting, only the newest is written. A failed write is reported
to ``on_error`` (called on the saver's thread: a Qt caller should forward it through a queued
signal) and the next submit tries again. ``flush`` waits until everything submitted is written.
``submit_change`` changes a match that is not on the table: its file is read, changed and
written on the saver's thread too.
Every failure goes to the log with its reason (a run of the same failure as one line), and so
does the first save that succeeds after failures.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from ..engine import MatchState
from .errors import MatchFileError, Problem, SaveError
from .practice_log import PracticeLog
from .saves import SavedMatch, SeatInfo, TimerState, now_utc, saved_match_of
from .store import MatchStore

log = logging.getLogger(__name__)


class Autosaver:
    def __init__(
        self,
        store: MatchStore,
        on_error: Callable[[SaveError], None] | None = None,
        on_saved: Callable[[Path], None] | None = None,
    ) -> None:
        self.store = store
        self.on_error = on_error
        self.on_saved = on_saved
        self.last_error: SaveError | None = None
        self._failures = 0  # in a row, since the last save that succeeded
        self._pending: dict[str, SavedMatch | Callable[[], SavedMatch | None]] = {}
        self._busy = False
        self._closed = False
        self._condition = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="koutchina-autosave", daemon=True)
        self._thread.start()

    def submit(self, saved: SavedMatch) -> None:
        """Queue a snapshot for writing. Do not change ``saved`` afterwards."""
        self._queue(saved.match_id, saved)

    def submit_state(
        self,
        state: MatchState,
        *,
        match_id: str,
        seats: list[SeatInfo],
        created: datetime,
        timer: TimerState | None = None,
        practice: PracticeLog | None = None,
    ) -> None:
        """Queue the match as it is now. Only a copy of the state is made on the caller's
        thread (about 0.1 ms); the record is built and written on the saver's thread."""
        snapshot = state.clone()
        updated = now_utc()
        seats = list(seats)
        log = practice.copy() if practice is not None else None

        def build() -> SavedMatch:
            saved = saved_match_of(
                snapshot, match_id=match_id, seats=seats, created=created, timer=timer,
                practice=log,
            )
            saved.updated = updated
            return saved

        self._queue(match_id, build)

    def submit_change(
        self, match_id: str, change: Callable[[SavedMatch], SavedMatch]
    ) -> None:
        """Queue a change to a saved match that is not on the table: ``change`` gets a copy
        of the match as last submitted (or, when nothing of it is waiting, as its file holds
        it, read on the saver's thread) and returns it changed. If the file cannot be read or
        the change fails, the file is left as it is: the change is dropped with a line in the
        log, and ``on_error`` is not told (nothing failed to save). A snapshot of the same
        match submitted after this replaces it, as it replaces any waiting snapshot."""
        with self._condition:  # a re-entrant lock: read what waits and queue in one step
            earlier = self._pending.get(match_id)
            self._queue(match_id, self._changed(match_id, earlier, change))

    def _changed(
        self,
        match_id: str,
        earlier: SavedMatch | Callable[[], SavedMatch | None] | None,
        change: Callable[[SavedMatch], SavedMatch],
    ) -> Callable[[], SavedMatch | None]:
        def build() -> SavedMatch | None:
            if callable(earlier):
                base = earlier()
            else:  # a copy: a snapshot given to ``submit`` is the caller's, a loaded match
                # may be the store's remembered one that the window holds
                try:
                    loaded = earlier if earlier is not None else \
                        self.store.load(match_id, remember=False).saved
                    base = loaded.model_copy(deep=True)
                except MatchFileError as error:
                    log.warning("%s left as it is, its file cannot be read: %s", match_id, error)
                    return None
            if base is None:
                return None
            try:
                return change(base)
            except Exception:  # the match is not on the table: its file stays as it was
                log.exception("%s left as it is, the change to it failed", match_id)
                return None

        return build

    def _queue(
        self, match_id: str, item: SavedMatch | Callable[[], SavedMatch | None]
    ) -> None:
        with self._condition:
            if self._closed:
                raise RuntimeError("the autosaver is closed")
            self._pending.pop(match_id, None)  # the newer snapshot goes to the back
            self._pending[match_id] = item
            self._condition.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every submitted snapshot is written (or failed). False on timeout."""
        with self._condition:
            return self._condition.wait_for(
                lambda: not self._pending and not self._busy, timeout=timeout
            )

    def close(self, timeout: float | None = 10.0) -> bool:
        """Write what is waiting, then stop the thread. True if everything was written."""
        flushed = self.flush(timeout)
        with self._condition:
            self._closed = True
            self._condition.notify_all()
        self._thread.join(timeout)
        return flushed

    @property
    def pending(self) -> int:
        with self._condition:
            return len(self._pending) + (1 if self._busy else 0)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return  # closed and nothing left
                match_id = next(iter(self._pending))
                item = self._pending.pop(match_id)
                self._busy = True
            try:
                self._write(match_id, item)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()

    def _write(
        self, match_id: str, item: SavedMatch | Callable[[], SavedMatch | None]
    ) -> None:
        try:
            saved = item if isinstance(item, SavedMatch) else item()
            if saved is None:
                return  # a change dropped (its file unreadable, or it failed): nothing to write
            path = self.store.save(saved)
        except SaveError as error:
            self._failed(error)
            return
        except Exception as error:  # never let the saver thread die silently
            path = self.store.path_for(match_id)
            self._failed(SaveError(path, Problem.WRITE_FAILED, str(error)))
            return
        if self._failures:
            log.info("autosave of %s succeeded after %d failed", path, self._failures)
        self._failures = 0
        self.last_error = None
        if self.on_saved is not None:
            self._call(self.on_saved, path)

    def _failed(self, error: SaveError) -> None:
        previous = self.last_error
        if previous is None or previous.message != error.message:
            log.warning("autosave failed: %s", error.message)
        self._failures += 1
        self.last_error = error
        if self.on_error is not None:
            self._call(self.on_error, error)

    @staticmethod
    def _call(callback: Callable[..., object], argument: object) -> None:
        with contextlib.suppress(Exception):  # a broken callback must not stop the saving
            callback(argument)

