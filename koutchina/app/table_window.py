"""The main window as the parts attached to it see it (the coach's controls, the sounds).

``MainWindow`` (main_window.py) builds those parts, so they cannot import its module without
an import circle: they are typed with this base class, which declares what they may use."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QMenu

from ..storage.settings import Settings
from .controller import MatchController
from .table.area import TableArea


class TableWindow(QMainWindow):
    """A window with the table, its controller and the person's settings; ``names`` are the
    seats' names as the table shows them, ``watching`` is True while four bots play."""

    controller: MatchController
    table: TableArea
    settings: Settings
    names: list[str]
    watching: bool
    help_menu: QMenu
    settings_menu: QMenu

    def fill_scoreboard_from(self, state: object) -> None:
        """Show every finished deal of ``state`` on the scoreboard (MainWindow does)."""
        raise NotImplementedError
