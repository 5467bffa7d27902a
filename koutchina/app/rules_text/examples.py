"""The figures of the worked examples on the rules pages, shared by every language.

The language modules put them into words; ``tests/app/test_rules_examples.py`` replays each one
through the engine and checks the scores written here, so a page can never show a wrong sum.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CallExample:
    """Hand: a call, the tricks taken and the round's score for that player."""

    call: int
    taken: int
    score: int


@dataclass(frozen=True)
class RoundExample:
    """Hand: a whole round, seat by seat."""

    calls: tuple[int, int, int, int]
    taken: tuple[int, int, int, int]
    scores: tuple[int, int, int, int]


@dataclass(frozen=True)
class DealExample:
    """Court Piece or Hokm: who took each trick, in order ("N": the Hakem's side, which the
    pages call your side; "E": the opponents), and what each side scores (courts or points)
    under ``options``."""

    winners: str
    scores: tuple[int, int]
    options: tuple[tuple[str, Any], ...] = ()
    target: int | None = None  # the Hakem's target under bidding

    @property
    def taken(self) -> tuple[int, int]:
        return self.winners.count("N"), self.winners.count("E")


HAND_CALLS = (
    CallExample(4, 4, 40),
    CallExample(0, 0, 25),
    CallExample(2, 5, -30),
    CallExample(6, 4, -20),
    CallExample(0, 2, -20),
    CallExample(8, 8, 80),
)
HAND_ROUND = RoundExample((3, 0, 2, 2), (3, 1, 2, 2), (30, -10, 20, 20))

# The table of the Court Piece page, under the usual rules except the last row.
COURT_PIECE_DEALS = (
    DealExample("NNNNEEEENNNNN", (1, 0)),
    DealExample("N" * 13, (2, 0)),
    DealExample("NNNNNNEEEEEEE", (0, 1)),
    DealExample("NNNNNNNEEEEEE", (1, 0)),
    DealExample("NNNNNNNEEEEEE", (2, 0), (("kot", True),)),
)
COURT_PIECE_FAILED_DOUBLE = DealExample(
    "NNNNNNEEEEEEE", (0, 2), (("failed_hakem_double", True),)
)
COURT_PIECE_BIDS = (
    DealExample("NNNNNNNNNNEEE", (2, 0), (("bidding", True),), target=10),
    DealExample(
        "NNNNNNNNNEEEE", (0, 2), (("bidding", True), ("failed_hakem_double", True)), target=10
    ),
    DealExample("N" * 13, (3, 0), (("bidding", True), ("sweep_courts", 3)), target=11),
)

# The table of the Hokm page (the usual rules), then the examples of the house rules.
HOKM_DEALS = (
    DealExample("NNEENNEENNN", (1, 0)),
    DealExample("NNNNNNN", (2, 0)),
    DealExample("NENENENENEEE", (0, 1)),
    DealExample("EEEEEEE", (0, 2)),
)
HOKM_KOT_AGAINST_3 = DealExample("EEEEEEE", (0, 3), (("kot_against_hakem_3", True),))
HOKM_ALL_13 = DealExample("N" * 13, (3, 0), (("play_all_13", True),))
HOKM_LATE_KOT = DealExample("NNNNNNNEEEEEE", (2, 0), (("play_all_13", True),))
HOKM_DOUBLE_SAR = DealExample("NNENNNNN", (2, 0), (("double_sar", True),))
