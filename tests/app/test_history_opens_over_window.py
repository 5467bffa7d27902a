"""The History window, opened for the first time (no place saved for it), opens centred over
the main window, on its screen: under Openbox at 1280x720 it opened at the screen's top left
corner, over the main window's menu. Once it has a saved place it comes back there."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.screens import screen_of
from koutchina.storage.settings import Settings, WindowGeometry


def main_window_at(qtbot, place: QRect, **settings: object) -> MainWindow:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, **settings),  # type: ignore[arg-type]
                        autosave=False)
    qtbot.addWidget(window)
    window.setGeometry(place)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_history_opens_first_centred_over_the_main_window(qtbot, qapp: QApplication) -> None:
    window = main_window_at(qtbot, QRect(700, 300, 1000, 700))
    assert window.settings.history_window is None
    history = window.open_history()
    qtbot.waitExposed(history)
    qapp.processEvents()
    centre, over = history.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - over.x()) <= 3 and abs(centre.y() - over.y()) <= 3, (
        history.frameGeometry(), window.frameGeometry())
    assert screen_of(history) is screen_of(window)
    history.close()


def test_history_larger_than_the_room_over_the_main_window_stays_on_its_screen(
    qtbot, qapp: QApplication
) -> None:
    # twice its size at large texts, the main window near the right edge: as near its middle
    # as the screen allows, the whole History window on the screen, fitted to it
    window = main_window_at(qtbot, QRect(1100, 500, 800, 500), text_scale=2.0)
    history = window.open_history()
    qtbot.waitExposed(history)
    qapp.processEvents()
    available = screen_of(window).availableGeometry()
    assert available.contains(history.frameGeometry()), (history.frameGeometry(), available)
    assert history.width() > 900  # grown with the texts, as far as the screen holds


def test_history_with_a_saved_place_comes_back_there(qtbot, qapp: QApplication) -> None:
    saved = WindowGeometry(x=120, y=160, width=611, height=411)
    window = main_window_at(qtbot, QRect(700, 300, 1000, 700), history_window=saved)
    history = window.open_history()
    qtbot.waitExposed(history)
    assert history.geometry() == QRect(120, 160, 611, 411)
    history.close()


def test_the_rules_open_centred_over_the_main_window(qtbot, qapp: QApplication) -> None:
    """The Rules window (F1) opened at the screen's top left corner, over the main window's
    menu (a player's review at 4K): it opens over the main window as History does."""
    window = main_window_at(qtbot, QRect(700, 300, 1000, 700))
    window.help_windows.open_rules("court-piece", None)
    rules = window.help_windows.rules_window
    assert rules is not None
    qtbot.waitExposed(rules)
    qapp.processEvents()
    centre, over = rules.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - over.x()) <= 3 and abs(centre.y() - over.y()) <= 3, (
        rules.frameGeometry(), window.frameGeometry())
    rules.close()
