"""The match record: everything needed to rebuild a match, as JSON through pydantic.

A record holds the rules, the seed and, for every deal, the cards as dealt, so it can be replayed
through the engine with or without the seed. The actions list is the authority; the per-deal
facts (dealer, Hakem, trump, calls, tricks, scores, totals) are written for people and tools and
are checked against the replay by ``replay_record``.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .. import __version__
from .actions import (
    Action,
    ActionCardError,
    ActionFormatError,
    PlayCard,
    action_from_json,
    action_to_json,
)
from .cards import Card, CardParseError, parse_card
from .errors import IllegalAction
from .partnership import hakem_of_draws
from .rules import Rules, RulesError, parse_game, rules_from_json
from .state import DealLog, MatchState
from .view import Phase, TrickRecord

RECORD_FORMAT = 1


class TrickEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    leader: int
    plays: list[tuple[int, str]]
    winner: int
    counted: bool = True


class DealEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    index: int
    dealer: int
    hakem: int | None = None
    trump: str | None = None
    no_trump: bool = False
    trump_revealed_at: int | None = None
    bid_target: int | None = None
    hands: list[list[str]] = Field(description="each seat's cards in the order received")
    calls: list[int | None] | None = None
    tricks: list[TrickEntry] = []
    trick_counts: list[int] | None = None
    scores: list[int] | None = None
    totals: list[int] | None = None
    outcome: str | None = None


class MatchRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")
    format_version: int = RECORD_FORMAT
    program_version: str = __version__
    game: str
    rules: dict[str, Any]
    seed: int | None = 0
    first_hakem: int | None = None
    first_draws: list[tuple[int, str]] = []
    deals: list[DealEntry] = []
    actions: list[dict[str, Any]] = []
    totals: list[int] = []
    finished: bool = False
    places: list[int] | None = None


class RecordFault(StrEnum):
    """What is wrong with a record that does not replay (``RecordError.kind``)."""

    UNKNOWN_GAME = "unknown_game"  # the record or its rules name a game the engine does not know
    INVALID_RULES = "invalid_rules"  # the rules do not build, or are the rules of another game
    NOT_A_CARD = "not_a_card"  # a hand, a first draw or a play names a card that does not exist
    INVALID_DEALS = "invalid_deals"  # the stated hands cannot be dealt (counts, not one deck)
    UNREADABLE_ACTION = "unreadable_action"  # an action is not of the action notation
    ILLEGAL_ACTION = "illegal_action"  # the rules refuse an action
    FIRST_HAKEM_DIFFERS = "first_hakem_differs"  # the seed draws another first Hakem
    FACTS_DIFFER = "facts_differ"  # a stated hand, score, total ... is not the replay's


class RecordError(ValueError):
    """A record that does not replay: what is wrong (``kind``), where, and why (``detail``).

    ``action`` is the number (from 1) of the action at fault, if an action is; ``where`` is the
    point of the match it was applied at (``"deal 2, trick 5"``, ``"deal 1, calling"``), or the
    part of the record at fault (``"deal 1"``, ``"deal 1, seat 2"``, ``"first draw 3"``), or None
    when the record as a whole is (its rules, its final totals). ``str(error)`` is a sentence
    made of all three.
    """

    def __init__(
        self, kind: RecordFault, detail: str, *, action: int | None = None,
        where: str | None = None,
    ) -> None:
        self.kind = kind
        self.detail = detail
        self.action = action
        self.where = where
        super().__init__(self.message)

    @property
    def message(self) -> str:
        if self.action is not None:
            head = f"action {self.action}" + (f" ({self.where})" if self.where else "")
            if self.kind == RecordFault.ILLEGAL_ACTION:
                return f"{head} is illegal: {self.detail}"
            return f"{head}: {self.detail}"
        return f"{self.where}: {self.detail}" if self.where else self.detail

    def __str__(self) -> str:
        return self.message


def _trick_entry(trick: TrickRecord) -> TrickEntry:
    return TrickEntry(
        leader=trick.leader,
        plays=[(seat, str(card)) for seat, card in trick.plays],
        winner=trick.winner,
        counted=trick.counted,
    )


def _deal_entry(log: DealLog, tricks: list[TrickRecord]) -> DealEntry:
    return DealEntry(
        index=log.index,
        dealer=log.dealer,
        hakem=log.hakem,
        trump=log.trump.letter if log.trump is not None else None,
        no_trump=log.no_trump,
        trump_revealed_at=log.trump_revealed_at,
        bid_target=log.bid_target,
        hands=[[str(card) for card in hand] for hand in log.hands],
        calls=list(log.calls) if log.calls is not None else None,
        tricks=[_trick_entry(t) for t in tricks],
        trick_counts=log.trick_counts,
        scores=log.scores,
        totals=log.totals,
        outcome=",".join(log.outcomes) if log.outcomes is not None else None,
    )


def record_of(state: MatchState) -> MatchRecord:
    """The record of a match in progress or finished."""
    deals = []
    for log in state.deals:
        finished = log.scores is not None
        deals.append(_deal_entry(log, log.tricks if finished else list(state.completed)))
    return MatchRecord(
        game=state.game,
        rules=state.rules.model_dump(mode="json"),
        # a match given its cards (not dealt from its seed) says so: its replay takes them
        seed=None if state.preset_deals else state.seed,
        first_hakem=getattr(state, "first_hakem", None),
        first_draws=[(s, str(c)) for s, c in getattr(state, "first_draws", ())],
        deals=deals,
        actions=[action_to_json(a) for a in state.actions],
        totals=list(state.totals),
        finished=state.is_over,
        places=list(state.places) if state.places else None,
    )


def _card(text: Any, where: str) -> Card:
    try:
        return parse_card(text)
    except CardParseError as error:
        raise RecordError(RecordFault.NOT_A_CARD, str(error), where=where) from None


def _rules_of(record: MatchRecord) -> Rules:
    for game in (record.game, record.rules.get("game")):
        if isinstance(game, str):
            try:
                parse_game(game)
            except RulesError as error:
                raise RecordError(RecordFault.UNKNOWN_GAME, str(error)) from None
    try:
        rules: Rules = rules_from_json(record.rules)
    except RulesError as error:
        raise RecordError(RecordFault.INVALID_RULES, str(error)) from None
    if rules.game != record.game:
        raise RecordError(
            RecordFault.INVALID_RULES,
            f"the record says game {record.game!r} but its rules are {rules.game!r}",
        )
    return rules


def _hands_of(record: MatchRecord) -> list[list[list[Card]]]:
    """Every stated hand as cards (a seeded record's too: a card that does not exist is named
    as such, not as a hand the seed does not deal); the first draws are checked the same way."""
    deals = [
        [
            [_card(text, f"deal {entry.index + 1}, seat {seat}") for text in hand]
            for seat, hand in enumerate(entry.hands)
        ]
        for entry in record.deals
    ]
    for number, (_seat, text) in enumerate(record.first_draws, start=1):
        _card(text, f"first draw {number}")
    return deals


def replay_record(record: MatchRecord, check: bool = True) -> MatchState:
    """Rebuild the match by applying its actions; with ``check``, compare what it states.

    Raises RecordError, whose ``kind`` says what is wrong (see RecordFault)."""
    rules = _rules_of(record)
    if record.seed is None:
        return _replayed(record, rules, _hands_of(record), check)
    # A seeded record's hands are compared with the seed's deals as written, after the replay;
    # its cards are read only when something is refused, so that a card that does not exist is
    # named first, as when every card was read before the replay.
    try:
        return _replayed(record, rules, [], check)
    except RecordError:
        _hands_of(record)
        raise


def _replayed(record: MatchRecord, rules: Rules, deals: list[list[list[Card]]],
              check: bool) -> MatchState:
    from . import new_match  # the package-level factory

    seeded = record.seed is not None
    try:
        # With a seed, the first Hakem is drawn again (and checked below), draws included.
        state = new_match(
            rules, record.seed or 0, None if seeded else deals,
            None if seeded else record.first_hakem,
        )
    except ValueError as error:
        raise RecordError(RecordFault.INVALID_DEALS, str(error)) from None
    drawn = getattr(state, "first_hakem", None)
    if seeded and record.first_hakem is not None and drawn != record.first_hakem:
        raise RecordError(
            RecordFault.FIRST_HAKEM_DIFFERS,
            f"the record states seat {record.first_hakem} as first Hakem "
            f"but the seed draws seat {drawn}",
        )
    for number, data in enumerate(record.actions, start=1):
        action: Action | None = _written_play(data)
        try:
            if action is None:
                action = action_from_json(data)
            state.apply(action)
        except ActionCardError as error:  # the state is as before the action in each case
            raise RecordError(
                RecordFault.NOT_A_CARD, str(error), action=number, where=_where(state)
            ) from None
        except ActionFormatError as error:
            raise RecordError(
                RecordFault.UNREADABLE_ACTION, str(error), action=number, where=_where(state)
            ) from None
        except IllegalAction as error:
            raise RecordError(
                RecordFault.ILLEGAL_ACTION, str(error), action=number, where=_where(state)
            ) from None
    if check:
        _check_against(record, state)
    return state


# Every play of a seat 0-3 as the program writes it ({"type": "play", "seat": 2, "card": "10S"}),
# made once: most of a record's actions are found here instead of being parsed and built.
_PLAYS: dict[tuple[int, str], PlayCard] = {
    (seat, str(card)): PlayCard(seat, card)
    for seat in range(4) for card in map(Card.from_index, range(52))}


def _written_play(data: Any) -> PlayCard | None:
    """The play ``data`` states if it is written as the program writes plays (what
    ``action_from_json`` would give), else None."""
    if type(data) is not dict or data.get("type") != "play":
        return None
    seat, card = data.get("seat"), data.get("card")
    if type(seat) is not int or type(card) is not str:
        return None
    return _PLAYS.get((seat, card))


def _where(state: MatchState) -> str:
    deal = state.deal_index + 1
    if state.phase == Phase.PLAYING:
        return f"deal {deal}, trick {len(state.completed) + 1}"
    return f"deal {deal}, {state.phase.value.replace('_', ' ')}"


_DEAL_FACTS = ("dealer", "hakem", "trump", "trump_revealed_at", "bid_target", "calls",
               "trick_counts", "scores", "totals", "outcome")


def _differ(name: str, want: object, got: object, where: str | None = None) -> RecordError:
    return RecordError(
        RecordFault.FACTS_DIFFER, f"the record states {name} {want} but the replay gives {got}",
        where=where,
    )


def _check_against(record: MatchRecord, state: MatchState) -> None:
    """Every fact the record states (None: not stated) must be the replay's; the first that is
    not is worded. Compared on the engine's own values, as ``record_of`` would write them,
    without rebuilding the record (a replay that agrees costs the comparisons alone)."""
    logs = state.deals
    if record.seed is not None:
        for stated, log in zip(record.deals, logs, strict=False):
            if stated.hands != [[str(card) for card in hand] for hand in log.hands]:
                raise RecordError(
                    RecordFault.FACTS_DIFFER, "the cards stated are not those the seed deals",
                    where=f"deal {stated.index + 1}",
                )
    if record.deals and len(record.deals) != len(logs):
        raise RecordError(
            RecordFault.FACTS_DIFFER,
            f"the record states {len(record.deals)} deals but its actions play {len(logs)}",
        )
    for position, (stated, log) in enumerate(zip(record.deals, logs, strict=False)):
        # record_of's rule: a deal not scored yet shows the tricks completed so far
        tricks = log.tricks if log.scores is not None else state.completed
        _check_deal(position, stated, log, tricks)
    _check_first_draws(record, state)
    totals = list(state.totals)
    if record.totals and record.totals != totals:
        raise _differ("totals", record.totals, totals)
    if record.finished != state.is_over:
        state_text = "finished" if record.finished else "unfinished"
        raise RecordError(
            RecordFault.FACTS_DIFFER,
            f"the record says the match is {state_text} but the replay disagrees",
        )
    places = list(state.places) if state.places else None
    if record.places is not None and record.places != places:
        raise _differ("places", record.places, places)


def _check_deal(position: int, stated: DealEntry, log: DealLog,
                tricks: Sequence[TrickRecord]) -> None:
    """Every fact a deal states (None: not stated) must be the replay's; tricks and the
    deal's index are always stated."""
    where = f"deal {position + 1}"
    if stated.index != position:
        raise _differ("index", stated.index, position, where)
    replayed = _deal_entry(log, list(tricks))  # as record_of writes it
    for name in _DEAL_FACTS:
        want, got = getattr(stated, name), getattr(replayed, name)
        if want is not None and want != got:
            raise _differ(name, want, got, where)
    if stated.no_trump != log.no_trump:
        raise _differ("no_trump", stated.no_trump, log.no_trump, where)
    if len(stated.tricks) != len(tricks):
        raise _differ("tricks", len(stated.tricks), len(tricks), where)
    pairs = zip(stated.tricks, replayed.tricks, strict=True)
    for number, (entry, done) in enumerate(pairs, start=1):
        if entry != done:
            raise _differ("the trick", _trick_text(entry), _trick_text(done),
                          f"{where}, trick {number}")


def _trick_text(trick: TrickEntry) -> str:
    plays = " ".join(f"{seat}:{card}" for seat, card in trick.plays)
    counted = "" if trick.counted else ", not counted"
    return f"({plays}; led by {trick.leader}, won by {trick.winner}{counted})"


def _check_first_draws(record: MatchRecord, state: MatchState) -> None:
    drawn = [(seat, str(card)) for seat, card in getattr(state, "first_draws", ())]
    if not record.first_draws or record.first_draws == drawn:
        return
    first_hakem = getattr(state, "first_hakem", None)
    if record.seed is None and not drawn:  # no seed to draw them again
        draws = tuple((seat, parse_card(text)) for seat, text in record.first_draws)
        given = hakem_of_draws(record.game, draws)
        if given is None or given != first_hakem:
            raise _differ("first draws", record.first_draws,
                          f"first Hakem {first_hakem}, which these draws do not give")
        return
    for number, (want, got) in enumerate(zip(record.first_draws, drawn, strict=False), start=1):
        if want != got:
            raise _differ("the draw", list(want), list(got), f"first draw {number}")
    raise _differ("first draws", len(record.first_draws), len(drawn))
