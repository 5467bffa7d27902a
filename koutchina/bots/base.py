"""The bot interface: a bot chooses an action from one seat's view, never from the state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..engine import Action, SeatView


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and a short key saying why (for hints and the post-deal review)."""

    action: Action
    reason: str


class Bot(Protocol):
    level: str

    def choose(self, view: SeatView) -> Decision:
        """Pick a legal action for ``view.seat``. Deterministic for the bot's seed and the view."""
        ...
