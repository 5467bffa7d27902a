"""A resumed match goes on with its own seed (the log said "match resumed at move 43: hokm,
seed 0": every resumed match gave its bots and the coach's hint the same seed, 0): the bots
of a reopened match are the ones it started with, by every way back. A match given its cards
(an imported record, no seed of its own) gets one of its own too, from its id."""

from __future__ import annotations

import pytest
from storage.helpers import SEATS  # tests/storage, beside this folder

from koutchina.bots import seat_seed
from koutchina.engine import new_match
from koutchina.storage import MatchStore, saved_match_of

from . import test_resumed_match_full_time as reopening
from .test_resumed_match_full_time import SEED, person_to_act, resume_by, saved_with_little_time

window = reopening.window  # the fixture: a window that saves, its countdown held still


@pytest.mark.parametrize("way", ["box", "start screen", "history"])
def test_a_reopened_match_goes_on_with_its_own_seed(qtbot, window, way) -> None:  # type: ignore[no-untyped-def]
    MatchStore().save(saved_with_little_time(person_to_act()))
    resume_by(qtbot, window, way)
    controller = window.controller
    assert controller.seed == SEED
    bots = controller.bot_seats.bots
    assert sorted(bots) == [1, 2, 3]
    assert all(bot.seed == seat_seed(SEED, seat) for seat, bot in bots.items())


def test_a_match_given_its_cards_gets_a_seed_of_its_own(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from koutchina.app.main_window import resumed_seed

    seeded = person_to_act()
    given = new_match(seeded.rules, 0, [seeded.dealt], getattr(seeded, "first_hakem", None))
    for action in seeded.actions:
        given.apply(action)
    saved = saved_match_of(given, match_id="open", seats=SEATS,
                           created=saved_with_little_time(seeded).created)
    assert saved.record.seed is None  # its cards are in its file, no seed deals them
    MatchStore().save(saved)
    resume_by(qtbot, window, "box")
    seed = window.controller.seed
    assert seed not in (0, SEED)
    assert seed == resumed_seed(given, "open")  # the same each time it is reopened
    assert resumed_seed(given, "other") != seed  # and not every such match's
