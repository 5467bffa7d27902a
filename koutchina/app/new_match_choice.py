"""NewMatchChoice: what a person chose for the next match (the New match dialog fills it in;
the start screen's games reuse the last one). A module of its own so that the window can hold
one without loading the dialog before it is opened."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Game, Rules
from ..engine.rules import DEFAULT_TURN_TIMER


def _medium_bots() -> list[str]:
    return ["medium"] * 3


@dataclass
class NewMatchChoice:
    game: str = Game.HAND
    options: dict[str, Any] = field(default_factory=dict)
    levels: list[str] = field(default_factory=_medium_bots)
    player_name: str = ""
    turn_timer: int = DEFAULT_TURN_TIMER  # the usual game's clock; 0 is off
    speed: str = "normal"
    practice: bool = False  # hints and undo; the match is counted apart in the statistics

    def of_its_game(self) -> GameChoices:
        """What of it is its game's own (the settings keep them per game)."""
        return GameChoices(options=dict(self.options), levels=list(self.levels))


@dataclass
class GameChoices:
    """What is chosen for each game apart, as the settings keep them and New match shows them
    when switched to a game: its house rules and its bots' levels, seat by seat (the name, the
    timer, the speed and practice are the same whatever the game)."""

    options: dict[str, Any] = field(default_factory=dict)
    levels: list[str] = field(default_factory=_medium_bots)


def options_of(rules: Rules) -> dict[str, Any]:
    """Every house rule of ``rules`` as the New match dialog gives them (``options``): all
    but the game and the turn timer, which the choice holds apart."""
    return {key: value for key, value in rules.model_dump().items()
            if key not in ("game", "turn_timer")}
