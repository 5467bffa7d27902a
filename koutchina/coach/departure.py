"""Why the coach advises another card than the usual rules of good play (``medium``'s) would:
the figure of the search's own play-outs by which the advice does better, as a player reads it.

The search plays the rules' card unless another rates higher by more than the head start it
gives the rules' card (``PRIOR_BONUS``), so the advice is then rated higher in the figure the
decision is made on, the expected value. That figure mixes everything a deal scores; a player
learns more from the one that moves: in Hand how often the call is made ("in 72% of them,
against 48%", as the figure line under the advice gives it), else the tricks the side takes
("7.4 tricks, against 6.9"); where those read the same (or favour the rules' card), the
expected score itself, points or courts; where the points read the same, the tricks the other
side takes (the search weighs the trick margin besides the points). Each figure
is rounded as the coach shows it, and only a difference a player can read is said, one of at
least half the last figure shown (not one the rounding makes): where none is, there is no
departure to tell (the hint then gives the search's plain reason)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..bots.appraisal import ChoiceValue

# the figure by which the advice does better than the rules' card
MADE = "made"  # Hand: the share of the deals that fit in which the call is made, in percent
TRICKS = "tricks"  # Court Piece, Hokm: the side's tricks, to a tenth
VALUE = "value"  # the expected score: points in Hand (to a tenth), else points or courts of the
# deal for the side (to a hundredth, without the search's margin bonus: ``ChoiceValue.counted``),
# as the coach's figure lines give them
AGAINST = "against"  # Court Piece, Hokm: the other side's tricks, to a tenth (fewer is better)
FIGURES = (MADE, TRICKS, VALUE, AGAINST)


@dataclass(frozen=True, slots=True)
class Departure:
    """The advised card against the card the usual rules of good play choose, and the figure
    that says why the advice is better: ``advised_shown`` against ``rules_shown``, rounded as a
    player reads them (``MADE``: a whole percentage)."""

    advised: ChoiceValue
    rules: ChoiceValue  # named by the rules' own card (the search weighs its run's lowest)
    figure: str  # one of FIGURES
    advised_shown: float
    rules_shown: float


def departure(advised: ChoiceValue, rules: ChoiceValue, has_calls: bool,
              margin: float) -> Departure | None:
    """Why ``advised`` rather than the rules' card ``rules``: the first figure, in the order
    above, in which the advice reads better; None where the advice rates no more than
    ``margin`` (the search's head start) above the rules' card, or no figure reads better."""
    if advised.action == rules.action or advised.value - rules.value <= margin:
        return None
    figures: tuple[tuple[str, float, float, int], ...]  # figure, advised, rules, decimals
    if has_calls:  # the share of deals in which the call is made, in percent
        figures = ((MADE, 100 * (advised.made or 0.0), 100 * (rules.made or 0.0), 0),
                   (VALUE, advised.value, rules.value, 1))
    else:
        # the other side's tricks last, negated (fewer is better): the search weighs the
        # side's trick margin besides the points, and in Hokm a side that takes its seven
        # tricks either way may still leave the other side fewer (A♠ rather than 3♣, the same
        # points and tricks for the side, once said as "+1.62 points against +1.52", a figure
        # with that margin in it that no deal gives)
        figures = ((TRICKS, advised.tricks, rules.tricks, 1),
                   (VALUE, advised.counted, rules.counted, 2),
                   (AGAINST, -(advised.against or 0.0), -(rules.against or 0.0), 1))
    for figure, mine, theirs, decimals in figures:
        if figure == AGAINST and _rounded(advised.counted, 2) != _rounded(rules.counted, 2):
            return None  # the rules' card gives more points: not "does better" by a margin
        shown, rules_shown = _rounded(mine, decimals), _rounded(theirs, decimals)
        # by half the last figure shown at least: 7.2 tricks against 7.16 is not "7.2 against
        # 7.1", which says more than the figures do
        if shown > rules_shown and mine - theirs >= 0.5 * 10.0 ** -decimals:
            if figure == AGAINST:  # the tricks themselves, as said
                shown, rules_shown = -shown, -rules_shown
            return Departure(advised, rules, figure, shown, rules_shown)
    return None


def _rounded(value: float, decimals: int) -> float:
    """``value`` to ``decimals`` figures, a half away from zero (as the figure lines show it)."""
    scale = 10.0 ** decimals
    return math.copysign(math.floor(abs(value) * scale + 0.5), value) / scale


__all__ = ["FIGURES", "MADE", "TRICKS", "VALUE", "Departure", "departure"]
