"""Hokm: points, Kot, early end at 7 tricks, Satat, compulsory trumping, Double Sar, sets."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from functools import lru_cache

from .cards import Card
from .events import Event, Outcome, SetWon, TrickWon, new_trick_won
from .interned import SEATS
from .partnership import TRICKS, PartnershipMatch, batches, first_ace_draw, side_of
from .rules import Game, HokmRules
from .view import TrickRecord, new_trick_record


class TrickFate(StrEnum):
    """Under Double Sar, what became of a trick won (every trick counts without it)."""

    COUNTED = "counted"  # its side won two or more in a row: it counts
    WAITING = "waiting"  # the latest trick, alone in its run so far: it waits for its pair
    NOBODY = "nobody"  # its run was broken, or the deal ended before its pair: lost to all


def fate_when_won(event: TrickWon) -> TrickFate:
    """What became of the trick ``event`` reports, as it was won: counted, waiting for its
    pair, or (the deal's last trick, with no trick left to pair it) gone to nobody."""
    if event.counted:
        return TrickFate.COUNTED
    return TrickFate.NOBODY if event.trick_index == TRICKS - 1 else TrickFate.WAITING


def fate_in_deal(tricks: Sequence[TrickRecord], index: int) -> TrickFate:
    """What became of trick ``index`` of a deal whose tricks so far are ``tricks`` (as the
    match recorded them): a trick not counted waits only if it is the latest and not the
    deal's last; otherwise its run was broken, or nothing was left to pair it."""
    if tricks[index].counted:
        return TrickFate.COUNTED
    if index == len(tricks) - 1 and index < TRICKS - 1:
        return TrickFate.WAITING
    return TrickFate.NOBODY


class HokmMatch(PartnershipMatch):
    game = Game.HOKM
    rules: HokmRules

    def __init__(
        self,
        rules: HokmRules | None = None,
        seed: int = 0,
        deals: Sequence[Sequence[Sequence[Card]]] | None = None,
        first_hakem: int | None = None,
        start: bool = True,
    ) -> None:
        self.run_side: int | None = None
        self.run_pending: list[int] = []  # Double Sar: indices of tricks not yet counted
        self.kot_possible = [True, True]  # a side reaching 7 while the other has none
        super().__init__(rules or HokmRules(), seed, deals, first_hakem, start)

    def _draw_first_hakem(self) -> tuple[int, tuple[tuple[int, Card], ...]]:
        return first_ace_draw(self.seed)

    def _dealer_for(self, hakem: int) -> int:
        return (hakem - 1) % 4

    def _deal_order(self, hakem: int, dealer: int) -> tuple[tuple[int, ...], int]:
        return hokm_deal_order(hakem, self.rules.deal_pattern), 5

    def _satat(self) -> bool:
        return self.rules.satat

    def _compulsory_trump(self) -> bool:
        return self.rules.compulsory_trump

    def _reset_deal_extras(self) -> None:
        self.run_side = None
        self.run_pending = []
        self.kot_possible = [True, True]

    def _record_trick(self, winner: int, plays: tuple[tuple[int, Card], ...]) -> TrickWon:
        side = side_of(winner)
        index = len(self.completed)
        leader = plays[0][0] if plays else self.leader  # a conceded trick may have no card
        if not self.rules.double_sar:
            self.completed.append(new_trick_record(leader, plays, winner, True))
            self.side_tricks[side] += 1
            self._note_kot(side)
            return new_trick_won(winner, index, plays, True, ())
        voided: tuple[int, ...] = ()
        if self.run_side == side:
            newly = [*self.run_pending, index]
            self.run_pending = []
        else:
            voided = tuple(self.run_pending)
            self.run_side, self.run_pending, newly = side, [index], []
        counted = bool(newly)
        self.completed.append(TrickRecord(leader, plays, winner, counted))
        for i in newly[:-1]:
            old = self.completed[i]
            self.completed[i] = TrickRecord(old.leader, old.plays, old.winner, True)
        self.side_tricks[side] += len(newly)
        if counted:
            self._note_kot(side)
        return TrickWon(winner, index, plays, counted, voided)

    def _note_kot(self, side: int) -> None:
        """A side's first trick spoils the other side's Kot unless it already has its 7."""
        if self.side_tricks[1 - side] < 7:
            self.kot_possible[1 - side] = False

    def _deal_over(self) -> bool:
        if not self.rules.play_all_13 and max(self.side_tricks) >= 7:
            return True
        return len(self.completed) == TRICKS

    def _score_deal(self) -> list[Event]:
        assert self.hakem is not None
        rules = self.rules
        hakem_side = side_of(self.hakem)
        winner, points, outcome = hokm_result(rules, hakem_side, self.side_tricks,
                                              self.kot_possible)
        ended_early = len(self.completed) < TRICKS
        scores = (points, 0) if winner == 0 else (0, points)
        self._totals[winner] += points
        events: list[Event] = [self._deal_summary(scores, outcome, winner, ended_early)]
        if winner != hakem_side:
            self.hakem = (self.hakem + 1) % 4
        if self._totals[winner] >= rules.target:
            self.sets_won[winner] += 1
            if rules.sets > 1:
                set_won = SetWon(winner, (self.sets_won[0], self.sets_won[1]))
                self.deals[-1].set_won = set_won
                events.append(set_won)
            if self.sets_won[winner] * 2 > rules.sets:
                places = tuple(1 if side_of(seat) == winner else 2 for seat in SEATS)
                events.append(self._end_match((places[0], places[1], places[2], places[3])))
                return events
            self._totals = [0, 0]
        events.extend(self._start_deal())
        return events

    def clone(self) -> HokmMatch:
        other = HokmMatch(self.rules, self.seed, None, self.first_hakem, start=False)
        self._copy_partnership(other)
        other.run_side = self.run_side
        other.run_pending = list(self.run_pending)
        other.kot_possible = list(self.kot_possible)
        return other


def hokm_result(rules: HokmRules, hakem_side: int, taken: Sequence[int],
                kot_possible: Sequence[bool]) -> tuple[int, int, Outcome]:
    """A finished deal's winning side, its points and why, from each side's (counted) tricks
    and whether each side may still score a Kot. The engine scores with it, and the bots'
    play-outs value a deal with it."""
    # Equal counts (only under Double Sar): the Hakem's side loses.
    winner = (0 if taken[0] > taken[1] else 1) if taken[0] != taken[1] else 1 - hakem_side
    if taken[winner] == TRICKS:
        return winner, 3, Outcome.SWEEP
    if taken[winner] >= 7 and kot_possible[winner]:
        against_hakem = winner != hakem_side
        points = 3 if against_hakem and rules.kot_against_hakem_3 else 2
        return winner, points, Outcome.KOT_AGAINST_HAKEM if against_hakem else Outcome.KOT
    return winner, 1, Outcome.WON if winner == hakem_side else Outcome.HAKEM_FAILED


@lru_cache(maxsize=16)
def hokm_deal_order(hakem: int, deal_pattern: str) -> tuple[int, ...]:
    """The seat receiving each card (the same for every deal with the same Hakem and pattern,
    so computed once)."""
    pattern = [5, 4, 4] if deal_pattern == "5-4-4" else [5, 3, 3, 2]
    needs = [13, 13, 13, 13]
    needs[hakem] -= 5
    rest_needs = list(needs)
    # The Hakem's first 5, then each other seat's first batch, then the rounds that follow.
    order = [hakem] * 5
    for i in range(1, 4):
        seat = (hakem + i) % 4
        order.extend([seat] * 5)
        rest_needs[seat] -= 5
    order.extend(batches(hakem, rest_needs, pattern[1:]))
    return tuple(order)
