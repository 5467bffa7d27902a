"""An error in the program while the window runs is told to the person once, with the log
file's path: an exception escaping a menu action left New match doing nothing, without a word
(player-eye review). An error that keeps coming back is not told again (a box after each one
would lock the window); every error is logged; the window gone, the hook is put back."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from koutchina.app.logging_setup import log_file_path
from koutchina.app.problem_notice import tell_problems


def _boom() -> tuple[type[BaseException], BaseException, None]:
    error = RuntimeError("a slot failed")
    return type(error), error, None


def _boxes(window: QWidget) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_an_uncaught_error_is_logged_every_time_and_told_once(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    logged: list[BaseException] = []
    before = lambda kind, value, trace: logged.append(value)  # noqa: E731
    monkeypatch.setattr(sys, "excepthook", before)
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    notice = tell_problems(window)
    notice.install()  # twice: still one link in the chain
    try:
        sys.excepthook(*_boom())
        sys.excepthook(*_boom())
        qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
        assert len(_boxes(window)) == 1 and len(logged) == 2
        box = _boxes(window)[0]
        assert "could not finish what you asked" in box.text()
        assert str(log_file_path()) in box.informativeText()
        box.done(0)
        assert notice.box is None
        for _ in range(5):  # an error that comes back, as from a paint or a timer
            sys.excepthook(*_boom())
            qtbot.wait(20)
        assert _boxes(window) == [] and len(logged) == 7
    finally:
        notice.uninstall()
    assert sys.excepthook is before


def test_a_workers_error_is_only_logged(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import threading

    logged: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, trace: logged.append(value))
    window = QWidget()
    qtbot.addWidget(window)
    notice = tell_problems(window)
    try:
        worker = threading.Thread(target=lambda: notice.excepthook(*_boom()))
        worker.start()
        worker.join()
        qtbot.wait(50)
        assert len(logged) == 1 and notice.box is None and not notice.told
    finally:
        notice.uninstall()


@pytest.mark.qt_no_exception_capture  # pytest-qt would take the error for the test's
def test_a_real_slots_error_reaches_the_person(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Through Qt's own path: a timer's slot raising."""
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, trace: None)
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    notice = tell_problems(window)
    try:
        def fail() -> None:
            raise RuntimeError("New match could not open")

        QTimer.singleShot(0, fail)
        qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
        notice.box.done(0)
    finally:
        notice.uninstall()
