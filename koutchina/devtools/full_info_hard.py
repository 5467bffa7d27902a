"""``hard`` against ``hard`` as it was before its play-outs played each seat from its own
knowledge (every seat seeing every hand of the sampled world), as a duplicate tournament like
``koutchina-cli tournament``. The other side may also be any level.

    python -m koutchina.devtools.full_info_hard hokm hard 100 7
    # game, candidate level, deals, seed; the baseline is "hard-full-info"
"""

from __future__ import annotations

import sys

from koutchina.bots import duplicate, make_bot
from koutchina.bots.base import Bot
from koutchina.bots.search import SearchBot

FULL_INFO = "hard-full-info"


class FullInfoHard(SearchBot):
    level = FULL_INFO
    seat_view_playouts = False


def make(level: str, seed: int) -> Bot:
    return FullInfoHard(seed) if level == FULL_INFO else make_bot(level, seed)


def main(argv: list[str]) -> int:
    game, candidate, deals, seed = argv[0], argv[1], int(argv[2]), int(argv[3])
    report = duplicate.run_tournament(game, candidate, FULL_INFO, deals, seed, make)
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
