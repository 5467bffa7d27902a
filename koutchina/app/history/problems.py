"""Storage problems in the person's language (the storage layer speaks in keys)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ...storage import Problem, StorageError, parse_match_id
from ..i18n import format_date, format_time
from ..texts import game_name


def problem_text(problem: Problem) -> str:
    texts = {
        Problem.MISSING: QCoreApplication.translate("Storage", "the file does not exist"),
        Problem.NOT_A_FILE: QCoreApplication.translate(
            "Storage", "a folder stands where a file should be"),
        Problem.NOT_REGULAR: QCoreApplication.translate(
            "Storage", "the name is not a regular file"),
        Problem.UNREADABLE: QCoreApplication.translate("Storage", "the file cannot be read"),
        Problem.TOO_LARGE: QCoreApplication.translate(
            "Storage", "the file is too large to be a Koutchina match"),
        Problem.EMPTY: QCoreApplication.translate("Storage", "the file is empty"),
        Problem.NOT_UTF8: QCoreApplication.translate("Storage", "the file is not UTF-8 text"),
        Problem.NOT_JSON: QCoreApplication.translate(
            "Storage", "the file is cut off or damaged"),
        Problem.WRONG_SHAPE: QCoreApplication.translate(
            "Storage", "the file is not a Koutchina match"),
        Problem.NEWER_VERSION: QCoreApplication.translate(
            "Storage", "the file was made by a newer Koutchina"),
        Problem.UNKNOWN_GAME: QCoreApplication.translate(
            "Storage", "the file names a game Koutchina does not know"),
        Problem.BAD_RULES: QCoreApplication.translate(
            "Storage", "the file's house rules are not valid"),
        Problem.BAD_CARD: QCoreApplication.translate(
            "Storage", "the file names a card that does not exist"),
        Problem.BAD_DEALS: QCoreApplication.translate("Storage", "the file's deals are not valid"),
        Problem.BAD_ACTION: QCoreApplication.translate(
            "Storage", "the file holds a move Koutchina cannot read"),
        Problem.ILLEGAL_ACTION: QCoreApplication.translate(
            "Storage", "the file holds a move the rules refuse"),
        Problem.SCORES_DIFFER: QCoreApplication.translate(
            "Storage", "what the file states does not match its moves"),
        Problem.DUPLICATE_ID: QCoreApplication.translate(
            "Storage", "another saved match has the same match id"),
        Problem.READ_ONLY: QCoreApplication.translate("Storage", "the disk is read-only"),
        Problem.DISK_FULL: QCoreApplication.translate("Storage", "the disk is full"),
        Problem.NO_PERMISSION: QCoreApplication.translate(
            "Storage", "Koutchina is not allowed to write there"),
        Problem.WRITE_FAILED: QCoreApplication.translate(
            "Storage", "the file could not be written"),
    }
    return texts.get(problem, str(problem))


def error_text(error: StorageError) -> str:
    """One line a player reads: the file's name (with the match it was, when its name says
    so) and the problem in words. The technical detail (in English, from Python or the
    system) is left to error_detail and the log."""
    return QCoreApplication.translate("Storage", "{file}: {problem}").format(
        file=file_words(error.path), problem=problem_text(error.problem))


def file_words(path: Path) -> str:
    """A saved match's file as a player knows it: "Hand match started 5 Dec 2026 3:44 AM
    (20261205-024423-hand-18a3b8.json)", from the name Koutchina gives its saves (the game,
    and the start in UTC, shown in local time); any other file by its name alone."""
    named = parse_match_id(path.stem)
    if named is None:
        return path.name
    game, started = named
    local = started.astimezone()
    return QCoreApplication.translate(
        "Storage", "{game} match started {date} at {time} ({file})").format(
        game=game_name(game), date=format_date(local.date()), time=format_time(local),
        file=path.name)


def error_detail(error: StorageError) -> str:
    """The technical side, for a "Show details" text: the full path and the raw reason."""
    return f"{error.path}\n    {error.detail}" if error.detail else str(error.path)
