"""Plays a WAV file without waiting for it, with no added dependency.

Linux and the BSDs: the desktop's own player found on PATH (pw-play, then paplay, then aplay),
started as a child process that is never waited for (finished ones are reaped on the next play).
Windows: winsound with SND_ASYNC. Nothing found, or the player fails to start (no sound device,
a server, CI): the program stays silent, with one debug line in the log at most.
"""

from __future__ import annotations

import logging
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)

PLAYERS = ("pw-play", "paplay", "aplay")


def player_command(program: str, path: Path, volume: int) -> list[str]:
    """The command that plays ``path`` at ``volume`` (0..100) with ``program``."""
    name = Path(program).name
    if name == "pw-play":
        return [program, f"--volume={volume / 100:.2f}", str(path)]
    if name == "paplay":
        return [program, f"--volume={round(65536 * volume / 100)}", str(path)]
    return [program, "-q", str(path)]  # aplay has no volume of its own


def find_player(which: Callable[[str], str | None] = shutil.which) -> str | None:
    for program in PLAYERS:
        found = which(program)
        if found:
            return found
    return None


class SoundPlayer:
    """``play(path, volume)`` returns at once; the sound plays in another process."""

    def __init__(self, program: str | None = None, *, windows: bool | None = None) -> None:
        self.windows = sys.platform == "win32" if windows is None else windows
        self.program = program if program is not None or self.windows else find_player()
        self._children: list[subprocess.Popen[bytes]] = []
        self._failed = False

    @property
    def available(self) -> bool:
        return not self._failed and (self.windows or self.program is not None)

    def play(self, path: Path, volume: int) -> None:
        if not self.available or volume <= 0:
            return
        try:
            if self.windows:
                self._play_windows(path)
            else:
                self._play_child(path, volume)
        except (OSError, RuntimeError, ValueError) as error:
            self._failed = True  # say it once, then stay silent
            log.debug("sound off: %s", error)

    def _play_child(self, path: Path, volume: int) -> None:
        assert self.program is not None
        self._children = [child for child in self._children if child.poll() is None]
        self._children.append(subprocess.Popen(
            player_command(self.program, path, volume), stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=True))

    @staticmethod
    def _play_windows(path: Path) -> None:
        if sys.platform == "win32":  # winsound exists on Windows only
            import winsound

            flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            winsound.PlaySound(str(path), flags)

    def stop(self) -> None:
        """Ends the sounds still playing (the window closes)."""
        for child in self._children:
            if child.poll() is None:
                child.kill()
                child.wait()
        self._children = []
