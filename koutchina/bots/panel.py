"""The opponent panel: one candidate measured against several styles of play at once, so that
tuning against one opponent shows up as a loss against another.

Each member of a game's panel plays a duplicate tournament (``duplicate.py``) against the
candidate on the same deals; the report has one line per member, their mean (with an interval
that treats the members' runs as independent) and the worst line.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..engine.rules import GAMES, GameInfo, game_info
from .duplicate import (
    BotFactory,
    HandReport,
    Interval,
    PartnershipReport,
    rate_interval,
    run_tournament,
)
from .styles import CALL_STYLES, LEAD_STYLES

EVERY_GAME_MEMBERS = ("greedy", "medium", "ismcts", "pimc", "pimc-random")
PARTNERSHIP_MEMBERS = ("plain-greedy",)  # keeps its partner's trick: only where there is one


def panel_of(info: GameInfo) -> tuple[str, ...]:
    """A game's panel: the members every game has, ``plain-greedy`` where seats have partners,
    then the styles of what the game has (the call styles where seats call their tricks, the
    trump-lead styles where there is a trump)."""
    partners = PARTNERSHIP_MEMBERS if info.partnerships else ()
    calls = tuple(CALL_STYLES) if info.has_calls else ()
    leads = LEAD_STYLES if info.has_trump else ()
    return EVERY_GAME_MEMBERS + partners + calls + leads


PANELS: dict[str, tuple[str, ...]] = {info.game.value: panel_of(info) for info in GAMES}


@dataclass(frozen=True)
class PanelLine:
    """The candidate against one member: the main figure and, for Hand, the exact-call rate."""

    member: str
    figure: Interval  # Hand: points per round (1 v 3); partnerships: share of duplicate deals
    exact_calls: Interval | None  # Hand only: the candidate's exact-call rate
    detail: str = ""  # partnerships: trick margin and matches won


def hand_line(report: HandReport) -> PanelLine:
    return PanelLine(report.baseline, report.score_difference,
                     report.exact_rate[report.candidate])


def partnership_line(report: PartnershipReport) -> PanelLine:
    matches = report.match_wins
    detail = (f"   trick margin {report.trick_margin.text(2)}   matches won {matches.mean:.1%} "
              f"[{matches.low:.1%}, {matches.high:.1%}] of {matches.n}")
    return PanelLine(report.baseline, report.duplicate_share, None, detail)


def mean_of(intervals: list[Interval]) -> Interval:
    """The mean of independent estimates, its half-width the root of the summed squares over
    the count."""
    count = len(intervals)
    mean = sum(i.mean for i in intervals) / count
    half = math.sqrt(sum(((i.high - i.low) / 2) ** 2 for i in intervals)) / count
    return Interval(mean, mean - half, mean + half, sum(i.n for i in intervals))


@dataclass
class PanelReport:
    game: str
    candidate: str
    deals: int
    seed: int
    members: list[PanelLine]
    skipped: list[str]  # panel members equal to the candidate
    reports: list[dict[str, Any]]

    @property
    def counted(self) -> list[PanelLine]:
        """The members whose figure rests on something: a partnership line with no decided
        duplicate deal says nothing, and is left out of the mean rather than counted as 0%."""
        return [line for line in self.members if line.figure.n > 0]

    @property
    def mean(self) -> Interval:
        counted = self.counted
        return mean_of([line.figure for line in counted]) if counted else Interval(0, 0, 0, 0)

    @property
    def worst(self) -> PanelLine | None:
        return min(self.counted, key=lambda line: line.figure.mean, default=None)

    def as_json(self) -> dict[str, Any]:
        mean = self.mean
        return {
            "game": self.game, "candidate": self.candidate, "deals": self.deals,
            "seed": self.seed, "skipped": self.skipped, "mean": mean.__dict__,
            "worst": self.worst.member if self.worst else None, "members": self.reports,
        }

    def lines(self) -> list[str]:
        hand = not game_info(self.game).partnerships
        what = ("score per round, candidate minus the member's seats (1 v 3)" if hand
                else "duplicate deals won of those decided")
        out = [f"{self.game} panel: {self.candidate} vs each member, {self.deals} deals, "
               f"seed {self.seed}; {what}"]
        for line in self.members:
            out.append(f"  vs {line.member:<13} {_figure(line.figure, hand)}"
                       + _exact(line.exact_calls) + line.detail)
        exact = [line.exact_calls for line in self.members if line.exact_calls is not None]
        mean_exact = ""
        if exact:
            hits = sum(rate.mean * rate.n for rate in exact)
            mean_exact = _exact(rate_interval(hits, sum(rate.n for rate in exact)))
        out.append(f"  {'panel mean':<16} {_figure(self.mean, hand)}{mean_exact}")
        worst = self.worst
        out.append(f"  worst line: vs {worst.member}" if worst else "  worst line: none")
        if self.skipped:
            out.append(f"  not played (the candidate itself): {', '.join(self.skipped)}")
        return out


def _figure(figure: Interval, hand: bool) -> str:
    if figure.n == 0:
        return "no duplicate deal decided" if not hand else "no deal played"
    if hand:
        return figure.text(1)
    return f"{figure.mean:.1%} [{figure.low:.1%}, {figure.high:.1%}] of {figure.n}"


def _exact(rate: Interval | None) -> str:
    if rate is None:
        return ""
    return f"   exact calls {rate.mean:.1%} [{rate.low:.1%}, {rate.high:.1%}]"


def panel_tournament(
    game: str,
    candidate: str,
    deals: int,
    seed: int,
    make: BotFactory,
    options: dict[str, Any] | None = None,
) -> PanelReport:
    """The candidate against every member of the game's panel, on the same deals."""
    members: list[PanelLine] = []
    reports: list[dict[str, Any]] = []
    skipped = [member for member in PANELS[game] if member == candidate]
    for member in PANELS[game]:
        if member == candidate:
            continue
        report = run_tournament(game, candidate, member, deals, seed, make, options)
        reports.append(report.as_json())
        if isinstance(report, HandReport):
            members.append(hand_line(report))
        else:
            members.append(partnership_line(report))
    return PanelReport(game, candidate, deals, seed, members, skipped, reports)


__all__ = ["PANELS", "PanelLine", "PanelReport", "mean_of", "panel_tournament"]
