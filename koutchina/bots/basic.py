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


class PlainGreedyBot(GreedyBot):
    """A yardstick written the way a newcomer plays (panel only, frozen like ``greedy``).

    Calls and names trump as ``greedy``. In play it leads the highest card of its longest suit
    (ties: the suit with the higher top card), plays low while its partner holds the trick, else
    wins with its cheapest winning card when it can; a low card is a side card before a trump.
    This is the "plain greedy" an outside check measured ``medium`` against in Hokm.
    """

    level = "plain-greedy"

    def choose(self, view: SeatView) -> Decision:
        if view.phase != Phase.PLAYING:
            return super().choose(view)
        legal = [a for a in view.legal_actions() if isinstance(a, PlayCard)]
        if not legal:
            return super().choose(view)
        trump = None if view.trump_hidden else view.trump
        return plain_greedy_play(view, legal, trump)


def plain_greedy_play(view: SeatView, legal: list[PlayCard], trump: Suit | None) -> Decision:
    def low_key(action: PlayCard) -> tuple[bool, int, int]:
        return (action.card.suit == trump, int(action.card.rank), int(action.card.suit))

    if not view.current_trick:
        length = {suit: 0 for suit in Suit}
        top = {suit: 0 for suit in Suit}
        for action in legal:
            length[action.card.suit] += 1
            top[action.card.suit] = max(top[action.card.suit], int(action.card.rank))
        suit = max(Suit, key=lambda s: (length[s], top[s]))
        lead = max((a for a in legal if a.card.suit == suit), key=lambda a: int(a.card.rank))
        return Decision(lead, "lead_long_top")
    winner, best = trick_leader_strength(view.current_trick, trump)
    if view.is_partnership and winner % 2 == view.seat % 2:
        return Decision(min(legal, key=low_key), "keep_partner")
    led = view.current_trick[0][1].suit
    winning = [a for a in legal if _strength(a.card, led, trump) > best]
    if winning:
        pick = min(winning, key=lambda a: _strength(a.card, led, trump))
        return Decision(pick, "win_cheapest")
    return Decision(min(legal, key=low_key), "play_lowest")


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


__all__ = ["GreedyBot", "PlainGreedyBot", "RandomBot", "decision_rng", "greedy_call"]
