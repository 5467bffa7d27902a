"""Every message box of the program with a second line starts it where its first line starts:
Qt sets the first line off by a margin of its own (6 px) and not the second, which stood to
its left in the start check's boxes (a player's review) and in every other box with one (the
question before another match, the unsaved moves at quitting, the program error). The boxes
are dressed by window_looks.dress_dialog, which lines them up, in either look."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from koutchina.app.table.looks import set_high_contrast
from koutchina.app.window_looks import dress_dialog


def _text_left(label: QLabel) -> int:
    """Where ``label``'s words start, in its window."""
    left = label.contentsRect().left() + max(0, label.indent())
    return label.mapTo(label.window(), QPoint(left, 0)).x()


@pytest.mark.parametrize("contrast", [False, True])
def test_a_dressed_box_s_second_line_starts_under_its_first(qtbot, contrast: bool) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(contrast)
    try:
        box = QMessageBox(QMessageBox.Icon.Question, "Match under way",
                          "A match is under way. Start a new one?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setInformativeText("The match under way is kept: you can resume it from History.")
        qtbot.addWidget(box)
        dress_dialog(box)
        dress_dialog(box)  # dressed again when the look changes: lined up once
        box.show()
        qtbot.waitExposed(box)
        QApplication.processEvents()
        first = box.findChild(QLabel, "qt_msgbox_label")
        second = box.findChild(QLabel, "qt_msgbox_informativelabel")
        assert first is not None and second is not None and second.isVisible()
        assert _text_left(second) == _text_left(first)
    finally:
        set_high_contrast(False)
