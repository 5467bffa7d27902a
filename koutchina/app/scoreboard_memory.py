"""The scoreboard as the person left it, across restarts: hidden (View > Scoreboard, or its
×) until they show it again, and docked under the table or floated where they put it
(QMainWindow.saveState() as base64 text, like the window's geometry blob). A settings file
without these, or with a state Qt does not read, gives the scoreboard shown, placed by the
program (scoreboard_place.py)."""

from __future__ import annotations

import base64
import binascii
import logging

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtWidgets import QMainWindow

from .scoreboard import ScoreboardDock
from .settings_service import SettingsService

log = logging.getLogger(__name__)

STATE_VERSION = 1  # of the docks' state saved: another one is not restored


class ScoreboardMemory(QObject):
    """Keeps ``dock``'s shown or hidden and its place in the settings of ``service``."""

    def __init__(self, window: QMainWindow, dock: ScoreboardDock,
                 service: SettingsService) -> None:
        super().__init__(window)
        self._window = window
        self._dock = dock
        self._service = service
        self._quitting = False
        dock.toggleViewAction().triggered.connect(self._chosen)
        dock.closed.connect(lambda: self._chosen(False))
        self._restore_place()

    @property
    def shown(self) -> bool:
        """Whether the person wants the scoreboard beside a match."""
        return self._service.settings.scoreboard_shown

    def show_at_table(self) -> None:
        """A match on the table: the scoreboard with it unless the person hid it."""
        self._dock.setVisible(self.shown)

    def at_quit(self) -> None:
        """The place the person gave the scoreboard into the settings (saved with the
        window's); its closing with the window from now on is not the person hiding it."""
        self._quitting = True
        placed = self._dock.placed_by_person
        blob = bytes(self._window.saveState(STATE_VERSION).data()) if placed else None
        self._service.settings.scoreboard_place = (
            base64.b64encode(blob).decode("ascii") if blob else None)

    def _chosen(self, shown: bool) -> None:
        if not self._quitting and shown != self.shown:
            self._service.change(scoreboard_shown=shown)

    def _restore_place(self) -> None:
        text = self._service.settings.scoreboard_place
        if not text:
            return
        try:
            blob = base64.b64decode(text.encode("ascii"), validate=True)
        except (binascii.Error, ValueError, UnicodeEncodeError):
            log.warning("saved scoreboard place is not base64: ignored")
            return
        if self._window.restoreState(QByteArray(blob), STATE_VERSION):
            self._dock.placed_by_person = True  # the program does not move it back
        else:
            log.warning("saved scoreboard place not understood: ignored")
        self._dock.hide()  # until a match is on the table
