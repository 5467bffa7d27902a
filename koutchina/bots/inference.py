"""What the cards a seat has played say about the cards it does not hold (Court Piece, Hokm).

Any sensible player, a person, ``medium`` or a search alike, does not let an opponent's card
win a trick that it could take as last to play, does not take a trick dearer than it must when
it plays last, and ruffs an opponent's winner when it is void and holds a trump that wins. So a
seat that played otherwise probably had no such card. ``play_evidence`` turns every such play
of the deal so far into a piece of evidence (the seat, the cards it probably lacks, and how much
less likely a world is that gives it one of them); ``evidence_weight`` is the product of the
factors a sampled world contradicts. Nothing here assumes how the seat chooses its other cards,
so the same reading holds at any table, as far as the table bears it out: a seat may also hold a
card up on purpose (a person's hold-up, or a search that wins the trick as well later), and the
cards it plays later show when it did. A seat's readings count for less once its later cards
have broken some of them: each of its factors is then at least the share of its readings
broken. Hand is left out: there a seat may want to lose a trick, and the reading measured
nothing (docs/bots.md, sixth session).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..engine import Card, SeatView
from .knowledge import Knowledge, sim_rules
from .sim import SimRules, bits, card_mask

# How much less likely a world is that gives the seat a card its play says it lacks (measured
# against factors twice as mild, the square roots of these: docs/bots.md, sixth session)
UNDER_LAST = 0.04  # last to play, followed under an opponent's winner: nothing above it
UNDER_THIRD = 0.25  # third to play, under an opponent's winner beating its partner
DEARER_LAST = 0.09  # last to play, won with a card above a cheaper one that also won
NO_RUFF_LAST = 0.0625  # last to play, void, threw a side card under an opponent's winner
NO_RUFF = 0.25  # the same, second or third to play (a later opponent could overruff)


@dataclass(frozen=True, slots=True)
class Evidence:
    """One play's reading: ``seat`` probably holds none of ``cards``."""

    seat: int
    cards: int  # unknown cards the seat probably does not hold (a mask)
    factor: float  # a world giving it any of them is this much less likely
    # a dearer win: each cheaper winner with the cards between it and the card played that the
    # seat must also have held for the two to be equal to it (then holding it says nothing)
    twins: tuple[tuple[int, int], ...] = ()

    def contradicted_by(self, hand: int) -> bool:
        """Whether a world giving the seat ``hand`` goes against this reading."""
        if not self.twins:
            return bool(hand & self.cards)
        return any(hand & cheaper and between & ~hand for cheaper, between in self.twins)


def play_evidence(view: SeatView, know: Knowledge, soften: bool = True) -> list[Evidence]:
    """The evidence of every trick played so far, the current one included; ``soften``: each
    seat's factors raised by the share of its readings its later cards broke (False: never)."""
    if not view.is_partnership:
        return []
    trump = None if view.trump_hidden else know.trump
    with_trump = sim_rules(view, trump)
    # a hidden trump counts from the trick after the one in which it was shown; that trick is
    # not read (the trump came into it part way), the ones before are read without a trump
    shown_at = view.trump_revealed_at
    without_trump = sim_rules(view, None) if shown_at is not None else with_trump
    tricks = [record.plays for record in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    found: list[Evidence] = []
    claims: list[tuple[int, bool]] = []
    gone = 0  # cards played in the tricks before the one being read
    for number, plays in enumerate(tricks):
        after = gone | card_mask([card.index for _, card in plays])
        later = [know.played_by[seat] & ~after for seat in range(4)]
        if shown_at is None or number > shown_at:
            _read_trick(with_trump, trump, plays, gone, know, later, found, claims)
        elif number < shown_at:
            _read_trick(without_trump, None, plays, gone, know, later, found, claims)
        gone = after
    return softened(found, claims) if soften else found


def softened(found: list[Evidence], claims: list[tuple[int, bool]]) -> list[Evidence]:
    """``found`` with each seat's factors raised to the share of its readings (``claims``: the
    seat, and whether a card it played later broke the reading) that were broken, if higher;
    the share counts one unbroken reading more, so that one break does not undo them all."""
    read, broken = [1, 1, 1, 1], [0, 0, 0, 0]  # one unbroken reading more a seat
    for seat, was_broken in claims:
        read[seat] += 1
        broken[seat] += was_broken
    if not any(broken):  # the usual case: every reading as it was found
        return found
    return [
        replace(item, factor=max(item.factor, broken[item.seat] / read[item.seat]))
        for item in found
    ]


def _read_trick(
    rules: SimRules,
    trump: int | None,
    plays: Sequence[tuple[int, Card]],
    gone: int,
    know: Knowledge,
    later: list[int],
    found: list[Evidence],
    claims: list[tuple[int, bool]],
) -> None:
    """The evidence of one trick's plays added to ``found``, and to ``claims`` each reading
    that a seat lacked a card, with whether it played one of them after the trick (``later``:
    each seat's cards played after it); ``gone``: the cards played before the trick."""
    first = plays[0][1].index
    led = rules.suit_of[first]
    strength = rules.strength[led]
    winner, best = plays[0][0], first
    gone |= 1 << first
    for position in range(1, len(plays)):
        seat, played = plays[position]
        card = played.index
        if winner % 2 != seat % 2:
            evidence, lacked = _read_play(rules, trump, led, position, seat, card, best, gone,
                                          know)
            if evidence is not None:
                found.append(evidence)
            if lacked:
                claims.append((seat, bool(lacked & later[seat])))
        if strength[card] > strength[best]:
            winner, best = seat, card
        gone |= 1 << card


def evidence_weight(hands: list[int], evidence: list[Evidence]) -> float:
    """How likely a world (the hidden hands) is, relative to one that contradicts nothing."""
    weight = 1.0
    for item in evidence:
        if item.contradicted_by(hands[item.seat]):
            weight *= item.factor
    return weight


def _read_play(
    rules: SimRules,
    trump: int | None,
    led: int,
    position: int,
    seat: int,
    card: int,
    best: int,
    gone: int,
    know: Knowledge,
) -> tuple[Evidence | None, int]:
    """What one card played while an opponent's ``best`` won the trick says, if anything, and
    the cards that would have beaten ``best`` which it says the seat lacked (none for a dearer
    win), known or not."""
    strength = rules.strength[led]
    suit = rules.suit_of[card]
    if suit == led:
        if strength[card] > strength[best]:
            if position != 3:
                return None, 0
            return _dearer(rules.masks[led], strength, best, card, gone, seat, know), 0
        if position < 2:
            return None, 0
        lacked = _above(rules.masks[led], strength, best) & ~gone
        factor = UNDER_LAST if position == 3 else UNDER_THIRD
    elif trump is not None and led != trump and suit != trump:
        lacked = _above(rules.masks[trump], strength, best) & ~gone
        factor = NO_RUFF_LAST if position == 3 else NO_RUFF
    else:
        return None, 0
    lacking = lacked & know.unknown
    return (Evidence(seat, lacking, factor) if lacking else None), lacked


def _above(suit_mask: int, strength: tuple[int, ...], best: int) -> int:
    """The cards of a suit that beat ``best`` in this trick."""
    mask = 0
    for other in bits(suit_mask):
        if strength[other] > strength[best]:
            mask |= 1 << other
    return mask


def _dearer(
    suit_mask: int,
    strength: tuple[int, ...],
    best: int,
    card: int,
    gone: int,
    seat: int,
    know: Knowledge,
) -> Evidence | None:
    """``card`` beat ``best`` as the last card of the trick: the cheaper cards that would have
    beaten it too, each with the cards between it and ``card`` still out (a seat holding all of
    those held the two as equals). Cards the seat played later were in its hand then."""
    held_later = know.played_by[seat]
    not_between = _above(suit_mask, strength, card) | 1 << card | gone | held_later
    twins: list[tuple[int, int]] = []
    cards = 0
    for cheaper in bits(suit_mask & know.unknown):
        if not strength[best] < strength[cheaper] < strength[card]:
            continue
        between = _above(suit_mask, strength, cheaper) & ~not_between
        if not between:
            continue  # equal to the card played whoever holds it
        twins.append((1 << cheaper, between))
        cards |= 1 << cheaper
    return Evidence(seat, cards, DEARER_LAST, tuple(twins)) if twins else None


__all__ = ["Evidence", "evidence_weight", "play_evidence"]
