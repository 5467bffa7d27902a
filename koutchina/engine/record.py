"""The match record: everything needed to rebuild a match, as JSON through pydantic.

A record holds the rules, the seed and, for every deal, the cards as dealt, so it can be replayed
through the engine with or without the seed. The actions list is the authority; the per-deal
facts (dealer, Hakem, trump, calls, tricks, scores, totals) are written for people and tools and
are checked against the replay by ``replay_record``.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .. import __version__
from .actions import Action, ActionFormatError, action_from_json, action_to_json
from .cards import Card, CardParseError, parse_card
from .errors import IllegalAction
from .rules import Rules, RulesError, rules_from_json
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


class RecordError(ValueError):
    """A record that does not replay: says where and why."""


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
        seed=state.seed,
        first_hakem=getattr(state, "first_hakem", None),
        first_draws=[(s, str(c)) for s, c in getattr(state, "first_draws", ())],
        deals=deals,
        actions=[action_to_json(a) for a in state.actions],
        totals=list(state.totals),
        finished=state.is_over,
        places=list(state.places) if state.places else None,
    )


def _parse_hands(entry: DealEntry) -> list[list[Card]]:
    try:
        return [[parse_card(text) for text in hand] for hand in entry.hands]
    except CardParseError as error:
        raise RecordError(f"deal {entry.index + 1}: {error}") from None


def replay_record(record: MatchRecord, check: bool = True) -> MatchState:
    """Rebuild the match by applying its actions; with ``check``, compare what it states."""
    from . import new_match  # the package-level factory

    try:
        rules: Rules = rules_from_json(record.rules)
    except RulesError as error:
        raise RecordError(str(error)) from None
    if rules.game != record.game:
        raise RecordError(f"the record says game {record.game!r} but its rules are {rules.game!r}")
    seeded = record.seed is not None
    deals = None if seeded else [_parse_hands(d) for d in record.deals]
    try:
        # With a seed, the first Hakem is drawn again (and checked below), draws included.
        state = new_match(rules, record.seed or 0, deals, None if seeded else record.first_hakem)
    except ValueError as error:
        raise RecordError(str(error)) from None
    drawn = getattr(state, "first_hakem", None)
    if seeded and record.first_hakem is not None and drawn != record.first_hakem:
        raise RecordError(
            f"the record states seat {record.first_hakem} as first Hakem "
            f"but the seed draws seat {drawn}"
        )
    for number, data in enumerate(record.actions, start=1):
        try:
            action: Action = action_from_json(data)
        except ActionFormatError as error:
            raise RecordError(f"action {number}: {error}") from None
        where = _where(state)
        try:
            state.apply(action)
        except IllegalAction as error:
            raise RecordError(f"action {number} ({where}) is illegal: {error}") from None
    if check:
        _check_against(record, state)
    return state


def _where(state: MatchState) -> str:
    deal = state.deal_index + 1
    if state.phase == Phase.PLAYING:
        return f"deal {deal} trick {len(state.completed) + 1}"
    return f"deal {deal} {state.phase.value.replace('_', ' ')}"


def _check_against(record: MatchRecord, state: MatchState) -> None:
    rebuilt = record_of(state)
    if record.seed is not None:
        for stated, replayed in zip(record.deals, rebuilt.deals, strict=False):
            if stated.hands != replayed.hands:
                raise RecordError(
                    f"deal {stated.index + 1}: the cards stated are not those the seed deals"
                )
    if len(record.deals) > len(rebuilt.deals):
        raise RecordError(
            f"the record states {len(record.deals)} deals but its actions play "
            f"{len(rebuilt.deals)}"
        )
    for stated, replayed in zip(record.deals, rebuilt.deals, strict=False):
        for name in ("dealer", "hakem", "trump", "calls", "trick_counts", "scores", "totals"):
            want, got = getattr(stated, name), getattr(replayed, name)
            if want is not None and want != got:
                raise RecordError(
                    f"deal {stated.index + 1}: the record states {name} {want} "
                    f"but the replay gives {got}"
                )
    if record.totals and record.totals != rebuilt.totals:
        raise RecordError(
            f"the record states totals {record.totals} but the replay gives {rebuilt.totals}"
        )
    if record.finished != rebuilt.finished:
        state_text = "finished" if record.finished else "unfinished"
        raise RecordError(f"the record says the match is {state_text} but the replay disagrees")
    if record.places is not None and record.places != rebuilt.places:
        raise RecordError(
            f"the record states places {record.places} but the replay gives {rebuilt.places}"
        )
