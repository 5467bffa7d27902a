"""``rules``, ``simulate`` and ``bench engine``: the engine's headless tools."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any, Protocol

from ..bots import LEVELS, make_bot
from ..engine import Game, MatchState, RulesError, make_rules, new_match, option_specs
from ..engine.record import record_of
from ..engine.rules import PRESETS, Rules
from .values import SEED, finite_number, folder, whole


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    games = [game.value for game in Game]
    rules = subparsers.add_parser("rules", help="list a game's options: key, default, values")
    rules.add_argument("--game", required=True, choices=games)
    rules.add_argument(
        "--rule", action="append", default=[], metavar="KEY=VALUE",
        help="a house rule option: checked, and shown as chosen beside its default",
    )
    rules.add_argument("--json", action="store_true", help="print JSON")
    rules.set_defaults(func=run_rules)

    simulate = subparsers.add_parser("simulate", help="play whole matches with bots, save records")
    simulate.add_argument("--game", required=True, choices=games)
    simulate.add_argument(
        "--rule", action="append", default=[], metavar="KEY=VALUE", help="a house rule option"
    )
    simulate.add_argument("--seed", type=SEED, default=0)
    simulate.add_argument("--matches", type=whole(1, 1_000_000), default=1)
    simulate.add_argument(
        "--bots", default="random,random,random,random",
        help="four bot levels, seat 0 first (" + ", ".join(LEVELS) + ")",
    )
    simulate.add_argument("--out", required=True, type=folder, help="folder for the records")
    simulate.set_defaults(func=run_simulate)


def register_bench(targets: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    engine = targets.add_parser("engine", help="complete random rounds per second, one core")
    engine.add_argument("--seconds", type=finite_number(0.01, 3600, "seconds"), default=3.0,
                        help="time per game")
    engine.set_defaults(func=run_bench_engine)


def rule_options(pairs: list[str], option: str = "--rule") -> dict[str, str]:
    """``KEY=VALUE`` texts as options; raises RulesError naming ``option`` for a bad one."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise RulesError(f"{option} takes KEY=VALUE, not {pair!r}")
        if key.strip() == "game":
            raise RulesError(f"{option} cannot change the game ({pair!r}): use --game")
        options[key.strip()] = value.strip()
    return options


def parse_rule_options(game: str, pairs: list[str]) -> Rules:
    return make_rules(game, rule_options(pairs))


def run_rules(args: argparse.Namespace) -> int:
    game = Game(args.game)
    specs = option_specs(game)
    try:
        chosen = parse_rule_options(args.game, args.rule)
    except RulesError as error:
        print(f"koutchina-cli rules: {error}", file=sys.stderr)
        return 2
    if args.json:
        data = [
            {"key": s.key, "kind": s.kind, "default": s.default, "choices": list(s.choices),
             "low": s.low, "high": s.high, "description": s.description,
             "value": getattr(chosen, s.key)}
            for s in specs
        ]
        print(json.dumps({"game": game.value, "options": data,
                          "presets": PRESETS[game]}, indent=2))
        return 0
    print(f"{game.value}: house rules (change one with --rule KEY=VALUE, in rules or simulate)")
    for spec in specs:
        if spec.kind == "bool":
            values = "true | false"
        elif spec.kind == "choice":
            values = " | ".join(str(c) for c in spec.choices)
        else:
            values = f"{spec.low}..{spec.high}"
        default = _shown_value(spec.default, spec.kind)
        value = _shown_value(getattr(chosen, spec.key), spec.kind)
        was = f"chosen {value}, " if value != default else ""
        print(f"  {spec.key:<22} {was}default {default:<18} values {values}")
        print(f"  {'':<22} {spec.description}")
    print("presets: " + ", ".join(PRESETS[game]))
    return 0


def _shown_value(value: object, kind: str) -> str:
    """An option's value as ``--rule`` takes it (``true``, not ``True``)."""
    return str(value).lower() if kind == "bool" else str(value)


def play_match(state: MatchState, levels: list[str], seed: int) -> None:
    bots = [make_bot(level, seed * 4 + seat) for seat, level in enumerate(levels)]
    while not state.is_over:
        for seat in state.to_act():
            state.apply(bots[seat].choose(state.view(seat)).action)
            if state.is_over:
                break


def run_simulate(args: argparse.Namespace) -> int:
    try:
        rules = parse_rule_options(args.game, args.rule)
    except RulesError as error:
        print(f"koutchina-cli simulate: {error}", file=sys.stderr)
        return 2
    levels = [level.strip() for level in args.bots.split(",")]
    if len(levels) != 4 or any(level not in LEVELS for level in levels):
        print(
            f"koutchina-cli simulate: --bots takes four levels among {', '.join(LEVELS)}, "
            f"not {args.bots!r}",
            file=sys.stderr,
        )
        return 2
    if args.matches < 1:
        print("koutchina-cli simulate: --matches must be at least 1", file=sys.stderr)
        return 2
    try:
        args.out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"koutchina-cli simulate: cannot use {args.out}: {error.strerror}", file=sys.stderr)
        return 2
    for number in range(args.matches):
        seed = args.seed + number
        state = new_match(rules, seed=seed)
        play_match(state, levels, seed)
        path = args.out / f"{args.game}-seed{seed}.json"
        path.write_text(record_of(state).model_dump_json(indent=1), encoding="utf-8")
        totals = " ".join(str(t) for t in state.totals)
        print(f"{path}: {len(state.deals)} deals, totals {totals}")
    return 0


class RandomlyPlayable(Protocol):
    """What the bench's loop needs of a match (devtools.engine_instructions times a stand-in)."""

    @property
    def is_over(self) -> bool: ...

    def to_act(self) -> tuple[int, ...]: ...

    def legal_actions(self, seat: int) -> Sequence[Any]: ...

    def apply(self, action: Any) -> object: ...


def play_randomly(state: RandomlyPlayable, rng: random.Random) -> None:
    """Play to the end with a random legal action at every step, through the public API.

    The choices come from ``rng.random()`` (one C call) rather than ``rng.randrange`` (three
    Python calls, a fifth of a Hand round's time): the bench measures the engine, not the
    choosing. (A float times a length below 2**53 gives every index, unbiased enough here.)"""
    choose = rng.random
    while not state.is_over:
        seats = state.to_act()
        seat = seats[0] if len(seats) == 1 else seats[int(choose() * len(seats))]
        actions = state.legal_actions(seat)
        state.apply(actions[int(choose() * len(actions))])


def random_rounds_per_second(game: Game, seconds: float) -> float:
    """Complete random rounds (deals) per second of CPU time through the public API.

    CPU time (not wall time) so that other work on the machine does not skew the figure."""
    rules = make_rules(game)
    rng = random.Random(0)
    rounds, seed = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = new_match(rules, seed=seed)
        seed += 1
        play_randomly(state, rng)
        rounds += len(state.deals)
    return rounds / (time.process_time() - start)


def run_bench_engine(args: argparse.Namespace) -> int:
    print("complete random rounds per CPU second through the public API (one core)")
    for game in Game:
        rate = random_rounds_per_second(game, args.seconds)
        print(f"  {game.value:<12} {rate:10,.0f} rounds/s")
    return 0
