"""The main window's menu bar: Game, View, Settings, Language and Help, their actions and
their words. The window connects the actions to what they do."""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

from . import texts
from .dressing import follow_looks_of, menu_style
from .table.looks import high_contrast
from .timing import SPEEDS

log = logging.getLogger(__name__)

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


class MainMenus:
    """The actions (children of ``window``, so that Help > Keyboard finds their keys) and the
    menus holding them; ``scoreboard_toggle`` is the scoreboard dock's own action."""

    def __init__(self, window: QMainWindow, scoreboard_toggle: QAction) -> None:
        self._window = window

        def action(shortcut: QKeySequence | QKeySequence.StandardKey | str | None) -> QAction:
            made = QAction(window)
            if shortcut is not None:
                made.setShortcut(QKeySequence(shortcut))
            return made

        self.new_match_action = action(QKeySequence.StandardKey.New)
        self.play_again_action = action("Ctrl+R")
        self.history_action = action("Ctrl+H")
        self.home_action = action("Alt+Home")
        self.quit_action = action("Ctrl+Q")
        self.last_trick_action = action("Ctrl+L")
        self.scoreboard_action = scoreboard_toggle
        self.scoreboard_action.setShortcut(QKeySequence("Ctrl+B"))
        self.four_colour_action = action(None)
        self.four_colour_action.setCheckable(True)
        self.speed_actions: dict[str, QAction] = {}
        self.speed_group = QActionGroup(window)  # one speed at a time: radio marks
        for speed in SPEEDS:
            self.speed_actions[speed] = action(None)
            self.speed_actions[speed].setCheckable(True)
            self.speed_group.addAction(self.speed_actions[speed])
        self.settings_action = action("Ctrl+,")
        preferences = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self.settings_action.setShortcuts([QKeySequence("Ctrl+,"), *preferences])
        self.rules_action = action(QKeySequence.StandardKey.HelpContents)
        self.keyboard_action = action(None)
        self.about_action = action(None)
        self._build_menus()
        self.looks = MenuLooks(window.menuBar())

    def _build_menus(self) -> None:
        bar = self._window.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_match_action)
        self.game_menu.addAction(self.play_again_action)
        self.game_menu.addAction(self.history_action)
        self.game_menu.addAction(self.home_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.last_trick_action)
        self.view_menu.addAction(self.scoreboard_action)
        self.view_menu.addAction(self.four_colour_action)
        self.speed_menu = QMenu(self._window)
        for speed_action in self.speed_actions.values():
            self.speed_menu.addAction(speed_action)
        self.view_menu.addMenu(self.speed_menu)
        self.settings_menu = bar.addMenu("")
        self.settings_menu.addAction(self.settings_action)
        self.language_menu: QMenu | None = None
        try:
            from .i18n import build_language_menu

            self.language_menu = build_language_menu(self._window)
            bar.addMenu(self.language_menu)
        except Exception:  # the language menu must never keep the table from opening
            log.exception("language menu unavailable")
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keyboard_action)
        self.help_menu.addAction(self.about_action)

    def show_four_colour(self, chosen: bool, contrast: bool) -> None:
        """View > Four-colour suits as the person chose it; in high contrast, which draws four
        colours whatever is chosen, ticked and greyed out, as Settings greys its box (it was
        offered unticked and ticking it changed nothing)."""
        self.four_colour_action.setEnabled(not contrast)
        self.four_colour_action.setChecked(chosen or contrast)

    def check_speed(self, speed: str) -> None:
        """Mark ``speed`` in View > Animation speed (none for a speed the menu does not offer)."""
        for name, speed_action in self.speed_actions.items():
            speed_action.setChecked(name == speed)

    def retranslate(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.settings_menu.setTitle(translate("MainWindow", "&Settings"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.new_match_action.setText(translate("MainWindow", "&New match…"))
        self.play_again_action.setText(translate("MainWindow", "Play &again"))
        self.history_action.setText(translate("MainWindow", "&History…"))
        self.home_action.setText(translate("MainWindow", "H&ome screen"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.last_trick_action.setText(translate("MainWindow", "&Last trick"))
        self.scoreboard_action.setText(translate("MainWindow", "&Scoreboard"))
        self.four_colour_action.setText(translate("MainWindow", "&Four-colour suits"))
        self.speed_menu.setTitle(translate("MainWindow", "Animation &speed"))
        for speed, speed_action in self.speed_actions.items():
            speed_action.setText(texts.speed_name(speed))
        self.settings_action.setText(translate("MainWindow", "&Settings…"))
        self.rules_action.setText(translate("MainWindow", "&Rules"))
        self.keyboard_action.setText(translate("MainWindow", "&Keyboard"))
        self.about_action.setText(translate("MainWindow", "&About Koutchina"))


class MenuLooks(QObject):
    """The menu bar and every menu in it, their submenus too, in high contrast as the table
    is (``dressing.menu_style``), in the system's look otherwise; again when high contrast is
    switched on or off, and for a menu put in the bar later (the Coach menu). A menu's style
    is its own, not the window's: the Coach and Language menus and Animation speed are the
    window's children, not the bar's, and a sheet on the window would reach the table."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self._bar = bar
        bar.installEventFilter(self)
        follow_looks_of(bar, self.dress)
        self.dress()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # read with a default (see status_line.StatusLine.eventFilter)
        if event.type() == QEvent.Type.ActionAdded and getattr(self, "_bar", None) is not None:
            self.dress()  # a menu put in the bar (the Coach menu, inserted before Help)
        return False

    def menus(self) -> list[QMenu]:
        """The bar's menus and their submenus, each once."""
        found: list[QMenu] = []

        def walk(menu: QMenu) -> None:
            if menu in found:
                return
            found.append(menu)
            for action in menu.actions():
                sub = action.menu()
                if isinstance(sub, QMenu):
                    walk(sub)

        for action in self._bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                walk(menu)
        return found

    def dress(self) -> None:
        sheet = menu_style(high_contrast())
        for widget in (self._bar, *self.menus()):
            if widget.styleSheet() != sheet:
                widget.setStyleSheet(sheet)
