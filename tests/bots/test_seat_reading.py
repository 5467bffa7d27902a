"""Hand: hard reads how each other seat called in the match's earlier rounds. Every card of a
round is played, so its hands are known afterwards; an under-caller is read as a table that calls
low, a medium player as a medium-like one, and nothing is read before the first round ends."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from koutchina.bots import make_bot, search
from koutchina.bots.knowledge import read_view, sample_hands, sim_rules
from koutchina.bots.rulebased import hand_trick_estimate
from koutchina.bots.search import SearchBot, world_weight
from koutchina.bots.seat_reading import (
    call_record,
    call_shifts,
    estimated_call,
    seat_tables,
    table_chances,
)
from koutchina.bots.table_model import (
    CALL_MODELS,
    PRIOR_LOOSENESS,
    call_chance,
    earlier_counts,
    earlier_looseness,
    looseness,
    mixed_policy,
    noisy_call,
    shrunk_looseness,
)
from koutchina.engine import SeatView, make_rules, new_match
from koutchina.engine.state import MatchState


def mask(cards: list[int]) -> int:
    return sum(1 << card for card in cards)


MEDIUM_LIKE, LOOSE, CALLS_LOW, CALLS_HIGH = range(4)


def played_until(level: str, rounds_done: int, seed: int) -> tuple[MatchState, SeatView]:
    """A Hand match with seat 0 played by medium and the others by ``level``, stopped when
    seat 0 is to call in the round after ``rounds_done`` rounds."""
    state = new_match(make_rules("hand", {"rounds": rounds_done + 1}), seed)
    bots = [make_bot("medium" if s == 0 else level, seed + s) for s in range(4)]
    while True:
        view = state.view(state.to_act()[0])
        if view.deal_index == rounds_done and view.seat == 0:
            return state, view
        state.apply(bots[view.seat].choose(view).action)


@pytest.mark.parametrize("model", CALL_MODELS)
@pytest.mark.parametrize("estimate", [0, 1, 3, 8])
def test_call_chances_are_the_chances_noisy_call_draws(model, estimate):
    rng = random.Random(estimate)
    draws = [noisy_call(estimate, model, rng) for _ in range(4000)]
    for call in range(9):
        share = draws.count(call) / len(draws)
        assert abs(call_chance(estimate, call, model) - max(share, 0.02)) < 0.03


def test_nothing_is_read_before_the_first_round_is_over():
    _, view = played_until("undercaller", 0, 11)
    assert call_record(view) == [[], [], [], []]
    assert seat_tables(view, CALL_MODELS) == [None, None, None, None]


def test_the_record_holds_each_seats_hand_as_dealt_and_its_call():
    state, view = played_until("medium", 2, 12)
    record = call_record(view)
    assert record[0] == []
    for seat in (1, 2, 3):
        expected = [
            (estimated_call([c.index for c in state.deals[r].hands[seat]]),
             state.deals[r].calls[seat])
            for r in range(2)
        ]
        assert record[seat] == expected


def test_under_callers_read_as_the_table_that_calls_low():
    _, view = played_until("undercaller", 3, 13)
    for seat, chances in enumerate(seat_tables(view, CALL_MODELS)):
        if seat == 0:
            assert chances is None
        else:
            assert chances is not None and chances.index(max(chances)) == CALLS_LOW
            assert chances[CALLS_LOW] > 0.9


def test_medium_players_read_as_a_medium_like_table():
    _, view = played_until("medium", 3, 14)
    for chances in seat_tables(view, CALL_MODELS)[1:]:
        assert chances is not None and chances[MEDIUM_LIKE] > 0.6
        assert chances[CALLS_LOW] < 0.05 and chances[CALLS_HIGH] < 0.05


def test_a_seat_calling_one_over_its_hand_reads_as_the_table_that_calls_high():
    chances = table_chances([(2, 3), (1, 2), (4, 5)], CALL_MODELS)
    assert chances is not None and chances[CALLS_HIGH] > 0.95


def test_hards_call_play_outs_seat_read_under_callers_at_the_table_that_calls_low(monkeypatch):
    """From the second round the other seats of the calls' play-outs call as read: three
    under-callers call as the table that calls low in nearly every play-out, where without the
    reading each table takes its turn."""
    _, view = played_until("undercaller", 2, 15)
    drawn: list[object] = []

    def recording_call(estimate, model, rng):
        drawn.append(model)
        return noisy_call(estimate, model, rng)

    monkeypatch.setattr(search, "noisy_call", recording_call)
    for reading in (True, False):
        drawn.clear()
        bot = SearchBot(3, budget=200)
        bot.hand_read_calls = reading
        bot.choose(view)
        others = drawn[:]  # every seat's call is drawn, the searching seat's then replaced
        share = sum(1 for model in others if model == CALL_MODELS[CALLS_LOW]) / len(others)
        if reading:
            assert share > 0.7  # 3 of 4 seats read as calling low, nearly always
        else:
            assert abs(share - 0.25) < 0.01


def test_the_estimate_is_mediums_rounded_call():
    cards = [0, 12, 25, 24, 38, 50, 49, 48]
    assert estimated_call(cards) == min(8, max(0, round(hand_trick_estimate(cards))))


def test_during_play_a_read_under_caller_is_expected_to_hold_a_trick_more_than_it_called():
    """The worlds weighed for the card play: an under-caller's zero is best explained by a hand
    medium values at one, a medium player's zero by a hand it values at zero."""
    _, view = played_until("undercaller", 3, 13)
    shifts = call_shifts(view)
    assert shifts[0] == 0.0 and all(-1.0 <= shift < -0.9 for shift in shifts[1:])
    one_trick, no_trick = [12, 5, 6, 18, 19, 31, 32, 44], [5, 6, 7, 18, 19, 31, 32, 44]
    assert round(hand_trick_estimate(one_trick)) == 1 and round(hand_trick_estimate(no_trick)) == 0
    called_zero = replace(view, calls=(None, 0, None, None), seat=0)
    know = read_view(called_zero)
    for hand, expected_better in ((one_trick, "read"), (no_trick, "medium")):
        hands = [0, mask(hand), 0, 0]
        read = world_weight(called_zero, know, hands, None, shifts)
        medium = world_weight(called_zero, know, hands, None)
        assert (read > medium) == (expected_better == "read")


@pytest.mark.parametrize(("level", "low", "high"), [("medium", 0.0, 0.05), ("random", 0.2, 0.8)])
def test_earlier_rounds_show_how_often_a_seat_plays_unlike_medium(level, low, high):
    """A finished round shows every hand, so each card played with a choice is set beside
    medium's exactly: medium players never differ, random ones often do (a random card is
    often medium's, or equal to it)."""
    _, view = played_until(level, 2, 16)
    for seat in (1, 2, 3):
        told = sum(earlier_looseness(deal, "hand")[seat][0] for deal in view.earlier_deals)
        loose = sum(earlier_looseness(deal, "hand")[seat][1] for deal in view.earlier_deals)
        assert told >= 6 and low <= loose / told <= high


def test_a_seat_loose_in_earlier_rounds_starts_the_next_round_loose():
    _, view = played_until("random", 2, 16)
    know = read_view(view)
    fresh = looseness(view, know, sim_rules(view, None), [sample_hands(know, random.Random(1))])
    earlier = earlier_counts(view)
    by_round = [earlier_looseness(deal, "hand")[1] for deal in view.earlier_deals]
    assert earlier[1] == (sum(t for t, _ in by_round), sum(d for _, d in by_round))
    read = looseness(view, know, sim_rules(view, None), [sample_hands(know, random.Random(1))],
                     earlier)
    assert fresh[1:] == (PRIOR_LOOSENESS,) * 3 and fresh[0] == read[0] == 0.0
    assert all(value > 0.15 for value in read[1:])


def test_call_play_outs_play_a_read_seat_as_loosely_as_it_has_played(monkeypatch):
    """The tables' looseness stands in for seats not read; a seat read plays its calls' play-outs
    as loosely as its cards of the earlier rounds say (an under-caller plays like medium)."""
    _, view = played_until("undercaller", 2, 15)
    expected = [shrunk_looseness(told, loose) for told, loose in earlier_counts(view)]
    assert all(value < PRIOR_LOOSENESS for value in expected[1:])
    seen: list[tuple[float, ...]] = []

    def recording_policy(shares, rng):
        seen.append(tuple(shares))
        return mixed_policy(shares, rng)

    monkeypatch.setattr(search, "mixed_policy", recording_policy)
    for reading in (True, False):
        seen.clear()
        bot = SearchBot(3, budget=200)
        bot.hand_read_calls = reading
        bot.choose(view)
        others = {shares[1:] for shares in seen}
        if reading:
            assert others == {tuple(expected[1:])}
        else:
            assert others == {(0.3, 0.3, 0.3), (0.1, 0.1, 0.1)}
