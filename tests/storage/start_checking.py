"""Running the program's start check in a test: the check finished, and the report it shows."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from koutchina.app.history.start_check import StartCheck
from koutchina.app.main_window import MainWindow


def start_check(qtbot, window: MainWindow) -> StartCheck:  # type: ignore[no-untyped-def]
    """The window's start check, run to its end."""
    check = window.check_saves_at_start()
    with qtbot.waitSignal(check.done, timeout=15000):
        pass
    return check


def shown_report(check: StartCheck) -> QMessageBox:
    """The report box the check put in front of the person."""
    box = check.report_box
    assert box is not None and box.isVisible()
    return box
