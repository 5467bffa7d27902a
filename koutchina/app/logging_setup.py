"""Logging to a file in the platformdirs log folder; Help > About shows ``log_file_path()``.

``runtime_facts()`` gathers what an About box or a bug report needs (version, log file, save
and settings folders, bundle folder, Python/Qt/PySide6 versions) as plain values, so the
window can label them with tr().

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
from dataclasses import dataclass
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


@dataclass(frozen=True)
class RuntimeFacts:
    """What Help > About and a bug report need: what runs, and where its files are."""

    version: str
    log_file: Path
    data_folder: Path
    settings_folder: Path
    bundle_folder: Path | None  # the unpacked program, when running from a PyInstaller bundle
    python_version: str
    qt_version: str
    pyside_version: str
    system: str


def runtime_facts() -> RuntimeFacts:
    """Gather the facts (cheap; reads the environment each time, like platformdirs)."""
    import PySide6
    from PySide6.QtCore import qVersion

    frozen = getattr(sys, "frozen", False)
    return RuntimeFacts(
        version=__version__,
        log_file=log_file_path(),
        data_folder=paths.data_dir(),
        settings_folder=paths.config_dir(),
        bundle_folder=Path(sys.executable).parent if frozen else None,
        python_version=platform.python_version(),
        qt_version=qVersion(),
        pyside_version=PySide6.__version__,
        system=platform.platform(),
    )


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
    facts = runtime_facts()
    log.info(
        "Koutchina %s starting (%s, Python %s, Qt %s, PySide6 %s, %s)",
        facts.version,
        f"bundle {facts.bundle_folder}" if facts.bundle_folder else "from Python",
        facts.python_version,
        facts.qt_version,
        facts.pyside_version,
        facts.system,
    )
    log.info("saves in %s, settings in %s", facts.data_folder, facts.settings_folder)
    return path
