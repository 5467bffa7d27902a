"""Read a file only if it is a regular file: a named pipe, a device or a socket under a file's
name is refused before it is opened (opening a pipe would wait forever for a writer)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

FOLDER = "a folder"


class NotRegularFile(OSError):
    """``kind`` says what stands there: a folder, a named pipe, a device, a socket."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(f"{path}: {kind}, not a regular file")
        self.kind = kind


class FileTooLarge(OSError):
    def __init__(self, path: Path, size: int, limit: int) -> None:
        super().__init__(f"{path}: {size} bytes, the limit is {limit}")
        self.size = size
        self.limit = limit


def kind_of(mode: int) -> str | None:
    """What a file mode is, in words; None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return FOLDER
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a file"


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of ``path`` (at most ``limit``). Raises NotRegularFile, FileTooLarge, or the
    OSError of a missing or unreadable file."""
    kind = kind_of(os.stat(path).st_mode)
    if kind is not None:
        raise NotRegularFile(path, kind)
    # O_NONBLOCK: if a pipe took the file's place since the look above, opening it returns
    # at once and the check below refuses it
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        status = os.fstat(fd)
        kind = kind_of(status.st_mode)
        if kind is not None:
            raise NotRegularFile(path, kind)
        if status.st_size > limit:
            raise FileTooLarge(path, status.st_size, limit)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(path, len(data), limit)
    return data
