"""A program error in the window is told, not only logged: an exception escaping a menu action
or a button's slot left the person with nothing happening and no word (player-eye review: New
match did nothing twice). One short message, once a session, names the log file; the log keeps
every traceback. An error that comes back (in a paint or a timer) is not told again: a message
each time would lock the window under message boxes."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, QThread, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from .logging_setup import log_file_path
from .window_looks import dress_dialog

log = logging.getLogger(__name__)

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], None]


class ProblemNotice(QObject):
    """Chains to the hook that logs an uncaught exception, then tells the person (on the
    window's thread, once the event that failed is over), the first time only. The window
    closed, the hook it replaced is put back."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.box: QMessageBox | None = None
        self.told = False
        self._logged: Hook | None = None
        window.destroyed.connect(self.uninstall)

    def install(self) -> None:
        if self._logged is None:
            self._logged = sys.excepthook
            sys.excepthook = self.excepthook

    def uninstall(self) -> None:
        if self._logged is not None and sys.excepthook == self.excepthook:
            sys.excepthook = self._logged
        self._logged = None

    def excepthook(self, kind: type[BaseException], value: BaseException,
                   trace: TracebackType | None) -> None:
        (self._logged or sys.__excepthook__)(kind, value, trace)
        if self.told or issubclass(kind, KeyboardInterrupt):
            return
        if QThread.currentThread() is self.thread():  # a worker's error is only logged
            self.told = True
            QTimer.singleShot(0, self, self._tell)

    def _tell(self) -> None:
        try:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Koutchina"), self.tr(
                "Koutchina could not finish what you asked: an error in the program stopped "
                "it."), QMessageBox.StandardButton.Close, self.window)
            box.setInformativeText(self.tr(
                "Your matches are saved after every move. What went wrong is written in the "
                "log file: {path}").format(path=log_file_path()))
            box.finished.connect(self._closed)
            dress_dialog(box)
            self.box = box
            box.open()
        except Exception:  # telling must not fail in turn; the log has the first error
            log.exception("the program error could not be told")

    def _closed(self) -> None:
        self.box = None


def tell_problems(window: QWidget) -> ProblemNotice:
    """Install the notice for ``window`` (after logging is set up)."""
    notice = ProblemNotice(window)
    notice.install()
    return notice


__all__ = ["ProblemNotice", "tell_problems"]
