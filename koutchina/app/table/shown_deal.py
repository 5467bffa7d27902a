"""What the table has shown of the deal so far: the tricks each seat took, the calls
revealed, the Hakem's target and the match's totals, as the events were shown.

The engine may be ahead of the table (a finished deal's last trick and summary are on show
while the engine is already in the next deal), so the table, its info panel and the window's
scoreboard read this, never the engine's state nor each other's widgets. No Qt here."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import game_info
from ...engine.events import DealStarted


@dataclass
class ShownDeal:
    game: str | None = None  # None before the first match
    event: DealStarted | None = None  # the deal on show (None before its first card)
    tricks: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # per seat
    calls: list[int | None] = field(default_factory=lambda: [None, None, None, None])
    bid_target: int | None = None
    bid_side: int | None = None  # the side of the Hakem who bid the target (0: the person's)
    totals: tuple[int, ...] = (0, 0, 0, 0)  # per side, or per seat without sides (in a
    # match of sets, those of the set in play)
    sets: tuple[int, int] | None = None  # each side's sets won, in a match of several sets

    @property
    def partnerships(self) -> bool:
        return self.game is not None and game_info(self.game).partnerships

    def start_match(self, game: str, totals: tuple[int, ...] | None = None,
                    sets: tuple[int, int] | None = None) -> None:
        """A match on the table; ``totals`` those of a resumed match's finished deals,
        ``sets`` the sets each side has won where the match is played in sets (else None)."""
        self.game = game
        self.sets = sets
        self.event = None
        self.tricks = [0, 0, 0, 0]
        self.calls = [None, None, None, None]
        self.bid_target = self.bid_side = None
        self.totals = totals or (0,) * game_info(game).scorers

    def start_deal(self, event: DealStarted) -> None:
        self.event = event
        self.tricks = [0, 0, 0, 0]
        self.calls = [None, None, None, None]
        self.bid_target = self.bid_side = None

    def target_named(self, seat: int, target: int | None) -> None:
        """The Hakem ``seat`` named the trump, with ``target`` tricks for their side to take
        (Court Piece with bidding) or none."""
        self.bid_target = target
        self.bid_side = None if target is None else seat % 2

    def trick_won(self, seat: int) -> None:
        self.tricks[seat] += 1

    def side_tricks(self) -> tuple[int, int]:
        """Tricks of side 0 (seats 0 and 2) and side 1."""
        return self.tricks[0] + self.tricks[2], self.tricks[1] + self.tricks[3]

    def tricks_played(self) -> int:
        return sum(self.tricks)

    def all_calls(self) -> list[int] | None:
        """The four calls once all are known (Hand), else None."""
        calls = [call for call in self.calls if call is not None]
        return calls if len(calls) == 4 else None
