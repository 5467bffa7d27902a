"""Duplicate tournaments: the same deals played with the levels in every seat, so the luck of
the cards cancels out.

Hand: each deal is played 4 times, the candidate in each seat against three baselines, then 2
against 2 (twice, the pairs swapping seats). Court Piece and Hokm: each deal is played twice, the
candidate team on one side and then on the other (same cards per seat, same Hakem seat).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from ..engine import Card, MatchState, make_rules, new_match
from ..engine.cards import deck
from ..engine.events import CALL_MADE, DealScored
from ..engine.rules import CourtPieceRules, HokmRules, Rules, game_info
from .base import Bot

BotFactory = Callable[[str, int], Bot]
DealWatcher = Callable[[MatchState], None]  # shown each deal's state before it is played
Z95 = 1.96


@dataclass(frozen=True)
class Interval:
    mean: float
    low: float
    high: float
    n: int

    def text(self, digits: int = 2) -> str:
        return f"{self.mean:+.{digits}f} [{self.low:+.{digits}f}, {self.high:+.{digits}f}]"


def mean_interval(values: Sequence[float]) -> Interval:
    """The mean with a normal 95% confidence interval."""
    n = len(values)
    if n == 0:
        return Interval(0.0, 0.0, 0.0, 0)
    mean = sum(values) / n
    if n < 2:
        return Interval(mean, mean, mean, n)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return Interval(mean, mean - half, mean + half, n)


def rate_interval(successes: float, n: int) -> Interval:
    """A proportion with its Wilson 95% interval."""
    if n == 0:
        return Interval(0.0, 0.0, 0.0, 0)
    p = successes / n
    denom = 1 + Z95**2 / n
    centre = (p + Z95**2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95**2 / (4 * n * n)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half), n)


def sign_test(wins: int, losses: int) -> float:
    """Two-sided exact sign test: the chance of a split at least this uneven between two
    equally strong teams (each decided deal a fair coin)."""
    n = wins + losses
    if n == 0:
        return 1.0
    extreme = min(wins, losses)
    tail: float = sum(math.comb(n, k) for k in range(extreme + 1)) / 2**n
    return min(1.0, 2 * tail)


def tournament_deal(game: str, seed: int, index: int) -> list[list[Card]]:
    """Deal ``index`` of a tournament seed: each seat's cards in the order received."""
    size = game_info(game).deck_size
    cards = list(deck(size))
    random.Random(f"koutchina-tournament:{game}:{seed}:{index}").shuffle(cards)
    per_seat = size // 4
    return [cards[s * per_seat:(s + 1) * per_seat] for s in range(4)]


def play_one_deal(
    rules: Rules,
    hands: list[list[Card]],
    bots: Sequence[Bot],
    hakem: int | None,
    watch: DealWatcher | None = None,
) -> DealScored:
    """Play the given deal to its end with one bot per seat; return its scoring event.

    ``watch`` is shown the state before the first move (measuring tools read the real deal from
    it; the bots never see it)."""
    state = new_match(rules, 0, deals=[hands], first_hakem=hakem)
    if watch is not None:
        watch(state)
    while True:
        seat = state.to_act()[0]
        decision = bots[seat].choose(state.view(seat))
        for event in state.apply(decision.action):
            if isinstance(event, DealScored):
                return event


# ----- Hand ---------------------------------------------------------------------------------


@dataclass
class HandReport:
    game: str
    candidate: str
    baseline: str
    deals: int
    seed: int
    score_difference: Interval  # candidate's mean per round minus the baselines', 1 v 3
    pair_difference: Interval  # 2 v 2: the candidates' mean per round minus the baselines'
    exact_rate: dict[str, Interval]
    mean_score: dict[str, float] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return asdict(self)

    def lines(self) -> list[str]:
        return [
            f"Hand duplicate: {self.candidate} vs {self.baseline}, {self.deals} deals, "
            f"seed {self.seed}",
            f"  score per round, candidate minus baselines (1 v 3): "
            f"{self.score_difference.text(1)}",
            f"  score per round, 2 v 2 pairs: {self.pair_difference.text(1)}",
            *(
                f"  exact-call rate {level}: {rate.mean:.1%} "
                f"[{rate.low:.1%}, {rate.high:.1%}] over {rate.n} calls"
                for level, rate in self.exact_rate.items()
            ),
            *(f"  mean score per round {level}: {score:+.1f}"
              for level, score in self.mean_score.items()),
        ]


def hand_tournament(
    candidate: str,
    baseline: str,
    deals: int,
    seed: int,
    make: BotFactory,
    watch: DealWatcher | None = None,
) -> HandReport:
    rules = make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0})
    differences: list[float] = []
    pairs: list[float] = []
    exact = {candidate: [0, 0], baseline: [0, 0]}
    score_sum = {candidate: 0.0, baseline: 0.0}
    for index in range(deals):
        hands = tournament_deal("hand", seed, index)
        per_deal = 0.0
        for seat in range(4):
            levels = [candidate if s == seat else baseline for s in range(4)]
            event = _play_hand(
                make, rules, hands, levels, seed, index, exact, score_sum, watch
            )
            others = [event.scores[s] for s in range(4) if s != seat]
            per_deal += event.scores[seat] - sum(others) / 3
        differences.append(per_deal / 4)
        pair_total = 0.0
        for first in (0, 1):
            levels = [candidate if s % 2 == first else baseline for s in range(4)]
            event = _play_hand(make, rules, hands, levels, seed, index, None, None, watch)
            mine = sum(event.scores[s] for s in range(4) if s % 2 == first) / 2
            theirs = sum(event.scores[s] for s in range(4) if s % 2 != first) / 2
            pair_total += mine - theirs
        pairs.append(pair_total / 2)
    rates = {level: rate_interval(hit, n) for level, (hit, n) in exact.items()}
    means = {level: score_sum[level] / max(1, exact[level][1]) for level in exact}
    return HandReport(
        "hand", candidate, baseline, deals, seed, mean_interval(differences),
        mean_interval(pairs), rates, means,
    )


def _play_hand(
    make: BotFactory,
    rules: Rules,
    hands: list[list[Card]],
    levels: list[str],
    seed: int,
    index: int,
    exact: dict[str, list[int]] | None,
    score_sum: dict[str, float] | None,
    watch: DealWatcher | None,
) -> DealScored:
    bots = [tournament_seat_bot(make, levels[s], seed, index, s) for s in range(4)]
    event = play_one_deal(rules, hands, bots, None, watch)
    if exact is not None and score_sum is not None:
        for seat, outcome in enumerate(event.outcomes):
            record = exact[levels[seat]]
            record[0] += outcome in CALL_MADE
            record[1] += 1
            score_sum[levels[seat]] += event.scores[seat]
    return event


def tournament_bot_seed(seed: int, index: int, seat: int) -> int:
    """The seed of one seat's bot for deal ``index`` of a tournament: it depends on the deal and
    the seat, not the level."""
    return seed * 1_000_003 + index * 7 + seat


def tournament_seat_bot(make: BotFactory, level: str, seed: int, index: int, seat: int) -> Bot:
    """The bot of one seat for one deal of a tournament (``tournament_bot_seed``)."""
    return make(level, tournament_bot_seed(seed, index, seat))


# ----- Court Piece and Hokm -----------------------------------------------------------------


@dataclass
class PartnershipReport:
    game: str
    candidate: str
    baseline: str
    deals: int
    seed: int
    options: dict[str, Any]
    deals_won: Interval  # share of the 2 x deals played that the candidate team won
    boards_won: int  # deals where the candidate team won both seatings
    boards_lost: int  # deals where it lost both
    duplicate_won: int  # deals where the candidate team's points over both seatings beat the
    duplicate_lost: int  # baseline team's with the same cards; and where they fell short
    duplicate_share: Interval  # duplicate_won of the deals decided either way (the sign test)
    sign_test_p: float  # two-sided: how likely so uneven a split is between equal teams
    points_difference: Interval  # per deal, candidate team's points minus the baseline's
    trick_margin: Interval  # per deal, candidate team's tricks minus the baseline's
    match_wins: Interval  # matches to the target, built from the deals in order

    def as_json(self) -> dict[str, Any]:
        return asdict(self)

    def lines(self) -> list[str]:
        return [
            f"{self.game} duplicate: {self.candidate} team vs {self.baseline} team, "
            f"{self.deals} deals x 2 seatings, seed {self.seed}, "
            f"options {self.options or 'default'}",
            f"  deals won: {self.deals_won.mean:.1%} [{self.deals_won.low:.1%}, "
            f"{self.deals_won.high:.1%}] of {self.deals_won.n}",
            f"  boards won both ways / lost both ways: {self.boards_won} / {self.boards_lost}",
            f"  duplicate deals (net points over both seatings) won / lost / equal: "
            f"{self.duplicate_won} / {self.duplicate_lost} / "
            f"{self.deals - self.duplicate_won - self.duplicate_lost}",
            f"  duplicate deals won of those decided: {self.duplicate_share.mean:.1%} "
            f"[{self.duplicate_share.low:.1%}, {self.duplicate_share.high:.1%}] of "
            f"{self.duplicate_share.n}, sign test p = {self.sign_test_p:.3f}",
            f"  points per deal, difference: {self.points_difference.text(2)}",
            f"  trick margin per deal: {self.trick_margin.text(2)}",
            f"  matches won: {self.match_wins.mean:.1%} [{self.match_wins.low:.1%}, "
            f"{self.match_wins.high:.1%}] of {self.match_wins.n}",
        ]


def partnership_tournament(
    game: str,
    candidate: str,
    baseline: str,
    deals: int,
    seed: int,
    make: BotFactory,
    options: dict[str, Any] | None = None,
    watch: DealWatcher | None = None,
) -> PartnershipReport:
    rules = make_rules(game, options or {})
    wins = 0
    boards_won = boards_lost = 0
    duplicate_won = duplicate_lost = 0
    points: list[float] = []
    margins: list[float] = []
    sequences: list[list[tuple[int, int]]] = [[], []]
    for index in range(deals):
        board_wins = 0
        board_points = 0.0
        board_margin = 0.0
        seatings = play_seatings(make, rules, candidate, baseline, seed, index, watch)
        for side, event in enumerate(seatings):
            won = event.winner_side == side
            board_wins += won
            mine, theirs = event.scores[side], event.scores[1 - side]
            board_points += mine - theirs
            board_margin += event.tricks[side] - event.tricks[1 - side]
            sequences[side].append((mine, theirs))
        wins += board_wins
        boards_won += board_wins == 2
        boards_lost += board_wins == 0
        duplicate_won += board_points > 0
        duplicate_lost += board_points < 0
        points.append(board_points / 2)
        margins.append(board_margin / 2)
    target = rules.target if isinstance(rules, CourtPieceRules | HokmRules) else 7
    match_won, match_count = _matches_from(sequences, target)
    return PartnershipReport(
        game, candidate, baseline, deals, seed, dict(options or {}),
        rate_interval(wins, 2 * deals), boards_won, boards_lost, duplicate_won, duplicate_lost,
        rate_interval(duplicate_won, duplicate_won + duplicate_lost),
        sign_test(duplicate_won, duplicate_lost), mean_interval(points),
        mean_interval(margins), rate_interval(match_won, match_count),
    )


def play_seatings(
    make: BotFactory,
    rules: Rules,
    candidate: str,
    baseline: str,
    seed: int,
    index: int,
    watch: DealWatcher | None = None,
) -> tuple[DealScored, DealScored]:
    """Deal ``index`` of a partnership tournament played twice: the candidate team on side 0
    (seats 0 and 2), then on side 1; the same cards per seat and the Hakem on seat index % 4."""
    hands = tournament_deal(rules.game, seed, index)
    events = []
    for side in (0, 1):
        levels = [candidate if s % 2 == side else baseline for s in range(4)]
        bots = [tournament_seat_bot(make, levels[s], seed, index, s) for s in range(4)]
        events.append(play_one_deal(rules, hands, bots, index % 4, watch))
    return events[0], events[1]


def _matches_from(sequences: list[list[tuple[int, int]]], target: int) -> tuple[int, int]:
    """Cut each seating's deal results, in order, into matches: first side to ``target``."""
    won = played = 0
    for results in sequences:
        mine = theirs = 0
        for gain, loss in results:
            mine += gain
            theirs += loss
            if mine >= target or theirs >= target:
                played += 1
                won += mine > theirs
                mine = theirs = 0
    return won, played


def run_tournament(
    game: str,
    candidate: str,
    baseline: str,
    deals: int,
    seed: int,
    make: BotFactory,
    options: dict[str, Any] | None = None,
    watch: DealWatcher | None = None,
) -> HandReport | PartnershipReport:
    if not game_info(game).partnerships:
        return hand_tournament(candidate, baseline, deals, seed, make, watch)
    return partnership_tournament(game, candidate, baseline, deals, seed, make, options, watch)


__all__ = [
    "DealWatcher", "HandReport", "Interval", "PartnershipReport", "mean_interval", "play_seatings",
    "rate_interval", "run_tournament", "sign_test", "tournament_bot_seed", "tournament_deal",
    "tournament_seat_bot",
]
