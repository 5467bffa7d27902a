"""The table's keys: arrows choose (a card, or the trump suit, or a button of the deal's
summary or the match's end), Enter plays or confirms (or presses the button chosen) and
otherwise says why nothing happened, digits call, L shows (and hides) the last trick, S asks
to see a hidden trump, T has the screen reader say the whole table, Esc closes the coach's hint
if it is open, else cancels (the card raised, the call chosen, the last trick)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from .area import TableArea


class TableKeys:
    """Reads the keys pressed on the table and acts on its panels and cards."""

    def __init__(self, table: TableArea, show_last_trick: Callable[[], None],
                 last_trick: QWidget | None = None) -> None:
        self.table = table
        self.show_last_trick = show_last_trick
        self.last_trick = last_trick  # its window, which L hides again and Esc puts away
        # closes the coach's hint if it is open (coach_controls.py): whether one was
        self.close_hint: Callable[[], bool] = lambda: False

    def handle(self, event: QKeyEvent) -> bool:
        """True when the key meant something at the table."""
        key = event.key()
        call, trump = self.table.call_panel, self.table.trump_panel
        if call.isVisible() and Qt.Key.Key_0 <= key <= Qt.Key.Key_8:
            call.select(key - Qt.Key.Key_0)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif self.table.result_focus.buttons() and key in _ARROWS:
            self.table.result_focus.step(key in (Qt.Key.Key_Right, Qt.Key.Key_Down),
                                         arrow=True)
        elif trump.isVisible() and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            trump.step_suit(-1 if key == Qt.Key.Key_Left else 1)
        elif trump.isVisible() and key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            trump.step_target(1 if key == Qt.Key.Key_Up else -1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if any(item.playable for item in self.table.hand_items()):
                self.table.move_selection(step)
            else:  # nothing to raise: the screen reader reads the cards one by one
                self.table.accessibility.browse(step)
        elif key == Qt.Key.Key_L and self.last_trick is not None and self.last_trick.isVisible():
            self.last_trick.hide()
        elif key == Qt.Key.Key_L:
            self.show_last_trick()
            self.table.announcer.say_last_trick()
        elif key == Qt.Key.Key_S and self.table.reveal_panel.isVisible():
            self.table.reveal_panel.button.click()
        elif key == Qt.Key.Key_T:
            self.table.announcer.say_table()
        elif key == Qt.Key.Key_Escape and self.close_hint():
            pass  # the hint only: the card raised and the call chosen stay
        elif key == Qt.Key.Key_Escape:
            self.table.cancel_selection()
            if self.last_trick is not None:
                self.last_trick.hide()
            if call.isVisible():
                call.reset()
        else:
            return False
        return True

    def _enter(self) -> None:
        call, trump = self.table.call_panel, self.table.trump_panel
        summary = self.table.summary_panel
        why_not: Callable[[], str] | None = None  # words, said again at a language switch
        focused = self.table.result_focus.focused()
        if focused is not None:  # the button of the summary or the end Tab went to
            focused.click()
        elif call.isVisible():
            if call.choice() is None:
                why_not = _choose_your_call
            else:
                call.confirm.click()
        elif trump.isVisible():
            if trump.confirm.isEnabled():
                trump.confirm.click()
            else:
                why_not = _choose_the_trump
        elif summary.isVisible() and summary.next_button.isVisible():
            summary.next_button.click()
        elif self.table.end_panel.isVisible():
            self.table.end_panel.again.click()
        else:
            why_not = self.table.play_selected()
            if why_not is None:  # a card played with the keys
                self.table.keyboard_hint.played_with_keys()
        if why_not is not None:
            self.table.show_hint(why_not)


_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


def _choose_your_call() -> str:
    return QCoreApplication.translate(
        "TableKeys", "Choose your call with the keys 0 to 8, then press Enter")


def _choose_the_trump() -> str:
    return QCoreApplication.translate(
        "TableKeys", "Choose the trump with ← and → (the target with ↑ and ↓), "
                     "then press Enter")
