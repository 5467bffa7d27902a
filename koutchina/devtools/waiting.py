"""Letting the real window run until something is true: for the tests that drive it like a person
and for the screenshot tool (the bots answer on a worker thread, the animations on timers)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtWidgets import QApplication


def pump(seconds: float = 0.05) -> None:
    """Run the event loop for a while."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.002)


def wait_until(condition: Callable[[], bool], timeout: float = 15.0) -> None:
    """Run the event loop until ``condition()`` holds; TimeoutError after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError(f"the window did not get there within {timeout:g} s")
        QApplication.processEvents()
        time.sleep(0.001)
