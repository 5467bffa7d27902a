"""What a worker thread is handed holds no Qt object that Python alone keeps alive (one
without a parent): when the work ends, the worker drops what it was given, and if that was the
last reference to such an object, Qt destroys it there, off the GUI thread, and the GUI thread
crashes later. The suite met it as a rare segmentation fault in pytest-qt's event processing,
an idle worker thread beside it: a review window without a parent, whose review's progress
function held the window, outlived its test on the coach's thread."""

from __future__ import annotations

import concurrent.futures
import functools
from collections.abc import Iterator
from typing import Any

import pytest
from bots.reported_deals import first_deal  # tests/bots, beside this folder
from PySide6.QtCore import QObject

from koutchina.app.bot_runner import BotRunner
from koutchina.app.review_window import ReviewWindow
from koutchina.bots import make_bot
from koutchina.engine import make_rules, new_match
from koutchina.engine.record import record_of


def _held(thing: Any, depth: int = 5, seen: set[int] | None = None) -> Iterator[QObject]:
    """The Qt objects ``thing`` reaches through bound methods, closures, partials and plain
    containers."""
    seen = set() if seen is None else seen
    if depth < 0 or id(thing) in seen:
        return
    seen.add(id(thing))
    if isinstance(thing, QObject):
        yield thing
        return
    inner: list[Any] = []
    if hasattr(thing, "__self__") and hasattr(thing, "__func__"):  # a bound method
        inner += [thing.__self__, thing.__func__]
    if callable(thing) and getattr(thing, "__closure__", None):
        inner += [cell.cell_contents for cell in thing.__closure__]
    if isinstance(thing, functools.partial):
        inner += [thing.func, *thing.args, *thing.keywords.values()]
    if isinstance(thing, tuple | list | set | frozenset):
        inner += list(thing)
    if isinstance(thing, dict):
        inner += list(thing.values())
    for item in inner:
        yield from _held(item, depth - 1, seen)


@pytest.fixture
def handed(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Everything given to a thread pool's worker from now on: the function, its arguments
    and the callbacks of its future."""
    given: list[Any] = []
    submit = concurrent.futures.ThreadPoolExecutor.submit

    def recorded(pool: Any, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
        future = submit(pool, fn, *args, **kwargs)
        given.append((fn, args, kwargs, future))
        return future

    monkeypatch.setattr(concurrent.futures.ThreadPoolExecutor, "submit", recorded)
    return given


def _kept_by_python_alone(given: list[Any]) -> list[str]:
    found = []
    for fn, args, kwargs, future in given:
        callbacks = list(getattr(future, "_done_callbacks", []))
        for thing in _held((fn, args, kwargs, callbacks)):
            if thing.parent() is None:
                found.append(type(thing).__name__)
    return found


def test_a_review_s_work_holds_no_window(qtbot, handed: list[Any]) -> None:  # type: ignore[no-untyped-def]
    _start, _actions, after = first_deal("hokm")
    window = ReviewWindow(record_of(after), 0, 0)  # no parent, as several tests make it
    qtbot.addWidget(window)
    window.start()
    assert handed  # the review went to the coach's thread
    assert _kept_by_python_alone(handed) == []
    window.task.cancel()


def test_a_thinking_bot_holds_no_runner(qtbot, handed: list[Any]) -> None:  # type: ignore[no-untyped-def]
    runner = BotRunner()  # no parent
    state = new_match(make_rules("hokm"), 3)
    seat = state.to_act()[0]
    runner.think(make_bot("random", 1), state.view(seat), 1)
    assert handed
    assert _kept_by_python_alone(handed) == []
    assert runner.wait_for_done()


def test_a_bot_runner_destroyed_ends_its_worker_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Each table's runner kept its idle worker thread for as long as Python kept the runner,
    after Qt had destroyed it: a test run's process held 40 idle "bot" threads every 200
    tests, and a crash's thread dump, cut at 100 threads, no longer showed where it crashed.
    The thread ends with its runner."""
    import threading

    from PySide6.QtCore import QEventLoop, QTimer

    def bots() -> set[threading.Thread]:
        return {thread for thread in threading.enumerate() if thread.name.startswith("bot")}

    before = bots()  # (other tables' threads may end meanwhile)
    owner = QObject()
    runner = BotRunner(owner)
    state = new_match(make_rules("hand"), 3)
    with qtbot.waitSignal(runner.answered, timeout=10000):
        runner.think(make_bot("random", 1), state.view(state.to_act()[0]), 0)
    mine = bots() - before
    assert len(mine) == 1
    kept = runner  # a Python reference outlives the Qt object, as a test's window may
    owner.deleteLater()
    loop = QEventLoop()
    QTimer.singleShot(50, loop.quit)
    loop.exec()
    qtbot.waitUntil(lambda: not any(thread.is_alive() for thread in mine), timeout=5000)
    del kept
