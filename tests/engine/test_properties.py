"""Property tests: random matches of every game and option combination keep the rules.

Each example plays a whole match with random legal actions, then checks invariants against an
independent reading of the rules (not the engine's own helpers): the rule documents of
/work/shared/rules and their NOTES.md. Each deal's tricks, points or courts and the next Hakem
are worked out here from the cards played, and the totals, the sets and the end of the match
from those points.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koutchina.engine import (
    Call,
    Card,
    Game,
    MatchState,
    PlayCard,
    Rank,
    Suit,
    hand_score,
    make_rules,
    new_match,
    option_specs,
)
from koutchina.engine.cards import deck
from koutchina.engine.events import Event, SetWon
from koutchina.engine.record import MatchRecord, record_of, replay_record
from koutchina.engine.view import Phase

EXAMPLES = 40


@st.composite
def rules_of(draw: st.DrawFn, game: Game):
    options = {}
    for spec in option_specs(game):
        if spec.key == "turn_timer":
            continue
        if spec.kind == "bool":
            options[spec.key] = draw(st.booleans())
        elif spec.kind == "choice":
            options[spec.key] = draw(st.sampled_from(spec.choices))
        elif spec.key == "badam_satti_every":
            options[spec.key] = draw(st.sampled_from([0, 2, 3]))
        elif spec.key == "rounds":
            options[spec.key] = draw(st.integers(1, 5))
        elif spec.key == "sudden_death_rounds":
            options[spec.key] = draw(st.integers(0, 3))
    if options.get("double_hakem") and options.get("hakem_rotation") == "winner_keeps":
        options["double_hakem"] = False
    return make_rules(game, options)


def strength(card: Card, led: Suit, trump: Suit | None, satat: bool) -> int:
    is_satat = satat and trump is not None and card == Card(Suit.HEARTS, Rank.TWO)
    if is_satat:
        return 1000
    if trump is not None and card.suit == trump:
        return 500 + card.rank
    return 100 + card.rank if card.suit == led else 0


def play_randomly(state: MatchState, rng: random.Random, views: bool) -> list[Event]:
    """Play ``state`` to its end; the events, in order."""
    events: list[Event] = []
    while not state.is_over:
        seats = state.to_act()
        seat = rng.choice(seats)
        if views:
            check_views(state)
        events += state.apply(rng.choice(state.legal_actions(seat)))
    return events


def check_views(state: MatchState) -> None:
    # each seat's cards read once a position (state.hands builds every hand afresh: read in the
    # loops, it took most of the property runs' time)
    hands = [set(hand) for hand in state.hands]
    dealt = [set(hand) for hand in state.dealt]
    for seat in range(4):
        view = state.view(seat)
        visible = set(view.hand)
        assert visible <= hands[seat] | dealt[seat]
        for other in range(4):
            if other != seat:
                assert not (hands[other] & visible)
        if state.phase == Phase.CALLING:
            for other in range(4):
                if other != seat:
                    assert view.calls[other] is None
        if view.trump_hidden and seat != view.hakem and not view.trump_revealed:
            assert view.trump is None


def suit_of(card: Card, trump: Suit | None, satat: bool) -> Suit:
    if satat and trump is not None and card == Card(Suit.HEARTS, Rank.TWO):
        return trump
    return card.suit


def check_deals(state: MatchState) -> None:
    rules = state.rules
    satat = bool(getattr(rules, "satat", False))
    size = 32 if rules.game == "hand" else 52
    for log in state.deals:
        dealt = [card for hand in log.hands for card in hand]
        assert sorted(dealt) == sorted(deck(size)), "each card dealt exactly once"
        holding = [set(hand) for hand in log.hands]
        trump = log.trump
        for number, trick in enumerate(log.tricks):
            led_card = trick.plays[0][1]
            led = led_card.suit
            if satat and trump is not None and led_card == Card(Suit.HEARTS, Rank.TWO):
                led = trump
            for seat, card in trick.plays:
                assert card in holding[seat], "a card played was held"
                could_follow = any(suit_of(c, trump, satat) == led for c in holding[seat])
                if could_follow:
                    assert suit_of(card, trump, satat) == led, "follow suit never broken"
                holding[seat].discard(card)
            active = trump
            if getattr(rules, "hidden_trump", False) and (
                log.trump_revealed_at is None or number < log.trump_revealed_at
            ):
                active = None  # a hidden trump is no trump until it is shown
            best = max(trick.plays, key=lambda p: strength(p[1], led, active, satat))
            assert trick.winner == best[0], "the right trick winner"
        if log.scores is not None and rules.game == "hand":
            assert log.calls is not None and log.trick_counts is not None
            assert sum(log.trick_counts) == 8
            pairs = zip(log.calls, log.trick_counts, strict=True)
            assert log.scores == [hand_score(call, taken) for call, taken in pairs]


# ----- partnership deals, read from the rule documents -------------------------------------

SWEEP = 13


def counting_moments(winners: list[int], double_sar: bool) -> list[int | None]:
    """For each trick, from the sides that won each trick in turn, the trick at which it counts
    for its side (None: never). Double Sar (Hokm): a trick counts only once its side has won
    two in a row, and the tricks of a run broken after one go to nobody: a run of two or more
    counts whole, its first trick when the second is won."""
    if not double_sar:
        return list(range(len(winners)))
    moments: list[int | None] = [None] * len(winners)
    for number, side in enumerate(winners):
        if number > 0 and winners[number - 1] == side:
            moments[number] = number
            if moments[number - 1] is None:
                moments[number - 1] = number
    return moments


def court_piece_deal(rules: Any, log: Any, winners: list[int]) -> tuple[int, int]:
    """The side that wins a Court Piece deal and its courts, before a streak bonus.

    The Hakem's side needs 7 tricks (with bidding, its target): 7 to 12 win a court, all 13
    ``sweep_courts``; Kot (an option): the Hakem's side taking the first 7 tricks scores 2. A
    side that fails hands the court(s) to the other: 1, or ``sweep_courts`` if the other side
    took all 13, twice that with ``failed_hakem_double``. A bid made scores 2 (``sweep_courts``
    for all 13); missed, the other side scores 2."""
    hakem_side, taken = log.hakem % 2, [winners.count(0), winners.count(1)]
    other = 1 - hakem_side
    assert len(winners) == SWEEP, "all 13 tricks are played"
    if log.bid_target is not None:
        assert log.bid_target in (9, 10, 11)
        if taken[hakem_side] >= log.bid_target:
            return hakem_side, rules.sweep_courts if taken[hakem_side] == SWEEP else 2
        return other, 2
    if taken[hakem_side] >= 7:
        if taken[hakem_side] == SWEEP:
            return hakem_side, rules.sweep_courts
        if rules.kot and winners[:7] == [hakem_side] * 7:
            return hakem_side, 2
        return hakem_side, 1
    courts = rules.sweep_courts if taken[other] == SWEEP else 1
    return other, courts * (2 if rules.failed_hakem_double else 1)


def hokm_deal(rules: Any, log: Any, winners: list[int]) -> tuple[int, int]:
    """The side that wins a Hokm deal and its points, checking where the deal stopped.

    The deal stops as soon as a side has 7 (counted) tricks, unless all 13 are played; with
    Double Sar, if the cards run out, more counted tricks wins and equal counts go against the
    Hakem's side. 7 or more: 1 point; Kot, 7 tricks before the other side has any: 2 (3 against
    the Hakem's side with ``kot_against_hakem_3``); all 13: 3."""
    hakem_side = log.hakem % 2
    moments = counting_moments(winners, rules.double_sar)
    assert [trick.counted for trick in log.tricks] == [at is not None for at in moments]
    counted = [(side, at) for side, at in zip(winners, moments, strict=True) if at is not None]
    taken = [sum(1 for side, _ in counted if side == s) for s in (0, 1)]
    before_last = [sum(1 for side, at in counted if side == s and at < len(winners) - 1)
                   for s in (0, 1)]
    if rules.play_all_13:
        assert len(winners) == SWEEP, "all 13 tricks are played"
    else:
        assert max(before_last) < 7, "the deal went on after a side had 7 tricks"
        assert max(taken) >= 7 or len(winners) == SWEEP, "the deal stopped before its end"
    if taken[0] == taken[1]:
        assert rules.double_sar
        winner = 1 - hakem_side
    else:
        winner = 0 if taken[0] > taken[1] else 1
    if taken[winner] == SWEEP:
        return winner, 3
    seventh = [at for side, at in counted if side == winner][6] if taken[winner] >= 7 else None
    if seventh is not None and not any(side != winner and at < seventh for side, at in counted):
        return winner, 3 if winner != hakem_side and rules.kot_against_hakem_3 else 2
    return winner, 1


def next_hakem(rules: Any, hakem: int, hakem_side_won: bool, held: int) -> tuple[int, int]:
    """The Hakem of the next deal, and how many deals in a row that seat will have held the
    role before it. Hokm: the Hakem keeps the role when the side wins, else it goes to the
    next seat in play order. Court Piece: to the player on the Hakem's right (the seat before
    in play order), or on the left (``clockwise``), or, ``winner_keeps``, to the partner when
    the Hakem's side won, else to the player on the right, of the winning side; Double Hakem:
    a side that wins its first deal keeps the Hakem for a second."""
    if rules.game == "hokm":
        return (hakem, held + 1) if hakem_side_won else ((hakem + 1) % 4, 0)
    if rules.double_hakem and held == 0 and hakem_side_won:
        return hakem, 1
    if rules.hakem_rotation == "clockwise":
        return (hakem + 1) % 4, 0
    if rules.hakem_rotation == "winner_keeps" and hakem_side_won:
        return (hakem + 2) % 4, 0
    return (hakem - 1) % 4, 0


def check_partnership_match(state: MatchState, events: list[Event]) -> None:
    """Each deal's points or courts from its tricks, totals that add up within a set and start
    again from 0 after a SetWon, the sets won, the Hakem of each deal, and the match ending on
    the deal that reaches the target (the sets)."""
    rules = state.rules
    target, sets = rules.target, getattr(rules, "sets", 1)
    running, sets_won = [0, 0], [0, 0]
    expected_sets: list[tuple[int, tuple[int, int]]] = []
    streak_side, streak = None, 0
    hakem, held = None, 0
    scored = [log for log in state.deals if log.scores is not None]
    assert scored and scored[-1] is state.deals[-1], "the match ends on a scored deal"
    for number, log in enumerate(scored):
        if hakem is not None:
            assert log.hakem == hakem, ("the Hakem of the deal", number)
        winners = [trick.winner % 2 for trick in log.tricks]
        if rules.game == "hokm":
            winner, points = hokm_deal(rules, log, winners)
        else:
            winner, points = court_piece_deal(rules, log, winners)
            streak, streak_side = (streak + 1, winner) if winner == streak_side else (1, winner)
            if rules.streak_bonus and streak >= 3:
                points += 1  # a third deal won in a row, and every further one
        expected = [points, 0] if winner == 0 else [0, points]
        assert log.scores == expected, ("the deal's score", number, log.scores, expected)
        running = [running[0] + expected[0], running[1] + expected[1]]
        assert log.totals == running, ("totals add up within a set", number)
        hakem, held = next_hakem(rules, log.hakem, winner == log.hakem % 2, held)
        last = number == len(scored) - 1
        if running[winner] >= target:
            sets_won[winner] += 1
            if sets > 1:
                expected_sets.append((winner, (sets_won[0], sets_won[1])))
            if sets_won[winner] * 2 > sets:
                assert last, "the match ends when a side has won it"
                break
            running = [0, 0]  # a new set starts from 0
        assert not last, "the match ended before a side won it"
    assert [(e.side, e.sets) for e in events if isinstance(e, SetWon)] == expected_sets
    assert list(state.totals) == running
    winner_side = 0 if sets_won[0] > sets_won[1] else 1
    assert list(state.places) == [1 if seat % 2 == winner_side else 2 for seat in range(4)]


def check_totals(state: MatchState, events: list[Event]) -> None:
    if state.rules.game != "hand":
        check_partnership_match(state, events)
        return
    running = [0] * len(state.totals)
    for log in state.deals:
        if log.scores is None:
            continue
        running = [a + b for a, b in zip(running, log.scores, strict=True)]
        assert log.totals == running, "totals add up"
    assert list(state.totals) == running


def check_replay(state: MatchState) -> None:
    record = MatchRecord.model_validate_json(record_of(state).model_dump_json())
    again = replay_record(record)
    assert again.totals == state.totals and again.places == state.places
    record.seed = None
    assert replay_record(record).totals == state.totals


def run_match(game: Game, rules_data, seed: int) -> None:
    state = new_match(rules_data, seed=seed)
    events = play_randomly(state, random.Random(seed), views=seed % 4 == 0)
    check_deals(state)
    check_totals(state, events)
    check_replay(state)
    if game == Game.HAND:
        winners = [s for s in range(4) if state.places[s] == 1]
        assert max(state.totals) == min(state.totals[s] for s in winners)


COMMON = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@COMMON
@pytest.mark.slow
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_random_hand_matches(data, seed):
    run_match(Game.HAND, data.draw(rules_of(Game.HAND)), seed)


@COMMON
@pytest.mark.slow
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_random_court_piece_matches(data, seed):
    run_match(Game.COURT_PIECE, data.draw(rules_of(Game.COURT_PIECE)), seed)


@COMMON
@pytest.mark.slow
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_random_hokm_matches(data, seed):
    run_match(Game.HOKM, data.draw(rules_of(Game.HOKM)), seed)


@pytest.mark.slow
def test_a_thousand_default_hand_rounds_keep_the_invariants():
    for seed in range(200):
        run_match(Game.HAND, make_rules(Game.HAND), seed)


def test_timeout_play_is_always_legal():
    from koutchina.engine import timeout_action

    for game in Game:
        for seed in range(15):
            state = new_match(make_rules(game), seed=seed)
            while not state.is_over:
                seat = state.to_act()[0]
                action = timeout_action(state.view(seat))
                if isinstance(action, Call):
                    assert action.tricks == 0
                if isinstance(action, PlayCard):
                    assert action in state.legal_actions(seat)
                state.apply(action)


def test_tricks_are_numbered_from_zero_in_every_game() -> None:
    """TrickWon.trick_index is the trick's place in its deal: 0 for the first, in every game."""
    from koutchina.engine.events import DealScored, TrickWon

    for game in Game:
        state = new_match(make_rules(game), 17)
        rng = random.Random(17)
        indices: list[int] = []
        scored = False
        while not scored:
            actions = state.legal_actions(state.to_act()[0])
            for event in state.apply(actions[rng.randrange(len(actions))]):
                scored = scored or isinstance(event, DealScored)
                if isinstance(event, TrickWon):
                    indices.append(event.trick_index)
        assert indices == list(range(len(indices))), (game, indices)
