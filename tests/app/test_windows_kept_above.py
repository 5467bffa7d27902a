"""History, its Replays and Statistics, and the Rules are windows of their own: a click on the
maximised main window put them behind it, with nothing to show they were still open (a
player's review). They are now kept above the main window (its transient windows, as a
dialog is), and step aside when the table is wanted: a deal played again from a Replay."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from koutchina.app.history.deal_coach import DealCoachRow
from koutchina.app.main_window import MainWindow
from koutchina.app.review_window import ReviewWindow
from koutchina.engine import Game

from .test_deal_again import _window, replay_of_a_saved_hokm_match


def kept_above(window: QWidget, main: MainWindow) -> bool:
    handle = window.windowHandle()
    return handle is not None and handle.transientParent() is main.windowHandle()


def test_history_replay_statistics_and_rules_stay_above_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, replay = replay_of_a_saved_hokm_match(qtbot)
    history = window.saved_matches.history_window
    assert history is not None
    assert kept_above(history, window)
    assert kept_above(replay, window)
    history.open_statistics()
    stats = history._stats
    assert stats is not None and kept_above(stats, window)
    window.help_windows.open_rules(Game.HOKM, None)
    rules = window.help_windows.rules_window
    assert rules is not None and kept_above(rules, window)

    row = replay.findChild(DealCoachRow)  # a deal played again: the table comes forward
    assert row is not None
    replay.go_to(3)
    row.review()  # a review of it open over the replay: it goes with the replay
    review = replay.findChild(ReviewWindow)
    assert review is not None and review.isVisible()
    row.play_again()
    assert not review.isVisible()
    assert window.deal_again.replaying
    assert not replay.isVisible() and not stats.isVisible() and not history.isVisible()
    assert rules.isVisible()  # read beside the table, not in its way
    rules.close()


def test_a_box_over_history_blocks_the_table_and_the_timer_knows_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Kept above the table, History shares its window-modal boxes with it: Qt blocks the
    table while one is open over History, and the turn timer's check says so too (it said
    "one over History alone leaves the table free")."""
    from PySide6.QtWidgets import QMessageBox

    from koutchina.app.turn_timer import _blocks

    window = _window(qtbot)
    history = window.open_history()
    qtbot.addWidget(history)
    history.tell("A message over History.")
    box = next(child for child in history.findChildren(QMessageBox) if child.isVisible())
    assert _blocks(box, window)
    box.close()
