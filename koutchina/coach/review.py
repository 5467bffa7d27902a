"""The review of a deal: each decision of one seat against the choice the analysis makes from
the same view, what the difference cost (estimated at the time), the costliest ones, and,
labelled as hindsight, what perfect play with every card known could have done at the end."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

from ..bots.appraisal import Appraisal, ChoiceValue
from ..bots.endgame import EndgameSolver
from ..bots.knowledge import read_view, sim_rules
from ..bots.search import PRIOR_BONUS, start_deal
from ..engine import (
    Action,
    ClaimRest,
    Concede,
    MatchState,
    NameTrump,
    Phase,
    PlayCard,
    SeatView,
    game_info,
)
from ..engine.actions import action_from_json
from ..engine.cards import Card
from ..engine.record import MatchRecord, replay_record
from .departure import AGAINST, TRICKS, VALUE, Departure
from .hint import LEVEL, Hint, hint_for, standing
from .table_moves import TableTricks

Steps = list[tuple[MatchState, Action]]  # (state before the action, action), in order
HINDSIGHT_TRICKS = 5  # the last tricks solved exactly with every card known
COSTLIEST = 3
HAND_CARD_MARGIN = 1.0  # a card this far below the advice in Hand is within the noise (card_margin)
SAME = "same"  # a choice other than the advice that rates exactly as high


@dataclass(frozen=True, slots=True)
class GivenUp:
    """What a decision gives up, as a player counts it: ``amount`` of ``unit``, a figure of
    the coach's (departure.py): VALUE (the expected score in Hand, else the deal's points or
    courts for the side), TRICKS (the side takes fewer) or AGAINST (the other side more)."""

    amount: float
    unit: str


def given_up(cost: float, advised: ChoiceValue, chosen: ChoiceValue) -> GivenUp:
    """What a choice that ``cost`` (the search's value) gives up against the advice, as the
    review says it: the expected score (Hand); else the deal's points or courts for the side
    less the other side's, without the search's bonus for the trick margin
    (``ChoiceValue.counted``, as the hint counts), and where it gives up none, the tricks the
    side takes fewer, or those the other side takes more. Each the difference of the figures
    as shown (points to a hundredth, tricks to a tenth). The review said the search's value,
    "0.19 courts" for a Court Piece card that gave up no court; nothing a player can count is
    given up where none of them differs (``review_decision`` then calls it as good within the
    margin of error)."""
    if cost <= 0.0:
        return GivenUp(0.0, VALUE)
    if advised.points is None or chosen.points is None:  # Hand: the score is all
        return GivenUp(cost, VALUE)
    points = round(round(advised.counted, 2) - round(chosen.counted, 2), 2)
    if points > 0.005:
        return GivenUp(points, VALUE)
    tricks = round(round(advised.tricks, 1) - round(chosen.tricks, 1), 1)
    if tricks > 0.05:
        return GivenUp(tricks, TRICKS)
    if advised.against is not None and chosen.against is not None:
        more = round(round(chosen.against, 1) - round(advised.against, 1), 1)
        if more > 0.05:
            return GivenUp(more, AGAINST)
    return GivenUp(0.0, VALUE)


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of the seat, seen from what it could see at that moment."""

    trick: int  # 0: a call or the trump; n: a card of trick n
    chosen: Action
    advised: Action  # as the hint names it (``Hint.shown_choice``)
    reason: str  # why the analysis advises its choice (a reason key)
    chosen_value: ChoiceValue
    advised_value: ChoiceValue
    cost: float  # expected value given up (points in Hand, points or courts otherwise), >= 0
    # another choice than the advice that gives up nothing: why it is not the advice (a
    # standing of coach.hint: LEVEL, UNDERRATED), or SAME when it rates just as high
    standing: str | None = None
    # the advice is another card than the usual rules of good play choose: by which figure it
    # does better (``Hint.departure``), and whether the card chosen is the rules' one
    departure: Departure | None = None
    chose_rules_card: bool = False

    @property
    def chosen_figures(self) -> ChoiceValue:
        """What the analysis expects of the choice made, named by the person's own card. The
        search weighs one card of each run of equal cards, the lowest (``chosen_value``): its
        figures are those of the card played, which is the one the person looks for."""
        return _named_by(self.chosen_value, self.chosen)

    @property
    def advised_figures(self) -> ChoiceValue:
        """What the analysis expects of its choice, named by the card the review advises: the
        usual rules' own card of the run the search weighs by its lowest, where their reason is
        the one given ("throw away a high card", of J♥ rather than 10♥ beside it)."""
        return _named_by(self.advised_value, self.advised)

    @property
    def given_up(self) -> GivenUp:
        """The cost as a player counts it (``given_up``)."""
        return given_up(self.cost, self.advised_value, self.chosen_value)

    @property
    def agrees(self) -> bool:
        """The advised choice (or one equal to it, such as a card of the same run), and with
        bidding the same target as the analysis's (the search weighs each trump with the
        lowest target only, so a higher one costs nothing here though it is not the advice).
        Another choice that rates as high or higher does not agree: the analysis would not
        make it (``standing`` says why)."""
        return (self.chosen_value.action == self.advised_value.action
                and not _other_target(self.chosen, self.advised))


def _named_by(value: ChoiceValue, action: Action) -> ChoiceValue:
    """``value``, the figures of a run of equal cards weighed by one of them, named by the
    card ``action`` of that run."""
    if isinstance(action, PlayCard) and value.action != action:
        return replace(value, action=action)
    return value


@dataclass(frozen=True, slots=True)
class Hindsight:
    """With every card known (after the deal): from trick ``from_trick`` on, the most the seat
    (Hand) or its side could take against perfect defence, and what it took.

    A deal may stop before the hands are empty (Hokm's end at seven tricks):
    ``best_tricks`` is then what the side could be sure of before it stopped (the solver plays
    the same end), and ``tricks_played`` says how many of the ``tricks_left`` were played."""

    from_trick: int
    tricks_left: int  # the tricks the hands still held (the current one included)
    best_tricks: int
    taken: int
    call_possible: bool | None  # Hand: could the call have been made whatever the others did
    # of ``tricks_left``, the tricks played (or conceded) before the deal ended; None while
    # it goes on (a saved match's last deal)
    tricks_played: int | None
    call_made: bool | None = None  # Hand: the call was made in the end; None elsewhere, or
    # while the deal goes on

    @property
    def ended_early(self) -> bool:
        """The deal stopped before the hands were empty."""
        return self.tricks_played is not None and self.tricks_played < self.tricks_left


@dataclass(frozen=True, slots=True)
class DealClaim:
    """A claim of the rest of a deal: the seat that claimed, and the trick (from 1) from
    which the table played every card, the reviewed seat's too."""

    seat: int
    trick: int


@dataclass(frozen=True, slots=True)
class DealReview:
    seat: int
    deal_index: int
    decisions: tuple[DecisionReview, ...]
    hindsight: Hindsight | None
    conceded_at: int | None = None  # the trick at which the seat conceded the rest, if it did
    # the tricks of the seat's cards that were no decision, so not in ``decisions``: only one
    # card could be played, or the cards that could were all equal (the search weighs one)
    one_card: tuple[int, ...] = ()
    equal_cards: tuple[int, ...] = ()
    # a claim of the rest by any seat: the cards from its trick on are the table's, not
    # weighed (nor in ``decisions``, ``one_card`` or ``equal_cards``)
    claimed: DealClaim | None = None

    @property
    def total_cost(self) -> float:
        return sum(d.cost for d in self.decisions)

    @property
    def all_advised(self) -> bool:
        """Every decision the analysis's own choice."""
        return all(d.agrees for d in self.decisions)

    @property
    def costliest(self) -> tuple[DecisionReview, ...]:
        """The one to three decisions that cost the most (only those that cost anything)."""
        costly = [d for d in self.decisions if d.cost > 0]
        costly.sort(key=lambda d: -d.cost)
        return tuple(costly[:COSTLIEST])

    def apart(self, table: TableTricks) -> tuple[DealReview, tuple[DecisionReview, ...]]:
        """The review of the seat's own decisions, and the decisions the table made for it
        when its time ran out, said but not weighed. From the trick at which the person
        conceded the rest of a Hand round the table played their cards: those are neither
        weighed nor said one by one (``conceded_at`` says it)."""
        if not table.timed_out and table.conceded_from is None:
            return self, ()
        conceded = table.conceded_from

        def before(trick: int) -> bool:  # before the table played a conceded round
            return conceded is None or trick < conceded

        timed_out = tuple(d for d in self.decisions if d.trick in table.timed_out)
        return replace(
            self, decisions=tuple(d for d in self.decisions
                                  if before(d.trick) and d.trick not in table.timed_out),
            conceded_at=self.conceded_at if conceded is None else conceded,
            one_card=tuple(t for t in self.one_card if before(t)),
            equal_cards=tuple(t for t in self.equal_cards if before(t))), timed_out


def match_start(record: MatchRecord) -> tuple[MatchState, list[Action]]:
    """The match of ``record`` before its first action, and its actions in order."""
    start = replay_record(record.model_copy(update={"actions": []}), check=False)
    return start, [action_from_json(data) for data in record.actions]


Progress = Callable[[int, int], None]  # (actions looked at, actions in the deal)


def review_match(
    start: MatchState, actions: list[Action], seat: int, seed: int, deal: int | None = None,
    budget: int | None = None, cancelled: Callable[[], bool] = lambda: False,
    progress: Progress | None = None,
) -> list[DealReview]:
    """Review every deal (or only deal ``deal``, counted from 0) of a match for ``seat``.

    ``start`` is the match before its first action and ``actions`` the actions in order (a saved
    match gives both); ``start`` is not changed. ``cancelled`` is asked between actions, and
    ``progress`` told after each."""
    return [
        review_deal(steps, seat, seed, budget, cancelled, progress)
        for _index, steps in _deals(start, actions, lambda index: deal in (None, index))
    ]


def review_deal(
    steps: Steps, seat: int, seed: int, budget: int | None = None,
    cancelled: Callable[[], bool] = lambda: False, progress: Progress | None = None,
) -> DealReview:
    """Review one deal given as (state before the action, action) pairs, in order."""
    decisions: list[DecisionReview] = []
    hindsight: Hindsight | None = None
    conceded_at: int | None = None
    claimed: DealClaim | None = None
    one_card: list[int] = []
    equal_cards: list[int] = []
    for done, (state, action) in enumerate(steps):
        if cancelled():
            raise ReviewCancelled
        if progress is not None:
            progress(done, len(steps))
        if isinstance(action, ClaimRest):
            claimed = DealClaim(action.seat, len(state.view(action.seat).completed_tricks) + 1)
            continue
        if action.seat != seat:
            continue
        view = state.view(seat)
        if isinstance(action, Concede):  # not a choice the search weighs: said, not costed
            conceded_at = len(view.completed_tricks) + 1
            continue
        if hindsight is None and _hindsight_due(view):
            hindsight = _hindsight(state, view, steps)
        if claimed is not None:
            continue  # the table plays the card out for the claim: no choice to weigh
        hint = hint_for(view, seed, budget)
        reviewed = _review_decision(view, action, hint)
        if reviewed is not None:
            decisions.append(reviewed)
        elif isinstance(action, PlayCard) and len(hint.appraisal.choices) < 2:
            trick = len(view.completed_tricks) + 1
            (one_card if len(view.legal_cards()) == 1 else equal_cards).append(trick)
    deal_index = steps[0][0].deal_index if steps else 0
    return DealReview(seat, deal_index, tuple(decisions), hindsight, conceded_at,
                      tuple(one_card), tuple(equal_cards), claimed)


class ReviewCancelled(Exception):
    """The person cancelled a review that was computing."""


def _deals(
    start: MatchState, actions: list[Action], wanted: Callable[[int], bool]
) -> Iterator[tuple[int, Steps]]:
    """The steps of each wanted deal; the states of the other deals are not copied."""
    state = start.clone()
    steps: Steps = []
    index = state.deal_index
    for action in actions:
        if state.deal_index != index:
            if steps:
                yield index, steps
            steps, index = [], state.deal_index
        if wanted(index) and state.phase in (Phase.CALLING, Phase.NAMING_TRUMP, Phase.PLAYING):
            steps.append((state.clone(), action))
        state.apply(action)
    if steps:
        yield index, steps


def _review_decision(view: SeatView, chosen: Action, hint: Hint) -> DecisionReview | None:
    appraisal = hint.appraisal
    if len(appraisal.choices) < 2:
        return None  # nothing to choose: one card (or equal cards), or a reveal of the trump
    advised = appraisal.value_of(appraisal.decision.action)
    mine = _weighed_as(chosen, appraisal)
    if advised is None or mine is None:
        return None
    trick = len(view.completed_tricks) + 1 if isinstance(chosen, PlayCard) else 0
    cost = max(0.0, advised.value - mine.value)
    reason = hint.shown_reason  # the advice's reason as the hint gives it
    if (_other_target(chosen, advised.action) and mine.action == advised.action
            and isinstance(advised.action, NameTrump)
            and advised.action.target == view.rules.lowest_bid):
        reason = "lowest_target"  # the advised suit: only the target differs
    how = standing(appraisal, mine)
    if how is None and mine.action != advised.action:
        if mine.value == advised.value:
            how = SAME
        elif isinstance(chosen, PlayCard) and cost < card_margin(view.game):
            # a card less far below than the analysis's own noise: within its margin of error
            cost, how = 0.0, LEVEL
        elif cost > 0.0 and given_up(cost, advised, mine).amount <= 0.0:
            # nothing a player counts is given up (the points and the tricks read the same):
            # a cost of "0.01 points" beside "+0.50 points against +0.50" (a code review)
            cost, how = 0.0, LEVEL
    departure = hint.departure
    rules = None if departure is None else _weighed_as(departure.rules.action, appraisal)
    chose_rules = rules is not None and rules.action == mine.action
    if how == LEVEL and chose_rules:  # not "... but 8♠ does better here. Nothing given up"
        departure, chose_rules = None, False
    return DecisionReview(trick, chosen, hint.shown_choice.action, reason, mine, advised, cost,
                          how, departure, chose_rules)


def card_margin(game: str) -> float:
    """How far below the advice a card may rate and still be as good within the margin of
    error: in Court Piece and Hokm the head start the search gives medium's card against the
    noise of its play-outs (0.08 of a point or court); in Hand, scored in tens, a point. There
    the analysis searching with another seed disagrees with itself by 0.3 to 5 points (median
    1.3) on the decisions it disagrees on (30 deals of tuning seeds 575-604, docs/coach.md),
    and costs of 0.2 to 0.4 points were marked as a deal's costliest decisions, in red (a
    player's review)."""
    return HAND_CARD_MARGIN if game_info(game).has_calls else PRIOR_BONUS


def _other_target(chosen: Action, advised: Action) -> bool:
    """Two trumps named with different targets (bidding)."""
    return (isinstance(chosen, NameTrump) and isinstance(advised, NameTrump)
            and chosen.target != advised.target)


def _weighed_as(action: Action, appraisal: Appraisal) -> ChoiceValue | None:
    """The weighed choice that stands for ``action``: itself, the same trump with another
    target, or the lowest card of its run of equal cards (the search weighs one of each)."""
    found = appraisal.value_of(action)
    if found is not None:
        return found
    if isinstance(action, NameTrump):
        for choice in appraisal.choices:
            if isinstance(choice.action, NameTrump) and choice.action.suit == action.suit:
                return choice
        return None
    if not isinstance(action, PlayCard):
        return None
    index = action.card.index
    below = [
        choice for choice in appraisal.choices
        if isinstance(choice.action, PlayCard)
        and choice.action.card.index // 13 == index // 13
        and choice.action.card.index < index
    ]
    return max(below, key=lambda c: _card_index(c.action), default=None)


def _card_index(action: Action) -> int:
    return action.card.index if isinstance(action, PlayCard) else -1


def _hindsight_due(view: SeatView) -> bool:
    if view.phase != Phase.PLAYING:
        return False
    return len(view.hand) <= HINDSIGHT_TRICKS


def _hindsight(
    state: MatchState, view: SeatView, steps: Steps
) -> Hindsight:
    """Solve the rest of the deal with every hand known, from the seat's decision now."""
    hands = [_mask(tuple(held)) for held in state.hands]
    trump = int(state.trump) if state.trump is not None else None
    deal = start_deal(view, sim_rules(view, trump), hands, read_view(view))
    info = game_info(view.game)
    me = info.scorer_of(view.seat)
    before = deal.won[me]
    if info.has_calls:  # the seat plays alone, for its call
        call = deal.calls[view.seat]
        best = EndgameSolver(view.seat, lambda d: float(d.won[me]), alone=True).solve(deal)
        made = EndgameSolver(
            view.seat, lambda d: 1.0 if d.won[me] == call else 0.0, alone=True
        ).solve(deal)
        possible: bool | None = made == 1.0
    else:
        best = EndgameSolver(view.seat, lambda d: float(d.won[me])).solve(deal)
        possible = None
    final, played = _final_won(steps, view.seat)
    return Hindsight(
        from_trick=len(view.completed_tricks) + 1,
        tricks_left=len(view.hand),  # the seat is to play: the current trick included
        best_tricks=round(best) - before,
        taken=final[me] - before,
        call_possible=possible,
        tricks_played=None if played is None else played - len(view.completed_tricks),
        call_made=(final[me] == deal.calls[view.seat]
                   if info.has_calls and played is not None else None),
    )


def _final_won(steps: Steps, seat: int) -> tuple[list[int], int | None]:
    """The tricks of each seat (Hand) or side at the end of the deal, as counted (Double Sar
    counts fewer than were played), and how many tricks the deal played; the tricks so far
    and None while the deal goes on."""
    last_state, last_action = steps[-1]
    after = last_state.clone()
    after.apply(last_action)
    log = after.deals[last_state.deal_index]
    if log.trick_counts is not None:
        return [int(count) for count in log.trick_counts], len(log.tricks)
    return [int(count) for count in after.view(seat).tricks_won], None


def _mask(cards: tuple[Card, ...]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


__all__ = ["SAME", "DealClaim", "DealReview", "DecisionReview", "GivenUp", "Hindsight",
           "ReviewCancelled", "given_up",
           "match_start", "review_deal", "review_match"]
