"""A hint: ``hard``'s decision for one seat's view, and what it expects of the best choices.

The figure the coach gives for a choice is the one the decision is made on, the choice's
``value`` (the expected score in Hand, the side's points or courts of the deal otherwise). A few
choices rate higher than the advice without being advised, and the hint says why of each
(``standing``): the search gives medium's card a head start and breaks near-ties by length or
by the call nearest the count (``LEVEL``: as good within the margin of error), or names its
longer trump over play-outs that underrate length (``UNDERRATED``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..bots import seat_seed
from ..bots.appraisal import Appraisal, ChoiceValue
from ..bots.rulebased import RuleBot
from ..bots.search import SearchBot, candidate_of
from ..engine import Call, NameTrump, PlayCard, SeatView

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
    return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid,
                rules_reason(view, appraisal, seed))


def rules_reason(view: SeatView, appraisal: Appraisal, seed: int) -> str | None:
    """The reason key of medium's rules (the search's own head start, with its seed) when they
    play the advised card or one equal to it; None otherwise."""
    advised = appraisal.decision.action
    if not isinstance(advised, PlayCard):
        return None
    decision = RuleBot(seed, "medium").choose(view)
    if not isinstance(decision.action, PlayCard):
        return None
    candidates = sorted(c.action.card.index for c in appraisal.choices
                        if isinstance(c.action, PlayCard))
    run = candidate_of(decision.action.card.index, candidates)
    if run is None or candidates[run] != advised.card.index:
        return None
    return decision.reason


__all__ = ["LEVEL", "STANDINGS", "UNDERRATED", "Hint", "advice_reason", "hint_for",
           "seat_seed", "standing"]
