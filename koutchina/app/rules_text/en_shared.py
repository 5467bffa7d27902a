"""What the English pages share: the turn-timer line, the partnership tables' headings."""

from __future__ import annotations

from typing import Any

from ...engine.rules import DEFAULT_TURN_TIMER
from .common import HouseRule

# The sides as the scoreboard names them, the person's side first.
SIDES_RESULT = ("Your side", "Opponents", "Result")


def timer(rules: Any, on_timeout: str) -> HouseRule:
    if rules.turn_timer == 0:  # the usual game has a clock
        return HouseRule("Turn timer: off. Take as long as you like.", changed=True)
    return HouseRule(
        f"Turn timer: {_length(rules.turn_timer)}. When it runs out, the table acts for you: "
        f"{on_timeout}",
        changed=rules.turn_timer != DEFAULT_TURN_TIMER,
    )


def _length(seconds: int) -> str:
    """ "45 seconds", "90 seconds", "1 minute", "5 minutes": as the timer's list says them."""
    if seconds % 60:
        return f"{seconds} seconds"
    minutes = seconds // 60
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def partnership_timeout(rules: Any) -> str:
    naming = "names the suit you hold most among the cards you have seen"
    if rules.bids:
        naming += ", with a target of 9 tricks"
    return f"it plays your lowest legal card, and when you are the Hakem it {naming}."
