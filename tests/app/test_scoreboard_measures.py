"""The scoreboard's measures of its scores (ScoreTableMeasures), kept between the window's
resizes: measured again where what they measure changes, so that the dock is sized, and
docks under the table or beside it, by what its rows and columns truly take. Kept stale, the
columns cut their figures at larger texts, the row headings ("Donne 12") were cut in French,
and under the table the deals' rows came out taller than the dock had room for."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableView

from koutchina.app import i18n
from koutchina.app.scoreboard_measures import ScoreTableMeasures
from koutchina.app.scoreboard_model import ScoreboardModel
from koutchina.engine.events import DealScored

NAMES = ["You", "West", "North", "East"]


@pytest.fixture
def table(qtbot, english: None) -> Iterator[QTableView]:  # type: ignore[no-untyped-def]
    view = QTableView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    font = QFont(view.font())
    font.setPixelSize(13)
    view.setFont(font)
    view.show()
    yield view


def _measured(table: QTableView, game: str, deals: list[DealScored],
              calls: tuple[int, ...] | None = None) -> tuple[ScoreTableMeasures, ScoreboardModel]:
    """The measures of a ``game`` match's scores after ``deals``, heard from the start: they
    listen to the model before the table does, as in the dock."""
    model = ScoreboardModel(table)
    measures = ScoreTableMeasures(table, model)
    table.setModel(model)
    model.start(game, NAMES)
    for deal in deals:
        model.add_deal(deal, calls)
    return measures, model


def _court_piece_deals(count: int) -> list[DealScored]:
    return [DealScored(deal, (7, 3), (2, 0), (2 * (deal + 1), 0), ("won",), 0, True)
            for deal in range(count)]


def test_larger_texts_widen_each_column_to_its_widest_figure(table: QTableView) -> None:
    """Each column at least as wide as its widest figure in bold (the totals) at the texts'
    size now, measured again when the texts grow, as the dock's style sheet makes them."""
    measures, model = _measured(table, "court-piece", _court_piece_deals(3))
    small = measures.column_needs(1.0)
    font = QFont(table.font())
    font.setPixelSize(26)
    table.setFont(font)
    large = measures.column_needs(1.0)  # the same size asked: the table's font says it
    bold = QFont(font)
    bold.setBold(True)
    widest = max(QFontMetrics(bold).horizontalAdvance(word)
                 for figure in model.widest_figures() for word in figure.split())
    assert all(width > widest for width in large), (large, widest)
    assert all(after > before for before, after in zip(small, large, strict=True))


def test_the_row_headings_are_measured_again_in_another_language(table: QTableView) -> None:
    """"Deal 12" becomes "Donne 12", wider: the headings' width follows the new words, as the
    table lays them out, where it was kept for the English ones."""
    measures, model = _measured(table, "court-piece", _court_piece_deals(12))
    english = measures.heading_width(1.0)
    assert english == table.verticalHeader().sizeHint().width()
    i18n.language_manager().set_language("fr", remember=False)
    model.retranslate()  # as the dock does at a change of language
    assert model.headerData(11, table.verticalHeader().orientation()) == "Donne 12"
    french = measures.heading_width(1.0)
    assert french == table.verticalHeader().sizeHint().width()
    assert french > english


def _laid_out(table: QTableView, row: int) -> int:
    """``row``'s height as the table lays it out: its cells' and its heading's."""
    return max(table.sizeHintForRow(row), table.verticalHeader().sectionSizeHint(row))


def test_under_the_table_a_deal_s_row_is_as_tall_as_its_wrapped_figures(
        table: QTableView) -> None:
    """Hand's "−10  (3/2)" wraps on two lines in a narrow column under the table: the scores'
    height with two deals in view counts the deals' rows as the table lays them out, taller
    than before the first deal came (the totals' row alone), and shorter again once the
    columns are wide enough for one line."""
    measures, model = _measured(table, "hand", [])
    before = measures.scores_height(2, under=True, scale=1.0)
    model.add_deal(DealScored(0, (3, 0, 2, 3), (-10, -20, 20, 30), (-10, -20, 20, 30),
                              ("lost", "lost", "made", "made"), None, False), (2, 2, 2, 3))
    narrow = QFontMetrics(table.font()).horizontalAdvance("(3/2)") + 12
    for column in range(model.columnCount()):
        table.setColumnWidth(column, narrow)
    header = table.horizontalHeader().sizeHint().height()
    frame = 2 * table.frameWidth()
    deal, totals = _laid_out(table, 0), _laid_out(table, 1)
    assert deal > totals  # wrapped
    wrapped = measures.scores_height(2, under=True, scale=1.0)
    assert wrapped == header + totals + 2 * deal + frame
    assert wrapped > before
    for column in range(model.columnCount()):
        table.setColumnWidth(column, 200)
    one_line = measures.scores_height(2, under=True, scale=1.0)
    assert one_line == header + 3 * _laid_out(table, 1) + frame < wrapped
