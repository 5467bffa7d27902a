"""History's sort mark drawn the way a desktop's file lists draw it: a downward arrow over rows
that go from the largest down (newest first, the order History opens in), an upward one over
rows that go up. QHeaderView marks a descending sort ``SortUp``, which Qt's Fusion style draws
as an upward arrow on Linux (an upward arrow over the newest match first, a player's review)
and others as a downward one: the style's own drawing is looked at once, and the mark turned
over only where it points against the rows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QWidget

_FLIPPED = {QStyleOptionHeader.SortIndicator.SortUp: QStyleOptionHeader.SortIndicator.SortDown,
            QStyleOptionHeader.SortIndicator.SortDown: QStyleOptionHeader.SortIndicator.SortUp}


def draws_sort_up_upward(style: QStyle, widget: QWidget | None = None) -> bool:
    """Whether ``style`` draws a heading's ``SortUp`` mark (for ``widget``) narrow at its top
    (▲); False where nothing readable is drawn."""
    size = 32
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    option = QStyleOptionHeader()
    option.rect = QRect(0, 0, size, size)
    option.state = QStyle.StateFlag.State_Enabled
    option.sortIndicator = QStyleOptionHeader.SortIndicator.SortUp
    painter = QPainter(image)
    style.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorHeaderArrow, option, painter, widget)
    painter.end()
    widths = [width for y in range(size)
              if (width := sum(1 for x in range(size) if image.pixelColor(x, y).alpha() > 0))]
    return len(widths) >= 2 and widths[0] < widths[-1]


class SortHeader(QHeaderView):
    """A horizontal heading whose sort arrow points the way its rows go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        # as QTableView's own heading
        self.setSectionsClickable(True)
        self.setHighlightSections(True)
        self._against_rows: bool | None = None  # its style's SortUp is ▲: looked at once

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        if option.sortIndicator not in _FLIPPED:
            return
        if self._against_rows is None:
            self._against_rows = draws_sort_up_upward(self.style(), self)
        if self._against_rows:
            option.sortIndicator = _FLIPPED[option.sortIndicator]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.StyleChange:
            self._against_rows = None  # another style: looked at again
        super().changeEvent(event)
