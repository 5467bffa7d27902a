"""The scoreboard beside the table keeps its width through a deal and the match, and the
table its size: in French Hand at 200 % on 1280x720 the dock's texts were fitted to a third of
the window again whenever its table's height changed (the "this deal" box under it, rewrapped
as the calls and tricks came), each time from the size shown before and with the row
headings' width of the size before that, so the table went 838, 856, 850 px wide in one deal,
every card, plate and button moved and rescaled; a Court Piece match long enough for the
scores to scroll widened the dock for the scroll bar in the middle of a deal (a colleague
testing the corner buttons)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.scoreboard_model import DealRow
from koutchina.app.text_scale import apply_text_scale

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


@pytest.fixture
def texts_back_to_normal(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def _widths_by_deal(window: MainWindow, started: list[bool]) -> dict[int, list[int]]:
    """The table's width at every card played and every turn, by deal (counted from 0), once
    ``started[0]`` (what start_match does before it returns is laid out before it shows)."""
    widths: dict[int, list[int]] = {}
    deals = [-1]
    c = window.controller

    def dealt(_event: object) -> None:
        deals[0] += 1

    def seen(*_args: object) -> None:
        if started[0]:
            widths.setdefault(deals[0], []).append(window.table.width())

    c.deal_started.connect(dealt)
    c.card_played.connect(seen)
    c.turn_started.connect(seen)
    return widths


def _play_deals(qtbot, window: MainWindow, deals: int) -> None:  # type: ignore[no-untyped-def]
    """The person's moves until ``deals`` deals are on the scoreboard."""
    for _ in range(40 * deals + 40):
        wait_for(lambda: person_ready(window), timeout=15000)
        if window.scoreboard.model.rowCount() > deals or window.table.end_panel.isVisible():
            return
        play_one_move(qtbot, window)
    raise AssertionError("the deals were never played")


@pytest.mark.usefixtures("texts_back_to_normal")
@pytest.mark.parametrize("text_scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_the_table_keeps_its_width_through_a_deal_and_from_deal_to_deal(  # type: ignore[no-untyped-def]
        qtbot, game: str, text_scale: float, language: str) -> None:
    window = make_window(qtbot, text_scale=text_scale)
    started = [False]
    widths = _widths_by_deal(window, started)
    window.start_match(choice(game), seed=4)
    started[0] = True
    _play_deals(qtbot, window, 2)
    assert window.width() == 1280 and window.scoreboard.isVisible()
    changed = {deal: sorted(set(seen)) for deal, seen in widths.items() if len(set(seen)) > 1}
    assert not changed, f"the table's width changed within a deal: {changed} {widths}"
    assert len({width for seen in widths.values() for width in seen}) == 1, widths
    assert window.scoreboard.width() <= window.width() / 3 + 1


@pytest.mark.usefixtures("texts_back_to_normal")
@pytest.mark.parametrize("language", ["fr"], indirect=True)
def test_scores_that_come_to_scroll_leave_the_table_its_width(  # type: ignore[no-untyped-def]
        qtbot, language: str) -> None:
    """Enough deals on the scoreboard for its scroll bar to show: its room was kept from the
    start (in a long match it came as the "this deal" box grew, in the middle of a deal)."""
    window = make_window(qtbot, text_scale=2.0)
    started = [False]
    widths = _widths_by_deal(window, started)
    window.start_match(choice("court-piece"), seed=4)
    started[0] = True
    _play_deals(qtbot, window, 1)
    model = window.scoreboard.model
    first = model.rows[0]
    assert isinstance(first, DealRow)
    bar = window.scoreboard.table.verticalScrollBar()
    for _ in range(16):  # the first deal's row again, one by one, as the deals would come
        model.add_deal(first.scored)
        qtbot.wait(10)
        widths.setdefault(-2, []).append(window.table.width())
    assert bar.isVisible(), "the scores never came to scroll"
    window.panels.update_current()
    qtbot.wait(20)
    widths.setdefault(-2, []).append(window.table.width())
    assert len({width for seen in widths.values() for width in seen}) == 1, widths
