"""The log says when a match starts (game, seed, seats, rules) and ends, and names a saved
file the program refused: what a bug report needs."""

from __future__ import annotations

import logging

from koutchina.app.controller import MatchController
from koutchina.app.history.window import HistoryWindow
from koutchina.app.players import SeatPlayer
from koutchina.app.timing import timing_for
from koutchina.engine import make_rules
from koutchina.storage import MatchStore


def test_a_match_start_and_end_are_logged_with_seed_and_rules(qtbot, caplog) -> None:
    caplog.set_level(logging.INFO, "koutchina.app.controller")
    controller = MatchController()
    bots = [SeatPlayer("", "random")] * 4
    controller.start_match(make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0,
                                                    "turn_timer": 30}), bots,
                           seed=7, timing=timing_for("max"))
    qtbot.waitUntil(lambda: controller.state is not None and controller.state.is_over,
                    timeout=20000)
    messages = [record.getMessage() for record in caplog.records]
    assert ("match started: hand, seed 7, seats ['random', 'random', 'random', 'random'], "
            'rules {"turn_timer":30,"rounds":1,"sudden_death_rounds":0}') in messages
    assert any(m.startswith("match over: places (") for m in messages)


def test_a_refused_file_is_named_in_the_log(qtbot, tmp_path, caplog) -> None:
    bad = tmp_path / "not-a-match.json"
    bad.write_text("{", encoding="utf-8")
    history = HistoryWindow(MatchStore(tmp_path / "matches"))
    qtbot.addWidget(history)
    history.ask_open_path = lambda title: str(bad)
    caplog.set_level(logging.WARNING, "koutchina.app.history.window")
    history.import_file()
    assert history.last_message.startswith("not-a-match.json: ")
    assert any(record.getMessage().startswith(f"saved match refused: {bad}: ")
               for record in caplog.records)
