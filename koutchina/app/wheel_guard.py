"""The mouse wheel scrolls a dialog's page, not the drop-down or number box that happens to lie
under the pointer: scrolling New match with the wheel turned North's level from Medium to Hard
without a word (player-eye review). A box takes the wheel once it has the focus (clicked or
reached with Tab), as in the programs people know; until then the wheel goes to the page that
scrolls around it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget


class WheelGuard(QObject):
    """Installed on each box: a wheel over a box without the focus scrolls its page."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget)
                or watched.hasFocus()):
            return False
        page = _scrolled_page(watched)
        if page is not None:
            QCoreApplication.sendEvent(page.viewport(), event)
        return True  # the box keeps its value


def _scrolled_page(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def guard_wheels(root: QWidget) -> None:
    """Every drop-down and number box under ``root`` (again after boxes were added: a box is
    guarded once) takes the wheel only once it has the focus."""
    guard = root.findChild(WheelGuard, "wheel_guard")
    if guard is None:
        guard = WheelGuard(root)
        guard.setObjectName("wheel_guard")
    for box in [*root.findChildren(QComboBox), *root.findChildren(QAbstractSpinBox)]:
        if box.property("wheel_guarded"):
            continue
        box.setProperty("wheel_guarded", True)
        box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not the wheel's focus
        box.installEventFilter(guard)


__all__ = ["WheelGuard", "guard_wheels"]
