"""``pimc`` and ``pimc-random``: textbook determinized search (Perfect Information Monte Carlo),
frozen once written, for the opponent panel.

Each decision deals the unseen cards into worlds drawn uniformly among the deals consistent with
the view (hand sizes and the voids shown, nothing weighted: ``knowledge.sample_hands``), plays
every legal card out in the same worlds, every seat then playing the simple fixed policy of
``pimc_policy`` (``pimc``) or uniformly random cards (``pimc-random``), and plays the card with
the best mean result (the deal's value for its seat, ``search.deal_value``; the lower card
index on equal means). A Hand call is chosen the same way: each call 0 to 8 played out in the same
worlds, the other seats calling their own simple count (``pimc_policy.own_count``); a Hakem
names the suit whose play-outs from its cards seen do best. A hidden trump (Court Piece) is
asked for whenever that is allowed, and played out as no trump until shown.

Written from an outside check that found ``hard`` only level with it in Court Piece and Hokm
(docs/bots.md, twenty-second session). Like ``ismcts`` it is a fixed yardstick: do not tune it,
or figures measured against it stop being comparable.
"""

from __future__ import annotations

import random

from ..engine import Call, Card, NameTrump, Phase, PlayCard, RevealTrump, SeatView, Suit
from .base import Decision
from .basic import decision_rng
from .knowledge import Knowledge, read_view, sample_hands, sim_rules
from .pimc_policy import own_count, random_policy, simple_policy
from .search import deal_value, start_deal
from .sim import Policy, SimDeal

# play-outs of a card decision (spread over the legal cards) at scale 1, per game
PLAYOUTS = {"hand": 240, "court-piece": 300, "hokm": 300}
MIN_WORLDS, MAX_WORLDS = 6, 48  # worlds a card decision, MAX_WORLDS at scale 1
CALL_WORLDS = {"hand": 24}  # worlds a Hand call, at scale 1
TRUMP_WORLDS = {"court-piece": 40, "hokm": 40}  # worlds a trump choice, at scale 1
MIN_CALL_WORLDS = 4  # also the fewest worlds a trump choice
MAX_CALL = 8
# the budgets of each level: the median time a decision about hard's (docs/bots.md)
SCALES = {"pimc": 2.0, "pimc-random": 3.5}


class PimcBot:
    """``level`` ``pimc`` (the simple policy in the play-outs) or ``pimc-random``.

    ``budget``, when given, is the play-outs of a card decision in every game instead of the
    level's own; the worlds of a call or a trump choice follow in proportion."""

    def __init__(self, seed: int, level: str, budget: int | None = None) -> None:
        if level not in SCALES:
            raise ValueError(f"unknown pimc level {level!r}: {', '.join(SCALES)}")
        if budget is not None and budget < 1:
            raise ValueError(f"pimc needs 1 play-out or more, not {budget}")
        self.seed = seed
        self.level = level
        self.budget = budget

    def choose(self, view: SeatView) -> Decision:
        seat = view.seat
        if seat not in view.to_act:
            raise ValueError(f"seat {seat} has nothing to do now")
        actions = view.legal_actions()
        if any(isinstance(a, RevealTrump) for a in actions):
            return Decision(RevealTrump(seat), "reveal_trump")
        rng = decision_rng(self.seed, view, self.level)
        know = read_view(view)
        policy = random_policy(rng) if self.level == "pimc-random" else simple_policy
        if view.phase == Phase.CALLING:
            return self._call(view, know, rng, policy)
        if view.phase == Phase.NAMING_TRUMP:
            return self._name_trump(view, know, rng, policy)
        cards = [a.card.index for a in actions if isinstance(a, PlayCard)]
        if len(cards) == 1:
            return Decision(PlayCard(seat, Card.from_index(cards[0])), "only_choice")
        return self._play(view, know, rng, policy, cards)

    def _scale(self, game: str) -> float:
        """The level's budget as a multiple of the game's base play-outs."""
        if self.budget is None:
            return SCALES[self.level]
        return self.budget / PLAYOUTS[game]

    def _card_worlds(self, game: str, candidates: int) -> int:
        """Worlds a card decision: the play-outs spread over the candidates, within bounds."""
        if self.budget is None:
            playouts = int(SCALES[self.level] * PLAYOUTS[game])
            cap = int(MAX_WORLDS * SCALES[self.level])
        else:
            playouts = self.budget
            cap = MAX_WORLDS * self.budget // PLAYOUTS[game]
        return max(MIN_WORLDS, min(cap, playouts // candidates))

    def _play(self, view: SeatView, know: Knowledge, rng: random.Random, policy: Policy,
              cards: list[int]) -> Decision:
        """Every legal card played out in the same worlds; the best mean result."""
        seat = view.seat
        rules = sim_rules(view, None if view.trump_hidden else know.trump)
        totals = dict.fromkeys(cards, 0.0)
        for _ in range(self._card_worlds(view.game, len(cards))):
            world = start_deal(view, rules, sample_hands(know, rng), know)
            for card in cards:
                deal = world.copy()
                deal.play(card)
                deal.play_out(policy)
                totals[card] += deal_value(view, deal, seat)
        best = max(cards, key=lambda c: (totals[c], -c))
        return Decision(PlayCard(seat, Card.from_index(best)), "best_expected_playout")

    def _call(self, view: SeatView, know: Knowledge, rng: random.Random,
              policy: Policy) -> Decision:
        """Hand: each call played out in the same worlds, the others calling their own count."""
        seat = view.seat
        top = min(MAX_CALL, len(view.hand))
        totals = [0.0] * (top + 1)
        rules = sim_rules(view, None)
        worlds = max(MIN_CALL_WORLDS, int(self._scale(view.game) * CALL_WORLDS["hand"]))
        for _ in range(worlds):
            hands = sample_hands(know, rng)
            calls = [own_count(hand) for hand in hands]
            for call in range(top + 1):
                calls[seat] = call
                deal = SimDeal(rules, list(hands), view.leader or 0, [], [0, 0, 0, 0], 0,
                               (calls[0], calls[1], calls[2], calls[3]))
                deal.play_out(policy)
                totals[call] += deal_value(view, deal, seat)
        best = max(range(top + 1), key=lambda c: (totals[c], -c))
        return Decision(Call(seat, best), "call_expected_best")

    def _name_trump(self, view: SeatView, know: Knowledge, rng: random.Random,
                    policy: Policy) -> Decision:
        """Each suit played out as trump from the Hakem's cards seen, the Hakem leading."""
        seat = view.seat
        totals = [0.0] * 4
        worlds = max(MIN_CALL_WORLDS, int(self._scale(view.game) * TRUMP_WORLDS[view.game]))
        for _ in range(worlds):
            hands = sample_hands(know, rng)
            for suit in range(4):
                deal = SimDeal(sim_rules(view, suit), list(hands), seat, [], [0, 0], 0)
                deal.hakem = seat
                deal.play_out(policy)
                totals[suit] += deal_value(view, deal, seat)
        best = max(range(4), key=lambda s: (totals[s], -s))
        return Decision(NameTrump(seat, Suit(best), view.rules.lowest_bid), "trump_by_playouts")


__all__ = ["PLAYOUTS", "SCALES", "PimcBot"]
