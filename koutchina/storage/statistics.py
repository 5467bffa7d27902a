"""Statistics from the saved matches, seen from the person's seat (no Qt here).

Per game: matches played (finished) and won, the average final score, Hand's exact-call rate,
and Kots made and suffered in the partnership games, summed from the matches' summaries
(``summaries.py``: facts of the replay). Practice matches (hints and undo) are counted apart
(``practice=True``), so that unaided play has statistics of its own; deals played again are
never counted (they are not among the match's deals).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..engine import Game
from .summaries import MatchSummary, column_of

GAMES: tuple[str, ...] = tuple(Game)


@dataclass
class GameStatistics:
    game: str
    played: int = 0  # finished matches
    won: int = 0  # first place (shared first place included)
    unfinished: int = 0
    score_sum: int = 0
    calls_made: int = 0  # Hand: rounds in which the person made the call exactly
    calls: int = 0  # Hand: rounds the person called
    kots_made: int = 0  # partnership games: Kots by the person's side
    kots_suffered: int = 0

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.played if self.played else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    @property
    def exact_call_rate(self) -> float | None:
        return self.calls_made / self.calls if self.calls else None


def statistics(
    matches: Iterable[MatchSummary], practice: bool = False
) -> dict[str, GameStatistics]:
    """Statistics per game of every match in which a person played: the matches played
    without help, or (``practice``) the practice matches."""
    result = {game: GameStatistics(game) for game in GAMES}
    for summary in matches:
        seat = summary.person_seat
        stats = result.get(summary.game)
        if seat is None or stats is None or summary.practice != practice:
            continue  # bots only, a game this program does not know, or the other kind
        tally = summary.tally
        stats.calls += tally.calls
        stats.calls_made += tally.calls_made
        stats.kots_made += tally.kots_made
        stats.kots_suffered += tally.kots_suffered
        if not summary.finished:
            stats.unfinished += 1
            continue
        stats.played += 1
        if summary.places is not None and summary.places[seat] == 1:
            stats.won += 1
        if summary.totals:
            stats.score_sum += summary.totals[column_of(summary.game, seat)]
    return result
