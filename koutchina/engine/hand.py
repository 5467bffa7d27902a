"""Hand (Hareega), Kuwaiti rules: secret exact calls, 32 cards, no trump, five rounds."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Call
from .cards import Card
from .errors import IllegalAction, Refusal
from .events import CallsRevealed, DealScored, DealStarted, Event, Outcome, new_trick_won
from .interned import CALL_LOCKED, SEATS
from .rules import Game, HandRules
from .state import MatchState, places_by_total
from .view import CALLING, PLAYING, SeatView, new_trick_record

TRICKS = 8
# The dealer deals one card at a time, starting on their left: the order for each dealer.
_DEAL_ORDERS = tuple(tuple((dealer + 1 + i) % 4 for i in range(32)) for dealer in SEATS)


def hand_score(call: int, tricks: int) -> int:
    """+10 a trick for an exact call, a flat 25 for a made zero, else -10 per trick off."""
    if tricks == call:
        return 25 if call == 0 else 10 * call
    return -10 * abs(tricks - call)


def hand_outcome(call: int, tricks: int) -> Outcome:
    if tricks == call:
        return Outcome.ZERO if call == 0 else Outcome.EXACT
    return Outcome.OVER if tricks > call else Outcome.UNDER


class HandMatch(MatchState):
    game = Game.HAND
    rules: HandRules

    def __init__(
        self,
        rules: HandRules | None = None,
        seed: int = 0,
        deals: Sequence[Sequence[Sequence[Card]]] | None = None,
        first_dealer: int = 3,
        start: bool = True,
    ) -> None:
        super().__init__(rules or HandRules(), seed, deals)
        self._totals = [0, 0, 0, 0]
        self.calls: list[int | None] = [None, None, None, None]
        self.tricks_won = [0, 0, 0, 0]
        self.dealer = (first_dealer - 1) % 4  # moved on by the first _start_deal
        if start:
            self.opening_events = self._start_deal()

    def to_act(self) -> tuple[int, ...]:
        if self.phase is PLAYING:
            return (self.turn,)
        if self.phase is CALLING:
            return tuple([seat for seat in SEATS if self.calls[seat] is None])
        return ()

    @property
    def in_sudden_death(self) -> bool:
        return self.deal_index >= self.rules.rounds

    def _start_deal(self) -> list[Event]:
        self.deal_index += 1
        self.dealer = (self.dealer + 1) % 4
        order = _DEAL_ORDERS[self.dealer]
        self.dealt = self._deal_hands(order, f"deal:{self.deal_index}")
        self._hold(self.dealt)
        self.calls = [None, None, None, None]
        self.tricks_won = [0, 0, 0, 0]
        self.completed = []
        self.trick = []
        self.leader = self.turn = (self.dealer + 1) % 4
        self.phase = CALLING
        self._log_deal()
        sudden = self.in_sudden_death
        return [DealStarted(self.deal_index, self.dealer, None, order, 0, False, sudden)]

    def _call(self, action: Call) -> list[Event]:
        seat = action.seat
        calls = self.calls
        if self.phase is not CALLING:
            if self.phase == PLAYING and self.calls[seat] is not None:
                raise IllegalAction(
                    Refusal.CALL_ALREADY_LOCKED,
                    f"seat {seat} has already locked a call of {self.calls[seat]}",
                    seat=seat,
                )
            self._check_turn(seat, CALLING)
        if self.calls[seat] is not None:
            raise IllegalAction(
                Refusal.CALL_ALREADY_LOCKED,
                f"seat {seat} has already locked a call of {self.calls[seat]}",
                seat=seat,
            )
        if not 0 <= action.tricks <= TRICKS:
            raise IllegalAction(
                Refusal.CALL_OUT_OF_RANGE,
                f"a call is 0 to {TRICKS} tricks, not {action.tricks}",
                seat=seat,
                tricks=action.tricks,
                low=0,
                high=TRICKS,
            )
        calls[seat] = action.tricks
        events: list[Event] = [CALL_LOCKED[seat]]
        if None not in calls:
            c = [call for call in calls if call is not None]
            events.append(CallsRevealed((c[0], c[1], c[2], c[3])))
            self.deals[-1].calls = c
            self.phase = PLAYING
        return events

    def _trick_done(self, winner: int, plays: tuple[tuple[int, Card], ...]) -> list[Event]:
        completed = self.completed
        events: list[Event] = [new_trick_won(winner, len(completed), plays, True, ())]
        completed.append(new_trick_record(plays[0][0], plays, winner, True))
        self.tricks_won[winner] += 1
        if len(completed) < TRICKS:
            return events
        calls = [call if call is not None else 0 for call in self.calls]
        scores = tuple(hand_score(calls[s], self.tricks_won[s]) for s in SEATS)
        for seat in SEATS:
            self._totals[seat] += scores[seat]
        outcomes = tuple(hand_outcome(calls[s], self.tricks_won[s]) for s in SEATS)
        events.append(self._log_scored(
            DealScored(
                self.deal_index, tuple(self.tricks_won), scores, tuple(self._totals),
                outcomes, None, False,
            )
        ))
        if self._match_goes_on():
            events.extend(self._start_deal())
        else:
            events.append(self._end_match(places_by_total(self._totals)))
        return events

    def _match_goes_on(self) -> bool:
        played = self.deal_index + 1
        if played < self.rules.rounds:
            return True
        best = max(self._totals)
        leaders = sum(1 for total in self._totals if total == best)
        extra = played - self.rules.rounds
        return leaders > 1 and extra < self.rules.sudden_death_rounds

    def view(self, seat: int) -> SeatView:
        revealed = self.phase != CALLING
        calls = tuple(
            call if (revealed or s == seat) else None for s, call in enumerate(self.calls)
        )
        locked = tuple(call is not None for call in self.calls)
        return SeatView(
            game=self.game.value,
            rules=self.rules,
            seat=seat,
            phase=self.phase,
            deal_index=self.deal_index,
            dealer=self.dealer,
            hakem=None,
            to_act=self.to_act(),
            hand=tuple(self._hand(seat)),
            hand_sizes=(
                len(self._playable[0]), len(self._playable[1]), len(self._playable[2]),
                len(self._playable[3]),
            ),
            trump=None,
            trump_hidden=False,
            trump_revealed=False,
            no_trump_deal=True,
            bid_target=None,
            calls=(calls[0], calls[1], calls[2], calls[3]),
            calls_locked=(locked[0], locked[1], locked[2], locked[3]),
            leader=self.leader,
            current_trick=tuple(self.trick),
            completed_tricks=tuple(self.completed),
            tricks_won=tuple(self.tricks_won),
            totals=tuple(self._totals),
            sets_won=(0, 0),
            sudden_death=self.in_sudden_death,
            hakem_first_cards=(),
            earlier_deals=self.earlier_deals(),
        )

    def clone(self) -> HandMatch:
        other = HandMatch(self.rules, self.seed, None, start=False)
        other.preset_deals = self.preset_deals
        self._copy_into(other)
        other.calls = list(self.calls)
        other.tricks_won = list(self.tricks_won)
        return other
