"""Play again starts the match just finished again: its game, every house rule, the turn
timer (Off too), the seats' names and bot levels, the speed and practice, whether the match
was started in this sitting or resumed from its file (a player's review: after a resumed
Court Piece match with Kot, hidden trump, bidding and Badam Satti, Play again dealt the usual
rules with a 30 s timer). The save holds the rules with the timer; the speed is the window's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.bots import make_bot
from koutchina.engine import MatchState, make_rules, new_match
from koutchina.storage.practice_log import PracticeLog
from koutchina.storage.saves import SeatInfo, new_match_id, now_utc, saved_match_of
from koutchina.storage.settings import Settings
from koutchina.storage.store import MatchStore

from .helpers import person_ready, play_one_move, wait_for

HOUSE_RULES = {"kot": True, "hidden_trump": True, "bidding": True, "badam_satti_every": 4,
               "target": 5}
LEVELS = ["random", "easy", "random"]


def _window(qtbot, **settings: object) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window that saves, as the program is after a restart: the usual settings (no
    house rules remembered, the 30 s timer), animation off."""
    window = MainWindow(Settings(**{"bot_pause_ms": 0, "sound_on": False,
                                    "animation_speed": "off", **settings}), autosave=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def _into_last_deal(state: MatchState) -> None:
    """``state`` played by bots up to the start of what would be its last deal."""
    ahead = state.clone()
    bots = [make_bot("random", seat) for seat in range(4)]
    while not ahead.is_over:
        seat = ahead.to_act()[0]
        ahead.apply(bots[seat].choose(ahead.view(seat)).action)
    last = ahead.deal_index
    for action in ahead.actions[len(state.actions):]:
        if state.deal_index == last:
            break
        state.apply(action)


def _play_to_the_end(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for _ in range(2000):
        wait_for(lambda: person_ready(window), timeout=30000)
        if play_one_move(qtbot, window) == "end":
            return
    raise AssertionError("the match did not end")


def _press_enter_on_the_end(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    assert window.table.end_panel.isVisible()
    first = window.controller.state
    # Enter is taken a moment after the panel came (test_result_panel_early_keys)
    qtbot.waitUntil(window.table.end_panel.takes_keys)
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # the end panel's Play again
    assert window.controller.state is not first
    assert window.controller.state is not None and not window.controller.state.is_over


def _same_table(window: MainWindow, rules: object, names: list[str], levels: list[str],
                practice: bool) -> None:
    c = window.controller
    assert c.state is not None and c.state.rules == rules  # every house rule, the timer too
    assert [p.name for p in c.players] == names
    assert [p.level for p in c.players[1:]] == levels
    assert c.practice is practice
    assert window.speed == "off"


def test_play_again_after_a_resumed_match_keeps_its_rules_and_timer(qtbot) -> None:  # type: ignore[no-untyped-def]
    rules = make_rules("court-piece", {**HOUSE_RULES, "turn_timer": 0})  # the timer Off
    state = new_match(rules, 11)
    _into_last_deal(state)
    assert not state.is_over
    seats = [SeatInfo(name="Ana")] + [SeatInfo(name="", bot_level=level) for level in LEVELS]
    match_id = new_match_id("court-piece")
    MatchStore().save(saved_match_of(state, match_id=match_id, seats=seats, created=now_utc(),
                                     practice=PracticeLog(practice=True)))

    window = _window(qtbot)  # the program started again: its settings know nothing of it
    assert window.resume_latest()
    assert window.saver is not None and window.saver.match_id == match_id
    _play_to_the_end(qtbot, window)
    _press_enter_on_the_end(qtbot, window)
    _same_table(window, rules, ["Ana", "", "", ""], LEVELS, practice=True)
    assert window.controller.state is not None
    assert window.controller.state.rules.turn_timer == 0  # Off, not the usual 30 s
    window.close()
    QApplication.processEvents()


def _to_the_first_summary(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    for _ in range(400):
        wait_for(lambda: person_ready(window), timeout=30000)
        if window.table.summary_panel.isVisible():
            return
        play_one_move(qtbot, window)
    raise AssertionError("no deal summary")


def test_play_again_keeps_the_match_started_in_this_sitting(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Also after a deal played again (Coach menu; the match comes back from its snapshot),
    and while one is played again (a practice replay: the match is not)."""
    window = _window(qtbot)
    chosen = NewMatchChoice(game="court-piece", options=dict(HOUSE_RULES), levels=list(LEVELS),
                            player_name="Ana", turn_timer=45, speed="off", practice=False)
    window.start_match(chosen, seed=11)
    c = window.controller
    assert c.state is not None
    rules = c.state.rules
    assert rules.turn_timer == 45 and rules.bids and rules.trump_may_hide
    _to_the_first_summary(qtbot, window)
    again = window.deal_again
    again.again_last_deal()  # the first deal played again, then back to the match
    assert again.replaying
    for _ in range(400):
        wait_for(lambda: person_ready(window) or again.panel.isVisible(), timeout=30000)
        if again.panel.isVisible():
            break
        play_one_move(qtbot, window)
    again.back()
    assert not again.replaying and c.state is not None and c.state.rules == rules
    window.play_again()  # Ctrl+R: the match that was on the table
    _same_table(window, rules, ["Ana", "", "", ""], LEVELS, practice=False)

    _to_the_first_summary(qtbot, window)
    again.again_last_deal()
    assert again.replaying and c.practice  # a replay is practice
    window.play_again()  # Ctrl+R while the deal is played again: the match, not the replay
    assert not again.replaying
    _same_table(window, rules, ["Ana", "", "", ""], LEVELS, practice=False)
    window.close()
    QApplication.processEvents()
