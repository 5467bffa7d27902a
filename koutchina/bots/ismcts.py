"""``ismcts``: a textbook information-set MCTS, frozen once written, for the opponent panel.

Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012) with no game knowledge: one tree
keyed by the moves made from the decision on; each simulation deals the unseen cards uniformly
among the deals consistent with the view (sizes and voids shown, nothing weighted), walks the
tree with UCB1 among the moves legal in that deal (counting how often each was available),
adds one node, finishes the deal with uniformly random moves and backs up every seat's result
(its score in Hand, its side's points or courts plus a little per trick of margin in Court Piece
and Hokm, scaled to 0..1). The move of the root visited most is played. Hand calls are searched
the same way: the other seats' calls follow the searching seat's in the tree (as the
single-observer variant treats every move as seen). A hidden trump (Court Piece) is asked for
whenever that is allowed, and played out as no trump until shown (``hard`` did so too until
it gave each world a trump).

Like ``greedy``, this level is a fixed yardstick: do not tune it, or figures measured against it
stop being comparable.
"""

from __future__ import annotations

import math
import random

from ..engine import Call, Card, NameTrump, Phase, PlayCard, RevealTrump, SeatView, Suit
from .base import Decision
from .basic import decision_rng
from .knowledge import Knowledge, read_view, sample_hands, sim_rules
from .search import deal_value, start_deal
from .sim import SimDeal, bits

# simulations per decision: at least hard's mean time per decision in every game (docs/bots.md)
DEFAULT_SIMULATIONS = 400
EXPLORATION = 0.7  # UCB1's constant, for results scaled to 0..1
CALL_MOVE = 100  # a Hand call c is the move CALL_MOVE + c; a trump suit s is TRUMP_MOVE + s
TRUMP_MOVE = 200


class _Node:
    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = 0.0  # summed results of the seat whose move leads here


class _Game:
    """One determinized deal from the decision on: the calls or trump choice still to make,
    then the cards."""

    __slots__ = ("callers", "calls", "deal", "hands", "naming", "view")

    def __init__(self, view: SeatView, know: Knowledge, hands: list[int]) -> None:
        self.view = view
        self.hands = hands
        self.naming = view.phase == Phase.NAMING_TRUMP
        self.calls: list[int] = []
        self.callers: list[int] = []
        self.deal: SimDeal | None = None
        if view.phase == Phase.CALLING:
            self.callers = [(view.seat + step) % 4 for step in range(4)]
        elif not self.naming:
            trump = None if view.trump_hidden else know.trump
            self.deal = start_deal(view, sim_rules(view, trump), hands, know)

    def mover(self) -> int:
        if self.deal is not None:
            return self.deal.turn
        if self.naming:
            return self.view.seat
        return self.callers[len(self.calls)]

    def moves(self) -> list[int]:
        if self.deal is not None:
            return bits(self.deal.legal())
        if self.naming:
            return [TRUMP_MOVE + suit for suit in range(4)]
        return [CALL_MOVE + call for call in range(9)]

    def over(self) -> bool:
        return self.deal is not None and self.deal.over

    def play(self, move: int) -> None:
        if self.deal is not None:
            self.deal.play(move)
        elif self.naming:
            self.naming = False
            view = self.view
            self.deal = SimDeal(sim_rules(view, move - TRUMP_MOVE), list(self.hands), view.seat,
                                [], [0, 0], 0)
            self.deal.hakem = view.seat
        else:
            self.calls.append(move - CALL_MOVE)
            if len(self.calls) == 4:
                by_seat = [0, 0, 0, 0]
                for seat, call in zip(self.callers, self.calls, strict=True):
                    by_seat[seat] = call
                self.deal = SimDeal(sim_rules(self.view, None), list(self.hands),
                                    self.view.leader or 0, [], [0, 0, 0, 0], 0,
                                    (by_seat[0], by_seat[1], by_seat[2], by_seat[3]))

    def results(self) -> list[float]:
        """Each seat's result of the finished deal, scaled to 0..1."""
        deal = self.deal
        assert deal is not None
        if not self.view.is_partnership:
            return [(deal_value(self.view, deal, seat) + 80.0) / 160.0 for seat in range(4)]
        sides = [(deal_value(self.view, deal, side) + 6.0) / 12.0 for side in (0, 1)]
        return [sides[seat % 2] for seat in range(4)]


class IsmctsBot:
    level = "ismcts"

    def __init__(self, seed: int, simulations: int | None = None) -> None:
        if simulations is not None and simulations < 1:
            raise ValueError(f"ismcts needs 1 simulation or more, not {simulations}")
        self.seed = seed
        self.simulations = simulations or DEFAULT_SIMULATIONS

    def choose(self, view: SeatView) -> Decision:
        seat = view.seat
        if seat not in view.to_act:
            raise ValueError(f"seat {seat} has nothing to do now")
        actions = view.legal_actions()
        if any(isinstance(a, RevealTrump) for a in actions):
            return Decision(RevealTrump(seat), "reveal_trump")
        know = read_view(view)
        rng = decision_rng(self.seed, view, "ismcts")
        root = _Node()
        for _ in range(self.simulations):
            self._simulate(root, _Game(view, know, sample_hands(know, rng)), rng)
        move = max(sorted(root.children), key=lambda m: root.children[m].visits)
        return _decision(view, move)

    def _simulate(self, root: _Node, game: _Game, rng: random.Random) -> None:
        node = root
        path: list[tuple[_Node, int]] = []
        while not game.over():
            moves = game.moves()
            mover = game.mover()
            children = node.children
            untried = [m for m in moves if m not in children]
            for move in moves:
                if move in children:
                    children[move].available += 1
            if untried:
                move = rng.choice(untried)
                child = children[move] = _Node()
                game.play(move)
                path.append((child, mover))
                break
            move = max(moves, key=lambda m: _ucb(children[m]))
            node = children[move]
            game.play(move)
            path.append((node, mover))
        while not game.over():
            game.play(rng.choice(game.moves()))
        results = game.results()
        for visited, mover in path:
            visited.visits += 1
            visited.reward += results[mover]


def _ucb(node: _Node) -> float:
    return node.reward / node.visits + EXPLORATION * math.sqrt(
        math.log(node.available) / node.visits
    )


def _decision(view: SeatView, move: int) -> Decision:
    seat = view.seat
    if view.phase == Phase.CALLING:
        return Decision(Call(seat, move - CALL_MOVE), "ismcts_most_visited")
    if view.phase == Phase.NAMING_TRUMP:
        target = view.rules.lowest_bid
        return Decision(NameTrump(seat, Suit(move - TRUMP_MOVE), target), "ismcts_most_visited")
    return Decision(PlayCard(seat, Card.from_index(move)), "ismcts_most_visited")


__all__ = ["DEFAULT_SIMULATIONS", "IsmctsBot"]
