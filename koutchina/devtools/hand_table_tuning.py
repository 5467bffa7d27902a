"""Tuning ``hard``'s Hand table model: ``hard`` with some settings changed, 1 against 3 of a
baseline only (the 2 v 2 seatings of ``koutchina-cli tournament`` left out, to save time), the
same deals and bot seeds as the tournament's 1 v 3 seatings.

    python -m koutchina.devtools.hand_table_tuning ismcts 40 101 hand_call_tables=1
    # baseline, deals, seed, then SearchBot settings (name=value; "none" for the defaults;
    # budget=N: hard's play-outs a decision, 800 by default)

Prints the score per round 1 v 3 with its 95% interval and hard's exact-call rate, and writes
each deal's difference to ``hand-tuning-<baseline>-<seed>-<settings>.json`` for paired
comparisons of two settings on the same deals.
"""

from __future__ import annotations

import sys

from koutchina.bots import make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import (
    BotFactory,
    mean_interval,
    rate_interval,
)
from koutchina.bots.search import SearchBot
from koutchina.devtools.hand_yardstick import play_deal, write_run


def apply_settings(settings: list[str]) -> int | None:
    """Set the SearchBot settings named; return the budget if one is named."""
    budget = None
    for setting in settings:
        if setting == "none":
            continue
        if setting.startswith("budget="):
            budget = int(setting.partition("=")[2])
            continue
        name, _, text = setting.partition("=")
        if not hasattr(SearchBot, name):
            raise SystemExit(f"SearchBot has no setting {name!r}")
        value: object = text == "True" if text in ("True", "False") else float(text)
        if isinstance(value, float) and value.is_integer() and "." not in text:
            value = int(value)
        setattr(SearchBot, name, value)
    return budget


def parse_run(argv: list[str]) -> tuple[str, int, int, list[str], BotFactory]:
    """BASELINE COUNT SEED [SETTINGS...]: the settings applied to SearchBot, and the bot
    factory of the run (``hard`` with the budget named, if any)."""
    baseline, count, seed = argv[0], int(argv[1]), int(argv[2])
    settings = argv[3:] or ["none"]
    budget = apply_settings(settings)

    def make(level: str, bot_seed: int) -> Bot:
        return make_bot(level, bot_seed, budget=budget if level == "hard" else None)

    return baseline, count, seed, settings, make


def main(argv: list[str]) -> int:
    baseline, deals, seed, settings, make = parse_run(argv)
    results = [play_deal(lambda s: make("hard", s), lambda s: make(baseline, s), seed, index)
               for index in range(deals)]
    differences = [r.difference for r in results]
    made = sum(r.made for r in results)
    score, exact = mean_interval(differences), rate_interval(made, 4 * deals)
    label = ",".join(settings)
    print(f"hard ({label}) vs {baseline}, {deals} deals, seed {seed}: {score.text(1)} a round "
          f"1 v 3, exact calls {exact.mean:.1%}")
    write_run("tuning", baseline, seed, label, differences)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
