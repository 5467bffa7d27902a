"""The history table: one row per saved match (date, game, players, result, state)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from ...engine import game_info
from ...storage.seat_roles import isolated
from ...storage.summaries import MatchSummary, column_of
from .. import texts
from ..i18n import format_datetime, format_points

DATE, GAME, PLAYERS, RESULT, STATE = range(5)
MATCH_ROLE = Qt.ItemDataRole.UserRole + 2
# The roles data() answers; the view asks for a dozen more per cell, on every repaint.
_TEXT_ROLES = frozenset((int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole)))

Index = QModelIndex | QPersistentModelIndex


def result_text(summary: MatchSummary) -> str:
    """The result, seen from the person's seat (seat 0 when only bots played)."""
    seat = summary.person_seat or 0
    totals = summary.totals
    if not totals:
        return QCoreApplication.translate("History", "Not started")
    if not game_info(summary.game).partnerships:
        if summary.finished and summary.places is not None:
            return QCoreApplication.translate("History", "{place}, {points}").format(
                place=texts.place_name(summary.places[seat]),
                points=format_points(totals[seat]))
        return QCoreApplication.translate("History", "{points} so far").format(
            points=format_points(totals[seat]))
    mine, theirs = totals[seat % 2], totals[1 - seat % 2]
    if summary.finished and summary.places is not None:
        if summary.places[seat] == 1:
            return QCoreApplication.translate("History", "Won {mine}–{theirs}").format(
                mine=mine, theirs=theirs)
        return QCoreApplication.translate("History", "Lost {mine}–{theirs}").format(
            mine=mine, theirs=theirs)
    return QCoreApplication.translate("History", "{mine}–{theirs} so far").format(
        mine=mine, theirs=theirs)


def state_text(summary: MatchSummary) -> str:
    """Finished or in progress, and a practice match (hints and undo) said so: it is counted
    apart in the statistics, and a player looking for it could not tell it from the others."""
    if summary.practice:
        if summary.finished:
            return QCoreApplication.translate("History", "Finished (practice)")
        return QCoreApplication.translate("History", "In progress (practice)")
    if summary.finished:
        return QCoreApplication.translate("History", "Finished")
    return QCoreApplication.translate("History", "In progress")


def row_texts(summary: MatchSummary) -> tuple[str, str, str, str, str]:
    """The words of the five columns, in today's language."""
    return (format_datetime(summary.updated), texts.game_name(summary.game),
            players_text(summary), result_text(summary), state_text(summary))


def players_text(summary: MatchSummary) -> str:
    return ", ".join(
        isolated(texts.seat_label(info.name, info.role, seat, summary.game))
        for seat, info in enumerate(summary.seats)
    )


class HistoryModel(QAbstractTableModel):
    """Saved matches (their summaries) as rows.

    The model sorts itself, in Python, once per sort, by ``_sort_value`` (a proxy sorting
    10,000 rows would ask ``data()`` for a sort value at every one of its comparisons).
    The words of a row are made once, the first time it is shown, and again after a change of
    language (the view asks for each cell's text and tooltip on every repaint)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.matches: list[MatchSummary] = []
        self._texts: dict[int, tuple[str, str, str, str, str]] = {}  # by id() of the summary
        self._sort_column = DATE
        self._sort_order = Qt.SortOrder.DescendingOrder

    def set_matches(self, matches: list[MatchSummary]) -> None:
        self.beginResetModel()
        self.matches = self._sorted(list(matches))
        self._texts.clear()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort_column, self._sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        kept = self.persistentIndexList()  # the selection follows its rows
        rows = [self.matches[index.row()] for index in kept]
        self.matches = self._sorted(self.matches)
        where = {id(summary): row for row, summary in enumerate(self.matches)}
        self.changePersistentIndexList(
            kept, [self.index(where[id(summary)], index.column())
                   for summary, index in zip(rows, kept, strict=True)])
        self.layoutChanged.emit()

    def _sorted(self, matches: list[MatchSummary]) -> list[MatchSummary]:
        column = self._sort_column
        return sorted(matches, key=lambda summary: self._sort_value(summary, column),
                      reverse=self._sort_order == Qt.SortOrder.DescendingOrder)

    def match_at(self, row: int) -> MatchSummary:
        return self.matches[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.matches)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role not in _TEXT_ROLES and role != MATCH_ROLE) or not index.isValid():
            return None
        summary = self.matches[index.row()]
        if role == MATCH_ROLE:
            return summary
        words = self._texts.get(id(summary))
        if words is None:
            words = self._texts[id(summary)] = row_texts(summary)
        return words[index.column()]

    def _sort_value(self, summary: MatchSummary, column: int) -> Any:
        if column == DATE:
            return summary.updated.timestamp()
        if column == GAME:
            return texts.game_name(summary.game)
        if column == PLAYERS:
            return players_text(summary)
        if column == RESULT:
            seat = summary.person_seat or 0
            totals = summary.totals
            if not totals:
                return -10**6
            return totals[column_of(summary.game, seat)]
        return int(summary.finished)

    def headerData(
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        headers = [
            self.tr("Last played"), self.tr("Game"), self.tr("Players"), self.tr("Result"),
            self.tr("State"),
        ]
        return headers[section] if 0 <= section < len(headers) else None

    def retranslate(self) -> None:
        self._texts.clear()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)
        if self.matches:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.matches) - 1, 4))


class HistoryFilter(QSortFilterProxyModel):
    """Shows one game, or all (``game`` None), in the order of the model, which sorts."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def set_game(self, game: str | None) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+; invalidateFilter() is deprecated
            self.beginFilterChange()
            self.game = game
            self.endFilterChange()
        else:  # pragma: no cover - older Qt
            self.game = game
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if self.game is None:
            return True
        model = self.sourceModel()
        assert isinstance(model, HistoryModel)
        return model.match_at(source_row).game == self.game
