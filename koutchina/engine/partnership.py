"""What Court Piece and Hokm share: sides, the Hakem naming trump after 5 cards, 13 tricks."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence

from .actions import Action, Concede, NameTrump, RevealTrump
from .cards import Card, Rank, Suit
from .dealing import shuffled_deck
from .errors import IllegalAction, Refusal
from .events import DealScored, DealStarted, Event, HakemDrawn, TrickWon, TrumpNamed, TrumpRevealed
from .interned import NEXT_SEAT, SEATS, TRUMP_CHOICES
from .rules import CourtPieceRules, FirstHakemDraw, HokmRules, game_info
from .state import MatchState
from .tricks import is_void_in_led_suit
from .view import NAMING_TRUMP, PLAYING, SeatView, new_trick_record

TRICKS = 13


def side_of(seat: int) -> int:
    """Seats 0 and 2 are side 0; seats 1 and 3 are side 1."""
    return seat % 2


class PartnershipMatch(MatchState):
    rules: CourtPieceRules | HokmRules

    def __init__(
        self,
        rules: CourtPieceRules | HokmRules,
        seed: int = 0,
        deals: Sequence[Sequence[Sequence[Card]]] | None = None,
        first_hakem: int | None = None,
        start: bool = True,
    ) -> None:
        super().__init__(rules, seed, deals)
        self._totals = [0, 0]
        self.sets_won = [0, 0]
        self.side_tricks = [0, 0]  # counted tricks this deal
        self.no_trump_deal = False
        self.trump_shown = True  # False while a hidden trump is not yet revealed
        self.trump_revealed = False
        self.bid_target: int | None = None
        self.first_batch = 5
        self.first_draws: tuple[tuple[int, Card], ...] = ()
        self.first_hakem = first_hakem
        # Options read at every step, looked up once.
        self._trump_may_hide = rules.trump_may_hide
        self._bids = rules.bids
        if start:
            if first_hakem is None:
                first_hakem, self.first_draws = self._draw_first_hakem()
                self.first_hakem = first_hakem
            self.hakem = first_hakem
            self.opening_events = [HakemDrawn(first_hakem, self.first_draws)]
            self.opening_events.extend(self._start_deal())

    # ----- game-specific hooks --------------------------------------------------------------

    @abstractmethod
    def _draw_first_hakem(self) -> tuple[int, tuple[tuple[int, Card], ...]]: ...

    @abstractmethod
    def _dealer_for(self, hakem: int) -> int: ...

    @abstractmethod
    def _deal_order(self, hakem: int, dealer: int) -> tuple[tuple[int, ...], int]:
        """The seat receiving each card, and how many cards the Hakem sees before naming."""

    def _is_no_trump_deal(self) -> bool:
        return False

    @abstractmethod
    def _deal_over(self) -> bool: ...

    @abstractmethod
    def _score_deal(self) -> list[Event]:
        """Score the finished deal, move the Hakem, and start the next deal or end the match."""

    # ----- the flow of a deal ---------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        if self.phase is PLAYING:
            return (self.turn,)
        if self.phase is NAMING_TRUMP:
            assert self.hakem is not None
            return (self.hakem,)
        return ()

    def _start_deal(self) -> list[Event]:
        assert self.hakem is not None
        self.deal_index += 1
        self.dealer = self._dealer_for(self.hakem)
        self.no_trump_deal = self._is_no_trump_deal()
        order, first = self._deal_order(self.hakem, self.dealer)
        self.first_batch = 0 if self.no_trump_deal else first
        self.dealt = self._deal_hands(order, f"deal:{self.deal_index}")
        self._hold(self.dealt)
        self.trick = []
        self.completed = []
        self.side_tricks = [0, 0]
        self.trump = None
        self.trump_shown = True
        self.trump_revealed = False
        self.bid_target = None
        self.leader = self.turn = self.hakem
        self._reset_deal_extras()
        self.phase = PLAYING if self.no_trump_deal else NAMING_TRUMP
        self._log_deal(self.no_trump_deal)
        return [
            DealStarted(
                self.deal_index, self.dealer, self.hakem, order, self.first_batch,
                self.no_trump_deal, False,
            )
        ]

    def _reset_deal_extras(self) -> None:
        """Per-deal state of an option (Double Sar runs)."""

    def _other_choices(self, seat: int) -> list[Action]:
        if self.phase is NAMING_TRUMP:
            return list(TRUMP_CHOICES[seat][self._bids])
        return super()._other_choices(seat)

    def _name_trump(self, action: NameTrump) -> list[Event]:
        seat = action.seat
        if self.phase == NAMING_TRUMP and seat != self.hakem:
            raise IllegalAction(
                Refusal.NOT_HAKEM, f"only the Hakem (seat {self.hakem}) names trump", seat=seat
            )
        if self.phase == PLAYING and self.no_trump_deal and self.trump is None:
            raise IllegalAction(
                Refusal.NO_TRUMP_DEAL, "this deal is played without trump", seat=seat
            )
        self._check_turn(seat, NAMING_TRUMP)
        if self._bids:
            if action.target is None:
                raise IllegalAction(
                    Refusal.TARGET_REQUIRED,
                    "with bidding the Hakem names a target of 9, 10 or 11 tricks",
                    seat=seat, low=9, high=11,
                )
            if not 9 <= action.target <= 11:
                raise IllegalAction(
                    Refusal.TARGET_OUT_OF_RANGE,
                    f"a target is 9, 10 or 11 tricks, not {action.target}",
                    seat=seat, tricks=action.target, low=9, high=11,
                )
        elif action.target is not None:
            raise IllegalAction(
                Refusal.TARGET_NOT_ALLOWED,
                "a target of tricks is only named with the bidding option",
                seat=seat,
            )
        self.trump = action.suit
        self.bid_target = action.target
        self.trump_shown = not self._trump_may_hide
        self.phase = PLAYING
        self.deals[-1].trump = action.suit
        self.deals[-1].bid_target = action.target
        shown = action.suit if self.trump_shown else None
        return [TrumpNamed(seat, shown, action.target)]

    def _reveal(self, action: RevealTrump) -> list[Event]:
        seat = action.seat
        if self.trump_shown or self.trump is None:
            raise IllegalAction(
                Refusal.TRUMP_NOT_HIDDEN, "the trump is not hidden", seat=seat
            )
        self._check_turn(seat, PLAYING)
        if not is_void_in_led_suit(self._hand(seat), self.trick):
            raise IllegalAction(
                Refusal.CAN_FOLLOW_SUIT,
                "only a player who cannot follow the suit led may ask to see the trump",
                seat=seat,
            )
        self.trump_shown = True
        self.trump_revealed = True
        self.deals[-1].trump_revealed_at = len(self.completed)
        return [TrumpRevealed(seat, self.trump)]

    def _may_reveal(self, seat: int) -> bool:
        if self.trump_shown or self.trump is None or not self.trick:
            return False
        return not self._playable_by_suit[seat][self.trick[0][1].suit]  # void in the suit led

    def _active_trump(self) -> Suit | None:
        return self.trump if self.trump_shown else None

    def _trick_done(self, winner: int, plays: tuple[tuple[int, Card], ...]) -> list[Event]:
        event = self._record_trick(winner, plays)
        events: list[Event] = [event]
        if self._deal_over():
            events.extend(self._score_deal())
        return events

    def _concede(self, action: Concede) -> list[Event]:
        """The seat's side gives up the rest of the deal: every trick still to play (the one
        on the table included, with the cards already in it) goes to the other side, as far as
        the deal goes (Hokm stops at seven), each counted as the rules count a trick won; then
        the deal is scored as any other."""
        seat = action.seat
        if self.phase is not PLAYING or seat != self.turn:
            self._check_turn(seat, PLAYING)
        winner = NEXT_SEAT[seat]  # a player of the other side
        plays = tuple(self.trick)
        self.trick = []
        self.leader = self.turn = winner
        while not self._deal_over():
            self._record_trick(winner, plays)
            plays = ()
        return self._score_deal()

    def _record_trick(self, winner: int, plays: tuple[tuple[int, Card], ...]) -> TrickWon:
        event = self._trick_won_event(winner, plays)  # numbered before the trick is recorded
        leader = plays[0][0] if plays else self.leader  # a conceded trick may have no card
        self.completed.append(new_trick_record(leader, plays, winner, True))
        self.side_tricks[side_of(winner)] += 1
        return event

    def _deal_summary(
        self, scores: tuple[int, int], outcome: str, winner_side: int, ended_early: bool,
        doubled: bool = False, streak_court: int = 0,
    ) -> DealScored:
        return self._log_scored(DealScored(
            self.deal_index, tuple(self.side_tricks), scores, tuple(self._totals),
            (outcome,), winner_side, ended_early, doubled, streak_court, self.bid_target,
        ))

    def first_seven_by(self, side: int) -> bool:
        """Did ``side`` take the first 7 tricks of the deal (its first seven counted tricks)?"""
        counted = [t for t in self.completed if t.counted][:7]
        return len(counted) == 7 and all(side_of(t.winner) == side for t in counted)

    # ----- what a seat sees -----------------------------------------------------------------

    def _visible_hand(self, seat: int) -> tuple[Card, ...]:
        if self.phase == NAMING_TRUMP:
            return tuple(self.dealt[seat][: self.first_batch]) if seat == self.hakem else ()
        return tuple(self._hand(seat))

    def view(self, seat: int) -> SeatView:
        sizes = [len(self._visible_hand(s)) for s in SEATS]
        knows_trump = self.trump_shown or seat == self.hakem
        hidden = not self.trump_shown and self.trump is not None
        return SeatView(
            game=self.game.value,
            rules=self.rules,
            seat=seat,
            phase=self.phase,
            deal_index=self.deal_index,
            dealer=self.dealer,
            hakem=self.hakem,
            to_act=self.to_act(),
            hand=self._visible_hand(seat),
            hand_sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
            trump=self.trump if knows_trump else None,
            trump_hidden=hidden,
            trump_revealed=self.trump_revealed,
            no_trump_deal=self.no_trump_deal,
            bid_target=self.bid_target,
            calls=(None, None, None, None),
            calls_locked=(False, False, False, False),
            leader=self.leader,
            current_trick=tuple(self.trick),
            completed_tricks=tuple(self.completed),
            tricks_won=tuple(self.side_tricks),
            totals=tuple(self._totals),
            sets_won=(self.sets_won[0], self.sets_won[1]),
            sudden_death=False,
            hakem_first_cards=(
                tuple(self.dealt[seat][: self.first_batch]) if seat == self.hakem else ()
            ),
            trump_revealed_at=self.deals[-1].trump_revealed_at if self.trump_revealed else None,
            earlier_deals=self.earlier_deals(),
        )

    def _copy_partnership(self, other: PartnershipMatch) -> None:
        self._copy_into(other)
        other.preset_deals = self.preset_deals
        other.sets_won = list(self.sets_won)
        other.side_tricks = list(self.side_tricks)
        other.no_trump_deal = self.no_trump_deal
        other.trump_shown = self.trump_shown
        other.trump_revealed = self.trump_revealed
        other.bid_target = self.bid_target
        other.first_batch = self.first_batch
        other.first_draws = self.first_draws
        other.first_hakem = self.first_hakem


def batches(start: int, needs: list[int], size_pattern: Sequence[int]) -> list[int]:
    """Deal in rounds of batches: each round gives every seat (from ``start``, in play order)
    the round's batch size, capped by what the seat still needs. The last size repeats."""
    order: list[int] = []
    round_index = 0
    while any(needs):
        size = size_pattern[min(round_index, len(size_pattern) - 1)]
        for i in range(4):
            seat = (start + i) % 4
            take = min(size, needs[seat])
            order.extend([seat] * take)
            needs[seat] -= take
        round_index += 1
    return order


def highest_card_draw(seed: int) -> tuple[int, tuple[tuple[int, Card], ...]]:
    """Court Piece: each seat draws a card; the highest rank is Hakem; ties redraw."""
    cards = shuffled_deck(seed, "first-hakem", 52)
    draws: list[tuple[int, Card]] = []
    contenders = list(SEATS)
    while True:
        drawn = [(seat, cards.pop()) for seat in contenders]
        draws.extend(drawn)
        best = max(int(card.rank) for _, card in drawn)
        contenders = [seat for seat, card in drawn if card.rank == best]
        if len(contenders) == 1:
            return contenders[0], tuple(draws)


def first_ace_draw(seed: int) -> tuple[int, tuple[tuple[int, Card], ...]]:
    """Hokm: deal face up one at a time from seat 0; the first to receive an Ace is Hakem."""
    cards = shuffled_deck(seed, "first-hakem", 52)
    draws: list[tuple[int, Card]] = []
    for i, card in enumerate(cards):
        draws.append((i % 4, card))
        if card.rank == Rank.ACE:
            return i % 4, tuple(draws)
    raise AssertionError("a 52-card deck has an Ace")  # pragma: no cover


def hakem_of_draws(game: str, draws: tuple[tuple[int, Card], ...]) -> int | None:
    """The first Hakem that stated draws give under the game's draw (``highest_card_draw`` for
    Court Piece, ``first_ace_draw`` for Hokm), or None when no such draw deals those cards:
    used to check the draws of a record that has no seed to draw them again."""
    if len({card for _seat, card in draws}) != len(draws) or not draws:
        return None
    if game_info(game).first_hakem == FirstHakemDraw.FIRST_ACE:
        aces = [i for i, (_seat, card) in enumerate(draws) if card.rank == Rank.ACE]
        in_turn = all(seat == i % 4 for i, (seat, _card) in enumerate(draws))
        return draws[-1][0] if in_turn and aces == [len(draws) - 1] else None
    contenders, position = list(SEATS), 0
    while position + len(contenders) <= len(draws):
        drawn = draws[position:position + len(contenders)]
        if [seat for seat, _card in drawn] != contenders:
            return None
        position += len(contenders)
        best = max(int(card.rank) for _, card in drawn)
        contenders = [seat for seat, card in drawn if card.rank == best]
        if len(contenders) == 1:
            return contenders[0] if position == len(draws) else None
    return None
