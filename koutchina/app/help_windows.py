"""The Help menu's windows: the Rules (one window, kept), the keys, and About."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..engine import Game, Rules
from .dressing import follow_looks_of
from .text_scale import fit_to_text_scale
from .window_places import centre_over, keep_above

if TYPE_CHECKING:
    from .rules_window import RulesWindow


class HelpWindows(QObject):
    """Opened over ``window``; the Rules window is made once and shown again, and takes the
    table's look when the window's settings change it (dressing.follow_looks_of)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.rules_window: RulesWindow | None = None
        follow_looks_of(self, self._follow_looks)

    def _follow_looks(self) -> None:
        if self.rules_window is not None:
            self.rules_window.follow_looks()

    def open_rules(self, game: Game | str, rules: Rules | None) -> None:
        """The rules of ``game``, written for ``rules`` (the match in play) when given."""
        from .rules_window import RulesWindow

        if self.rules_window is None:
            self.rules_window = RulesWindow(None)
            # before anything shows it (show_game does): X11 writes the window it is kept
            # above when it is first shown, and never again
            keep_above(self.rules_window, self._window)
            fit_to_text_scale(self.rules_window)
            # over the table, as History opens: left to the window manager, it opened at the
            # screen's top left corner, over the main window's menu (a player's review)
            centre_over(self.rules_window, self._window)
        self.rules_window.show_game(game, rules)
        self.rules_window.show()
        self.rules_window.raise_()

    def follow_match(self, game: Game | str | None, rules: Rules | None) -> None:
        """The table changed (a match started: its game and rules; left: None, None): an open
        Rules window shows it at once, without coming to the front."""
        if self.rules_window is None or not self.rules_window.isVisible():
            return
        self.rules_window.set_match_rules(rules, game)

    def open_keyboard_help(self, table_actions: Sequence[QAction] = ()) -> None:
        """Every key of the window's actions, and the table's own keys; ``table_actions`` (the
        coach's) act only at the table and are listed there."""
        from .keyboard_help import KeyboardHelpDialog

        KeyboardHelpDialog(self._window.findChildren(QAction), self._window,
                           table_actions).exec()

    def open_about(self) -> None:
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self._window)
        dialog.exec()
        dialog.deleteLater()
