"""Logging to a file in the platformdirs log folder; Help > About shows ``log_file_path()``.

Call ``setup_logging()`` once, first thing in ``main()``. It writes to
``user_log_dir("Koutchina")/koutchina.log`` (on Linux ``~/.local/state/Koutchina/log``), keeps
three older files of at most 1 MB each, records uncaught exceptions with their traceback and
routes Qt's own warnings into the same file. It never writes next to the executable.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
from pathlib import Path
from types import TracebackType

from koutchina import __version__
from koutchina.storage import paths

LOG_FILE_NAME = "koutchina.log"
MAX_LOG_BYTES = 1_000_000
KEPT_OLD_LOGS = 3
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_HANDLER_NAME = "koutchina-file"
log = logging.getLogger("koutchina")


def log_dir() -> Path:
    """The folder the log file lives in (platform dependent, per user)."""
    return paths.log_dir()


def log_file_path() -> Path:
    """The current log file, as shown in Help > About."""
    return log_dir() / LOG_FILE_NAME


def _file_handler(path: Path) -> logging.Handler:
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=MAX_LOG_BYTES, backupCount=KEPT_OLD_LOGS, encoding="utf-8"
    )
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    return handler


def _log_uncaught(
    kind: type[BaseException], value: BaseException, trace: TracebackType | None
) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, trace)
        return
    log.critical("uncaught exception", exc_info=(kind, value, trace))


def _route_qt_messages() -> None:
    """Send qDebug/qWarning/qCritical (missing plugins, bad fonts...) to the log file."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("koutchina.qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handle(kind: QtMsgType, _context: object, message: str) -> None:
        qt_log.log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handle)


def setup_logging(level: int = logging.INFO, *, route_qt: bool = True) -> Path:
    """Start logging to the log file and return its path. Safe to call more than once.

    If the folder cannot be written (read-only home...), messages go to stderr when there is
    one, and the intended path is still returned.
    """
    path = log_file_path()
    root = logging.getLogger()
    root.setLevel(level)
    if not any(h.get_name() == _HANDLER_NAME for h in root.handlers):
        try:
            root.addHandler(_file_handler(path))
        except OSError as error:
            if sys.stderr is not None:
                fallback = logging.StreamHandler(sys.stderr)
                fallback.set_name(_HANDLER_NAME)
                fallback.setFormatter(logging.Formatter(LOG_FORMAT))
                root.addHandler(fallback)
            log.warning("cannot write the log file %s: %s", path, error)
    sys.excepthook = _log_uncaught
    if route_qt:
        _route_qt_messages()
    frozen = getattr(sys, "frozen", False)
    log.info(
        "Koutchina %s starting (%s, Python %s, %s)",
        __version__,
        f"bundle {Path(sys.executable).parent}" if frozen else "from Python",
        platform.python_version(),
        platform.platform(),
    )
    return path
