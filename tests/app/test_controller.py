"""The MatchController's signals, its bots on a worker thread and its turn timer."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from koutchina.app.controller import MatchController
from koutchina.app.players import SeatPlayer
from koutchina.app.timing import timing_for
from koutchina.bots import make_bot
from koutchina.bots.base import Decision
from koutchina.engine import SeatView, make_rules

SIGNALS = (
    "match_started", "hakem_drawn", "deal_started", "call_locked", "calls_revealed",
    "trump_named", "card_played", "trick_won", "deal_scored", "match_ended",
)


def record_signals(controller: MatchController) -> list[str]:
    seen: list[str] = []
    for name in SIGNALS:
        getattr(controller, name).connect(lambda *_args, n=name: seen.append(n))
    return seen


def test_signals_of_a_hokm_deal_come_in_order(qtbot) -> None:
    controller = MatchController()
    seen = record_signals(controller)
    bots = [SeatPlayer("", "random")] * 4
    controller.start_match(make_rules("hokm"), bots, seed=4, timing=timing_for("max"))
    qtbot.waitUntil(lambda: "deal_scored" in seen, timeout=15000)
    first_deal = seen[: seen.index("deal_scored") + 1]
    assert first_deal[:4] == ["match_started", "hakem_drawn", "deal_started", "trump_named"]
    plays = first_deal[4:-1]
    # tricks of four cards, each followed by the trick's winner, until a side has 7 tricks
    assert len(plays) % 5 == 0 and 7 * 5 <= len(plays) <= 13 * 5
    for start in range(0, len(plays), 5):
        assert plays[start:start + 5] == ["card_played"] * 4 + ["trick_won"]
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over,
                    timeout=20000)
    assert seen[-1] == "match_ended"
    assert seen.count("deal_started") == seen.count("deal_scored")


def test_hand_calls_are_locked_then_revealed_together(qtbot) -> None:
    controller = MatchController()
    seen = record_signals(controller)
    bots = [SeatPlayer("", "random")] * 4
    controller.start_match(make_rules("hand"), bots, seed=2, timing=timing_for("max"))
    qtbot.waitUntil(lambda: "card_played" in seen, timeout=15000)
    start = seen.index("deal_started")
    assert seen[start + 1:start + 6] == ["call_locked"] * 4 + ["calls_revealed"]
    controller.stop()  # its match would otherwise play on into the next test


class HeldBot:
    """A bot that thinks until the test lets it go: ``inside`` is set once it is asked, and
    its answer waits for ``release`` (30 s at most, so that a failing test still ends)."""

    level = "held"

    def __init__(self) -> None:
        self.inner = make_bot("random", 1)
        self.threads: list[str] = []
        self.inside = threading.Event()
        self.release = threading.Event()
        self.answered = 0  # choose() calls that returned

    def choose(self, view: SeatView) -> Decision:
        self.threads.append(threading.current_thread().name)
        self.inside.set()
        self.release.wait(30)
        self.answered += 1
        return self.inner.choose(view)


def test_gui_thread_keeps_answering_while_a_slow_bot_thinks(qtbot) -> None:
    """The event loop runs while a bot thinks: a 10 ms timer ticks 20 times while the bot is
    held in the middle of its move, which a bot thinking on the GUI thread would block.
    Counted, not timed: a loaded machine can pause the GUI thread for any length of time."""
    controller = MatchController()
    bots = [SeatPlayer("", "random")] * 4
    held = HeldBot()
    controller.start_match(make_rules("hokm"), bots, seed=8, timing=timing_for("max"))
    controller.bot_seats.bots = {seat: held for seat in range(4)}
    played: list[int] = []
    controller.card_played.connect(lambda seat, _card: played.append(seat))
    try:
        qtbot.waitUntil(held.inside.is_set, timeout=10000)  # a bot is thinking
        ticks: list[int] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start(10)
        qtbot.waitUntil(lambda: len(ticks) >= 20, timeout=10000)
        timer.stop()
        assert held.answered == 0 and not held.release.is_set()  # it was still thinking
        assert held.threads and all(name != threading.main_thread().name
                                    for name in held.threads)
        before = len(played)
    finally:
        held.release.set()
    qtbot.waitUntil(lambda: len(played) > before, timeout=10000)  # its card, once it answered
    assert held.answered >= 1
    controller.stop()


def test_an_unknown_bot_level_from_an_old_file_still_plays(qtbot) -> None:
    controller = MatchController()
    players = [SeatPlayer("", "random"), SeatPlayer("", "grandmaster")] + [
        SeatPlayer("", "random")] * 2
    controller.start_match(make_rules("hand"), players, seed=3, timing=timing_for("max"))
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over,
                    timeout=20000)
    assert controller.bot_seats.bots[1].level == "medium"
