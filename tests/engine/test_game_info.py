"""Each game is described once (GameInfo) and the rules answer, whatever the game, what every
layer asks of them; none of it reaches the save files."""

from __future__ import annotations

import pytest

from koutchina.bots import make_bot
from koutchina.engine import Game, Phase, Rank, make_rules, new_match
from koutchina.engine.events import HakemDrawn
from koutchina.engine.rules import (
    GAMES,
    FirstHakemDraw,
    RulesError,
    ScoreUnit,
    SeatDirection,
    game_info,
)


def test_every_game_has_one_description_in_the_order_of_the_games() -> None:
    assert [info.game for info in GAMES] == list(Game)
    described = [(info.game, info.deck_size, info.tricks_per_deal, info.partnerships)
                 for info in GAMES]
    assert described == [(Game.HAND, 32, 8, False), (Game.COURT_PIECE, 52, 13, True),
                         (Game.HOKM, 52, 13, True)]
    assert game_info("court-piece").score_unit == ScoreUnit.COURTS
    assert game_info(Game.HOKM).score_unit == ScoreUnit.POINTS
    assert game_info("hand").seat_direction == SeatDirection.COUNTER_CLOCKWISE
    assert game_info("hokm").seat_direction == SeatDirection.CLOCKWISE


def test_an_unknown_game_is_refused_with_the_known_ones_named() -> None:
    with pytest.raises(RulesError, match="unknown game 'whist': expected one of hand, "
                                         "court-piece, hokm"):
        game_info("whist")


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.game.value)
def test_the_rules_and_the_match_come_from_the_description(info) -> None:  # type: ignore[no-untyped-def]
    rules = make_rules(info.game)
    assert type(rules) is info.rules_class
    state = new_match(rules, seed=3)
    assert state.game is info.game
    assert sum(len(hand) for hand in state.hands) == info.deck_size


def test_the_rules_answer_what_the_table_and_the_bots_ask_in_every_game() -> None:
    hand, court, hokm = make_rules("hand", {"rounds": 3}), make_rules("court-piece"), \
        make_rules("hokm")
    assert (hand.scheduled_rounds, court.scheduled_rounds, hokm.scheduled_rounds) == (3, None, None)
    assert not any(rules.bids for rules in (hand, court, hokm))
    assert [rules.lowest_bid for rules in (hand, court, hokm)] == [None, None, None]
    assert [rules.stops_at_seven for rules in (hand, court, hokm)] == [False, False, True]
    bidding = make_rules("court-piece", {"bidding": True, "hidden_trump": True})
    assert (bidding.bids, bidding.lowest_bid, bidding.trump_may_hide) == (True, 9, True)
    house = make_rules("hokm", {"satat": True, "compulsory_trump": True, "double_sar": True,
                                "play_all_13": True})
    assert (house.has_satat, house.trump_compulsory, house.has_double_sar,
            house.stops_at_seven) == (True, True, True, False)


def test_the_answers_are_not_written_with_the_rules() -> None:
    dumped = make_rules("court-piece", {"bidding": True}).model_dump(mode="json")
    assert dumped["game"] == "court-piece" and dumped["bidding"] is True
    assert not {"bids", "lowest_bid", "trump_may_hide", "scheduled_rounds"} & set(dumped)


def _phases_of_a_deal(state) -> set[Phase]:  # type: ignore[no-untyped-def]
    """Every phase the first deal of ``state`` goes through, played by random bots."""
    seen = {state.phase}
    bots = [make_bot("random", seat) for seat in range(4)]
    first_deal = state.deal_index
    while not state.is_over and state.deal_index == first_deal:
        seat = state.to_act()[0]
        state.apply(bots[seat].choose(state.view(seat)).action)
        seen.add(state.phase)
    return seen


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.game.value)
def test_what_the_description_says_of_a_deal_and_a_match_is_what_the_engine_does(info) -> None:  # type: ignore[no-untyped-def]
    state = new_match(make_rules(info.game), seed=5)
    assert len(state.totals) == info.scorers
    assert [info.scorer_of(seat) for seat in range(4)] == (
        [0, 1, 0, 1] if info.partnerships else [0, 1, 2, 3])
    draws = [event for event in state.opening_events if isinstance(event, HakemDrawn)]
    if info.first_hakem is None:
        assert draws == []
    else:
        (drawn,) = draws
        aces = [i for i, (_seat, card) in enumerate(drawn.draws) if card.rank == Rank.ACE]
        if info.first_hakem == FirstHakemDraw.FIRST_ACE:  # dealt until the first Ace
            assert aces == [len(drawn.draws) - 1]
        else:  # rounds of one card a seat
            assert len(drawn.draws) % 4 == 0
    phases = _phases_of_a_deal(state)
    assert (Phase.CALLING in phases) == info.has_calls
    assert (Phase.NAMING_TRUMP in phases) == info.has_trump
    assert (state.rules.scheduled_rounds is not None) == info.in_rounds
