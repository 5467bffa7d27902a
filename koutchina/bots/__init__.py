"""Players that choose an action from one seat's view: five levels, honest and deterministic."""

from __future__ import annotations

from .base import Bot, Decision
from .basic import GreedyBot, RandomBot
from .reasons import REASONS
from .rulebased import RuleBot

LEVELS = ("random", "greedy", "easy", "medium", "hard")


def make_bot(level: str, seed: int, *, budget: int | None = None) -> Bot:
    """A bot of ``level`` (one of LEVELS), deterministic for ``seed``.

    ``budget`` scales the search of ``hard`` (play-outs per decision); other levels ignore it.
    """
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    if level in ("easy", "medium"):
        return RuleBot(seed, level)
    if level == "hard":
        from .search import SearchBot

        return SearchBot(seed, budget=budget)
    known = ", ".join(LEVELS)
    raise ValueError(f"unknown bot level {level!r}: the levels are {known}")


__all__ = ["LEVELS", "REASONS", "Bot", "Decision", "make_bot"]
