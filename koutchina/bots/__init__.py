"""Players that choose an action from one seat's view, honest and deterministic: the five levels
offered at the table, and the opponent panel's yardsticks used to measure them."""

from __future__ import annotations

from .base import Bot, Decision
from .basic import GreedyBot, PlainGreedyBot, RandomBot
from .reasons import REASONS
from .rulebased import RuleBot
from .styles import STYLES, StyleBot

LEVELS = ("random", "greedy", "easy", "medium", "hard")  # the levels offered at the table
# yardsticks for measuring (the opponent panel), never offered at the table
PANEL_LEVELS = ("ismcts", "pimc", "pimc-random", "plain-greedy", *STYLES)
ALL_LEVELS = LEVELS + PANEL_LEVELS


def make_bot(level: str, seed: int, *, budget: int | None = None) -> Bot:
    """A bot of ``level`` (one of ALL_LEVELS), deterministic for ``seed``.

    ``budget`` scales the search of ``hard`` (play-outs per decision), of ``ismcts``
    (simulations per decision) and of ``pimc`` and ``pimc-random`` (play-outs of a card
    decision); other levels ignore it.
    """
    if level == "random":
        return RandomBot(seed)
    if level == "greedy":
        return GreedyBot(seed)
    if level == "plain-greedy":
        return PlainGreedyBot(seed)
    if level in ("easy", "medium"):
        return RuleBot(seed, level)
    if level == "hard":
        from .search import SearchBot

        return SearchBot(seed, budget=budget)
    if level == "ismcts":
        from .ismcts import IsmctsBot

        return IsmctsBot(seed, simulations=budget)
    if level in ("pimc", "pimc-random"):
        from .pimc import PimcBot

        return PimcBot(seed, level, budget=budget)
    if level in STYLES:
        return StyleBot(seed, level)
    known = ", ".join(ALL_LEVELS)
    raise ValueError(f"unknown bot level {level!r}: the levels are {known}")


def seat_seed(match_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of a match of ``match_seed`` (the table's bots, and the
    coach, whose hint is what a ``hard`` bot in that seat would do)."""
    return match_seed * 7 + seat


__all__ = ["ALL_LEVELS", "LEVELS", "PANEL_LEVELS", "REASONS", "Bot", "Decision", "make_bot",
           "seat_seed"]
