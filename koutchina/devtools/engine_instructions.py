"""Machine instructions per complete random round, counted by valgrind: an engine speed figure
that does not move with the load of a shared machine (``bench engine``'s CPU seconds do).

    python -m koutchina.devtools.engine_instructions            # every game
    python -m koutchina.devtools.engine_instructions hand       # one game

Plays the same loop as ``koutchina-cli bench engine`` (random legal actions through
``legal_actions`` and ``apply``) for 10 and for 40 matches under ``valgrind --tool=callgrind``
and divides the difference in instructions by the difference in rounds, so start-up and imports
cancel out. ``--floor`` counts the loop around a state that does nothing (the bench's own cost).
Needs valgrind; takes about a minute per game.
"""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys


def play(game: str, matches: int) -> int:
    from koutchina.cli.engine_commands import play_randomly
    from koutchina.engine import Game, make_rules, new_match

    rules = make_rules(Game(game))
    rng = random.Random(0)
    rounds = 0
    for seed in range(matches):
        state = new_match(rules, seed=seed)
        play_randomly(state, rng)
        rounds += len(state.deals)
    return rounds


class IdleState:
    """Five rounds of 36 steps in which nothing happens: the price of the loop itself."""

    def __init__(self) -> None:
        self.steps, self.over, self.turn, self.actions = 0, False, 0, [object()] * 5

    @property
    def is_over(self) -> bool:
        return self.over

    def to_act(self) -> tuple[int, ...]:
        return (self.turn,)

    def legal_actions(self, seat: int) -> list[object]:
        return self.actions[:]

    def apply(self, action: object) -> list[object]:
        self.steps += 1
        self.over = self.steps >= 5 * 36
        return [action]


def play_idle(matches: int) -> int:
    from koutchina.cli.engine_commands import play_randomly

    rng = random.Random(0)
    for _ in range(matches):
        play_randomly(IdleState(), rng)
    return 5 * matches


def counted(game: str, matches: int) -> tuple[int, int]:
    """(rounds, instructions) of one run under callgrind."""
    command = [
        "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
        sys.executable, "-m", "koutchina.devtools.engine_instructions", "--run", game,
        str(matches),
    ]
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    rounds = int(done.stdout.split()[-1])
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError("valgrind gave no instruction count:\n" + done.stderr[-2000:])
    return rounds, int(found.group(1))


def main(argv: list[str]) -> int:
    if argv[:1] == ["--run"]:
        game, matches = argv[1], int(argv[2])
        print(play_idle(matches) if game == "--floor" else play(game, matches))
        return 0
    from koutchina.engine import Game

    games = argv or [game.value for game in Game]
    for game in games:
        few, many = counted(game, 10), counted(game, 40)
        per_round = (many[1] - few[1]) / (many[0] - few[0])
        name = "bench loop alone" if game == "--floor" else game
        print(f"  {name:<16} {per_round / 1000:8,.0f}k instructions per round")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
