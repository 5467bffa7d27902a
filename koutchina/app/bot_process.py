"""The window's bot worker process (koutchina/bots/worker.py), started when first needed.

One worker serves every table of the program, one request at a time (bots think one at a
time anyway). ``ask`` is called on a bot runner's worker thread and blocks there, never on the
GUI thread. Whatever goes wrong with the process (it cannot start, it dies, it answers
nonsense, it takes longer than ``ANSWER_TIMEOUT_S``) makes ``ask`` return None once and the
worker is started again on the next request; the caller then lets the bot think in the
window's process, so a match never stalls on the worker.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import selectors
import subprocess
import sys
import threading
from typing import Any

log = logging.getLogger(__name__)

ANSWER_TIMEOUT_S = 60.0  # far above the slowest level's budget (about 1.5 s)
BOT_WORKER_FLAG = "--bot-worker"  # what the frozen program is started with (the launcher)


def worker_command() -> list[str]:
    """How to start the worker: the frozen program with a flag, or this interpreter."""
    if getattr(sys, "frozen", False):
        return [sys.executable, BOT_WORKER_FLAG]
    return [sys.executable, "-m", "koutchina.bots.worker"]


class BotProcess:
    """A worker process and the pipe to it; thread-safe."""

    def __init__(self, command: list[str] | None = None) -> None:
        self._command = command or worker_command()
        self._lock = threading.Lock()
        self._process: subprocess.Popen[str] | None = None
        self.failures = 0  # requests the worker could not answer (for the log and tests)

    def ask(self, request: dict[str, Any]) -> dict[str, Any] | None:
        """The worker's answer to ``request``, or None if the worker could not give one."""
        with self._lock:
            try:
                process = self._running()
                assert process.stdin is not None and process.stdout is not None
                process.stdin.write(json.dumps(request) + "\n")
                process.stdin.flush()
                line = self._read_line(process)
                reply = json.loads(line)
                if not isinstance(reply, dict) or reply.get("token") != request.get("token"):
                    raise ValueError(f"an answer that is not for this request: {line[:80]!r}")
                return reply
            except (OSError, ValueError, TimeoutError) as error:
                self.failures += 1
                log.warning("the bot worker failed (%s); this decision is made in the window's "
                            "process", error)
                self._stop()
                return None

    def start(self) -> None:
        """Start the worker now if it is not running (it takes a few hundred milliseconds to
        be ready, better spent before the first decision than during it)."""
        with self._lock:
            try:
                self._running()
            except OSError as error:
                log.warning("the bot worker cannot start (%s); bots think in the window", error)

    def _running(self) -> subprocess.Popen[str]:
        if self._process is None or self._process.poll() is not None:
            self._process = subprocess.Popen(
                self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                text=True, encoding="utf-8", bufsize=1,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
            log.info("bot worker started (pid %d)", self._process.pid)
        return self._process

    def _read_line(self, process: subprocess.Popen[str]) -> str:
        assert process.stdout is not None
        if os.name == "posix":  # pipes can be waited on with a time limit
            with selectors.DefaultSelector() as selector:
                selector.register(process.stdout, selectors.EVENT_READ)
                if not selector.select(ANSWER_TIMEOUT_S):
                    raise TimeoutError(f"no answer within {ANSWER_TIMEOUT_S:g} s")
        line = process.stdout.readline()
        if not line:
            raise OSError(f"the worker ended (exit code {process.poll()})")
        return line

    def _stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()
            process.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()

    def close(self) -> None:
        """End the worker (it also ends by itself when this program's end closes its input)."""
        with self._lock:
            self._stop()


_shared: BotProcess | None = None
_shared_lock = threading.Lock()


def shared_bot_process() -> BotProcess:
    """The program's one worker, closed when the program ends."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = BotProcess()
            atexit.register(_shared.close)
        return _shared
