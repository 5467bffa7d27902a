"""What the table has shown of the deal so far: the tricks each seat took, those that count
for each side (Double Sar), the calls revealed, the Hakem's target and the match's totals,
as the events were shown.

The engine may be ahead of the table (a finished deal's last trick and summary are on show
while the engine is already in the next deal), so the table, its info panel and the window's
scoreboard read this, never the engine's state nor each other's widgets. No Qt here."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...engine import TrickFate, fate_in_deal, fate_when_won, game_info
from ...engine.court_piece import settled_result
from ...engine.events import DealStarted, Outcome, TrickWon
from ...engine.partnership import TRICKS
from ...engine.rules import CourtPieceRules, Rules
from ...engine.view import TrickRecord


@dataclass
class ShownDeal:
    game: str | None = None  # None before the first match
    event: DealStarted | None = None  # the deal on show (None before its first card)
    tricks: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # won, per seat
    # the tricks a conceding side gave up, per seat the engine credits with them (all on one
    # opponent): a plate counted them as won ("Tricks 7" for a seat that took 2, a review)
    given: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    counted: list[int] = field(default_factory=lambda: [0, 0])  # the tricks that count, per side
    runs: bool = False  # Hokm's Double Sar: a trick counts once its side has won two in a row
    waiting: int | None = None  # Double Sar: the side whose last trick waits for its pair
    to_nobody: int = 0  # Double Sar: tricks of this deal lost with a broken run
    sides: list[int] = field(default_factory=list)  # the side that took each trick, in order
    # Court Piece: the deal's result once the tricks left cannot change it (told once, and
    # kept in the info panel: the message alone was soon replaced, a player's review)
    settled: tuple[int, int, Outcome] | None = None
    calls: list[int | None] = field(default_factory=lambda: [None, None, None, None])
    bid_target: int | None = None
    bid_side: int | None = None  # the side of the Hakem who bid the target (0: the person's)
    totals: tuple[int, ...] = (0, 0, 0, 0)  # per side, or per seat without sides (in a
    # match of sets, those of the set in play)
    sets: tuple[int, int] | None = None  # each side's sets won, in a match of several sets
    target: int | None = None  # the points (courts) a side needs to win the match (the set)
    over: bool = False  # the match has ended
    # what the table told of this deal that a glance away would miss (a hidden trump shown,
    # a move the timer made, a claim, a trick gone to nobody): each with its trick (0: before
    # the first card), its words said again in the language in use; the scoreboard lists
    # them under the deal's tricks (the message over the hand was gone at once at the fast
    # speeds, a player's review). Of this sitting at the table only: an undo, a resumed
    # match or one brought back after a deal played again starts them afresh
    news: list[tuple[int, Callable[[], str]]] = field(default_factory=list)

    @property
    def partnerships(self) -> bool:
        return self.game is not None and game_info(self.game).partnerships

    def start_match(self, game: str, totals: tuple[int, ...] | None = None,
                    sets: tuple[int, int] | None = None, runs: bool = False,
                    target: int | None = None) -> None:
        """A match on the table; ``totals`` those of a resumed match's finished deals,
        ``sets`` the sets each side has won where the match is played in sets (else None),
        ``runs`` under Double Sar, ``target`` what a side needs to win it (its set)."""
        self.game = game
        self.sets = sets
        self.target = target
        self.news = []
        self.over = False
        self.runs = runs
        self.event = None
        self._clear_tricks()
        self.calls = [None, None, None, None]
        self.bid_target = self.bid_side = None
        self.totals = totals or (0,) * game_info(game).scorers

    def _clear_tricks(self) -> None:
        self.tricks = [0, 0, 0, 0]
        self.given = [0, 0, 0, 0]
        self.counted = [0, 0]
        self.waiting = None
        self.to_nobody = 0
        self.sides = []
        self.settled = None

    def tell(self, words: Callable[[], str], trick: int | None = None) -> None:
        """Keep ``words`` among the deal's news, of ``trick`` (from 1; 0 before the first
        card; None: the trick being played, the one after those won)."""
        self.news.append((len(self.sides) + 1 if trick is None else trick, words))

    def set_won(self, sets: tuple[int, int]) -> None:
        """A set won, each side having won ``sets``: the next set starts from zero."""
        self.sets = sets
        self.totals = (0, 0)

    def match_ended(self) -> None:
        self.over = True

    def start_deal(self, event: DealStarted) -> None:
        self.event = event
        self.news = []
        self._clear_tricks()
        self.calls = [None, None, None, None]
        self.bid_target = self.bid_side = None

    def target_named(self, seat: int, target: int | None) -> None:
        """The Hakem ``seat`` named the trump, with ``target`` tricks for their side to take
        (Court Piece with bidding) or none."""
        self.bid_target = target
        self.bid_side = None if target is None else seat % 2

    def trick_won(self, event: TrickWon) -> int:
        """The trick shown won; returns how many tricks it sent to nobody (Double Sar: the
        waiting trick of the run it broke, and itself when it ends the deal alone)."""
        seat = event.winner
        side = seat % 2
        self.tricks[seat] += 1
        self.sides.append(side)
        fate = fate_when_won(event)
        if fate is TrickFate.COUNTED:
            self.counted[side] += 2 if self.waiting == side else 1
            self.waiting = None
            return 0
        lost = len(event.voided)
        self.waiting = side if fate is TrickFate.WAITING else None
        if fate is TrickFate.NOBODY:  # no trick left to pair it with
            lost += 1
        self.to_nobody += lost
        return lost

    def restore(self, tricks: Sequence[TrickRecord], rules: Rules | None = None) -> None:
        """The tricks of a resumed deal, as the engine recorded them, each with its fate
        (``fate_in_deal``: an uncounted trick waits if it is the latest, else went to nobody).
        With the match's ``rules``, a deal settled already counts as told (resumed, or a move
        taken back after it settled: it was said again at the next trick, a code review)."""
        self._clear_tricks()
        for index, trick in enumerate(tricks):
            if len(trick.plays) < 4:  # given up by a concession, not won at the table
                self.given[trick.winner] += 1
            else:
                self.tricks[trick.winner] += 1
            self.sides.append(trick.winner % 2)
            fate = fate_in_deal(tricks, index)
            if fate is TrickFate.COUNTED:
                self.counted[trick.winner % 2] += 1
            elif fate is TrickFate.WAITING:
                self.waiting = trick.winner % 2
            else:
                self.to_nobody += 1
        if rules is not None:
            self.newly_settled(rules)  # said before, or not yet: not now

    def fate(self, trick: TrickRecord | None) -> TrickFate | None:
        """Under Double Sar, what became of ``trick``, the deal's last trick shown: counted,
        waiting for its pair, or gone to nobody (alone at the end of the deal); else None."""
        if not self.runs or trick is None:
            return None
        if trick.counted:
            return TrickFate.COUNTED
        return TrickFate.WAITING if self.waiting is not None else TrickFate.NOBODY

    def side_tricks(self) -> tuple[int, int]:
        """The tricks that count for side 0 (seats 0 and 2) and side 1: every trick won but
        under Double Sar."""
        return self.counted[0], self.counted[1]

    def newly_settled(self, rules: Rules) -> tuple[int, int, Outcome] | None:
        """Court Piece, where all 13 tricks are played: the deal's winning side, its courts and
        why, the first time the tricks left can no longer change them (once a deal), else
        None. The rest was played out with nothing at stake and nothing said so (a player's
        review, a target out of reach after four tricks)."""
        event = self.event
        if self.settled or not isinstance(rules, CourtPieceRules) or event is None \
                or event.hakem is None:
            return None
        first_seven = [len(self.sides) >= 7 and set(self.sides[:7]) == {side} for side in (0, 1)]
        result = settled_result(rules, event.hakem % 2, self.side_tricks(), self.bid_target,
                                first_seven, TRICKS - self.tricks_played())
        self.settled = result
        return result

    def tricks_played(self) -> int:
        """The deal's tricks so far, those given up by a concession included."""
        return len(self.sides)

    def all_calls(self) -> list[int] | None:
        """The four calls once all are known (Hand), else None."""
        calls = [call for call in self.calls if call is not None]
        return calls if len(calls) == 4 else None
