"""The seeded shuffle and the deal: which card goes to which seat.

Saved matches replay from these, so the shuffle (``koutchina:{seed}:{label}``) and the order of
the deal must never change.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from itertools import chain
from operator import itemgetter
from struct import unpack
from typing import Any

from .cards import Card, deck

Hands = list[list[Card]]


def shuffled_deck(seed: int, label: str, size: int) -> list[Card]:
    """A deterministic shuffle: the same seed and label give the same order on every machine.

    The steps of ``random.Random.shuffle`` (Python 3.11), written out here so that saved matches
    do not depend on the library's version; the generator's outputs are drawn in batches
    (``_words``) rather than one call per draw. A test checks them against
    ``random.Random.shuffle``.
    """
    cards = list(deck(size))
    draw = random.Random(f"koutchina:{seed}:{label}").getrandbits
    # About 1.5 outputs per card are used: twice that is drawn at once, more only if needed.
    output = chain(_words(draw, 2 * size), _more_words(draw, size)).__next__
    for i, below, shift in _STEPS[size]:
        # a uniform j in 0..i: the top bits of an output until the number is below i + 1
        j = output() >> shift
        while j >= below:
            j = output() >> shift
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def _words(draw: Callable[[int], int], count: int) -> list[int]:
    """The next ``count`` 32-bit outputs of the generator, in order, from one call.

    ``getrandbits(32 * count)`` fills its result with successive outputs from the least
    significant word up; ``getrandbits(k)`` for k <= 32 is one output shifted right by 32 - k.
    """
    return list(unpack(f"<{count}I", draw(32 * count).to_bytes(4 * count, "little")))


def _more_words(draw: Callable[[int], int], count: int) -> Iterator[int]:
    while True:
        yield from _words(draw, count)


# Per deck size, each step of the shuffle: the position i, the bound i + 1, and the shift that
# keeps the bits random.Random draws for a number below i + 1.
_STEPS = {
    size: tuple((i, i + 1, 32 - (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    for size in (32, 52)
}


def dealt_hands(cards: Sequence[Card], order: tuple[int, ...]) -> Hands:
    """Each seat's cards in the order received: the i-th card goes to seat ``order[i]``."""
    if len(cards) != len(order):
        raise ValueError(f"{len(cards)} cards for a deal order of {len(order)}")
    return [list(take(cards)) for take in _takers(order)]


@lru_cache(maxsize=256)
def _takers(order: tuple[int, ...]) -> tuple[Any, ...]:
    """Per seat, a function picking that seat's cards out of the deck in deal order."""
    takers = []
    for seat in range(4):
        positions = [i for i, s in enumerate(order) if s == seat]
        takers.append(_picker(positions))
    return tuple(takers)


def _picker(positions: list[int]) -> Any:
    if len(positions) == 1:
        only = positions[0]
        return lambda cards: (cards[only],)
    if not positions:
        return lambda cards: ()
    return itemgetter(*positions)
