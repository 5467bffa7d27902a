"""Replay tells a hidden trump as the table had it: hidden until the trick it was shown in,
and who asked for it (or the Hakem who showed it) at that trick. It said "Trump: spades" from
a hidden-trump deal's first step, and nothing at the trick where the person asked, the key
decision of that house rule (a player's review). Card by card, it is shown with the card of the
seat that had it shown."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from koutchina.app.history.replay import ReplayWindow
from koutchina.engine import make_rules, new_match
from koutchina.engine.state import MatchState

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def _first_deal_where(wanted: Callable[[MatchState], bool]) -> MatchState:
    """A Court Piece match with the hidden trump, random play, its first deal scored and
    ``wanted``."""
    import random

    for seed in range(1, 300):
        state = new_match(make_rules("court-piece", {"hidden_trump": True}), seed)
        rng = random.Random(seed)
        while not state.is_over and not state.deals[0].scored:
            seat = state.to_act()[0]
            state.apply(rng.choice(state.legal_actions(seat)))
        if wanted(state):
            return state
    raise AssertionError("no such deal")


def test_the_replay_says_when_the_hidden_trump_was_shown_and_by_whom(qtbot) -> None:  # type: ignore[no-untyped-def]
    from storage.helpers import saved_of  # tests/storage, beside this folder

    state = _first_deal_where(lambda state: state.deals[0].trump_revealed_at is not None)
    shown_in = state.deals[0].trump_revealed_at
    assert shown_in is not None
    replay = ReplayWindow(saved_of(state, "hidden"), state)
    qtbot.addWidget(replay)
    steps = [i for i, step in enumerate(replay.steps) if step.deal == 0]
    in_trick = [i for i in steps if replay.steps[i].trick_number == shown_in + 1]
    asker = replay.steps[in_trick[-1]].trump_shown_by
    assert asker is not None
    at = next(i for i in in_trick if replay.steps[i].table[-1][0] == asker)  # its card
    replay.go_to(at - 1)  # the card before: still hidden (in that trick, or the one before)
    assert "(hidden from the table)" in replay.info.text()
    assert "the trump" not in replay.where.text()
    replay.go_to(at)
    trick = shown_in + 1
    assert f"(shown in trick {trick})" in replay.info.text()
    where = replay.where.text()
    assert "asked to see the trump" in where or "showed the trump" in where, where
    assert f"trick {trick} —" in where
    replay.go_to(steps[-1])
    assert f"(shown in trick {trick})" in replay.info.text()
    assert "asked to see" not in replay.where.text() or steps[-1] == at


def test_a_hidden_trump_never_shown_is_said_so_at_the_deals_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    from storage.helpers import saved_of

    state = _first_deal_where(lambda state: state.deals[0].trump_revealed_at is None
                              and not state.deals[0].no_trump)
    replay = ReplayWindow(saved_of(state, "never"), state)
    qtbot.addWidget(replay)
    steps = [i for i, step in enumerate(replay.steps) if step.deal == 0]
    replay.go_to(steps[-2])
    assert "(hidden from the table)" in replay.info.text()
    replay.go_to(steps[-1])  # the deal scored
    assert "(never shown)" in replay.info.text()
