"""Frames per second of a card flying to the trick while four bots play
(``koutchina-cli bench frames``).

A real window (offscreen, painted as on a screen) watches four bots of one level at an animation
speed; every card played is followed from the moment it leaves the hand until it rests in the
trick: each change of its position is a frame. The rate is the frames of a flight over its
duration; the longest interval between two frames of a flight is the worst stutter seen. That
longest frame is split into what the GUI thread did (its processor time), how long it waited
for a processor (the machine's load) and the rest: waiting for the interpreter lock or
something else, or the animation timer's own wait.
"""

from __future__ import annotations

import itertools
import os
import sys
import time
from dataclasses import dataclass
from typing import NamedTuple

from ..cli.processor_wait import cpu_wait_ms


@dataclass(frozen=True)
class FrameRow:
    game: str
    flights: int
    median_fps: float
    worst_fps: float
    longest_frame_ms: float
    longest_work_ms: float = 0.0  # the GUI thread's processor time in the longest frame
    longest_cpu_wait_ms: float = 0.0  # its wait for a processor in the longest frame


class Frame(NamedTuple):
    """When a frame was drawn, and the GUI thread's processor time and waits for a processor
    until then (ms)."""

    at: float
    work: float
    waited: float

    @staticmethod
    def now(clock_ms: float) -> Frame:
        return Frame(clock_ms, 1000 * time.thread_time(), cpu_wait_ms())


def measure_frames(game: str, level: str = "hard", cards: int = 40, speed: str = "normal",
                   size: tuple[int, int] = (1280, 720), seed: int = 3) -> FrameRow:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from ..app.gui_thread_gc import collect_on_gui_thread
    from ..app.main_window import MainWindow
    from ..app.table.card_item import CardItem
    from ..storage.settings import Settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    collect_on_gui_thread(app)  # the garbage collected as in the program
    window = MainWindow(Settings(bot_pause_ms=0), autosave=False)
    window.resize(*size)
    window.show()
    clock = QElapsedTimer()
    clock.start()
    flights: list[list[Frame]] = []
    loop = QEventLoop()

    def follow(item: CardItem, frames: list[Frame]) -> None:
        flight = item._animation  # the glide just started by the table
        if flight is None:
            return

        following = [True]

        def moved() -> None:
            if item._animation is not flight:  # the gather to the winner, not this flight
                landed()
                return
            now = clock.nsecsElapsed() / 1e6
            if not frames or now - frames[-1].at > 0.5:  # x and y of one step: one frame
                frames.append(Frame.now(now))

        def landed() -> None:
            if following:
                following.clear()
                item.xChanged.disconnect(moved)
                item.yChanged.disconnect(moved)

        item.xChanged.connect(moved)
        item.yChanged.connect(moved)
        flight.finished.connect(landed)

    def on_card(*_args: object) -> None:
        trick = window.table.trick_items()
        if trick and trick[-1].is_moving():
            frames: list[Frame] = []
            flights.append(frames)
            follow(trick[-1], frames)
        if len(flights) >= cards:
            QTimer.singleShot(window.controller.timing.move_ms + 50, loop.quit)

    window.controller.card_played.connect(on_card)
    window.controller.match_ended.connect(lambda _event: loop.quit())
    window.watch(game, speed=speed, levels=[level] * 4, seed=seed)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    deadline.start(600_000)
    loop.exec()
    deadline.stop()
    window.controller.stop()
    window.close()
    window.deleteLater()
    app.processEvents()
    rates: list[float] = []
    longest = (0.0, 0.0, 0.0)  # the frame's length, the GUI thread's work, its processor wait
    for frames in flights:
        if len(frames) < 3:
            continue
        rates.append((len(frames) - 1) / ((frames[-1].at - frames[0].at) / 1000))
        for a, b in itertools.pairwise(frames):
            longest = max(longest, (b.at - a.at, b.work - a.work, b.waited - a.waited))
    rates.sort()
    return FrameRow(game, len(rates), round(rates[len(rates) // 2], 1) if rates else 0.0,
                    round(rates[0], 1) if rates else 0.0, round(longest[0], 1),
                    round(longest[1], 1), round(longest[2], 1))
