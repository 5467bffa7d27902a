"""The MatchController's signals, its bots on a worker thread and its turn timer."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QElapsedTimer, QTimer

from koutchina.app.controller import MatchController
from koutchina.app.players import SeatPlayer
from koutchina.app.timing import timing_for
from koutchina.bots import make_bot
from koutchina.bots.base import Decision
from koutchina.cli.processor_wait import cpu_wait_ms
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


class SleepyBot:
    """A bot that thinks for a long time (sleeps) on the worker thread."""

    level = "sleepy"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.inner = make_bot("random", 1)
        self.threads: list[str] = []

    def choose(self, view: SeatView) -> Decision:
        self.threads.append(threading.current_thread().name)
        time.sleep(self.seconds)
        return self.inner.choose(view)


def test_gui_thread_keeps_answering_while_a_slow_bot_thinks(qtbot) -> None:
    controller = MatchController()
    bots = [SeatPlayer("", "random")] * 4
    sleepy = SleepyBot(0.4)
    controller.start_match(make_rules("hokm"), bots, seed=8, timing=timing_for("max"))
    controller.bot_seats.bots = {seat: sleepy for seat in range(4)}
    # measure the largest gap between ticks of a 10 ms timer while bots sleep 0.4 s per move,
    # less the time the GUI thread waited for a processor (a loaded machine's doing, not the
    # bot's: a GUI thread blocked by the bot, or by the interpreter lock it holds, is not
    # waiting for a processor, and that wait stays in the gap)
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed(), cpu_wait_ms()]

    def tick() -> None:
        now, waited = clock.elapsed(), cpu_wait_ms()
        gaps.append((now - last[0]) - (waited - last[1]))
        last[:] = [now, waited]

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    played: list[int] = []
    controller.card_played.connect(lambda seat, _card: played.append(seat))
    qtbot.waitUntil(lambda: len(played) >= 3, timeout=10000)
    timer.stop()
    assert clock.elapsed() >= 3 * 400 * 0.9  # the bots did sleep
    assert sleepy.threads and all(name != threading.main_thread().name
                                  for name in sleepy.threads)
    assert len(gaps) > 50
    assert max(gaps) < 150, f"the event loop stalled for {max(gaps):.0f} ms"
    controller.stop()


def test_an_unknown_bot_level_from_an_old_file_still_plays(qtbot) -> None:
    controller = MatchController()
    players = [SeatPlayer("", "random"), SeatPlayer("", "grandmaster")] + [
        SeatPlayer("", "random")] * 2
    controller.start_match(make_rules("hand"), players, seed=3, timing=timing_for("max"))
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over,
                    timeout=20000)
    assert controller.bot_seats.bots[1].level == "medium"
