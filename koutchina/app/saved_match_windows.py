"""The windows of the saved matches, opened from the main window: History (with its Replay and
Statistics) and the check of the folder at start. They share one ``MatchStore``, so one listing
and its index, and pass on what the person asks of the table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ..storage.settings import Settings
from .dressing import settings_near
from .window_places import (
    HISTORY_SHARE,
    centre_over,
    first_size,
    geometry_of,
    keep_above,
    restore_geometry,
)

if TYPE_CHECKING:
    from ..storage import MatchStore
    from .history.resumption import MatchInPlay
    from .history.start_check import StartCheck
    from .history.window import HistoryWindow
    from .match_lock import MatchLock
    from .match_saving import MatchSaver


class SavedMatchWindows(QObject):
    """History and the start check of ``window``; ``in_play`` tells the match on the table."""

    resume_requested = Signal(object)  # Resumption: continue that saved match at the table
    deal_again_requested = Signal(object)  # DealAgainRequest: play that deal at the table
    table_requested = Signal()  # bring the table forward

    def __init__(self, window: QWidget, settings: Settings, saver: MatchSaver | None,
                 in_play: Callable[[], MatchInPlay]) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._saver = saver
        self._in_play = in_play
        self._own_store: MatchStore | None = None  # autosave off: the store History reads
        self.history_window: HistoryWindow | None = None
        self.start_check: StartCheck | None = None

    def open_history(self) -> HistoryWindow:
        """Show the History window (one per main window), reading the folder again."""
        from .history.window import HistoryWindow

        window = self.history_window
        if window is None:
            window = HistoryWindow(self.store(), self._settings, self._in_play,
                                   busy=self._lock().busy, keep_folder=self._keep_folder,
                                   place_new=self._centre_over_table,
                                   keep_above=self._keep_above_table)
            window.resume_requested.connect(self.resume_requested)
            window.table_requested.connect(self.table_requested)
            window.deal_again_requested.connect(self.deal_again_requested)
            self.history_window = window
            if not restore_geometry(window, self._settings.history_window):  # as last time
                first_size(window, HISTORY_SHARE, on=self._window)
                centre_over(window, self._window)  # a first time: over the main window
        window.reload()
        keep_above(window, self._window)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def _centre_over_table(self, window: QWidget) -> None:
        """A Replay or the Statistics opened from History for the first time: centred over
        the main window, as History itself."""
        centre_over(window, self._window)

    def _keep_above_table(self, window: QWidget) -> None:
        keep_above(window, self._window)

    def step_aside(self) -> None:
        """History and the windows it opened closed: the table comes forward."""
        if self.history_window is not None:
            self.history_window.step_aside()

    def check_at_start(self) -> StartCheck:
        """Report unreadable saved files and offer to resume the newest unfinished match."""
        from .history.start_check import StartCheck

        check = StartCheck(self._window, self.store(), self._lock(), self._in_play,
                           self._settings.load_problem)
        check.resume_requested.connect(self.resume_requested)
        self.start_check = check
        check.start()
        return check

    def _keep_folder(self, chosen: Path) -> None:
        """The folder of ``chosen``, exported to or imported from in History, saved at once
        in the main window's settings."""
        from .file_choice import remember_folder  # with History, not at start

        remember_folder(settings_near(self._window), chosen)

    def _lock(self) -> MatchLock:
        """The locks of the matches being played: the autosave's, or one over the usual
        folder, so that another Koutchina's match is never resumed or deleted here."""
        from .match_lock import MatchLock

        if self._saver is not None:
            return self._saver.lock
        return MatchLock(self.store().folder.parent / "locks")

    def store(self) -> MatchStore:
        """The folder of saved matches: the autosave's, or the usual one, made once, so that
        History and the start check share one listing and its index."""
        if self._saver is not None:
            return self._saver.store
        if self._own_store is None:
            from ..storage import MatchStore

            self._own_store = MatchStore()
        return self._own_store

    def follow_looks(self) -> None:
        """The History window's open replays take the table's look now."""
        if self.history_window is not None:
            self.history_window.follow_looks()

    def remember_places(self) -> None:
        """Where History, the last replay and the Statistics stand, for the next time
        (written with the settings); a window not opened this time keeps its place of
        before."""
        if self.history_window is not None:
            self._settings.history_window = geometry_of(self.history_window)
            replay, stats = self.history_window.places()
            if replay is not None:
                self._settings.replay_window = replay
            if stats is not None:
                self._settings.statistics_window = stats
