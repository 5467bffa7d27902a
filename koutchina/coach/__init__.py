"""The coach: hints and the review of a deal, from what the person's seat could see.

Everything here is computed from a seat's view (the same view the bots get), through ``hard``'s
play-outs (``SearchBot.appraise``), so a hint is exactly the decision ``hard`` would make in that
seat with the same seed. Only ``Hindsight`` looks at the hidden cards, after the deal, and says so.
Pure Python: no Qt, no files (the command line and the windows load the matches).
"""

from __future__ import annotations

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
