"""Atomic writes: at any instant the file on disk is the previous or the new complete version.

A temporary file in the same folder is written, flushed and fsynced, then renamed over the
target with ``os.replace``; the folder is fsynced so the rename itself survives a power cut.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

from .errors import Problem, SaveError

_PROBLEM_OF_ERRNO = {
    errno.EROFS: Problem.READ_ONLY,
    errno.ENOSPC: Problem.DISK_FULL,
    errno.EDQUOT: Problem.DISK_FULL,
    errno.EACCES: Problem.NO_PERMISSION,
    errno.EPERM: Problem.NO_PERMISSION,
    errno.EISDIR: Problem.NOT_A_FILE,
}


def save_error_of(path: Path, error: OSError) -> SaveError:
    """Turn an OSError into a SaveError naming the file and the problem."""
    problem = _PROBLEM_OF_ERRNO.get(error.errno or 0, Problem.WRITE_FAILED)
    return SaveError(path, problem, error.strerror or str(error))


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return  # Windows cannot open a folder for fsync; os.replace is still atomic there
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes | str) -> None:
    """Write ``data`` to ``path`` atomically; raise SaveError with a readable problem."""
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if path.is_dir():
        raise SaveError(path, Problem.NOT_A_FILE)
    temp_name: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, temp_name = tempfile.mkstemp(
            prefix=f".{path.name}.", suffix=".tmp", dir=path.parent
        )
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
        temp_name = None
        _fsync_folder(path.parent)
    except OSError as error:
        raise save_error_of(path, error) from None
    finally:
        if temp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp_name)
