"""Help > Keyboard, closed, is let go: each one opened stayed a child of the main window for the
evening, and each was dressed again at every change of felt, contrast or language (code
review)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from koutchina.app.keyboard_help import KeyboardHelpDialog

from .helpers import make_window


def test_a_closed_keyboard_help_is_let_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)

    def close_it() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, KeyboardHelpDialog) and widget.isVisible():
                widget.accept()

    for _ in range(3):
        QTimer.singleShot(100, close_it)
        window.help_windows.open_keyboard_help()
    qtbot.waitUntil(lambda: window.findChildren(KeyboardHelpDialog) == [], timeout=3000)
