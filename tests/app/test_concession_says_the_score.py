"""Court Piece's and Hokm's Concede says what the other side then scores: an early concession
gave away a sweep (Court Piece: 2 courts) or a Kot (Hokm) with no word of it, the question
saying only that the other side takes every trick still to play (a player's review). The
figure and its kind come from the engine, a concession applied to a copy of the match."""

from __future__ import annotations

import pytest

from koutchina.app.coach_texts import concession_question
from koutchina.bots import make_bot
from koutchina.engine import Phase, make_rules, new_match
from koutchina.engine.state import MatchState

from .helpers import choice, make_window, play_until

ASKS = "Concede the rest of this deal? The other side takes every trick still to play"


def _at_trick(game: str, seed: int, tricks: int) -> MatchState:
    """A medium table's first deal at seat 0's first turn once ``tricks`` are played."""
    state = new_match(make_rules(game), seed=seed)
    bots = [make_bot("medium", seed * 4 + seat) for seat in range(4)]
    while True:
        seat = state.to_act()[0]
        if (seat == 0 and state.phase == Phase.PLAYING
                and len(state.view(0).completed_tricks) >= tricks):
            return state
        state.apply(bots[seat].choose(state.view(seat)).action)


@pytest.mark.parametrize(("game", "seed", "tricks", "says"), [
    ("court-piece", 1, 0, " and scores 2 courts (a sweep)."),  # the other side is the Hakem's
    ("court-piece", 2, 0, " and scores 2 courts (a sweep)."),  # the person's side is
    ("court-piece", 2, 4, " and scores 1 court."),  # 2 tricks to 2
    ("court-piece", 1, 10, "; your side still scores 1 court."),  # 8 tricks to 2: won
    ("hokm", 2, 0, " and scores 2 points (a Kot)."),
    ("hokm", 1, 0, " and scores 2 points (a Kot against the Hakem's side)."),
    ("hokm", 1, 4, " and scores 1 point."),
])
def test_it_says_what_the_other_side_scores(  # type: ignore[no-untyped-def]
        english: None, game: str, seed: int, tricks: int, says: str) -> None:
    state = _at_trick(game, seed, tricks)
    actions = len(state.actions)
    assert concession_question(state, 0) == ASKS + says
    assert len(state.actions) == actions and not state.deals[0].scores  # a copy conceded


def test_conceding_the_match_s_last_deal_says_who_wins_the_match(english: None) -> None:  # type: ignore[no-untyped-def]
    """Seed 2, the fifth deal: 1 court to 3 of 5; a sweep given away ends the match."""
    seed = 2
    state = new_match(make_rules("court-piece", {"target": 5}), seed=seed)
    bots = [make_bot("medium", seed * 4 + seat) for seat in range(4)]
    while not (state.phase == Phase.PLAYING and state.to_act()[0] == 0
               and state.totals[1] >= 3 and not state.view(0).completed_tricks):
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
    assert concession_question(state, 0) == (
        ASKS + " and scores 2 courts (a sweep). The other side then wins the match.")


@pytest.mark.parametrize(("game", "says"), [
    ("court-piece", " and scores 2 courts (a sweep)."),
    ("hokm", " and scores 2 points (a Kot against the Hakem's side)."),  # the person's side
])
def test_the_coach_asks_with_the_score(qtbot, english: None, game: str, says: str) -> None:  # type: ignore[no-untyped-def]
    """At the table (seed 31): the question before a concession at the person's first card,
    no trick taken yet by either side."""
    window = make_window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=31)
    c, coach = window.controller, window.coach
    play_until(qtbot, window, lambda: c.accepts_input(0) and c.state is not None
               and c.state.phase == Phase.PLAYING)
    assert not c.view(0).completed_tricks
    asked: list[str] = []
    coach.confirm = lambda question: asked.append(question) is not None and False
    coach.concede()
    assert asked == [ASKS + says]
    assert c.accepts_input(0)  # No: nothing conceded
