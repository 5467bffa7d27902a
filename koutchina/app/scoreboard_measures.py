"""The scoreboard's measures of its table of scores: each row's height, each column's least
width and the row headings' width, each measured once and kept until what it depends on
changes. The dock (scoreboard.py) sizes itself with them, and weighs with them where it docks
(its real height under the table) at each of the window's resizes, where measuring every row
again took 0.6 ms a deal's row."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QStyle, QStyleOptionHeader, QStyleOptionViewItem, QTableView

from .scoreboard_model import ScoreboardModel
from .table.looks import high_contrast


class ScoreTableMeasures:
    """The measures of ``table`` showing ``model``, kept: forgotten, before anything measures
    them again, where the scores change (the model's signals) and where their words or look
    change (``forget``, by the dock, which restyles them). ``scale`` (the size of the texts
    drawn) and ``under`` (the dock under the table) are the dock's at the time of asking."""

    LINE_ROOM = 1 << 20  # px: a width no cell's words need to stay on one line

    def __init__(self, table: QTableView, model: ScoreboardModel) -> None:
        self.table = table
        self.model = model
        # the rows' heights and the columns' least widths measured once for what they show, at
        # the widths and look they are measured at (``rows_measured``, ``column_needs``)
        self._heights: dict[int, int] = {}  # each row's height, measured
        self._heights_for: tuple[object, ...] | None = None  # at these widths, in this look
        self._tallest: int | None = None  # the tallest deal's row (``scores_height``)
        self._measured_widths: tuple[tuple[int, int], ...] = ()  # the columns' they are at
        self._measured_under = False  # under the table, as they were measured
        # each row's heading's height and its cells' words on one line (``_lines_of``)
        self._cells: dict[int, tuple[int, list[tuple[int, int]]]] = {}
        self._cells_for: tuple[object, ...] | None = None  # in this look
        self._needs: list[int] | None = None  # the columns' least widths, measured
        self._needs_for: tuple[object, ...] | None = None  # for these words, in this look
        self._headings: int | None = None  # the rows' headings' widest, measured
        self._headings_for: tuple[object, ...] | None = None  # in this look
        model.rowsInserted.connect(lambda _parent, first, _last: self.forget_rows(first))
        model.dataChanged.connect(
            lambda top, bottom, *_: self.forget_rows(top.row(), bottom.row()))
        model.headerDataChanged.connect(self._headings_changed)
        for changed in (model.modelReset, model.layoutChanged, model.rowsRemoved,
                        model.rowsMoved, model.columnsInserted, model.columnsRemoved,
                        model.columnsMoved):
            changed.connect(self.forget)

    def width_key(self) -> tuple[object, ...]:
        """What the columns' least widths at a given size of texts depend on: the look (the
        borders' width) and the words measured, the match's headings and the longest figures
        it may show, which hold for the whole match, in the language in use; not the deals'
        rows (forgotten as they come: ``forget_rows``) nor the "this deal" box."""
        model = self.model
        return (high_contrast(), tuple(model.column_names()), tuple(model.longest_headings()),
                tuple(model.widest_figures()))

    def column_needs(self, scale: float) -> list[int]:
        """Each column's least width: its heading whole, and its widest word (the figures
        wrap between words), bold as the totals are. Measured once for the scores, their
        words and look: every word of every row is measured, several times at each of the
        window's resizes."""
        key = (*self.width_key(), scale, self.table.font().key(),
               self.table.horizontalHeader().font().key())
        if self._needs is None or key != self._needs_for:
            self._needs, self._needs_for = self._measure_column_needs(), key
        return list(self._needs)

    def _measure_column_needs(self) -> list[int]:
        """``column_needs``, measured."""
        header = self.table.horizontalHeader()
        font = QFont(self.table.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        margin = 2 * (self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin,
                                                     None, self.table) + 1)
        needs = []
        figures = self.model.widest_figures()
        for column in range(self.model.columnCount()):
            words = [word for row in range(self.model.rowCount())
                     for word in self.model.display(row, column).split()]
            words += [word for figure in figures for word in figure.split()]
            widest = max((metrics.horizontalAdvance(word) for word in words), default=0)
            needs.append(max(header.sectionSizeFromContents(column).width(), widest + margin))
        return needs

    def hold_heading_width(self) -> None:
        """The row headings' column as wide from the start as its longest heading will be,
        measured as the header measures its sections (its style sheet's font and padding): a
        pixel short, the column widened by one when the first deal's row came."""
        header = self.table.verticalHeader()
        option = QStyleOptionHeader()
        option.initFrom(header)
        option.orientation = Qt.Orientation.Vertical
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        widths = []
        for heading in self.model.longest_headings():
            option.text = heading
            widths.append(header.style().sizeFromContents(
                QStyle.ContentsType.CT_HeaderSection, option, QSize(), header).width())
        header.setMinimumWidth(max(widths))

    def heading_width(self, scale: float) -> int:
        """The row headings' column's width, as the table lays it out (its least width, or
        more for a heading wider still): worked out now, where the header's own width is that
        of the last layout, which lags behind a restyle. Its headings measured once for the
        rows and look (forgotten with the columns' least widths): every row's, at each of the
        window's resizes."""
        header = self.table.verticalHeader()
        if header.isHidden():
            return 0
        key = (scale, high_contrast(), header.font().key(), header.count())
        if self._headings is None or key != self._headings_for:
            self._headings, self._headings_for = header.sizeHint().width(), key
        return min(max(header.minimumWidth(), self._headings), header.maximumWidth())

    def scores_height(self, deals: int, *, under: bool, scale: float) -> int:
        """The scores' height with their headings, the totals and ``deals`` deals' rows in
        view: a deal's row as tall as the tallest come so far (Hand's "-10  (3/2)" wraps on
        two lines in a narrow column), before the first as the totals' row. Only the rows it
        needs, each measured once (``rows_measured``): the least height (``deals`` 0) the
        totals' row alone. Where to dock it is weighed with it at each of the window's
        resizes, where every row measured twice took 0.6 ms a deal's row."""
        table = self.table
        header = table.horizontalHeader().sizeHint().height()
        rows = self.model.rowCount()
        heights = self.rows_measured(under=under, scale=scale)
        totals = self.row_height(heights, rows - 1) if rows else header
        deal = totals
        if deals and rows > 1:
            if self._tallest is None:
                self._tallest = max(self.row_height(heights, row) for row in range(rows - 1))
            deal = max(self._tallest, totals)
        return header + totals + deals * deal + 2 * table.frameWidth()

    def rows_measured(self, *, under: bool, scale: float) -> dict[int, int]:
        """The rows' heights measured so far, at the widths their columns have now (see
        ``row_height``), in the look now: forgotten where these changed, as where the scores
        change (``forget_rows``)."""
        table = self.table
        grid = 1 if table.showGrid() else 0  # as QTableView.sizeHintForRow counts it
        if under:  # the columns in view, as QTableView.sizeHintForRow takes them
            header = table.horizontalHeader()
            left = max(0, header.visualIndexAt(0))
            right = header.visualIndexAt(table.viewport().width())
            if right == -1:
                right = self.model.columnCount() - 1
            shown = [header.logicalIndex(place) for place in range(left, right + 1)]
            widths = tuple((column, table.columnWidth(column) - grid) for column in shown
                           if not header.isSectionHidden(column))
        else:
            widths = tuple((column, width - grid)
                           for column, width in enumerate(self.column_needs(scale)))
        look = (scale, high_contrast(), table.font().key(),
                table.verticalHeader().font().key(), table.wordWrap())
        if look != self._cells_for:
            self._cells_for = look
            self._cells.clear()
        key = (under, widths, grid, look)
        if key != self._heights_for:
            self._heights_for, self._measured_widths = key, widths
            self._measured_under = under
            self._heights.clear()
            self._tallest = None
        return self._heights

    def row_height(self, heights: dict[int, int], row: int) -> int:
        """``row``'s height under the table (its cells' words, wrapped, and its heading): as
        the table lays it out at its columns' widths there; beside the table, at the least
        widths its columns have under it, the tallest it can be there. Where to dock it is
        weighed with them (the dock's height under the table): measured shorter than they
        come out under the table, the dock could go there, grow, and come back. Measured once,
        kept in ``heights`` (``rows_measured``); a cell on one line at its width (``_lines_of``)
        not measured again as a window edge is dragged, widening or narrowing the columns."""
        height = heights.get(row)
        if height is not None:
            return height
        table = self.table
        if self._measured_under and not table.wordWrap():  # as wide as its words, any width
            height = max(table.sizeHintForRow(row), table.verticalHeader().sectionSizeHint(row))
        else:
            grid = 1 if table.showGrid() else 0
            height, lines = self._lines_of(row)
            option: QStyleOptionViewItem | None = None
            for column, width in self._measured_widths:
                line_width, cell = lines[column]
                if width < line_width:  # wrapped: measured at its width
                    if option is None:
                        option = QStyleOptionViewItem()
                        table.initViewItemOption(option)
                    index = self.model.index(row, column)
                    option.rect = QRect(0, 0, width, max(1, table.rowHeight(row)))
                    cell = table.itemDelegateForIndex(index).sizeHint(option, index).height()
                height = max(height, cell + grid)
        heights[row] = height = max(height, 1)
        return height

    def _lines_of(self, row: int) -> tuple[int, list[tuple[int, int]]]:
        """``row``'s heading's height, and each of its cells' least width (the delegate's)
        for its words on one line with their height there: at that width and wider, a cell
        is that tall (its lines break only where its words do). Measured once, in the look
        now (``rows_measured``), again where the row changes (``forget_rows``)."""
        lines = self._cells.get(row)
        if lines is None:
            table = self.table
            option = QStyleOptionViewItem()
            table.initViewItemOption(option)
            option.rect = QRect(0, 0, self.LINE_ROOM, 1)
            cells = []
            for column in range(self.model.columnCount()):
                index = self.model.index(row, column)
                size = table.itemDelegateForIndex(index).sizeHint(option, index)
                cells.append((size.width(), size.height()))
            lines = self._cells[row] = (table.verticalHeader().sectionSizeHint(row), cells)
        return lines

    def forget_rows(self, first: int, last: int | None = None) -> None:
        """Rows ``first`` to ``last`` (to the end if None) changed, or moved: their heights
        measured again when next needed, the columns' least widths too (their words), and
        the rows' headings' width."""
        self._needs = self._headings = None
        self._tallest = None
        for kept in (self._heights, self._cells):
            for row in [row for row in kept if row >= first and (last is None or row <= last)]:
                del kept[row]

    def _headings_changed(self, orientation: Qt.Orientation, first: int, last: int) -> None:
        """The rows' headings measured again where they changed; the columns', every measure
        (their least widths, the rows' heights at them)."""
        if orientation == Qt.Orientation.Vertical:
            self.forget_rows(first, last)
        else:
            self.forget()

    def forget(self) -> None:
        """The scores, their words or their look changed: every measure of them taken again
        when next needed (the rows' heights, the columns' least widths, the headings')."""
        self._needs = self._headings = None
        self._heights_for = self._cells_for = None
        self._heights.clear()
        self._cells.clear()
        self._tallest = None
