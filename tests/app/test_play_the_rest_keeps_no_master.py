"""Hand's "Play the rest for me" once the person's call is made: it must never throw away a
card that can still lose while it keeps cards that can only win. As a player found it: called
2, 2 tricks taken; on trick 6 North led K♦, West took it with A♦, and the person, void in
diamonds, held 9♠ and 7♥ (every higher spade and heart played: masters, sure winners) and
10♣ (higher clubs unseen: it can still lose). The table played medium's card, the highest
by rank, 10♣; West then led 7♠, 9♠ took it and 7♥ the last trick: 4 tricks, −20 for a call
of 2 made before. The coach's hint said 9♠ (97 % call made). Void in the suit led it now
throws its sure winners first, the highest of them (of a suit the others still hold first:
they may lead it), then its highest card; the moves for a call not yet made are pinned in
test_play_the_rest_towards_the_call."""

from __future__ import annotations

import copy
import random

from koutchina.app.auto_play import AutoPlay
from koutchina.bots import make_bot
from koutchina.bots.rulebased import conceding_card
from koutchina.engine import (
    Call,
    Card,
    MatchState,
    Phase,
    PlayCard,
    SeatView,
    make_rules,
    new_match,
    parse_cards,
)
from koutchina.engine.cards import DECK_32

# Seats: 0 the person (South), 1 East, 2 North, 3 West; play goes 0, 1, 2, 3.
HANDS = (
    "AS AH 8H 7C 9C 9S 7H 10C",  # the person
    "JS KH 10H 10D 8C 9D 7D 8D",  # East
    "QS QH 9H JD KC KD 8S JC",  # North
    "10S JH KS QD QC AD 7S AC",  # West
)
TRICKS = (
    "AS JS QS 10S",  # the person wins (1)
    "AH KH QH JH",  # the person wins (2): the call is made
    "8H 10H 9H KS",  # East wins (West void in hearts)
    "10D JD QD 7C",  # West wins (the person void in diamonds)
    "QC 9C 8C KC",  # North wins
    "KD AD",  # trick 6: North leads K♦, West takes it with A♦; the person to play
)


def the_position() -> MatchState:
    state = new_match(make_rules("hand", {}), 0, deals=[[parse_cards(h) for h in HANDS]])
    for seat, tricks in ((0, 2), (1, 2), (2, 2), (3, 2)):
        state.apply(Call(seat, tricks))
    for trick in TRICKS:
        for card in parse_cards(trick):
            state.apply(PlayCard(state.to_act()[0], card))
    return state


def test_the_position_is_the_one_the_player_saw() -> None:
    view = the_position().view(0)
    assert view.seat in view.to_act and view.phase == Phase.PLAYING
    assert (view.calls[0], view.tricks_won[0]) == (2, 2)
    assert len(view.completed_tricks) == 5
    assert [(seat, str(card)) for seat, card in view.current_trick] == [
        (2, str(parse_cards("KD")[0])), (3, str(parse_cards("AD")[0]))]
    assert sorted(view.hand) == sorted(parse_cards("9S 7H 10C"))


def test_void_with_the_call_made_it_throws_a_master_not_the_card_that_can_lose() -> None:
    card = conceding_card(the_position().view(0)).card
    assert card in parse_cards("9S 7H"), card
    assert card == parse_cards("9S")[0]  # the highest of the sure winners


def test_the_round_ends_with_the_call_made() -> None:
    """The table plays the person's cards to the end (AutoPlay, as the controller does), the
    others play as medium: 2 tricks, +20."""
    state = the_position()
    bots = [make_bot("medium", seat) for seat in range(4)]
    table = AutoPlay()
    table.concede(0, 0)
    while state.deal_index == 0:
        seat = state.to_act()[0]
        action = table.next_action(state) if seat == 0 else None
        state.apply(action if action is not None else bots[seat].choose(state.view(seat)).action)
    scores = state.deals[0].scores
    assert scores is not None and scores[0] == 20, scores


def _unseen(view: SeatView) -> set[Card]:
    """The cards the seat has not seen: neither played nor its own."""
    played = {card for trick in view.completed_tricks for _, card in trick.plays}
    played |= {card for _, card in view.current_trick}
    return set(DECK_32) - played - set(view.hand)


def _is_master(card: Card, unseen: set[Card]) -> bool:
    return not any(c.suit == card.suit and c.rank > card.rank for c in unseen)


def _random_positions(seeds: range) -> list[MatchState]:
    """Hand rounds played by random and medium bots (the person's seat 0 among them), stopped
    where seat 0, its call made, is void in the suit led and holds both a master and a card
    that can lose."""
    found: list[MatchState] = []
    for seed in seeds:
        rng = random.Random(seed)
        state = new_match(make_rules("hand"), seed=seed)
        bots = [make_bot(rng.choice(["random", "medium"]), seed * 4 + seat) for seat in range(4)]
        while state.deal_index == 0:
            seat = state.to_act()[0]
            view = state.view(seat)
            if seat == 0 and state.phase == Phase.PLAYING and view.current_trick:
                led = view.current_trick[0][1].suit
                unseen = _unseen(view)
                masters = [c for c in view.hand if _is_master(c, unseen)]
                if (view.tricks_won[0] >= (view.calls[0] or 0)
                        and not any(c.suit == led for c in view.hand)
                        and masters and len(masters) < len(view.hand)):
                    found.append(copy.deepcopy(state))
            state.apply(bots[seat].choose(view).action)
    return found


def test_with_the_call_made_a_void_seat_never_keeps_a_master_over_a_card_that_can_lose() -> None:
    positions = _random_positions(range(300))
    assert len(positions) >= 30, len(positions)
    for state in positions:
        view = state.view(0)
        unseen = _unseen(view)
        card = conceding_card(view).card
        assert _is_master(card, unseen), (view.hand, view.current_trick, card)
        masters = [c for c in view.hand if _is_master(c, unseen)]
        # of a suit the others still hold first (they may lead it), the highest
        live = [c for c in masters if any(u.suit == c.suit for u in unseen)] or masters
        assert card.rank == max(c.rank for c in live), (view.hand, view.current_trick, card)
