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

from ...storage import LoadedMatch
from .. import texts
from ..i18n import format_datetime, format_points

DATE, GAME, PLAYERS, RESULT, STATE = range(5)
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
MATCH_ROLE = Qt.ItemDataRole.UserRole + 2

Index = QModelIndex | QPersistentModelIndex


def result_text(loaded: LoadedMatch) -> str:
    """The result, seen from the person's seat (seat 0 when only bots played)."""
    saved = loaded.saved
    record = saved.record
    seat = saved.person_seat or 0
    totals = record.totals
    if not totals:
        return QCoreApplication.translate("History", "Not started")
    if saved.game == "hand":
        if record.finished and record.places is not None:
            return QCoreApplication.translate(
                "History", "Place {place}, {points}").format(
                place=record.places[seat], points=format_points(totals[seat]))
        return QCoreApplication.translate("History", "{points} so far").format(
            points=format_points(totals[seat]))
    mine, theirs = totals[seat % 2], totals[1 - seat % 2]
    if record.finished and record.places is not None:
        if record.places[seat] == 1:
            return QCoreApplication.translate("History", "Won {mine}–{theirs}").format(
                mine=mine, theirs=theirs)
        return QCoreApplication.translate("History", "Lost {mine}–{theirs}").format(
            mine=mine, theirs=theirs)
    return QCoreApplication.translate("History", "{mine}–{theirs} so far").format(
        mine=mine, theirs=theirs)


def state_text(loaded: LoadedMatch) -> str:
    if loaded.saved.finished:
        return QCoreApplication.translate("History", "Finished")
    return QCoreApplication.translate("History", "In progress")


def players_text(loaded: LoadedMatch) -> str:
    game = loaded.saved.game
    return ", ".join(
        texts.seat_label(info.name, info.role, seat, game)
        for seat, info in enumerate(loaded.saved.seats)
    )


class HistoryModel(QAbstractTableModel):
    """Saved matches as rows; ``SORT_ROLE`` gives raw values for sorting."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.matches: list[LoadedMatch] = []

    def set_matches(self, matches: list[LoadedMatch]) -> None:
        self.beginResetModel()
        self.matches = list(matches)
        self.endResetModel()

    def match_at(self, row: int) -> LoadedMatch:
        return self.matches[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.matches)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        loaded = self.matches[index.row()]
        column = index.column()
        if role == MATCH_ROLE:
            return loaded
        if role == SORT_ROLE:
            return self._sort_value(loaded, column)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == DATE:
                return format_datetime(loaded.saved.updated)
            if column == GAME:
                return texts.game_name(loaded.saved.game)
            if column == PLAYERS:
                return players_text(loaded)
            if column == RESULT:
                return result_text(loaded)
            return state_text(loaded)
        return None

    def _sort_value(self, loaded: LoadedMatch, column: int) -> Any:
        if column == DATE:
            return loaded.saved.updated.timestamp()
        if column == GAME:
            return texts.game_name(loaded.saved.game)
        if column == PLAYERS:
            return players_text(loaded)
        if column == RESULT:
            seat = loaded.saved.person_seat or 0
            totals = loaded.saved.record.totals
            if not totals:
                return -10**6
            return totals[seat] if loaded.saved.game == "hand" else totals[seat % 2]
        return int(loaded.saved.finished)

    def headerData(
        self, section: int, orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        headers = [
            self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Result"),
            self.tr("State"),
        ]
        return headers[section] if 0 <= section < len(headers) else None

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 4)
        if self.matches:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.matches) - 1, 4))


class HistoryFilter(QSortFilterProxyModel):
    """Sorts by raw values and shows one game, or all (``game`` None)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: str | None = None
        self.setSortRole(SORT_ROLE)

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
        return model.match_at(source_row).saved.game == self.game
