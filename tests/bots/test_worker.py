"""The bot worker process answers exactly what the same bot decides in the window, and a bad
request gets an answer that says what is wrong instead of ending the worker."""

from __future__ import annotations

import io
import json

import pytest

from koutchina.bots import make_bot
from koutchina.bots.worker import answer, serve
from koutchina.engine import action_from_json, make_rules, new_match
from koutchina.engine.record import record_of


def _position(game: str, seed: int, moves: int):
    state = new_match(make_rules(game, {}), seed)
    player = make_bot("medium", 1)
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(player.choose(state.view(seat)).action)
    return state


@pytest.mark.parametrize(("game", "moves"), [("hand", 6), ("hokm", 9), ("court-piece", 14)])
def test_the_worker_answers_what_the_bot_decides_here(game: str, moves: int) -> None:
    state = _position(game, 11, moves)
    seat = state.to_act()[0]
    request = {"token": 3, "seat": seat, "level": "hard", "seed": 40 + seat,
               "record": record_of(state).model_dump(mode="json")}
    reply = answer(json.loads(json.dumps(request)))
    assert reply["error"] == "" and reply["token"] == 3 and reply["seat"] == seat
    here = make_bot("hard", 40 + seat).choose(state.view(seat)).action
    assert action_from_json(reply["action"]) == here


def test_bad_requests_are_answered_with_the_reason_and_the_worker_goes_on() -> None:
    state = _position("hand", 2, 4)
    good = {"token": 9, "seat": state.to_act()[0], "level": "hard", "seed": 5,
            "record": record_of(state).model_dump(mode="json")}
    lines = [
        "not json at all",
        json.dumps({**good, "level": "medium"}),
        json.dumps({**good, "record": {"game": "chess"}}),
        json.dumps({**good, "seat": "north"}),
        json.dumps(good),
    ]
    out = io.StringIO()
    serve(io.StringIO("\n".join(lines) + "\n"), out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(replies) == 5
    assert replies[0]["action"] is None and replies[0]["error"].startswith("not JSON")
    assert "not 'medium'" in replies[1]["error"]
    assert replies[2]["action"] is None and replies[2]["error"].startswith("ValidationError")
    assert "whole-number seat" in replies[3]["error"]
    assert replies[4]["error"] == "" and replies[4]["action"] is not None
