"""Which sound cue goes with which table event, from the person's side (seat 0). No Qt here."""

from __future__ import annotations

from enum import StrEnum

from ..engine import game_info
from ..engine.events import DealScored, MatchEnded, TrickWon

VIEWER_SEAT = 0  # the person's seat, as in controller.py
TIMER_WARNING_SECONDS = 5


class Cue(StrEnum):
    """A sound cue; its value is the name of its WAV file in resources/sounds/."""

    CARD_PLAYED = "card-played"
    TRICK_OURS = "trick-ours"
    TRICK_THEIRS = "trick-theirs"
    YOUR_TURN = "your-turn"
    TIMER_TICK = "timer-tick"
    DEAL_WON = "deal-won"
    DEAL_LOST = "deal-lost"
    MATCH_WON = "match-won"
    MATCH_LOST = "match-lost"
    TRUMP_NAMED = "trump-named"


def on_our_side(seat: int, game: str) -> bool:
    """The person's side (seats 0 and 2) in a game of sides; else their own seat."""
    info = game_info(game)
    return info.scorer_of(seat) == info.scorer_of(VIEWER_SEAT)


def trick_cue(event: TrickWon, game: str) -> Cue:
    return Cue.TRICK_OURS if on_our_side(event.winner, game) else Cue.TRICK_THEIRS


def deal_cue(event: DealScored) -> Cue:
    """Won: our side won the deal (partnership games), or the person scored points (Hand)."""
    if event.winner_side is not None:
        won = event.winner_side == VIEWER_SEAT % 2
    else:
        won = event.scores[VIEWER_SEAT] > 0
    return Cue.DEAL_WON if won else Cue.DEAL_LOST


def match_cue(event: MatchEnded) -> Cue:
    return Cue.MATCH_WON if event.places[VIEWER_SEAT] == 1 else Cue.MATCH_LOST


def turn_cue(seat: int) -> Cue | None:
    return Cue.YOUR_TURN if seat == VIEWER_SEAT else None


def timer_cue(seat: int, seconds_left: int) -> Cue | None:
    """A tick for each of the person's last five seconds."""
    if seat == VIEWER_SEAT and 0 < seconds_left <= TIMER_WARNING_SECONDS:
        return Cue.TIMER_TICK
    return None
