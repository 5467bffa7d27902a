"""A message box's second line (its informative text) starting where its first line starts."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QMessageBox


def line_up_second_line(box: QMessageBox) -> None:
    """``box``'s informative text under its first line, aligned with it (``LinedUp``), once
    however often the box is dressed; a box without a second line is left as it is."""
    first = box.findChild(QLabel, "qt_msgbox_label")
    second = box.findChild(QLabel, "qt_msgbox_informativelabel")
    if first is not None and second is not None and box.findChild(LinedUp) is None:
        LinedUp(first, second, box)


class LinedUp(QObject):
    """A message box's second line indented to start where its first starts: Qt sets the
    first off by a margin of its own (6 px here, another with another style) and not the
    second, which stood to its left (a player's review). Qt sets those margins again whenever
    the box's style changes, and a style sheet's polish the indent: it follows each change."""

    def __init__(self, first: QLabel, second: QLabel, parent: QObject) -> None:
        super().__init__(parent)
        self.first, self.second = first, second
        first.installEventFilter(self)
        second.installEventFilter(self)
        self.line_up()

    _AGAIN = (QEvent.Type.ContentsRectChange, QEvent.Type.Show, QEvent.Type.StyleChange,
              QEvent.Type.FontChange)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Again after Qt set the margins, or a style sheet's polish the indent (to 0); its
        labels read with a default, for an event that comes while its Python side goes."""
        if event.type() in self._AGAIN and getattr(self, "second", None) is not None:
            self.line_up()
        return False

    def line_up(self) -> None:
        first, second = self.first, self.second
        start = first.contentsMargins().left() + max(0, first.indent())
        second.setIndent(max(0, start - second.contentsMargins().left()))
