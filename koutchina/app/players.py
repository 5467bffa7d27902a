"""Who sits at each seat: the person or a bot of some level; bots come from koutchina.bots."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from ..bots import LEVELS, make_bot
from ..bots.base import Bot

log = logging.getLogger(__name__)

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


def make_seat_bot(level: str, seed: int) -> Bot:
    """A bot of ``level``; an unknown level (an old settings or save file) plays as medium."""
    if level not in LEVELS:
        log.warning("unknown bot level %r: playing as %s", level, DEFAULT_LEVEL)
        level = DEFAULT_LEVEL
    return make_bot(level, seed)
