"""What happened, as returned by ``apply``: public facts only, safe to show every seat.

The controller turns these into signals and animations; nothing here reveals hidden cards
(``DealStarted`` says who gets cards in which order, not which cards).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TypeAlias

from .cards import Card, Suit
from .slotted import builder


class Outcome(StrEnum):
    """How a deal ended: per seat in Hand, for the deal in the partnership games.

    The members are the keys written in save files, and they print (``str`` and ``repr``) as
    those keys, so that an outcome read back from a file and one the engine gave look alike."""

    __repr__ = str.__repr__

    # Hand, per seat
    EXACT = "exact"
    ZERO = "zero"  # a zero call made
    OVER = "over"
    UNDER = "under"
    # Court Piece and Hokm, from the Hakem's side's point of view
    WON = "won"
    SWEEP = "sweep"
    KOT = "kot"
    KOT_AGAINST_HAKEM = "kot_against_hakem"
    HAKEM_FAILED = "hakem_failed"
    BID_MADE = "bid_made"
    BID_FAILED = "bid_failed"


CALL_MADE = (Outcome.EXACT, Outcome.ZERO)  # Hand: the seat took exactly what it called


@dataclass(frozen=True, slots=True)
class HakemDrawn:
    """The first Hakem, found by drawing (Court Piece) or by the first Ace dealt (Hokm)."""

    hakem: int
    draws: tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class DealStarted:
    deal_index: int
    dealer: int
    hakem: int | None
    deal_order: tuple[int, ...]  # the seat receiving each card, in order
    first_batch: int  # cards dealt before trump is named (0 for Hand / no-trump deals)
    no_trump: bool  # Badam Satti deal
    sudden_death: bool  # Hand: an extra round to break a tie for first place


@dataclass(frozen=True, slots=True)
class CallLocked:
    seat: int


@dataclass(frozen=True, slots=True)
class CallsRevealed:
    calls: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    seat: int
    suit: Suit | None  # None when the trump is hidden from the table
    target: int | None


@dataclass(frozen=True, slots=True)
class TrumpRevealed:
    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon:
    winner: int
    trick_index: int
    plays: tuple[tuple[int, Card], ...]
    counted: bool  # False under Hokm's Double Sar while the run is not yet two long
    voided: tuple[int, ...]  # Double Sar: earlier trick indices of a broken run, lost to all


@dataclass(frozen=True, slots=True)
class DealScored:
    deal_index: int
    tricks: tuple[int, ...]  # per seat (Hand) or per side (partnership games), counted tricks
    scores: tuple[int, ...]  # this deal's score per seat (Hand) or per side
    totals: tuple[int, ...]  # running totals after the deal
    outcomes: tuple[str, ...]  # Outcome keys: per seat (Hand), or one (partnership games)
    winner_side: int | None  # partnership games: the side that won the deal
    ended_early: bool  # Hokm: stopped once a side had 7 tricks
    # Court Piece, why the winner has more courts than the outcome gives: the failed Hakem's
    # side conceded double, and the winner's deals won in a row when that earned a court more
    # (0 when it did not).
    doubled: bool = False
    streak_court: int = 0
    # Court Piece with bidding: the tricks the Hakem's side named (the deal's own, repeated
    # for the deal summary; left out of the repr, which the golden matches digest as before)
    bid_target: int | None = field(default=None, repr=False)
    # A claim of the rest (``ClaimRest``): the seat that claimed, and the tricks played out
    # from the claim to the deal's end (out of the repr, as ``bid_target``)
    claimed_by: int | None = field(default=None, repr=False)
    claimed_tricks: int = field(default=0, repr=False)


@dataclass(frozen=True, slots=True)
class SetWon:
    side: int
    sets: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchEnded:
    places: tuple[int, int, int, int]  # 1-based place of each seat; equal numbers share a place
    totals: tuple[int, ...]


Event: TypeAlias = (
    HakemDrawn
    | DealStarted
    | CallLocked
    | CallsRevealed
    | TrumpNamed
    | TrumpRevealed
    | CardPlayed
    | TrickWon
    | DealScored
    | SetWon
    | MatchEnded
)

# The hot path's constructors (same objects, built faster: see slotted.py).
new_trick_won = builder(TrickWon)
