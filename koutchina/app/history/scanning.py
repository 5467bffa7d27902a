"""List the matches folder on a worker thread; the listing arrives on the GUI thread.

The worker runs storage code only (no Qt object is made, owned or touched there): the listing
crosses through a ``ThreadRelay`` (the one way results cross threads), and the progress of a
long first listing is a pair of numbers the store's listing writes (``listing_progress``) and a
GUI-thread timer reads: History opened during the start check's first listing shows it too.
"""

from __future__ import annotations

import contextlib
import logging
import threading

from PySide6.QtCore import QObject, QTimer, Signal

from ...storage import MatchStore
from ...storage.listing import Listing
from ..thread_relay import ThreadRelay

log = logging.getLogger(__name__)

PROGRESS_EVERY_MS = 200


def _list_folder(store: MatchStore, move_damaged: bool, deliver: ThreadRelay) -> None:
    """The worker's whole job; it sees the relay only to post the answer."""
    try:
        listing = store.listing(move_damaged=move_damaged)
    except Exception:  # the program goes on with an empty history
        log.exception("the matches folder could not be read")
        listing = Listing()
    with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
        deliver.post(listing)


class FolderScan(QObject):
    """``finished(Listing)`` and ``progressed(done, total)`` come on the GUI thread."""

    finished = Signal(object)
    progressed = Signal(int, int)

    def __init__(self, store: MatchStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._thread: threading.Thread | None = None
        self._pending = 0  # listings started and not delivered yet
        self._relay = ThreadRelay(self)
        self._relay.delivered.connect(self._delivered)
        self._timer = QTimer(self)
        self._timer.setInterval(PROGRESS_EVERY_MS)
        self._timer.timeout.connect(self._tell_progress)

    @property
    def running(self) -> bool:
        return self._pending > 0

    def start(self, move_damaged: bool = False) -> None:
        self._thread = threading.Thread(
            target=_list_folder, args=(self.store, move_damaged, self._relay),
            name="koutchina-scan", daemon=True)
        self._pending += 1
        self._thread.start()
        self._timer.start()

    def wait(self, timeout: float = 10.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _tell_progress(self) -> None:
        done, total = self.store.listing_progress  # this listing's, or the one it waits for
        if total:
            self.progressed.emit(done, total)

    def _delivered(self, listing: object) -> None:
        self._pending = max(0, self._pending - 1)
        if not self._pending:
            self._timer.stop()
        self.finished.emit(listing)
