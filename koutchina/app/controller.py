"""The MatchController: owns the engine state, runs bots and the turn timer, emits signals.

Every change goes through ``_apply``: the engine's events are queued and emitted one at a time,
each followed by the time its animation takes (``Timing``), so the table can show them in
order. Input from the person is accepted only when nothing is queued or moving.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..bots import seat_seed
from ..bots.base import Bot
from ..coach.claim import Claim, claim_line, wants_every_trick
from ..engine import (
    Action,
    Call,
    Card,
    Concede,
    IllegalAction,
    NameTrump,
    Phase,
    PlayCard,
    RevealTrump,
    Rules,
    SeatView,
    Suit,
    new_match,
    timeout_action,
)
from ..engine.events import (
    CallLocked,
    CallsRevealed,
    CardPlayed,
    DealScored,
    DealStarted,
    Event,
    HakemDrawn,
    MatchEnded,
    SetWon,
    TrickWon,
    TrumpNamed,
    TrumpRevealed,
)
from ..engine.rewind import deal_actions_begin, rewound
from ..engine.state import MatchState
from ..engine.view import TrickRecord
from .bot_runner import BotAnswer, BotRunner
from .players import SeatPlayer, make_seat_bot
from .timing import Timing, timing_for

log = logging.getLogger(__name__)

VIEWER_SEAT = 0  # the seat drawn at the bottom of the table


class MatchController(QObject):
    """One match at a time. Signals are emitted in the order things happen on the table."""

    match_started = Signal()
    hakem_drawn = Signal(object)  # HakemDrawn
    deal_started = Signal(object)  # DealStarted
    call_locked = Signal(int)  # seat
    calls_revealed = Signal(object)  # (c0, c1, c2, c3)
    trump_named = Signal(object)  # TrumpNamed
    trump_revealed = Signal(object)  # TrumpRevealed
    card_played = Signal(int, object)  # seat, Card
    trick_won = Signal(object)  # TrickWon
    deal_scored = Signal(object)  # DealScored
    set_won = Signal(object)  # SetWon
    match_ended = Signal(object)  # MatchEnded
    turn_started = Signal(int)  # seat now expected to act
    bot_thinking = Signal(int)  # seat
    timer_ticked = Signal(int, int)  # seat, seconds left
    timer_paused = Signal(int, bool)  # seat, whether the countdown now waits for the person
    timed_out = Signal(int, object)  # seat, the action taken for them
    claimed = Signal(int)  # seat that claims the rest of the deal
    conceded = Signal(int)  # seat that concedes the rest of the deal
    moves_undone = Signal(int, object)  # actions kept, the actions taken back (a list)
    action_refused = Signal(int, object)  # seat, IllegalAction
    action_applied = Signal(object)  # Action (autosave hook)
    waiting_for_next_deal = Signal()  # the end-of-deal summary waits for continue_to_next_deal
    settled = Signal()  # nothing queued: the table waits for someone to act

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state: MatchState | None = None
        self.players: list[SeatPlayer] = []
        self.seed = 0
        self.timing: Timing = timing_for("normal")
        self.timer_tick_ms = 1000
        self._bots: dict[int, Bot] = {}
        self._runner = BotRunner(self)
        self._runner.answered.connect(self._on_bot_answered)
        self._queue: deque[Event] = deque()
        self._pump_scheduled = False
        self._awaiting_next_deal = False
        self._thinking: set[int] = set()
        self._ready: dict[int, Action] = {}
        self._announced: set[int] = set()
        self._token = 0
        self._last_trick: TrickRecord | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._timer_seat: int | None = None
        self.seconds_left = 0
        self._resumed_timer: tuple[int, int] | None = None  # (seat, seconds) from a saved match
        self.decision_hook: Callable[[int, SeatView], None] | None = None
        self._claim: Claim | None = None
        self._conceding: tuple[int, int] | None = None  # Hand: (seat, deal) played for them
        self.practice = False  # a practice match: hints and undo
        self.undoing = False  # True while an undo restarts the match from an earlier state
        self._undo_points: list[int] = []  # where the person acted in this deal (action index)
        # True while the person is not looking at the table: the countdown waits
        self.timer_held: Callable[[], bool] = lambda: False
        self._timer_was_held = False

    # ----- starting ---------------------------------------------------------------------------

    def start_match(
        self,
        rules: Rules,
        players: Sequence[SeatPlayer],
        seed: int,
        timing: Timing | None = None,
        state: MatchState | None = None,
        timer_left: tuple[int, int] | None = None,
        practice: bool | None = None,
    ) -> None:
        """Start a new match (or continue ``state``, a replayed match of these rules;
        ``timer_left`` = (seat, seconds) restores the turn timer of a saved match;
        ``practice`` None keeps the kind of match being played)."""
        self.stop()
        if practice is not None:
            self.practice = practice
        self._resumed_timer = timer_left if state is not None else None
        self.players = list(players)
        self.seed = seed
        if timing is not None:
            self.timing = timing
        self._bots = {
            seat: make_seat_bot(player.level, seat_seed(seed, seat))
            for seat, player in enumerate(self.players)
            if not player.is_human
        }
        self._runner.prepare(list(self._bots.values()))
        self.state = state if state is not None else new_match(rules, seed)
        how = f"resumed at move {len(self.state.actions)}" if state is not None else "started"
        log.info("match %s: %s, seed %d, seats %s, rules %s", how, rules.game, seed,
                 [player.level for player in self.players], rules.model_dump_json(exclude={"game"}))
        if not self.undoing:  # an undo knows its points: the ones before the move taken back
            self._undo_points = self._person_moves_in_deal() if state is not None else []
        self.match_started.emit()
        if state is None:
            self._queue.extend(self.state.opening_events)
        else:
            self._queue.extend(self._resume_events(self.state))
        self._pump()

    def _resume_events(self, state: MatchState) -> list[Event]:
        """Enough events to draw a resumed match: the deal, then what is already on the table."""
        view = state.view(VIEWER_SEAT)
        if state.is_over:
            return []
        events: list[Event] = [
            DealStarted(view.deal_index, view.dealer, view.hakem, (), 0, view.no_trump_deal,
                        view.sudden_death)
        ]
        return events

    def _person_moves_in_deal(self) -> list[int]:
        """Where the person acted in the deal being played (only a practice match undoes)."""
        state = self.state
        if state is None or not self.practice or state.is_over:
            return []
        people = self.human_seats
        begin = deal_actions_begin(state)
        return [index for index in range(begin, len(state.actions))
                if state.actions[index].seat in people]

    def stop(self) -> None:
        """Forget the match: pending bot answers and timers are ignored from now on."""
        self._token += 1
        self._timer.stop()
        self._timer_seat = None
        self._queue.clear()
        self._pump_scheduled = False
        self._awaiting_next_deal = False
        self._thinking.clear()
        self._ready.clear()
        self._announced.clear()
        self._last_trick = None
        self._claim = None
        self._conceding = None

    def set_timing(self, timing: Timing) -> None:
        self.timing = timing

    # ----- what the table asks ----------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Something is being shown: input waits."""
        return bool(self._queue) or self._pump_scheduled or self._awaiting_next_deal

    @property
    def human_seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, player in enumerate(self.players) if player.is_human)

    def view(self, seat: int = VIEWER_SEAT) -> SeatView | None:
        return self.state.view(seat) if self.state is not None else None

    def accepts_input(self, seat: int = VIEWER_SEAT) -> bool:
        return (
            self.state is not None
            and not self.busy
            and seat in self.human_seats
            and seat in self.state.to_act()
        )

    @property
    def last_trick(self) -> TrickRecord | None:
        """The last completed trick of the deal being played (or just finished)."""
        return self._last_trick

    @property
    def timer_seat(self) -> int | None:
        """The seat whose turn timer is running, if any."""
        return self._timer_seat

    @property
    def awaiting_next_deal(self) -> bool:
        return self._awaiting_next_deal

    # ----- the person's moves -----------------------------------------------------------------

    def play_card(self, card: Card, seat: int = VIEWER_SEAT) -> IllegalAction | None:
        return self.submit(PlayCard(seat, card))

    def call(self, tricks: int, seat: int = VIEWER_SEAT) -> IllegalAction | None:
        return self.submit(Call(seat, tricks))

    def name_trump(
        self, suit: Suit, target: int | None = None, seat: int = VIEWER_SEAT
    ) -> IllegalAction | None:
        return self.submit(NameTrump(seat, suit, target))

    def reveal_trump(self, seat: int = VIEWER_SEAT) -> IllegalAction | None:
        return self.submit(RevealTrump(seat))

    def submit(self, action: Action) -> IllegalAction | None:
        """A move of the person. Ignored (None) while the table is busy; a refusal is returned
        and signalled with its reason."""
        if self.state is None or self.busy or action.seat not in self.human_seats:
            return None
        try:
            self._apply(action)
        except IllegalAction as error:
            self.action_refused.emit(action.seat, error)
            return error
        return None

    def can_claim(self, seat: int = VIEWER_SEAT) -> bool:
        """Whether the person on lead is certain to take every remaining trick (coach/claim)."""
        if not self.accepts_input(seat):
            return False
        assert self.state is not None
        return claim_line(self.state.view(seat)) is not None

    def claim(self, seat: int = VIEWER_SEAT) -> bool:
        """Claim the rest of the deal for the person's side; the cards are played at once."""
        if not self.accepts_input(seat):
            return False
        assert self.state is not None
        view = self.state.view(seat)
        line = claim_line(view)
        if line is None:
            return False
        self._start_claim(view, line)
        return True

    def _start_claim(self, view: SeatView, line: list[PlayCard]) -> None:
        """The claimer leads its first card now (which also stops its turn timer); the rest
        follows from ``_settle``."""
        self._claim = Claim(view.seat, view.deal_index, line)
        self.claimed.emit(view.seat)
        self._apply(self._claim.next_action(view))

    # ----- conceding --------------------------------------------------------------------------

    def can_concede(self, seat: int = VIEWER_SEAT) -> bool:
        return (self.accepts_input(seat) and self.state is not None
                and self.state.phase == Phase.PLAYING and self._conceding is None)

    def concede(self, seat: int = VIEWER_SEAT) -> bool:
        """Give up the rest of the deal. Court Piece and Hokm: every trick still to play goes
        to the other side (the engine's Concede). Hand, where there is no other side: the table
        plays the person's remaining cards for them, the lowest legal card each time, as when
        the timer runs out, while the bots play theirs as usual."""
        if not self.can_concede(seat):
            return False
        assert self.state is not None
        self.conceded.emit(seat)
        if self.state.game == "hand":
            self._conceding = (seat, self.state.deal_index)
            self._apply(timeout_action(self.state.view(seat)))
        else:
            self._apply(Concede(seat))
        return True

    # ----- undo (practice matches) -------------------------------------------------------------

    def can_undo(self) -> bool:
        """A practice match, the table waiting, and a move of the person in this deal."""
        return (self.practice and self.state is not None and not self.state.is_over
                and not self.busy and bool(self._undo_points))

    def undo(self) -> bool:
        """Take back the person's last call, trump or card of this deal and every action of
        the bots since: the match is exactly as it was before that move."""
        if not self.can_undo():
            return False
        assert self.state is not None
        at = self._undo_points.pop()
        taken = list(self.state.actions[at:])
        earlier = rewound(self.state, at)
        self.undoing = True  # start_match keeps the undo points (no second replay of the match)
        try:
            self.start_match(earlier.rules, self.players, self.seed, state=earlier)
        finally:
            self.undoing = False
        self.moves_undone.emit(at, taken)
        return True

    def continue_to_next_deal(self) -> None:
        if self._awaiting_next_deal:
            self._awaiting_next_deal = False
            self._pump()

    # ----- applying and showing ---------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        assert self.state is not None
        deal = self.state.deal_index
        events = self.state.apply(action)
        if self.state.deal_index != deal:
            self._undo_points.clear()  # undo stays within the deal being played
        elif self.practice and action.seat in self.human_seats:
            self._undo_points.append(len(self.state.actions) - 1)
        self._announced.discard(action.seat)
        if self._timer_seat == action.seat:
            self._timer.stop()
            self._timer_seat = None
        self.action_applied.emit(action)
        self._queue.extend(events)
        self._pump()

    def _pump(self) -> None:
        if self._pump_scheduled:
            return
        while self._queue and not self._awaiting_next_deal:
            event = self._queue.popleft()
            delay = self._emit(event)
            if self._awaiting_next_deal:
                return
            if delay > 0:
                self._pump_scheduled = True
                token = self._token
                QTimer.singleShot(delay, lambda t=token: self._resume(t))
                return
        if not self._queue and not self._awaiting_next_deal:
            self._settle()

    def _resume(self, token: int) -> None:
        if token != self._token:
            return
        self._pump_scheduled = False
        self._pump()

    def pace(self) -> Timing:
        """The durations in force now: the chosen speed, or its brisk form while a claim is
        played out."""
        return self.timing.brisk() if self._claim is not None else self.timing

    def _emit(self, event: Event) -> int:
        """Emit the signal of one event; return how long its animation takes (ms)."""
        timing = self.pace()
        if isinstance(event, CardPlayed):
            self.card_played.emit(event.seat, event.card)
            return timing.move_ms
        if isinstance(event, TrickWon):
            self._last_trick = _trick_record(event)
            self.trick_won.emit(event)
            return timing.trick_pause_ms + timing.gather_ms
        if isinstance(event, CallLocked):
            self.call_locked.emit(event.seat)
            return 0
        if isinstance(event, CallsRevealed):
            self.calls_revealed.emit(event.calls)
            return 0 if timing.instant else 700
        if isinstance(event, TrumpNamed):
            self.trump_named.emit(event)
            assert self.state is not None
            rest = sum(self.state.view(VIEWER_SEAT).hand_sizes) - 4 * _first_batch(self.state)
            return self._deal_time(max(0, rest)) + (0 if timing.instant else 500)
        if isinstance(event, TrumpRevealed):
            self.trump_revealed.emit(event)
            return 0 if timing.instant else 600
        if isinstance(event, DealStarted):
            self._last_trick = None
            self.deal_started.emit(event)
            first = event.first_batch * 4 if event.first_batch else len(event.deal_order)
            return self._deal_time(first)
        if isinstance(event, DealScored):
            self.deal_scored.emit(event)
            if timing.auto_next_deal:
                return timing.deal_summary_ms
            self._awaiting_next_deal = True
            self.waiting_for_next_deal.emit()
            return 0
        if isinstance(event, HakemDrawn):
            self.hakem_drawn.emit(event)
            return timing.hakem_draw_ms(len(event.draws))
        if isinstance(event, SetWon):
            self.set_won.emit(event)
            return 0
        if isinstance(event, MatchEnded):
            log.info("match over: places %s, totals %s", event.places, event.totals)
            self._timer.stop()
            self.match_ended.emit(event)
            return 0
        return 0

    def _deal_time(self, cards: int) -> int:
        if self.timing.instant or cards == 0:
            return 0
        return cards * self.timing.deal_card_ms + self.timing.deal_glide_ms

    # ----- whose turn -------------------------------------------------------------------------

    def _settle(self) -> None:
        state = self.state
        if state is None or state.is_over or self.busy:
            return
        if self._conceding is not None:
            seat, deal = self._conceding
            if deal != state.deal_index or state.phase != Phase.PLAYING:
                self._conceding = None
            elif seat in state.to_act():
                self._apply(timeout_action(state.view(seat)))
                return
        if self._claim is not None:
            if self._claim.deal_index == state.deal_index and state.phase == Phase.PLAYING:
                self._apply(self._claim.next_action(state.view(state.to_act()[0])))
                return
            self._claim = None
        for seat, action in list(self._ready.items()):
            del self._ready[seat]
            if seat in state.to_act():
                self._apply_bot_action(seat, action)
                return
        for seat in state.to_act():
            if seat in self._announced:
                continue
            self._announced.add(seat)
            if self.players[seat].is_human:
                self._start_turn_timer(seat)
                self.turn_started.emit(seat)
            elif self._bot_claims(seat):
                return
            else:
                self._thinking.add(seat)
                self.turn_started.emit(seat)
                token = self._token
                QTimer.singleShot(
                    self.timing.bot_pause_ms, lambda s=seat, t=token: self._start_thinking(t, s)
                )
        self.settled.emit()

    def _bot_claims(self, seat: int) -> bool:
        """A bot on lead that is certain to take every remaining trick (and wants them)
        claims them, which ends the deal without waiting for anyone."""
        assert self.state is not None
        view = self.state.view(seat)
        line = claim_line(view)
        if line is None or not wants_every_trick(view):
            return False
        self._start_claim(view, line)
        return True

    def _start_thinking(self, token: int, seat: int) -> None:
        if token != self._token or self.state is None or seat not in self.state.to_act():
            self._thinking.discard(seat)
            return
        view = self.state.view(seat)
        self.bot_thinking.emit(seat)
        if self.decision_hook is not None:
            self.decision_hook(seat, view)
        bot = self._bots[seat]
        # the worker process needs the match: a copy here (as the autosave takes), its record
        # is built on the bot's thread
        match = self.state.clone() if BotRunner.thinks_elsewhere(bot) else None
        self._runner.think(bot, view, token, match)

    def _on_bot_answered(self, answer: BotAnswer) -> None:
        if answer.token != self._token or self.state is None:
            return
        seat = answer.seat
        self._thinking.discard(seat)
        action = answer.action
        if action is None:
            log.warning("bot at seat %d failed (%s); the table plays for it", seat, answer.error)
            action = timeout_action(self.state.view(seat))
        self._ready[seat] = action
        if not self.busy:
            self._settle()

    def _apply_bot_action(self, seat: int, action: Action) -> None:
        assert self.state is not None
        try:
            self._apply(action)
        except IllegalAction as error:
            log.warning("bot at seat %d chose a refused move (%s); the table plays for it",
                        seat, error)
            self._apply(timeout_action(self.state.view(seat)))

    # ----- the turn timer ---------------------------------------------------------------------

    def _start_turn_timer(self, seat: int) -> None:
        assert self.state is not None
        seconds = int(self.state.rules.turn_timer)
        if seconds <= 0:
            return
        if self._resumed_timer is not None:
            resumed_seat, resumed_seconds = self._resumed_timer
            self._resumed_timer = None
            if resumed_seat == seat:
                seconds = max(1, min(seconds, resumed_seconds))
        self._timer_seat = seat
        self._timer_was_held = False
        self.seconds_left = seconds
        self.timer_ticked.emit(seat, seconds)
        self._timer.start(self.timer_tick_ms)

    def _tick(self) -> None:
        seat = self._timer_seat
        if seat is None or self.state is None:
            self._timer.stop()
            return
        held = self.timer_held()  # the person looks at another window
        if held != self._timer_was_held:
            self._timer_was_held = held
            self.timer_paused.emit(seat, held)
        if self.busy or held:  # the countdown waits
            return
        self.seconds_left -= 1
        self.timer_ticked.emit(seat, self.seconds_left)
        if self.seconds_left > 0:
            return
        self._timer.stop()
        self._timer_seat = None
        if seat not in self.state.to_act():
            return
        action = timeout_action(self.state.view(seat))
        self.timed_out.emit(seat, action)
        self._apply(action)


def _trick_record(event: TrickWon) -> TrickRecord:
    return TrickRecord(event.plays[0][0], event.plays, event.winner, event.counted)


def _first_batch(state: MatchState) -> int:
    return int(getattr(state, "first_batch", 0))


__all__ = ["VIEWER_SEAT", "MatchController", "Phase"]
