"""One Esc from a menu gives the keys back to the window. Closed with Esc, Qt leaves its menu
bar holding the keyboard (to go on to the next menu with the arrows), and this program's style
shows no trace of it: the game's keys then went to the menus (L opened Language, S Settings,
the arrows raised no card) until a second Esc, which two players' reviews found."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar, QWidget


class KeysBackFromMenus(QObject):
    """Watches the menus of ``bar`` (those it holds now: build it once every menu is in)."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self._bar = bar
        self._keys_were: QWidget | None = None  # where the window's keys were
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToShow.connect(self._menu_opened)
                menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self._menu_closed))

    def _menu_opened(self) -> None:
        focus = self._bar.window().focusWidget()
        if focus is not None and focus is not self._bar:
            self._keys_were = focus

    def _menu_closed(self) -> None:
        """Once the menu has gone: unless another menu is open (the arrows went on to it),
        a menu bar left holding the keys lets them go, to where they were."""
        if QApplication.activePopupWidget() is not None:
            return
        window = self._bar.window()
        if window.focusWidget() is not self._bar:
            return
        # as a second Esc would: the bar leaves its keyboard mode (and gives back the focus
        # where the platform says it has it)
        QApplication.sendEvent(self._bar, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                                    Qt.KeyboardModifier.NoModifier))
        back = self._keys_were
        if (window.focusWidget() is self._bar and back is not None and back.isVisible()
                and back.isEnabled() and back.window() is window):
            back.setFocus(Qt.FocusReason.OtherFocusReason)


__all__ = ["KeysBackFromMenus"]
