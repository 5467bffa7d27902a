"""Windows around the table that a person closes from the keyboard alone: Esc, and the
platform's Close keys (Ctrl+W on Linux), as on a desktop's other windows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget


def close_with_keys(window: QWidget) -> None:
    """Esc and the Close keys close ``window`` wherever its focus is."""
    for keys in (QKeySequence(QKeySequence.StandardKey.Close), QKeySequence(Qt.Key.Key_Escape)):
        QShortcut(keys, window).activated.connect(window.close)


__all__ = ["close_with_keys"]
