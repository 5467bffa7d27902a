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


def test_the_match_score_says_what_it_is_played_to(language: str) -> None:
    """The target of the match showed only in the Rules and the New match dialog: a player
    could not tell how near the match was to its end (a player's review)."""
    shown = ShownDeal()
    shown.start_match("hokm", (2, 0), target=7)
    shown.start_deal(DealStarted(2, 0, 1, (), 5, False, False))
    assert info_lines(shown, "Deal 3")[3] == {"en": "Match: 2 – 0 (to 7)",
                                              "fr": "Partie\u00a0: 2 – 0 (en 7)"}[language]


def test_a_window_s_match_shows_its_own_target(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    from .helpers import choice, make_window, person_ready, wait_for

    window = make_window(qtbot)
    window.start_match(choice("hokm", options={"target": 10}), seed=3)
    wait_for(lambda: person_ready(window), timeout=15000)
    assert "Match: 0 – 0 (to 10)" in window.table.info.lines, window.table.info.lines
