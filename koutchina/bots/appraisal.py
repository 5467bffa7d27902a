"""What ``hard``'s play-outs say about each choice of one decision, for the coach.

``SearchBot.appraise(view)`` makes the same decision as ``choose(view)`` (same worlds, same
seed) and also returns, for every choice it weighed, the mean result of its play-outs: the
expected score (Hand) or points/courts of the deal, the tricks the seat (Hand) or its side can
expect, and in Hand the share of play-outs in which the seat makes its call. In Court Piece and
Hokm the value a choice is decided on adds a small bonus a trick of margin to the deal's
points or courts (``bots.search.deal_value``); ``ChoiceValue.points`` is the deal's own, what
a player counts and the coach shows.
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
    # Hand: share of play-outs in which the call is made (a call: blended as ``value``); else
    # None
    made: float | None
    playouts: int
    # Court Piece, Hokm: the side's points or courts of the deal less the other side's, without
    # the search's bonus for the trick margin (what the deal itself gives); None in Hand
    points: float | None = None
    against: float | None = None  # Court Piece, Hokm: the tricks the other side can expect

    @property
    def counted(self) -> float:
        """What a player counts of the choice: the deal's expected points or courts for the
        side (``points``), else (Hand) the expected score, which is ``value``."""
        return self.value if self.points is None else self.points


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
    """Adds up the play-outs of each choice while the search runs, at each table of a table
    model apart (Hand calls: ``table``), so that a choice valued as a blend of its tables
    (``revalue``) shows its tricks and its share of calls made from the same blend."""

    seat: int
    hand_game: bool
    actions: list[Action] = field(default_factory=list)
    _value: list[float] = field(default_factory=list)
    _points: list[float] = field(default_factory=list)  # without the margin bonus
    _against: list[float] = field(default_factory=list)  # the other side's tricks
    # per choice and table: play-outs, tricks, calls made
    _count: list[dict[int, int]] = field(default_factory=list)
    _tricks: list[dict[int, float]] = field(default_factory=list)
    _made: list[dict[int, int]] = field(default_factory=list)
    _weights: list[tuple[float, ...] | None] = field(default_factory=list)

    def weigh(self, actions: list[Action]) -> None:
        """The choices about to be played out, in the search's order."""
        self.actions = list(actions)
        size = len(actions)
        self._value = [0.0] * size
        self._points = [0.0] * size
        self._against = [0.0] * size
        self._count = [{} for _ in range(size)]
        self._tricks = [{} for _ in range(size)]
        self._made = [{} for _ in range(size)]
        self._weights = [None] * size

    def add(self, index: int, deal: SimDeal, value: float, table: int = 0,
            points: float | None = None) -> None:
        """One finished play-out of choice ``index``, worth ``value`` to the seat, at table
        ``table`` of the search's table model (0 where it has none); ``points``: the deal's
        own result in a game of partners, ``value`` without the margin bonus."""
        self._count[index][table] = self._count[index].get(table, 0) + 1
        self._value[index] += value
        self._points[index] += value if points is None else points
        if self.hand_game:
            won = deal.won[self.seat]
            made = won == deal.calls[self.seat]
            self._made[index][table] = self._made[index].get(table, 0) + made
        else:
            won = deal.won[self.seat % 2]
            self._against[index] += deal.won[1 - self.seat % 2]
        self._tricks[index][table] = self._tricks[index].get(table, 0.0) + won

    def revalue(self, index: int, value: float, weights: tuple[float, ...]) -> None:
        """Set choice ``index``'s value where the search judges it otherwise than by the plain
        mean of its play-outs (Hand calls: moved towards the worst table of the table model),
        as the blend ``weights`` of its tables' means (table 0 first; they sum to 1): its
        tricks and share of calls made are then that blend too. (A call shown as "+2.3
        expected, made in 80% of the deals" had its value blended and its share not: a
        player's review read that it did not add up.)"""
        self._value[index] = value * self.playouts(index)
        self._weights[index] = weights

    def playouts(self, index: int) -> int:
        """How many play-outs choice ``index`` had, at every table."""
        return sum(self._count[index].values())

    def _blend(self, index: int, sums: dict[int, float] | dict[int, int]) -> float:
        """Choice ``index``'s mean of ``sums`` (per table), blended as its value is."""
        counts = self._count[index]
        weights = self._weights[index]
        if weights is None:
            return sum(sums.values()) / self.playouts(index)
        return sum(weight * sums.get(table, 0) / counts[table]
                   for table, weight in enumerate(weights) if counts.get(table))

    def appraisal(self, decision: Decision) -> Appraisal:
        choices = [
            ChoiceValue(
                action,
                self._value[i] / self.playouts(i),
                self._blend(i, self._tricks[i]),
                self._blend(i, self._made[i]) if self.hand_game else None,
                self.playouts(i),
                None if self.hand_game else self._points[i] / self.playouts(i),
                None if self.hand_game else self._against[i] / self.playouts(i),
            )
            for i, action in enumerate(self.actions)
            if self.playouts(i)
        ]
        choices.sort(key=lambda choice: -choice.value)
        if not any(choice.action == decision.action for choice in choices):
            # an only choice, or a reveal of the hidden trump: nothing was played out
            choices.insert(0, ChoiceValue(decision.action, 0.0, 0.0, None, 0))
        return Appraisal(decision, tuple(choices))


__all__ = ["Appraisal", "ChoiceValue", "PlayoutTally"]
