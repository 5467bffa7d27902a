"""An error in the program while the window runs is told to the person, once, with the log
file's path: an exception escaping a menu action left New match doing nothing, without a word
(player-eye review)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox, QWidget

from koutchina.app.logging_setup import log_file_path
from koutchina.app.problem_notice import tell_problems


def _boom() -> tuple[type[BaseException], BaseException, None]:
    error = RuntimeError("a slot failed")
    return type(error), error, None


def test_an_uncaught_error_is_logged_and_told_once(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    logged: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, value, trace: logged.append(value))
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    notice = tell_problems(window)
    try:
        sys.excepthook(*_boom())
        sys.excepthook(*_boom())  # a second error while the first is told adds no box
        qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
        qtbot.wait(50)
        boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
        assert len(boxes) == 1 and len(logged) == 2
        box = boxes[0]
        assert "could not finish what you asked" in box.text()
        assert str(log_file_path()) in box.informativeText()
        box.done(0)
        assert notice.box is None
        sys.excepthook(*_boom())  # a later error is told again
        qtbot.waitUntil(lambda: notice.box is not None and notice.box.isVisible(), timeout=3000)
        notice.box.done(0)
    finally:
        sys.excepthook = notice._logged
