"""A house rule's number box that steps over the values the rules refuse on their own
(``OptionSpec.refused``): the up arrow from Badam Satti's "Never" went to "one deal in 1", which
showed an error and greyed out OK (a player's review). A refused value typed in is still
refused by the rules' check, with its reason."""

from __future__ import annotations

from PySide6.QtWidgets import QSpinBox, QWidget


class OptionSpinBox(QSpinBox):
    """A QSpinBox whose arrows, wheel and keys skip ``refused``."""

    def __init__(self, refused: tuple[int, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refused = frozenset(refused)

    def stepBy(self, steps: int) -> None:
        step = self.singleStep()
        target = self.value() + steps * step
        while target in self.refused and self.minimum() <= target <= self.maximum():
            target += step if steps > 0 else -step
        # Qt's own step there: its ends, wrapping and selection as in any number box
        super().stepBy((target - self.value()) // step)
