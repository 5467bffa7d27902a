"""Why an action is refused: a stable key (for translation) plus a readable message."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Refusal(StrEnum):
    MATCH_OVER = "match_over"
    NOT_YOUR_TURN = "not_your_turn"
    NO_SUCH_SEAT = "no_such_seat"
    WRONG_PHASE = "wrong_phase"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW_SUIT = "must_follow_suit"
    MUST_TRUMP = "must_trump"
    CALL_OUT_OF_RANGE = "call_out_of_range"
    CALL_ALREADY_LOCKED = "call_already_locked"
    NOT_HAKEM = "not_hakem"
    NO_TRUMP_DEAL = "no_trump_deal"
    TARGET_REQUIRED = "target_required"
    TARGET_NOT_ALLOWED = "target_not_allowed"
    TARGET_OUT_OF_RANGE = "target_out_of_range"
    TRUMP_NOT_HIDDEN = "trump_not_hidden"
    CAN_FOLLOW_SUIT = "can_follow_suit"
    UNKNOWN_ACTION = "unknown_action"
    NO_SIDE_TO_CONCEDE = "no_side_to_concede"  # Hand: every seat plays for itself


class SatatNote(StrEnum):
    """Under Satat, how the 2 of hearts (a trump, not a heart) bears on a refused card: the
    ``satat`` detail of MUST_FOLLOW_SUIT and MUST_TRUMP."""

    LED = "led"  # the 2 of hearts was led: the suit to follow is the trump
    TRIED = "tried"  # hearts led, the 2 of hearts tried: it is no heart
    ONLY = "only"  # the one card allowed is the player's 2 of hearts, as a trump
    AMONG = "among"  # the player's 2 of hearts is allowed too, as a trump


class IllegalAction(ValueError):
    """An action the rules refuse. ``reason`` is a key the UI translates; ``details`` fills it.

    details keys used: ``seat``, ``card``, ``suit`` (a suit letter), ``tricks``, ``low``, ``high``,
    ``expected`` (seats whose turn it is), ``phase``, ``satat`` (a ``SatatNote``).
    """

    def __init__(self, reason: Refusal, message: str, **details: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.details = details
        self.message = message
