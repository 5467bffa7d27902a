"""A long evening at the table: what a finished match leaves behind is freed once the next one
starts, so memory stays flat over many matches (issue 21)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QDialog
from storage.helpers import random_match  # tests/storage, beside this folder

from koutchina.app.bot_runner import BotAnswer, BotRunner
from koutchina.app.history.replay import ReplayWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_dialog import NewMatchChoice
from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.bots import make_bot
from koutchina.devtools.open_times import fill_folder
from koutchina.devtools.soak import SoakRow, play_to_end, slope_mb_per_match
from koutchina.engine import MatchState, make_rules, new_match
from koutchina.storage.settings import Settings
from koutchina.storage.store import MatchStore


def run_event_loop(msecs: int) -> None:
    """The program's own event loop for a while: deferred deletions happen only there."""
    loop = QEventLoop()
    QTimer.singleShot(msecs, loop.quit)
    loop.exec()


def dead(refs: list[weakref.ref[Any]]) -> bool:
    gc.collect()
    return all(ref() is None for ref in refs)


def test_answered_bot_decisions_keep_neither_bot_nor_view(qtbot) -> None:
    """One decision after another, as the controller asks them, in the program's event loop."""
    runner = BotRunner()
    answers: list[BotAnswer] = []
    state = new_match(make_rules("hokm"), 3)
    seat = state.to_act()[0]
    bots = [make_bot("random", n) for n in range(30)]
    refs = [weakref.ref(bot) for bot in bots]
    loop = QEventLoop()

    def ask_next() -> None:
        if bots:
            runner.think(bots.pop(), state.view(seat), len(answers))
        else:
            loop.quit()

    runner.answered.connect(answers.append)
    runner.answered.connect(lambda _answer: QTimer.singleShot(0, ask_next))
    QTimer.singleShot(0, ask_next)
    QTimer.singleShot(20000, loop.quit)
    loop.exec()
    assert len(answers) == 30 and all(answer.action is not None for answer in answers)
    gc.collect()
    alive = sum(ref() is not None for ref in refs)
    assert alive == 0, f"the worker pool still holds {alive} bots of answered decisions"


def match_objects(window: MainWindow) -> list[weakref.ref[Any]]:
    """Weak references to what belongs to the match on the table now."""
    controller = window.controller
    assert controller.state is not None
    objects: list[Any] = [controller.state, *controller.bot_seats.bots.values()]
    objects += window.table.card_items() + window.table.badges()
    return [weakref.ref(obj) for obj in objects]


def at_its_last_deal(game: str, seed: int) -> MatchState:
    """A match of random moves (tests/storage's random_match) at the first move of its last
    deal, played by the engine alone."""
    ended = random_match(game, seed)
    state = new_match(make_rules(game), seed)
    moves = 0
    while state.deal_index < ended.deal_index:
        state.apply(ended.actions[moves])
        moves += 1
    return random_match(game, seed, moves=moves)


# The match's last deal played in the window (its earlier deals, by the engine alone, leave
# the window nothing to free): a whole Court Piece or Hokm match took 8-11 s.
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_a_finished_match_is_freed_when_the_next_starts(qtbot, game: str) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed="off"), autosave=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.resume(at_its_last_deal(game, 5),
                  [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3)
    choice = NewMatchChoice(game=game, levels=["random"] * 3, speed="off", turn_timer=0)
    play_to_end(window, timeout=60)
    finished = match_objects(window)
    assert len(finished) > 6  # the state, three bots, four badges and the cards still shown
    window.start_match(choice, seed=6)
    run_event_loop(50)
    assert dead(finished), [ref() for ref in finished if ref() is not None][:5]
    window.saver.close()  # type: ignore[union-attr]


def test_a_match_left_while_cards_fly_is_freed_too(qtbot) -> None:
    window = MainWindow(Settings(bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    choice = NewMatchChoice(game="hokm", levels=["medium"] * 3, speed="fast", turn_timer=0)
    window.start_match(choice, seed=2)
    qtbot.waitUntil(lambda: any(item.is_moving() for item in window.table.card_items()),
                    timeout=15000)
    abandoned = match_objects(window)
    window.start_match(choice, seed=3)
    run_event_loop(50)
    assert dead(abandoned), [ref() for ref in abandoned if ref() is not None][:5]
    window.saver.close()  # type: ignore[union-attr]


def test_growth_per_match_ignores_the_first_matches() -> None:
    warming = [SoakRow(n, 90.0 + 3 * n, 1.0) for n in range(1, 5)]
    flat = [SoakRow(n, 110.0 + (0.2 if n % 2 else 0.0), 1.0) for n in range(5, 15)]
    assert abs(slope_mb_per_match(warming + flat)) < 0.05
    climbing = [SoakRow(n, 100.0 + 2.5 * n, 1.0) for n in range(1, 15)]
    assert slope_mb_per_match(climbing) == pytest.approx(2.5)


@pytest.mark.parametrize("opening", ["new_match_action", "settings_action", "about_action"])
def test_dialogs_closed_over_an_evening_do_not_pile_up(qtbot, monkeypatch, opening: str) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    window = MainWindow(Settings(bot_pause_ms=0), autosave=False)
    qtbot.addWidget(window)
    before = len(window.findChildren(QDialog))
    for _ in range(5):
        getattr(window.menus, opening).trigger()
    run_event_loop(20)
    assert len(window.findChildren(QDialog)) == before


def test_a_closed_replay_window_is_freed_when_another_opens(qtbot) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, animation_speed="off"), autosave=False)
    qtbot.addWidget(window)
    fill_folder(MatchStore(), 2)
    history = window.open_history()
    qtbot.waitUntil(lambda: history.model.rowCount() == 2, timeout=15000)
    history.table.selectRow(0)
    history.replay_selected()
    first = list(history._replays)  # this History's windows only, whatever earlier tests left
    assert len(first) == 1 and isinstance(first[0], ReplayWindow)
    first_ref = weakref.ref(first[0])
    first[0].close()
    del first
    history.replay_selected()
    run_event_loop(20)
    assert dead([first_ref]), "a closed replay window (and its match) stays in memory"
    for replay in history._replays:  # not left among the top-level windows of later tests
        replay.close()
        replay.deleteLater()
    run_event_loop(20)
    history.close()
