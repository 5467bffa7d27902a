"""Replay and Statistics, opened from History, open centred over the main window the first
time, on its screen (a player's review: like History before, they opened at the screen's top
left corner, over the main window's menu); after that, where the person left them: the
Statistics window where it was, a new replay where the last one was (a step aside from one
still open, not hidden under it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.history.window import HistoryWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.screens import screen_of
from koutchina.storage import MatchStore
from koutchina.storage.settings import WindowGeometry

from .test_history_opens_over_window import main_window_at

MAIN = QRect(700, 300, 1000, 700)
HISTORY = WindowGeometry(x=60, y=80, width=700, height=450)  # History away from the middle


def _history(qtbot) -> tuple[MainWindow, HistoryWindow]:  # type: ignore[no-untyped-def]
    MatchStore().save(saved_of(random_match("hokm", 5, moves=60), "m0"))
    window = main_window_at(qtbot, MAIN, history_window=HISTORY)
    return window, _history_of(qtbot, window)


def _history_of(qtbot, window: MainWindow) -> HistoryWindow:  # type: ignore[no-untyped-def]
    """``window``'s History opened over the saved match m0, chosen."""
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() == 1,
                    timeout=15000)
    assert history.select_match("m0")
    return history


def _centred_over(qtbot, shown: QWidget, window: QWidget) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitExposed(shown)
    QApplication.processEvents()
    centre, over = shown.frameGeometry().center(), window.frameGeometry().center()
    assert abs(centre.x() - over.x()) <= 3 and abs(centre.y() - over.y()) <= 3, (
        shown.frameGeometry(), window.frameGeometry())
    assert screen_of(shown) is screen_of(window)


def _replay(qtbot, history: HistoryWindow) -> QWidget:  # type: ignore[no-untyped-def]
    """A replay of ``history``'s chosen match, opened and shown."""
    history.replay_selected()
    replay = history._replays[-1]
    qtbot.addWidget(replay)
    qtbot.waitExposed(replay)
    return replay


def _replay_left_at(qtbot, history: HistoryWindow, place: QRect) -> QWidget:  # type: ignore[no-untyped-def]
    """A replay opened, then moved and sized to ``place`` by the person."""
    replay = _replay(qtbot, history)
    replay.setGeometry(place)
    QApplication.processEvents()
    return replay


def _statistics(qtbot, history: HistoryWindow) -> QWidget:  # type: ignore[no-untyped-def]
    history.open_statistics()
    stats = history._stats
    assert stats is not None
    qtbot.addWidget(stats)
    qtbot.waitExposed(stats)
    return stats


def test_a_replay_opens_first_centred_over_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, history = _history(qtbot)
    replay = _replay(qtbot, history)
    _centred_over(qtbot, replay, window)
    replay.close()


def test_statistics_open_first_centred_over_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, history = _history(qtbot)
    stats = _statistics(qtbot, history)
    _centred_over(qtbot, stats, window)
    # moved by the person, closed and opened again: where they left it
    stats.move(stats.pos() + QPoint(-150, 40))
    QApplication.processEvents()
    left = stats.geometry()
    stats.close()
    history.open_statistics()
    qtbot.waitExposed(stats)
    assert stats.geometry() == left
    stats.close()


def test_a_new_replay_opens_where_the_last_was_left_aside_from_one_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    _window, history = _history(qtbot)
    first = _replay_left_at(qtbot, history, QRect(300, 200, 900, 640))
    second = _replay(qtbot, history)  # the first still open: beside it, a step down and right
    assert second.size() == first.size()
    step = second.geometry().topLeft() - first.geometry().topLeft()
    assert 10 <= step.x() <= 60 and 10 <= step.y() <= 60, (first.geometry(), second.geometry())
    left = second.geometry()
    first.close()
    second.close()
    QApplication.processEvents()
    third = _replay(qtbot, history)  # all closed: where the last one was left
    assert third.geometry() == left, (third.geometry(), left)
    third.close()


def test_a_new_replay_after_a_maximised_one_opens_at_that_one_s_own_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    # a maximised replay's geometry is the screen's: the next one opened as large as the
    # screen, yet not maximised, its title bar under the screen's top
    _window, history = _history(qtbot)
    first = _replay_left_at(qtbot, history, QRect(300, 200, 900, 640))
    first.showMaximized()
    qtbot.waitUntil(first.isMaximized)
    QApplication.processEvents()
    second = _replay(qtbot, history)
    assert second.size() == QRect(300, 200, 900, 640).size(), second.geometry()
    first.close()
    second.close()


def test_replay_and_statistics_open_where_they_were_left_last_time(qtbot) -> None:  # type: ignore[no-untyped-def]
    # History came back where it was left after a restart; Replay and Statistics came back
    # over the main window each time
    from koutchina.storage.settings import load_settings

    window, history = _history(qtbot)
    replay = _replay_left_at(qtbot, history, QRect(240, 160, 880, 600))
    stats = _statistics(qtbot, history)
    stats.setGeometry(QRect(420, 120, 900, 660))
    QApplication.processEvents()
    left = {"replay": replay.geometry(), "stats": stats.geometry()}  # within their least sizes
    replay.close()
    stats.close()
    window.close()  # the places written with the settings
    saved = load_settings()
    assert saved.replay_window is not None and saved.statistics_window is not None
    again = main_window_at(qtbot, MAIN, history_window=saved.history_window,
                           replay_window=saved.replay_window,
                           statistics_window=saved.statistics_window)
    history = _history_of(qtbot, again)
    replay = _replay(qtbot, history)
    assert replay.geometry() == left["replay"]
    stats = _statistics(qtbot, history)
    assert stats.geometry() == left["stats"]
    replay.close()
    stats.close()


def test_a_new_replay_beside_one_left_in_the_screen_s_corner_is_not_hidden_under_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    # a step down and right went off the screen, and the screen's edge pulled the new replay
    # back onto the open one (6 px from it)
    _window, history = _history(qtbot)
    first = _replay(qtbot, history)
    screen = screen_of(first).availableGeometry()
    first.move(screen.right() - first.frameGeometry().width() + 1,
               screen.bottom() - first.frameGeometry().height() + 1)
    QApplication.processEvents()
    second = _replay(qtbot, history)
    step = second.geometry().topLeft() - first.geometry().topLeft()
    assert abs(step.x()) >= 16 and abs(step.y()) >= 16, (first.geometry(), second.geometry())
    assert screen.contains(second.frameGeometry())
    first.close()
    second.close()
