"""Statistics per game from the history, and a small chart of the totals per round."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QMargins, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Game, game_info
from ...storage.statistics import GAMES, GameStatistics, statistics
from ...storage.summaries import MatchSummary
from .. import texts
from ..closing_keys import close_button_row, close_with_keys, press_with_enter
from ..dressing import buttons_style, scroll_bar_style, window_style
from ..i18n import FollowsLanguage, format_decimal, format_number
from ..screen_fit import FitsScreen, ScrollWhenShort
from ..table.looks import high_contrast, panel_colours
from ..table.seat_badge import SIDE_COLOURS, SOLO_COLOURS
from ..window_places import SIDE_WINDOW
from .figures_table import FiguresTable

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .resumption import MatchInPlay

# each seat's line in the colour of its plate on the table (the sides' are the first two)
LINE_COLOURS = tuple(colour.name() for colour in SOLO_COLOURS)
LINE_WIDTH = 2
NUMBERING_STEPS = (1, 2, 5, 10, 20, 50, 100)  # every deal numbered, or every 2nd, 5th...
LEGEND_GAP = 6  # pixels between a line's last dot and its total


@dataclass(frozen=True, slots=True)
class ChartLayout:
    """Where the totals chart puts each thing at its size and in its font
    (``TotalsChart.chart_layout``), which its painting follows."""

    scale: ChartScale
    gutter: int  # the width left of the lines, for the axis' numbers
    line: int  # the height of a line of text
    numbered_every: int  # every deal numbered, or every 2nd, 5th...
    numbers_top: float  # where the deal numbers begin, below the lowest dots
    deal_numbers: tuple[tuple[str, float], ...]  # each deal number written, and its x
    lines: tuple[tuple[QPointF, ...], ...]  # each line's totals, one point a deal
    dotted: bool  # a dot at each point: the deals are far enough apart
    ends_left: float  # where the last totals are written, after the lines' ends
    ends_width: int  # the widest of them
    ends: tuple[tuple[str, float, int], ...]  # each last total, its y and its line
    names_left: float  # where each line's name is written, after its last total: the
    # legend beside the lines it names, not under the chart far from them
    names: tuple[str, ...]  # each line's name as written (cut short if very long)

    @property
    def dots(self) -> tuple[QPointF, ...]:
        """The dots drawn, line after line (none when the deals are too close)."""
        return tuple(point for points in self.lines for point in points) if self.dotted else ()


class TotalsChart(QWidget):
    """Running totals after each round (Hand: one line per seat; partnerships: per side): a dot
    at each deal while there is room for it, the deals numbered under the axis (every deal, or
    every 2nd, 5th, 10th... when they are many), so that even one deal reads as a chart; each
    line's last total and name just after its end, in its colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[list[int]] = []
        self.labels: list[str] = []
        self.game: str = Game.HAND
        # short enough to show whole under the tables and headings as the window opens at
        # 200 % on 1280x720 (the window scrolls to the notes under it)
        self.setMinimumSize(360, 150)
        self.follow_looks()

    def follow_looks(self) -> None:
        """The panels' felt under the chart (black in high contrast), its words light."""
        contrast = high_contrast()
        c = panel_colours(contrast)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor(c["dark"]))
        palette.setColor(QPalette.ColorRole.Text, QColor(c["text"]))
        palette.setColor(QPalette.ColorRole.Mid, QColor("#ffffff" if contrast else "#6f8f79"))
        self.setPalette(palette)
        self.update()

    def colour(self, column: int) -> QColor:
        """A seat's line in its plate's colour on the table; a side's in its side's."""
        colours = SIDE_COLOURS if game_info(self.game).partnerships else SOLO_COLOURS
        return QColor(colours[column % len(colours)])

    def set_data(self, rows: list[list[int]], labels: list[str], game: str = Game.HAND) -> None:
        self.rows = [list(row) for row in rows]
        self.labels = list(labels)
        self.game = game
        self.update()

    def empty_text(self) -> str:
        """A game of rounds (Hand) says "round", the others "deal"."""
        if game_info(self.game).in_rounds:
            return self.tr("No round has been scored yet.")
        return self.tr("No deal has been scored yet.")

    def plot_area(self, metrics: QFontMetrics) -> tuple[QRectF, int, int]:
        """Where the lines go, the width left of it for the axis' numbers and a line's
        height: margins made for the numbers and names in the font in use, so that at any
        size of texts none of them is cut at the edge; on the right, room for the legend
        (each line's last total and name) however far the lines reach."""
        line = metrics.height()
        values = [v for row in self.rows for v in row] + [0]
        drawn = (format_number(min(values)), format_number(max(values)))  # the axis' ends
        gutter = 8 + max(metrics.horizontalAdvance(text) for text in drawn)
        last = metrics.horizontalAdvance(format_number(len(self.rows)))  # centred on the end
        legend = (dot_radius(line) + LEGEND_GAP + self.ends_width(metrics) + line // 2
                  + max((metrics.horizontalAdvance(name) for name in self.names(metrics)),
                        default=0) + 4)
        right = max(12, last // 2 + 4, math.ceil(legend))
        below = line + line // 2 + 4 + dot_radius(line)  # the deal numbers, clear of the dots
        return QRectF(self.rect()).adjusted(gutter, line, -right, -below), gutter, line

    def ends_width(self, metrics: QFontMetrics) -> int:
        """The width of the widest last total."""
        return max((metrics.horizontalAdvance(format_number(v)) for v in self.rows[-1]),
                   default=0) if self.rows else 0

    def names(self, metrics: QFontMetrics) -> tuple[str, ...]:
        """Each line's name as the legend writes it: a very long one cut short, so that the
        lines keep most of the chart."""
        if not self.rows:
            return ()
        room = max(4 * metrics.height(), self.width() // 4)
        return tuple(metrics.elidedText(self.labels[column] if column < len(self.labels)
                                        else str(column), Qt.TextElideMode.ElideRight, room)
                     for column in range(len(self.rows[0])))

    def numbered_every(self, step: float, metrics: QFontMetrics) -> int:
        """Number every deal, or every 2nd, 5th, 10th... so that the numbers keep apart."""
        wanted = metrics.horizontalAdvance(format_number(len(self.rows))) + metrics.height()
        return next((every for every in NUMBERING_STEPS if every * step >= wanted),
                    NUMBERING_STEPS[-1])

    def chart_layout(self, metrics: QFontMetrics) -> ChartLayout | None:
        """Where everything goes at the chart's size in the font of ``metrics``; None before
        any deal is scored."""
        if not self.rows:
            return None
        area, gutter, line = self.plot_area(metrics)
        values = [v for row in self.rows for v in row] + [0]
        low, high = min(values), max(values)
        # the deals spread over the chart's width, however few: held to eight lines of text
        # a deal, one deal took a sixth of the chart, the rest of it an empty grid (a
        # player's review); its dot, its number under the axis and its total after the line's
        # end make one deal read as a chart
        scale = ChartScale(area, low, high if high > low else low + 1,
                           area.width() / len(self.rows))
        radius = dot_radius(line)
        every = self.numbered_every(scale.step, metrics)
        lines = tuple(
            tuple(scale.point(index + 1, row[column]) for index, row in enumerate(self.rows))
            for column in range(len(self.rows[0])))
        left = scale.x(len(self.rows)) + radius + LEGEND_GAP
        widest = self.ends_width(metrics)
        ends: list[tuple[str, float, int]] = []
        below = area.top() - line  # each total under the one above it, never over it
        for y, column in sorted((points[-1].y(), column) for column, points in enumerate(lines)):
            below = max(y, below + line)
            ends.append((format_number(self.rows[-1][column]), below, column))
        lift = max(0.0, below - (self.height() - line / 2 - 2))  # the lowest within the chart
        ends = [(text, y - lift, column) for text, y, column in ends]
        return ChartLayout(
            scale=scale, gutter=gutter, line=line, numbered_every=every,
            numbers_top=area.bottom() + radius + 4,  # a dot at the lowest total stays clear
            deal_numbers=tuple((format_number(deal), scale.x(deal))
                               for deal in range(every, len(self.rows) + 1, every)),
            lines=lines, dotted=scale.step >= 4 * radius, ends_left=left, ends_width=widest,
            ends=tuple(ends), names_left=left + widest + line // 2, names=self.names(metrics))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        metrics = painter.fontMetrics()
        painter.setPen(QPen(self.palette().text().color()))
        layout = self.chart_layout(metrics)
        if layout is None:
            painter.drawText(self.plot_area(metrics)[0], Qt.AlignmentFlag.AlignCenter,
                             self.empty_text())
            painter.end()
            return
        self._draw_axes(painter, layout.scale, layout.gutter, layout.line)
        self._draw_deal_numbers(painter, layout)
        self._draw_lines(painter, layout)
        painter.end()

    def _draw_axes(self, painter: QPainter, scale: ChartScale, gutter: int, line: int) -> None:
        """The zero line, the left axis and its numbers: top, bottom, 0 when between, and round
        values between them (a faint line across at each), as far as they keep apart."""
        area, zero_y = scale.area, scale.y(0)
        text_pen = painter.pen()
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawLine(QPointF(area.left(), zero_y), QPointF(area.right(), zero_y))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.setPen(text_pen)
        numbers = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        marks = [(area.top(), scale.high), (area.bottom(), scale.low)]
        if scale.low < 0 < scale.high and min(zero_y - area.top(),
                                              area.bottom() - zero_y) > 1.5 * line:
            marks.append((zero_y, 0))
        faint = QColor(self.palette().mid().color())
        faint.setAlpha(90)
        for value in round_marks(scale.low, scale.high, int(area.height() // (2.5 * line))):
            y = scale.y(value)
            if value == 0 or any(abs(y - taken) < 1.5 * line for taken, _ in marks):
                continue
            marks.append((y, value))
            painter.setPen(QPen(faint, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text_pen)
        for y, value in marks:
            painter.drawText(QRectF(0, y - line / 2, gutter - 6, line), numbers,
                             format_number(value))

    def _draw_deal_numbers(self, painter: QPainter, layout: ChartLayout) -> None:
        """Each deal's number under its place (every 2nd, 5th... when they are many)."""
        text_pen, bottom, top = painter.pen(), layout.scale.area.bottom(), layout.numbers_top
        width = layout.scale.step * layout.numbered_every
        for text, x in layout.deal_numbers:
            painter.setPen(QPen(self.palette().mid().color(), 1))
            painter.drawLine(QPointF(x, bottom), QPointF(x, top))
            painter.setPen(text_pen)
            painter.drawText(QRectF(x - width / 2, top, width, layout.line),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, text)

    def _draw_lines(self, painter: QPainter, layout: ChartLayout) -> None:
        """One line per seat or side from 0, a dot at each deal while the dots keep apart, and
        after its end its last total and its name (the legend, in the line's colour). Lines
        that run together (the same totals) are drawn side by side (``_draw_ties``)."""
        scale, line = layout.scale, layout.line
        radius, width = dot_radius(line), line_width(line)
        for column, points in enumerate(layout.lines):
            path = QPainterPath(QPointF(scale.area.left(), scale.y(0)))
            for dot in points:
                path.lineTo(dot)
            colour = self.colour(column)
            painter.setPen(QPen(colour, width))
            painter.drawPath(path)
            if layout.dotted:
                painter.setBrush(colour)
                for dot in points:
                    painter.drawEllipse(dot, radius, radius)
                painter.setBrush(Qt.BrushStyle.NoBrush)
        self._draw_ties(painter, scale, radius if layout.dotted else 0.0, width)
        middle = Qt.AlignmentFlag.AlignVCenter
        for text, y, column in layout.ends:
            painter.setPen(self.colour(column))
            painter.drawText(QRectF(layout.ends_left, y - line / 2, layout.ends_width + 4, line),
                             Qt.AlignmentFlag.AlignLeft | middle, text)
            painter.drawText(QRectF(layout.names_left, y - line / 2,
                                    self.width() - layout.names_left, line),
                             Qt.AlignmentFlag.AlignLeft | middle, layout.names[column])

    def _draw_ties(self, painter: QPainter, scale: ChartScale, radius: float, width: float) -> None:
        """Where several lines share a stretch between two deals (the same totals at both),
        they run side by side over it (``width`` apart), each in its colour, the first one
        above; a dot they share (``radius``; 0: no dots) is cut in a slice for each: the last
        line drawn no longer hides the others."""
        totals = [[0] * len(self.rows[0]), *self.rows]  # deal 0: every total 0
        for deal in range(1, len(totals)):
            for (before, after), tied in _ties(zip(totals[deal - 1], totals[deal],
                                                    strict=True)):
                start, end = scale.point(deal - 1, before), scale.point(deal, after)
                along = end - start
                length = math.hypot(along.x(), along.y())
                normal = QPointF(along.y(), -along.x()) / length  # upwards, deals go right
                for lane, column in enumerate(tied):
                    shift = normal * (width * ((len(tied) - 1) / 2 - lane))
                    pen = QPen(self.colour(column), width)
                    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
                    painter.setPen(pen)
                    painter.drawLine(start + shift, end + shift)
        if radius:
            painter.setPen(Qt.PenStyle.NoPen)
            for deal in range(1, len(totals)):
                for total, tied in _ties(totals[deal]):
                    reach = radius + width / 2  # a dot's outline too
                    box = QRectF(scale.x(deal) - reach, scale.y(total) - reach,
                                 2 * reach, 2 * reach)
                    span = 360 * 16 // len(tied)  # sixteenths of a degree, from 3 o'clock
                    for lane, column in enumerate(tied):  # the first lane's slice on top
                        painter.setBrush(self.colour(column))
                        painter.drawPie(box, lane * span, span)
            painter.setBrush(Qt.BrushStyle.NoBrush)


_K = TypeVar("_K")


def _ties(keys: Iterable[_K]) -> list[tuple[_K, list[int]]]:
    """Each key that more than one column has (in ``keys``, one a column), with its columns."""
    columns: dict[_K, list[int]] = {}
    for column, key in enumerate(keys):
        columns.setdefault(key, []).append(column)
    return [(key, tied) for key, tied in columns.items() if len(tied) > 1]


def round_marks(low: float, high: float, most: int) -> list[int]:
    """Whole values strictly between ``low`` and ``high`` that a reader takes in at a glance:
    the multiples of the smallest of 1, 2, 5, 10, 20, 50... that gives at most ``most``."""
    if most < 1 or high - low <= 1:
        return []
    power = 1
    while True:
        for base in (1, 2, 5):
            step = base * power
            first = math.floor(low / step) + 1
            values = [n * step for n in range(first, math.ceil(high / step))]
            if len(values) <= most:
                return values
        power *= 10


def dot_radius(line: float) -> float:
    """A dot's radius for text ``line`` pixels tall: it grows with the texts."""
    return max(3.0, line / 6)


def line_width(line: float) -> float:
    """A line's width for text ``line`` pixels tall: 2 px at the usual size, more on a large
    screen, where a 2 px line beside twice as large texts reads as a hair-line."""
    return max(LINE_WIDTH, line / 9)


def grid_colour(contrast: bool) -> str:
    """The tables' grid and edges: white in high contrast, a soft line on the felt."""
    return "#ffffff" if contrast else "#5a6e50"


def statistics_style(contrast: bool) -> str:
    """The window dressed as the panels beside the table: dark felt (or black), light words;
    sizes left to the size of texts. Only the window's own widgets: a message box opened over
    it keeps the system's look (its words would turn light on its light ground). The tables'
    cells take their colours here (a palette alone left them nearly white once the sheet
    styled the table); their headings from ``table_palette``, so that they keep the sizes
    their words need."""
    c = panel_colours(contrast)
    window = "StatisticsWindow"
    body = f"{window} QWidget#{BODY}"  # what scrolls on a short screen: all but the frame
    return window_style(window, contrast) + window_style(body, contrast) + f"""
{body} > QLabel#heading {{ color: {c["gold"]}; font-weight: bold; }}
{body} > QTableWidget QTableCornerButton::section {{ background: {c["dark"]}; border: none; }}
{body} > QTableWidget {{ gridline-color: {grid_colour(contrast)}; background: {c["body"]};
    alternate-background-color: {c["alternate"]}; color: {c["text"]}; }}
""" + scroll_bar_style(f"{window} > QScrollArea", contrast) + buttons_style(  # the body's
        (f"{body} > QDialogButtonBox",), contrast)  # and the tables' bars; Close


def table_palette(table: QTableWidget, contrast: bool) -> None:
    """A table of figures in the scoreboard's colours: its body, alternate rows, words and
    gold headings."""
    c = panel_colours(contrast)
    palette = table.palette()
    for role, colour in ((QPalette.ColorRole.Base, c["body"]),
                         (QPalette.ColorRole.AlternateBase, c["alternate"]),
                         (QPalette.ColorRole.Text, c["text"]),
                         (QPalette.ColorRole.Button, c["dark"]),
                         (QPalette.ColorRole.ButtonText, c["gold"]),
                         (QPalette.ColorRole.Window, c["dark"]),
                         (QPalette.ColorRole.WindowText, c["text"]),
                         (QPalette.ColorRole.Highlight, c["alternate"]),
                         (QPalette.ColorRole.HighlightedText, c["text"]),
                         (QPalette.ColorRole.Mid, grid_colour(contrast)),
                         (QPalette.ColorRole.Dark, grid_colour(contrast))):
        palette.setColor(role, QColor(colour))
    table.setPalette(palette)
    for header in (table.horizontalHeader(), table.verticalHeader()):
        header.setPalette(palette)


class ChartScale:
    """Where a deal and a total go in the chart's ``area``: deal 0 (the start, every total 0)
    at the left, ``step`` pixels a deal."""

    def __init__(self, area: QRectF, low: int, high: int, step: float) -> None:
        self.area, self.low, self.high, self.step = area, low, high, step

    def x(self, deal: int) -> float:
        return self.area.left() + self.step * deal

    def y(self, value: int) -> float:
        return self.area.bottom() - (value - self.low) / (self.high - self.low) * self.area.height()

    def point(self, deal: int, value: int) -> QPointF:
        return QPointF(self.x(deal), self.y(value))


BODY = "statisticsBody"  # the object name of the window's body (statistics_style)


class StatisticsBody(QWidget):
    """What Statistics scrolls; it says when its width changes (the tables' room). A signal
    rather than the window filtering every event of it: an event reaching the body while the
    window's Python side was going away raised an error in that filter."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


class StatisticsWindow(FollowsLanguage, FitsScreen, QWidget):
    """Per game: finished and unfinished matches, won, average score, Hand exact calls, Kots;
    a line saying which of them count unfinished matches; and the totals chart."""

    COLUMNS = 7

    def __init__(self, in_play: Callable[[], MatchInPlay] | None = None,
                 parent: QWidget | None = None) -> None:
        """``in_play``: the match on the table now, charted instead of the last saved one."""
        super().__init__(parent, SIDE_WINDOW)
        self.in_play = in_play
        self.matches: list[MatchSummary] = []
        self.stats: dict[str, GameStatistics] = {}
        self.practice_stats: dict[str, GameStatistics] = {}
        self.title = QLabel()
        self.table = self._new_table()
        self.practice_title = QLabel()
        self.practice_table = self._new_table()
        self.counted = QLabel()  # what the figures count
        self.counted.setWordWrap(True)
        self.chart_title = QLabel()
        self.chart = TotalsChart()
        for heading in (self.title, self.practice_title, self.chart_title):
            heading.setObjectName("heading")  # gold and bold, apart from the notes
            heading.setWordWrap(True)  # on a narrow screen, not widening the window past it
        self.body = StatisticsBody()
        self.body.setObjectName(BODY)
        layout = QVBoxLayout(self.body)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.practice_title)
        layout.addWidget(self.practice_table, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart, 1)
        # the notes under the chart, as footnotes: above it, their three lines at 200 % on
        # 1280x720 pushed the chart under the window's bottom as it opened, and a player saw
        # no chart (the tables' headings say what is counted; the notes, the finer points)
        # Close beside them at the bottom right, as in About and a deal's review (Qt's own
        # word): under them, it took the room the chart needs at 200 % on 1280x720
        self.close_row = close_button_row(self)
        foot = QHBoxLayout()
        foot.addWidget(self.counted, 1)
        foot.addWidget(self.close_row, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(foot)
        # scrolled up and down where the screen is too short for it all at its size of texts
        # (200 % on 1280x720), the chart keeping a readable height; never sideways: the words
        # wrap, and so do the tables' headings where a table would be wider than the body
        self.body_scroll = ScrollWhenShort(self.body)
        self.body.resized.connect(self._fit_tables)
        self.body_scroll.viewport().setAutoFillBackground(False)  # the window's felt behind it
        outer = QVBoxLayout(self)  # the window's margins around it, as before it scrolled
        outer.addWidget(self.body_scroll)
        layout.setContentsMargins(0, 0, outer.spacing(), 0)  # a gap before the bar if any
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.follow_looks()
        self.resize(860, 640)
        close_with_keys(self)
        press_with_enter(self)  # the Close button Tab reached (no dialog: Enter did nothing)
        self.retranslate()

    def _fit_tables(self) -> None:
        """Each table's headings wrapped to the body's width."""
        layout = self.body.layout()
        margins = self.body.contentsMargins() + (layout.contentsMargins()
                                                 if layout is not None else QMargins())
        room = self.body.width() - margins.left() - margins.right()
        for table in (self.table, self.practice_table):
            table.fit_room(room)

    def follow_looks(self) -> None:
        """The panels' felt, or high contrast, as the table has it now."""
        contrast = high_contrast()
        self.setStyleSheet(statistics_style(contrast))
        for table in (self.table, self.practice_table):
            table_palette(table, contrast)
        self.chart.follow_looks()

    def _new_table(self) -> FiguresTable:
        table = FiguresTable(len(GAMES), self.COLUMNS)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # every heading in full in either language ("Annonces exactes" is wider than a cell),
        # each column as wide as its heading and figures, and the table as wide as its columns
        # (no last column stretched across the window, its figure far from its heading)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(False)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        return table

    def set_matches(self, matches: list[MatchSummary]) -> None:
        self.matches = list(matches)
        self.stats = statistics(self.matches)
        self.practice_stats = statistics(self.matches, practice=True)
        self._fill()

    def _fill(self) -> None:
        self._fill_table(self.table, self.stats)
        self._fill_table(self.practice_table, self.practice_stats)
        self._fill_chart()

    def _fill_table(self, table: FiguresTable, by_game: dict[str, GameStatistics]) -> None:
        for row, game in enumerate(GAMES):
            stats = by_game.get(game, GameStatistics(game))
            calls = game_info(game).has_calls  # calls made exactly; else Kots
            cells = [
                str(stats.played),
                str(stats.unfinished),
                str(stats.won),
                self._number(stats.average_score),
                self._percent(stats.exact_call_rate) if calls else "—",
                str(stats.kots_made) if not calls else "—",
                str(stats.kots_suffered) if not calls else "—",
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        table.resizeRowsToContents()  # three rows, no empty space under them
        table.fit_headings()  # the figures may have widened a column

    def _fill_chart(self) -> None:
        now = self.in_play() if self.in_play is not None else None
        state = now.state if now is not None else None
        names = list(now.names) if now is not None else []
        game: str
        if state is not None:
            rows = [list(log.totals) for log in state.deals if log.totals is not None]
            game = state.game
            self.chart_title.setText(self._chart_title(game, current=not state.is_over))
        elif self.matches:
            latest = max(self.matches, key=lambda summary: summary.updated)
            rows, game = [list(totals) for totals in latest.round_totals], latest.game
            names = [texts.seat_label(info.name, info.role, seat, latest.game)
                     for seat, info in enumerate(latest.seats)]
            self.chart_title.setText(self._chart_title(game, current=False))
        else:
            rows, game = [], Game.HAND
            self.chart_title.setText(self.tr("Totals per round"))
        if not game_info(game).partnerships:
            labels = [names[s] if s < len(names) and names[s]
                      else texts.seat_default_name(s, game) for s in range(4)]
        else:
            labels = [texts.side_name(0), texts.side_name(1)]
        self.chart.set_data(rows, labels, game)

    def _chart_title(self, game: str, current: bool) -> str:
        """The chart's title: "of the current match" for the one going on at the table, "of the
        last match" for a saved one or one that has ended (on the table still); and which
        game it was (the tables above count all three)."""
        rounds = game_info(game).in_rounds
        if current:
            title = (self.tr("Totals per round of the current match") if rounds else
                     self.tr("Totals per deal of the current match"))
        else:
            title = (self.tr("Totals per round of the last match") if rounds else
                     self.tr("Totals per deal of the last match"))
        return self.tr("{title} ({game})").format(title=title, game=texts.game_name(game))

    def _number(self, value: float | None) -> str:
        return "—" if value is None else format_decimal(value)

    def _percent(self, value: float | None) -> str:
        return "—" if value is None else self.tr("{value}%").format(value=round(value * 100))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.title.setText(self.tr("Matches played without hints or undo"))
        # one line at 200 % on 1280x720 (it took two with the deals played again, now a note)
        self.practice_title.setText(self.tr("Practice matches (hints and undo), counted apart"))
        self.counted.setText("\n".join((  # whole sentences, one a line
            self.tr("Won and Average score count finished matches only."),
            self.tr("Exact calls and Kots count every completed round or deal, in matches not "
                    "finished too."),
            self.tr("Deals played again are never counted."))))
        for table in (self.table, self.practice_table):
            table.setHorizontalHeaderLabels([
                self.tr("Matches finished"), self.tr("Not finished"), self.tr("Won"),
                self.tr("Average score"), self.tr("Exact calls"), self.tr("Kots made"),
                self.tr("Kots suffered"),
            ])
            table.setVerticalHeaderLabels([texts.game_name(game) for game in GAMES])
        self._fill()
