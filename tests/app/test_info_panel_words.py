"""The table's corner panel in a game of sides always shows the match's score, and, once a
Hakem has bid a target, whose target it is: the person must not have to guess from the
scoreboard whether their side is defending or attacking."""

from __future__ import annotations

from koutchina.app.table.announcements import info_lines
from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine.events import DealStarted

WORDS = {
    "en": {"match": "Match: 3 – 5", "ours": "Your side's target: 9 tricks",
           "theirs": "Opponents' target: 9 tricks"},
    "fr": {"match": "Partie\u00a0: 3 – 5", "ours": "Objectif de votre équipe\u00a0: 9 plis",
           "theirs": "Objectif des adversaires\u00a0: 9 plis"},
}


def _court_piece_deal(hakem: int) -> ShownDeal:
    shown = ShownDeal()
    shown.start_match("court-piece", (3, 5))
    shown.start_deal(DealStarted(3, 0, hakem, (), 5, False, False))
    return shown


def test_the_match_score_stays_and_the_target_says_whose_it_is(language: str) -> None:
    words = WORDS[language]
    shown = _court_piece_deal(hakem=1)
    assert words["match"] in info_lines(shown, "Deal 4")  # before the trump is named
    shown.target_named(seat=1, target=9)  # West, an opponent, bids 9
    lines = info_lines(shown, "Deal 4")
    assert words["match"] in lines and words["theirs"] in lines
    assert words["ours"] not in lines
    shown = _court_piece_deal(hakem=2)
    shown.target_named(seat=2, target=9)  # the partner bids 9
    lines = info_lines(shown, "Deal 4")
    assert words["match"] in lines and words["ours"] in lines


def test_a_trump_named_without_a_target_shows_no_target(language: str) -> None:
    shown = _court_piece_deal(hakem=0)
    shown.target_named(seat=0, target=None)
    lines = info_lines(shown, "Deal 4")
    assert lines[-1] == WORDS[language]["match"] and len(lines) == 4
