"""Autosave of the match being played: a snapshot after every action, written off the GUI
thread by the storage layer's Autosaver."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..engine import Game
from ..storage.atomic import write_atomic
from ..storage.autosave import Autosaver
from ..storage.errors import SaveError
from ..storage.practice_log import PracticeLog
from ..storage.saves import SeatInfo, TimerState, new_match_id, now_utc, saved_match_of
from ..storage.seat_roles import default_role
from ..storage.store import MatchStore
from .controller import MatchController
from .match_lock import MatchLock
from .thread_relay import ThreadRelay

log = logging.getLogger(__name__)


class MatchSaver(QObject):
    """Follows a controller and autosaves its match; ``save_failed`` arrives on the GUI thread."""

    save_failed = Signal(str)

    def __init__(self, controller: MatchController, store: MatchStore | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store or MatchStore()
        self._failures = ThreadRelay(self)  # the saver thread's errors, to the GUI thread
        self._failures.delivered.connect(self._tell_failure)
        self.autosaver = Autosaver(self.store, on_error=self._error_on_saver_thread)
        self.lock = MatchLock(self.store.folder.parent / "locks")
        self.match_id: str | None = None
        self.created: datetime = now_utc()
        self.enabled = True
        self.log = PracticeLog()  # practice, moves taken back, deals played again
        # the match saved since it ended: nothing can change it any more, and a snapshot
        # would give it a later "last played" (the one taken as the program closes)
        self._saved_over = False
        controller.action_applied.connect(self._save)
        controller.timer_ticked.connect(self._timer_ticked)
        controller.moves_undone.connect(self._undone)

    def begin(self, game: str, match_id: str | None = None, created: datetime | None = None,
              log: PracticeLog | None = None) -> bool:
        """A new (or resumed) match: later snapshots go to this id, which is locked. False
        (and nothing changes) when another program plays that match."""
        match_id = match_id or new_match_id(game)
        if not self.lock.take(match_id):
            return False
        self.match_id = match_id
        self._saved_over = False
        logging.getLogger(__name__).info("match %s (%s) saved after every move", match_id, game)
        self.created = created or now_utc()
        self.log = log.copy() if log is not None else PracticeLog(self.controller.practice)
        return True

    def _undone(self, at: int, actions: list[object]) -> None:
        from ..engine import Action

        if not self.enabled:
            return  # a deal played again: its undos are not the match's
        self.log.add_undo(at, [a for a in actions if isinstance(a, Action)])
        self._save()

    def save_now(self) -> None:
        """Queue a snapshot of the match as it is now."""
        self._save()

    def _seats(self) -> list[SeatInfo]:
        """Typed names as typed; the others as roles, shown later in any language."""
        state = self.controller.state
        game = state.game if state is not None else Game.HAND
        return [
            SeatInfo(name=player.name[:60],
                     role=None if player.name else default_role(seat, game),
                     bot_level=None if player.is_human else player.level)
            for seat, player in enumerate(self.controller.players)
        ]

    def _timer(self) -> TimerState | None:
        seat = self.controller.timer_seat
        if seat is None:
            return None
        return TimerState(seat=seat, remaining_ms=max(0, self.controller.seconds_left) * 1000)

    def _save(self, _action: object = None) -> None:
        state = self.controller.state
        if not self.enabled or state is None or self.match_id is None:
            return
        if state.is_over and self._saved_over and self.autosaver.last_error is None:
            return  # as it was saved when it ended; a failed write is tried again
        self.log.mark_table_moves(self.controller.played_for_marks())
        try:
            # a copy of the state here; the record is built on the saver's thread
            self.autosaver.submit_state(state, match_id=self.match_id, seats=self._seats(),
                                        created=self.created, timer=self._timer(),
                                        practice=self.log)
        except (ValueError, RuntimeError) as error:
            log.warning("autosave skipped: %s", error)
            return
        self._saved_over = state.is_over

    def _timer_ticked(self, _seat: int, seconds: int) -> None:
        """Keep the countdown in the file every few seconds, so a resume restores it."""
        if seconds > 0 and seconds % 5 == 0:
            self._save()

    def _error_on_saver_thread(self, error: SaveError) -> None:
        try:
            self._failures.post(error)
        except RuntimeError:  # the window closed meanwhile: the log has it (Autosaver)
            log.debug("autosave failure not shown: the window is gone")

    def _tell_failure(self, error: SaveError) -> None:
        from .history.problems import error_text  # translated: file name and problem

        self.save_failed.emit(error_text(error))

    def unsaved_problem(self, timeout: float = 5.0) -> str | None:
        """Save the match as it is now and wait: None if it is on disk, else why it is not."""
        if not self.enabled or self.controller.state is None or self.match_id is None:
            return None
        self._save()
        if not self.autosaver.flush(timeout):
            return self.tr("the disk did not answer within {seconds} s").format(
                seconds=int(timeout))
        error = self.autosaver.last_error
        if error is None:
            return None
        from .history.problems import error_text

        return error_text(error)

    def export_to(self, path: Path) -> None:
        """Write the match as it is now to ``path`` (raises SaveError)."""
        state = self.controller.state
        if state is None or self.match_id is None:
            return
        self.log.mark_table_moves(self.controller.played_for_marks())
        saved = saved_match_of(state, match_id=self.match_id, seats=self._seats(),
                               created=self.created, timer=self._timer(), practice=self.log)
        write_atomic(path, saved.to_json())

    def close(self) -> None:
        self._save()  # the table as it is now, timer included
        self.autosaver.close(timeout=5.0)
        self.lock.release()
