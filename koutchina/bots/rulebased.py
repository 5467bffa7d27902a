"""``medium`` and ``easy``: rule-based play from the strategy advice of the rule documents.

Medium counts the cards played (a card is a master when no unseen card of its suit beats it),
reads the voids shown, chases its call then ducks (Hand), leads trumps with length as the
Hakem's side, keeps its partner's winning trick and trumps in cheaply. Easy plays the same
skeleton without counting (only Aces are masters), a cruder call, and now and then a harmless
loose card, but never a revoke and never an Ace its own call needs.
"""

from __future__ import annotations

import random

from ..engine import Call, Card, NameTrump, Phase, PlayCard, RevealTrump, SeatView, Suit
from ..engine.rules import game_info
from .base import Decision
from .basic import decision_rng, greedy_call
from .hand_play import hand_card
from .knowledge import Knowledge, deck_mask, read_view, sim_rules
from .partnership_play import partnership_card
from .rest_play import rest_card
from .sim import SimRules

HONOUR_TRICKS = {14: 1.0, 13: 0.8, 12: 0.5, 11: 0.25}


def hand_trick_estimate(hand: list[int] | tuple[int, ...], counting: bool = True) -> float:
    """Expected tricks of a Hand (Hareega) hand of card indices: honours by their guard, plus
    the long-suit tricks that come at the end of a no-trump deal."""
    by_suit: list[list[int]] = [[], [], [], []]
    for card in hand:
        by_suit[card // 13].append(card % 13 + 2)
    total = 0.0
    for ranks in by_suit:
        length = len(ranks)
        ranks.sort(reverse=True)
        for rank in ranks:
            value = HONOUR_TRICKS.get(rank, 0.0)
            if length - 1 < 14 - rank:  # a King needs one guard, a Queen two, a Jack three
                value *= 0.3
            total += value
        if counting and length >= 5:
            total += 0.7 * (length - 4)
    return total


def medium_call(hand: tuple[Card, ...]) -> int:
    estimate = hand_trick_estimate([c.index for c in hand])
    return 0 if estimate < 0.6 else min(8, round(estimate))


def trump_score(cards: list[int], suit: int) -> float:
    """How good ``suit`` looks as trump among the cards seen (length first, then honours)."""
    mine = [c % 13 + 2 for c in cards if c // 13 == suit]
    honours = sum({14: 3.0, 13: 2.0, 12: 1.0, 11: 0.5}.get(rank, 0.0) for rank in mine)
    return 2.0 * len(mine) + honours


class RuleBot:
    """Rule-based play; ``counting`` and ``slip`` make the difference between medium and easy."""

    def __init__(self, seed: int, level: str = "medium") -> None:
        self.seed = seed
        self.level = level
        self.counting = level != "easy"
        self.slip = 0.2 if level == "easy" else 0.0

    def choose(self, view: SeatView) -> Decision:
        seat = view.seat
        if seat not in view.to_act:
            raise ValueError(f"seat {seat} has nothing to do now")
        if view.phase == Phase.CALLING:
            if self.counting:
                return Decision(Call(seat, medium_call(view.hand)), "count_sure_tricks")
            return Decision(Call(seat, greedy_call(view.hand)), "count_aces_kings")
        if view.phase == Phase.NAMING_TRUMP:
            return name_trump(view)
        know = read_view(view)
        rng = decision_rng(self.seed, view, self.level)
        decision = self._play(view, know)
        if self.slip and rng.random() < self.slip:
            loose = self._loose_card(view, know, rng)
            if loose is not None:
                return loose
        return decision

    def _play(self, view: SeatView, know: Knowledge) -> Decision:
        actions = view.legal_actions()
        if any(isinstance(a, RevealTrump) for a in actions) and self._wants_reveal(view, know):
            return Decision(RevealTrump(view.seat), "reveal_trump")
        cards = [a.card.index for a in actions if isinstance(a, PlayCard)]
        if not view.is_partnership:
            index, reason = _hand_decision(view, know, cards, self.counting)
        else:
            index, reason = partnership_decision(view, know, cards, self.counting)
        return Decision(PlayCard(view.seat, Card.from_index(index)), reason)

    def _wants_reveal(self, view: SeatView, know: Knowledge) -> bool:
        winner = _current_winner(view, sim_rules(view, None))[0]
        if winner % 2 == view.seat % 2:
            return False
        if know.trump_known and know.trump is not None:
            return bool(know.hand & (((1 << 13) - 1) << (13 * know.trump)))
        return True

    def _loose_card(
        self, view: SeatView, know: Knowledge, rng: random.Random
    ) -> Decision | None:
        """Easy's slip: a random legal card, but never an Ace its own call still needs."""
        cards = [a.card for a in view.legal_actions() if isinstance(a, PlayCard)]
        if game_info(view.game).has_calls:
            call = view.calls[view.seat] or 0
            if view.tricks_won[view.seat] < call:
                cards = [c for c in cards if c.rank != 14]
        elif know.trump is not None:
            cards = [c for c in cards if c.suit != know.trump or len(cards) == 1]
        if not cards:
            return None
        return Decision(PlayCard(view.seat, rng.choice(cards)), "loose_card")


def name_trump(view: SeatView) -> Decision:
    cards = [c.index for c in view.hand]
    suit = max(range(4), key=lambda s: (trump_score(cards, s), -s))
    target = view.rules.lowest_bid
    return Decision(NameTrump(view.seat, Suit(suit), target), "strong_suit")


def _current_winner(view: SeatView, rules: SimRules) -> tuple[int, int]:
    """(seat, strength) winning the current trick so far under ``rules``."""
    trick = view.current_trick
    row = rules.strength[rules.suit_of[trick[0][1].index]]
    best_seat, best = trick[0][0], -1
    for seat, card in trick:
        if row[card.index] > best:
            best_seat, best = seat, row[card.index]
    return best_seat, best


def partnership_decision(
    view: SeatView, know: Knowledge, cards: list[int], counting: bool
) -> tuple[int, str]:
    """Medium's (or, without counting, easy's) Court Piece or Hokm card, from the view."""
    trick = view.current_trick
    return partnership_card(
        sim_rules(view, None if view.trump_hidden else know.trump),
        view.seat,
        know.hand,
        cards,
        [card.index for _, card in trick],
        trick[0][0] if trick else view.seat,
        know.voids,
        know.weak,
        view.hakem if view.hakem is not None else -1,
        know.unknown,
        _master_pool(view, know, counting),
    )


def _hand_decision(
    view: SeatView, know: Knowledge, cards: list[int], counting: bool
) -> tuple[int, str]:
    """Medium's (or, without counting, easy's) Hand card, from the view."""
    return hand_card(
        sim_rules(view, None),  # Hand has no trump
        know.hand,
        cards,
        [card.index for _, card in view.current_trick],
        view.calls[view.seat] or 0,
        view.tricks_won[view.seat],
        _master_pool(view, know, counting),
    )


def conceding_card(view: SeatView) -> PlayCard:
    """The card the table plays for a Hand seat whose round it plays out (Play the rest for
    me), from that seat's view, with its own call and tricks taken, counting the cards played
    (``rest_play.rest_card``). Short of its call it plays towards it as medium does (a master
    cashed, a trick won as cheaply as is safe, and every trick taken while the call is out of
    reach, each one a miss of 10 less; void, it keeps its masters). Once the call is made it
    ducks: void in the suit led it throws the card likeliest to win a later trick, its masters
    first (medium's highest card by rank kept two sure winners over a 10 that could still
    lose, and a made call of 2 became 4 tricks: a player's review); it follows with the
    highest card that stays under, leads the card others are likeliest to beat, and a trick it
    must win it takes with its highest card. Medium's own play is unchanged. Pure and quick:
    it runs on the GUI thread."""
    know = read_view(view)
    cards = [a.card.index for a in view.legal_actions() if isinstance(a, PlayCard)]
    rules = sim_rules(view, None)  # Hand has no trump
    trick = view.current_trick
    behind = know.unknown
    if trick:
        led = rules.suit_of[trick[0][1].index]
        after = [(trick[0][0] + k) % 4 for k in range(len(trick) + 1, 4)]
        if all(know.voids[seat] >> led & 1 for seat in after):
            behind &= ~rules.masks[led]  # nobody still to play holds the suit led
    index, _ = rest_card(
        rules,
        know.hand,
        cards,
        [card.index for _, card in trick],
        view.calls[view.seat] or 0,
        view.tricks_won[view.seat],
        know.unknown,
        behind,
    )
    return PlayCard(view.seat, Card.from_index(index))


def _master_pool(view: SeatView, know: Knowledge, counting: bool) -> int:
    """The cards that may beat one of the seat's: the unseen ones when it counts the cards played,
    else every card of the deck but its own."""
    return know.unknown if counting else deck_mask(view.game) & ~know.hand


__all__ = [
    "RuleBot", "conceding_card", "hand_trick_estimate", "medium_call", "name_trump",
    "partnership_decision",
]
