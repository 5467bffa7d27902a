"""The main window's line of passing news (the saved matches being indexed, an autosave that
failed): there only while it says something, on the window's dark ground. Qt's own status bar,
made by the first message, stayed for the rest of the sitting as an empty light-grey strip
with a size grip under the dark table (a player's review)."""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar, QWidget

from .dressing import ControlColours
from .table.looks import high_contrast


class StatusLine(QStatusBar):
    """Shown with a message, hidden once it is cleared or times out; ``follow_looks`` after a
    change of felt or contrast."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status_line")
        self.setSizeGripEnabled(False)
        self.messageChanged.connect(lambda text: self.setVisible(bool(text)))
        self.follow_looks()
        self.hide()

    def follow_looks(self) -> None:
        k = ControlColours.now(high_contrast())
        self.setStyleSheet(f"#status_line {{ background: {k.dark}; color: {k.words}; }}")


__all__ = ["StatusLine"]
