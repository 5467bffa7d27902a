"""A yardstick for Hand margins: any level at any budget 1 against 3 of a baseline at its own
budget, on the tournament's deals and bot seeds (as ``hand_table_tuning`` plays ``hard``).

``koutchina-cli tournament`` cannot seat a level against itself, so it cannot say how far a
searcher with many more simulations gets ahead of ``ismcts`` at the panel's budget: the figure
that says whether a margin asked of ``hard`` is within reach of search at all.

    python -m koutchina.devtools.hand_yardstick ismcts:1600 ismcts:100 40 9634
    # candidate and baseline as LEVEL or LEVEL:BUDGET (hard's play-outs or ismcts's
    # simulations a decision, pimc's play-outs a card decision), deals, seed

Prints the score per round 1 v 3 with its 95% interval, the candidate's exact-call rate and both
sides' mean score a round, and writes each deal's difference to
``hand-yardstick-<baseline>-<seed>-<candidate>.json`` (``:`` written ``@``) for pairing two
candidates on the same deals.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass

from koutchina.bots import ALL_LEVELS, make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import (
    mean_interval,
    play_one_deal,
    rate_interval,
    tournament_bot_seed,
    tournament_deal,
)
from koutchina.engine import make_rules
from koutchina.engine.events import CALL_MADE

RULES = make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0})


@dataclass(frozen=True, slots=True)
class Player:
    """A level and its budget (None: the level's own)."""

    level: str
    budget: int | None

    @classmethod
    def parse(cls, text: str) -> Player:
        level, _, budget = text.partition(":")
        if level not in ALL_LEVELS:
            raise SystemExit(f"unknown level {level!r}: the levels are {', '.join(ALL_LEVELS)}")
        if budget and not budget.isdigit():
            raise SystemExit(f"the budget in {text!r} is not a whole number")
        return cls(level, int(budget) if budget else None)

    def bot(self, seed: int) -> Bot:
        return make_bot(self.level, seed, budget=self.budget)


@dataclass(frozen=True, slots=True)
class DealResult:
    """One deal played four times, the candidate in each seat in turn."""

    difference: float  # the candidate's score minus the baselines' mean, averaged over seats
    made: int  # of the four seatings, how many times the candidate made its call
    candidate_score: float  # its mean score over the four seatings
    baseline_score: float  # the baselines' mean score over the four seatings


def play_deal(candidate: Callable[[int], Bot], baseline: Callable[[int], Bot], seed: int,
              index: int) -> DealResult:
    """Deal ``index`` of the tournament of ``seed``, a candidate's bot (made from its seat's
    tournament seed) in each seat in turn against three of the baseline."""
    hands = tournament_deal("hand", seed, index)
    difference = mine = theirs = 0.0
    made = 0
    for seat in range(4):
        bots = [(candidate if s == seat else baseline)(tournament_bot_seed(seed, index, s))
                for s in range(4)]
        event = play_one_deal(RULES, hands, bots, None)
        others = sum(event.scores[s] for s in range(4) if s != seat) / 3
        difference += event.scores[seat] - others
        mine += event.scores[seat]
        theirs += others
        made += event.outcomes[seat] in CALL_MADE
    return DealResult(difference / 4, made, mine / 4, theirs / 4)


def main(argv: list[str]) -> int:
    if len(argv) != 4:
        raise SystemExit(__doc__)
    candidate, baseline = Player.parse(argv[0]), Player.parse(argv[1])
    deals, seed = int(argv[2]), int(argv[3])
    results = [play_deal(candidate.bot, baseline.bot, seed, index) for index in range(deals)]
    score = mean_interval([r.difference for r in results])
    exact = rate_interval(sum(r.made for r in results), 4 * deals)
    mine = sum(r.candidate_score for r in results) / deals
    theirs = sum(r.baseline_score for r in results) / deals
    print(f"{argv[0]} vs {argv[1]}, {deals} deals, seed {seed}: {score.text(1)} a round 1 v 3, "
          f"exact calls {exact.mean:.1%}; mean score a round {mine:+.1f} against {theirs:+.1f}")
    write_run("yardstick", argv[1].replace(":", "@"), seed, argv[0].replace(":", "@"),
              [r.difference for r in results])
    return 0



def write_run(kind: str, baseline: str, seed: int, label: str, values: list[float]) -> None:
    """Each deal's (or match's) figure of a run, for pairing two runs on the same deals."""
    with open(f"hand-{kind}-{baseline}-{seed}-{label}.json", "w", encoding="utf-8") as out:
        json.dump(values, out)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
