"""The MatchController: owns the engine state, emits one signal per event, and says whose turn
it is (the person's, with a turn timer, turn_timer.py; a bot's, bot_seats.py; or the table's
for a seat that claimed or conceded, auto_play.py).

Every change goes through ``_apply``: the engine's events are queued and emitted one at a time,
each followed by the time its animation takes (``Timing``; the queue is paced_events.py), so
the table can show them in order. Input from the person is accepted only when nothing is
queued or moving.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ..bots.rulebased import conceding_card
from ..coach.claim import wanted_claim
from ..coach.table_moves import CONCEDED, TIME, TableMoves, TableTricks, Why
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
    game_info,
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
from ..engine.rewind import rewound
from ..engine.state import MatchState
from ..engine.view import TrickRecord
from .auto_play import AutoPlay
from .bot_seats import BotSeats
from .paced_events import PacedEvents
from .players import SeatPlayer
from .timing import Timing, shown_for_ms, timing_for
from .turn_timer import TurnTimer
from .undo_points import UndoPoints

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
    timer_length_changed = Signal(int)  # the match's new time a move (0: off), from Settings
    timed_out = Signal(int, object)  # seat, the action taken for them
    claimed = Signal(int)  # seat that claims the rest of the deal
    conceded = Signal(int)  # seat that concedes the rest of the deal
    # seat that conceded, and every trick of its deal as the engine scored it (TrickRecords):
    # the tricks given up had no card played, so no TrickWon tells the table of them
    deal_conceded = Signal(int, object)
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
        self.bot_seats = BotSeats(lambda: self.state, self)
        self.bot_seats.thinking.connect(self.bot_thinking)
        self.bot_seats.answered.connect(self._on_bot_answered)
        self._events = PacedEvents(self._emit, self._settle)
        self._ending_deal = False  # the trick that ends a deal is being shown (pace)
        self._announced: set[int] = set()
        self._last_trick: TrickRecord | None = None
        self.table_moves = TableMoves()  # made for the person: time ran out, a Hand round conceded
        self._last_trick_number = 0  # its place in its deal, 1 for the first
        self.turn_timer = TurnTimer(lambda: self.busy, self)
        self.turn_timer.ticked.connect(self.timer_ticked)
        self.turn_timer.paused.connect(self.timer_paused)
        self.turn_timer.ran_out.connect(self._timer_ran_out)
        self._auto_play = AutoPlay()
        self.practice = False  # a practice match: hints and undo
        self.undoing = False  # True while an undo restarts the match from an earlier state
        self._undo_points = UndoPoints()
        self._undo_waits = 0  # undos asked while the table was busy (undo), each a move

    # ----- starting ---------------------------------------------------------------------------

    def start_match(
        self,
        rules: Rules,
        players: Sequence[SeatPlayer],
        seed: int,
        timing: Timing | None = None,
        state: MatchState | None = None,
        practice: bool | None = None,
        played_for: Sequence[tuple[int, Why]] = (),
    ) -> None:
        """Start a new match (or continue ``state``, a replayed match of these rules, the
        person's turn timer whole); ``practice`` None keeps the kind of match being played;
        ``played_for``: the moves the table made for the person, by their places in
        ``state.actions``, as saved)."""
        self.stop()
        if practice is not None:
            self.practice = practice
        self.players = list(players)
        self.seed = seed
        if timing is not None:
            self.timing = timing
        self.bot_seats.seat(self.players, seed)
        self.state = state if state is not None else new_match(rules, seed)
        if state is not None:  # resumed, rewound by an undo, a deal played again, brought back
            self._last_trick_of(state)
        if not self.undoing:
            self.table_moves.clear()
            if state is not None:
                self.table_moves.restore(state, played_for)
                conceded = self.table_moves.conceding_seat(state)
                if conceded is not None:  # left while the table played a conceded round
                    self._auto_play.concede(conceded, state.deal_index)
        how = f"resumed at move {len(self.state.actions)}" if state is not None else "started"
        log.info("match %s: %s, seed %d, seats %s, rules %s", how, rules.game, seed,
                 [player.level for player in self.players], rules.model_dump_json(exclude={"game"}))
        if not self.undoing:  # an undo knows its points: the ones before the move taken back
            self._undo_points.clear()
            if state is not None and self.practice and not state.is_over:
                self._undo_points.read_from(state, self.human_seats)
        self.match_started.emit()
        if state is None:
            self._events.extend(self.state.opening_events)
        else:
            self._events.extend(self._resume_events(self.state))
        self._events.pump()

    def _last_trick_of(self, state: MatchState) -> None:
        """The last trick as ``state`` has it, the table showing that state: the deal's tricks
        were played in the engine, maybe in an earlier sitting, not shown as events here."""
        tricks = state.view(VIEWER_SEAT).completed_tricks
        self._last_trick = tricks[-1] if tricks else None
        self._last_trick_number = len(tricks)

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

    def stop(self) -> None:
        """Forget the match: pending bot answers and timers are ignored from now on."""
        self.turn_timer.stop()
        self._events.clear()
        self.bot_seats.forget()
        self._announced.clear()
        self._last_trick = None
        self._auto_play.clear()
        self._undo_waits = 0  # undos asked in the match forgotten go with it

    def set_timing(self, timing: Timing) -> None:
        self.timing = timing

    # ----- what the table asks ----------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """Something is being shown: input waits."""
        return self._events.busy

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
    def last_trick_number(self) -> int:
        """The place of ``last_trick`` in its deal (1 for the first; 0 while there is none)."""
        return self._last_trick_number if self._last_trick is not None else 0

    @property
    def timer_seat(self) -> int | None:
        """The seat whose turn timer is running, if any."""
        return self.turn_timer.seat

    @property
    def seconds_left(self) -> int:
        """What the running turn timer has left."""
        return self.turn_timer.seconds_left

    def set_turn_timer(self, seconds: int) -> bool:
        """The person's time a move in the match being played, from now on (0: off), as
        chosen in Settings. A turn under way counts the whole new length where that is more
        than the seconds it has left (or the timer was off), else keeps its seconds left (a
        person with 27 s left who chose 10 s had 9, and the table played for them: a player's
        review); it stops counting once the timer is off. False when no match is being played,
        or it had that length already."""
        state = self.state
        if state is None or state.is_over or state.rules.turn_timer == seconds:
            return False
        state.set_turn_timer(seconds)
        counting, left = self.turn_timer.seat, self.turn_timer.seconds_left
        self.timer_length_changed.emit(seconds)
        if seconds <= 0:
            self.turn_timer.stop()
            return True
        for seat in self._announced:  # the person's turn, told already
            if not (self.players[seat].is_human and seat in state.to_act()):
                continue
            if counting != seat or seconds > left:  # the whole new length
                self.turn_timer.stop()
                self.turn_timer.start(seat, seconds)
        return True

    @property
    def awaiting_next_deal(self) -> bool:
        return self._events.holding

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
        """Whether the person on lead is certain to take every remaining trick and wants them
        (in Hand: they need them all for their call), as a bot claims (coach/claim)."""
        return self._claim_line(seat) is not None

    def claim(self, seat: int = VIEWER_SEAT) -> bool:
        """Claim the rest of the deal for the person's side; the cards are played at once."""
        line = self._claim_line(seat)
        if line is None:
            return False
        assert self.state is not None
        self._start_claim(self.state.view(seat), line)
        return True

    def deal_still_open(self) -> bool:
        """The cards of a deal are being played and nobody has claimed or conceded it (the
        coach's Claim and Concede buttons stay over the table only then)."""
        return self.may_concede_this_deal() and not self._auto_play.claiming

    def _claim_line(self, seat: int) -> list[PlayCard] | None:
        if not self.accepts_input(seat):
            return None
        assert self.state is not None
        view = self.state.view(seat)
        return wanted_claim(view)

    def _start_claim(self, view: SeatView, line: list[PlayCard]) -> None:
        """The claimer leads its first card now; the rest follows from ``_settle``."""
        first = self._auto_play.claim(view, line)
        self.claimed.emit(view.seat)
        self._apply(first)

    # ----- conceding --------------------------------------------------------------------------

    def can_concede(self, seat: int = VIEWER_SEAT) -> bool:
        """On the seat's turn in a deal still open, while it holds more than one card: with a
        single card left there is nothing to give up or play for it but that card (Concede
        showed on the last trick, a choice that was none: a player's review)."""
        if not (self.accepts_input(seat) and self.may_concede_this_deal()):
            return False
        assert self.state is not None
        return len(self.state.view(seat).hand) > 1

    def may_concede_this_deal(self) -> bool:
        """The cards of a deal are being played and nobody has conceded it: the person may
        concede on their turn."""
        return (self.state is not None and self.state.phase == Phase.PLAYING
                and not self._auto_play.conceding)

    def concede(self, seat: int = VIEWER_SEAT) -> bool:
        """Give up the rest of the deal. In a game of partnerships every trick still to play
        goes to the other side (the engine's Concede). Without sides (Hand: Play the rest for
        me) the table plays the person's remaining cards for them with their call and tricks,
        as medium would towards the call while they are short of it, ducking once it is made
        (its masters thrown first when void; ``conceding_card``, this first one too), while the
        bots play theirs as usual."""
        if not self.can_concede(seat):
            return False
        assert self.state is not None
        self.conceded.emit(seat)
        if not game_info(self.state.game).partnerships:
            self._auto_play.concede(seat, self.state.deal_index)
            first = conceding_card(self.state.view(seat))
            self._mark_played_for(first, CONCEDED)
            self._apply(first)
        else:
            self._apply(Concede(seat))
        return True

    def conceded_by(self, deal: int) -> int | None:
        """The side (0: the person's) that conceded the rest of ``deal`` in a game of sides,
        if one did: the tricks it gave up are recorded with fewer than four cards (the one on
        the table when it conceded, then none)."""
        if self.state is None or not 0 <= deal < len(self.state.deals):
            return None
        return self.state.deals[deal].conceded_by

    # ----- undo (practice matches) -------------------------------------------------------------

    def may_undo(self) -> bool:
        """A practice match and a move of the person in this deal: an undo asked now is done,
        at once if the table waits, else as soon as it settles. Not while the table plays a
        conceded round or a claim out (neither is taken back a card at a time), nor while a
        deal's result waits to be read (that deal's moves are no longer taken back)."""
        return (self.practice and self.state is not None and not self.state.is_over
                and bool(self._undo_points) and not self._auto_play.conceding
                and not self._auto_play.claiming and not self.awaiting_next_deal)

    def can_undo(self) -> bool:
        """``may_undo``, the table waiting: the undo is done at once."""
        return self.may_undo() and not self.busy

    def undo(self) -> bool:
        """Take back the person's last call, trump or card of this deal and every action of
        the bots since: the match is exactly as it was before that move. Asked while the table
        is busy (the person's card on its way, a trick on show), the undo waits for it to
        settle (``_settle``), before any bot's card is played: it was dropped without a word (a
        player's review); each asked takes back a move, as at rest, as far as the deal's first.
        Whether the undo is done or waits."""
        if not self.may_undo():
            return False
        if self.busy:
            self._undo_waits = min(self._undo_waits + 1, len(self._undo_points))
            return True
        assert self.state is not None
        at = self._undo_points.pop()
        taken = list(self.state.actions[at:])
        earlier = rewound(self.state, at)
        waiting = self._undo_waits  # the undos still asked go on after the rewound start
        self.undoing = True  # start_match keeps the undo points (no second replay of the match)
        try:
            self.start_match(earlier.rules, self.players, self.seed, state=earlier)
        finally:
            self.undoing = False
        self._undo_waits = min(waiting, len(self._undo_points))
        self.table_moves.undone(at)
        self.moves_undone.emit(at, taken)
        if self._undo_waits and not self.busy:
            self._settle()  # the rewound table at rest already: the next undo now
        return True

    def continue_to_next_deal(self) -> None:
        self._events.release()

    # ----- applying and showing ---------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        assert self.state is not None
        deal = self.state.deal_index
        events = self.state.apply(action)
        self._undo_points.applied(action, self.state, deal,
                                  self.human_seats if self.practice else ())
        self._announced.discard(action.seat)
        # the trump shown, the same seat plays on in the same turn: its seconds left go on
        self.turn_timer.acted(action.seat, turn_goes_on=isinstance(action, RevealTrump))
        self.action_applied.emit(action)
        if isinstance(action, Concede):  # before the deal's score: nothing else is queued
            self.deal_conceded.emit(action.seat, tuple(self.state.deals[deal].tricks))
        self._events.extend(events)
        self._events.pump()

    def pace(self) -> Timing:
        """The durations in force now: the chosen speed, or its brisk form while a claim is
        played out; the trick that ends a deal kept longer to be read (Timing.ending_deal)."""
        timing = self.timing.brisk() if self._auto_play.claiming else self.timing
        return timing.ending_deal() if self._ending_deal else timing

    def _emit(self, event: Event) -> int:
        """Emit the signal of one event; return how long its animation takes (ms)."""
        timing = self.pace()
        if isinstance(event, CardPlayed):
            self.card_played.emit(event.seat, event.card)
        elif isinstance(event, TrickWon):
            self._last_trick = _trick_record(event)
            self._last_trick_number = event.trick_index + 1
            # the deal's score comes next: its last trick, which the table keeps in the
            # centre longer (pace) before it is gathered and the summary covers it
            self._ending_deal = isinstance(self._events.upcoming, DealScored)
            try:
                timing = self.pace()
                self.trick_won.emit(event)
            finally:
                self._ending_deal = False
        elif isinstance(event, CallLocked):
            self.call_locked.emit(event.seat)
        elif isinstance(event, CallsRevealed):
            self.calls_revealed.emit(event.calls)
        elif isinstance(event, TrumpNamed):
            self.trump_named.emit(event)
        elif isinstance(event, TrumpRevealed):
            self.trump_revealed.emit(event)
        elif isinstance(event, DealStarted):
            if event.deal_order:  # a deal dealt now; a resumed one (no order) keeps its tricks
                self._last_trick = None
            self.deal_started.emit(event)
        elif isinstance(event, DealScored):
            self.deal_scored.emit(event)
            if not timing.auto_next_deal:
                self._events.hold()
                self.waiting_for_next_deal.emit()
        elif isinstance(event, HakemDrawn):
            self.hakem_drawn.emit(event)
        elif isinstance(event, SetWon):
            self.set_won.emit(event)
        elif isinstance(event, MatchEnded):
            log.info("match over: places %s, totals %s", event.places, event.totals)
            self.turn_timer.stop()
            self.match_ended.emit(event)
        assert self.state is not None
        return shown_for_ms(event, timing, self.state)

    # ----- whose turn -------------------------------------------------------------------------

    def _settle(self) -> None:
        state = self.state
        if state is None or state.is_over or self.busy:
            return
        if self._undo_waits:  # before anyone acts again: the match goes back a move
            self._undo_waits -= 1  # the others once the rewound deal is shown (it settles)
            if self.undo():
                return  # it settles again once the rewound deal is shown
        auto_action = self._auto_play.next_action(state)
        if auto_action is not None:
            if auto_action.seat == self._auto_play.conceding_seat:  # the rest of a Hand round
                self._mark_played_for(auto_action, CONCEDED)  # (not a claim's bots' cards)
            self._apply(auto_action)
            return
        to_act = state.to_act()
        answer = self.bot_seats.take_answer(to_act)
        if answer is not None:
            self._apply_bot_action(*answer)
            return
        for seat in to_act:
            if seat in self._announced:
                continue
            self._announced.add(seat)
            if self.players[seat].is_human:
                self.turn_timer.start(seat, int(state.rules.turn_timer))
                self.turn_started.emit(seat)
            elif self._bot_claims(seat):
                return
            else:
                self.turn_started.emit(seat)
                self.bot_seats.ask(seat, self.timing.bot_pause_ms)
        self.settled.emit()

    def _bot_claims(self, seat: int) -> bool:
        """A bot on lead that is certain to take every remaining trick with every card it
        holds (and wants them) claims them, which ends the deal without waiting for anyone."""
        assert self.state is not None
        view = self.state.view(seat)
        line = wanted_claim(view, whole_hand=True)
        if line is None:
            return False
        self._start_claim(view, line)
        return True

    def _on_bot_answered(self) -> None:
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

    def _timer_ran_out(self, seat: int) -> None:
        if self.state is None or seat not in self.state.to_act():
            return
        action = timeout_action(self.state.view(seat))
        self.timed_out.emit(seat, action)
        self._mark_played_for(action, TIME)
        self._apply(action)

    def _mark_played_for(self, action: Action, why: Why) -> None:
        assert self.state is not None
        self.table_moves.mark(self.state, action, why)

    def played_for_person(self, deal: int) -> TableTricks:
        """What the table played for the person in ``deal``, as the match stands (a move
        undone since is not counted)."""
        if self.state is None:
            return TableTricks()
        return self.table_moves.of_deal(self.state, deal)

    def played_for_marks(self) -> list[tuple[int, Why]]:
        """The moves the table made for the person: their places in the match's actions, and
        why (what the saved match keeps)."""
        return [] if self.state is None else self.table_moves.marks(self.state)


def _trick_record(event: TrickWon) -> TrickRecord:
    return TrickRecord(event.plays[0][0], event.plays, event.winner, event.counted)


__all__ = ["VIEWER_SEAT", "MatchController", "Phase"]
