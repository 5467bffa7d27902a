"""The person's turn timer: a countdown in whole seconds that waits while the table is busy or
the person is elsewhere (another window, a box, a menu), and says when it has run out (the
controller then acts for them)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget


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
        # a seat's seconds left, kept through a move that does not end its turn (acted)
        self._kept: tuple[int, int] | None = None
        self._was_held = False
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    @property
    def seat(self) -> int | None:
        """The seat whose countdown runs, if any."""
        return self._seat

    def start(self, seat: int, seconds: int) -> None:
        """Count down ``seconds`` for ``seat`` (a reopened match too gives the whole turn
        time: its saved countdown, as little as 1 s, played for the person before they had
        their bearings). A turn that goes on after a move (acted) goes on with the seconds it
        had, not ``seconds``."""
        kept, self._kept = self._kept, None
        if seconds <= 0:
            return
        if kept is not None and kept[0] == seat:
            seconds = kept[1]
        self._seat = seat
        self._was_held = False
        self.seconds_left = seconds
        self.ticked.emit(seat, seconds)
        self._timer.start(self.tick_ms)

    def stop(self) -> None:
        self._timer.stop()
        self._seat = None
        self._kept = None

    def acted(self, seat: int, turn_goes_on: bool = False) -> None:
        """``seat`` has acted: its countdown, if it ran, stops. ``turn_goes_on``: the move
        does not end the turn (Court Piece's hidden trump asked for, a card still to play), and
        the turn's next start goes on with the seconds left, not the whole time again: else
        asking for the trump late in a turn bought a new one."""
        if self._seat != seat:
            return
        left = self.seconds_left
        self.stop()
        if turn_goes_on:
            self._kept = (seat, left)

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
    front (Rules, History, a dialog), a box over it waits for an answer, or a menu is open: the
    person's turn timer waits meanwhile."""
    if window.isMinimized():
        return True
    if QApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
        return True
    # a menu (of the menu bar, a context menu) gets no focus from the window manager on X11
    # or Wayland: the table's window keeps it while the person reads the menu
    if QApplication.activePopupWidget() is not None:
        return True
    modal = QApplication.activeModalWidget()
    if modal is not None and _blocks(modal, window):
        return True
    focus = QGuiApplication.focusWindow()
    return focus is not None and focus is not window.windowHandle() and focus.isVisible()


def _blocks(modal: QWidget, window: QWidget) -> bool:
    """Whether the modal ``modal`` keeps the person from ``window``: it blocks the whole
    program, or its own window and that window's owners, ``window`` among them: Qt's parents
    (a box opened over the table with ``open()``), and the window a side window is kept above
    (a box over History blocks the table too, as Qt blocks it, ``window_places.keep_above``)."""
    if modal.windowModality() == Qt.WindowModality.ApplicationModal:
        return True
    if modal.windowModality() != Qt.WindowModality.WindowModal:
        return False
    parent = modal.parentWidget()
    while parent is not None:
        top = parent.window()
        if top is window:
            return True
        parent = top.parentWidget() or _kept_above(top)
    return False


def _kept_above(top: QWidget) -> QWidget | None:
    """The window ``top`` is kept above (its transient parent), if it is one of ours."""
    handle = top.windowHandle()
    owner = handle.transientParent() if handle is not None else None
    if owner is None:
        return None
    return next((widget for widget in QApplication.topLevelWidgets()
                 if widget.windowHandle() is owner), None)


class OpenMenus(QObject):
    """Whether a menu of a menu bar is open, from its aboutToShow and aboutToHide: on macOS the
    menu bar is the system's, its menus no Qt popup (``person_is_elsewhere`` does not see
    them) and Qt only says when one opens and closes. A key pressed or a click in the bar's
    window shows that no menu is open, should a closing never have been said: the countdown
    would otherwise wait for the rest of the match."""

    _INPUT = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress)

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self._bar = bar
        self._open: set[int] = set()
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                self._watch(menu)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Only while a menu is said to be open (the filter sees every event of the program).
        The bar read with a default: a key or click reaching the program while this object's
        Python side goes away (at interpreter shutdown) finds no attributes, and must raise
        nothing (see status_line.StatusLine.eventFilter)."""
        if event.type() not in self._INPUT or not isinstance(watched, QWidget):
            return False
        bar = getattr(self, "_bar", None)
        if (bar is not None and not isinstance(watched, QMenu | QMenuBar)
                and watched.window() is bar.window()):
            self._closed_all()
        return False

    def _opened(self, key: int) -> None:
        if not self._open:
            app = QApplication.instance()
            if app is not None:
                app.installEventFilter(self)
        self._open.add(key)

    def _closed(self, key: int) -> None:
        self._open.discard(key)
        if not self._open:
            self._closed_all()

    def _closed_all(self) -> None:
        self._open.clear()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def _watch(self, menu: QMenu) -> None:
        key = id(menu)
        menu.aboutToShow.connect(lambda: self._opened(key))
        menu.aboutToHide.connect(lambda: self._closed(key))
        menu.destroyed.connect(lambda *_: self._open.discard(key))
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                self._watch(submenu)

    @property
    def any_open(self) -> bool:
        return bool(self._open)
