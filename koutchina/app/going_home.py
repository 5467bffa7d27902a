"""Game > Home screen: the start screen, from the middle of a match too (a player's review:
only quitting led back there). The person's match under way is saved as it stands, on disk
before the table is left (else it stays there, and the person is told why), and held,
nothing of it running (no bot thinks, no turn timer counts); the start screen's Resume puts
it back where it was, and History has it as ever (it neither deletes it nor reads it again
from its file: ``MainWindow._in_play`` gives it). A deal being played again ends (kept in its
match's file once finished), its match held. A held match is let go once another comes to
the table; a deal played again from the start screen brings it back itself
(``DealAgain._waiting``)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..storage.practice_log import PracticeLog
from .controller import MatchController
from .held_match import HeldMatch, held_from
from .match_saving import MatchSaver
from .players import SeatPlayer
from .start_screen import StartScreen
from .window_looks import dress_dialog

if TYPE_CHECKING:
    from .deal_again import DealAgain


class HomeWindow(Protocol):
    """What of the main window going home uses."""

    controller: MatchController
    saver: MatchSaver | None
    watching: bool
    start_screen: StartScreen

    @property
    def deal_again(self) -> DealAgain: ...

    def at_table(self) -> bool: ...

    def leave_table(self) -> None: ...

    def resume(self, state: object, players: list[SeatPlayer], match_id: str | None = None,
               created: datetime | None = None,
               practice_log: PracticeLog | None = None) -> None: ...


class GoingHome(QObject):
    """``go`` leaves the table; ``held`` is the match kept meanwhile, ``resume`` puts it back.
    ``widget`` is the main window itself (the parent of the message it may show)."""

    def __init__(self, window: HomeWindow, widget: QWidget) -> None:
        super().__init__(widget)
        self._window = window
        self._widget = widget
        self.held: HeldMatch | None = None
        window.controller.match_started.connect(self._let_go)

    def go(self) -> None:
        window = self._window
        if not window.at_table():
            return
        again = window.deal_again
        if again.run is None and window.saver is not None:
            problem = window.saver.unsaved_problem()  # saved now, and waited for
            if problem is not None:
                self._tell_not_saved(problem)
                return
        held = (again.set_aside() if again.run is not None
                else held_from(window.controller, window.saver, window.watching))
        window.leave_table()
        self.held = held
        self.offer()

    def offer(self) -> None:
        """The start screen's Resume names the match held (once the table is left)."""
        if self.held is not None and self._window.controller.state is None:
            self._window.start_screen.offer_resume(self.held.state.game)
            # Enter resumes: it started a new match from the Play button that had the focus,
            # the match left in History (a player's check)
            self._window.start_screen.resume.setFocus()

    def resume(self) -> bool:
        """The match held put back on the table; False when none is held."""
        held = self.held
        if held is None or self._window.controller.state is not None:
            return False
        self._window.start_screen.offer_resume(None)
        self._window.resume(held.state, held.players, held.match_id, held.created,
                            practice_log=held.log)
        return True

    @property
    def unsaved(self) -> bool:
        """A match is held that is not saved (given up only after a question)."""
        return self.held is not None and not self.held.saved

    def _let_go(self) -> None:
        if not self._window.deal_again.replaying:
            self.held = None

    def _tell_not_saved(self, problem: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Match not saved"),
                          self.tr("The match could not be saved, so it stays on the table."),
                          QMessageBox.StandardButton.Ok, self._widget)
        box.setInformativeText(problem)
        dress_dialog(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


__all__ = ["GoingHome", "HomeWindow"]
