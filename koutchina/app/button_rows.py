"""A window's row of buttons, in two rows where one is wider than its screen: History's six in
French at 250 % asked for 1,443 px on a 1280x720 screen, the window past the screen's edge."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from .screen_fit import FRAME_ROOM
from .screens import screen_of


def wider_than_screen(window: QWidget, widgets: Sequence[QWidget], spacing: int) -> bool | None:
    """Whether ``widgets`` side by side, ``spacing`` apart, are wider than ``window``'s screen
    holds beside the window's margins and a frame; None where the window has no screen."""
    screen = screen_of(window)
    if screen is None:
        return None
    outer = window.layout()
    margins = outer.contentsMargins() if outer is not None else None
    around = (margins.left() + margins.right()) if margins is not None else 0
    room = screen.availableGeometry().width() - FRAME_ROOM.left() - FRAME_ROOM.right()
    wanted = sum(widget.sizeHint().width() for widget in widgets) + max(0, spacing) * len(widgets)
    return wanted + around > room


class ButtonRows(QVBoxLayout):
    """``left`` buttons from the left edge, ``right`` ones at the right: one row, or, where
    the screen is too narrow for it (``arrange``), the first half of ``left`` on a row of
    their own above the rest."""

    def __init__(self, left: Sequence[QWidget], right: Sequence[QWidget]) -> None:
        super().__init__()
        self._left, self._right = list(left), list(right)
        self._rows = (QHBoxLayout(), QHBoxLayout())
        for row in self._rows:
            self.addLayout(row)
        self.two_rows: bool | None = None
        self._lay(False)

    def arrange(self, window: QWidget) -> None:
        """One row where ``window``'s screen holds it beside the window's margins and a
        frame, else two (called as the words change and as the window opens)."""
        if (wider := wider_than_screen(window, self._left + self._right,
                                       self._rows[0].spacing())) is not None:
            self._lay(wider)

    def _lay(self, two: bool) -> None:
        if two == self.two_rows:
            return
        self.two_rows = two
        for row in self._rows:
            while row.count():
                row.takeAt(0)
        first, second = self._rows
        half = (len(self._left) + 1) // 2 if two else len(self._left)
        for button in self._left[:half]:
            first.addWidget(button)
        if two:
            first.addStretch(1)
        for button in self._left[half:]:
            second.addWidget(button)
        (second if two else first).addStretch(1)
        for button in self._right:
            (second if two else first).addWidget(button)
        self.invalidate()
