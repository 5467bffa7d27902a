"""Saved matches for the History and Statistics screen probes to list: each game, finished and
unfinished, practice or not. Engine and storage only, so a probe's process (run as a script,
tests/app/screen_probe.py) imports it before any window."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any


def probe_summaries(seats: Callable[[str], list[Any]], at_random: bool) -> list[Any]:
    """The summaries of twelve matches: for each game, one played to its end (seed 1) and one
    stopped after 60 moves (seed 2), each once as practice and once not; ``seats(game)``: its
    players (storage.saves.SeatInfo). Each move is the first legal one of the first seat to act,
    or (``at_random``) one of them at random, the same each run."""
    from koutchina.engine import make_rules, new_match
    from koutchina.storage.practice_log import PracticeLog
    from koutchina.storage.saves import now_utc, saved_match_of
    from koutchina.storage.summaries import summarize

    found = []
    for game in ("hand", "court-piece", "hokm"):
        for seed, moves in ((1, None), (2, 60)):
            for practice in (False, True):
                state = new_match(make_rules(game, {}), seed)
                pick = random.Random(seed).choice if at_random else _first
                done = 0
                while not state.is_over and (moves is None or done < moves):
                    seat = pick(state.to_act())
                    state.apply(pick(state.legal_actions(seat)))
                    done += 1
                match_id = f"{game}-{seed}-{practice}"
                saved = saved_match_of(state, match_id=match_id, seats=seats(game),
                                       created=now_utc(), practice=PracticeLog(practice=practice))
                found.append(summarize(Path(f"{match_id}.json"), saved))
    return found


def _first(options: Sequence[Any]) -> Any:
    return options[0]
