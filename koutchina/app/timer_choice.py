"""The turn timer as a list of sensible lengths (Off, 10 s ... 5 min): a spin box let a
person set 1 s, which no one can play to."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from .i18n import FollowsLanguage

TIMER_CHOICES = (0, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300)

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


def timer_length(seconds: int) -> str:
    """A turn timer's length in words, as New match and Settings list it ("Off", "45 s",
    "5 min"): every place that tells the setting says it so (the start screen said "300 s"
    of what the dialogs called "5 min", a player's review)."""
    if seconds == 0:
        return translate("TurnTimerBox", "Off")
    if seconds < 60 or seconds % 60:
        return translate("TurnTimerBox", "{n} s").format(n=seconds)
    return translate("TurnTimerBox", "{n} min").format(n=seconds // 60)


class TurnTimerBox(FollowsLanguage, QComboBox):
    """Seconds per move; 0 is off. A length saved by an older version stays in the list."""

    def __init__(self, seconds: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lengths = set(TIMER_CHOICES)
        if seconds == 0 or 5 <= seconds <= 300:
            lengths.add(seconds)
        for length in sorted(lengths):
            self.addItem("", length)
        self.setCurrentIndex(max(0, self.findData(seconds)))
        self.retranslate()

    def seconds(self) -> int:
        return int(self.currentData())

    def retranslate(self) -> None:
        for index in range(self.count()):
            self.setItemText(index, timer_length(int(self.itemData(index))))
