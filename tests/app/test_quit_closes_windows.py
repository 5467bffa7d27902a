"""Quitting (Game > Quit, or closing the main window) ends the program: the windows opened
from it (Rules, History, Statistics, a replay, the coach's review) close with it. On a desktop
they stayed on screen, the program running without its table (real-desktop pass, 1280x720)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from koutchina.app.review_window import ReviewWindow
from koutchina.bots import make_bot
from koutchina.engine import make_rules, new_match
from koutchina.engine.record import record_of
from koutchina.storage.saves import SeatInfo, now_utc, saved_match_of

from .helpers import make_window


def _save_one_deal(window):  # type: ignore[no-untyped-def]
    state = new_match(make_rules("hand", {}), 3)
    bots = [make_bot("random", seat) for seat in range(4)]
    while state.deal_index == 0:
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    seats = [SeatInfo(name="", bot_level=None)] + [SeatInfo(name="", bot_level="random")] * 3
    window.saved_matches.store().save(
        saved_match_of(state, match_id="20260101-120000-hand-quit", seats=seats,
                       created=now_utc()))
    return state


def test_quitting_closes_every_window_opened_from_the_main_window(
        qtbot, qapp: QApplication) -> None:
    window = make_window(qtbot)
    state = _save_one_deal(window)
    window.open_rules()
    history = window.open_history()
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() == 1,
                    timeout=10000)
    history.table.selectRow(0)
    history.replay_selected()
    history.open_statistics()
    review = ReviewWindow(record_of(state), 0, 0, window)  # as the coach opens it
    review.show()
    rules = window.help_windows.rules_window
    opened = [rules, history, history._stats, *history._replays, review]
    assert len(opened) == 5 and all(w is not None and w.isVisible() for w in opened)

    window.menus.quit_action.trigger()

    assert not window.isVisible()
    assert [w for w in opened if w is not None and w.isVisible()] == []
