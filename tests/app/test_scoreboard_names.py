"""A long typed name in the scoreboard's column heading is shortened with an ellipsis where
the column is narrow (at 1280x720 "Alexandrine" showed as "exandri", cut at both ends), and
its tooltip gives the whole name."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .helpers import make_window


def test_a_long_name_heading_ends_in_an_ellipsis_and_its_tooltip_names_it_whole(qtbot) -> None:
    from koutchina.app.new_match_choice import NewMatchChoice

    window = make_window(qtbot)
    window.start_match(NewMatchChoice(game="hand", levels=["random"] * 3, speed="off",
                                      turn_timer=0, player_name="Alexandrine-Marguerite"))
    header = window.scoreboard.table.horizontalHeader()
    assert header.textElideMode() == Qt.TextElideMode.ElideRight  # not Qt's clipping
    assert header.font().bold()  # shortened for the bold words it draws, or "A" is cut too
    model = window.scoreboard.model
    tip = model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert "Alexandrine-Marguerite" in tip
    assert "Each round" in tip  # what the column's figures mean, as before


def test_every_seat_heading_stays_whole_at_1280x720_once_a_sudden_death_row_is_added(
    qtbot, language: str  # type: ignore[no-untyped-def]
) -> None:
    """The row headings' column grew for "Mort subite 1" and the last seat's heading showed
    as "Oue…"."""
    from koutchina.engine import make_rules
    from koutchina.engine.events import DealScored

    from .helpers import choice

    window = make_window(qtbot)
    window.start_match(choice("hand", options={"rounds": 1}), seed=2)
    assert make_rules("hand", {"rounds": 1}).sudden_death_rounds > 0
    model = window.scoreboard.model
    model.add_deal(DealScored(0, (2, 0, 4, 2), (20, -10, -10, 20), (20, -10, -10, 20),
                              ("exact", "under", "over", "exact"), None, False),
                  calls=(2, 1, 3, 2))
    model.add_deal(DealScored(1, (0, 5, 0, 3), (-10, 50, -10, -10), (10, 40, -20, 10),
                              ("under", "exact", "under", "over"), None, False),
                  calls=(1, 5, 1, 2))
    qtbot.wait(50)
    assert window.width() == 1280
    vertical = window.scoreboard.table.verticalHeader()
    assert model.headerData(1, Qt.Orientation.Vertical).replace("\n", " ") == {
        "en": "Sudden death 1", "fr": "Mort subite 1"}[language]
    header = window.scoreboard.table.horizontalHeader()
    for section, name in enumerate(model.column_names()):
        needed = header.sectionSizeFromContents(section).width()  # the name and its padding
        assert header.sectionSize(section) >= needed, (name, header.sectionSize(section), needed)
    assert vertical.width() > 0
    table = window.scoreboard.table
    for row in range(model.rowCount()):  # no figure cut: "+20", "(2/2)"
        for column in range(model.columnCount()):
            lines = model.display(row, column).split()  # wrapped between words
            widest = max(table.fontMetrics().horizontalAdvance(line) for line in lines)
            assert table.columnWidth(column) >= widest, (row, column, lines)
