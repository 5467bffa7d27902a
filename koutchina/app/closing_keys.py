"""Windows around the table that a person works from the keyboard alone: Esc and the
platform's Close keys (Ctrl+W on Linux) close them, and Enter presses the button Tab reached,
as on a desktop's other windows. They are no dialogs, where a focused button takes Enter:
"Review this round…" in Replay, and History's buttons, could be pressed only with the mouse or
Space (a player's review), and Space is Replay's play key."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QWidget

from .dressing import without_icons


def close_with_keys(window: QWidget) -> None:
    """Esc and the Close keys close ``window`` wherever its focus is."""
    for keys in (QKeySequence(QKeySequence.StandardKey.Close), QKeySequence(Qt.Key.Key_Escape)):
        QShortcut(keys, window).activated.connect(window.close)


def close_button_row(window: QWidget) -> QDialogButtonBox:
    """A row with Qt's own Close button (its word in the person's language), which closes
    ``window``; the button's words only, as About's and a deal's review's (no system icon,
    a blot on the dark buttons). The window lays it out at its bottom right."""
    row = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    row.rejected.connect(window.close)
    without_icons(row)
    return row


def press_with_enter(window: QWidget,
                     otherwise: Callable[[QWidget | None], None] | None = None) -> None:
    """Enter presses the button with the focus in ``window``; with the focus elsewhere it is
    handed to ``otherwise`` (with the focused widget), where the window has a use for it."""

    def pressed() -> None:
        focused = window.focusWidget()
        if isinstance(focused, QAbstractButton):
            if focused.isEnabled() and focused.isVisible():
                focused.click()
        elif otherwise is not None:
            otherwise(focused)

    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        shortcut = QShortcut(QKeySequence(key), window)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(pressed)


__all__ = ["close_with_keys", "press_with_enter"]
