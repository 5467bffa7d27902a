"""A panel over the table whose buttons the keyboard reaches (ResultFocus: Tab and the arrows)
and presses with Enter or Space, but only a moment after it appears: the deal's summary, the
match's end, the result of a deal played again."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QPushButton, QWidget

from .panels import OverlayPanel

# A result panel takes Enter and Space only this long after it appears, and never a key held
# down (its repeats): a keyboard player who pressed Enter through the deal's last-trick pause,
# or twice out of habit on their last card, closed the summary the moment it came, unseen (a
# player's review). A press that soon cannot answer the panel: the eye needs about a quarter of
# a second to see it came and a hand pressing in rhythm as long again to stop; browsers hold a
# dialog's buttons half a second to a second for the same reason. The mouse is taken at once
# (a click is aimed at the button), and the arrows and Tab choose a button at once.
KEYS_AFTER_MS = 800
_PRESSING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Select)


class KeyedPanel(OverlayPanel):
    """Says when it comes or goes (the ring round the hand is hidden under it) and times its
    keys from its appearing; its buttons (``_buttons``) take the focus from Tab, not a click."""

    shown_or_hidden = Signal()  # the panel came over the table, or went

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._on_show = QElapsedTimer()  # since the panel appeared (KEYS_AFTER_MS)

    def _keyed(self, buttons: list[QPushButton]) -> None:
        """``buttons`` (this panel's ``_buttons``) reached by Tab; Space pressed on one chosen
        with Tab or an arrow goes to the button itself (QAbstractButton), not to the table's
        keys: the same moment is waited for there."""
        for button in buttons:
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches them, a click not
            button.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():  # shown by the program, not the window restored
            self._on_show.start()
        self.shown_or_hidden.emit()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.shown_or_hidden.emit()

    def takes_keys(self) -> bool:
        """Whether Enter and Space press the panel's buttons now: on show for a moment."""
        return (self.isVisible() and self._on_show.isValid()
                and self._on_show.elapsed() >= KEYS_AFTER_MS)

    def takes_key(self, event: QKeyEvent) -> bool:
        """Whether ``event`` (Enter, Space) may press a button: a fresh press, the panel on
        show for a moment (KEYS_AFTER_MS)."""
        return not event.isAutoRepeat() and self.takes_keys()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in _PRESSING_KEYS and getattr(self, "_on_show", None) is not None
                and not self.takes_key(event)):
            return True  # too soon, or held down: the button left unpressed
        return super().eventFilter(watched, event)

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons shown, left to right: the order Tab goes through them."""
        return [button for button in self._buttons() if button.isVisibleTo(self)]

    def _buttons(self) -> list[QPushButton]:
        return []

    def own_button(self) -> QPushButton | None:
        """The button that answers the panel (Next deal, Play again, Back to the match), which
        Enter presses where no other was chosen; None while it is not shown."""
        return next((button for button in self.buttons() if button.objectName() == "confirm"),
                    None)
