"""The match state machine shared by the three games (OpenSpiel-style API).

A match is its rules + its deals (from a seed, or given) + the list of actions. ``apply``
checks an action, changes the state and returns the public events it caused. Deals follow one
another inside ``apply``: the action that completes a deal also scores it and starts the next.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from .actions import Action, Call, ClaimRest, Concede, NameTrump, PlayCard, RevealTrump
from .cards import Card, Suit, deck
from .dealing import dealt_hands, shuffled_deck
from .errors import IllegalAction, Refusal, SatatNote
from .events import DealScored, Event, MatchEnded, SetWon, TrickWon, new_trick_won
from .held import Playable, PlayableBySuit, playable
from .interned import CALLS, NEXT_SEAT, PLAYED, PLAYS, REVEALS, SEATS, TRICK_PLAYS, canonical
from .rules import Game, Rules, deck_size, with_turn_timer
from .tricks import effective_suit, is_satat_card, legal_cards, plain_trick_winner, trick_winner
from .view import CALLING, MATCH_OVER, PLAYING, EarlierDeal, Phase, SeatView, TrickRecord


@dataclass
class DealLog:
    """What happened in one deal, kept as the match goes (the record is built from these)."""

    index: int
    dealer: int
    hakem: int | None
    no_trump: bool
    hands: list[list[Card]]  # each seat's cards in the order received
    trump: Suit | None = None
    bid_target: int | None = None
    calls: list[int] | None = None
    tricks: list[TrickRecord] = field(default_factory=list)
    trick_counts: list[int] | None = None  # per seat (Hand) or side, counted
    scores: list[int] | None = None
    totals: list[int] | None = None
    outcomes: list[str] | None = None
    trump_revealed_at: int | None = None  # hidden trump: the trick (0-based) it was shown in
    # The engine's own events for the deal's end, kept so that whatever is rebuilt from a
    # replayed match (the scoreboard, the Replay window) says what the live table said: why
    # courts were doubled or one added, a deal stopped at seven tricks, the set it closed.
    scored: DealScored | None = None
    set_won: SetWon | None = None
    # A claim of the rest (``ClaimRest``): the seat that made it and the trick (0-based) it
    # was made before; the cards from there were played out for the claim, chosen by nobody.
    claimed_by: int | None = None
    claimed_at: int | None = None

    @property
    def conceded_by(self) -> int | None:
        """The side (0: seats 0 and 2) that conceded the rest of the deal, if one did: the
        tricks it gave up are recorded with fewer than four cards (the one on the table when it
        conceded, then none). None in Hand, whose concession is played out card by card."""
        given = [trick for trick in self.tricks if len(trick.plays) < 4]
        return None if not given else 1 - given[0].winner % 2

    def public(self, trump_may_hide: bool) -> EarlierDeal:
        """The deal as the whole table saw it once it was over."""
        shown = not trump_may_hide or self.trump_revealed_at is not None
        return EarlierDeal(
            self.index, self.dealer, self.hakem, self.trump if shown else None,
            tuple(self.calls) if self.calls is not None else None, tuple(self.tricks),
        )

    def copy(self) -> DealLog:
        return replace(
            self,
            hands=[list(h) for h in self.hands],
            calls=list(self.calls) if self.calls is not None else None,
            tricks=list(self.tricks),
        )

_ACTION_TYPES = (PlayCard, Call, NameTrump, RevealTrump, Concede, ClaimRest)
Hands = list[list[Card]]


class MatchState(ABC):
    """A whole match, from the first deal to the final ranking."""

    game: Game
    _trump_may_hide = False  # the hidden-trump option: a seat may ask to see the trump

    def __init__(
        self,
        rules: Rules,
        seed: int = 0,
        deals: Sequence[Sequence[Sequence[Card]]] | None = None,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.preset_deals = [
            tuple(tuple(canonical(card) for card in h) for h in deal) for deal in deals or ()
        ]
        self.actions: list[Action] = []
        self.deal_index = -1
        self.phase = PLAYING
        self.dealer = 0
        self.hakem: int | None = None
        self.dealt: Hands = [[], [], [], []]  # each seat's cards in the order received
        self.trump: Suit | None = None
        self.leader = 0
        self.turn = 0
        self.trick: list[tuple[int, Card]] = []
        self.completed: list[TrickRecord] = []
        self.deals: list[DealLog] = []
        self._earlier: tuple[EarlierDeal, ...] = ()  # the finished deals, public (a cache)
        self.opening_events: list[Event] = []
        self.places: tuple[int, int, int, int] | None = None
        self.is_over = False  # set once, with the phase MATCH_OVER (a plain field: read each step)
        # Each seat's held cards as play actions (see held.py): what the seat holds.
        self._playable: list[Playable] = [{}, {}, {}, {}]
        self._playable_by_suit: list[PlayableBySuit] = [({}, {}, {}, {})] * 4
        # Fixed by the rules: tricks without Satat take the fast checks and winner.
        self._plain_tricks = not self._satat()
        self._must_trump = self._compulsory_trump()

    # ----- the public API -------------------------------------------------------------------

    def set_turn_timer(self, seconds: int) -> None:
        """The person's time a move from now on (0: off). The timer is the table's, not a rule
        of the game: it changes between two moves (Settings), and the record keeps the last
        length with the rules. RulesError for a length out of range, the rules unchanged."""
        self.rules = with_turn_timer(self.rules, seconds)

    @property
    def hands(self) -> Hands:
        """What each seat still holds, in the order received (fresh lists)."""
        return [self._hand(seat) for seat in SEATS]

    def _hand(self, seat: int) -> list[Card]:
        return [play.card for play in self._playable[seat].values()]

    @property
    def current_player(self) -> int | None:
        """The one seat to act, or None in Hand's call phase (see ``to_act``) or at the end."""
        seats = self.to_act()
        return seats[0] if len(seats) == 1 else None

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that may act now (Hand's call phase: every seat that has not called)."""

    def legal_actions(self, seat: int) -> list[Action]:
        """What ``seat`` may do now (the same as ``view(seat).legal_actions()``, faster)."""
        if self.phase is PLAYING:
            if seat != self.turn:
                return []
            actions: list[Action]
            if self._plain_tricks or not self.trick:
                actions = list(self._plain_legal(seat).values())
            else:
                plays = PLAYS[seat]
                cards = legal_cards(
                    self._hand(seat), self.trick, self._active_trump(), self._must_trump, True
                )
                actions = [plays[id(card)] for card in cards]
            if self._trump_may_hide and self._may_reveal(seat):
                actions.append(REVEALS[seat])
            return actions
        if seat not in self.to_act():
            return []
        if self.phase is CALLING:
            return list(CALLS[seat][: len(self._playable[seat]) + 1])
        return self._other_choices(seat)

    def _other_choices(self, seat: int) -> list[Action]:
        """Legal actions outside play and calls, for a seat whose turn it is."""
        return self.view(seat).legal_actions()

    def _may_reveal(self, seat: int) -> bool:
        return False

    def apply(self, action: Action) -> list[Event]:
        """Check and apply one action; raise IllegalAction (state unchanged) if refused."""
        # The common case first: a card of the deck, held by the seat whose turn it is, and
        # legal in the trick (the same rule as ``legal_cards``). Anything else, legal or not,
        # goes through the checks in order below, which give the refusals.
        if type(action) is PlayCard and self.phase is PLAYING and self._plain_tricks:
            seat, card = action.seat, action.card
            if seat == self.turn and id(card) in self._plain_legal(seat):
                events = self._play_card(seat, card)
                self.actions.append(action)
                return events
        return self._checked_apply(action)

    def _plain_legal(self, seat: int) -> Playable:
        """The legal plays of the seat to act when no Satat card can be in the trick (or the
        trick is empty): the suit led, else the trumps when trumping is compulsory, else any
        card. The held tables themselves, not copies (see held.py)."""
        trick = self.trick
        if not trick:
            return self._playable[seat]
        by_suit = self._playable_by_suit[seat]
        following = by_suit[trick[0][1].suit]
        if following:
            return following
        if self._must_trump:
            trump = self._active_trump()
            if trump is not None and by_suit[trump]:
                return by_suit[trump]
        return self._playable[seat]

    def _checked_apply(self, action: Action) -> list[Event]:
        if not isinstance(action, _ACTION_TYPES):
            raise IllegalAction(Refusal.UNKNOWN_ACTION, f"unknown action {action!r}")
        if self.is_over:
            raise IllegalAction(Refusal.MATCH_OVER, "the match is over", seat=action.seat)
        if action.seat not in SEATS:
            raise IllegalAction(
                Refusal.NO_SUCH_SEAT, f"there is no seat {action.seat}", seat=action.seat
            )
        if isinstance(action, PlayCard):
            events = self._play(action)
        elif isinstance(action, Call):
            events = self._call(action)
        elif isinstance(action, NameTrump):
            events = self._name_trump(action)
        elif isinstance(action, Concede):
            events = self._concede(action)
        elif isinstance(action, ClaimRest):
            events = self._claim(action)
        else:
            events = self._reveal(action)
        self.actions.append(action)
        return events

    @abstractmethod
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know."""

    @abstractmethod
    def clone(self) -> MatchState:
        """An independent copy."""

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(self._totals)

    @property
    def last_scored_deal(self) -> int | None:
        """The index of the last deal played to its end and scored, if any."""
        scored = [log.index for log in self.deals if log.scores is not None]
        return scored[-1] if scored else None

    def earlier_deals(self) -> tuple[EarlierDeal, ...]:
        """The finished deals of the match as the table saw them (every view carries them)."""
        finished = self.deal_index if not self.is_over else len(self.deals)
        if len(self._earlier) != finished:
            self._earlier = tuple(
                log.public(self._trump_may_hide) for log in self.deals[:finished]
            )
        return self._earlier

    # ----- shared mechanics -----------------------------------------------------------------

    _totals: list[int]

    def _deal_hands(self, order: tuple[int, ...], label: str) -> Hands:
        if self.deal_index < len(self.preset_deals):
            hands = [list(hand) for hand in self.preset_deals[self.deal_index]]
            self._check_preset(hands)
            return hands
        return dealt_hands(shuffled_deck(self.seed, label, deck_size(self.rules)), order)

    def _hold(self, hands: Hands) -> None:
        """``hands`` become what the seats hold (as their play actions, see held.py)."""
        a, b, c, d = (playable(seat, hands[seat]) for seat in SEATS)
        self._playable = [a[0], b[0], c[0], d[0]]
        self._playable_by_suit = [a[1], b[1], c[1], d[1]]

    def _log_deal(self, no_trump: bool = False) -> DealLog:
        log = DealLog(
            self.deal_index, self.dealer, self.hakem, no_trump, [list(h) for h in self.dealt]
        )
        self.deals.append(log)
        return log

    def _log_scored(self, event: DealScored) -> DealScored:
        """Keep the deal's result (``event``, the engine's own) in its log; return it."""
        log = self.deals[-1]
        log.tricks = list(self.completed)
        log.trick_counts = list(event.tricks)
        log.scores = list(event.scores)
        log.totals = list(event.totals)
        log.outcomes = list(event.outcomes)
        if log.claimed_at is not None:
            event = replace(event, claimed_by=log.claimed_by,
                            claimed_tricks=len(self.completed) - log.claimed_at)
        log.scored = event
        return event

    def _claim(self, action: ClaimRest) -> list[Event]:
        """The seat on lead claims the rest of the deal: kept in the deal's log, nothing else
        changes (the cards are played out after it). Once a deal, before a trick's first card."""
        self._check_turn(action.seat, PLAYING)
        log = self.deals[-1]
        if self.trick or log.claimed_at is not None:
            raise IllegalAction(
                Refusal.WRONG_PHASE,
                f"seat {action.seat} cannot claim now: only on lead, once a deal",
                seat=action.seat, phase=self.phase.value,
            )
        log.claimed_by, log.claimed_at = action.seat, len(self.completed)
        return []

    def _check_preset(self, hands: Hands) -> None:
        size = deck_size(self.rules)
        cards = [card for hand in hands for card in hand]
        if len(hands) != 4 or any(len(hand) != size // 4 for hand in hands):
            raise ValueError(f"deal {self.deal_index + 1}: each seat needs {size // 4} cards")
        if len(set(cards)) != size or set(cards) != set(deck(size)):
            raise ValueError(f"deal {self.deal_index + 1}: the hands are not one {size}-card deck")

    def _check_turn(self, seat: int, phase: Phase) -> None:
        if self.phase != phase:
            raise IllegalAction(
                Refusal.WRONG_PHASE,
                f"seat {seat} cannot do that now ({self.phase.value.replace('_', ' ')})",
                seat=seat,
                phase=self.phase.value,
            )
        if seat not in self.to_act():
            raise IllegalAction(
                Refusal.NOT_YOUR_TURN,
                f"it is not seat {seat}'s turn",
                seat=seat,
                expected=self.to_act(),
            )

    def _active_trump(self) -> Suit | None:
        """The trump that beats other suits in a trick now."""
        return self.trump

    def _satat(self) -> bool:
        return False

    def _compulsory_trump(self) -> bool:
        return False

    def _play(self, action: PlayCard) -> list[Event]:
        seat, card = action.seat, action.card
        if self.phase is not PLAYING or seat != self.turn:
            self._check_turn(seat, PLAYING)
        hand = self._hand(seat)
        held = self._playable[seat].get(id(card))  # the deck's object (a copy is looked for)
        if held is None and card not in hand:
            raise IllegalAction(
                Refusal.NOT_IN_HAND, f"seat {seat} does not hold {card}", seat=seat, card=str(card)
            )
        trump = self._active_trump()
        if self.trick and not self._is_legal(card, hand, trump):
            legal = legal_cards(hand, self.trick, trump, self._compulsory_trump(), self._satat())
            led = effective_suit(self.trick[0][1], trump, self._satat())
            following = effective_suit(legal[0], trump, self._satat()) == led
            note = None  # the 2 of hearts is a heart anyway when hearts are trump
            if self._satat() and trump is not Suit.HEARTS:
                note = self._satat_note(card, legal)
            satat = {} if note is None else {"satat": note}
            if not following and trump is not None:
                raise IllegalAction(
                    Refusal.MUST_TRUMP,
                    f"seat {seat} must play a trump ({trump.name.lower()})",
                    seat=seat,
                    card=str(card),
                    suit=trump.letter,
                    **satat,
                )
            suit = led
            raise IllegalAction(
                Refusal.MUST_FOLLOW_SUIT,
                f"seat {seat} must follow {suit.name.lower()}",
                seat=seat,
                card=str(card),
                suit=suit.letter,
                **satat,
            )
        return self._play_card(seat, held.card if held is not None else hand[hand.index(card)])

    def _satat_note(self, card: Card, legal: Sequence[Card]) -> SatatNote | None:
        """How the 2 of hearts, a trump under Satat, explains why ``card`` was refused."""
        if is_satat_card(self.trick[0][1]):
            return SatatNote.LED
        if is_satat_card(card) and self.trick[0][1].suit is card.suit:
            return SatatNote.TRIED
        if any(is_satat_card(allowed) for allowed in legal):
            return SatatNote.ONLY if len(legal) == 1 else SatatNote.AMONG
        return None

    def _play_card(self, seat: int, card: Card) -> list[Event]:
        """Play a checked card (the deck's own object); score the trick when it is complete."""
        key = id(card)
        del self._playable[seat][key]
        del self._playable_by_suit[seat][card.suit][key]
        trick = self.trick
        trick.append(TRICK_PLAYS[seat][key])
        if len(trick) < 4:
            self.turn = NEXT_SEAT[seat]
            return [PLAYED[seat][key]]
        return self._complete_trick(PLAYED[seat][key])

    def _complete_trick(self, last_card: Event) -> list[Event]:
        """The fourth card is down: the trick goes to its winner, who leads next."""
        trick = self.trick
        trump = self._active_trump()
        if self._plain_tricks:
            winner = plain_trick_winner(trick, trump)
        else:
            winner = trick_winner(trick, trump, True)
        plays = tuple(trick)
        self.trick = []
        self.leader = self.turn = winner
        events = self._trick_done(winner, plays)
        events.insert(0, last_card)
        return events

    def _is_legal(self, card: Card, hand: list[Card], trump: Suit | None) -> bool:
        return card in legal_cards(
            hand, self.trick, trump, self._compulsory_trump(), self._satat()
        )

    @abstractmethod
    def _trick_done(self, winner: int, plays: tuple[tuple[int, Card], ...]) -> list[Event]:
        """Record the trick; score the deal and start the next one when it ends."""

    def _call(self, action: Call) -> list[Event]:
        raise IllegalAction(
            Refusal.WRONG_PHASE, "there are no calls in this game", seat=action.seat
        )

    def _name_trump(self, action: NameTrump) -> list[Event]:
        raise IllegalAction(
            Refusal.WRONG_PHASE, "there is no trump to name in this game", seat=action.seat
        )

    def _concede(self, action: Concede) -> list[Event]:
        raise IllegalAction(
            Refusal.NO_SIDE_TO_CONCEDE,
            f"seat {action.seat} cannot concede: there is no other side to take the tricks",
            seat=action.seat,
        )

    def _reveal(self, action: RevealTrump) -> list[Event]:
        raise IllegalAction(
            Refusal.TRUMP_NOT_HIDDEN, "there is no hidden trump", seat=action.seat
        )

    def _trick_won_event(self, winner: int, plays: tuple[tuple[int, Card], ...]) -> TrickWon:
        return new_trick_won(winner, len(self.completed), plays, True, ())

    def _end_match(self, places: tuple[int, int, int, int]) -> MatchEnded:
        self.phase = MATCH_OVER
        self.is_over = True
        self.places = places
        return MatchEnded(places, tuple(self._totals))

    def _copy_into(self, other: MatchState) -> None:
        """Copy the shared mutable fields (for ``clone``)."""
        other.actions = list(self.actions)
        other.deal_index = self.deal_index
        other.phase = self.phase
        other.is_over = self.is_over
        other.dealer = self.dealer
        other.hakem = self.hakem
        other.dealt = [list(h) for h in self.dealt]
        other._hold(self.hands)
        other.trump = self.trump
        other.leader = self.leader
        other.turn = self.turn
        other.trick = list(self.trick)
        other.completed = list(self.completed)
        other.deals = [log.copy() for log in self.deals]
        other.opening_events = list(self.opening_events)
        other.places = self.places
        other._totals = list(self._totals)


def places_by_total(totals: Sequence[int]) -> tuple[int, int, int, int]:
    """1 + the number of seats with a strictly higher total: equal totals share a place."""
    a, b, c, d = (1 + sum(1 for other in totals if other > mine) for mine in totals)
    return (a, b, c, d)
