"""An exact (double-dummy) solver for the last tricks of a simulated deal.

Alpha-beta over ``SimDeal`` with every hand known: the side of ``me`` maximises ``value`` (a
function of the finished deal, e.g. the side's points or courts), the other side minimises it.
Positions at the start of a trick are memoised (the remaining hands, the leader and the score
state), cards that are equal for the rest of the deal (touching in one hand once the cards
between are played) count as one move, and the play-out policy's card is tried first.
The deal's own end rules (Hokm's early end at 7, Double Sar, Kot) are those of ``SimDeal``.
"""

from __future__ import annotations

from collections.abc import Callable

from .sim import SATAT_CARD, SimDeal, choose_card

Bound = tuple[float, float]


def distinct_moves(deal: SimDeal) -> list[int]:
    """The legal cards of the seat to act, one of each run of cards equal for the rest of the
    deal (no card of another hand, nor of the current trick, ranks between them)."""
    rules = deal.rules
    seat = deal.turn
    legal = deal.legal()
    others = 0
    for other in range(4):
        if other != seat:
            others |= deal.hands[other]
    for card in deal.trick:
        others |= 1 << card
    out: list[int] = []
    previous = -1
    mask = legal
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        if (
            previous >= 0
            and previous // 13 == card // 13
            and not (rules.satat and SATAT_CARD in (card, previous))
            and not others & (((1 << card) - 1) & ~((1 << (previous + 1)) - 1))
        ):
            previous = card
            continue
        out.append(card)
        previous = card
    return out


class EndgameSolver:
    """Exact values of positions of one world; the table is shared by the calls on that world."""

    __slots__ = ("me", "nodes", "side", "table", "value")

    def __init__(
        self, me: int, value: Callable[[SimDeal], float], *, alone: bool = False
    ) -> None:
        """``me`` and its partner maximise ``value``, the other side minimises it; with
        ``alone`` (Hand: each for themselves), ``me`` maximises against the other three."""
        self.side = 4 if alone else 2
        self.me = me % self.side  # the maximising seat or side
        self.value = value
        self.table: dict[tuple[object, ...], Bound] = {}
        self.nodes = 0

    def solve(self, deal: SimDeal) -> float:
        """The value of ``deal`` (not changed) when all four seats play perfectly."""
        return self._search(deal.copy(), -1e9, 1e9)

    def best_card(self, deal: SimDeal) -> int:
        """A card of the seat to act that reaches the solved value (best for its side)."""
        maximising = deal.turn % self.side == self.me
        best_card, best = -1, 0.0
        for card in distinct_moves(deal):
            probe = deal.copy()
            probe.play(card)
            value = self.solve(probe)
            if best_card < 0 or (value > best if maximising else value < best):
                best_card, best = card, value
        return best_card

    def _search(self, deal: SimDeal, alpha: float, beta: float) -> float:
        if deal.over:
            return self.value(deal)
        self.nodes += 1
        key: tuple[object, ...] | None = None
        low, high = -1e9, 1e9
        if not deal.trick:
            hands = deal.hands
            key = (hands[0], hands[1], hands[2], hands[3], deal.leader, tuple(deal.won),
                   deal.kot_ok, deal.run_side, deal.pending)
            entry = self.table.get(key)
            if entry is not None:
                low, high = entry
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
                alpha = max(alpha, low)
                beta = min(beta, high)
        seat = deal.turn
        maximising = seat % self.side == self.me
        moves = distinct_moves(deal)
        if len(moves) > 1:
            first = choose_card(deal)
            if first in moves:
                moves.remove(first)
                moves.insert(0, first)
        a, b = alpha, beta
        best = -1e9 if maximising else 1e9
        for card in moves:
            saved = (deal.hands[seat], list(deal.trick), deal.leader, list(deal.won),
                     deal.played, deal.run_side, deal.pending, deal.kot_ok)
            deal.play(card)
            result = self._search(deal, a, b)
            (deal.hands[seat], deal.trick, deal.leader, deal.won, deal.played,
             deal.run_side, deal.pending, deal.kot_ok) = saved
            if maximising:
                if result > best:
                    best = result
                if best > a:
                    a = best
            else:
                if result < best:
                    best = result
                if best < b:
                    b = best
            if a >= b:
                break
        if key is not None:
            if best <= alpha:
                self.table[key] = (low, best)
            elif best >= beta:
                self.table[key] = (best, high)
            else:
                self.table[key] = (best, best)
        return best


def tricks_left(deal: SimDeal) -> int:
    """At most how many more tricks the deal lasts (the current one included): the tricks
    not completed, or with Hokm's early end at 7 (counted trick by trick) the tricks until
    one side must have reached 7."""
    rules = deal.rules
    left = rules.n_tricks - deal.played
    if rules.stop_at_seven and not rules.double_sar:
        left = min(left, (7 - deal.won[0]) + (7 - deal.won[1]) - 1)
    return left


__all__ = ["EndgameSolver", "distinct_moves", "tricks_left"]
