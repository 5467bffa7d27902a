"""A hint: ``hard``'s decision for one seat's view, and what it expects of the best choices."""

from __future__ import annotations

from dataclasses import dataclass

from ..bots import seat_seed
from ..bots.appraisal import Appraisal, ChoiceValue
from ..bots.search import SearchBot
from ..engine import NameTrump, SeatView


@dataclass(frozen=True, slots=True)
class Hint:
    """What the analysis would do now, why, and the value of the best choices."""

    seat: int
    game: str
    appraisal: Appraisal
    lowest_target: int | None = None  # with bidding, the lowest target the rules allow


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


def hint_for(view: SeatView, seed: int, budget: int | None = None) -> Hint:
    """The hint for ``view.seat``, whose turn it must be (ValueError otherwise)."""
    appraisal = SearchBot(seed, budget=budget).appraise(view)
    return Hint(view.seat, view.game, appraisal, view.rules.lowest_bid)


__all__ = ["Hint", "hint_for", "seat_seed"]
