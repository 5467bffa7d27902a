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
