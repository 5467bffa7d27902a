"""The scoreboard: a table model (deals as rows, seats or sides as columns, totals last) and the
dock that shows it with the current deal's tricks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, game_info
from ..engine.events import DealScored, SetWon
from . import texts
from .column_share import share_columns
from .i18n import FollowsLanguage, format_signed, format_tricks
from .scoreboard_place import UNDER_SHARE, goes_under
from .table.looks import high_contrast, panel_colours
from .text_scale import px

Index = QModelIndex | QPersistentModelIndex
ANY_SIZE = 16777215  # Qt's QWIDGETSIZE_MAX: no limit
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


@dataclass(frozen=True)
class DealRow:
    deal_index: int
    scores: tuple[int, ...]
    tricks: tuple[int, ...]
    calls: tuple[int, ...] | None  # Hand only
    outcomes: tuple[str, ...]
    sudden_death: bool
    scored: DealScored  # the engine's event: what the deal summary said of the deal


@dataclass(frozen=True)
class SetRow:
    """A finished set, under its last deal (a match of several sets)."""

    number: int  # 1-based
    winner: int  # the side
    points: tuple[int, int]  # each side's points in that set


class ScoreboardModel(QAbstractTableModel):
    """Rows: one per scored deal, then a Total row. Columns: sides, or seats without sides.
    In a match of several sets a row closes each finished set (its points), where the engine
    said the set was won (its ``SetWon``), and the last row is the set in play's points ("This
    set"), or once the match is over each side's sets won ("Sets"): each figure of the column
    is then the sum of the deals above it."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.game: str = Game.HAND
        self.info = game_info(self.game)
        self.names: list[str] = ["", "", "", ""]
        self.rounds = 5
        self.counted_only = False  # Double Sar: a side's tricks in a cell are those that counted
        self.rows: list[DealRow | SetRow] = []
        self.totals: tuple[int, ...] = (0, 0, 0, 0)
        self.sets = 1
        self.sets_won = [0, 0]

    def start(self, game: str, names: list[str], rounds: int = 5,
              counted_only: bool = False, sets: int = 1) -> None:
        """``sets``: how many sets are played at most, in a match of several sets (Hokm's house
        rule); where each ends the engine says (``add_deal``'s ``set_won``)."""
        self.beginResetModel()
        self.game = game
        self.info = game_info(game)
        self.counted_only = counted_only
        self.names = list(names)
        self.rounds = rounds
        self.rows = []
        self.totals = (0,) * self.info.scorers
        self.sets, self.sets_won = sets, [0, 0]
        self.endResetModel()

    def add_deal(self, event: DealScored, calls: tuple[int, ...] | None = None,
                 set_won: SetWon | None = None) -> None:
        """The deal the engine scored (``event``), and the set it won if the engine said so
        (``set_won``: the deal's ``SetWon``)."""
        row = DealRow(
            event.deal_index,
            tuple(event.scores),
            tuple(event.tricks),
            calls,
            tuple(event.outcomes),
            self.info.in_rounds and event.deal_index >= self.rounds,
            event,
        )
        position = len(self.rows)
        totals = tuple(event.totals)  # a set's winning deal: the set's points, not yet zero
        self.beginInsertRows(QModelIndex(), position, position + int(set_won is not None))
        self.rows.append(row)
        self.totals = totals
        if set_won is not None:
            self.sets_won = list(set_won.sets)
            self.rows.append(SetRow(sum(set_won.sets), set_won.side, (totals[0], totals[1])))
            self.totals = (0, 0)  # the next set starts from zero
        self.endInsertRows()
        total_row = len(self.rows)
        self.dataChanged.emit(
            self.index(total_row, 0), self.index(total_row, self.columnCount() - 1)
        )

    def column_names(self) -> list[str]:
        if not self.info.partnerships:
            return [self.names[s] or texts.seat_default_name(s, self.game) for s in range(4)]
        return [texts.side_name(0), texts.side_name(1)]

    @property
    def match_won(self) -> bool:
        """A match of sets whose winner has won most of them."""
        return self.sets > 1 and max(self.sets_won) * 2 > self.sets

    # ----- the model --------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.info.scorers

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        is_total = row == len(self.rows)
        entry = None if is_total else self.rows[row]
        if isinstance(entry, SetRow):
            return self._set_data(entry, column, role)
        if role == Qt.ItemDataRole.DisplayRole:
            if is_total:
                if self.match_won:
                    return str(self.sets_won[column])
                return format_signed(self.totals[column]) if self.totals[column] else "0"
            deal = self.rows[row]
            assert isinstance(deal, DealRow)
            score = format_signed(deal.scores[column])
            if deal.calls is not None:
                return translate("Scoreboard", "{score}  ({tricks}/{call})").format(
                    score=score, tricks=deal.tricks[column], call=deal.calls[column]
                )
            return translate("Scoreboard", "{score}  ({tricks})").format(
                score=score, tricks=format_tricks(deal.tricks[column])
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and is_total:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and is_total:
            return QBrush(QColor("#ffe9a8"))
        if role == Qt.ItemDataRole.ForegroundRole and isinstance(entry, DealRow):
            value = entry.scores[column]
            if value > 0:
                return QBrush(QColor("#8fe3a8"))  # the table's "good" green, on the felt
            if value < 0:
                return QBrush(QColor("#ff8f8f"))
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(entry, DealRow):
            deal = entry
            if deal.calls is not None:
                return texts.hand_outcome_text(deal.outcomes[column])
            if not deal.outcomes:
                return None
            lines = [texts.deal_outcome_text(deal.outcomes[0], self.game, deal.scored.bid_target)]
            return "\n".join(lines + texts.deal_notes(deal.scored))  # as the deal summary
        return None

    @staticmethod
    def _set_data(entry: SetRow, column: int, role: int) -> Any:
        """A finished set's row: its points, "Set won (8)" for the side that won it."""
        won = column == entry.winner
        if role == Qt.ItemDataRole.DisplayRole:
            points = format_signed(entry.points[column]) if entry.points[column] else "0"
            if won:
                return translate("Scoreboard", "Set won ({points})").format(points=points)
            return points
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(QColor("#ffe9a8"))
        if role == Qt.ItemDataRole.ToolTipRole:
            text = (translate("Scoreboard", "Set {n}: won by your side") if entry.winner == 0
                    else translate("Scoreboard", "Set {n}: won by the opponents"))
            return text.format(n=entry.number)
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            if self.info.has_calls:
                meaning = translate("Scoreboard",
                                    "Each round: the score, then (tricks taken/call)")
            else:
                meaning = translate("Scoreboard", "Each deal: the score, then the tricks taken")
            names = self.column_names()  # whole, where a narrow heading shortens a long one
            return f"{names[section]}\n{meaning}" if section < len(names) else meaning
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            names = self.column_names()
            return names[section] if section < len(names) else None
        if section == len(self.rows):
            if self.sets > 1:
                return (translate("Scoreboard", "Sets") if self.match_won
                        else translate("Scoreboard", "This set"))
            return translate("Scoreboard", "Total")
        deal = self.rows[section]
        if isinstance(deal, SetRow):
            return translate("Scoreboard", "Set {n}").format(n=deal.number)
        if self.info.in_rounds:
            if deal.sudden_death:  # on two lines, no wider than "Round 1": the seats'
                # columns keep their width (one line, the last seat's name was cut)
                return translate("Scoreboard", "Sudden\ndeath {n}").format(
                    n=deal.deal_index + 1 - self.rounds
                )
            return translate("Scoreboard", "Round {n}").format(n=deal.deal_index + 1)
        return translate("Scoreboard", "Deal {n}").format(n=deal.deal_index + 1)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, self.columnCount() - 1))
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, max(0, self.rowCount() - 1))
        if self.rowCount():
            self.dataChanged.emit(
                self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
            )

    # ----- for people and tests ---------------------------------------------------------------

    def display(self, row: int, column: int) -> str:
        return str(self.data(self.index(row, column)))

    def widest_heading(self) -> str:
        """The longest row heading the match may come to show ("Round 8", "Deal 88", "Total"):
        Hand plays 5 rounds and at most 3 of sudden death, the partnership games may go past
        nine deals."""
        deal = (translate("Scoreboard", "Round {n}").format(n=8) if self.info.in_rounds
                else translate("Scoreboard", "Deal {n}").format(n=88))
        return max(deal, translate("Scoreboard", "Total"), key=len)

    def widest_figures(self) -> list[str]:
        """The longest figures a column may come to show (a deal's, the total's), so that the
        dock is as wide at the first deal as at the last and the table never moves sideways in
        the middle of a match."""
        most = self.info.tricks_per_deal
        total = format_signed(-888)
        if self.info.has_calls:
            return [translate("Scoreboard", "{score}  ({tricks}/{call})").format(
                score=format_signed(-10 * most), tricks=most, call=most), total]
        return [translate("Scoreboard", "{score}  ({tricks})").format(
            score=format_signed(-88), tricks=format_tricks(most)), total]


def scoreboard_style(k: float, contrast: bool = False) -> str:
    """The dock's style sheet in the felt's colours or high contrast; every size times ``k``."""
    c = panel_colours(contrast)
    return f"""
QDockWidget {{ color: {c["gold"]}; font-size: {px(13, k)}; font-weight: bold; }}
QDockWidget::title {{ background: {c["dark"]}; padding: {px(4, k)} {px(8, k)}; }}
QWidget#scoreboard_body {{ background: {c["body"]}; }}
QHeaderView {{ background: {c["dark"]}; font-weight: bold; font-size: {px(13, k)}; }}
QTableView {{ background: {c["body"]}; alternate-background-color: {c["alternate"]};
             color: {c["text"]}; gridline-color: {c["grid"]}; border: {c["border"]};
             font-size: {px(13, k)}; }}
QHeaderView::section {{ background: {c["dark"]}; color: {c["gold"]}; font-weight: bold;
                       border: none; border-bottom: {c["border"]};
                       padding: {px(4, k)} {px(3, k)}; font-size: {px(13, k)}; }}
QTableCornerButton::section {{ background: {c["dark"]}; border: none; }}
QLabel#legend {{ color: {c["legend"]}; font-size: {px(12, k)}; }}
QLabel#current {{ color: {c["text"]}; font-size: {px(14, k)}; background: {c["current"]};
                 border: {c["border"]}; border-radius: {px(8, k)};
                 padding: {px(6, k)} {px(8, k)}; }}
"""


class ScoreboardDock(FollowsLanguage, QDockWidget):
    """The scoreboard beside the table: dark felt like the table, with a line saying what
    "−10 (3/2)" means."""

    def __init__(self, model: ScoreboardModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.model = model
        self.under = False  # under the table (a narrow, tall window) rather than beside it
        body = QWidget()
        body.setObjectName("scoreboard_body")
        body.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._layout = layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.table = QTableView()
        # a viewport made in Python, whose class PySide knows: asking for the one made in C++
        # builds every widget class's type (see table/view.py); the columns follow its width
        self.table.setViewport(QWidget())
        self.table.setModel(model)
        # the columns' widths shared out by _share_columns: even where there is room, each
        # its heading and widest figure in full where there is not
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # a long typed name in a narrow column: "Alexan…", not cut at both ends
        self.table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.table, 1)
        self.legend = QLabel()
        self.legend.setObjectName("legend")
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        self.current = QLabel()
        self.current.setObjectName("current")
        self.current.setWordWrap(True)
        self.current.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.current)
        self.setWidget(body)
        if parent is not None:
            parent.installEventFilter(self)
        self.table.viewport().installEventFilter(self)
        model.rowsInserted.connect(lambda *_: self.table.scrollToBottom())
        for changed in (model.modelReset, model.rowsInserted, model.dataChanged,
                        model.headerDataChanged, model.layoutChanged):
            changed.connect(self._share_columns)
        model.modelReset.connect(self._explain)
        self.set_scale(1.0)
        self.retranslate()

    WINDOW_SHARE = 0.3  # of the window's width at most: the table keeps the rest
    HEADINGS_SHARE = 1 / 3  # at most, for the headings whole: beyond, the texts yield

    def set_scale(self, k: float) -> None:
        """Sizes times ``k`` (the size of texts), the dock's width with them."""
        self._scale = self._shown_scale = k
        self.restyle()
        self._fit_width()

    def _place(self) -> None:
        """Beside the table, or under it where that draws the table clearly larger (half a
        screen's width): only between those two places, never where the person moved it."""
        window = self.parentWidget()
        if not isinstance(window, QMainWindow) or self.isFloating():
            return
        if window.dockWidgetArea(self) not in (RIGHT, BOTTOM):
            return
        height = window.height() - window.menuBar().height()
        under = goes_under(window.width(), height, beside=self._widths(window)[1],
                           under=self._under_height(window), now_under=self.under)
        if under == self.under and window.dockWidgetArea(self) == (BOTTOM if under else RIGHT):
            return
        self.under = under
        direction = QBoxLayout.Direction.LeftToRight if under else QBoxLayout.Direction.TopToBottom
        self._layout.setDirection(direction)
        k = self._shown_scale
        for label in (self.legend, self.current):  # the words in columns of their own
            label.setMinimumWidth(round(200 * k) if under else 0)
            label.setMaximumWidth(round(280 * k) if under else ANY_SIZE)
        self._layout.setAlignment(self.legend, Qt.AlignmentFlag.AlignTop if under
                                  else Qt.AlignmentFlag(0))
        self._layout.setAlignment(self.current, Qt.AlignmentFlag.AlignTop if under
                                  else Qt.AlignmentFlag(0))
        window.addDockWidget(BOTTOM if under else RIGHT, self)

    def _under_height(self, window: QWidget) -> int:
        """The dock's height under the table: a share of the window's."""
        return round(UNDER_SHARE * window.height())

    def _widths(self, window: QWidget | None) -> tuple[int, int]:
        """The least and most width beside the table: as wide as the texts would like, within
        the window's share, or what the headings and the figures' words need if more."""
        k = self._shown_scale
        least, most = round(320 * k), round(400 * k)
        if window is not None:
            cap = max(round(self.WINDOW_SHARE * window.width()), self._needed_width())
            least = min(least, cap)
            most = max(least, min(most, cap))
        return least, most

    def _fit_width(self) -> None:
        """Beside the table, as wide as the texts would like ("Votre équipe", "−50  (0/5)" on
        one line), within the window's share, or what the headings and the figures' words need
        if more: larger texts on a small window wrap the figures rather than shrink the table.
        Where even the headings would take more than a third of the window, the dock's texts
        grow less than asked (never below their usual size), so that the table keeps the rest.
        Under the table, the window's width and a share of its height."""
        window = self.parentWidget()
        if window is not None and self._fit_scale(round(self.HEADINGS_SHARE * window.width())):
            return  # restyled: measured again from the new sizes
        if self.under and window is not None:
            self.setMinimumWidth(0)
            self.setMaximumWidth(ANY_SIZE)
            height = self._under_height(window)
            self.setMinimumHeight(height)
            self.setMaximumHeight(height)
            return
        self.setMinimumHeight(0)
        self.setMaximumHeight(ANY_SIZE)
        least, most = self._widths(window)
        self.setMinimumWidth(least)
        self.setMaximumWidth(most)

    def _fit_scale(self, room: int) -> bool:
        """The dock's texts at the size asked, or as large as lets its headings fit ``room``
        (the needed width grows with the texts); whether they changed."""
        shown = self._shown_scale
        fitted = min(self._scale, max(1.0, shown * room / max(1, self._needed_width())))
        if abs(fitted - shown) <= 0.02 * shown:
            return False
        self._shown_scale = fitted
        self.restyle()
        self._fit_width()
        return True

    def _column_needs(self) -> list[int]:
        """Each column's least width: its heading whole, and its widest word (the figures
        wrap between words), bold as the totals are."""
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

    def _hold_heading_width(self) -> None:
        """The row headings' column as wide from the start as its longest heading will be."""
        header = self.table.verticalHeader()
        font = QFont(header.font())
        font.setBold(True)
        words = QFontMetrics(font).horizontalAdvance(self.model.widest_heading())
        header.setMinimumWidth(words + round(6 * self._shown_scale) + 4)  # padding, edges

    def _needed_width(self) -> int:
        """The dock's width with every column at its least width."""
        self._hold_heading_width()
        table = self.table
        scroll_bar = table.verticalScrollBar()
        bar = scroll_bar.sizeHint().width() if scroll_bar.isVisible() else 0
        margins = self._layout.contentsMargins()
        return (sum(self._column_needs()) + table.verticalHeader().width() + bar
                + 2 * table.frameWidth() + margins.left() + margins.right())

    def _share_columns(self) -> None:
        """The table's width shared among its columns (column_share), the dock's width fitted
        to what they need."""
        widths = share_columns(self._column_needs(), self.table.viewport().width())
        header = self.table.horizontalHeader()
        for column, width in enumerate(widths):
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)
        self._fit_width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            if watched is self.parentWidget():
                self._place()
                self._fit_width()  # the window's share changed with it
            elif watched is self.table.viewport():
                self._share_columns()
        return False

    def restyle(self) -> None:
        """The dock's colours for the look in use (high contrast or the felt's)."""
        sheet = scoreboard_style(self._shown_scale, high_contrast())
        if sheet != self.styleSheet():  # Qt would parse it and style every child again
            self.setStyleSheet(sheet)

    def _explain(self) -> None:
        if self.model.info.has_calls:
            self.legend.setText(self.tr(
                "Each round: points, then (tricks taken/call). −10 (3/2): 10 points lost, "
                "3 tricks taken for a call of 2."))
        elif self.model.counted_only:
            self.legend.setText(self.tr("Each deal: what each side scored, then (the tricks "
                                        "that counted, under Double Sar)."))
        else:
            self.legend.setText(self.tr("Each deal: what each side scored, then (the tricks "
                                        "it took)."))

    def set_current_text(self, text: str) -> None:
        self.current.setText(text)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Scoreboard"))
        self._explain()
        self.model.retranslate()
