"""The hot path's shortcuts give exactly what the plain rules give.

``legal_actions`` and ``apply`` read legal sets from per-suit tables and hand out shared action
and event objects; the shuffle is written out; two event types are built without their
``__init__``. Each shortcut is checked here against the slow, obvious version.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from koutchina.engine import (
    Card,
    Game,
    IllegalAction,
    MatchState,
    PlayCard,
    Suit,
    make_rules,
    new_match,
    option_specs,
)
from koutchina.engine.cards import DECK_52, deck
from koutchina.engine.dealing import dealt_hands, shuffled_deck
from koutchina.engine.events import TrickWon, new_trick_won
from koutchina.engine.record import record_of
from koutchina.engine.slotted import builder
from koutchina.engine.tricks import plain_trick_winner, trick_winner
from koutchina.engine.view import TrickRecord, new_trick_record


@pytest.mark.parametrize("size", [32, 52])
def test_the_shuffle_is_random_shuffle_step_for_step(size):
    for seed in range(300):
        for label in ("deal:0", "deal:7", "first-hakem"):
            expected = list(deck(size))
            random.Random(f"koutchina:{seed}:{label}").shuffle(expected)
            assert shuffled_deck(seed, label, size) == expected


def test_dealt_hands_give_each_card_to_the_seat_of_its_position():
    rng = random.Random(1)
    for size in (32, 52):
        for _ in range(50):
            cards = list(deck(size))
            rng.shuffle(cards)
            order = tuple(rng.randrange(4) for _ in range(size))
            expected = [[c for c, s in zip(cards, order, strict=True) if s == seat]
                        for seat in range(4)]
            assert dealt_hands(cards, order) == expected
    with pytest.raises(ValueError):
        dealt_hands(list(deck(32)), (0,) * 31)


def test_plain_trick_winner_agrees_with_trick_winner():
    rng = random.Random(2)
    for _ in range(3000):
        cards = rng.sample(DECK_52, 4)
        plays = tuple(zip(rng.sample(range(4), 4), cards, strict=True))
        trump = rng.choice([None, *Suit])
        assert plain_trick_winner(plays, trump) == trick_winner(plays, trump, False)


def test_built_events_equal_constructed_ones():
    plays = tuple((seat, DECK_52[seat * 5]) for seat in range(4))
    built, made = new_trick_won(2, 5, plays, False, (3, 4)), TrickWon(2, 5, plays, False, (3, 4))
    assert built == made and hash(built) == hash(made) and repr(built) == repr(made)
    record = new_trick_record(1, plays, 2, True)
    assert record == TrickRecord(1, plays, 2) and hash(record) == hash(TrickRecord(1, plays, 2))
    with pytest.raises(AttributeError):
        built.winner = 0  # type: ignore[misc]  # still frozen


def test_builder_refuses_classes_that_need_their_init():
    @dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None: ...

    for cls in (NoSlots, Checked):
        with pytest.raises(TypeError):
            builder(cls)


def random_rules(game: Game, rng: random.Random):
    options = {}
    for spec in option_specs(game):
        if spec.key == "turn_timer" or spec.kind == "int":
            continue
        options[spec.key] = rng.choice(spec.choices)
    if options.get("double_hakem") and options.get("hakem_rotation") == "winner_keeps":
        options["double_hakem"] = False
    return make_rules(game, options)


def check_every_card(state: MatchState, seat: int) -> None:
    """Each card the seat holds, as the deck's object and as a copy, is accepted by ``apply``
    exactly when ``legal_actions`` lists it; the listing is the view's."""
    legal = state.legal_actions(seat)
    assert legal == state.view(seat).legal_actions()
    for card in state.hands[seat]:
        for same in (card, Card(card.suit, card.rank)):
            try:
                state.clone().apply(PlayCard(seat, same))
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == (PlayCard(seat, card) in legal), (seat, card, state.trick)


@pytest.mark.parametrize("game", list(Game))
def test_apply_accepts_exactly_the_listed_cards(game):
    rng = random.Random(f"fast:{game.value}")
    for number in range(6):
        state = new_match(random_rules(game, rng), seed=number)
        steps = 0
        while not state.is_over and steps < 120:
            seats = state.to_act()
            for seat in range(4):
                if seat in seats and state.phase.value == "playing":
                    check_every_card(state, seat)
                else:
                    assert state.legal_actions(seat) == state.view(seat).legal_actions()
            state.apply(rng.choice(state.legal_actions(rng.choice(seats))))
            steps += 1


@pytest.mark.parametrize("game", list(Game))
def test_copies_of_cards_play_like_the_decks_own(game):
    """Actions built from equal, fresh objects give the same match as the listed actions."""
    rules = make_rules(game)
    listed, copied = new_match(rules, seed=11), new_match(rules, seed=11)
    rng = random.Random(3)
    while not listed.is_over:
        seat = rng.choice(listed.to_act())
        action = rng.choice(listed.legal_actions(seat))
        if isinstance(action, PlayCard):
            twin = PlayCard(action.seat, Card(action.card.suit, action.card.rank))
        else:
            twin = action
        assert listed.apply(action) == copied.apply(twin)
    assert record_of(listed) == record_of(copied)


def test_the_shuffle_reads_on_when_its_first_batch_of_draws_runs_out(monkeypatch):
    from koutchina.engine import dealing

    whole_batch = dealing._words
    monkeypatch.setattr(dealing, "_words", lambda draw, count: whole_batch(draw, 1))
    for seed in range(100):
        for size in (32, 52):
            expected = list(deck(size))
            random.Random(f"koutchina:{seed}:deal:1").shuffle(expected)
            assert shuffled_deck(seed, "deal:1", size) == expected
