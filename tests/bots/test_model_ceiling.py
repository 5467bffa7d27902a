"""The measuring oracle of ``devtools.model_ceiling``: the model ceiling in docs/bots.md rests on
its play-outs being the deal as it would go on, and on its ``--as-is`` runs pairing deal by deal
with ``hand_table_tuning``'s."""

from __future__ import annotations

import random

from pytest import MonkeyPatch

from koutchina.bots import make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import play_one_deal, tournament_bot_seed, tournament_deal
from koutchina.bots.search import SearchBot
from koutchina.devtools import model_ceiling
from koutchina.devtools.model_ceiling import (
    Oracle,
    Run,
    candidates,
    drawn_worlds,
    play_seating,
    play_to_end,
)
from koutchina.engine import MatchState, make_rules, new_match
from koutchina.engine.actions import Action, Call, PlayCard

RULES = make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0})


def fresh_deal(seed: int) -> MatchState:
    return new_match(RULES, 0, deals=[tournament_deal("hand", seed, 0)], first_hakem=None)


def mediums() -> dict[int, Bot]:
    return {seat: make_bot("medium", seat) for seat in range(4)}


def test_the_calls_weighed_are_zero_and_medium_s_call_give_or_take_two() -> None:
    state = fresh_deal(31)
    medium = make_bot("medium", 5)
    seat = state.to_act()[0]
    guess = medium.choose(state.view(seat)).action
    assert isinstance(guess, Call)
    weighed = [a.tricks for a in candidates(state, seat, medium) if isinstance(a, Call)]
    expected = sorted({0} | {c for c in range(guess.tricks - 2, guess.tricks + 3) if 0 <= c <= 8})
    assert weighed == expected


def test_in_play_every_legal_card_is_weighed() -> None:
    state = fresh_deal(31)
    table = mediums()
    while not isinstance(state.legal_actions(state.to_act()[0])[0], PlayCard):
        seat = state.to_act()[0]
        state.apply(table[seat].choose(state.view(seat)).action)
    seat = state.to_act()[0]
    assert candidates(state, seat, table[seat]) == state.legal_actions(seat)


def test_a_play_out_is_the_deal_as_it_goes_on_with_the_same_bots() -> None:
    # a table of medium bots (which never draw at random): the oracle's value of medium's own
    # card is the score the deal then really ends with, and the real state is left as it was
    state = fresh_deal(77)
    table = mediums()
    for _ in range(9):  # the four calls and five cards
        seat = state.to_act()[0]
        state.apply(table[seat].choose(state.view(seat)).action)
    seat = state.to_act()[0]
    oracle = Oracle(seat, lambda _rng: {s: b for s, b in table.items() if s != seat}, 1, 3)
    before = [list(hand) for hand in state.hands]
    card = table[seat].choose(state.view(seat)).action
    value = oracle.value(card, [state], [table])
    assert [list(hand) for hand in state.hands] == before
    state.apply(card)
    assert value == play_to_end(state, table).scores[seat]


def test_the_as_is_run_plays_the_deals_and_seats_of_the_table_tuning() -> None:
    seed, seat = 78, 2
    run = Run("medium", "as-is", 1, None)
    scored = play_seating(RULES, seed, 0, seat, run)
    bots = [make_bot("hard" if s == seat else "medium", tournament_bot_seed(seed, 0, s))
            for s in range(4)]
    tuned = play_one_deal(RULES, tournament_deal("hand", seed, 0), bots, None)
    assert scored.scores == tuned.scores


def test_the_oracle_calls_before_any_other_seat_has_called(monkeypatch: MonkeyPatch) -> None:
    # its model draws the others' calls: a call already made would be seen, not modelled
    calls_seen: list[int] = []

    class Watching(Oracle):
        def choose(self, state: MatchState, history: list[Action]) -> Action:
            if isinstance(state.legal_actions(self.seat)[0], Call):
                calls_seen.append(sum(1 for s in range(4) if s not in state.to_act()))
            return super().choose(state, history)

    monkeypatch.setattr(model_ceiling, "Oracle", Watching)
    play_seating(RULES, 31, 0, 3, Run("medium", "oracle", 1, None))
    assert calls_seen == [0]


def test_an_honest_world_is_the_deal_so_far_with_the_hidden_cards_drawn() -> None:
    state = fresh_deal(77)
    table = mediums()
    history: list[Action] = []
    for _ in range(10):  # the four calls and six cards
        seat = state.to_act()[0]
        history.append(table[seat].choose(state.view(seat)).action)
        state.apply(history[-1])
    seat = state.to_act()[0]
    worlds = drawn_worlds(seat, SearchBot(4))(state, history, 6, random.Random(2))
    hidden = {card for s in range(4) if s != seat for card in state.hands[s]}
    assert len(worlds) == 6
    assert any(world.hands[(seat + 1) % 4] != state.hands[(seat + 1) % 4] for world in worlds)
    for world in worlds:
        assert world.hands[seat] == state.hands[seat]
        assert world.view(seat) == state.view(seat)  # the same calls, tricks and turn
        for other in range(4):
            if other != seat:
                assert len(world.hands[other]) == len(state.hands[other])
                assert set(world.hands[other]) <= hidden
