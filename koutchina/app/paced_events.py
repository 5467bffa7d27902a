"""The engine's events shown one at a time, each after the time the previous one's animation
takes, so that the table can show them in order; a deal summary can hold the rest until the
person goes on."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QTimer

from ..engine.events import Event


class PacedEvents:
    """A queue of events; ``show(event)`` returns the milliseconds to wait before the next
    one (and may ``hold`` the queue), ``settle()`` is called whenever the queue runs empty."""

    def __init__(self, show: Callable[[Event], int], settle: Callable[[], None]) -> None:
        self._show = show
        self._settle = settle
        self._queue: deque[Event] = deque()
        self._scheduled = False  # a timer will go on with the queue
        self._holding = False
        self._generation = 0  # a timer of a cleared queue finds another number

    @property
    def busy(self) -> bool:
        """Something is being shown, or waits to be: input waits."""
        return bool(self._queue) or self._scheduled or self._holding

    @property
    def holding(self) -> bool:
        """The queue waits for ``release`` (the deal summary is on show)."""
        return self._holding

    @property
    def upcoming(self) -> Event | None:
        """The event to be shown after the one being shown now (None: nothing is queued)."""
        return self._queue[0] if self._queue else None

    def extend(self, events: Iterable[Event]) -> None:
        self._queue.extend(events)

    def clear(self) -> None:
        """Forget every event not yet shown; a waiting timer finds nothing to do."""
        self._generation += 1
        self._queue.clear()
        self._scheduled = False
        self._holding = False

    def hold(self) -> None:
        """Show nothing more until ``release`` (the person reads the deal summary)."""
        self._holding = True

    def release(self) -> None:
        """Go on after ``hold``."""
        if self._holding:
            self._holding = False
            self.pump()

    def pump(self) -> None:
        """Show what is queued, up to the first event that takes time."""
        if self._scheduled:
            return
        while self._queue and not self._holding:
            delay = self._show(self._queue.popleft())
            if self._holding:
                return
            if delay > 0:
                self._scheduled = True
                generation = self._generation
                QTimer.singleShot(delay, lambda g=generation: self._go_on(g))
                return
        if not self._queue and not self._holding:
            self._settle()

    def _go_on(self, generation: int) -> None:
        if generation != self._generation:
            return
        self._scheduled = False
        self.pump()
