"""What the cards a seat has played say about the cards it does not hold (Court Piece, Hokm).

Any sensible player, a person, ``medium`` or a search alike, does not let an opponent's card
win a trick that it could take as last to play, does not take a trick dearer than it must when
it plays last, and ruffs an opponent's winner when it is void and holds a trump that wins. So a
seat that played otherwise probably had no such card. ``play_evidence`` turns every such play
of the deal so far into a piece of evidence (the seat, the cards it probably lacks, and how much
less likely a world is that gives it one of them); ``evidence_weight`` is the product of the
factors a sampled world contradicts. Nothing here assumes how the seat chooses its other cards,
so the same reading holds at any table. Hand is left out: there a seat may want to lose a trick,
and the reading measured nothing (docs/bots.md, sixth session).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import SeatView
from .knowledge import Knowledge, sim_rules

# How much less likely a world is that gives the seat a card its play says it lacks (measured
# against factors twice as mild, the square roots of these: docs/bots.md, sixth session)
UNDER_LAST = 0.04  # last to play, followed under an opponent's winner: nothing above it
UNDER_THIRD = 0.25  # third to play, under an opponent's winner beating its partner
DEARER_LAST = 0.09  # last to play, won with a card above a cheaper one that also won
NO_RUFF_LAST = 0.0625  # last to play, void, threw a side card under an opponent's winner
NO_RUFF = 0.25  # the same, second or third to play (a later opponent could overruff)


@dataclass(frozen=True, slots=True)
class Evidence:
    seat: int
    cards: int  # unknown cards the seat probably does not hold (a mask)
    factor: float  # a world giving it any of them is this much less likely


def play_evidence(view: SeatView, know: Knowledge) -> list[Evidence]:
    """The evidence of every trick played so far, the current one included."""
    if not view.is_partnership:
        return []
    trump = None if view.trump_hidden else know.trump
    rules = sim_rules(view, trump)
    tricks = [record.plays for record in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    found: list[Evidence] = []
    gone = 0  # cards played before the play being read
    for plays in tricks:
        first = plays[0][1].index
        led = rules.suit_of[first]
        strength = rules.strength[led]
        winner, best = plays[0][0], first
        gone |= 1 << first
        for position in range(1, len(plays)):
            seat, played = plays[position]
            card = played.index
            if winner % 2 != seat % 2:
                suit = rules.suit_of[card]
                lacking, factor = 0, 1.0
                if suit == led and strength[card] > strength[best]:
                    if position == 3:
                        lacking = _cheaper_winners(rules.masks[led], strength, best, card, gone)
                        factor = DEARER_LAST
                elif suit == led:
                    if position >= 2:
                        lacking = _above(rules.masks[led], strength, best)
                        factor = UNDER_LAST if position == 3 else UNDER_THIRD
                elif trump is not None and led != trump and suit != trump:
                    lacking = _above(rules.masks[trump], strength, best)
                    factor = NO_RUFF_LAST if position == 3 else NO_RUFF
                lacking &= know.unknown
                if lacking:
                    found.append(Evidence(seat, lacking, factor))
            if strength[card] > strength[best]:
                winner, best = seat, card
            gone |= 1 << card
    return found


def evidence_weight(hands: list[int], evidence: list[Evidence]) -> float:
    """How likely a world (the hidden hands) is, relative to one that contradicts nothing."""
    weight = 1.0
    for item in evidence:
        if hands[item.seat] & item.cards:
            weight *= item.factor
    return weight


def _above(suit_mask: int, strength: tuple[int, ...], best: int) -> int:
    """The cards of a suit that beat ``best`` in this trick."""
    mask = 0
    for card in range(52):
        if suit_mask >> card & 1 and strength[card] > strength[best]:
            mask |= 1 << card
    return mask


def _cheaper_winners(
    suit_mask: int, strength: tuple[int, ...], best: int, card: int, gone: int
) -> int:
    """The cards of the suit that would also have beaten ``best`` and are worth less than
    ``card``, leaving out those equal to it (every card between them already played)."""
    mask = 0
    for other in range(52):
        if not (suit_mask >> other & 1) or not strength[best] < strength[other] < strength[card]:
            continue
        between = [
            x for x in range(52)
            if suit_mask >> x & 1 and strength[other] < strength[x] < strength[card]
        ]
        if all(gone >> x & 1 for x in between):
            continue
        mask |= 1 << other
    return mask


__all__ = ["Evidence", "evidence_weight", "play_evidence"]
