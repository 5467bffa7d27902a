"""What one seat may know. Bots and the table are both fed from this, never from the state."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .actions import Action, Call, NameTrump, PlayCard, RevealTrump
from .cards import Card, Suit
from .rules import Rules, game_info
from .slotted import builder
from .tricks import is_void_in_led_suit, legal_cards


class Phase(StrEnum):
    CALLING = "calling"  # Hand: secret simultaneous calls
    NAMING_TRUMP = "naming_trump"  # Court Piece / Hokm: the Hakem names trump
    PLAYING = "playing"
    MATCH_OVER = "match_over"


# The phases as plain names: on the hot path, ``Phase.PLAYING`` costs a lookup through the Enum
# class at every use.
CALLING, NAMING_TRUMP, PLAYING, MATCH_OVER = (
    Phase.CALLING, Phase.NAMING_TRUMP, Phase.PLAYING, Phase.MATCH_OVER
)


@dataclass(frozen=True, slots=True)
class TrickRecord:
    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    counted: bool = True  # False: a Double Sar trick lost with its broken run (or not yet)


new_trick_record = builder(TrickRecord)  # the hot path's constructor (see slotted.py)


@dataclass(frozen=True, slots=True)
class EarlierDeal:
    """What the whole table saw of a finished deal of this match: nothing a seat kept hidden
    (the cards never played, a hidden trump never shown)."""

    index: int
    dealer: int
    hakem: int | None
    trump: Suit | None  # None: no trump, or a hidden trump that was never shown
    calls: tuple[int, ...] | None  # Hand: every seat's call
    tricks: tuple[TrickRecord, ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything seat ``seat`` may know, and nothing more."""

    game: str  # the game's name, as in the save files (MatchState.game.value)
    rules: Rules
    seat: int
    phase: Phase
    deal_index: int
    dealer: int
    hakem: int | None
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int, int]
    trump: Suit | None  # None: no trump, not named yet, or hidden from this seat
    trump_hidden: bool  # hidden-trump option: a trump is named but not yet shown to the table
    trump_revealed: bool  # it was hidden and has been shown
    no_trump_deal: bool
    bid_target: int | None
    calls: tuple[int | None, int | None, int | None, int | None]
    calls_locked: tuple[bool, bool, bool, bool]
    leader: int | None
    current_trick: tuple[tuple[int, Card], ...]
    completed_tricks: tuple[TrickRecord, ...]
    tricks_won: tuple[int, ...]  # per seat (Hand) or per side (partnership), counted
    totals: tuple[int, ...]  # per seat (Hand) or per side
    sets_won: tuple[int, int]
    sudden_death: bool
    hakem_first_cards: tuple[Card, ...]  # only in the Hakem's own view
    # hidden trump: the trick (0-based) in which it was shown; before that trick nobody could ruff
    trump_revealed_at: int | None = None
    # the match's finished deals as the table saw them, oldest first (how each seat has played)
    earlier_deals: tuple[EarlierDeal, ...] = ()

    @property
    def is_partnership(self) -> bool:
        return game_info(self.game).partnerships

    @property
    def my_turn(self) -> bool:
        return self.seat in self.to_act

    def legal_actions(self) -> list[Action]:
        """The actions this seat may take now (empty when it is not its turn)."""
        return legal_actions_for(self)

    def legal_cards(self) -> list[Card]:
        if self.phase != PLAYING or self.seat not in self.to_act:
            return []
        satat = self.rules.has_satat
        compulsory = self.rules.trump_compulsory
        trump = None if self.trump_hidden else self.trump
        return legal_cards(self.hand, self.current_trick, trump, compulsory, satat)


def legal_actions_for(view: SeatView) -> list[Action]:
    seat = view.seat
    if seat not in view.to_act:
        return []
    if view.phase == CALLING:
        return [Call(seat, n) for n in range(len(view.hand) + 1)]
    if view.phase == NAMING_TRUMP:
        targets: list[int | None] = [None]
        if view.rules.bids:
            targets = [9, 10, 11]
        return [NameTrump(seat, suit, target) for suit in Suit for target in targets]
    if view.phase == PLAYING:
        actions: list[Action] = [PlayCard(seat, card) for card in view.legal_cards()]
        if view.trump_hidden and is_void_in_led_suit(view.hand, view.current_trick):
            actions.append(RevealTrump(seat))
        return actions
    return []

