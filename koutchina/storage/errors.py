"""Storage errors a person can read: each names the file and the problem.

Each error carries a stable ``problem`` key (for the window to translate) and an English
``message`` (for the command line and logs). ``detail`` is the engine's own explanation, when any.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path


class Problem(StrEnum):
    # reading a match file
    MISSING = "missing"
    NOT_A_FILE = "not_a_file"
    NOT_REGULAR = "not_regular"  # a named pipe, a device, a socket: never opened
    UNREADABLE = "unreadable"
    TOO_LARGE = "too_large"
    EMPTY = "empty"
    NOT_UTF8 = "not_utf8"
    NOT_JSON = "not_json"
    WRONG_SHAPE = "wrong_shape"
    NEWER_VERSION = "newer_version"
    UNKNOWN_GAME = "unknown_game"
    BAD_RULES = "bad_rules"
    BAD_CARD = "bad_card"
    BAD_DEALS = "bad_deals"
    BAD_ACTION = "bad_action"
    ILLEGAL_ACTION = "illegal_action"
    SCORES_DIFFER = "scores_differ"
    DUPLICATE_ID = "duplicate_id"  # another file of the folder has the match id
    # writing
    READ_ONLY = "read_only"
    DISK_FULL = "disk_full"
    NO_PERMISSION = "no_permission"
    WRITE_FAILED = "write_failed"


_SUMMARIES: dict[Problem, str] = {
    Problem.MISSING: "the file does not exist",
    Problem.NOT_A_FILE: "a folder stands where a file should be",
    Problem.NOT_REGULAR: "the name is not a regular file",
    Problem.UNREADABLE: "the file cannot be read",
    Problem.TOO_LARGE: "the file is too large to be a Koutchina match",
    Problem.EMPTY: "the file is empty",
    Problem.NOT_UTF8: "the file is not UTF-8 text",
    Problem.NOT_JSON: "the file is not complete JSON (truncated or damaged)",
    Problem.WRONG_SHAPE: "the file is JSON but not a Koutchina match",
    Problem.NEWER_VERSION: "the file was made by a newer Koutchina",
    Problem.UNKNOWN_GAME: "the file names a game Koutchina does not know",
    Problem.BAD_RULES: "the file's rules are not valid",
    Problem.BAD_CARD: "the file names a card that does not exist",
    Problem.BAD_DEALS: "the file's deals are not valid",
    Problem.BAD_ACTION: "the file holds an action Koutchina cannot read",
    Problem.ILLEGAL_ACTION: "the file holds a move the rules refuse",
    Problem.SCORES_DIFFER: "what the file states does not match its moves",
    Problem.DUPLICATE_ID: "another saved match has the same match id",
    Problem.READ_ONLY: "the disk is read-only",
    Problem.DISK_FULL: "the disk is full",
    Problem.NO_PERMISSION: "Koutchina may not write there",
    Problem.WRITE_FAILED: "the file could not be written",
}


def summary_of(problem: Problem) -> str:
    """The English sentence for a problem key (the window translates the key itself)."""
    return _SUMMARIES[problem]


class StorageError(Exception):
    """A problem with one file: ``path``, ``problem`` key and ``detail``."""

    def __init__(self, path: Path, problem: Problem, detail: str = "") -> None:
        self.path = Path(path)
        self.problem = problem
        self.detail = detail
        super().__init__(self.message)

    @property
    def message(self) -> str:
        text = f"{self.path}: {summary_of(self.problem)}"
        return f"{text} ({self.detail})" if self.detail else text

    def __str__(self) -> str:
        return self.message


class MatchFileError(StorageError, ValueError):
    """A match file that cannot be loaded."""


class SaveError(StorageError, OSError):
    """A file that could not be written (read-only or full disk, no permission ...)."""
