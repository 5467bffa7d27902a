"""The keyboard's way round the buttons of the result panel on show (the deal summary, the
match's end): Tab, Shift+Tab and the arrows go from one button to the next, round again at
the ends (the first arrow from the table to the panel's own button); the focus goes back to
the table when the panel goes. While a panel covers the table the ring round the hand (the
table's focus) is not drawn: only the panel's buttons show focus. Another panel showing a
result over the table (a deal played again beside its first time, deal_again.py) hides the
ring as well (cover_with), its buttons left to the mouse."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from .result_panels import DealSummaryPanel, MatchEndPanel


class CoveringPanel(Protocol):
    """A panel over the table that says when it comes or goes."""

    @property
    def shown_or_hidden(self) -> SignalInstance: ...

    def isVisible(self) -> bool: ...


class ResultFocus:
    """``panels``: the result panels over ``table``, whose focus (the hand) the keyboard
    leaves for their buttons and comes back to."""

    def __init__(self, table: QWidget,
                 panels: Sequence[DealSummaryPanel | MatchEndPanel]) -> None:
        self._table = table
        self._panels = tuple(panels)
        self._covers: list[CoveringPanel] = list(self._panels)
        for panel in self._panels:  # the panels go with the table, as this does
            panel.shown_or_hidden.connect(self._cover_hand)

    def cover_with(self, panel: CoveringPanel) -> None:
        """``panel`` shows a result over the table too: no ring round the hand while it is
        up (the keyboard's way round buttons stays the result panels')."""
        self._covers.append(panel)
        panel.shown_or_hidden.connect(self._cover_hand)

    def _cover_hand(self) -> None:
        """The hand's focus ring hidden while a result shows, back once none does."""
        hand = self._table.focusProxy()  # the hand's stand-in, once made (accessibility.py)
        if hand is None:
            return  # not made yet: nothing draws a ring, and the start never loads them
        from .accessibility import HandList

        if isinstance(hand, HandList):
            hand.set_covered(any(panel.isVisible() for panel in self._covers))

    def panel(self) -> DealSummaryPanel | MatchEndPanel | None:
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
        buttons = self.buttons()
        if not buttons:
            return self._back_to_table()
        focused = self.focused()
        own = [i for i, button in enumerate(buttons) if button.objectName() == "confirm"]
        if focused is None and arrow and own:
            index = own[0]
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
