"""Statistics from the saved matches, seen from the person's seat (no Qt here).

Per game: matches played (finished) and won, the average final score, Hand's exact-call rate,
and Kots made and suffered in the partnership games. Practice matches (hints and undo) are
counted apart (``practice=True``), so that unaided play has statistics of its own; deals played
again are never counted (they are not among the match's deals). ``totals_by_round`` gives
the running totals after each deal of one match, for the chart.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .saves import SavedMatch

GAMES = ("hand", "court-piece", "hokm")


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


def _column(saved: SavedMatch, seat: int) -> int:
    """The person's column in totals and scores: their seat (Hand) or their side."""
    return seat if saved.game == "hand" else seat % 2


def statistics(
    matches: Iterable[SavedMatch], practice: bool = False
) -> dict[str, GameStatistics]:
    """Statistics per game of every match in which a person played: the matches played
    without help, or (``practice``) the practice matches."""
    result = {game: GameStatistics(game) for game in GAMES}
    for saved in matches:
        seat = saved.person_seat
        stats = result.get(saved.game)
        if seat is None or stats is None or saved.practice != practice:
            continue  # bots only, a game this program does not know, or the other kind
        record = saved.record
        column = _column(saved, seat)
        for deal in record.deals:
            if deal.scores is None or deal.outcome is None:
                continue
            outcomes = deal.outcome.split(",")
            if saved.game == "hand":
                if deal.calls is not None and deal.calls[seat] is not None:
                    stats.calls += 1
                    stats.calls_made += outcomes[seat] in ("exact", "zero")
            elif outcomes[0].startswith("kot"):
                if deal.scores[column] > 0:
                    stats.kots_made += 1
                else:
                    stats.kots_suffered += 1
        if not record.finished:
            stats.unfinished += 1
            continue
        stats.played += 1
        if record.places is not None and record.places[seat] == 1:
            stats.won += 1
        if record.totals:
            stats.score_sum += record.totals[column]
    return result


def totals_by_round(saved: SavedMatch) -> list[list[int]]:
    """The running totals after each scored deal (one list per deal, per seat or side)."""
    return [list(deal.totals) for deal in saved.record.deals if deal.totals is not None]
