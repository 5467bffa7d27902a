"""The rules of the three games in English, written for Koutchina.

Each part is a function of the match's rules, so that every sentence is true for the house
rules in force; the figures of the worked examples come from ``examples.py``.
"""

from __future__ import annotations

from . import en_court_piece, en_hand, en_hokm
from .common import Labels, LanguageTexts

TEXTS = LanguageTexts(
    code="en",
    labels=Labels(
        house_rules_heading="The rules of this match",
        house_rules_intro="Highlighted lines are house rules that differ from the usual game; "
        "the rest of the page is written for them.",
        house_rules_default_note="This match uses the usual rules.",
        changed_mark="house rule",
        tips_heading="Tips",
        usual_rules_heading="The usual rules",
        no_match="No match is being played: this page gives the usual rules of {game}. Once "
        "you start a match, its own rules show here, its house rules highlighted.",
        other_match="The match being played is a {match} match: its own rules are on the "
        "{match} tab. This page gives the usual rules of {game}.",
    ),
    games={
        "hand": en_hand.PAGE,
        "court-piece": en_court_piece.PAGE,
        "hokm": en_hokm.PAGE,
    },
)
