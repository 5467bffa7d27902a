"""The rules engine: pure Python, no Qt. See docs/engine.md."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import (
    Action,
    Call,
    ClaimRest,
    Concede,
    NameTrump,
    PlayCard,
    RevealTrump,
    action_from_json,
    action_to_json,
)
from .cards import Card, CardParseError, Rank, Suit, parse_card, parse_cards
from .court_piece import CourtPieceMatch
from .errors import IllegalAction, Refusal, SatatNote
from .events import Outcome
from .hand import HandMatch, hand_score
from .hokm import HokmMatch, TrickFate, fate_in_deal, fate_when_won
from .partnership import side_of
from .rules import (
    GAMES,
    CourtPieceRules,
    Game,
    GameInfo,
    HandRules,
    HokmRules,
    Rules,
    RulesError,
    game_info,
    make_rules,
    option_specs,
)
from .state import MatchState
from .timeout import timeout_action
from .view import EarlierDeal, Phase, SeatView, TrickRecord


def new_match(
    rules: Rules,
    seed: int = 0,
    deals: Sequence[Sequence[Sequence[Card]]] | None = None,
    first_hakem: int | None = None,
) -> MatchState:
    """Start a match of the rules' game. ``deals`` (each seat's cards in the order received)
    replace the seeded shuffle for as many deals as given."""
    if isinstance(rules, HandRules):
        return HandMatch(rules, seed, deals)
    if isinstance(rules, CourtPieceRules):
        return CourtPieceMatch(rules, seed, deals, first_hakem)
    return HokmMatch(rules, seed, deals, first_hakem)


__all__ = [
    "GAMES", "Action", "Call", "Card", "CardParseError", "ClaimRest", "Concede", "CourtPieceMatch",
    "CourtPieceRules", "EarlierDeal", "Game", "GameInfo", "HandMatch", "HandRules", "HokmMatch",
    "HokmRules",
    "IllegalAction", "MatchState", "NameTrump", "Outcome", "Phase", "PlayCard", "Rank", "Refusal",
    "RevealTrump", "Rules", "RulesError", "SatatNote", "SeatView", "Suit", "TrickFate",
    "TrickRecord", "action_from_json",
    "action_to_json", "fate_in_deal", "fate_when_won", "game_info", "hand_score", "make_rules",
    "new_match", "option_specs", "parse_card", "parse_cards", "side_of", "timeout_action",
]
