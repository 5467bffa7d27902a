"""Court Piece (Rang): courts, Kot, sweeps, hidden trump, Double Hakem, Badam Satti, bidding."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from .cards import Card
from .events import Event, Outcome
from .interned import SEATS
from .partnership import TRICKS, PartnershipMatch, batches, highest_card_draw, side_of
from .rules import CourtPieceRules, Game


def court_piece_result(rules: CourtPieceRules, hakem_side: int, taken: Sequence[int],
                       bid_target: int | None, first_seven: Sequence[bool],
                       ) -> tuple[int, int, Outcome]:
    """A finished deal's winning side, its courts (before a streak bonus) and why, from each
    side's tricks, the target bid (bidding) and whether each side took the first seven tricks
    (Kot). The engine scores with it, and the bots' play-outs value a deal with it."""
    other = 1 - hakem_side
    if bid_target is not None:
        if taken[hakem_side] >= bid_target:
            courts = rules.sweep_courts if taken[hakem_side] == TRICKS else 2
            return hakem_side, courts, Outcome.BID_MADE
        return other, 2, Outcome.BID_FAILED
    if taken[hakem_side] >= 7:
        if taken[hakem_side] == TRICKS:
            return hakem_side, rules.sweep_courts, Outcome.SWEEP
        if rules.kot and first_seven[hakem_side]:
            return hakem_side, 2, Outcome.KOT
        return hakem_side, 1, Outcome.WON
    double = 2 if rules.failed_hakem_double else 1
    if taken[other] == TRICKS:
        return other, rules.sweep_courts * double, Outcome.SWEEP
    return other, double, Outcome.HAKEM_FAILED


def settled_result(rules: CourtPieceRules, hakem_side: int, taken: Sequence[int],
                   bid_target: int | None, first_seven: Sequence[bool], tricks_left: int,
                   ) -> tuple[int, int, Outcome] | None:
    """The deal's result (as ``court_piece_result``) once no way the ``tricks_left`` may fall
    can change it; None while one can, or when none is left (the deal is over). All 13 tricks
    are played, so a deal is often settled well before its end: a side with its seven tricks
    whose opponents have one, a target out of reach."""
    if tricks_left <= 0 or (bid_target is None and sum(taken) < 7):
        return None  # without a target nothing is settled before seven tricks (nor the Kot)
    results = set()
    for to_hakem in range(tricks_left + 1):
        split = [0, 0]
        split[hakem_side] = taken[hakem_side] + to_hakem
        split[1 - hakem_side] = taken[1 - hakem_side] + tricks_left - to_hakem
        results.add(court_piece_result(rules, hakem_side, split, bid_target, first_seven))
    return results.pop() if len(results) == 1 else None


class CourtPieceMatch(PartnershipMatch):
    game = Game.COURT_PIECE
    rules: CourtPieceRules

    def __init__(
        self,
        rules: CourtPieceRules | None = None,
        seed: int = 0,
        deals: Sequence[Sequence[Sequence[Card]]] | None = None,
        first_hakem: int | None = None,
        start: bool = True,
    ) -> None:
        self.streak_side: int | None = None
        self.streak = 0
        self.hakem_deals = 0  # deals in a row the current Hakem has held the role
        super().__init__(rules or CourtPieceRules(), seed, deals, first_hakem, start)

    def _draw_first_hakem(self) -> tuple[int, tuple[tuple[int, Card], ...]]:
        return highest_card_draw(self.seed)

    def _dealer_for(self, hakem: int) -> int:
        # The Hakem sits on the dealer's right: with clockwise play, the seat after the Hakem.
        return (hakem + 1) % 4

    def _deal_order(self, hakem: int, dealer: int) -> tuple[tuple[int, ...], int]:
        first = self.rules.hakem_sees
        return court_piece_deal_order(hakem, dealer, first), first

    def _is_no_trump_deal(self) -> bool:
        every = self.rules.badam_satti_every
        return every > 1 and (self.deal_index + 1) % every == 0

    def _deal_over(self) -> bool:
        return len(self.completed) == TRICKS

    def _score_deal(self) -> list[Event]:
        assert self.hakem is not None
        rules = self.rules
        hakem_side = side_of(self.hakem)
        winner, courts, outcome = court_piece_result(
            rules, hakem_side, self.side_tricks, self.bid_target,
            (self.first_seven_by(0), self.first_seven_by(1)))
        if self.streak_side == winner:
            self.streak += 1
        else:
            self.streak_side, self.streak = winner, 1
        streak_court = self.streak if rules.streak_bonus and self.streak >= 3 else 0
        if streak_court:
            courts += 1
        doubled = (rules.failed_hakem_double and winner != hakem_side
                   and outcome in (Outcome.HAKEM_FAILED, Outcome.SWEEP))
        scores = (courts, 0) if winner == 0 else (0, courts)
        self._totals[winner] += courts
        events: list[Event] = [
            self._deal_summary(scores, outcome, winner, False, doubled, streak_court)]
        if self._totals[winner] >= rules.target:
            places = tuple(1 if side_of(seat) == winner else 2 for seat in SEATS)
            events.append(self._end_match((places[0], places[1], places[2], places[3])))
            return events
        self._move_hakem(winner == hakem_side)
        events.extend(self._start_deal())
        return events

    def _move_hakem(self, hakem_side_won: bool) -> None:
        assert self.hakem is not None
        rules = self.rules
        self.hakem_deals += 1
        if rules.double_hakem and self.hakem_deals == 1 and hakem_side_won:
            return  # the side keeps the Hakem for its second deal
        self.hakem_deals = 0
        if rules.hakem_rotation == "clockwise":
            self.hakem = (self.hakem + 1) % 4
        elif rules.hakem_rotation == "counter_clockwise":
            self.hakem = (self.hakem - 1) % 4
        elif hakem_side_won:
            self.hakem = (self.hakem + 2) % 4  # winner keeps: the role goes to the partner
        else:
            self.hakem = (self.hakem - 1) % 4  # to the winning side's player on the right

    def clone(self) -> CourtPieceMatch:
        other = CourtPieceMatch(self.rules, self.seed, None, self.first_hakem, start=False)
        self._copy_partnership(other)
        other.streak_side = self.streak_side
        other.streak = self.streak
        other.hakem_deals = self.hakem_deals
        return other


@lru_cache(maxsize=64)
def court_piece_deal_order(hakem: int, dealer: int, first: int) -> tuple[int, ...]:
    """The seat receiving each card: the Hakem's ``first`` cards, then batches of 4 from the
    dealer's left (the same for every deal with the same seats, so computed once)."""
    needs = [13, 13, 13, 13]
    needs[hakem] -= first
    return tuple([hakem] * first + batches((dealer + 1) % 4, needs, [4]))
