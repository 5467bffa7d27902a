"""The New match dialog's house rules: a list that scrolls on its own, or one laid out whole
where the dialog's body already scrolls as a whole (never a scroll inside a scroll); each
rule's name beside its field (``RuleName``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QCheckBox, QFrame, QLabel, QScrollArea, QWidget


class HouseRulesList(QScrollArea):
    """The house rules (``setWidget``). ``whole``: as tall as they are at its width, with no
    scroll bar of its own, inside a body that scrolls (screen_fit.ScrollWhenShort). At 150 %
    on 1280x720 the list scrolled inside the scrolled body: two scroll bars, one in the
    other."""

    def __init__(self, whole: bool) -> None:
        super().__init__()
        self.whole = whole
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab stops on the rules
        if whole:
            self.setFrameShape(QFrame.Shape.NoFrame)  # the group's frame is around it
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def setWidget(self, widget: QWidget) -> None:
        """Another game's rules: the layouts around the list measure it again (whole, its
        height is theirs)."""
        super().setWidget(widget)
        self.updateGeometry()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a rule's help line one line taller at its real width: the list grows with it (its
        # layouts kept the height measured first, the last rules cut at 200 %)
        # read with a default: an event reaching the rules while the list's Python side goes
        # away (at interpreter shutdown) finds no attributes, and must raise nothing
        if (event.type() == QEvent.Type.LayoutRequest and getattr(self, "whole", False)
                and watched is self.widget()):
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def hasHeightForWidth(self) -> bool:
        return self.whole

    def heightForWidth(self, width: int) -> int:
        body = self.widget()
        if body is None:
            return 0
        inner = width - 2 * self.frameWidth()
        height = body.heightForWidth(inner) if body.hasHeightForWidth() else -1
        return (height if height >= 0 else body.sizeHint().height()) + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        body = self.widget()
        if not self.whole or body is None:
            return super().sizeHint()
        wanted = body.sizeHint()
        return QSize(wanted.width() + 2 * self.frameWidth(),
                     self.heightForWidth(wanted.width() + 2 * self.frameWidth()))

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        if not self.whole or body is None:
            return super().minimumSizeHint()
        least = body.minimumSizeHint()
        return QSize(least.width() + 2 * self.frameWidth(), least.height())


class RuleName(QLabel):
    """A house rule's name, beside its field (its buddy). A rule that is on or off is a box
    with no words of its own, its tick saying which (its words were "On" whether ticked or
    not: an empty box read "On"); a click on the name ticks or unticks it, as a form's label
    does, and leaves the focus on it for Space."""

    def _box(self, event: QMouseEvent) -> QCheckBox | None:
        box = self.buddy()
        if (event.button() == Qt.MouseButton.LeftButton and isinstance(box, QCheckBox)
                and box.isEnabled()):
            return box
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._box(event) is not None:
            event.accept()  # the release is this label's, not the list's behind it
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        box = self._box(event)
        if box is None or not self.rect().contains(event.position().toPoint()):
            super().mouseReleaseEvent(event)  # let go away from the name: nothing changes
            return
        event.accept()
        box.setFocus(Qt.FocusReason.MouseFocusReason)
        box.click()


__all__ = ["HouseRulesList", "RuleName"]
