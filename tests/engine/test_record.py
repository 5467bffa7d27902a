"""Match records: JSON round trip, replay with or without the seed, clear errors."""

import random

import pytest

from koutchina.engine import Game, make_rules, new_match
from koutchina.engine.record import (
    MatchRecord,
    RecordError,
    RecordFault,
    record_of,
    replay_record,
)


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
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    seat, card = record.actions[plays[1]]["seat"], record.actions[plays[1]]["card"]
    assert str(caught.value) == (
        f"action {plays[1] + 1} (deal 1, trick 1) is illegal: seat {seat} does not hold {card}"
    )


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


def refused(record: MatchRecord) -> RecordError:
    with pytest.raises(RecordError) as caught:
        replay_record(record)
    return caught.value


def hand_record() -> MatchRecord:
    """Four calls, then plays from deal 1, trick 1 on."""
    record = record_of(played(Game.HAND, 3, 30))
    assert [a["type"] for a in record.actions[:5]] == ["call"] * 4 + ["play"]
    return record


HAND_OPTIONS = "known options are rounds, sudden_death_rounds, turn_timer"


def test_rules_that_do_not_build_are_invalid_rules():
    record = hand_record()
    record.rules["jokers"] = True
    error = refused(record)
    assert (error.kind, error.action, error.where) == (RecordFault.INVALID_RULES, None, None)
    assert str(error) == f"unknown option 'jokers' for hand: {HAND_OPTIONS}"
    record = hand_record()
    record.game = "hokm"
    error = refused(record)
    assert error.kind == RecordFault.INVALID_RULES
    assert str(error) == "the record says game 'hokm' but its rules are 'hand'"


def test_rules_of_a_game_the_engine_does_not_know_are_an_unknown_game():
    record = hand_record()
    record.rules["game"] = "bridge"
    error = refused(record)
    assert (error.kind, error.action, error.where) == (RecordFault.UNKNOWN_GAME, None, None)
    assert str(error) == "unknown game 'bridge': expected one of hand, court-piece, hokm"


def test_hands_that_cannot_be_dealt_are_invalid_deals():
    record = hand_record()
    record.seed = None  # the stated hands are the deals
    hands = record.deals[0].hands
    hands[2][3] = hands[1][3]
    error = refused(record)
    assert (error.kind, error.action, error.where) == (RecordFault.INVALID_DEALS, None, None)
    assert str(error) == "deal 1: the hands are not one 32-card deck"


@pytest.mark.parametrize("seed", [3, None])
def test_a_hand_naming_a_card_that_does_not_exist_says_which_deal_and_seat(seed):
    record = hand_record()
    record.seed = seed  # with a seed too: a card, not "the hands the seed deals"
    record.deals[0].hands[2][3] = "11S"
    error = refused(record)
    assert (error.kind, error.action, error.where) == (
        RecordFault.NOT_A_CARD, None, "deal 1, seat 2"
    )
    assert str(error) == (
        "deal 1, seat 2: '11S' is not a card: unknown rank '11' (2-10, J, Q, K, A)"
    )


def test_a_card_that_does_not_exist_is_named_before_a_later_illegal_move():
    record = hand_record()  # seeded: its hands are compared after the replay, read first
    record.deals[0].hands[2][3] = "11S"
    record.actions[6] = dict(record.actions[5])  # the same card played twice
    assert refused(record).kind == RecordFault.NOT_A_CARD


def test_a_first_draw_naming_a_card_that_does_not_exist_is_refused():
    record = record_of(played(Game.HOKM, 4, 10))
    record.first_draws[0] = (record.first_draws[0][0], "ZZ")
    error = refused(record)
    assert (error.kind, error.where) == (RecordFault.NOT_A_CARD, "first draw 1")


def test_an_action_in_a_bad_format_gives_its_number_and_where():
    record = hand_record()
    record.actions[2] = {"type": "dance", "seat": 3}
    error = refused(record)
    assert (error.kind, error.action, error.where) == (
        RecordFault.UNREADABLE_ACTION, 3, "deal 1, calling"
    )
    assert error.detail == "unknown action type 'dance' (call, trump, reveal, play, concede, claim)"
    assert str(error) == f"action 3 (deal 1, calling): {error.detail}"


def test_a_play_of_a_card_that_does_not_exist_gives_its_number_and_where():
    record = hand_record()
    record.actions[4]["card"] = "1Z"
    error = refused(record)
    assert (error.kind, error.action, error.where) == (
        RecordFault.NOT_A_CARD, 5, "deal 1, trick 1"
    )
    assert str(error) == (
        "action 5 (deal 1, trick 1): '1Z' is not a card: unknown rank '1' (2-10, J, Q, K, A)"
    )


def test_an_illegal_action_gives_its_number_where_and_the_engines_reason():
    record = hand_record()
    seat = record.actions[4]["seat"]
    record.actions[5]["seat"] = seat  # the same seat plays twice running
    error = refused(record)
    assert (error.kind, error.action, error.where) == (
        RecordFault.ILLEGAL_ACTION, 6, "deal 1, trick 1"
    )
    assert error.detail == f"it is not seat {seat}'s turn"  # the engine's own refusal
    assert str(error) == f"action 6 (deal 1, trick 1) is illegal: {error.detail}"


def test_a_first_hakem_the_seed_does_not_draw_is_a_first_hakem_that_differs():
    record = record_of(played(Game.HOKM, 4, 10))
    drawn = record.first_hakem
    assert drawn is not None
    record.first_hakem = (drawn + 1) % 4
    error = refused(record)
    assert (error.kind, error.action, error.where) == (
        RecordFault.FIRST_HAKEM_DIFFERS, None, None
    )
    assert str(error) == (
        f"the record states seat {record.first_hakem} as first Hakem "
        f"but the seed draws seat {drawn}"
    )


def test_stated_scores_that_differ_say_which_deal():
    record = record_of(played(Game.HOKM, 4, 200))
    scores = record.deals[0].scores
    assert scores is not None
    record.deals[0].scores = [scores[0] + 1, scores[1]]
    error = refused(record)
    assert (error.kind, error.action, error.where) == (RecordFault.FACTS_DIFFER, None, "deal 1")
    assert str(error) == (
        f"deal 1: the record states scores {[scores[0] + 1, scores[1]]} "
        f"but the replay gives {scores}"
    )


def test_plays_as_the_program_writes_them_are_read_as_action_from_json_reads_them():
    from koutchina.engine.actions import action_from_json
    from koutchina.engine.cards import Card
    from koutchina.engine.record import _written_play

    for seat in range(4):
        for card in map(Card.from_index, range(52)):
            data = {"type": "play", "seat": seat, "card": str(card)}
            assert _written_play(data) == action_from_json(data)
    for odd in ({"type": "play", "seat": True, "card": "AS"}, {"type": "play", "seat": 4,
                "card": "AS"}, {"type": "play", "seat": 1, "card": "as"},
                {"type": "play", "seat": 1, "card": ["AS"]}, {"type": "call", "seat": 1}):
        assert _written_play(odd) is None  # left to action_from_json and its refusals


def _trick_winner_changed(record: MatchRecord) -> str:
    trick = record.deals[0].tricks[2]
    winner = trick.winner
    trick.winner = (winner + 1) % 4
    plays = " ".join(f"{seat}:{card}" for seat, card in trick.plays)
    return (f"deal 1, trick 3: the record states the trick ({plays}; led by {trick.leader}, "
            f"won by {trick.winner}) but the replay gives ({plays}; led by {trick.leader}, "
            f"won by {winner})")


def _trump_changed(record: MatchRecord) -> str:
    trump = record.deals[0].trump
    assert trump is not None
    record.deals[0].trump = "S" if trump != "S" else "H"
    return (f"deal 1: the record states trump {record.deals[0].trump} "
            f"but the replay gives {trump}")


def _places_changed(record: MatchRecord) -> str:
    places = record.places
    assert places is not None
    record.places = places[::-1]
    return f"the record states places {places[::-1]} but the replay gives {places}"


def _first_draw_changed(record: MatchRecord) -> str:
    seat, card = record.first_draws[0]
    record.first_draws[0] = (seat, "2C" if card != "2C" else "3C")
    return (f"first draw 1: the record states the draw {[seat, record.first_draws[0][1]]} "
            f"but the replay gives {[seat, card]}")


@pytest.mark.parametrize("change", [_trick_winner_changed, _trump_changed, _places_changed,
                                    _first_draw_changed])
def test_the_first_stated_fact_the_replay_does_not_give_is_worded(change) -> None:
    record = record_of(played(Game.HOKM, 4, 5000))
    assert record.finished and record.first_draws
    expected = change(record)
    error = refused(record)
    assert error.kind == RecordFault.FACTS_DIFFER
    assert str(error) == expected


def test_a_stated_trick_winner_that_differs_says_which_deal_and_trick():
    record = record_of(played(Game.HOKM, 4, 200))
    trick = record.deals[0].tricks[1]
    stated_winner = (trick.winner + 1) % 4
    trick.winner = stated_winner
    error = refused(record)
    assert (error.kind, error.where) == (RecordFault.FACTS_DIFFER, "deal 1, trick 2")
    assert f"won by {stated_winner}" in str(error) and "the trick" in str(error)
