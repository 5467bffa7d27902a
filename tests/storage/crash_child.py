"""Run by test_crash_safety in a subprocess: bot-only matches, autosaved after every action.

Prints ``<match id> <actions>`` after each snapshot is on disk, until it is killed.
Arguments: the matches folder, a seed.

With ``--fork-server`` it is the test's fork server instead: the program imported once, each
run a fork of it (a fresh interpreter took half a second to import the program, twenty times
a test). It reads commands on its standard input, one a line, and answers each on a line:
``fork <folder> <seed> <output file>`` starts a run whose standard output and error go to
that file and answers its process id; ``reap <pid>`` waits for that run to end and answers
its return code as ``subprocess`` gives it (``-9``: killed by SIGKILL).
"""

from __future__ import annotations

import os
import random
import sys
import traceback
from pathlib import Path

from koutchina.engine import make_rules, new_match
from koutchina.storage import Autosaver, MatchStore, SeatInfo, now_utc

GAMES = ("hand", "court-piece", "hokm")
SEATS = [SeatInfo(name=f"Bot {n}", bot_level="random") for n in range(4)]


def run(folder: Path, seed: int) -> None:
    rng = random.Random(seed)
    saver = Autosaver(MatchStore(folder))
    number = 0
    while True:
        game = GAMES[(seed + number) % 3]
        state = new_match(make_rules(game), seed * 100 + number)
        match_id, created = f"crash-{seed}-{number}", now_utc()
        while not state.is_over:
            seat = rng.choice(state.to_act())
            state.apply(rng.choice(state.legal_actions(seat)))
            saver.submit_state(state, match_id=match_id, seats=SEATS, created=created)
            saver.flush()
            print(match_id, len(state.actions), flush=True)
        number += 1


def _forked_run(folder: str, seed: str, output: str) -> None:
    """In the forked process: the run, its output to ``output``; it never returns."""
    try:
        fd = os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.close(fd)
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stderr = open(2, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        run(Path(folder), int(seed))
    except BaseException:
        traceback.print_exc()
        sys.stderr.flush()
    finally:
        os._exit(1)


def fork_server() -> None:
    while line := sys.stdin.readline():
        command, *args = line.split()
        if command == "fork":
            sys.stdout.flush()  # nothing of the server's own output written twice
            pid = os.fork()
            if pid == 0:
                _forked_run(*args)
            print(pid, flush=True)
        elif command == "reap":
            _pid, status = os.waitpid(int(args[0]), 0)
            print(os.waitstatus_to_exitcode(status), flush=True)
        else:
            print(f"unknown command {command!r}", flush=True)


def main() -> None:
    if sys.argv[1:] == ["--fork-server"]:
        fork_server()
    else:
        run(Path(sys.argv[1]), int(sys.argv[2]))


if __name__ == "__main__":
    main()
