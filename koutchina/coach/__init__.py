"""The coach: hints and the review of a deal, from what the person's seat could see.

Everything here is computed from a seat's view (the same view the bots get), through ``hard``'s
play-outs (``SearchBot.appraise``), so a hint is exactly the decision ``hard`` would make in that
seat with the same seed. Only ``Hindsight`` looks at the hidden cards, after the deal, and says so.
Pure Python: no Qt, no files (the command line and the windows load the matches).

The names below are loaded from their module when first asked for (``from koutchina.coach
import Hint`` works as ever): the window imports ``coach.claim`` at start, which imports this
package, and the hint and the review, with the search they need, would cost the start about 27
million instructions for a person who has asked for neither yet.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .hint import Hint, hint_for, seat_seed
    from .review import (
        DealReview,
        DecisionReview,
        Hindsight,
        ReviewCancelled,
        match_start,
        review_deal,
        review_match,
    )

_MODULES = {
    "Hint": "hint", "hint_for": "hint", "seat_seed": "hint",
    "DealReview": "review", "DecisionReview": "review", "Hindsight": "review",
    "ReviewCancelled": "review", "match_start": "review", "review_deal": "review",
    "review_match": "review",
}

__all__ = [
    "DealReview",
    "DecisionReview",
    "Hindsight",
    "Hint",
    "ReviewCancelled",
    "hint_for",
    "match_start",
    "review_deal",
    "review_match",
    "seat_seed",
]


def __getattr__(name: str) -> object:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # asked once
    return value
