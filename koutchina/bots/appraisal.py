"""What ``hard``'s play-outs say about each choice of one decision, for the coach.

``SearchBot.appraise(view)`` makes the same decision as ``choose(view)`` (same worlds, same
seed) and also returns, for every choice it weighed, the mean result of its play-outs: the
expected score (Hand) or points/courts of the deal, the tricks the seat (Hand) or its side can
expect, and in Hand the share of play-outs in which the seat makes its call.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Action
from .base import Decision
from .sim import SimDeal


@dataclass(frozen=True, slots=True)
class ChoiceValue:
    """One choice and what the play-outs expect of it."""

    action: Action
    value: float  # expected score (Hand; a call: over the table models, towards the worst) or
    # points/courts of the deal, margin bonus included
    tricks: float  # expected tricks of the seat (Hand) or of its side, at the end of the deal
    made: float | None  # Hand: share of play-outs in which the call is made; else None
    playouts: int


@dataclass(frozen=True, slots=True)
class Appraisal:
    """The decision ``hard`` makes, and every choice it weighed, best expected value first."""

    decision: Decision
    choices: tuple[ChoiceValue, ...]

    def value_of(self, action: Action) -> ChoiceValue | None:
        """The weighed choice equal to ``action``, if it was weighed."""
        for choice in self.choices:
            if choice.action == action:
                return choice
        return None


@dataclass
class PlayoutTally:
    """Adds up the play-outs of each choice while the search runs."""

    seat: int
    hand_game: bool
    actions: list[Action] = field(default_factory=list)
    _count: list[int] = field(default_factory=list)
    _value: list[float] = field(default_factory=list)
    _tricks: list[float] = field(default_factory=list)
    _made: list[int] = field(default_factory=list)

    def weigh(self, actions: list[Action]) -> None:
        """The choices about to be played out, in the search's order."""
        self.actions = list(actions)
        size = len(actions)
        self._count, self._value = [0] * size, [0.0] * size
        self._tricks, self._made = [0.0] * size, [0] * size

    def add(self, index: int, deal: SimDeal, value: float) -> None:
        """One finished play-out of choice ``index``, worth ``value`` to the seat."""
        self._count[index] += 1
        self._value[index] += value
        if self.hand_game:
            won = deal.won[self.seat]
            self._tricks[index] += won
            self._made[index] += won == deal.calls[self.seat]
        else:
            self._tricks[index] += deal.won[self.seat % 2]

    def revalue(self, index: int, value: float) -> None:
        """Set choice ``index``'s value where the search judges it otherwise than by the plain
        mean of its play-outs (Hand calls: moved towards the worst table of the table model)."""
        self._value[index] = value * self._count[index]

    def appraisal(self, decision: Decision) -> Appraisal:
        choices = [
            ChoiceValue(
                action,
                self._value[i] / self._count[i],
                self._tricks[i] / self._count[i],
                self._made[i] / self._count[i] if self.hand_game else None,
                self._count[i],
            )
            for i, action in enumerate(self.actions)
            if self._count[i]
        ]
        choices.sort(key=lambda choice: -choice.value)
        if not any(choice.action == decision.action for choice in choices):
            # an only choice, or a reveal of the hidden trump: nothing was played out
            choices.insert(0, ChoiceValue(decision.action, 0.0, 0.0, None, 0))
        return Appraisal(decision, tuple(choices))


__all__ = ["Appraisal", "ChoiceValue", "PlayoutTally"]
