"""How far knowing the cards would take ``hard``: its card search with the sampled worlds
replaced by the real deal (a cheat, for measuring only; never a level a player meets).

    python -m koutchina.devtools.cheat_ceiling hokm 5 60                 # game, seed, deals
    python -m koutchina.devtools.cheat_ceiling hokm 456 100 ismcts       # another baseline
    python -m koutchina.devtools.cheat_ceiling hokm 456 100 ismcts --trumps
    python -m koutchina.devtools.cheat_ceiling hokm 456 100 ismcts --trump-lengths
    python -m koutchina.devtools.cheat_ceiling hokm 466 100 ismcts --partner
    python -m koutchina.devtools.cheat_ceiling hokm 466 100 ismcts --partner-trump-length
    python -m koutchina.devtools.cheat_ceiling hokm 466 100 ismcts --partner-lengths
    python -m koutchina.devtools.cheat_ceiling hand 454 40 ismcts

Prints the same report as ``koutchina-cli tournament`` (the cheating ``hard`` as candidate,
``medium`` unless another baseline is named). ``--trumps`` (Court Piece, Hokm): the cheat
knows only where the hidden trumps lie, every other card still drawn and weighed as ``hard``
does; ``--trump-lengths``: it knows only how many hidden trumps each seat holds; ``--partner``:
it knows only its partner's hand (what reading the partner perfectly would give);
``--partner-trump-length``: only how many hidden trumps its partner holds;
``--partner-lengths``: only how many hidden cards of each suit its partner holds. What stays
honest: the Hakem's trump choice and the Hand calls (both sample their own worlds); only card
decisions cheat.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Callable

from koutchina.bots import duplicate, make_bot
from koutchina.bots import search as search_module
from koutchina.bots.base import Bot
from koutchina.bots.knowledge import Knowledge, mask_of, sample_hands
from koutchina.bots.search import SearchBot
from koutchina.bots.sim import SUIT_MASKS, bits, card_mask
from koutchina.engine import MatchState, SeatView

_playing: list[MatchState] = []  # the state of the deal being played, for the cheat to read


def real_hands() -> list[int]:
    """The cards each seat holds now in the deal being played."""
    return [mask_of(cards) for cards in _playing[-1].hands]


class CheatingSearch(SearchBot):
    def consistent_worlds(
        self, view: SeatView, know: Knowledge, count: int, rng: random.Random
    ) -> list[tuple[int | None, list[int]]]:
        trump = None if view.trump_hidden else know.trump
        return [(trump, real_hands())] * count


def trumps_placed(know: Knowledge, rng: random.Random, lengths_only: bool = False) -> list[int]:
    """A world with every hidden trump where it really is (``lengths_only``: each seat with as
    many hidden trumps as it really holds, which ones drawn at random) and the other hidden cards
    drawn as ``knowledge.sample_hands`` draws them (while trump is being named: drawn as usual)."""
    if know.trump is None or know.needs[know.seat]:
        return sample_hands(know, rng)
    trumps = know.unknown & SUIT_MASKS[know.trump]
    real = real_hands()
    placed = [real[seat] & trumps if seat != know.seat else 0 for seat in range(4)]
    if lengths_only:
        shuffled = bits(trumps)
        rng.shuffle(shuffled)
        for seat, held in enumerate(placed):
            dealt, shuffled = shuffled[:held.bit_count()], shuffled[held.bit_count():]
            placed[seat] = card_mask(dealt)
    return with_placed(know, rng, placed, trumps)


def partner_placed(know: Knowledge, rng: random.Random) -> list[int]:
    """A world with the partner's hand as it really is and the opponents' hidden cards drawn
    as ``knowledge.sample_hands`` draws them (while trump is being named: drawn as usual)."""
    if know.needs[know.seat]:
        return sample_hands(know, rng)
    hand = real_hands()[partner_of(know)]
    return with_partner_given(know, rng, hand)


def partner_trump_length_placed(know: Knowledge, rng: random.Random) -> list[int]:
    """A world with the partner holding as many hidden trumps as it really does (which ones
    drawn at random), the other hidden cards drawn as ``knowledge.sample_hands`` draws them, the
    partner taking no more trumps (while trump is being named: drawn as usual)."""
    if know.trump is None or know.needs[know.seat]:
        return sample_hands(know, rng)
    partner = partner_of(know)
    trumps = know.unknown & SUIT_MASKS[know.trump]
    given = cards_like(real_hands()[partner], trumps, rng)
    voids = list(know.voids)
    voids[partner] |= 1 << know.trump
    no_more = dataclasses.replace(know, voids=(voids[0], voids[1], voids[2], voids[3]))
    return with_partner_given(no_more, rng, given)


def partner_lengths_placed(know: Knowledge, rng: random.Random) -> list[int]:
    """A world with the partner holding as many hidden cards of each suit as it really does
    (which ones drawn at random), the opponents' hidden cards drawn as ``knowledge.sample_hands``
    draws them (while trump is being named: drawn as usual)."""
    if know.needs[know.seat]:
        return sample_hands(know, rng)
    real = real_hands()[partner_of(know)]
    given = 0
    for suit_mask in SUIT_MASKS:
        given |= cards_like(real, know.unknown & suit_mask, rng)
    return with_partner_given(know, rng, given)


def partner_of(know: Knowledge) -> int:
    return (know.seat + 2) % 4


def cards_like(real: int, pool: int, rng: random.Random) -> int:
    """As many cards of ``pool``, drawn at random, as ``real`` holds of it."""
    shuffled = bits(pool)
    rng.shuffle(shuffled)
    return card_mask(shuffled[:(real & pool).bit_count()])


def with_partner_given(know: Knowledge, rng: random.Random, given: int) -> list[int]:
    """``given`` in the partner's hand, every other hidden card drawn."""
    partner = partner_of(know)
    return with_placed(know, rng, [given if seat == partner else 0 for seat in range(4)], given)


def with_placed(know: Knowledge, rng: random.Random, placed: list[int], taken: int) -> list[int]:
    """``placed`` (a mask a seat) in every seat's hand, the hidden cards outside ``taken``
    drawn for the rest of each hand."""
    needs = [need - placed[seat].bit_count() for seat, need in enumerate(know.needs)]
    rest = dataclasses.replace(
        know, unknown=know.unknown & ~taken, needs=(needs[0], needs[1], needs[2], needs[3])
    )
    return [hand | extra for hand, extra in zip(sample_hands(rest, rng), placed, strict=True)]


def remember(state: MatchState) -> None:
    """Keep the state of the deal the tournament starts, for the cheat to read."""
    _playing[:] = [state]


def make(level: str, seed: int) -> Bot:
    return CheatingSearch(seed) if level == "hard" else make_bot(level, seed)


def trump_lengths_placed(know: Knowledge, rng: random.Random) -> list[int]:
    return trumps_placed(know, rng, lengths_only=True)


# each flag's world sampler, in place of ``knowledge.sample_hands`` in ``hard``'s search
CHEATS: dict[str, Callable[[Knowledge, random.Random], list[int]]] = {
    "--trumps": trumps_placed,
    "--trump-lengths": trump_lengths_placed,
    "--partner": partner_placed,
    "--partner-trump-length": partner_trump_length_placed,
    "--partner-lengths": partner_lengths_placed,
}


def main(argv: list[str]) -> int:
    args = [arg for arg in argv if arg not in CHEATS]
    if len(args) not in (3, 4):
        print(__doc__)
        return 2
    game, seed, deals = args[0], int(args[1]), int(args[2])
    baseline = args[3] if len(args) == 4 else "medium"
    factory = make
    chosen = [CHEATS[arg] for arg in argv if arg in CHEATS]
    if chosen:  # hard as it is, its worlds drawn with some cards in place
        setattr(search_module, "sample_hands", chosen[0])  # noqa: B010 (a measuring cheat)
        factory = make_bot
    report = duplicate.run_tournament(game, "hard", baseline, deals, seed, factory, watch=remember)
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
