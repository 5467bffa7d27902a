"""Match records: JSON round trip, replay with or without the seed, clear errors."""

import random

import pytest

from koutchina.engine import Game, make_rules, new_match
from koutchina.engine.record import MatchRecord, RecordError, record_of, replay_record


def played(game: Game, seed: int, actions: int):
    state = new_match(make_rules(game), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_over:
            break
        seat = rng.choice(state.to_act())
        state.apply(rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game", list(Game))
def test_record_holds_every_deal_as_dealt_and_replays_mid_deal(game):
    state = played(game, 7, 150)
    record = record_of(state)
    assert record.game == game.value and record.seed == 7
    for entry, log in zip(record.deals, state.deals, strict=True):
        assert entry.hands == [[str(c) for c in hand] for hand in log.hands]
        assert entry.dealer == log.dealer
    again = replay_record(MatchRecord.model_validate_json(record.model_dump_json()))
    assert again.view(0) == state.view(0) and again.totals == state.totals
    assert len(again.actions) == len(state.actions)


def test_an_illegal_action_in_a_record_says_where():
    record = record_of(played(Game.HAND, 3, 30))
    plays = [i for i, a in enumerate(record.actions) if a["type"] == "play"]
    record.actions[plays[1]]["card"] = record.actions[plays[0]]["card"]  # a card played twice
    with pytest.raises(RecordError, match=r"action \d+ \(deal 1 trick 1\) is illegal"):
        replay_record(record)


def test_scores_that_do_not_match_the_replay_are_refused():
    record = record_of(played(Game.HOKM, 4, 200))
    assert record.deals[0].totals is not None
    record.deals[0].totals = [99, 0]
    with pytest.raises(RecordError, match="deal 1: the record states totals"):
        replay_record(record)


def test_unknown_card_and_unknown_option_are_refused():
    record = record_of(played(Game.COURT_PIECE, 5, 20))
    record.actions[-1] = {"type": "play", "seat": 0, "card": "1X"}
    with pytest.raises(RecordError, match="is not a card"):
        replay_record(record)
    record = record_of(played(Game.COURT_PIECE, 5, 20))
    record.rules["jokers"] = True
    with pytest.raises(RecordError, match="unknown option 'jokers'"):
        replay_record(record)


def test_hands_that_the_seed_does_not_deal_are_refused():
    record = record_of(played(Game.HAND, 6, 10))
    hands = record.deals[0].hands
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    with pytest.raises(RecordError, match="not those the seed deals"):
        replay_record(record)


@pytest.mark.parametrize("game", [Game.COURT_PIECE, Game.HOKM])
def test_a_seeded_replay_draws_the_first_hakem_again(game):
    state = played(game, 12, 40)
    record = record_of(state)
    again = replay_record(record)
    assert again.first_draws == state.first_draws and again.first_draws
    record.first_hakem = (record.first_hakem + 1) % 4
    with pytest.raises(RecordError, match="first Hakem"):
        replay_record(record)
