"""What ``hard``'s card choices lose to the noise of its own search: a few hundred sampled
worlds decide each card, and a second draw of worlds can pick another card. A round's score
is too noisy to show such a loss (a Hand round varies by about 12 points); one decision at a
time, against a reference that searches far longer, it shows clearly.

    python -m koutchina.devtools.search_noise run hand pimc 12 554 hand_card_budget_factor=4
    # game, baseline, deals, seed, then SearchBot settings for the measured choices (as
    # hand_table_tuning: name=value, "none", budget=N); --reference N: the reference's budget
    python -m koutchina.devtools.search_noise compare A.json B.json
    # the paired difference of the loss a decision, A - B, over the positions both measured

The positions are ``hard``'s card decisions with two or more cards that differ (equal cards
count once) in the tournament's deals (Hand: 1 v 3, each seat in turn; partnerships: the
``hard`` side on each side), played by ``hard`` as it is, whatever the settings. Each is valued
by a reference ``hard`` with ``--reference`` play-outs (12,800 by default: 1,024 worlds a card
at most, in Hand too, whatever ``hand_card_budget_factor`` says) and ``hard`` as it is
otherwise; then ``hard`` with the settings chooses in it with ``CHOOSERS`` bot seeds. A choice's
loss is the reference's value of its best card less its value of the card chosen (points:
Hand the round's score, partnerships the side's points or courts plus 0.2 a trick), so the
loss a decision is what the noise costs, judged by ``hard``'s own model of the table, not
what a perfect player would gain.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from koutchina.bots import make_bot
from koutchina.bots.base import Bot, Decision
from koutchina.bots.duplicate import (
    mean_interval,
    play_one_deal,
    play_seatings,
    tournament_bot_seed,
    tournament_deal,
)
from koutchina.bots.knowledge import read_view
from koutchina.bots.search import SearchBot, distinct_cards
from koutchina.devtools.hand_table_tuning import apply_settings
from koutchina.engine import Phase, PlayCard, SeatView, make_rules

REFERENCE_BUDGET = 12_800
CHOOSERS = 3  # bot seeds choosing in each position
REFERENCE_SEED = 99_991
HAND_RULES = {"rounds": 1, "sudden_death_rounds": 0}  # as the tournament's Hand deals


class PositionRecorder:
    """``hard`` as it is, noting each card decision with a real choice in it."""

    level = "hard"

    def __init__(self, bot: Bot, positions: list[SeatView]) -> None:
        self.bot, self.positions = bot, positions

    def choose(self, view: SeatView) -> Decision:
        if view.phase == Phase.PLAYING:
            cards = [a.card.index for a in view.legal_actions() if isinstance(a, PlayCard)]
            if len(distinct_cards(cards, view, read_view(view))) > 1:
                self.positions.append(view)
        return self.bot.choose(view)


def positions_of(game: str, baseline: str, deals: int, seed: int) -> list[SeatView]:
    """``hard``'s card decisions with a choice in the tournament's first ``deals`` deals."""
    positions: list[SeatView] = []

    def make(level: str, bot_seed: int) -> Bot:
        bot = make_bot(level, bot_seed)
        return PositionRecorder(bot, positions) if level == "hard" else bot

    if game == "hand":
        rules = make_rules("hand", HAND_RULES)
        for index in range(deals):
            hands = tournament_deal("hand", seed, index)
            for seat in range(4):
                bots = [make("hard" if s == seat else baseline,
                             tournament_bot_seed(seed, index, s)) for s in range(4)]
                play_one_deal(rules, hands, bots, None)
    else:
        rules = make_rules(game, {})
        for index in range(deals):
            play_seatings(make, rules, "hard", baseline, seed, index)
    return positions


@dataclass(frozen=True)
class Measured:
    loss: float  # mean over the choosers, points
    seconds: float  # mean time of a choice


def measure(positions: list[SeatView], reference: int,
            settings: list[str]) -> list[Measured]:
    """Each position's loss, the reference valued with ``hard`` as it is, the choices made
    with ``settings``."""
    values = [_reference_values(view, reference, number) for number, view in enumerate(positions)]
    budget = apply_settings(settings)
    measured = []
    for number, (view, value) in enumerate(zip(positions, values, strict=True)):
        best = max(value.values())
        losses, seconds = [], 0.0
        for chooser in range(CHOOSERS):
            bot = SearchBot(7_000 + 31 * number + chooser, budget)
            started = time.perf_counter()
            action = bot.choose(view).action
            seconds += time.perf_counter() - started
            losses.append(best - value[str(action)])
        measured.append(Measured(sum(losses) / CHOOSERS, seconds / CHOOSERS))
    return measured


def _reference_values(view: SeatView, reference: int, number: int) -> dict[str, float]:
    bot = SearchBot(REFERENCE_SEED + number, reference)
    bot.hand_card_budget_factor = 1  # the reference's budget is ``reference``, whatever the game
    appraisal = bot.appraise(view)
    return {str(choice.action): choice.value for choice in appraisal.choices}


def summary(game: str, measured: list[Measured], deals: int) -> str:
    loss = mean_interval([m.loss for m in measured])
    per_deal = len(measured) / (4 * deals if game == "hand" else 2 * deals)
    unit = "a round (a seat's)" if game == "hand" else "a deal (a side's)"
    large = sum(m.loss > (1.0 if game == "hand" else 0.1) for m in measured) / len(measured)
    mean_ms = 1000 * sum(m.seconds for m in measured) / len(measured)
    return (f"{len(measured)} positions, {per_deal:.1f} {unit}; loss a decision "
            f"{loss.text(3)} points, so {loss.mean * per_deal:.2f} {unit}; "
            f"{large:.1%} of positions lose more than {1.0 if game == 'hand' else 0.1}; "
            f"{mean_ms:.0f} ms a choice")


def paired_line(first: list[float], second: list[float]) -> str:
    if len(first) != len(second):
        raise SystemExit("the two runs measured different positions")
    gap = mean_interval([a - b for a, b in zip(first, second, strict=True)])
    return f"loss a decision, paired over {gap.n} positions: {gap.text(3)}"


def main(argv: list[str], out: Callable[[str], None] = print) -> int:
    if argv[:1] == ["compare"] and len(argv) == 3:
        runs = []
        for path in argv[1:]:
            with open(path, encoding="utf-8") as file:
                runs.append(json.load(file))
        out(paired_line(runs[0], runs[1]))
        return 0
    if argv[:1] != ["run"] or len(argv) < 5:
        raise SystemExit(__doc__)
    words = argv[1:]
    reference = REFERENCE_BUDGET
    if "--reference" in words:
        at = words.index("--reference")
        reference = int(words[at + 1])
        del words[at:at + 2]
    game, baseline, deals, seed = words[0], words[1], int(words[2]), int(words[3])
    settings = words[4:] or ["none"]
    positions = positions_of(game, baseline, deals, seed)
    measured = measure(positions, reference, settings)
    label = "-".join(settings).replace("=", "")
    out(f"{game} against {baseline}, {deals} deals, seed {seed}, {label}: "
        f"{summary(game, measured, deals)}")
    name = f"noise-{game}-{baseline}-{seed}-{label}.json"
    with open(name, "w", encoding="utf-8") as file:
        json.dump([m.loss for m in measured], file)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
