"""How likely a Hakem holding some cards was to name the trump it named.

The Hakem of Court Piece and Hokm names trump after seeing only the first cards of its hand (5,
or 7 or 9 by a Court Piece option), and which of its cards those were is not known to anyone
else. A sensible Hakem names the suit that looks best among them: length first, then honours
(``rulebased.trump_score``). So, for a whole dealt hand, the chance that it named a given suit is
the share of the ways its first cards could have fallen in which that suit looked best. That
share is counted exactly over how many cards of each suit the first ones held (the honours
counted at their share of the suit), so a Hakem with one trump in its hand almost never named
it, and one with seven almost always did.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from math import comb

from .sim import bits

HONOUR_POINTS = {12: 3.0, 11: 2.0, 10: 1.0, 9: 0.5}  # A K Q J by rank index, as trump_score


def named_chance(dealt: int, trump: int, sees: int) -> float:
    """The chance that a Hakem dealt ``dealt`` (a 52-card mask) named ``trump`` after seeing
    ``sees`` of its cards, chosen at random."""
    counts = [0, 0, 0, 0]
    honours = [0.0, 0.0, 0.0, 0.0]
    for card in bits(dealt):
        suit = card // 13
        counts[suit] += 1
        honours[suit] += HONOUR_POINTS.get(card % 13, 0.0)
    return _chance(tuple(counts), tuple(honours), trump, sees)


@lru_cache(maxsize=1 << 16)
def _chance(
    counts: tuple[int, ...], honours: tuple[float, ...], trump: int, sees: int
) -> float:
    total = sum(counts)
    sees = min(sees, total)
    if sees == 0:
        return 0.25
    favourable = 0.0
    for seen in product(*(range(min(count, sees) + 1) for count in counts)):
        if sum(seen) != sees:
            continue
        ways = 1
        for count, k in zip(counts, seen, strict=True):
            ways *= comb(count, k)
        looks = [
            2.0 * k + (honours[suit] * k / counts[suit] if counts[suit] else 0.0)
            for suit, k in enumerate(seen)
        ]
        best = max(looks)
        tied = [suit for suit in range(4) if looks[suit] == best]
        if trump in tied:
            favourable += ways / len(tied)
    return favourable / comb(total, sees)


__all__ = ["named_chance"]
