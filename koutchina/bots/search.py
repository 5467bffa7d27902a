"""``hard``: determinized search (PIMC) over deals consistent with what the seat has seen.

For each decision it samples worlds (the unseen cards dealt to the other seats, respecting the
voids shown, weighted by the calls made in Hand, and in Court Piece and Hokm by the Hakem's trump
choice and by what each seat's plays say it lacks, ``inference``), plays every
candidate out in every world and keeps the candidate with the best mean result: the expected
score for Hand (calls included), the expected points or courts of the deal for Court Piece and
Hokm. The card play-outs of Court Piece and Hokm play every seat from its own knowledge
(``partnership_play``: medium's rules), so the search improves on a medium-like player instead of
assuming that everyone sees every card; Hand and the trump choice use the full-information policy
of ``sim``, in Hand mixed with looser play as the table model reads the table
(``table_model``: calls valued over several tables, each seat as loose as it has played), and
in Hand card play-outs the searching seat's own later cards chosen from what it can see.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from ..engine import (
    Call,
    Card,
    CourtPieceRules,
    HokmRules,
    NameTrump,
    Phase,
    PlayCard,
    RevealTrump,
    SeatView,
    Suit,
)
from ..engine.court_piece import court_piece_result
from ..engine.hand import hand_score
from ..engine.hokm import hokm_result
from ..engine.rules import game_info
from ..engine.tricks import trick_winner
from .appraisal import Appraisal, PlayoutTally
from .base import Decision
from .basic import decision_rng
from .eager import eager_chances, eager_evidence, table_policy
from .inference import evidence_weight, play_evidence
from .knowledge import Knowledge, read_view, sample_hands, sim_rules
from .partnership_play import seat_view_card
from .rulebased import RuleBot, hand_trick_estimate, name_trump, trump_score
from .sim import (
    SUIT_MASKS,
    Policy,
    SimDeal,
    SimRules,
    bits,
    card_mask,
    partnership_deal,
    touching,
)
from .table_model import (
    CALL_MODELS,
    looseness,
    mixed_policy,
    noisy_call,
    own_view_policy,
    robust_value,
    robust_weights,
)

DEFAULT_BUDGET = 800  # play-outs per decision
MIN_WORLDS = 8
MAX_WORLDS = 64
PRIOR_BONUS = 0.08  # a head start for the card medium's rules advise, against noise
MARGIN_WEIGHT = 0.2  # value of one trick of margin, against 1 point or court
SEAT_MODEL_WORLDS = 12  # Hand: sampled worlds in which each seat's play so far is read


def candidate_of(card: int, candidates: list[int]) -> int | None:
    """The position among ``candidates`` (one card of each run of equal cards, the lowest, in
    ascending order) of ``card`` or of the run it belongs to; None if it is none of them."""
    for i, candidate in enumerate(candidates):
        if candidate == card:
            return i
    for i in range(len(candidates) - 1, -1, -1):
        candidate = candidates[i]
        if candidate < card and candidate // 13 == card // 13:
            return i
    return None


class SearchBot:
    level = "hard"
    # Court Piece and Hokm card play-outs: each seat plays from its own knowledge (False: the
    # full-information policy of the first sessions, kept to measure against)
    seat_view_playouts = True
    # Hand (``table_model.py``): how many of CALL_MODELS a call is valued against (1: medium-like
    # seats only, as before), how far its value moves towards the worst of them, and card
    # play-outs in which each other seat plays as loosely as it has so far (False: every seat
    # medium-like with every card in view)
    hand_call_tables = len(CALL_MODELS)
    hand_call_safety = 0.5
    hand_seat_models = True
    # Hand card play-outs: this seat's own later cards by medium's rules from what it can see
    # (``table_model.own_view_policy``; False: chosen seeing every hand of the world)
    hand_own_view_playouts = True
    # Hand card decisions: the budget times this. Their play-outs are short (32 cards), so four
    # times the worlds keep a decision within the time aims, and at 800 play-outs a decision
    # the sampling's noise cost about 0.8 points a round (``devtools/search_noise.py``,
    # docs/bots.md, thirty-second session); 1: as before
    hand_card_budget_factor = 4
    # Court Piece and Hokm trump: name medium's suit when it is longer (among the cards seen)
    # than the suit the play-outs prefer (False: the play-outs' suit always)
    trump_length_guard = True
    # Court Piece and Hokm: worlds weighted by what each seat's plays say it lacks
    # (``inference.py``; False: only the Hakem's trump is read, as before)
    read_plays = True
    # and each seat's readings count for less once its later cards broke some of them (a
    # hold-up, a search that takes the trick as well later; False: every reading as sharp)
    soften_broken_reads = True
    # Court Piece and Hokm: each world plays a seat whose cards so far point to an eager
    # player out the eager way, with the chance they give (``eager.py``; False: every seat by
    # medium's rules)
    read_eager = True
    # and the cards an eager seat's plays say it lacks weigh its worlds (False: not read)
    read_eager_hands = True
    # Court Piece with a hidden trump: each world has a trump (the Hakem's own; for the other
    # seats one the Hakem would probably have named from that world's cards) that play-outs
    # reveal as players do (False: played out with no trump until it is shown, as before)
    hidden_trump_worlds = True

    def __init__(self, seed: int, budget: int | None = None) -> None:
        self.seed = seed
        self.budget = budget or DEFAULT_BUDGET
        self._rules_bot = RuleBot(seed, "medium")

    def choose(self, view: SeatView) -> Decision:
        return self._decide(view, None)

    def appraise(self, view: SeatView) -> Appraisal:
        """The same decision as ``choose``, with what the play-outs expect of every choice."""
        tally = PlayoutTally(view.seat, not view.is_partnership)
        return tally.appraisal(self._decide(view, tally))

    def _decide(self, view: SeatView, tally: PlayoutTally | None) -> Decision:
        if view.seat not in view.to_act:
            raise ValueError(f"seat {view.seat} has nothing to do now")
        rng = decision_rng(self.seed, view, "hard")
        if view.phase == Phase.CALLING:
            return self._call(view, rng, tally)
        if view.phase == Phase.NAMING_TRUMP:
            return self._name_trump(view, rng, tally)
        return self._play(view, rng, tally)

    def _worlds(self, count: int, budget: int | None = None) -> int:
        """Worlds a candidate: ``count`` kept between MIN_WORLDS and a cap of MAX_WORLDS at the
        default budget, raised in proportion to a larger budget (else it would change nothing;
        ``budget``: the decision's, by default the bot's)."""
        cap = max(MAX_WORLDS, (budget or self.budget) * MAX_WORLDS // DEFAULT_BUDGET)
        return max(MIN_WORLDS, min(cap, count))

    # ----- Hand calls ----------------------------------------------------------------------

    def _call(self, view: SeatView, rng: random.Random, tally: PlayoutTally | None) -> Decision:
        know = read_view(view)
        mine = [c.index for c in view.hand]
        guess = hand_trick_estimate(mine)
        candidates = list(range(9))  # every call: a far one is rarely best, but when its
        # play-outs rate it best it is made (the coach never shows a call rated above its advice)
        models = CALL_MODELS[:self.hand_call_tables]
        count = self._worlds(self.budget // len(candidates))
        if len(models) > 1:  # twice the play-outs, spread over the tables
            count = max(MIN_WORLDS, 2 * count // len(models))
        worlds = [sample_hands(know, rng) for _ in range(count)]
        rules = sim_rules(view, None)
        estimates = [
            [min(8, max(0, round(hand_trick_estimate(bits(w[s]))))) for s in range(4)]
            for w in worlds
        ]
        # per world and model: the other seats' calls and the play-outs' random stream
        tables = [
            (model.looseness, [noisy_call(e, model, rng) for e in calls],
             rng.getrandbits(32))
            for calls in estimates for model in models
        ]
        best_call, best_value = 0, -math.inf
        if tally is not None:
            tally.weigh([Call(view.seat, call) for call in candidates])
        for index, call in enumerate(candidates):
            by_table = [0.0] * len(models)
            for number, (loose, calls, stream) in enumerate(tables):
                world = worlds[number // len(models)]
                calls[view.seat] = call
                deal = SimDeal(rules, list(world), view.leader or 0, [], [0, 0, 0, 0], 0,
                               (calls[0], calls[1], calls[2], calls[3]))
                shares = [0.0 if s == view.seat else loose for s in range(4)]
                deal.play_out(mixed_policy(shares, random.Random(stream)) if loose else None)
                score = hand_score(call, deal.won[view.seat])
                by_table[number % len(models)] += score
                if tally is not None:
                    tally.add(index, deal, score, number % len(models))
            means = [total / len(worlds) for total in by_table]
            robust = robust_value(means, self.hand_call_safety)
            if tally is not None:
                tally.revalue(index, robust, robust_weights(means, self.hand_call_safety))
            value = robust - 0.01 * abs(call - guess)
            if value > best_value:
                best_call, best_value = call, value
        return Decision(Call(view.seat, best_call), "call_expected_best")

    # ----- trump ---------------------------------------------------------------------------

    def _name_trump(
        self, view: SeatView, rng: random.Random, tally: PlayoutTally | None
    ) -> Decision:
        know = read_view(view)
        worlds = [sample_hands(know, rng) for _ in range(self._worlds(self.budget // 4))]
        seat = view.seat
        best_suit, best_value = 0, -math.inf
        seen = [c.index for c in view.hand]
        lengths = [sum(1 for c in seen if c // 13 == s) for s in range(4)]
        target = view.rules.lowest_bid
        # the play-outs are scored as the deal will be once this trump and target are named
        named = view if target is None else replace(view, bid_target=target)
        if tally is not None:
            tally.weigh([NameTrump(seat, Suit(suit), target) for suit in range(4)])
        hides = view.rules.trump_may_hide and self.hidden_trump_worlds
        no_trump = sim_rules(view, None) if hides else None
        for suit in range(4):
            rules = sim_rules(view, suit)
            total = 0.0
            for world in worlds:
                if no_trump is not None:  # played out hidden, shown when a seat asks
                    deal = SimDeal(no_trump, list(world), seat, [], [0, 0], 0, hakem=seat)
                    deal.hidden = rules
                else:
                    deal = SimDeal(rules, list(world), seat, [], [0, 0], 0)
                deal.play_out()
                value = deal_value(named, deal, seat)
                total += value
                if tally is not None:
                    tally.add(suit, deal, value, points=value - margin_bonus(deal, seat))
            value = total / len(worlds) + 0.001 * lengths[suit]
            if value > best_value:
                best_suit, best_value = suit, value
        if self.trump_length_guard:
            # The trump play-outs let every seat see every hand, which undervalues length: a
            # short trump suit never loses control there to a misguess. Against `ismcts`, when
            # medium's suit was longer, naming it instead took more points (docs/bots.md).
            advised = name_trump(view)
            suit = int(advised.action.suit) if isinstance(advised.action, NameTrump) else best_suit
            if lengths[suit] > lengths[best_suit]:
                return Decision(advised.action, "trump_longer_suit")
        return Decision(NameTrump(seat, Suit(best_suit), target), "trump_by_playouts")

    # ----- card play -----------------------------------------------------------------------

    def _play(self, view: SeatView, rng: random.Random, tally: PlayoutTally | None) -> Decision:
        actions = view.legal_actions()
        if any(isinstance(a, RevealTrump) for a in actions):
            fallback = self._rules_bot.choose(view)
            if isinstance(fallback.action, RevealTrump):
                return fallback
        cards = [a.card.index for a in actions if isinstance(a, PlayCard)]
        know = read_view(view)
        candidates = distinct_cards(cards, view, know)
        if len(candidates) == 1:
            return Decision(PlayCard(view.seat, Card.from_index(candidates[0])), "only_choice")
        budget = self.budget
        if not view.is_partnership:
            budget *= self.hand_card_budget_factor
        count = self._worlds(budget // len(candidates), budget)
        worlds = self.consistent_worlds(view, know, count, rng)
        totals = [0.0] * len(candidates)
        if tally is not None:
            tally.weigh([PlayCard(view.seat, Card.from_index(card)) for card in candidates])
        policy: Policy | None = None
        chances = None
        if view.is_partnership and self.seat_view_playouts:
            policy = seat_view_card
            if self.read_eager:
                chances = eager_chances(view, know)
        shares = None
        if not view.is_partnership and self.hand_seat_models:
            sample = [hands for _, hands in worlds[:SEAT_MODEL_WORLDS]]
            shares = looseness(view, know, sim_rules(view, None), sample)
        hidden = view.trump_hidden and self.hidden_trump_worlds
        rules_by_trump = {trump: sim_rules(view, trump) for trump in {t for t, _ in worlds}}
        no_trump = sim_rules(view, None) if hidden else None
        for trump, hands in worlds:
            if no_trump is not None:  # each world's trump, still hidden
                base = start_deal(view, no_trump, hands, know)
                base.hidden = rules_by_trump[trump]
            else:
                base = start_deal(view, rules_by_trump[trump], hands, know)
            if chances is not None:
                flags = [rng.random() < chance for chance in chances]
                policy = table_policy(flags) if any(flags) else seat_view_card
                # an eager seat plays as greedy does, which never asks to see a hidden trump
                base.silent = sum(1 << seat for seat in range(4) if flags[seat])
            stream = rng.getrandbits(32) if shares is not None else 0  # Hand play-outs
            for i, card in enumerate(candidates):
                deal = base.copy()
                deal.play(card)
                if shares is not None:  # the same random stream for every candidate
                    policy = mixed_policy(shares, random.Random(stream))
                    if self.hand_own_view_playouts:
                        policy = own_view_policy(view.seat, policy)
                deal.play_out(policy)
                value = deal_value(view, deal, view.seat)
                totals[i] += value
                if tally is not None:
                    points = value - margin_bonus(deal, view.seat) if view.is_partnership else None
                    tally.add(i, deal, value, points=points)
        advised = self._advised_card(view, know, candidates)
        if advised is not None:
            totals[advised] += PRIOR_BONUS * len(worlds)
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        chosen = Card.from_index(candidates[best])
        return Decision(PlayCard(view.seat, chosen), "best_expected_playout")

    def _advised_card(self, view: SeatView, know: Knowledge, candidates: list[int]) -> int | None:
        """The position among ``candidates`` of the card medium would play (or its twin)."""
        action = self._rules_bot.choose(view).action
        if not isinstance(action, PlayCard):
            return None
        return candidate_of(action.card.index, candidates)

    def consistent_worlds(
        self, view: SeatView, know: Knowledge, count: int, rng: random.Random
    ) -> list[tuple[int | None, list[int]]]:
        """Worlds (the hidden hands), each with its trump: the one in force; with a hidden
        trump, the one the world's Hakem holds or would probably have named. Public for the
        measuring tools, which draw the same worlds (model_ceiling) or override it with the
        real hands (cheat_ceiling)."""
        trump = None if view.trump_hidden else know.trump
        weigh_calls = game_info(view.game).has_calls and all(c is not None for c in view.calls)
        weigh_hakem = (
            trump is not None and view.hakem is not None and view.hakem != view.seat
        )
        evidence = (
            play_evidence(view, know, self.soften_broken_reads) if self.read_plays else []
        )
        if view.is_partnership and self.read_eager_hands:
            evidence += eager_evidence(view, know)
        if not (weigh_calls or weigh_hakem or evidence):
            chosen = [sample_hands(know, rng) for _ in range(count)]
        else:
            # worlds drawn to resample from: four times over where the plays are read (Court
            # Piece, Hokm; their weights are sharper), as measured, three times in Hand
            pool_size = count * (4 if self.read_plays and view.is_partnership else 3)
            pool = [sample_hands(know, rng) for _ in range(pool_size)]
            weights = [
                world_weight(view, know, hands, trump) * evidence_weight(hands, evidence)
                for hands in pool
            ]
            chosen = rng.choices(pool, weights=weights, k=count)
        if view.trump_hidden and self.hidden_trump_worlds:
            silences = hakem_silences(view)
            return [(hidden_trump(view, know, hands, rng, silences), hands) for hands in chosen]
        return [(trump, hands) for hands in chosen]


HIDDEN_TRUMP_DRAWS = 10  # tries at a trump the Hakem's silences allow, before choosing among them


def hidden_trump(
    view: SeatView, know: Knowledge, hands: list[int], rng: random.Random,
    silences: list[int],
) -> int:
    """The hidden trump of a world: the Hakem's own if it is this seat's to know; else the suit
    the world's Hakem would name as medium does from the first cards it saw, drawn from its
    dealt hand (which of its cards came first is not known), and not a suit it held when it
    could have asked for the trump to ruff and did not (``silences``)."""
    if know.trump is not None:
        return know.trump
    assert view.hakem is not None  # a hidden trump was named by a Hakem
    dealt = hands[view.hakem] | know.played_by[view.hakem]
    ruled_out = 0
    for gone in silences:
        held = dealt & ~gone
        ruled_out |= sum(1 << suit for suit in range(4) if held & SUIT_MASKS[suit])
    allowed = [suit for suit in range(4) if not ruled_out >> suit & 1] or list(range(4))
    cards = bits(dealt)
    sees = view.rules.hakem_sees if isinstance(view.rules, CourtPieceRules) else 5
    for _ in range(HIDDEN_TRUMP_DRAWS):
        seen = rng.sample(cards, min(sees, len(cards)))
        suit = max(range(4), key=lambda s: (trump_score(seen, s), -s))
        if suit in allowed:
            return suit
    return max(allowed, key=lambda s: (trump_score(cards, s), -s))


def hakem_silences(view: SeatView) -> list[int]:
    """While the trump is hidden: for each trick in which the Hakem could not follow, its
    partner was not winning and it did not ask to see the trump (so, asking as medium does, it
    held none), the Hakem's cards played before that trick."""
    hakem = view.hakem
    out: list[int] = []
    gone = 0
    tricks = [record.plays for record in view.completed_tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for plays in tricks:
        for position, (seat, card) in enumerate(plays):
            if seat != hakem:
                continue
            # void, its partner not winning (nobody can ruff while the trump is hidden)
            void = position > 0 and card.suit != plays[0][1].suit
            if void and trick_winner(plays[:position]) != (hakem + 2) % 4:
                out.append(gone)
            gone |= 1 << card.index
    return out


def world_weight(view: SeatView, know: Knowledge, hands: list[int], trump: int | None) -> float:
    """How well a sampled world explains the calls (Hand) or the Hakem's trump choice."""
    weight = 1.0
    if game_info(view.game).has_calls:
        for seat in range(4):
            call = view.calls[seat]
            if seat == view.seat or call is None:
                continue
            dealt = bits(hands[seat] | know.played_by[seat])
            gap = hand_trick_estimate(dealt) - call
            weight *= math.exp(-0.5 * gap * gap)
    elif trump is not None and view.hakem is not None:
        held = hands[view.hakem] | know.played_by[view.hakem]
        weight *= 1.5 ** (held & (((1 << 13) - 1) << (13 * trump))).bit_count()
    return weight


def distinct_cards(cards: list[int], view: SeatView, know: Knowledge) -> list[int]:
    """One card of each run of touching cards (equal for the play): the lowest of each. A card
    of the trick in play still parts the cards around it: one beats it, the other does not."""
    out: list[int] = []
    in_trick = card_mask([card.index for _, card in view.current_trick])
    gone = (know.played & ~in_trick) | know.hand
    for card in sorted(cards):
        if out and touching(out[-1], card, gone):
            continue
        out.append(card)
    return out


def start_deal(view: SeatView, rules: SimRules, hands: list[int], know: Knowledge) -> SimDeal:
    """The view's position in one sampled world."""
    trick = [card.index for _, card in view.current_trick]
    leader = view.current_trick[0][0] if view.current_trick else (view.leader or 0)
    played = len(view.completed_tricks)
    if game_info(view.game).has_calls:
        calls = tuple(c or 0 for c in view.calls)
        return SimDeal(rules, list(hands), leader, trick, list(view.tricks_won), played,
                       (calls[0], calls[1], calls[2], calls[3]))
    deal = partnership_deal(rules, hands, leader, trick,
                            [record.winner for record in view.completed_tricks])
    deal.voids = list(know.voids)
    deal.weak = list(know.weak)
    deal.hakem = view.hakem if view.hakem is not None else -1
    return deal


def deal_value(view: SeatView, deal: SimDeal, seat: int) -> float:
    """The finished deal's result for ``seat``: its score (Hand), or its side's points or
    courts minus the other side's, with a small bonus per trick of margin; scored by the
    engine's own rules of each game (``hokm_result``, ``court_piece_result``)."""
    rules = view.rules
    if not isinstance(rules, (CourtPieceRules, HokmRules)):
        call = deal.calls[seat]
        return float(hand_score(call, deal.won[seat]))
    mine = seat % 2
    hakem_side = (view.hakem if view.hakem is not None else seat) % 2
    won = deal.won
    if isinstance(rules, HokmRules):
        winner, points, _ = hokm_result(rules, hakem_side, won, deal.kot_ok)
    else:
        winner, points, _ = court_piece_result(rules, hakem_side, won, view.bid_target,
                                               deal.kot_ok)
    return (points if winner == mine else -points) + margin_bonus(deal, seat)


def margin_bonus(deal: SimDeal, seat: int) -> float:
    """The part of ``deal_value`` that is the search's own in a game of partners: a small
    bonus a trick the seat's side took more than the other (the deal's points are the rest)."""
    mine = seat % 2
    return MARGIN_WEIGHT * (deal.won[mine] - deal.won[1 - mine])


__all__ = ["DEFAULT_BUDGET", "SearchBot", "deal_value", "distinct_cards", "margin_bonus",
           "world_weight"]
