"""The match record: everything needed to rebuild a match, as JSON through pydantic.

A record holds the rules, the seed and, for every deal, the cards as dealt, so it can be replayed
through the engine with or without the seed. The actions list is the authority; the per-deal
facts (dealer, Hakem, trump, calls, tricks, scores, totals) are written for people and tools and
are checked against the replay by ``replay_record``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from .. import __version__
from .actions import Action, ActionCardError, ActionFormatError, action_from_json, action_to_json
from .cards import Card, CardParseError, parse_card
from .errors import IllegalAction
from .interned import CARD_OF_TEXT, CARD_TEXT, PLAY_OF_TEXT
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
        seed=state.seed,
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
        [_hand_of(hand, f"deal {entry.index + 1}, seat {seat}")
         for seat, hand in enumerate(entry.hands)]
        for entry in record.deals
    ]
    for number, (_seat, text) in enumerate(record.first_draws, start=1):
        _card(text, f"first draw {number}")
    return deals


def _hand_of(texts: list[str], where: str) -> list[Card]:
    cards = [CARD_OF_TEXT.get(text) for text in texts]  # the notation the program writes
    if None in cards:
        return [_card(text, where) for text in texts]  # other spellings, or what is no card
    return cards  # type: ignore[return-value]  # no None left


def replay_record(record: MatchRecord, check: bool = True) -> MatchState:
    """Rebuild the match by applying its actions; with ``check``, compare what it states.

    Raises RecordError, whose ``kind`` says what is wrong (see RecordFault)."""
    from . import new_match  # the package-level factory

    rules = _rules_of(record)
    deals = _hands_of(record)
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
    apply = state.apply
    for number, data in enumerate(record.actions, start=1):
        # A refused action leaves the state unchanged: ``_where`` is only needed on a fault.
        action = _known_play(data)
        if action is None:
            try:
                action = action_from_json(data)
            except ActionCardError as error:
                raise RecordError(
                    RecordFault.NOT_A_CARD, str(error), action=number, where=_where(state)
                ) from None
            except ActionFormatError as error:
                raise RecordError(
                    RecordFault.UNREADABLE_ACTION, str(error), action=number,
                    where=_where(state),
                ) from None
        try:
            apply(action)
        except IllegalAction as error:
            raise RecordError(
                RecordFault.ILLEGAL_ACTION, str(error), action=number, where=_where(state)
            ) from None
    if check:
        _check_against(record, state)
    return state


def _known_play(data: Any) -> Action | None:
    """The shared action for a play written as the program writes it (``{"type": "play",
    "seat": 0..3, "card": "AS"}``), else None: ``action_from_json`` reads the rest."""
    if type(data) is dict and data.get("type") == "play":
        seat, card = data.get("seat"), data.get("card")
        if type(seat) is int and type(card) is str:
            return PLAY_OF_TEXT.get((seat, card))
    return None


def _where(state: MatchState) -> str:
    deal = state.deal_index + 1
    if state.phase == Phase.PLAYING:
        return f"deal {deal}, trick {len(state.completed) + 1}"
    return f"deal {deal}, {state.phase.value.replace('_', ' ')}"


def _check_against(record: MatchRecord, state: MatchState) -> None:
    """Every fact the record states must be the replay's (compared with the state's own deal
    logs, in the notation ``record_of`` writes)."""
    differ = RecordFault.FACTS_DIFFER
    logs = state.deals
    if record.seed is not None:
        for stated, log in zip(record.deals, logs, strict=False):
            if stated.hands != [[CARD_TEXT[id(card)] for card in hand] for hand in log.hands]:
                raise RecordError(
                    differ, "the cards stated are not those the seed deals",
                    where=f"deal {stated.index + 1}",
                )
    if len(record.deals) > len(logs):
        raise RecordError(
            differ,
            f"the record states {len(record.deals)} deals but its actions play {len(logs)}",
        )
    for stated, log in zip(record.deals, logs, strict=False):
        for name, got in _checked_facts(log):
            want = getattr(stated, name)
            if want is not None and want != got:
                raise RecordError(
                    differ, f"the record states {name} {want} but the replay gives {got}",
                    where=f"deal {stated.index + 1}",
                )
    totals = list(state.totals)
    if record.totals and record.totals != totals:
        raise RecordError(
            differ,
            f"the record states totals {record.totals} but the replay gives {totals}",
        )
    if record.finished != state.is_over:
        state_text = "finished" if record.finished else "unfinished"
        raise RecordError(
            differ, f"the record says the match is {state_text} but the replay disagrees"
        )
    places = list(state.places) if state.places else None
    if record.places is not None and record.places != places:
        raise RecordError(
            differ,
            f"the record states places {record.places} but the replay gives {places}",
        )


def _checked_facts(log: DealLog) -> tuple[tuple[str, Any], ...]:
    """A deal's facts checked against the record's ``DealEntry`` fields of the same names, as
    ``_deal_entry`` writes them."""
    return (
        ("dealer", log.dealer),
        ("hakem", log.hakem),
        ("trump", log.trump.letter if log.trump is not None else None),
        ("calls", log.calls),
        ("trick_counts", log.trick_counts),
        ("scores", log.scores),
        ("totals", log.totals),
    )
