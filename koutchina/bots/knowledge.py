"""What one seat knows, read from its view only: cards seen, voids shown, sizes, trump, calls.

Everything here is a function of the ``SeatView``; nothing reads the match state, so a bot built
on it cannot cheat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import Card, Phase, SeatView
from ..engine.rules import game_info
from .sim import SimRules, bits, card_mask, signals_weak

DECK_32 = card_mask([c for c in range(52) if c % 13 >= 5])
DECK_52 = (1 << 52) - 1


def deck_mask(game: str) -> int:
    return DECK_32 if game_info(game).deck_size == 32 else DECK_52


def mask_of(cards: tuple[Card, ...] | list[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def sim_rules(view: SeatView, trump: int | None) -> SimRules:
    """The simulation rules of the view's game with ``trump`` treated as active."""
    rules = view.rules
    return SimRules(
        view.game,
        trump,
        satat=rules.has_satat,
        compulsory=rules.trump_compulsory,
        double_sar=rules.has_double_sar,
        stop_at_seven=rules.stops_at_seven,
    )


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Public and private facts of one seat, as card masks."""

    seat: int
    game: str
    hand: int  # cards this seat holds and knows (during naming: the Hakem's first cards)
    unknown: int  # cards whose owner this seat does not know
    needs: tuple[int, int, int, int]  # hidden cards each seat still holds (own seat: unseen rest)
    voids: tuple[int, int, int, int]  # per seat, a 4-bit mask of suits shown void
    weak: tuple[int, int, int, int]  # per seat, suits it signalled weak (a low discard)
    played_by: tuple[int, int, int, int]  # cards each seat has played this deal
    played: int
    trump: int | None  # known to this seat
    trump_known: bool
    suit_of: tuple[int, ...]  # effective suit of each card index (Satat moves the 2 of hearts)

    @property
    def in_play(self) -> int:
        """Cards not yet played: mine and the unknown ones."""
        return self.hand | self.unknown


def read_view(view: SeatView) -> Knowledge:
    seat = view.seat
    full = deck_mask(view.game)
    trump = int(view.trump) if view.trump is not None else None
    hand = mask_of(view.hand)
    played_by = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    weak = [0, 0, 0, 0]
    rules = sim_rules(view, trump if view.game == "hokm" else None)
    tricks = [t.plays for t in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for plays in tricks:
        led = rules.suit_of[plays[0][1].index]
        for player, card in plays:
            index = card.index
            played_by[player] |= 1 << index
            suit = rules.suit_of[index]
            if suit != led:
                voids[player] |= 1 << led
                if rules.compulsory and rules.trump is not None and suit != rules.trump:
                    voids[player] |= 1 << rules.trump
                if signals_weak(index, suit, led, trump):
                    weak[player] |= 1 << suit
    played = played_by[0] | played_by[1] | played_by[2] | played_by[3]
    needs = list(view.hand_sizes)
    if view.phase == Phase.NAMING_TRUMP:
        per_seat = game_info(view.game).tricks_per_deal
        needs = [per_seat, per_seat, per_seat, per_seat]
        needs[seat] = per_seat - len(view.hand)
    else:
        needs[seat] = 0
    unknown = full & ~hand & ~played
    return Knowledge(
        seat=seat,
        game=view.game,
        hand=hand,
        unknown=unknown,
        needs=(needs[0], needs[1], needs[2], needs[3]),
        voids=(voids[0], voids[1], voids[2], voids[3]),
        weak=(weak[0], weak[1], weak[2], weak[3]),
        played_by=(played_by[0], played_by[1], played_by[2], played_by[3]),
        played=played,
        trump=trump,
        trump_known=view.trump is not None,
        suit_of=rules.suit_of,
    )


def sample_hands(know: Knowledge, rng: random.Random) -> list[int]:
    """Deal the unknown cards to the seats, respecting sizes and the voids shown."""
    cards = bits(know.unknown)
    needs = list(know.needs)
    if sum(needs) != len(cards):  # cannot happen with an engine view; stay safe
        needs = _spread(len(cards), needs)
    for _attempt in range(20):
        hands = _try_deal(cards, needs, know.voids, know.suit_of, rng)
        if hands is not None:
            break
    else:
        hands = _try_deal(cards, needs, (0, 0, 0, 0), know.suit_of, rng)
        assert hands is not None
    hands[know.seat] |= know.hand
    return hands


def _spread(total: int, needs: list[int]) -> list[int]:
    out = [0, 0, 0, 0]
    seat = 0
    while total:
        if needs[seat] > out[seat] or sum(needs) == 0:
            out[seat] += 1
            total -= 1
        seat = (seat + 1) % 4
    return out


def _try_deal(
    cards: list[int],
    needs: list[int],
    voids: tuple[int, ...],
    suit_of: tuple[int, ...],
    rng: random.Random,
) -> list[int] | None:
    left = list(needs)
    hands = [0, 0, 0, 0]
    order = list(cards)
    rng.shuffle(order)
    if any(voids):
        order.sort(
            key=lambda c: sum(1 for s in range(4) if left[s] and not voids[s] >> suit_of[c] & 1)
        )
    for card in order:
        suit = suit_of[card]
        seats = [s for s in range(4) if left[s] and not voids[s] >> suit & 1]
        if not seats:
            return None
        total = sum(left[s] for s in seats)
        pick = rng.randrange(total)
        for s in seats:
            pick -= left[s]
            if pick < 0:
                break
        hands[s] |= 1 << card
        left[s] -= 1
    return hands


__all__ = ["Knowledge", "deck_mask", "mask_of", "read_view", "sample_hands", "sim_rules"]
