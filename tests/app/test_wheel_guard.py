"""The mouse wheel scrolls New match's rules, not the box under the pointer: scrolling the
dialog turned North's level from Medium to Hard without a word (player-eye review). A box
takes the wheel once it has the focus."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from koutchina.app.new_match_dialog import NewMatchDialog

from .helpers import choice


def _wheel_down(widget: QWidget) -> None:
    middle = QPointF(widget.rect().center())
    event = QWheelEvent(middle, QPointF(widget.mapToGlobal(middle.toPoint())), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_over_a_box_without_the_focus_leaves_its_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewMatchDialog(choice("hokm", levels=["medium"] * 3))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    north = dialog.level_combos[1]
    level = north.currentData()
    rules = [box for box in dialog.option_widgets.values() if hasattr(box, "currentIndex")]
    assert rules  # Hokm's rules have drop-downs (the target, the deal)
    rule_values = [box.currentIndex() for box in rules]
    for box in [north, *rules]:
        _wheel_down(box)
    assert north.currentData() == level
    assert [box.currentIndex() for box in rules] == rule_values
    north.setFocus()  # clicked, or reached with Tab: now the wheel is the box's
    qtbot.waitUntil(north.hasFocus)
    _wheel_down(north)
    assert north.currentData() != level
