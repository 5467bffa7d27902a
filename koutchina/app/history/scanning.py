"""Look through the matches folder on a worker thread; the answer arrives on the GUI thread
through a ``ThreadRelay`` (thread_relay.py), as the bots' answers do."""

from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Signal

from ...storage import MatchStore, ScanResult
from ..thread_relay import ThreadRelay

log = logging.getLogger(__name__)


class FolderScan(QObject):
    """``finished(ScanResult)`` is delivered in the scan's thread of birth (the GUI thread)."""

    finished = Signal(object)

    def __init__(self, store: MatchStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._thread: threading.Thread | None = None
        self._relay = ThreadRelay(self)
        self._relay.delivered.connect(self.finished)

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
        try:
            self._relay.post(result)
        except RuntimeError:  # the window closed while the folder was read: nobody waits
            log.debug("folder scan dropped: its window is gone")
