"""Replay is dressed as the table: its side panel and controls on dark felt with light words
(not a grey form beside a green board), and all black in the high-contrast look."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.table.looks import (
    FELTS,
    felt_in_use,
    high_contrast,
    set_felt_in_use,
    set_high_contrast,
)

from .helpers import random_match, saved_of


@pytest.fixture
def contrast_restored() -> Iterator[None]:
    before, felt = high_contrast(), felt_in_use()
    yield
    set_high_contrast(before)
    set_felt_in_use(felt)


def _shown(qtbot, qapp: QApplication) -> tuple[ReplayWindow, QImage]:  # type: ignore[no-untyped-def]
    state = random_match("hokm", 3, moves=40)
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    replay.resize(1100, 700)
    replay.show()
    replay.go_to(5)
    qapp.processEvents()
    return replay, replay.grab().toImage()


def _colour_at(image: QImage, widget, replay: ReplayWindow, x: int, y: int) -> QColor:  # type: ignore[no-untyped-def]
    spot = widget.mapTo(replay, widget.rect().topLeft())
    return image.pixelColor(spot.x() + x, spot.y() + y)


def test_the_side_panel_and_controls_are_dark_felt_with_light_words(
    qtbot, qapp: QApplication, contrast_restored: None  # type: ignore[no-untyped-def]
) -> None:
    set_high_contrast(False)
    replay, image = _shown(qtbot, qapp)
    inside_panel = _colour_at(image, replay.info, replay, 4, replay.info.height() - 4)
    under_controls = _colour_at(image, replay.where, replay, 1, 1)
    for colour in (inside_panel, under_controls):
        assert colour.lightnessF() < 0.2 and colour.green() > colour.red(), colour.name()
    assert QColor(replay.info.palette().windowText().color()).lightnessF() > 0.8
    board = _colour_at(image, replay.board, replay, 2, 2)
    assert board.name() == FELTS["green"].middle


def test_high_contrast_makes_the_board_and_panel_black(
    qtbot, qapp: QApplication, contrast_restored: None  # type: ignore[no-untyped-def]
) -> None:
    set_high_contrast(True)
    replay, image = _shown(qtbot, qapp)
    assert _colour_at(image, replay.board, replay, 2, 2).name() == "#000000"
    assert _colour_at(image, replay.info, replay, 6, replay.info.height() - 6).name() == "#000000"


def _replay_opened(qtbot, **settings: object):  # type: ignore[no-untyped-def]
    """A main window with these settings, its History, and a saved Hokm match replayed."""
    from koutchina.app.main_window import MainWindow
    from koutchina.storage import MatchStore
    from koutchina.storage.settings import Settings

    MatchStore().save(saved_of(random_match("hokm", 3, moves=40), "look"))
    window = MainWindow(Settings(animation_speed="off", bot_pause_ms=0, **settings),
                        autosave=False)
    qtbot.addWidget(window)
    window.show()
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() > 0,
                    timeout=10000)
    assert history.select_match("look")
    history.replay_selected()
    return window, history, history._replays[-1]


def test_an_open_replay_and_the_statistics_follow_high_contrast_switched_in_settings(
    qtbot, qapp: QApplication, contrast_restored: None  # type: ignore[no-untyped-def]
) -> None:
    window, history, replay = _replay_opened(qtbot)
    history.open_statistics()
    stats = history._stats
    assert stats is not None
    qapp.processEvents()
    board = _colour_at(replay.grab().toImage(), replay.board, replay, 2, 2)
    assert board.name() == FELTS["green"].middle
    window.settings_service.change(high_contrast=True)
    qapp.processEvents()
    image = replay.grab().toImage()
    assert _colour_at(image, replay.board, replay, 2, 2).name() == "#000000"
    assert _colour_at(image, replay.info, replay, 6, replay.info.height() - 6).name() == "#000000"
    assert stats.grab().toImage().pixelColor(2, 2).name() == "#000000"  # the statistics too
    stats.close()
    replay.close()
    history.close()


def test_statistics_stand_on_the_panels_felt_with_each_seat_in_its_table_colour(
    qtbot, qapp: QApplication, contrast_restored: None  # type: ignore[no-untyped-def]
) -> None:
    """The Statistics window was a grey form with a chart on white, its lines in colours of
    their own; it is now dressed as the panels beside the table, each seat's line in the
    colour of that seat's plate on the table."""
    from koutchina.app.history.statistics_view import StatisticsWindow
    from koutchina.app.table.seat_badge import SIDE_COLOURS, SOLO_COLOURS
    from koutchina.engine import Game

    set_high_contrast(False)
    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    window.resize(860, 640)
    window.show()
    window.chart.set_data([[10, -10, 20, -20]], ["You", "East", "North", "West"], Game.HAND)
    qapp.processEvents()
    image = window.grab().toImage()
    for colour in (_colour_at(image, window.chart, window, 3, 3),  # type: ignore[arg-type]
                   image.pixelColor(2, 2)):  # the window's own edge
        assert colour.lightnessF() < 0.2 and colour.green() > colour.red(), colour.name()
    assert window.title.palette().windowText().color().lightnessF() > 0.8
    assert [window.chart.colour(column).name() for column in range(4)] == [
        colour.name() for colour in SOLO_COLOURS]
    window.chart.set_data([[1, 0]], ["Your side", "Opponents"], Game.HOKM)
    assert [window.chart.colour(column).name() for column in range(2)] == [
        colour.name() for colour in SIDE_COLOURS]


def test_an_open_replay_wears_the_felt_chosen_in_settings(
    qtbot, qapp: QApplication, contrast_restored: None  # type: ignore[no-untyped-def]
) -> None:
    """A person who plays on the blue felt saw every replay on green: the board is the table's
    felt, the one chosen now, also when it is changed while Replay is open."""
    set_high_contrast(False)
    window, history, replay = _replay_opened(qtbot, felt="burgundy")
    qapp.processEvents()
    board = _colour_at(replay.grab().toImage(), replay.board, replay, 2, 2)
    assert board.name() == FELTS["burgundy"].middle
    window.settings_service.change(felt="blue")
    qapp.processEvents()
    board = _colour_at(replay.grab().toImage(), replay.board, replay, 2, 2)
    assert board.name() == FELTS["blue"].middle
    replay.close()
    history.close()


def test_the_statistics_figures_stand_on_the_dark_felt_of_their_table(
    qtbot, qapp: QApplication, contrast_restored: None  # type: ignore[no-untyped-def]
) -> None:
    """The figures' cells were nearly white under near-white figures (a player read nothing):
    a cell is dark, as the scoreboard's, in the felt and in high contrast."""
    from koutchina.app.history.statistics_view import StatisticsWindow

    for contrast in (False, True):
        set_high_contrast(contrast)
        window = StatisticsWindow(None)
        qtbot.addWidget(window)
        window.resize(860, 640)
        window.show()
        window.set_matches([])
        qapp.processEvents()
        image = window.grab().toImage()
        for table in (window.table, window.practice_table):
            cell = _colour_at(image, table.viewport(), window, 5, 5)  # type: ignore[arg-type]
            assert cell.lightnessF() < 0.25, cell.name()
        window.close()
