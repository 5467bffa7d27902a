"""Helpers to build hand-made deals and play them out deterministically."""

from __future__ import annotations

from collections.abc import Callable

from koutchina.engine import Card, MatchState, PlayCard, Rank, Suit, parse_cards
from koutchina.engine.events import Event


def suit_cards(suit: Suit, low: int, high: int) -> list[Card]:
    """Cards of ``suit`` from rank ``low`` to ``high`` inclusive, high first."""
    return [Card(suit, Rank(r)) for r in range(high, low - 1, -1)]


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def lowest_legal(state: MatchState, seat: int) -> PlayCard:
    """A simple fixed policy: the lowest-ranked legal card (then suit order)."""
    legal = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
    return min(legal, key=lambda a: (int(a.card.rank), int(a.card.suit)))


def lead_high_follow_low(state: MatchState, seat: int) -> PlayCard:
    """The leader plays its highest card; the others their lowest legal card."""
    legal = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
    if state.trick:
        return min(legal, key=lambda a: (int(a.card.rank), int(a.card.suit)))
    return max(legal, key=lambda a: (int(a.card.rank), -int(a.card.suit)))


def play_tricks(
    state: MatchState,
    count: int,
    policy: Callable[[MatchState, int], PlayCard] = lead_high_follow_low,
) -> list[Event]:
    """Play ``count`` whole tricks (or until the deal changes) with ``policy``."""
    events: list[Event] = []
    deal = state.deal_index
    for _ in range(count * 4):
        if state.is_over or state.deal_index != deal:
            break
        seat = state.to_act()[0]
        events.extend(state.apply(policy(state, seat)))
    return events


def one_suit_each(order: list[Suit], size: int) -> list[list[Card]]:
    """Seat i holds every card of ``order[i]`` (size 8: 7..A; size 13: 2..A)."""
    low = 7 if size == 8 else 2
    return [suit_cards(suit, low, 14) for suit in order]
