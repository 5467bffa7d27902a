"""How far knowing the cards would take ``hard``: its search with every sampled world replaced by
the real deal (a cheat, for measuring only; never a level a player meets).

    python -m koutchina.devtools.cheat_ceiling hokm 5 60      # game, tournament seed, deals

Prints the same duplicate report as ``koutchina-cli tournament`` (cheating hard team against a
medium team). The trump choice stays honest: ``SearchBot._name_trump`` samples its own worlds.
"""

from __future__ import annotations

import random
import sys

from koutchina.bots import duplicate, make_bot
from koutchina.bots.base import Bot
from koutchina.bots.knowledge import Knowledge, mask_of
from koutchina.bots.search import SearchBot
from koutchina.engine import MatchState, SeatView

_playing: list[MatchState] = []  # the state of the deal being played, for the cheat to read


class CheatingSearch(SearchBot):
    def _consistent_worlds(
        self, view: SeatView, know: Knowledge, count: int, rng: random.Random
    ) -> list[tuple[int | None, list[int]]]:
        state = _playing[-1]
        hands = [mask_of(state.hands[seat]) for seat in range(4)]
        trump = None if view.trump_hidden else know.trump
        return [(trump, hands)] * count


def remember(state: MatchState) -> None:
    """Keep the state of the deal the tournament starts, for the cheat to read."""
    _playing[:] = [state]


def make(level: str, seed: int) -> Bot:
    return CheatingSearch(seed) if level == "hard" else make_bot(level, seed)


def main(argv: list[str]) -> int:
    game, seed, deals = argv[0], int(argv[1]), int(argv[2])
    report = duplicate.run_tournament(game, "hard", "medium", deals, seed, make, watch=remember)
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
