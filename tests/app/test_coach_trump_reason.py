"""The coach's trump hint says why, in words, when hard names its longer suit over the one
its play-outs rate higher (koutchina.bots.search, trump_length_guard)."""

from __future__ import annotations

import pytest

from koutchina.app.coach_texts import reason_text
from koutchina.bots.duplicate import tournament_bot_seed, tournament_deal
from koutchina.bots.rulebased import name_trump
from koutchina.coach import hint_for
from koutchina.engine import make_rules, new_match

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def test_a_hint_for_the_longer_trump_explains_it_in_words(qapp) -> None:  # type: ignore[no-untyped-def]
    # deal 4 of seed 330: the play-outs prefer a single card to medium's pair (test_search_trump)
    hands = tournament_deal("hokm", 330, 4)
    view = new_match(make_rules("hokm", {}), 0, deals=[hands], first_hakem=0).view(0)
    hint = hint_for(view, tournament_bot_seed(330, 4, view.seat))
    assert hint.appraisal.decision.action == name_trump(view).action
    assert reason_text(hint.appraisal.decision.reason) == (
        "your longer suit: its length keeps control of the trumps, which the expected results "
        "below underrate")
