"""How far a perfect model of the other seats would take a Hand player (a measuring cheat,
never a level a player meets).

    python -m koutchina.devtools.model_ceiling ismcts 40 495           # baseline, deals, seed
    python -m koutchina.devtools.model_ceiling ismcts 40 495 --simulations 100 --playouts 4
    python -m koutchina.devtools.model_ceiling ismcts 40 495 --clairvoyant
    python -m koutchina.devtools.model_ceiling ismcts 40 495 --as-is          # hard, for pairing

One seat 1 v 3 against the baseline, each deal four times (each seat once), on the deals and bot
seeds of ``hand_table_tuning`` and the tournament. The seat is an *oracle*: at each decision it
plays every candidate (every legal card; a call of 0 and medium's call up to 2 either side) out
to the end of the deal on the real cards, the other seats played by bots of the baseline's level
with fresh seeds in each play-out (the very policy they follow, with its own chances, ``--playouts``
a candidate), its own later cards by ``medium``; the candidate with the best mean score of its own
is played. So it knows every card and how the others play, and differs from ``hard`` only there
and in the number of play-outs. ``--clairvoyant``: the play-outs' bots keep the real bots' seeds,
so one play-out is the very future that candidate meets, if its own later cards follow medium.
``--as-is``: ``hard`` in the seat instead, the same deals and bot seeds, for a paired comparison
(``--simulations`` is the baseline's budget here, while ``hand_table_tuning``'s ``budget=`` is
``hard``'s: the two tools pair only at the baseline's default budget).
``--first N``: start at deal N (to split a run in parts).

Prints the score per round 1 v 3 (its own score less the others' mean) and the exact-call rate,
and writes each deal's figure to ``hand-ceiling-<baseline>-<seed>-<label>.json``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass

from koutchina.bots import make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import (
    mean_interval,
    play_one_deal,
    rate_interval,
    tournament_bot_seed,
    tournament_deal,
)
from koutchina.bots.knowledge import read_view
from koutchina.bots.search import SearchBot
from koutchina.bots.sim import bits
from koutchina.devtools.hand_yardstick import write_run
from koutchina.engine import MatchState, Rules, make_rules, new_match
from koutchina.engine.actions import Action, Call, PlayCard
from koutchina.engine.cards import Card
from koutchina.engine.events import CALL_MADE, DealScored

TableMaker = Callable[[random.Random], dict[int, Bot]]  # the other seats' bots of a play-out
# (state, actions so far, count, rng) -> the states the play-outs start from
WorldMaker = Callable[[MatchState, list[Action], int, random.Random], list[MatchState]]


def play_to_end(state: MatchState, bots: dict[int, Bot]) -> DealScored:
    """Play the deal of ``state`` to its end, each seat's move from its bot."""
    while True:
        seat = state.to_act()[0]
        for event in state.apply(bots[seat].choose(state.view(seat)).action):
            if isinstance(event, DealScored):
                return event


def candidates(state: MatchState, seat: int, medium: Bot) -> list[Action]:
    """The moves the oracle weighs: every legal card, or the calls 0 and medium's +-2."""
    actions = state.legal_actions(seat)
    calls = [a for a in actions if isinstance(a, Call)]
    if not calls:
        return actions
    guess = medium.choose(state.view(seat)).action
    assert isinstance(guess, Call)
    return [a for a in calls if a.tricks == 0 or abs(a.tricks - guess.tricks) <= 2]


class Oracle:
    """The seat that plays each candidate out with the others' very policy: on the real cards,
    or (``worlds`` given) on worlds drawn as ``hard`` draws them."""

    def __init__(
        self, seat: int, table: TableMaker, playouts: int, seed: int,
        worlds: WorldMaker | None = None,
    ) -> None:
        self.seat = seat
        self.table = table
        self.playouts = playouts
        self.rng = random.Random(seed)
        self.medium = make_bot("medium", seed)
        self.worlds = worlds or real_worlds

    def choose(self, state: MatchState, history: list[Action]) -> Action:
        options = candidates(state, self.seat, self.medium)
        if len(options) == 1:
            return options[0]
        # every candidate meets the same worlds and the same bots (common random numbers)
        starts = self.worlds(state, history, self.playouts, self.rng)
        tables = [self.table(self.rng) | {self.seat: self.medium} for _ in starts]
        return max(options, key=lambda action: self.value(action, starts, tables))

    def value(
        self, action: Action, starts: list[MatchState], tables: list[dict[int, Bot]]
    ) -> float:
        """The mean score of its own when ``action`` is played now in each start."""
        total = 0.0
        for start, bots in zip(starts, tables, strict=True):
            future = start.clone()
            scored = [e for e in future.apply(action) if isinstance(e, DealScored)]
            total += (scored[0] if scored else play_to_end(future, bots)).scores[self.seat]
        return total / len(starts)


def real_worlds(
    state: MatchState, history: list[Action], count: int, rng: random.Random
) -> list[MatchState]:
    """The real deal, ``count`` times (the cheat: every card seen)."""
    return [state] * count


def drawn_worlds(seat: int, searcher: SearchBot) -> WorldMaker:
    """Worlds drawn and weighed as ``searcher`` draws them for ``seat`` (honest about the
    cards), each a state dealt that world's hands and replayed to now."""

    def draw(
        state: MatchState, history: list[Action], count: int, rng: random.Random
    ) -> list[MatchState]:
        view = state.view(seat)
        worlds = searcher.consistent_worlds(view, read_view(view), count, rng)
        played = [[a.card for a in history if isinstance(a, PlayCard) and a.seat == s]
                  for s in range(4)]
        starts = []
        for _trump, hands in worlds:
            held = [list(state.hands[s]) if s == seat else
                    [Card.from_index(i) for i in bits(hands[s])] for s in range(4)]
            world = new_match(state.rules, 0, deals=[[held[s] + played[s] for s in range(4)]],
                              first_hakem=None)
            for action in history:
                world.apply(action)
            starts.append(world)
        return starts

    return draw


def play_seating(rules: Rules, seed: int, index: int, seat: int, run: Run) -> DealScored:
    """Deal ``index`` of ``seed`` with the oracle (or ``hard``: ``run.mode`` "as-is") in
    ``seat`` and the baseline's bots of the tournament in the others."""
    real = {s: make_bot(run.baseline, tournament_bot_seed(seed, index, s), budget=run.simulations)
            for s in range(4) if s != seat}
    state = new_match(rules, 0, deals=[tournament_deal("hand", seed, index)], first_hakem=None)
    if run.mode == "as-is":
        hard = make_bot("hard", tournament_bot_seed(seed, index, seat))
        table = real | {seat: hard}
        return play_one_deal(rules, tournament_deal("hand", seed, index),
                             [table[s] for s in range(4)], None)

    def fresh(rng: random.Random) -> dict[int, Bot]:
        return {s: make_bot(run.baseline, rng.randrange(2**31), budget=run.simulations)
                for s in real}

    clairvoyant = run.mode == "clairvoyant"
    oracle_seed = tournament_bot_seed(seed, index, seat) + 1
    worlds = drawn_worlds(seat, SearchBot(oracle_seed)) if run.mode == "honest" else None
    oracle = Oracle(seat, (lambda _rng: real) if clairvoyant else fresh, run.playouts,
                    oracle_seed, worlds)
    history: list[Action] = []
    while True:
        waiting = state.to_act()
        mover = seat if seat in waiting else waiting[0]  # it calls first: no call seen
        if mover == seat:
            action = oracle.choose(state, history)
        else:
            action = real[mover].choose(state.view(mover)).action
        history.append(action)
        for event in state.apply(action):
            if isinstance(event, DealScored):
                return event


@dataclass(frozen=True)
class Run:
    baseline: str
    mode: str  # "oracle", "honest", "clairvoyant" or "as-is"
    playouts: int
    simulations: int | None


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="model_ceiling", description="See the module's text.")
    parser.add_argument("baseline")
    parser.add_argument("deals", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("--simulations", type=int, default=None)
    parser.add_argument("--playouts", type=int, default=4)
    parser.add_argument("--first", type=int, default=0)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--clairvoyant", action="store_true")
    mode.add_argument("--honest", action="store_true")
    mode.add_argument("--as-is", action="store_true")
    options = parser.parse_args(argv)
    kind = ("clairvoyant" if options.clairvoyant else "as-is" if options.as_is
            else "honest" if options.honest else "oracle")
    playouts = 1 if kind == "clairvoyant" else options.playouts  # the very future: one will do
    run = Run(options.baseline, kind, playouts, options.simulations)
    rules = make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0})
    figures: list[float] = []
    made = 0
    indices = range(options.first, options.first + options.deals)
    for index in indices:
        total = 0.0
        for seat in range(4):
            event = play_seating(rules, options.seed, index, seat, run)
            total += event.scores[seat] - sum(event.scores[s] for s in range(4) if s != seat) / 3
            made += event.outcomes[seat] in CALL_MADE
        figures.append(total / 4)
    score, exact = mean_interval(figures), rate_interval(made, 4 * len(figures))
    label = f"{kind}-p{run.playouts}-s{run.simulations}-d{options.first}+{len(figures)}"
    print(f"{kind} vs {run.baseline} ({run.simulations or 'default'} simulations), deals "
          f"{indices.start}-{indices.stop - 1} of seed {options.seed}: {score.text(1)} a round "
          f"1 v 3, exact calls {exact.mean:.1%}")
    write_run("ceiling", run.baseline, options.seed, label, figures)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
