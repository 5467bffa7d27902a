"""The scoreboard's table: deals (and finished sets) as rows, seats or sides as columns, the
totals last; what a cell says, its colour and its tooltip. No widgets here (see scoreboard.py
for the dock that shows it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from ..engine import Game, Suit, game_info
from ..engine.events import DealScored, SetWon
from . import texts
from .i18n import format_signed

Index = QModelIndex | QPersistentModelIndex

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them

GOOD, BAD, TOTAL = "#8fe3a8", "#ff8f8f", "#ffe9a8"  # the table's green, salmon and pale gold


class ScoreColours(NamedTuple):
    """A good score's colour, a bad one's and the totals' (and a finished set's)."""

    good: QBrush
    bad: QBrush
    total: QBrush


def felt_score_colours() -> ScoreColours:
    """The scores' colours on the felt: green, salmon and pale gold."""
    return ScoreColours(QBrush(QColor(GOOD)), QBrush(QColor(BAD)), QBrush(QColor(TOTAL)))


class HakemAndTrump(NamedTuple):
    """A deal's Hakem and its trump (None: a deal without trump), said in its row's
    tooltip: the role moves from deal to deal and no row said whose trump it was."""

    hakem: int
    trump: Suit | None


@dataclass(frozen=True)
class DealRow:
    deal_index: int
    scores: tuple[int, ...]
    tricks: tuple[int, ...]
    calls: tuple[int, ...] | None  # Hand only
    outcomes: tuple[str, ...]
    sudden_death: bool
    scored: DealScored  # the engine's event: what the deal summary said of the deal
    conceded_by: int | None = None  # the side that conceded the rest of the deal, if one did
    role: HakemAndTrump | None = None  # whose deal it was (a game of sides)


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
        self.colours = felt_score_colours()  # the look's, given by the view (set_colours)

    def set_colours(self, colours: ScoreColours) -> None:
        """The scores' colours for the look in use (the felt's, or high contrast's), every
        cell's colour told changed to the views."""
        if colours == self.colours:
            return
        self.colours = colours
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1),
                                  [Qt.ItemDataRole.ForegroundRole])

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
                 set_won: SetWon | None = None, conceded_by: int | None = None,
                 role: HakemAndTrump | None = None) -> None:
        """The deal the engine scored (``event``), the set it won if the engine said so
        (``set_won``: the deal's ``SetWon``), the side that conceded its rest if one did and
        the deal's Hakem and trump (``role``)."""
        row = DealRow(
            event.deal_index,
            tuple(event.scores),
            tuple(event.tricks),
            calls,
            tuple(event.outcomes),
            self.info.in_rounds and event.deal_index >= self.rounds,
            event,
            conceded_by,
            role,
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
            # the count alone, as Hand's (tricks/call): the legend says what it counts, and
            # "+1  (7 tricks)" wrapped in two lines at large texts on a laptop
            return translate("Scoreboard", "{score}  ({tricks})").format(
                score=score, tricks=deal.tricks[column]
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and is_total:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and is_total:
            return self.colours.total
        if role == Qt.ItemDataRole.ForegroundRole and isinstance(entry, DealRow):
            value = entry.scores[column]
            if value > 0:
                return self.colours.good
            if value < 0:
                return self.colours.bad
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(entry, DealRow):
            deal = entry
            if deal.calls is not None:
                return texts.hand_outcome_text(deal.outcomes[column])
            if not deal.outcomes:
                return None
            lines = [texts.deal_outcome_text(deal.outcomes[0], self.game, deal.scored.bid_target)]
            notes = texts.deal_notes(deal.scored, deal.conceded_by)  # as the deal summary
            if deal.role is not None:  # whose trump and target it was: the role moves
                notes.append(self._role_line(deal.role))
            return "\n".join(lines + notes)
        return None

    def _role_line(self, role: HakemAndTrump) -> str:
        hakem = role.hakem
        name = self.names[hakem] or texts.seat_default_name(hakem, self.game)
        if role.trump is None:
            return translate("Scoreboard", "Hakem: {name}, no trump").format(name=name)
        return translate("Scoreboard", "Hakem: {name}, trump: {suit}").format(
            name=name, suit=texts.suit_name(role.trump))

    def _set_data(self, entry: SetRow, column: int, role: int) -> Any:
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
            return self.colours.total
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

    def longest_headings(self) -> list[str]:
        """The row headings that may come to be the widest ("Round 20", "Deal 88", "Total",
        "This set"...), which the dock measures: Hand plays its rounds (sudden death on two
        shorter lines), the partnership games may go past nine deals."""
        if self.info.in_rounds:
            headings = [translate("Scoreboard", "Round {n}").format(n=max(self.rounds, 9)),
                        translate("Scoreboard", "Sudden\ndeath {n}").format(n=9)]
        else:
            headings = [translate("Scoreboard", "Deal {n}").format(n=88)]
        headings.append(translate("Scoreboard", "Total"))
        if self.sets > 1:
            headings += [translate("Scoreboard", "Sets"), translate("Scoreboard", "This set"),
                         translate("Scoreboard", "Set {n}").format(n=self.sets)]
        return headings

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
            score=format_signed(-88), tricks=most), total]

