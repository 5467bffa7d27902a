"""A program error in the window is told, not only logged: an exception escaping a menu action
or a button's slot left the person with nothing happening and no word (player-eye review: New
match did nothing twice). One short message names the log file; the log keeps the traceback.
A second error while the message is open adds nothing to it."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from .logging_setup import log_file_path

log = logging.getLogger(__name__)

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], None]


class ProblemNotice(QObject):
    """Chains to the hook that logs an uncaught exception, then tells the person (on the
    window's thread, once the event that failed is over)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.box: QMessageBox | None = None
        self._logged: Hook = sys.excepthook

    def install(self) -> None:
        self._logged = sys.excepthook
        sys.excepthook = self.excepthook

    def excepthook(self, kind: type[BaseException], value: BaseException,
                   trace: TracebackType | None) -> None:
        self._logged(kind, value, trace)
        if issubclass(kind, KeyboardInterrupt) or QThread.currentThread() is not self.thread():
            return
        if self.box is None:
            QTimer.singleShot(0, self, self._tell)

    def _tell(self) -> None:
        if self.box is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Koutchina"), self.tr(
            "Koutchina could not finish what you asked: an error in the program stopped it."),
            QMessageBox.StandardButton.Close, self.window)
        box.setInformativeText(self.tr(
            "Your matches are saved after every move. What went wrong is written in the log "
            "file: {path}").format(path=log_file_path()))
        box.finished.connect(self._closed)
        self.box = box
        box.open()

    def _closed(self) -> None:
        self.box = None


def tell_problems(window: QWidget) -> ProblemNotice:
    """Install the notice for ``window`` (after logging is set up)."""
    notice = ProblemNotice(window)
    notice.install()
    if QCoreApplication.instance() is None:
        log.warning("no application: program errors are only logged")
    return notice


__all__ = ["ProblemNotice", "tell_problems"]
