"""How well ``hard``'s Hand call play-outs foresee what becomes of its calls at a table.

``hard`` values each call by playing it out at its model tables (``SearchBot.appraise`` gives,
for the call made, the share of those play-outs in which it is made and the tricks they
expect). Here it is seated 1 against 3 of a baseline on the tournament's deals and bot seeds (as
``hand_table_tuning``), and each call's forecast is set beside what happened. A model that
fits the table forecasts the made share it then sees; the gap is a measure of the model with
far less noise than the score of a round.

    python -m koutchina.devtools.call_calibration pimc 40 543
    # baseline, deals, seed, then SearchBot settings as for hand_table_tuning

Prints, for zero calls, calls of 1, of 2 and of 3 or more: how many, the share made and the
share forecast, the share that took too many tricks, and the tricks expected and taken.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace

from koutchina.bots.base import Decision
from koutchina.bots.duplicate import (
    BotFactory,
    play_one_deal,
    tournament_deal,
    tournament_seat_bot,
)
from koutchina.bots.search import SearchBot
from koutchina.devtools.hand_table_tuning import parse_run
from koutchina.devtools.hand_yardstick import RULES
from koutchina.engine import Call, Phase, SeatView


@dataclass(frozen=True, slots=True)
class CallForecast:
    """One call of ``hard``'s: what its play-outs expected and what it took."""

    call: int
    forecast_made: float  # share of the call's play-outs in which it was made
    forecast_tricks: float  # tricks the call's play-outs expected
    taken: int = -1  # tricks taken in the deal (-1 until it is over)


class ForecastingBot:
    """``hard`` as it plays, noting the forecast of each of its calls (the appraisal makes the
    very decision ``choose`` would, so the game is the one played without it)."""

    level = "hard"

    def __init__(self, bot: SearchBot) -> None:
        self.bot = bot
        self.forecasts: list[CallForecast] = []

    def choose(self, view: SeatView) -> Decision:
        if view.phase != Phase.CALLING:
            return self.bot.choose(view)
        appraisal = self.bot.appraise(view)
        call = appraisal.decision.action
        assert isinstance(call, Call)
        choice = appraisal.value_of(call)
        assert choice is not None and choice.made is not None
        self.forecasts.append(CallForecast(call.tricks, choice.made, choice.tricks))
        return appraisal.decision


def forecasts_of_deal(make: BotFactory, baseline: str, seed: int, index: int) -> list[CallForecast]:
    """Deal ``index`` of the tournament of ``seed`` played four times, ``hard`` in each seat in
    turn against three of ``baseline``: its four calls, each with its forecast and outcome."""
    hands = tournament_deal("hand", seed, index)
    out = []
    for seat in range(4):
        bots = [tournament_seat_bot(make, "hard" if s == seat else baseline, seed, index, s)
                for s in range(4)]
        hard = bots[seat]
        assert isinstance(hard, SearchBot)
        watcher = ForecastingBot(hard)
        bots[seat] = watcher
        event = play_one_deal(RULES, hands, bots, None)
        (forecast,) = watcher.forecasts
        out.append(replace(forecast, taken=event.tricks[seat]))
    return out


GROUPS = (("zero", 0, 0), ("one", 1, 1), ("two", 2, 2), ("three or more", 3, 8))


def summary(forecasts: Sequence[CallForecast]) -> list[str]:
    """One line a group of calls: count, made against forecast, too many tricks, tricks."""
    lines = []
    for name, low, high in GROUPS:
        group = [f for f in forecasts if low <= f.call <= high]
        if not group:
            continue
        n = len(group)
        made = sum(f.taken == f.call for f in group) / n
        over = sum(f.taken > f.call for f in group) / n
        forecast = sum(f.forecast_made for f in group) / n
        expected = sum(f.forecast_tricks for f in group) / n
        taken = sum(f.taken for f in group) / n
        lines.append(f"  {name}: {n} calls, made {made:.0%} (forecast {forecast:.0%}), "
                     f"too many tricks {over:.0%}; tricks {taken:.2f} taken, "
                     f"{expected:.2f} expected")
    return lines


def main(argv: list[str]) -> int:
    baseline, deals, seed, settings, make = parse_run(argv)
    forecasts = [f for index in range(deals)
                 for f in forecasts_of_deal(make, baseline, seed, index)]
    print(f"hard ({','.join(settings)}) vs {baseline}, {deals} deals, seed {seed}: "
          f"its calls' play-outs against what became of them")
    print("\n".join(summary(forecasts)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
