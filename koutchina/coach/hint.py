"""A hint: ``hard``'s decision for one seat's view, and what it expects of the best choices.

The figure the coach gives for a choice is the one the decision is made on, the choice's
``value`` (the expected score in Hand, the side's points or courts of the deal otherwise). A few
choices rate higher than the advice without being advised, and the hint says why of each
(``standing``): the search gives medium's card a head start and breaks near-ties by length or
by the call nearest the count (``LEVEL``: as good within the margin of error), or names its
longer trump over play-outs that underrate length (``UNDERRATED``).

The advice is compared with the card the usual rules of good play (``medium``, with the
search's own seed) would play: the same card, and the hint gives the rules' reason in words
(``rules_reason``); another, and it says by which of the search's figures the advice does
better (``Hint.departure``, koutchina.coach.departure)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..bots import seat_seed
from ..bots.appraisal import Appraisal, ChoiceValue
from ..bots.base import Decision
from ..bots.rulebased import RuleBot
from ..bots.search import PRIOR_BONUS, SearchBot, candidate_of
from ..engine import Call, NameTrump, PlayCard, SeatView, game_info
from ..engine.cards import Card
from .departure import Departure, departure

# why a choice rated higher than the advice is not advised
LEVEL = "level"  # within the search's head start or tie-break: as good, within the noise
UNDERRATED = "underrated"  # the longer trump: the play-outs underrate length
STANDINGS = (LEVEL, UNDERRATED)


def standing(appraisal: Appraisal, choice: ChoiceValue) -> str | None:
    """Why ``choice``, rated higher than the advised choice, is not advised (one of
    STANDINGS); None when it is rated no higher (or is the advice)."""
    advised = appraisal.value_of(appraisal.decision.action)
    if advised is None or choice.action == advised.action or choice.value <= advised.value:
        return None
    if appraisal.decision.reason == "trump_longer_suit":
        return UNDERRATED
    return LEVEL


def advice_reason(appraisal: Appraisal) -> str:
    """The reason key that explains the advice: the decision's own, unless another choice
    rates higher; then why the advice was preferred (medium's card, the longer suit, the call
    nearest the count, each as good within the margin of error)."""
    standings = {standing(appraisal, choice) for choice in appraisal.choices}
    action = appraisal.decision.action
    if LEVEL in standings:
        if isinstance(action, PlayCard):
            return "sound_card_level"
        if isinstance(action, NameTrump):
            return "longer_trump_level"
        if isinstance(action, Call):
            return "nearer_call_level"
    return appraisal.decision.reason


@dataclass(frozen=True, slots=True)
class Hint:
    """What the analysis would do now, why, and the value of the best choices."""

    seat: int
    game: str
    appraisal: Appraisal
    lowest_target: int | None = None  # with bidding, the lowest target the rules allow
    # the reason key of the usual rules of good play (medium's) when they choose the advised
    # card too: the hint says why in plain words ("the trick is lost anyway: follow low")
    rules_reason: str | None = None
    # what the play-outs expect of the card the usual rules play, named by it, when it is
    # another than the advised card (and was weighed): the hint says why not (``departure``)
    rules_choice: ChoiceValue | None = None

    @property
    def advised(self) -> ChoiceValue:
        """The advised choice (``hard``'s decision), with what its play-outs expect."""
        chosen = self.appraisal.value_of(self.appraisal.decision.action)
        assert chosen is not None  # the appraisal always lists its own decision
        return chosen

    @property
    def reason(self) -> str:
        """The reason key of the decision (see koutchina.bots.reasons)."""
        return self.appraisal.decision.reason

    @property
    def shown_reason(self) -> str:
        """The reason key the hint gives the advice (``advice_reason``); for a card the usual
        rules of good play choose too, their reason, which says why in words a player uses
        (the figures under it say what the play-outs expect). Not where another card rates
        higher: the advice then says it is as good within the margin of error."""
        reason = advice_reason(self.appraisal)
        if self.rules_reason is not None and reason == "best_expected_playout":
            return self.rules_reason
        return reason

    @property
    def departure(self) -> Departure | None:
        """Why the advised card rather than the one the usual rules choose, by the figures of
        the play-outs; None where they choose the same, the advice has another reason (the
        only sensible card, as good as a better rated one within the margin of error), or no
        figure a player reads differs (``coach.departure``)."""
        if self.rules_choice is None or advice_reason(self.appraisal) != "best_expected_playout":
            return None
        return departure(self.advised, self.rules_choice, game_info(self.game).has_calls,
                         PRIOR_BONUS)

    @property
    def target_reason(self) -> str | None:
        """Why the advised trump comes with its target (bidding): "lowest_target" when it is
        the lowest, which is what ``hard`` names (every target scores the same); else None."""
        action = self.advised.action
        if (isinstance(action, NameTrump) and action.target is not None
                and action.target == self.lowest_target):
            return "lowest_target"
        return None

    def best(self, count: int = 3) -> tuple[ChoiceValue, ...]:
        """The advised choice first, then the next best by expected value (``count`` at most)."""
        advised = self.advised
        others = [c for c in self.appraisal.choices if c.action != advised.action]
        return (advised, *others[: count - 1])

    def others(self, count: int = 3) -> tuple[tuple[str | None, tuple[ChoiceValue, ...]], ...]:
        """The choices after the advice in ``best(count)``, in groups by ``standing``: those
        rated higher (in the order of STANDINGS), then the next best (None); empty groups
        left out."""
        rest = self.best(count)[1:]
        groups = [
            (key, tuple(c for c in rest if standing(self.appraisal, c) == key))
            for key in (*STANDINGS, None)
        ]
        return tuple((key, choices) for key, choices in groups if choices)


def hint_for(view: SeatView, seed: int, budget: int | None = None) -> Hint:
    """The hint for ``view.seat``, whose turn it must be (ValueError otherwise)."""
    appraisal = SearchBot(seed, budget=budget).appraise(view)
    rules = _rules_card(view, appraisal, seed)
    if rules is None:
        return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid)
    decision, weighed = rules
    if weighed.action == appraisal.decision.action:  # the advised card, or one equal to it
        return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid,
                    rules_reason=decision.reason)
    return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid,
                rules_choice=replace(weighed, action=decision.action))


def _rules_card(view: SeatView, appraisal: Appraisal,
                seed: int) -> tuple[Decision, ChoiceValue] | None:
    """Where the advice is a card: medium's decision (with the search's seed, as in its head
    start) and the weighed choice that stands for its card (itself or the lowest of its run of
    equal cards, which the search weighs for the run); None where medium plays no card or one
    not weighed."""
    if not isinstance(appraisal.decision.action, PlayCard):
        return None
    decision = RuleBot(seed, "medium").choose(view)
    if not isinstance(decision.action, PlayCard):
        return None
    cards = sorted(c.action.card.index for c in appraisal.choices
                   if isinstance(c.action, PlayCard))
    run = candidate_of(decision.action.card.index, cards)
    if run is None:
        return None
    weighed = appraisal.value_of(PlayCard(view.seat, Card.from_index(cards[run])))
    return None if weighed is None else (decision, weighed)


__all__ = ["LEVEL", "STANDINGS", "UNDERRATED", "Hint", "advice_reason", "hint_for",
           "seat_seed", "standing"]
