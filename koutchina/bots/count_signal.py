"""Count signals between ``hard`` partners (Court Piece, Hokm).

Knowing how many cards of each suit its partner holds is worth as much to ``hard`` as seeing
the partner's whole hand in Hokm (docs/bots.md, fourteenth session), so the two partners tell
each other, as card players do: following suit under the best card of the suit already in the
trick, a seat plays the highest of its low cards when it holds an even number of the suit and
the lowest when it holds an odd number ("high-low shows an even number"). Only runs of cards
count (touching cards are one card), and only when the seat has at least two low cards to
choose from. The sender plays the signal only when the search values it as well as its best
card (``SIGNAL_SLACK``), so telling costs nothing; the reader weighs the worlds in which its
partner's cards break the convention less (``MISSED_SIGNAL``), which leaves room for the times
the signal was too dear to send.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import SeatView
from .knowledge import Knowledge
from .sim import SUIT_MASKS, bits, card_mask, touching

SIGNAL_SLACK = 0.02  # points (or courts) a deal the signal may cost against the best card
MISSED_SIGNAL = 0.25  # a world whose partner hand breaks a signal is this much less likely


def low_runs(holding: int, top: int, gone: int) -> list[int]:
    """The lowest card of each run of ``holding``'s cards below ``top`` (same suit), lowest
    first; ``gone``: the cards played before this trick (a card of the trick parts a run)."""
    runs: list[int] = []
    below = holding & SUIT_MASKS[top // 13] & ((1 << top) - 1)
    for card in bits(below):
        if runs and touching(runs[-1], card, gone | holding):
            continue
        runs.append(card)
    return runs


def count_card(holding: int, top: int, gone: int) -> int | None:
    """The card the convention plays from ``holding`` (the seat's cards before it plays)
    under ``top``: the highest low run with an even number of the suit, the lowest with an odd
    number; None when it has fewer than two low runs (nothing to choose, nothing said)."""
    runs = low_runs(holding, top, gone)
    if len(runs) < 2:
        return None
    length = (holding & SUIT_MASKS[top // 13]).bit_count()
    return runs[-1] if length % 2 == 0 else runs[0]


def trick_top(plays: list[int]) -> int:
    """The best card of the led suit among a trick's cards so far."""
    led = plays[0] // 13
    return max(card for card in plays if card // 13 == led)


@dataclass(frozen=True, slots=True)
class Signal:
    """One card the partner played under the trick's best card of the suit led."""

    card: int
    top: int
    gone: int  # cards played before that trick
    later: int  # the partner's cards of the suit played after this one

    def kept_by(self, hand: int) -> bool:
        """Whether a world giving the partner ``hand`` (its cards now) agrees with the card."""
        holding = (hand | self.later | 1 << self.card) & SUIT_MASKS[self.top // 13]
        wanted = count_card(holding, self.top, self.gone)
        return wanted is None or wanted == self.card or touching(
            wanted, self.card, self.gone | holding
        )


def partner_signals(view: SeatView, know: Knowledge) -> list[Signal]:
    """Every card the partner followed with under the best card of the suit led, this deal."""
    partner = (view.seat + 2) % 4
    tricks = [[(seat, card.index) for seat, card in record.plays]
              for record in view.completed_tricks]
    if view.current_trick:
        tricks.append([(seat, card.index) for seat, card in view.current_trick])
    found: list[Signal] = []
    gone = 0
    played_after = know.played_by[partner]
    for plays in tricks:
        cards = [card for _, card in plays]
        for position, (seat, card) in enumerate(plays):
            if seat != partner:
                continue
            played_after &= ~(1 << card)
            if position == 0 or card // 13 != cards[0] // 13:
                continue
            top = trick_top(cards[:position])
            if card < top:
                later = played_after & SUIT_MASKS[card // 13]
                found.append(Signal(card, top, gone, later))
        gone |= card_mask(cards)
    return found


def signal_weight(partner_hand: int, signals: list[Signal]) -> float:
    """How likely a world is, given the partner's signals, against one that keeps them all."""
    weight = 1.0
    for signal in signals:
        if not signal.kept_by(partner_hand):
            weight *= MISSED_SIGNAL
    return weight


def signal_to_send(view: SeatView, know: Knowledge) -> int | None:
    """The card the convention asks of this seat now, if it follows suit under the trick's
    best card with something to say."""
    if not view.current_trick:
        return None
    plays = [card.index for _, card in view.current_trick]
    top = trick_top(plays)
    holding = know.hand & SUIT_MASKS[top // 13]
    if not holding:
        return None
    in_trick = card_mask(plays)
    return count_card(holding, top, know.played & ~in_trick)


__all__ = [
    "MISSED_SIGNAL", "SIGNAL_SLACK", "Signal", "count_card", "partner_signals",
    "signal_to_send", "signal_weight",
]
