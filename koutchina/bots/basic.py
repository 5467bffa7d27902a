"""The reference bots (``random``, ``greedy``) and the per-decision random generator."""

from __future__ import annotations

import random

from ..engine import Action, Call, Card, NameTrump, Phase, PlayCard, SeatView, Suit
from .base import Decision


def decision_rng(seed: int, view: SeatView, salt: str = "") -> random.Random:
    """A generator seeded from the bot's seed and public facts of the view only."""
    history = ";".join(
        ",".join(f"{s}{c}" for s, c in trick.plays) for trick in view.completed_tricks
    )
    current = ",".join(f"{s}{c}" for s, c in view.current_trick)
    hand = ",".join(str(c) for c in view.hand)
    key = (
        f"koutchina-bot:{salt}:{seed}:{view.game}:{view.deal_index}:{view.seat}:"
        f"{view.phase.value}:{hand}:{history}|{current}:{view.totals}"
    )
    return random.Random(key)


class RandomBot:
    """Any legal action, uniformly (for tests and as the weakest baseline)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Decision:
        actions = view.legal_actions()
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return Decision(decision_rng(self.seed, view).choice(actions), "random")


def trick_leader_strength(
    plays: tuple[tuple[int, Card], ...], trump: Suit | None
) -> tuple[int, int]:
    """(seat, strength) of the card winning a partial trick (no Satat: a reference player)."""
    led = plays[0][1].suit
    best_seat, best = plays[0][0], -1
    for seat, card in plays:
        value = _strength(card, led, trump)
        if value > best:
            best_seat, best = seat, value
    return best_seat, best


def _strength(card: Card, led: Suit, trump: Suit | None) -> int:
    if trump is not None and card.suit == trump:
        return 200 + int(card.rank)
    if card.suit == led:
        return 100 + int(card.rank)
    return 0


class GreedyBot:
    """The fixed reference player; it never changes so strength can be compared over time.

    Wins the trick with its lowest winning card when it can, else plays its lowest card; calls
    (Hand) its Aces and guarded Kings; as Hakem names its longest suit.
    """

    level = "greedy"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Decision:
        seat = view.seat
        if view.phase == Phase.CALLING:
            return Decision(Call(seat, greedy_call(view.hand)), "count_aces_kings")
        if view.phase == Phase.NAMING_TRUMP:
            counts = {suit: 0 for suit in Suit}
            for card in view.hand:
                counts[card.suit] += 1
            suit = max(Suit, key=lambda s: (counts[s], -int(s)))
            target = view.rules.lowest_bid
            return Decision(NameTrump(seat, suit, target), "longest_suit")
        legal = [a for a in view.legal_actions() if isinstance(a, PlayCard)]
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        trump = None if view.trump_hidden else view.trump
        return greedy_play(view, legal, trump)


def greedy_call(hand: tuple[Card, ...]) -> int:
    counts = {suit: 0 for suit in Suit}
    for card in hand:
        counts[card.suit] += 1
    aces = sum(1 for card in hand if card.rank == 14)
    kings = sum(1 for card in hand if card.rank == 13 and counts[card.suit] >= 2)
    return aces + kings


def greedy_play(view: SeatView, legal: list[PlayCard], trump: Suit | None) -> Decision:
    def low_key(action: PlayCard) -> tuple[int, int]:
        return (int(action.card.rank), int(action.card.suit))

    if view.current_trick:
        _, best = trick_leader_strength(view.current_trick, trump)
        led = view.current_trick[0][1].suit
        winning = [a for a in legal if _strength(a.card, led, trump) > best]
        if winning:
            pick = min(winning, key=lambda a: _strength(a.card, led, trump))
            return Decision(pick, "win_cheapest")
    action: Action = min(legal, key=low_key)
    assert isinstance(action, PlayCard)
    return Decision(action, "play_lowest")


__all__ = ["GreedyBot", "RandomBot", "decision_rng", "greedy_call"]
