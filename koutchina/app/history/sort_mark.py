"""History's sort mark drawn the way a desktop's file lists draw it: a downward arrow over rows
that go from the largest down (newest first, the order History opens in), an upward one over
rows that go up. Qt's own styles draw the other way round (QHeaderView marks a descending sort
``SortUp``), an upward arrow over the newest match first (a player's review)."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QHeaderView,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionHeader,
    QWidget,
)

_FLIPPED = {QStyleOptionHeader.SortIndicator.SortUp: QStyleOptionHeader.SortIndicator.SortDown,
            QStyleOptionHeader.SortIndicator.SortDown: QStyleOptionHeader.SortIndicator.SortUp}


class SortMarkStyle(QProxyStyle):
    """The application's style, with the headings' sort arrow turned over."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        if (element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow
                and isinstance(option, QStyleOptionHeader)
                and option.sortIndicator in _FLIPPED):
            turned = QStyleOptionHeader(option)
            turned.sortIndicator = _FLIPPED[option.sortIndicator]
            option = turned
        super().drawPrimitive(element, option, painter, widget)


def mark_sort_as_desktops(header: QHeaderView) -> None:
    """``header`` draws its sort arrow pointing the way its rows go."""
    style = SortMarkStyle()
    style.setParent(header)  # kept as long as the header
    header.setStyle(style)
