"""Run by test_crash_safety in a subprocess: bot-only matches, autosaved after every action.

Prints ``<match id> <actions>`` after each snapshot is on disk, until it is killed.
Arguments: the matches folder, a seed.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from koutchina.engine import make_rules, new_match
from koutchina.storage import Autosaver, MatchStore, SeatInfo, now_utc

GAMES = ("hand", "court-piece", "hokm")
SEATS = [SeatInfo(name=f"Bot {n}", bot_level="random") for n in range(4)]


def main() -> None:
    folder, seed = Path(sys.argv[1]), int(sys.argv[2])
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


if __name__ == "__main__":
    main()
