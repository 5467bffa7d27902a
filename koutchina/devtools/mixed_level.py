"""Which half of ``hard`` makes the difference: ``medium``'s card play with ``hard``'s trump choice
(and Hand calls), played as a duplicate tournament like ``koutchina-cli tournament``.

    python -m koutchina.devtools.mixed_level hokm greedy 500 2026
    # game, baseline level, deals, seed
"""

from __future__ import annotations

import sys

from koutchina.bots import duplicate, make_bot
from koutchina.bots.base import Bot, Decision
from koutchina.bots.rulebased import RuleBot
from koutchina.bots.search import SearchBot
from koutchina.engine import Phase, SeatView


class MediumCardsHardTrump:
    level = "mixed"

    def __init__(self, seed: int) -> None:
        self.medium = RuleBot(seed, "medium")
        self.hard = SearchBot(seed)

    def choose(self, view: SeatView) -> Decision:
        if view.phase == Phase.PLAYING:
            return self.medium.choose(view)
        return self.hard.choose(view)


def make(level: str, seed: int) -> Bot:
    return MediumCardsHardTrump(seed) if level == "mixed" else make_bot(level, seed)


def main(argv: list[str]) -> int:
    game, baseline, deals, seed = argv[0], argv[1], int(argv[2]), int(argv[3])
    report = duplicate.run_tournament(game, "mixed", baseline, deals, seed, make)
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
