"""Statistics per game from the history, and a small chart of the totals per round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Game, game_info
from ...storage.statistics import GAMES, GameStatistics, statistics
from ...storage.summaries import MatchSummary
from .. import texts
from ..i18n import FollowsLanguage, format_decimal, format_number
from ..screen_fit import FitsScreen

if TYPE_CHECKING:
    from collections.abc import Callable

    from .resumption import MatchInPlay

LINE_COLOURS = ("#1565c0", "#c62828", "#2e7d32", "#ef6c00")


class TotalsChart(QWidget):
    """Running totals after each round (Hand: one line per seat; partnerships: per side)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[list[int]] = []
        self.labels: list[str] = []
        self.game: str = Game.HAND
        self.setMinimumSize(360, 200)

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
        size of texts none of them is cut at the edge."""
        line = metrics.height()
        values = [v for row in self.rows for v in row] + [0]
        drawn = (format_number(min(values)), format_number(max(values)))  # the axis' ends
        gutter = 8 + max(metrics.horizontalAdvance(text) for text in drawn)
        return QRectF(self.rect()).adjusted(gutter, line, -12, -2 * line - 8), gutter, line

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        metrics = painter.fontMetrics()
        area, gutter, line = self.plot_area(metrics)
        text_pen = QPen(self.palette().text().color())
        painter.setPen(text_pen)
        if not self.rows:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.empty_text())
            painter.end()
            return
        values = [v for row in self.rows for v in row] + [0]
        low, high = min(values), max(values)
        if high == low:
            high = low + 1
        rounds = len(self.rows)

        def point(index: int, value: int) -> QPointF:
            x = area.left() + (area.width() * (index + 1) / rounds)
            y = area.bottom() - (value - low) / (high - low) * area.height()
            return QPointF(x, y)

        zero_y = area.bottom() - (0 - low) / (high - low) * area.height()
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawLine(QPointF(area.left(), zero_y), QPointF(area.right(), zero_y))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.setPen(text_pen)
        numbers = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(0, area.top() - line / 2, gutter - 6, line), numbers,
                         format_number(high))
        painter.drawText(QRectF(0, area.bottom() - line / 2, gutter - 6, line), numbers,
                         format_number(low))
        for column in range(len(self.rows[0])):
            path = QPainterPath(QPointF(area.left(), zero_y))
            for index, row in enumerate(self.rows):
                path.lineTo(point(index, row[column]))
            colour = QColor(LINE_COLOURS[column % len(LINE_COLOURS)])
            painter.setPen(QPen(colour, 2))
            painter.drawPath(path)
            label = self.labels[column] if column < len(self.labels) else str(column)
            x = area.left() + column * (area.width() / max(1, len(self.rows[0])))
            painter.drawText(QPointF(x, self.height() - metrics.descent() - 6), label)
        painter.end()


class StatisticsWindow(FollowsLanguage, FitsScreen, QWidget):
    """Per game: played, won, average score, Hand exact calls, Kots; and the totals chart."""

    COLUMNS = 6

    def __init__(self, in_play: Callable[[], MatchInPlay] | None = None,
                 parent: QWidget | None = None) -> None:
        """``in_play``: the match on the table now, charted instead of the last saved one."""
        super().__init__(parent, Qt.WindowType.Window)
        self.in_play = in_play
        self.matches: list[MatchSummary] = []
        self.stats: dict[str, GameStatistics] = {}
        self.practice_stats: dict[str, GameStatistics] = {}
        self.title = QLabel()
        self.table = self._new_table()
        self.practice_title = QLabel()
        self.practice_table = self._new_table()
        self.chart_title = QLabel()
        self.chart = TotalsChart()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.practice_title)
        layout.addWidget(self.practice_table)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart, 1)
        self.resize(860, 640)
        self.retranslate()

    def _new_table(self) -> QTableWidget:
        table = QTableWidget(len(GAMES), self.COLUMNS)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # every heading in full in either language ("Annonces exactes" is wider than a cell)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
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

    def _fill_table(self, table: QTableWidget, by_game: dict[str, GameStatistics]) -> None:
        for row, game in enumerate(GAMES):
            stats = by_game.get(game, GameStatistics(game))
            calls = game_info(game).has_calls  # calls made exactly; else Kots
            cells = [
                str(stats.played),
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
        table.setFixedHeight(table.horizontalHeader().height() + table.verticalHeader().length()
                             + 2 * table.frameWidth())

    def _fill_chart(self) -> None:
        now = self.in_play() if self.in_play is not None else None
        state = now.state if now is not None else None
        names = list(now.names) if now is not None else []
        game: str
        if state is not None:
            rows = [list(log.totals) for log in state.deals if log.totals is not None]
            game = state.game
            self.chart_title.setText(
                self.tr("Totals per round of the current match") if game_info(game).in_rounds else
                self.tr("Totals per deal of the current match"))
        elif self.matches:
            latest = max(self.matches, key=lambda summary: summary.updated)
            rows, game = [list(totals) for totals in latest.round_totals], latest.game
            names = [texts.seat_label(info.name, info.role, seat, latest.game)
                     for seat, info in enumerate(latest.seats)]
            self.chart_title.setText(
                self.tr("Totals per round of the last match") if game_info(game).in_rounds else
                self.tr("Totals per deal of the last match"))
        else:
            rows, game = [], Game.HAND
            self.chart_title.setText(self.tr("Totals per round"))
        if not game_info(game).partnerships:
            labels = [names[s] if s < len(names) and names[s]
                      else texts.seat_default_name(s, game) for s in range(4)]
        else:
            labels = [texts.side_name(0), texts.side_name(1)]
        self.chart.set_data(rows, labels, game)

    def _number(self, value: float | None) -> str:
        return "—" if value is None else format_decimal(value)

    def _percent(self, value: float | None) -> str:
        return "—" if value is None else self.tr("{value} %").format(value=round(value * 100))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.title.setText(self.tr("Matches played without hints or undo"))
        self.practice_title.setText(self.tr(
            "Practice matches (hints and undo), counted apart; deals played again are never "
            "counted"))
        for table in (self.table, self.practice_table):
            table.setHorizontalHeaderLabels([
                self.tr("Matches played"), self.tr("Won"), self.tr("Average score"),
                self.tr("Exact calls"), self.tr("Kots made"), self.tr("Kots suffered"),
            ])
            table.setVerticalHeaderLabels([texts.game_name(game) for game in GAMES])
        self._fill()
