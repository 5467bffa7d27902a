"""One Esc from a menu goes back to the table: the menu bar kept the keyboard after a menu
opened with the mouse (or Alt) was closed with Esc, with nothing on screen to show it, so the
game's keys went to the menus: L opened Language, S Settings, the arrows raised no card (two
players' reviews)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu

from .helpers import choice, make_window, person_ready, wait_for


def _open_with_the_mouse(qtbot, window, menu: QMenu) -> None:
    bar = window.menuBar()
    place = bar.actionGeometry(menu.menuAction()).center()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=QPoint(place))
    qtbot.waitUntil(menu.isVisible)


def test_one_esc_from_a_menu_gives_the_game_s_keys_back(qtbot) -> None:
    window = make_window(qtbot)
    window.show()
    window.activateWindow()
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=5)
    wait_for(lambda: person_ready(window), timeout=15000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    before = window.focusWidget()
    assert before is not None
    menus = window.menus
    for menu in (menus.game_menu, menus.help_menu):
        _open_with_the_mouse(qtbot, window, menu)
        qtbot.keyClick(menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda menu=menu: not menu.isVisible())
        qtbot.wait(50)  # whatever the program does once the menu has closed
        # the window's keys where they were before the menu opened, not in its menu bar
        assert window.focusWidget() is before
        qtbot.keyClick(before, Qt.Key.Key_L)  # the last trick, not the Language menu
        QApplication.processEvents()
        assert not menus.language_menu.isVisible()
        assert QApplication.activePopupWidget() is None
