"""Searching bots think in the worker process, so a thinking bot does not hold the window's
interpreter lock; if the worker cannot answer, the bot thinks in the window and the match goes
on."""

from __future__ import annotations

import logging
import sys

from koutchina.app.bot_process import BotProcess
from koutchina.app.bot_runner import BotAnswer, BotRunner
from koutchina.bots import make_bot
from koutchina.engine import make_rules, new_match


def _hokm_position():
    state = new_match(make_rules("hokm", {}), 21)
    medium = make_bot("medium", 2)
    for _ in range(7):
        seat = state.to_act()[0]
        state.apply(medium.choose(state.view(seat)).action)
    return state


def _ask(qtbot, runner: BotRunner, state, bot) -> BotAnswer:
    view = state.view(state.to_act()[0])
    with qtbot.waitSignal(runner.answered, timeout=20000) as answered:
        runner.think(bot, view, 5, state.clone())
    answer = answered.args[0]
    assert isinstance(answer, BotAnswer)
    return answer


def test_a_hard_bot_s_move_comes_from_the_worker_and_is_its_own(qtbot) -> None:
    process = BotProcess()
    runner = BotRunner(process=process)
    state = _hokm_position()
    seat = state.to_act()[0]
    bot = make_bot("hard", 33)
    assert BotRunner.thinks_elsewhere(bot) and not BotRunner.thinks_elsewhere(make_bot("medium", 1))
    try:
        answer = _ask(qtbot, runner, state, bot)
        assert process._process is not None and process._process.poll() is None  # it ran there
        assert process.failures == 0
        assert answer.action == bot.choose(state.view(seat)).action
    finally:
        process.close()


def test_a_worker_that_cannot_answer_leaves_the_move_to_the_window(qtbot, caplog) -> None:
    broken = BotProcess([sys.executable, "-c", "import sys; sys.exit(3)"])
    runner = BotRunner(process=broken)
    state = _hokm_position()
    seat = state.to_act()[0]
    bot = make_bot("hard", 33)
    with caplog.at_level(logging.WARNING, logger="koutchina.app.bot_process"):
        answer = _ask(qtbot, runner, state, bot)
    assert broken.failures == 1
    assert "the bot worker failed" in caplog.text
    assert answer.action == bot.choose(state.view(seat)).action
    assert answer.error == ""


def test_the_worker_starts_with_a_match_that_has_a_hard_bot_not_with_the_others(qtbot) -> None:
    process = BotProcess()
    runner = BotRunner(process=process)
    try:
        runner.prepare([make_bot("medium", 1), make_bot("random", 2)])
        runner.wait_for_done()
        assert process._process is None
        runner.prepare([make_bot("medium", 1), make_bot("hard", 2)])
        qtbot.waitUntil(lambda: process._process is not None, timeout=5000)
    finally:
        process.close()
