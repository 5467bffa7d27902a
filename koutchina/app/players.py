"""Who sits at each seat: the person or a bot of some level; bots come from koutchina.bots."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..bots.base import Bot, Decision
from ..engine import SeatView

try:  # the bots package grows its levels in parallel; a plain random player until then
    from ..bots import LEVELS, make_bot
except ImportError:  # pragma: no cover - removed once koutchina.bots.make_bot exists
    LEVELS = ("random",)
    make_bot = None

HUMAN = "human"
DEFAULT_LEVEL = "medium"


@dataclass(frozen=True)
class SeatPlayer:
    name: str  # empty: the table shows a default name for the seat
    level: str  # "human" or a bot level

    @property
    def is_human(self) -> bool:
        return self.level == HUMAN


def bot_levels() -> tuple[str, ...]:
    return tuple(LEVELS)


class _RandomPlayer:
    level = "random"

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def choose(self, view: SeatView) -> Decision:
        return Decision(self._random.choice(view.legal_actions()), "random")


def make_seat_bot(level: str, seed: int) -> Bot:
    if make_bot is None:
        return _RandomPlayer(seed)
    return make_bot(level, seed)
