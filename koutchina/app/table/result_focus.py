"""The keyboard's way round the buttons of the result panel on show (the deal summary, the
match's end): Tab, Shift+Tab and the arrows go from one button to the next, round again at
the ends (the first arrow from the table to the panel's own button); the focus goes back to
the table when the panel goes. While a panel covers the table the ring round the hand (the
table's focus) is not drawn: only the panel's buttons show focus. Another panel showing a
result over the table (a deal played again beside its first time, deal_again.py) joins them
(cover_with)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from .keyed_panel import KeyedPanel


class ResultFocus:
    """``panels``: the result panels over ``table``, whose focus (the hand) the keyboard
    leaves for their buttons and comes back to."""

    def __init__(self, table: QWidget, panels: Sequence[KeyedPanel]) -> None:
        self._table = table
        self._panels: list[KeyedPanel] = []
        for panel in panels:
            self.cover_with(panel)

    def cover_with(self, panel: KeyedPanel) -> None:
        """``panel`` shows a result over the table: no ring round the hand while it is up,
        the keyboard's way round buttons goes through its own."""
        self._panels.append(panel)
        panel.shown_or_hidden.connect(self._cover_hand)

    def _cover_hand(self) -> None:
        """The hand's focus ring hidden while a result shows, back once none does."""
        hand = self._table.focusProxy()  # the hand's stand-in, once made (accessibility.py)
        if hand is None:
            return  # not made yet: nothing draws a ring, and the start never loads them
        from .accessibility import HandList

        if isinstance(hand, HandList):
            hand.set_covered(any(panel.isVisible() for panel in self._panels))

    def panel(self) -> KeyedPanel | None:
        """The result panel on show, if one is."""
        return next((panel for panel in self._panels if panel.isVisible()), None)

    def buttons(self) -> list[QPushButton]:
        """The buttons of the result panel on show, left to right (none when none shows)."""
        panel = self.panel()
        return panel.buttons() if panel is not None else []

    def focused(self) -> QPushButton | None:
        """The result panel's button the keyboard went to, if any."""
        focus = QApplication.focusWidget()
        return focus if isinstance(focus, QPushButton) and focus in self.buttons() else None

    def step(self, forward: bool, arrow: bool = False) -> bool:
        """The focus to the next button (or the previous one); from the table, to the
        first (or the last), or with an arrow to the panel's own button, which Enter presses
        anyway (a card player's arrow then Enter opened the review of the deal instead of
        dealing the next). False when no result panel shows: the focus left alone, but
        for a button of a panel just hidden, whose focus goes back to the table."""
        panel = self.panel()
        buttons = panel.buttons() if panel is not None else []
        if panel is None or not buttons:
            return self._back_to_table()
        focused = self.focused()
        own = panel.own_button()
        if focused is None and arrow and own is not None:
            index = buttons.index(own)
        elif focused is None:
            index = 0 if forward else len(buttons) - 1
        else:
            index = (buttons.index(focused) + (1 if forward else -1)) % len(buttons)
        reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
        buttons[index].setFocus(reason)
        return True

    def _back_to_table(self) -> bool:
        focus = QApplication.focusWidget()
        if focus is None or not any(panel.isAncestorOf(focus) for panel in self._panels):
            return False
        self._table.setFocus(Qt.FocusReason.OtherFocusReason)
        return True
