"""A claim of the rest of the deal is a move of the match (``ClaimRest``): the claimer, on lead,
says it takes the rest, then the cards are played out as usual. The deal's log and its
``DealScored`` keep who claimed and how many tricks, so the summary, the Replay and the review
can say it; it is saved with the actions, and a record without it loads as before."""

from __future__ import annotations

import pytest

from koutchina.engine import (
    ClaimRest,
    IllegalAction,
    PlayCard,
    action_from_json,
    action_to_json,
    make_rules,
    new_match,
)
from koutchina.engine.events import DealScored
from koutchina.engine.record import record_of, replay_record


def _lowest(state) -> PlayCard:
    seat = state.to_act()[0]
    cards = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
    return min(cards, key=lambda a: a.card.index)


def _hand_in_play(tricks: int):
    """A Hand match with its calls made and ``tricks`` tricks played."""
    state = new_match(make_rules("hand"), 7)
    while state.phase.value != "playing":
        seat = state.to_act()[0]
        state.apply(state.legal_actions(seat)[0])
    for _ in range(4 * tricks):
        state.apply(_lowest(state))
    return state


def _play_out(state, deal: int) -> list:
    events = []
    while state.deal_index == deal and not state.is_over:
        events.extend(state.apply(_lowest(state)))
    return events


def test_hand_a_claim_is_kept_in_the_deal_log_and_its_score():
    state = _hand_in_play(6)
    claimer = state.to_act()[0]
    assert state.apply(ClaimRest(claimer)) == []  # nothing happens at the table but the words
    assert state.to_act() == (claimer,)  # the claimer leads on
    events = _play_out(state, 0)
    log = state.deals[0]
    assert (log.claimed_by, log.claimed_at) == (claimer, 6)
    scored = next(e for e in events if isinstance(e, DealScored))
    assert (scored.claimed_by, scored.claimed_tricks) == (claimer, 2)
    assert log.scored == scored


def test_a_deal_played_out_has_no_claim():
    state = _hand_in_play(0)
    events = _play_out(state, 0)
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.claimed_by is None and scored.claimed_tricks == 0
    assert state.deals[0].claimed_by is None and state.deals[0].claimed_at is None


def test_a_claim_is_refused_but_on_lead_and_once_a_deal():
    state = _hand_in_play(5)
    leader = state.to_act()[0]
    with pytest.raises(IllegalAction):
        state.apply(ClaimRest((leader + 1) % 4))  # not that seat's turn
    state.apply(_lowest(state))
    with pytest.raises(IllegalAction):
        state.apply(ClaimRest(state.to_act()[0]))  # a card is on the table
    while state.view(0).current_trick:
        state.apply(_lowest(state))
    state.apply(ClaimRest(state.to_act()[0]))
    with pytest.raises(IllegalAction):
        state.apply(ClaimRest(state.to_act()[0]))  # claimed already
    assert state.deals[0].claimed_at == 6


def test_hokm_a_claim_counts_the_tricks_played_until_the_deal_stops():
    state = new_match(make_rules("hokm"), 3)
    while state.phase.value != "playing":
        state.apply(state.legal_actions(state.to_act()[0])[0])
    for _ in range(4 * 2):
        state.apply(_lowest(state))
    claimer = state.to_act()[0]
    state.apply(ClaimRest(claimer))
    events = _play_out(state, 0)
    scored = next(e for e in events if isinstance(e, DealScored))
    assert scored.claimed_by == claimer
    assert scored.claimed_tricks == len(state.deals[0].tricks) - 2 > 0


def test_a_claim_is_saved_and_loaded_with_the_actions():
    assert action_from_json(action_to_json(ClaimRest(2))) == ClaimRest(2)
    assert action_to_json(ClaimRest(2)) == {"type": "claim", "seat": 2}
    state = _hand_in_play(6)
    claimer = state.to_act()[0]
    state.apply(ClaimRest(claimer))
    _play_out(state, 0)
    loaded = replay_record(record_of(state))  # checked against what the record states
    assert loaded.deals[0].claimed_by == claimer
    assert loaded.deals[0].scored is not None
    assert loaded.deals[0].scored.claimed_tricks == 2


def test_a_record_without_a_claim_loads_as_before():
    state = _hand_in_play(0)
    _play_out(state, 0)
    record = record_of(state)
    assert all(data["type"] != "claim" for data in record.actions)
    loaded = replay_record(record)
    assert loaded.deals[0].claimed_by is None
