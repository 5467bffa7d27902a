"""How long the calling thread has waited for a processor (Linux's schedstat): what a loaded
machine adds to a pause on the GUI thread, as opposed to what the program itself did."""

from __future__ import annotations


def cpu_wait_ms() -> float:
    """How long this thread has waited for a processor, all told (0 where Linux's schedstat
    is missing: the gaps are then given as measured). A thread that sleeps or waits for a
    lock is not waiting for a processor."""
    try:
        with open("/proc/thread-self/schedstat") as stat:
            return int(stat.read().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0
