"""``hard`` with a larger budget against ``hard`` at its default budget, as a duplicate
tournament like ``koutchina-cli tournament`` (whose ``--budget`` sets both sides): does more
thinking time help? (issue 14, the ``expert`` question).

    python -m koutchina.devtools.budget_hard hokm 3200 30 7104
    # game, the candidate's play-outs per decision, deals, seed; the baseline is default hard
"""

from __future__ import annotations

import sys

from koutchina.bots import duplicate, make_bot
from koutchina.bots.base import Bot

LARGE = "hard-large"


def main(argv: list[str]) -> int:
    game, budget, deals, seed = argv[0], int(argv[1]), int(argv[2]), int(argv[3])

    def make(level: str, bot_seed: int) -> Bot:
        if level == LARGE:
            return make_bot("hard", bot_seed, budget=budget)
        return make_bot(level, bot_seed)

    report = duplicate.run_tournament(game, LARGE, "hard", deals, seed, make)
    print(f"candidate: hard with {budget} play-outs a decision; baseline: hard (default)")
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
