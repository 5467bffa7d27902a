"""The figures of the worked examples on the rules pages, shared by every language.

The language modules put them into words; ``tests/app/test_rules_examples.py`` replays each one
through the engine and checks the scores written here, so a page can never show a wrong sum.
The tables of deals of the Court Piece and Hokm pages are scored under the match's own rules
(``court_piece_deals``, ``hokm_deals``), with the engine's scoring of a finished deal, so that
a page written for a match's house rules gives that match's figures;
``tests/app/test_rules_examples_follow_the_match.py`` replays them under every combination.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import CourtPieceRules, HokmRules, Outcome
from ...engine.court_piece import court_piece_result
from ...engine.hokm import hokm_result


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
    outcome: Outcome | None = None  # how the deal ended (the tables' rows say it)

    @property
    def taken(self) -> tuple[int, int]:
        return self.winners.count("N"), self.winners.count("E")

    @property
    def first_seven(self) -> tuple[bool, bool]:
        """Whether each side took the deal's first seven tricks, all of them."""
        return self.winners[:7] == "N" * 7, self.winners[:7] == "E" * 7


HAND_CALLS = (
    CallExample(4, 4, 40),
    CallExample(0, 0, 25),
    CallExample(2, 5, -30),
    CallExample(6, 4, -20),
    CallExample(0, 2, -20),
    CallExample(8, 8, 80),
)
HAND_ROUND = RoundExample((3, 0, 2, 2), (3, 1, 2, 2), (30, -10, 20, 20))

# The deals of the Court Piece table: won with tricks to spare, a sweep, a failed Hakem, the
# first seven tricks in a row (a Kot under that house rule).
_COURT_PIECE_TABLE = ("NNNNEEEENNNNN", "N" * 13, "NNNNNNEEEEEEE", "NNNNNNNEEEEEE")


def court_piece_deals(rules: CourtPieceRules) -> tuple[DealExample, ...]:
    """The Court Piece table's deals, scored under ``rules`` (before any streak bonus). Under
    bidding every deal with a trump has a target, which the bidding paragraph's examples show:
    the table is then only for the Badam Satti deals, which have none (and none at all
    without them)."""
    if rules.bidding and not rules.badam_satti_every:
        return ()
    options = (("sweep_courts", rules.sweep_courts), ("kot", rules.kot),
               ("failed_hakem_double", rules.failed_hakem_double),
               ("streak_bonus", rules.streak_bonus), ("bidding", False),
               ("badam_satti_every", 0))
    deals = []
    for winners in _COURT_PIECE_TABLE:
        deal = DealExample(winners, (0, 0))
        side, courts, outcome = court_piece_result(rules, 0, deal.taken, None, deal.first_seven)
        scores = (courts, 0) if side == 0 else (0, courts)
        deals.append(DealExample(winners, scores, options, outcome=outcome))
    return tuple(deals)


# The Court Piece table under the usual rules.
COURT_PIECE_DEALS = court_piece_deals(CourtPieceRules())
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

# The deals of the Hokm table: your side wins, a Kot, the Hakem fails, a Kot against the
# Hakem; as the deal stops at seven tricks, then with every trick played. Every trick is won in
# a run of two or more, so under Double Sar every trick counts and the figures shown (tricks
# won) are the tricks counted.
_HOKM_TABLE = ("NNEENNEENNN", "NNNNNNN", "NNEENNEEEEE", "EEEEEEE")
_HOKM_TABLE_ALL_13 = ("NNEENNEENNNEE", "NNNNNNNEEEEEE", "NNEENNEEEEENN", "EEEEEEENNNNNN",
                      "N" * 13)


def hokm_deals(rules: HokmRules) -> tuple[DealExample, ...]:
    """The Hokm table's deals, scored under ``rules``."""
    options = (("play_all_13", rules.play_all_13),
               ("kot_against_hakem_3", rules.kot_against_hakem_3),
               ("double_sar", rules.double_sar))
    deals = []
    for winners in _HOKM_TABLE_ALL_13 if rules.play_all_13 else _HOKM_TABLE:
        deal = DealExample(winners, (0, 0))
        # a side may still score a Kot unless the other took a trick before its seventh
        kot_possible = (deal.first_seven[0] or deal.taken[1] == 0,
                        deal.first_seven[1] or deal.taken[0] == 0)
        side, points, outcome = hokm_result(rules, 0, deal.taken, kot_possible)
        scores = (points, 0) if side == 0 else (0, points)
        deals.append(DealExample(winners, scores, options, outcome=outcome))
    return tuple(deals)


# The Hokm table under the usual rules, then the examples of the house rules.
HOKM_DEALS = hokm_deals(HokmRules())
HOKM_KOT_AGAINST_3 = DealExample("EEEEEEE", (0, 3), (("kot_against_hakem_3", True),))
HOKM_ALL_13 = DealExample("N" * 13, (3, 0), (("play_all_13", True),))
HOKM_LATE_KOT = DealExample("NNNNNNNEEEEEE", (2, 0), (("play_all_13", True),))
HOKM_DOUBLE_SAR = DealExample("NNENNNNN", (2, 0), (("double_sar", True),))
