"""The main window as the parts attached to it see it (the coach's controls, the sounds).

``MainWindow`` (main_window.py) builds those parts, so they cannot import its module without
an import circle: they are typed with this base class, which declares what they may use."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtWidgets import QMainWindow

from ..engine import MatchState
from ..storage.practice_log import PracticeLog
from ..storage.settings import Settings
from .controller import MatchController
from .held_match import HeldMatch
from .main_menus import MainMenus
from .match_saving import MatchSaver
from .players import SeatPlayer
from .table.area import TableArea


class TableWindow(QMainWindow):
    """A window with the table, its controller, its menus and the person's settings; ``names``
    are the seats' names as the table shows them, ``watching`` is True while four bots play."""

    controller: MatchController
    table: TableArea
    settings: Settings
    names: list[str]
    watching: bool
    exit_at_end: bool  # the program quits when the match ends (koutchina --exit-at-end)
    menus: MainMenus
    saver: MatchSaver | None  # None: autosave off

    def last_deal_to_play_again(self) -> int | None:
        """The deal (from 0) that Coach > Play the last deal again plays now; None when it
        would not act (MainWindow asks its DealAgain, which plays it)."""
        raise NotImplementedError

    def held_match(self) -> HeldMatch | None:
        """The person's match left for the start screen, to put back (going_home.py)."""
        raise NotImplementedError

    def first_own_deal(self) -> int:
        """The first deal of the state on the table that this table played (a deal played
        again: that deal; else 0): the review of the last deal looks no further back (MainWindow
        asks its DealAgain)."""
        raise NotImplementedError

    def fill_scoreboard_from(self, state: MatchState) -> None:
        """Show every finished deal of ``state`` on the scoreboard (MainWindow does)."""
        raise NotImplementedError

    def resume(self, state: object, players: list[SeatPlayer], match_id: str | None = None,
               created: datetime | None = None,
               practice_log: PracticeLog | None = None) -> None:
        """Continue a saved match at the table."""
        raise NotImplementedError

    def show_state(self, state: MatchState, players: list[SeatPlayer], seed: int) -> None:
        """Put ``state`` on the table and go on from there."""
        raise NotImplementedError

    def leave_table(self) -> None:
        """Back to the start screen, nothing on the table."""
        raise NotImplementedError
