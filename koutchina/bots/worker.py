"""A bot worker process: searching bots think here, outside the window's interpreter.

A thinking ``hard`` bot is pure Python and holds the interpreter lock most of the time; in the
window's process that kept the GUI thread waiting 30 to 50 ms at a time for the lock (issue 21),
longer than a frame. In a process of its own it holds no lock the window needs.

The protocol is one JSON object per line, nothing else (no pickle): a request

    {"token": 7, "seat": 2, "level": "hard", "seed": 37, "record": {...}}

where ``record`` is the match as ``engine.record.record_of`` gives it, and the answer

    {"token": 7, "seat": 2, "action": {...}, "error": ""}

with ``action`` as ``engine.action_to_json`` writes it, or null and the reason in ``error``. The
bot is made again for every request: bots are deterministic for their seed and the seat's view
(``basic.decision_rng``), so the answer is the one the same bot would give in the window.

Run as ``python -m koutchina.bots.worker`` (the frozen program: ``koutchina --bot-worker``). It
stops when its input closes, which is also what happens when the program that started it dies.
"""

from __future__ import annotations

import json
import sys
from typing import IO, Any

from ..engine import action_to_json
from ..engine.record import MatchRecord, replay_record
from . import make_bot

# The levels whose decisions take long enough to be worth a trip to the worker (tens of ms);
# the others decide in well under a millisecond, less than the trip itself.
SEARCHING_LEVELS = frozenset({"hard", "ismcts", "pimc", "pimc-random"})


def answer(request: Any) -> dict[str, Any]:
    """The answer to one request (never raises: a failure is an answer with no action)."""
    token = request.get("token") if isinstance(request, dict) else None
    seat = request.get("seat") if isinstance(request, dict) else None
    try:
        if not isinstance(request, dict):
            raise ValueError("a request must be a JSON object")
        if not isinstance(seat, int) or not isinstance(request.get("seed"), int):
            raise ValueError("a request needs a whole-number seat and seed")
        level = request.get("level")
        if level not in SEARCHING_LEVELS:
            raise ValueError(f"the worker thinks for {sorted(SEARCHING_LEVELS)}, not {level!r}")
        state = replay_record(MatchRecord.model_validate(request.get("record")), check=False)
        bot = make_bot(str(level), request["seed"])
        action = bot.choose(state.view(seat)).action
        return {"token": token, "seat": seat, "action": action_to_json(action), "error": ""}
    except Exception as error:  # one bad request must not end the worker
        return {"token": token, "seat": seat, "action": None,
                "error": f"{type(error).__name__}: {error}"}


def serve(requests: IO[str], answers: IO[str]) -> None:
    """Answer every line of ``requests`` on ``answers`` until the input closes."""
    for line in requests:
        if not line.strip():
            continue
        try:
            request: Any = json.loads(line)
        except ValueError as error:
            reply = {"token": None, "seat": None, "action": None,
                     "error": f"not JSON: {error}"}
        else:
            reply = answer(request)
        answers.write(json.dumps(reply) + "\n")
        answers.flush()


def main() -> None:
    serve(sys.stdin, sys.stdout)


if __name__ == "__main__":
    main()
