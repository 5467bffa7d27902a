"""Decision-time and memory benchmark of the bots over a fixed set of positions."""

from __future__ import annotations

import statistics
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from ..engine import Game, Phase, SeatView, make_rules, new_match
from .base import Bot
from .rulebased import RuleBot

BENCH_GAMES = tuple(game.value for game in Game)
KIND_OF_PHASE = {Phase.CALLING: "call", Phase.NAMING_TRUMP: "trump", Phase.PLAYING: "card"}


def bench_positions(game: str, count: int, seed: int = 7100) -> list[SeatView]:
    """Views of decisions from medium-bot matches of fixed seeds: every call and trump choice
    met, and play positions spread over the deals, ``count`` in all."""
    views: list[SeatView] = []
    match_seed = seed
    while len(views) < count:
        state = new_match(make_rules(game), match_seed)
        bots = [RuleBot(match_seed + s, "medium") for s in range(4)]
        step = 0
        while not state.is_over and len(views) < count:
            seat = state.to_act()[0]
            view = state.view(seat)
            if view.phase != Phase.PLAYING or step % 5 == 0:
                views.append(view)
            state.apply(bots[seat].choose(view).action)
            step += 1
        match_seed += 1
    return views


@dataclass
class TimingRow:
    game: str
    level: str
    kind: str  # call, trump, card or all
    decisions: int
    mean_ms: float
    median_ms: float
    p95_ms: float
    max_ms: float


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def time_level(
    game: str, level: str, views: list[SeatView], make: Callable[[str, int], Bot]
) -> list[TimingRow]:
    by_kind: dict[str, list[float]] = {}
    for i, view in enumerate(views):
        bot = make(level, 1000 + i)
        start = time.perf_counter()
        bot.choose(view)
        elapsed = (time.perf_counter() - start) * 1000
        by_kind.setdefault(KIND_OF_PHASE[view.phase], []).append(elapsed)
        by_kind.setdefault("all", []).append(elapsed)
    return [
        TimingRow(game, level, kind, len(times), statistics.fmean(times), statistics.median(times),
                  percentile(times, 0.95), max(times))
        for kind, times in sorted(by_kind.items())
    ]


def peak_memory_mb(views: list[SeatView], make: Callable[[str, int], Bot], level: str) -> float:
    """The largest traced allocation peak of one decision, in MB."""
    worst = 0
    tracemalloc.start()
    try:
        for i, view in enumerate(views):
            bot = make(level, 2000 + i)
            tracemalloc.reset_peak()
            before = tracemalloc.get_traced_memory()[0]
            bot.choose(view)
            worst = max(worst, tracemalloc.get_traced_memory()[1] - before)
    finally:
        tracemalloc.stop()
    return worst / 1e6


def rows_json(rows: list[TimingRow]) -> list[dict[str, Any]]:
    return [asdict(row) for row in rows]


__all__ = ["BENCH_GAMES", "TimingRow", "bench_positions", "peak_memory_mb", "time_level"]
