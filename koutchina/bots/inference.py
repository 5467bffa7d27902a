"""What the cards other seats played say about the cards they still hold (partnership games).

A void shown is a fact (``knowledge.read_view``). These are likelihoods: a player who does
something a sensible player would not do while holding a card probably does not hold it. They
come from the view alone (the tricks seen), so a bot using them stays honest.

- Last to play, the partner not winning: a player who follows below the winning card of the suit
  led probably has nothing of that suit above it (anyone would take the trick).
- Third to play, behind a partner beaten by the second player: the same, a little weaker (third
  hand plays high).
- Void in the suit led and an opponent winning with a card of that suit: a player who throws a
  side card instead of trumping probably holds no trump; when the opponent won by trumping, a
  player who does not overtrump probably holds no higher trump.

``unlikely_cards`` returns, per seat, the cards it probably does not hold; ``inference_weight``
turns them into a weight for a sampled world.
"""

from __future__ import annotations

from ..engine import SeatView
from .knowledge import Knowledge, sim_rules
from .sim import bits

UNLIKELY_FACTOR = 0.25  # weight per card a world gives a seat against its play
THIRD_HAND_FACTOR = 0.5


def unlikely_cards(view: SeatView, know: Knowledge) -> tuple[list[int], list[int]]:
    """Per seat, cards it probably lacks: (strongly, weakly)."""
    strong = [0, 0, 0, 0]
    weak = [0, 0, 0, 0]
    if view.game == "hand":
        return strong, weak
    trump = know.trump
    rules = sim_rules(view, trump)
    suit_of = rules.suit_of
    tricks = [t.plays for t in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for plays in tricks:
        led = suit_of[plays[0][1].index]
        row = rules.strength[led]
        best_seat, best_card = plays[0][0], plays[0][1].index
        for position, (seat, card) in enumerate(plays):
            index = card.index
            if position and seat != view.seat and best_seat != (seat + 2) % 4:
                suit, winner_suit = suit_of[index], suit_of[best_card]
                above = _stronger(rules.masks[winner_suit], row, row[best_card])
                if suit == led and winner_suit == led:
                    if position == 3:
                        strong[seat] |= above
                    elif position == 2:
                        weak[seat] |= above
                elif suit != led and trump is not None and suit != trump:
                    # void, and threw a side card instead of (over)trumping
                    strong[seat] |= rules.masks[trump] if winner_suit == led else above
            if row[index] > row[best_card]:
                best_seat, best_card = seat, index
    return strong, weak


def _stronger(mask: int, row: tuple[int, ...], value: int) -> int:
    """The cards of ``mask`` that beat a card of strength ``value`` in this trick."""
    out = 0
    for card in bits(mask):
        if row[card] > value:
            out |= 1 << card
    return out


def inference_weight(hands: list[int], strong: list[int], weak: list[int]) -> float:
    """How well a world's hands agree with the play seen: 1 when they agree fully."""
    weight = 1.0
    for seat in range(4):
        against = (hands[seat] & strong[seat]).bit_count()
        if against:
            weight *= UNLIKELY_FACTOR ** against
        softer = (hands[seat] & weak[seat] & ~strong[seat]).bit_count()
        if softer:
            weight *= THIRD_HAND_FACTOR ** softer
    return weight


__all__ = ["inference_weight", "unlikely_cards"]
