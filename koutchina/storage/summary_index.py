"""``summaries.json`` beside the matches folder: the summary of every match file, so that History
and Statistics are ready without reading 10,000 files (see docs/save-format.md).

The match files stay the authority. An entry is used only while its file's key (size,
modification and change times in nanoseconds) is still the key it was made with, and it is made
only from a file that replayed through the engine or was written from a live engine state: a
file changed in any way is read and replayed again. The index is written atomically, with a
SHA-256 digest of its entries; an index that is missing, of another program or format version,
whose digest does not match, or holding one entry that is not a possible summary (a card game
Koutchina does not know, five seats, a count of exact calls above the calls ...) is thrown away
whole and rebuilt from the files. Nothing in it is evaluated or unpickled.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import os
import re
import threading
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import Game, game_info
from ..engine.record import RECORD_FORMAT
from .atomic import write_atomic
from .errors import SaveError
from .migrations import SAVE_FORMAT
from .regular import FileTooLarge, NotRegularFile, read_regular
from .saves import _ID_PATTERN
from .seat_roles import SEAT_ROLES, SeatRole
from .summaries import MatchSummary, SeatSummary, Tally

INDEX_NAME = "summaries.json"
INDEX_FORMAT = 2  # 2: the practice flag
FORMAT_NAME = "koutchina-summaries"
STAMP = f"{__version__}/{SAVE_FORMAT}/{RECORD_FORMAT}/{INDEX_FORMAT}"
MAX_INDEX_BYTES = 64 * 1024 * 1024
GAMES: tuple[str, ...] = tuple(Game)
_ID = re.compile(_ID_PATTERN)

FileKey = tuple[int, int, int]  # size, st_mtime_ns, st_ctime_ns


def key_of(stat: os.stat_result) -> FileKey:
    """What changes whenever a file is written, copied over or touched (a person can set the
    modification time back, not the change time)."""
    return (stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)


class DamagedIndex(ValueError):
    """The index file is not one this program wrote as it stands: it is rebuilt."""


class SummaryIndex:
    """The summaries of one matches folder, kept in ``path``; safe to use from several threads
    (the autosaver adds what it writes, the listing reads and replaces)."""

    def __init__(self, path: Path, folder: Path) -> None:
        self.path = Path(path)
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._entries: dict[str, tuple[FileKey, MatchSummary]] | None = None
        self._changed = False
        self.damage: str | None = None  # why the index on disk was not used, if it was not

    def get(self, name: str, key: FileKey) -> MatchSummary | None:
        with self._lock:
            entry = self._loaded().get(name)
        return entry[1] if entry is not None and entry[0] == key else None

    def put(self, name: str, key: FileKey, summary: MatchSummary) -> None:
        with self._lock:
            self._loaded()[name] = (key, summary)
            self._changed = True

    def forget(self, name: str) -> None:
        with self._lock:
            if self._loaded().pop(name, None) is not None:
                self._changed = True

    def keep_only(self, names: set[str]) -> None:
        with self._lock:
            entries = self._loaded()
            for name in [n for n in entries if n not in names]:
                del entries[name]
                self._changed = True

    def discard(self) -> None:
        """Trust nothing the index holds (a summary differed from its file's replay)."""
        with self._lock:
            self._entries = {}
            self._changed = True

    def write(self) -> None:
        """Keep the index on disk if it changed; a failure only costs the next start time."""
        with self._lock:
            if not self._changed or self._entries is None:
                return
            text = index_text(self._entries)
            self._changed = False
        try:
            write_atomic(self.path, text)
        except SaveError:
            with self._lock:
                self._changed = True

    def _loaded(self) -> dict[str, tuple[FileKey, MatchSummary]]:
        if self._entries is None:
            try:
                self._entries = read_index(self.path, self.folder)
            except FileNotFoundError:
                self._entries = {}
            except (OSError, DamagedIndex) as error:
                self.damage = str(error)
                self._entries = {}
                self._changed = True  # replace the damaged file at the next write
        return self._entries


# ----- the file -----------------------------------------------------------------------------


def index_text(entries: dict[str, tuple[FileKey, MatchSummary]]) -> str:
    """Two lines: a header naming the format, the versions and the digest of the second line,
    which lists the entries."""
    body = json.dumps([_entry_json(name, key, summary)
                       for name, (key, summary) in sorted(entries.items())],
                      ensure_ascii=False, separators=(",", ":"))
    header = {"format": FORMAT_NAME, "stamp": STAMP,
              "sha256": hashlib.sha256(body.encode("utf-8")).hexdigest()}
    return json.dumps(header) + "\n" + body + "\n"


def read_index(path: Path, folder: Path) -> dict[str, tuple[FileKey, MatchSummary]]:
    """The entries of the index file of ``folder``; DamagedIndex if anything in it is not as
    written."""
    try:
        data = read_regular(path, MAX_INDEX_BYTES)
    except (NotRegularFile, FileTooLarge) as error:
        raise DamagedIndex(str(error)) from None
    head, _, body = data.partition(b"\n")
    try:
        header = json.loads(head)
    except (ValueError, RecursionError):
        raise DamagedIndex("the header is not JSON") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT_NAME:
        raise DamagedIndex("not a summary index")
    if header.get("stamp") != STAMP:
        raise DamagedIndex(f"written by {header.get('stamp')!r}, this program is {STAMP!r}")
    body = body.rstrip(b"\n")
    if hashlib.sha256(body).hexdigest() != header.get("sha256"):
        raise DamagedIndex("the entries do not match their digest")
    with _collector_paused():
        return _entries_of(body, folder)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """Reading 10,000 entries makes only objects that are kept: the cyclic garbage collector,
    which would go over the growing heap again and again meanwhile, waits (it took half the
    time)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _entries_of(body: bytes, folder: Path) -> dict[str, tuple[FileKey, MatchSummary]]:
    try:
        raw = json.loads(body)
    except (ValueError, RecursionError):
        raise DamagedIndex("the entries are not JSON") from None
    if not isinstance(raw, list):
        raise DamagedIndex("the entries are not a list")
    entries: dict[str, tuple[FileKey, MatchSummary]] = {}
    seats: dict[tuple[Any, ...], SeatSummary] = {}  # the same few seats in every match
    for number, item in enumerate(raw, 1):
        try:
            name, key, summary = _entry_of(item, folder, seats)
        except (TypeError, ValueError, KeyError, IndexError) as error:
            raise DamagedIndex(f"entry {number}: {error}") from None
        if name in entries:
            raise DamagedIndex(f"entry {number}: {name} is listed twice")
        entries[name] = (key, summary)
    return entries


def _entry_json(name: str, key: FileKey, summary: MatchSummary) -> dict[str, Any]:
    return {
        "name": name, "key": list(key), "id": summary.match_id, "game": summary.game,
        "created": summary.created.isoformat(), "updated": summary.updated.isoformat(),
        "seats": [[s.name, s.role, s.bot_level] for s in summary.seats],
        "finished": summary.finished, "totals": list(summary.totals),
        "places": None if summary.places is None else list(summary.places),
        "deals": summary.deals, "moves": summary.moves,
        "rounds": [list(row) for row in summary.round_totals],
        "tally": [summary.tally.calls, summary.tally.calls_made, summary.tally.kots_made,
                  summary.tally.kots_suffered],
        "practice": summary.practice,
    }


def _entry_of(item: Any, folder: Path, seats_seen: dict[tuple[Any, ...], SeatSummary]
              ) -> tuple[str, FileKey, MatchSummary]:
    """Read one entry, refusing anything a summary made by the replay could not hold."""
    if type(item) is not dict or item.keys() != _ENTRY_FIELDS:
        raise ValueError("not an entry of this format")
    name = _text(item["name"], 120)
    if (not name.endswith(".json") or name.startswith(".") or "/" in name or "\\" in name
            or "\0" in name):
        raise ValueError(f"{name!r} is not the name of a match file")
    key = _numbers(item["key"], 3)
    match_id = _text(item["id"], 80)
    if not _ID.match(match_id):
        raise ValueError(f"{match_id!r} is not a match id")
    game = item["game"]
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}")
    seats = item["seats"]
    if not isinstance(seats, list) or len(seats) != 4:
        raise ValueError("a match has four seats")
    info = game_info(game)
    totals = _numbers(item["totals"], info.scorers, signed=True)
    places = None if item["places"] is None else _numbers(item["places"], 4)
    if places is not None and not all(1 <= place <= 4 for place in places):
        raise ValueError("places are 1 to 4")
    finished = item["finished"]
    if not isinstance(finished, bool) or (finished and places is None):
        raise ValueError("a finished match has places")
    deals, moves = _count(item["deals"]), _count(item["moves"])
    rounds, width = item["rounds"], len(totals)
    if type(rounds) is not list or len(rounds) > deals:
        raise ValueError("more scored deals than deals")
    if not (all(type(row) is list and len(row) == width for row in rounds)
            and all(type(n) is int and -_POINTS < n < _POINTS for row in rounds for n in row)):
        raise ValueError("running totals that are not those of the game")
    round_totals = tuple(map(tuple, rounds))
    if round_totals and round_totals[-1] != totals:
        raise ValueError("the totals are not those of the last scored deal")
    tally = Tally(*_numbers(item["tally"], 4))
    practice = item["practice"]
    if type(practice) is not bool:
        raise ValueError("a match is a practice match or not")
    kots, scored = tally.kots_made + tally.kots_suffered, len(rounds)
    if (tally.calls_made > tally.calls or tally.calls > scored or kots > scored
            or (info.has_calls and kots > 0) or (not info.has_calls and tally.calls > 0)):
        raise ValueError("counts the deals cannot give")
    return name, (key[0], key[1], key[2]), MatchSummary(
        path=folder / name, match_id=match_id, game=game,
        created=_moment(item["created"]), updated=_moment(item["updated"]),
        seats=tuple(_seat(seat, seats_seen) for seat in seats), finished=finished, totals=totals,
        places=places, deals=deals, moves=moves, round_totals=round_totals, tally=tally,
        practice=practice)


_ENTRY_FIELDS = {"name", "key", "id", "game", "created", "updated", "seats", "finished",
                 "totals", "places", "deals", "moves", "rounds", "tally", "practice"}


def _text(value: Any, longest: int) -> str:
    if type(value) is not str or not 0 < len(value) <= longest:
        raise ValueError("a text of the wrong length")
    return value


def _count(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10**6:
        raise ValueError(f"{value!r} is not a count")
    return value


_POINTS = 10**6  # no total of a match comes near


def _numbers(value: Any, length: int, signed: bool = False) -> tuple[int, ...]:
    if type(value) is not list or len(value) != length:
        raise ValueError(f"expected {length} numbers")
    low, high = (-_POINTS, _POINTS) if signed else (0, 2**63)
    if not all(type(number) is int and low <= number < high for number in value):
        raise ValueError(f"{value!r} are not possible numbers here")
    return tuple(value)


def _moment(value: Any) -> datetime:
    moment = datetime.fromisoformat(_text(value, 40))
    if moment.tzinfo is None:
        raise ValueError("a time without a zone")
    return moment


def _seat(value: Any, seen: dict[tuple[Any, ...], SeatSummary]) -> SeatSummary:
    if type(value) is not list or len(value) != 3:
        raise ValueError("a seat is a name, a role and a bot level")
    with contextlib.suppress(TypeError):  # a list among them cannot be a key: checked below
        known = seen.get(tuple(value))
        if known is not None:
            return known
    name, role, level = value
    if not isinstance(name, str) or len(name) > 60:
        raise ValueError("a seat name of 60 characters at most")
    if role is not None and role not in _ROLES:
        raise ValueError(f"unknown seat role {role!r}")
    if level is not None and (not isinstance(level, str) or len(level) > 40):
        raise ValueError("a bot level of 40 characters at most")
    seat = seen[(name, role, level)] = SeatSummary(
        name, None if role is None else _ROLES[role], level)
    return seat


_ROLES: dict[str, SeatRole] = {role: role for role in SEAT_ROLES}


__all__ = ["INDEX_NAME", "DamagedIndex", "FileKey", "SummaryIndex", "key_of", "read_index"]
