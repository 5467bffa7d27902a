"""Autosave on a background thread: the caller (the GUI thread) never waits on the disk.

``submit`` returns at once. Snapshots are written in the order they were submitted; when several
snapshots of the same match are waiting, only the newest is written. A failed write is reported
to ``on_error`` (called on the saver's thread: a Qt caller should forward it through a queued
signal) and the next submit tries again. ``flush`` waits until everything submitted is written.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

from .errors import Problem, SaveError
from .saves import SavedMatch
from .store import MatchStore


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
        self._pending: dict[str, SavedMatch] = {}
        self._busy = False
        self._closed = False
        self._condition = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="koutchina-autosave", daemon=True)
        self._thread.start()

    def submit(self, saved: SavedMatch) -> None:
        """Queue a snapshot for writing. Do not change ``saved`` afterwards."""
        with self._condition:
            if self._closed:
                raise RuntimeError("the autosaver is closed")
            self._pending.pop(saved.match_id, None)  # the newer snapshot goes to the back
            self._pending[saved.match_id] = saved
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
                saved = self._pending.pop(match_id)
                self._busy = True
            try:
                self._write(saved)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()

    def _write(self, saved: SavedMatch) -> None:
        try:
            path = self.store.save(saved)
        except SaveError as error:
            self.last_error = error
            if self.on_error is not None:
                self._call(self.on_error, error)
            return
        except Exception as error:  # never let the saver thread die silently
            path = self.store.path_for(saved.match_id)
            wrapped = SaveError(path, Problem.WRITE_FAILED, str(error))
            self.last_error = wrapped
            if self.on_error is not None:
                self._call(self.on_error, wrapped)
            return
        self.last_error = None
        if self.on_saved is not None:
            self._call(self.on_saved, path)

    @staticmethod
    def _call(callback: Callable[..., object], argument: object) -> None:
        with contextlib.suppress(Exception):  # a broken callback must not stop the saving
            callback(argument)

