"""Statistics per game from the history, and a small chart of the totals per round."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...storage.statistics import GAMES, GameStatistics, statistics
from ...storage.summaries import MatchSummary
from .. import texts
from ..i18n import FollowsLanguage

if TYPE_CHECKING:
    from ..main_window import MainWindow

LINE_COLOURS = ("#1565c0", "#c62828", "#2e7d32", "#ef6c00")


class TotalsChart(QWidget):
    """Running totals after each round (Hand: one line per seat; partnerships: per side)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[list[int]] = []
        self.labels: list[str] = []
        self.setMinimumSize(360, 200)

    def set_data(self, rows: list[list[int]], labels: list[str]) -> None:
        self.rows = [list(row) for row in rows]
        self.labels = list(labels)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        area = QRectF(self.rect()).adjusted(44, 12, -12, -40)
        text_pen = QPen(self.palette().text().color())
        painter.setPen(text_pen)
        if not self.rows:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter,
                             self.tr("No round has been scored yet."))
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
        painter.drawText(QRectF(0, area.top() - 6, 40, 14), Qt.AlignmentFlag.AlignRight,
                         str(high))
        painter.drawText(QRectF(0, area.bottom() - 8, 40, 14), Qt.AlignmentFlag.AlignRight,
                         str(low))
        for column in range(len(self.rows[0])):
            path = QPainterPath(QPointF(area.left(), zero_y))
            for index, row in enumerate(self.rows):
                path.lineTo(point(index, row[column]))
            colour = QColor(LINE_COLOURS[column % len(LINE_COLOURS)])
            painter.setPen(QPen(colour, 2))
            painter.drawPath(path)
            label = self.labels[column] if column < len(self.labels) else str(column)
            x = area.left() + column * (area.width() / max(1, len(self.rows[0])))
            painter.drawText(QPointF(x, self.height() - 8), label)
        painter.end()


class StatisticsWindow(FollowsLanguage, QWidget):
    """Per game: played, won, average score, Hand exact calls, Kots; and the totals chart."""

    COLUMNS = 6

    def __init__(self, main_window: MainWindow | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.main_window = main_window
        self.matches: list[MatchSummary] = []
        self.stats: dict[str, GameStatistics] = {}
        self.table = QTableWidget(len(GAMES), self.COLUMNS)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        # every heading in full in either language ("Annonces exactes" is wider than a cell)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.chart_title = QLabel()
        self.chart = TotalsChart()
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart, 1)
        self.resize(860, 520)
        self.retranslate()

    def set_matches(self, matches: list[MatchSummary]) -> None:
        self.matches = list(matches)
        self.stats = statistics(self.matches)
        self._fill()

    def _fill(self) -> None:
        for row, game in enumerate(GAMES):
            stats = self.stats.get(game, GameStatistics(game))
            cells = [
                str(stats.played),
                str(stats.won),
                self._number(stats.average_score),
                self._percent(stats.exact_call_rate) if game == "hand" else "—",
                str(stats.kots_made) if game != "hand" else "—",
                str(stats.kots_suffered) if game != "hand" else "—",
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self._fill_chart()

    def _fill_chart(self) -> None:
        state = getattr(getattr(self.main_window, "controller", None), "state", None)
        names = list(getattr(self.main_window, "names", []) or [])
        if state is not None:
            rows = [list(log.totals) for log in state.deals if log.totals is not None]
            game = state.game
            self.chart_title.setText(self.tr("Totals per round of the current match"))
        elif self.matches:
            latest = max(self.matches, key=lambda summary: summary.updated)
            rows, game = [list(totals) for totals in latest.round_totals], latest.game
            names = [texts.seat_label(info.name, info.role, seat, latest.game)
                     for seat, info in enumerate(latest.seats)]
            self.chart_title.setText(self.tr("Totals per round of the last match"))
        else:
            rows, game = [], "hand"
            self.chart_title.setText(self.tr("Totals per round"))
        if game == "hand":
            labels = [names[s] if s < len(names) and names[s]
                      else texts.seat_default_name(s, game) for s in range(4)]
        else:
            labels = [texts.side_name(0), texts.side_name(1)]
        self.chart.set_data(rows, labels)

    def _number(self, value: float | None) -> str:
        return "—" if value is None else self.tr("{value}").format(value=round(value, 1))

    def _percent(self, value: float | None) -> str:
        return "—" if value is None else self.tr("{value} %").format(value=round(value * 100))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Matches played"), self.tr("Won"), self.tr("Average score"),
            self.tr("Exact calls"), self.tr("Kots made"), self.tr("Kots suffered"),
        ])
        self.table.setVerticalHeaderLabels([texts.game_name(game) for game in GAMES])
        self._fill()
