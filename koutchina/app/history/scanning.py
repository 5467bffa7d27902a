"""Look through the matches folder on a worker thread; the answer arrives on the GUI thread."""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from ...storage import MatchStore, ScanResult

log = logging.getLogger(__name__)


class FolderScan(QObject):
    """``finished(ScanResult)`` is delivered on the GUI thread (queued across threads)."""

    finished = Signal(object)

    def __init__(self, store: MatchStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, move_damaged: bool = False) -> None:
        self._thread = threading.Thread(
            target=self._run, args=(move_damaged,), name="koutchina-scan", daemon=True
        )
        self._thread.start()

    def wait(self, timeout: float = 10.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, move_damaged: bool) -> None:
        try:
            result = self.store.scan(move_damaged=move_damaged)
        except Exception:  # the program goes on with an empty history
            log.exception("the matches folder could not be read")
            result = ScanResult()
        self.finished.emit(result)
