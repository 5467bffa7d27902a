"""Nothing of the scoreboard is cut, whatever the window's size: at the main window's least
width (966 px at 100 % texts) the legend under the scores ran past the dock's right edge ("then
(the tric…") and the "This deal" box lost its right border, once the window had been 1100 px
wide (player-eye review); under the table, on a narrow window, the columns' headings read
"Vo…", "No…", "Ou…" at 150 % and the "This round" box ran off the dock's bottom."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.text_scale import apply_text_scale

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


@pytest.fixture
def texts_back_to_normal(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def cut(window: MainWindow) -> list[str]:
    """What of the scoreboard a person cannot read whole: a widget past the dock's edges (or
    the window's), a wrapped text taller than its box, a column's heading shortened."""
    dock = window.scoreboard
    corner = dock.mapTo(window, dock.rect().topLeft())
    seen = dock.rect().intersected(QRect(-corner.x(), -corner.y(), window.width(),
                                         window.height()))
    found = []
    for widget in (dock.widget(), dock.table, dock.legend, dock.current_box):
        place = QRect(widget.mapTo(dock, widget.rect().topLeft()), widget.size())
        if widget.isVisible() and not seen.contains(place):
            found.append(f"{widget.objectName() or 'table'} {place.getRect()} past "
                         f"{seen.getRect()}")
    legend = dock.legend
    wanted = legend.heightForWidth(legend.width())
    if wanted > legend.height():
        found.append(f"legend {legend.height()} px tall for {wanted}")
    box = dock.current_box
    wanted = dock.current.heightForWidth(dock.current.width())
    if not dock.under and box.height() < wanted:  # beside the table: the whole box
        found.append(f"this deal's box {box.height()} px tall for {wanted}")
    if dock.under and box.height() < min(wanted, 3 * box.fontMetrics().height()):
        found.append(f"this deal's box {box.height()} px tall: too short to scroll")
    if box.verticalScrollBar().maximum() == 0 and wanted > box.viewport().height():
        found.append("this deal's box cut at its bottom, and no scrolling")
    header = dock.table.horizontalHeader()
    for column, name in enumerate(dock.model.column_names()):
        if header.sectionSize(column) < header.sectionSizeFromContents(column).width():
            found.append(f"heading {name!r} shortened")
    return found


def _a_few_rows(qtbot, window: MainWindow, game: str) -> None:  # type: ignore[no-untyped-def]
    window.start_match(choice(game, levels=["medium"] * 3), seed=5)
    for _ in range(200):
        wait_for(lambda: person_ready(window), timeout=15000)
        if window.scoreboard.model.rowCount() >= 2:
            break
        play_one_move(qtbot, window)


def _settled(qtbot, window: MainWindow, where: object) -> None:  # type: ignore[no-untyped-def]
    """Nothing cut once the dock has settled into its new size (a pass or two of layout, and
    the texts' fit to the window: up to a second on a loaded machine)."""
    try:
        qtbot.waitUntil(lambda: cut(window) == [], timeout=3000)
    except AssertionError:
        raise AssertionError((where, window.size().toTuple(), cut(window))) from None


def _least_width(qtbot, window: MainWindow, height: int) -> None:  # type: ignore[no-untyped-def]
    window.resize(1, height)  # as narrow as the window allows
    qtbot.wait(150)


@pytest.mark.usefixtures("texts_back_to_normal")
def test_at_the_least_width_after_a_wider_one_the_legend_and_box_stay_whole(
        qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    _a_few_rows(qtbot, window, "court-piece")
    window.resize(1100, 620)  # beside the table (at 720 px tall, under it: a larger table)
    qtbot.wait(150)
    _least_width(qtbot, window, 565)
    assert not window.scoreboard.under
    assert cut(window) == []


@pytest.mark.usefixtures("texts_back_to_normal")
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_at_any_width_the_window_allows_nothing_of_the_scoreboard_is_cut(
        qtbot, language: str, game: str, scale: float) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, text_scale=scale)
    _a_few_rows(qtbot, window, game)
    for width, height in ((1280, 720), (1100, 720), (784, 720), (1100, 565), (1280, 1000)):
        window.resize(width, height)
        _settled(qtbot, window, (width, height))
        _least_width(qtbot, window, height)
        _settled(qtbot, window, ("least", height))
