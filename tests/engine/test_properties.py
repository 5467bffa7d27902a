"""Property tests: random matches of every game and option combination keep the rules.

Each example plays a whole match with random legal actions, then checks invariants against an
independent reading of the rules (not the engine's own helpers).
"""

from __future__ import annotations

import random

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


def play_randomly(state: MatchState, rng: random.Random, views: bool) -> None:
    while not state.is_over:
        seats = state.to_act()
        seat = rng.choice(seats)
        if views:
            check_views(state)
        state.apply(rng.choice(state.legal_actions(seat)))


def check_views(state: MatchState) -> None:
    for seat in range(4):
        view = state.view(seat)
        visible = set(view.hand)
        assert visible <= set(state.hands[seat]) | set(state.dealt[seat])
        for other in range(4):
            if other != seat:
                assert not (set(state.hands[other]) & visible)
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
        elif log.scores is not None:
            assert min(log.scores) == 0 and max(log.scores) > 0, "one side scores a deal"


def check_totals(state: MatchState) -> None:
    running = [0] * len(state.totals)
    sets_reset = getattr(state.rules, "sets", 1) > 1
    for log in state.deals:
        if log.scores is None:
            continue
        running = [a + b for a, b in zip(running, log.scores, strict=True)]
        assert log.totals is not None
        if not sets_reset:
            assert log.totals == running, "totals add up"
        else:
            running = list(log.totals)


def check_replay(state: MatchState) -> None:
    record = MatchRecord.model_validate_json(record_of(state).model_dump_json())
    again = replay_record(record)
    assert again.totals == state.totals and again.places == state.places
    record.seed = None
    assert replay_record(record).totals == state.totals


def run_match(game: Game, rules_data, seed: int) -> None:
    state = new_match(rules_data, seed=seed)
    play_randomly(state, random.Random(seed), views=seed % 4 == 0)
    check_deals(state)
    check_totals(state)
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
