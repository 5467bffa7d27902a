"""Statistics' tables of figures: as wide as their columns, each heading on one line where the
window has room for them, else on two, so that every column shows without scrolling sideways
(200 % on 1280x720 hid the Kots columns behind a sideways scroll bar)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QTableWidget, QWidget

from ..screen_fit import UNBOUNDED


def two_lines(text: str, metrics: QFontMetrics) -> str:
    """``text`` broken at the space that leaves its longer line shortest ("Kots" over
    "suffered", "Annonces" over "exactes"); as it is when it is one word. A no-break space
    (French typography) is never broken."""
    spaces = [at for at, letter in enumerate(text) if letter == " "]
    if not spaces:
        return text
    at = min(spaces, key=lambda at: max(metrics.horizontalAdvance(text[:at]),
                                        metrics.horizontalAdvance(text[at + 1:])))
    return f"{text[:at]}\n{text[at + 1:]}"


class FiguresHeader(QHeaderView):
    """A table's column headings, each on one line, or on two (``two_lines``) where the table
    has no room for them on one: whole either way, never a word cut short. The model keeps
    each heading as one line (as a screen reader says it); only what is drawn and measured
    is broken."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.two_lines = False

    def set_two_lines(self, two: bool) -> None:
        if two != self.two_lines:
            self.two_lines = two
            self.headerDataChanged(Qt.Orientation.Horizontal, 0, max(0, self.count() - 1))

    def one_line_width(self, column: int) -> int:
        """The width of ``column``'s heading on one line."""
        return super().sectionSizeFromContents(column).width()

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        if self.two_lines:  # (what paintSection draws)
            option.text = two_lines(option.text, self.fontMetrics())

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        if not self.two_lines:
            return super().sectionSizeFromContents(logicalIndex)
        option = QStyleOptionHeader()  # as Qt measures a heading: in bold, as when selected
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logicalIndex)
        bold = self.font()
        bold.setBold(True)
        option.fontMetrics = QFontMetrics(bold)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_HeaderSection, option,
                                             QSize(), self)


class FiguresTable(QTableWidget):
    """A table of figures as wide as its columns, each heading on one line where the window
    has room for them, else on two (200 % on 1280x720), so that every column shows without
    scrolling sideways; it is as tall as its headings and rows. In a window narrowed further
    by the person it scrolls sideways, with room for that scroll bar under the last row, never
    over it."""

    def __init__(self, rows: int, columns: int) -> None:
        super().__init__(rows, columns)
        self.setHorizontalHeader(FiguresHeader(self))
        self.room = UNBOUNDED  # the width the window gives the table (fit_room)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # all rows show
        self.horizontalScrollBar().rangeChanged.connect(lambda _low, _high: self.fit_height())

    def fit_room(self, room: int) -> None:
        """The table in ``room`` pixels across: its headings on one line or two."""
        if room != self.room:
            self.room = room
            self.fit_headings()

    def fit_headings(self) -> None:
        """Each heading on one line if the table so fits its room, else on two; then every
        row whole. Again whenever the figures, the words or the size of texts change."""
        header = self.horizontalHeader()
        assert isinstance(header, FiguresHeader)
        header.set_two_lines(self.one_line_width() > self.room)
        self.updateGeometries()  # the headings' new height, before the table takes it
        self.fit_height()

    def one_line_width(self) -> int:
        """The table's width with each heading on one line: a column as wide as its heading
        or its widest figure, as the header sizes it to its contents."""
        header = self.horizontalHeader()
        assert isinstance(header, FiguresHeader)
        columns = sum(max(header.one_line_width(column), self.sizeHintForColumn(column),
                          header.minimumSectionSize())
                      for column in range(self.columnCount()))
        return 2 * self.frameWidth() + self.verticalHeader().sizeHint().width() + columns

    def sizeHintForColumn(self, column: int) -> int:
        """A column's figures with a space's room before the widest: under headings on two
        lines the figures set some columns' width, and "−160.0" touched the line before it."""
        return super().sizeHintForColumn(column) + self.fontMetrics().horizontalAdvance(" ")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            # the size of texts changed: once the headings have their new font too
            QTimer.singleShot(0, self, self.fit_headings)

    def fit_height(self) -> None:
        """Every row whole: the headings, the rows, the frame and the sideways bar if any."""
        bar = self.horizontalScrollBar()
        under = bar.sizeHint().height() if bar.maximum() > bar.minimum() else 0
        self.setFixedHeight(self.horizontalHeader().height() + self.verticalHeader().length()
                            + 2 * self.frameWidth() + under)

    def minimumSizeHint(self) -> QSize:
        """The games' names and the first column at the least; the rest scrolls in."""
        return QSize(2 * self.frameWidth() + self.verticalHeader().sizeHint().width()
                     + self.horizontalHeader().sectionSize(0), self.height())


__all__ = ["FiguresHeader", "FiguresTable", "two_lines"]
