"""The person's turn timer: a countdown in whole seconds that waits while the table is busy or
the person looks elsewhere, and says when it has run out (the controller then acts for them)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget


class TurnTimer(QObject):
    """One countdown at a time, for one seat."""

    ticked = Signal(int, int)  # seat, seconds left
    paused = Signal(int, bool)  # seat, whether the countdown now waits for the person
    ran_out = Signal(int)  # seat

    def __init__(self, busy: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._busy = busy  # the table shows something: the countdown waits
        self.tick_ms = 1000
        # True while the person is not looking at the table: the countdown waits
        self.held: Callable[[], bool] = lambda: False
        self.seconds_left = 0
        self._seat: int | None = None
        self._was_held = False
        self._resumed: tuple[int, int] | None = None  # (seat, seconds) from a saved match
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    @property
    def seat(self) -> int | None:
        """The seat whose countdown runs, if any."""
        return self._seat

    def resume_from(self, timer_left: tuple[int, int] | None) -> None:
        """The next countdown of that seat starts from the seconds a saved match had left."""
        self._resumed = timer_left

    def start(self, seat: int, seconds: int) -> None:
        """Count down ``seconds`` for ``seat`` (fewer if a saved match had fewer left)."""
        if seconds <= 0:
            return
        if self._resumed is not None:
            resumed_seat, resumed_seconds = self._resumed
            self._resumed = None
            if resumed_seat == seat:
                seconds = max(1, min(seconds, resumed_seconds))
        self._seat = seat
        self._was_held = False
        self.seconds_left = seconds
        self.ticked.emit(seat, seconds)
        self._timer.start(self.tick_ms)

    def stop(self) -> None:
        self._timer.stop()
        self._seat = None

    def acted(self, seat: int) -> None:
        """``seat`` has acted: its countdown, if it ran, stops."""
        if self._seat == seat:
            self.stop()

    def _tick(self) -> None:
        seat = self._seat
        if seat is None:
            self._timer.stop()
            return
        held = self.held()
        if held != self._was_held:
            self._was_held = held
            self.paused.emit(seat, held)
        if self._busy() or held:
            return
        self.seconds_left -= 1
        self.ticked.emit(seat, self.seconds_left)
        if self.seconds_left > 0:
            return
        self.stop()
        self.ran_out.emit(seat)


def person_is_elsewhere(window: QWidget) -> bool:
    """``window`` (the table's) is minimized, another program or another of our windows is in
    front (Rules, History, a dialog, a menu): the person's turn timer waits meanwhile."""
    if window.isMinimized():
        return True
    if QApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
        return True
    modal = QApplication.activeModalWidget()  # a box over one other window only blocks it
    if modal is not None and modal.windowModality() == Qt.WindowModality.ApplicationModal:
        return True
    focus = QGuiApplication.focusWindow()
    return focus is not None and focus is not window.windowHandle() and focus.isVisible()
