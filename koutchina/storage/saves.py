"""One JSON file per match: the engine's match record plus who sat where, when, and the timer.

Saving writes the record; loading replays it through the engine, so a file that does not replay
cleanly is refused with a ``MatchFileError`` naming the file and the problem. Nothing in a file
is ever imported, evaluated or unpickled.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .. import __version__
from ..coach.table_moves import CONCEDED
from ..engine import Game, MatchState
from ..engine.record import (
    RECORD_FORMAT,
    MatchRecord,
    RecordError,
    RecordFault,
    record_of,
    replay_record,
)
from ..engine.rules import RulesError, game_info, parse_game
from .errors import MatchFileError, Problem
from .migrations import SAVE_FORMAT, NewerFormatError, UnknownFormatError, upgrade
from .practice_log import (
    PracticeLog,
    PracticeLogError,
    ReplayedDeal,
    TableMoveMark,
    UndoneMoves,
    check_practice_log,
)
from .regular import FOLDER, FileTooLarge, NotRegularFile, read_regular
from .seat_roles import SeatRole, default_role, person_seat_of, readable_name

MAX_FILE_BYTES = 5 * 1024 * 1024
FORMAT_NAME = "koutchina-match"
_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$"


class SeatInfo(BaseModel):
    """Who sits in a seat: a name a person typed, or (name empty) a ``role`` the window shows
    in its language; and a bot level (None for the person)."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=60)
    role: SeatRole | None = None
    bot_level: str | None = Field(None, max_length=40)

    @field_validator("name")
    @classmethod
    def _readable(cls, value: str) -> str:
        return readable_name(value)

    @property
    def is_person(self) -> bool:
        return self.bot_level is None


class TimerState(BaseModel):
    """The turn timer of the person when the file was written: a record of the file (its
    format keeps it), not restored, since a match reopened gives the whole turn time."""

    model_config = ConfigDict(extra="forbid")
    seat: int = Field(ge=0, le=3)
    remaining_ms: int = Field(ge=0, le=3_600_000)


class SavedMatch(BaseModel):
    """The whole file. ``record`` is the engine's MatchRecord; the rest is about the people."""

    model_config = ConfigDict(extra="forbid")
    format: Literal["koutchina-match"] = "koutchina-match"
    format_version: int = SAVE_FORMAT
    program_version: str = __version__
    match_id: str = Field(pattern=_ID_PATTERN)
    created: datetime
    updated: datetime
    seats: list[SeatInfo] = Field(min_length=4, max_length=4)
    timer: TimerState | None = None
    practice: bool = False  # started as a practice match: hints and undo, statistics apart
    undone: list[UndoneMoves] = []  # the moves taken back, oldest first (practice_log.py)
    replays: list[ReplayedDeal] = []  # the deals played again, not counted anywhere
    # the person's moves the table made (time ran out, a Hand round conceded)
    played_for: list[TableMoveMark] = Field([], max_length=10_000)
    record: MatchRecord

    @field_validator("played_for", mode="before")
    @classmethod
    def _readable_marks(cls, value: Any) -> Any:
        """A mark that is not one (no place, another reason) is dropped, not a reason to
        refuse the match: it only tells the review what not to weigh."""
        if not isinstance(value, list):
            return value  # the wrong shape: refused, naming the field
        kept = []
        for item in value:
            try:
                kept.append(TableMoveMark.model_validate(item))
            except ValidationError:
                continue
        if len(kept) != len(value):
            logging.getLogger(__name__).warning(
                "%d unreadable marks of moves the table made for the person dropped",
                len(value) - len(kept))
        return kept

    @model_validator(mode="after")
    def _one_person_at_the_bottom(self) -> SavedMatch:
        """The table seats one person, at the bottom (seat 0): any other seat is a bot's, or
        the match would wait for ever on that seat's turn."""
        for seat, info in enumerate(self.seats[1:], start=1):
            if info.is_person:
                raise ValueError(f"seat {seat} has no bot level: only the bottom seat (0) can "
                                 "be a person's")
        return self

    @field_validator("created", "updated")
    @classmethod
    def _in_utc(cls, value: datetime) -> datetime:
        """A time without a zone is read as UTC (the program writes UTC): every time stamp
        compares with every other, so one file cannot stop the folder from being sorted."""
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)

    @property
    def game(self) -> str:
        return self.record.game

    @property
    def finished(self) -> bool:
        return self.record.finished

    @property
    def person_seat(self) -> int | None:
        return person_seat_of(self.seats)

    @property
    def practice_log(self) -> PracticeLog:
        return PracticeLog(self.practice, list(self.undone), list(self.replays),
                           list(self.played_for))

    def to_json(self) -> str:
        return self.model_dump_json(indent=1) + "\n"


class LoadedMatch:
    """A match file that loaded: its contents and the engine state rebuilt from its moves.

    A file already checked by this program (see ``MatchStore``) is not replayed while the
    folder is listed: ``state`` replays it on first use and raises MatchFileError if the
    file no longer replays.
    """

    __slots__ = ("_state", "path", "saved")

    def __init__(self, path: Path, saved: SavedMatch, state: MatchState | None = None) -> None:
        self.path = Path(path)
        self.saved = saved
        self._state = state

    @property
    def replayed(self) -> bool:
        return self._state is not None

    @property
    def state(self) -> MatchState:
        if self._state is None:
            self._state = replay_saved(self.path, self.saved)
        return self._state

    def __repr__(self) -> str:
        moves = len(self.saved.record.actions)
        return f"LoadedMatch({self.path.name!r}, {self.saved.game}, {moves} moves)"


def now_utc() -> datetime:
    return datetime.now(UTC)


def new_match_id(game: str, when: datetime | None = None) -> str:
    """A file-safe, sortable, unique id such as ``20261130-041500-hand-3fa9c2``."""
    when = when or now_utc()
    return f"{when:%Y%m%d-%H%M%S}-{game}-{secrets.token_hex(3)}"


_MATCH_ID = re.compile(r"(?P<stamp>\d{8}-\d{6})-(?P<game>[a-z-]+)-[0-9a-f]{6}")


def parse_match_id(match_id: str) -> tuple[str, datetime] | None:
    """The game and the start (UTC) an id of ``new_match_id`` says; None for any other
    name (a file named by hand, a game Koutchina does not know)."""
    named = _MATCH_ID.fullmatch(match_id)
    if named is None or named["game"] not in tuple(Game):
        return None
    try:
        started = datetime.strptime(named["stamp"], "%Y%m%d-%H%M%S").replace(tzinfo=UTC)
    except ValueError:
        return None
    return named["game"], started


def saved_match_of(
    state: MatchState,
    *,
    match_id: str,
    seats: list[SeatInfo],
    created: datetime,
    timer: TimerState | None = None,
    practice: PracticeLog | None = None,
) -> SavedMatch:
    """The file contents for ``state`` now (``practice``: the coach's part, see practice_log)."""
    log = practice or PracticeLog()
    return SavedMatch(
        match_id=match_id,
        created=created,
        updated=now_utc(),
        seats=list(seats),
        timer=timer,
        practice=log.practice,
        undone=list(log.undone),
        replays=list(log.replays),
        played_for=list(log.played_for),
        record=record_of(state),
    )


# ----- loading ------------------------------------------------------------------------------


def read_match_file(path: Path, replay: bool = True) -> LoadedMatch:
    """Load and replay one file; raise MatchFileError naming the file and the problem.
    Without ``replay`` the moves are only replayed when ``state`` is first used."""
    path = Path(path)
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        raise MatchFileError(path, Problem.MISSING) from None
    except NotRegularFile as error:
        if error.kind == FOLDER:
            raise MatchFileError(path, Problem.NOT_A_FILE) from None
        raise MatchFileError(path, Problem.NOT_REGULAR, error.kind) from None
    except FileTooLarge as error:
        raise MatchFileError(
            path, Problem.TOO_LARGE, f"{error.size} bytes, the limit is {MAX_FILE_BYTES}"
        ) from None
    except OSError as error:
        raise MatchFileError(path, Problem.UNREADABLE, error.strerror or str(error)) from None
    return parse_match_bytes(path, data, replay)


def parse_match_bytes(path: Path, data: bytes, replay: bool = True) -> LoadedMatch:
    """Check and replay the contents of a match file. ``path`` names it in messages."""
    try:
        return _parse(path, data, replay)
    except MatchFileError:
        raise
    except Exception as error:  # a last guard: a player never sees a traceback
        raise MatchFileError(path, Problem.WRONG_SHAPE, f"unexpected content: {error}") from None


def _parse(path: Path, data: bytes, replay: bool) -> LoadedMatch:
    if len(data) > MAX_FILE_BYTES:
        raise MatchFileError(path, Problem.TOO_LARGE, f"the limit is {MAX_FILE_BYTES} bytes")
    if not data.strip():
        raise MatchFileError(path, Problem.EMPTY)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise MatchFileError(
            path, Problem.NOT_UTF8, f"byte {error.start} is not UTF-8"
        ) from None
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as error:
        raise MatchFileError(
            path, Problem.NOT_JSON, f"line {error.lineno}, column {error.colno}: {error.msg}"
        ) from None
    except (ValueError, RecursionError) as error:
        raise MatchFileError(path, Problem.NOT_JSON, str(error)) from None
    if not isinstance(raw, dict):
        raise MatchFileError(
            path, Problem.WRONG_SHAPE, f"expected an object, found {_json_kind(raw)}"
        )
    raw = _as_save_file(path, raw)
    try:
        raw = upgrade(raw)
    except NewerFormatError as error:
        raise MatchFileError(path, Problem.NEWER_VERSION, str(error)) from None
    except UnknownFormatError as error:
        raise MatchFileError(path, Problem.WRONG_SHAPE, str(error)) from None
    _check_game(path, raw)
    try:
        saved = SavedMatch.model_validate(raw)
    except ValidationError as error:
        raise MatchFileError(path, Problem.WRONG_SHAPE, _pydantic_summary(error)) from None
    if saved.record.format_version > RECORD_FORMAT:
        raise MatchFileError(
            path,
            Problem.NEWER_VERSION,
            f"record format {saved.record.format_version}, this Koutchina reads up to "
            f"{RECORD_FORMAT}",
        )
    return LoadedMatch(path, saved, replay_saved(path, saved) if replay else None)


def _json_kind(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "text"
    if value is None:
        return "null"
    return "a number" if isinstance(value, int | float) and not isinstance(value, bool) else (
        "true/false"
    )


def _as_save_file(path: Path, raw: dict[str, Any]) -> dict[str, Any]:
    """Accept a bare engine MatchRecord (``koutchina-cli`` output) by wrapping it."""
    if "record" in raw or "format" in raw:
        return raw
    if "game" not in raw or "actions" not in raw:
        missing = "record" if "game" not in raw else "actions"
        raise MatchFileError(path, Problem.WRONG_SHAPE, f"no {missing!r} field")
    record_version = raw.get("format_version", 1)
    if isinstance(record_version, int) and record_version > RECORD_FORMAT:
        raise MatchFileError(
            path, Problem.NEWER_VERSION, f"record format {record_version}"
        )
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", path.stem)[:60].lstrip("-._") or "imported"
    when = now_utc().isoformat()
    return {
        "format": FORMAT_NAME,
        "format_version": SAVE_FORMAT,
        "match_id": stem,
        "created": when,
        "updated": when,
        # seat 0 for the person, as the table does; every seat with its default name
        "seats": [{"name": "", "role": default_role(seat, str(raw["game"])),
                   "bot_level": None if seat == 0 else "medium"} for seat in range(4)],
        "record": raw,
    }


def _check_game(path: Path, raw: dict[str, Any]) -> None:
    record = raw.get("record")
    if not isinstance(record, dict):
        return  # pydantic will say the record is missing or of the wrong shape
    game = record.get("game")
    if isinstance(game, str):
        try:
            parse_game(game)
        except RulesError as error:
            raise MatchFileError(path, Problem.UNKNOWN_GAME, str(error)) from None


def _pydantic_summary(error: ValidationError) -> str:
    parts = []
    for item in error.errors()[:3]:
        where = ".".join(str(p) for p in item["loc"]) or "file"
        parts.append(f"{where}: {item['msg']}")
    more = error.error_count() - len(parts)
    if more > 0:
        parts.append(f"and {more} more")
    return "; ".join(parts)


# What the engine finds wrong with a record, as the problem a person is shown.
_PROBLEM_OF: dict[RecordFault, Problem] = {
    RecordFault.UNKNOWN_GAME: Problem.UNKNOWN_GAME,
    RecordFault.INVALID_RULES: Problem.BAD_RULES,
    RecordFault.NOT_A_CARD: Problem.BAD_CARD,
    RecordFault.INVALID_DEALS: Problem.BAD_DEALS,
    RecordFault.UNREADABLE_ACTION: Problem.BAD_ACTION,
    RecordFault.ILLEGAL_ACTION: Problem.ILLEGAL_ACTION,
    RecordFault.FIRST_HAKEM_DIFFERS: Problem.SCORES_DIFFER,
    RecordFault.FACTS_DIFFER: Problem.SCORES_DIFFER,
}


def replay_saved(path: Path, saved: SavedMatch) -> MatchState:
    """Rebuild the engine state by replaying the file's record (which checks what it states);
    a record that does not replay is refused with the problem its fault maps to."""
    try:
        state = replay_record(saved.record)
    except RecordError as error:
        raise MatchFileError(path, _PROBLEM_OF[error.kind], _detail_of(error)) from None
    try:
        check_practice_log(state, saved.undone, saved.replays)
    except PracticeLogError as error:
        raise MatchFileError(path, Problem.ILLEGAL_ACTION, str(error)) from None
    if saved.timer is not None and saved.timer.seat not in state.to_act():
        saved.timer = None  # a stale timer is not worth refusing a match for: it restarts
    saved.played_for = _person_moves(saved.played_for, state, saved.person_seat)
    return state


def _person_moves(marks: list[TableMoveMark], state: MatchState,
                  person: int | None) -> list[TableMoveMark]:
    """The marks that name a move of the person, in order, once each; any other (a bot's
    move, past the moves, a concession in a game of sides, where the table never plays for a
    person who conceded) is dropped: a review then weighs that move, or names it as a bot's,
    which is not worth refusing a match for."""
    sides = game_info(state.game).partnerships
    kept: dict[int, TableMoveMark] = {}
    for mark in marks:
        if (mark.at < len(state.actions) and state.actions[mark.at].seat == person
                and not (sides and mark.why == CONCEDED)):
            kept.setdefault(mark.at, mark)
    if len(kept) != len(marks):
        logging.getLogger(__name__).warning(
            "%d of %d marks of moves the table made for the person dropped: they name no "
            "move of theirs, or one twice", len(marks) - len(kept), len(marks))
    return [kept[at] for at in sorted(kept)]


def _detail_of(error: RecordError) -> str:
    if error.kind == RecordFault.ILLEGAL_ACTION:
        return f"move {error.action} ({error.where}): {error.detail}"  # what a player calls it
    return str(error)
