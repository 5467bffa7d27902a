"""Going back in a match (undo, play a deal again): the state after its first actions."""

from __future__ import annotations

from koutchina.engine import make_rules, new_match
from koutchina.engine.record import record_of
from koutchina.engine.rewind import deal_actions_begin, deal_start, match_start, rewound

from .test_concede import _dealt, _play_lowest


def test_going_back_to_the_start_keeps_a_match_given_its_cards():
    """A match dealt from stated hands (no seed to deal them again) rewinds to those hands."""
    state = _dealt("hokm")
    _play_lowest(state, 6)
    start = match_start(state)
    assert start.deals[0].hands == state.deals[0].hands and start.hakem == 0
    earlier = rewound(state, 3)
    assert record_of(earlier).actions == record_of(state).actions[:3]
    assert earlier.hands[0] == [c for c in state.deals[0].hands[0]
                                if c not in {a.card for a in state.actions[1:3]}]


def test_a_seeded_match_rewinds_to_the_same_record_and_finds_where_its_deal_began():
    state = new_match(make_rules("hand"), 21)
    while state.deal_index < 1 or len(state.actions) < 40:
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[-1])
    before = record_of(rewound(state, 38))
    assert before.actions == record_of(state).actions[:38]
    begin = deal_actions_begin(state)
    assert begin == 36  # deal 1: 4 calls and 32 cards
    at_deal, count = deal_start(match_start(state), state.actions, 1)
    assert count == 36 and at_deal.deal_index == 1 and at_deal.deals[1].calls is None


def test_a_deal_is_seen_from_another_seat_with_its_cards_dealer_and_hakem_moved_round():
    import random

    import pytest

    from koutchina.engine.rewind import deal_from_seat

    for game in ("hand", "hokm", "court-piece"):
        state = new_match(make_rules(game), 8)
        rng = random.Random(8)
        while state.deal_index < 1:
            state.apply(rng.choice(state.legal_actions(rng.choice(state.to_act()))))
        log = state.deals[0]
        moved = deal_from_seat(state, 0, 3)
        assert moved.deals[0].hands == [log.hands[(place + 3) % 4] for place in range(4)]
        assert moved.deals[0].dealer == (log.dealer - 3) % 4
        if game != "hand":
            assert moved.hakem == (log.hakem - 3) % 4
    # a deal without trump (Badam Satti) is only played again from the person's own seat
    state = new_match(make_rules("court-piece", {"badam_satti_every": 2}), 8)
    rng = random.Random(3)
    while state.deal_index < 2:
        state.apply(rng.choice(state.legal_actions(rng.choice(state.to_act()))))
    assert state.deals[1].no_trump
    with pytest.raises(ValueError, match="without trump"):
        deal_from_seat(state, 1, 1)


def test_the_record_of_a_match_given_its_cards_replays_to_the_same_match():
    """Its record has no seed, so a replay (the bots' worker, a saved file) takes the stated
    cards and first Hakem instead of dealing and drawing from the seed."""
    from koutchina.engine.record import replay_record

    state = _dealt("hokm", hakem=1)
    _play_lowest(state, 5)
    record = record_of(state)
    assert record.seed is None
    again = replay_record(record)
    assert record_of(again) == record and again.hakem == 1
