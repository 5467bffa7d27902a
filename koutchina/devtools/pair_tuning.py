"""Tuning ``hard`` in Court Piece and Hokm: ``hard`` with some settings changed against a
baseline, both seatings of every deal (the tournament's deals, Hakem seats and bot seeds), each
deal's points and trick margin written for a paired comparison with another run.

    python -m koutchina.devtools.pair_tuning run hokm ismcts 200 441 read_eager=False
    # game, baseline, deals, seed, then SearchBot settings (as hand_table_tuning: name=value,
    # "none", budget=N), or "control": hard as it is with other random streams; house rules
    # as the tournament takes them, anywhere after "run": --option hidden_trump=true
    python -m koutchina.devtools.pair_tuning compare A.json B.json
    # the paired difference A - B a deal, with its 95% interval

A change smaller than the control's own difference cannot be told from the search's noise:
on 200 Hokm deals against ``ismcts`` a control moved by -0.03 and +0.06 points a deal
(docs/bots.md, tenth session), so compare a variant with the control as well as with ``none``.
"""

from __future__ import annotations

import json
import sys

from koutchina.bots import make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import mean_interval, play_seatings
from koutchina.bots.search import SearchBot
from koutchina.cli.engine_commands import rule_options
from koutchina.devtools.hand_table_tuning import apply_settings
from koutchina.engine import RulesError, make_rules

CONTROL_SEED_SHIFT = 7_777_777  # a control's bots draw from other seeds, nothing else changes


def play_deals(
    game: str, baseline: str, deals: int, seed: int, settings: list[str],
    options: dict[str, str] | None = None,
) -> list[dict[str, float]]:
    """Each deal's points and trick margin a seating for the ``hard`` side, both seatings."""
    control = settings == ["control"]
    budget = None if control else apply_settings(settings)

    def make(level: str, bot_seed: int) -> Bot:
        if level != "hard":
            return make_bot(level, bot_seed)
        return SearchBot(bot_seed + CONTROL_SEED_SHIFT if control else bot_seed, budget)

    rules = make_rules(game, options or {})
    rows = []
    for index in range(deals):
        points = margin = 0.0
        for side, event in enumerate(play_seatings(make, rules, "hard", baseline, seed, index)):
            points += event.scores[side] - event.scores[1 - side]
            margin += event.tricks[side] - event.tricks[1 - side]
        rows.append({"deal": index, "points": points / 2, "tricks": margin / 2})
    return rows


def paired_lines(first: list[dict[str, float]], second: list[dict[str, float]]) -> list[str]:
    """The difference first - second a deal, over the deals both runs played."""
    other = {row["deal"]: row for row in second}
    shared = [row for row in first if row["deal"] in other]
    lines = []
    for key in ("points", "tricks"):
        gap = mean_interval([row[key] - other[row["deal"]][key] for row in shared])
        lines.append(f"{key} a deal, paired over {gap.n} deals: {gap.text(3)}")
    return lines


def house_rules(argv: list[str]) -> tuple[dict[str, str], list[str]]:
    """The ``--option KEY=VALUE`` pairs of ``argv`` as rule options, and the rest of it."""
    rest: list[str] = []
    pairs: list[str] = []
    words = iter(argv)
    for word in words:
        if word == "--option":
            pairs.append(next(words, ""))
        else:
            rest.append(word)
    return rule_options(pairs, "--option"), rest


def main(argv: list[str]) -> int:
    if argv[:1] == ["compare"] and len(argv) == 3:
        runs = []
        for name in argv[1:]:
            with open(name, encoding="utf-8") as source:
                runs.append(json.load(source))
        print("\n".join(paired_lines(runs[0], runs[1])))
        return 0
    try:
        options, argv = house_rules(argv)
        if argv[:1] != ["run"] or len(argv) < 5:
            print(__doc__)
            return 2
        game, baseline, deals, seed = argv[1], argv[2], int(argv[3]), int(argv[4])
        settings = argv[5:] or ["none"]
        rows = play_deals(game, baseline, deals, seed, settings, options)
    except RulesError as error:
        print(f"pair_tuning: {error}", file=sys.stderr)
        return 2
    label = ",".join(settings + [f"{key}={value}" for key, value in sorted(options.items())])
    points = mean_interval([row["points"] for row in rows])
    print(f"hard ({label}) vs {baseline}, {game}, {deals} deals, seed {seed}: "
          f"{points.text(3)} points a deal")
    name = f"pair-tuning-{game}-{baseline}-{seed}-{label}.json"
    with open(name, "w", encoding="utf-8") as out:
        json.dump(rows, out)
    print(f"each deal written to {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
