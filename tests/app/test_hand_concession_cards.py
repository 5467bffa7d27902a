"""The cards the table plays for a person who had it play the rest of a Hand round, once their
call is made: to take as few tricks as their cards allow. It played their lowest card each time
(the timer's rule): void in the suit led it threw a 7 and kept an Ace, which then took a trick
and turned a made call into a loss (a player's review). Short of the call it plays towards it
(test_play_the_rest_towards_the_call)."""

from __future__ import annotations

from collections.abc import Iterator

from koutchina.app.auto_play import AutoPlay
from koutchina.bots import make_bot
from koutchina.engine import Card, Phase, PlayCard, SeatView, make_rules, new_match
from koutchina.engine.cards import DECK_32
from koutchina.engine.state import MatchState


def _positions(seeds: range) -> Iterator[MatchState]:
    """Hand rounds played by random bots, stopped at each card seat 0 has to play (the state
    goes on once the next one is asked for)."""
    for seed in seeds:
        state = new_match(make_rules("hand"), seed=seed)
        bots = [make_bot("random", seed * 4 + seat) for seat in range(4)]
        while state.deal_index == 0:
            seat = state.to_act()[0]
            if seat == 0 and state.phase == Phase.PLAYING:
                yield state
            state.apply(bots[seat].choose(state.view(seat)).action)


def _made(state: MatchState) -> bool:
    """Seat 0 has the tricks it called: the table ducks from there."""
    view = state.view(0)
    return view.tricks_won[0] >= (view.calls[0] or 0)


def _holds_a_master(view: SeatView) -> bool:
    """A card of the seat's that no unseen card of its suit beats."""
    seen = {card for trick in view.completed_tricks for _, card in trick.plays}
    seen |= {card for _, card in view.current_trick} | set(view.hand)
    unseen = [c for c in DECK_32 if c not in seen]
    return any(not any(u.suit == c.suit and u.rank > c.rank for u in unseen)
               for c in view.hand)


def _conceded_card(state: MatchState) -> Card:
    table = AutoPlay()
    table.concede(0, state.deal_index)
    action = table.next_action(state)
    assert isinstance(action, PlayCard) and action.seat == 0
    assert action in state.view(0).legal_actions()
    return action.card


def test_void_in_the_suit_led_it_throws_the_highest_card() -> None:
    """A high card thrown away can no longer take a trick the person does not want: its
    highest card where it holds no master (masters go first,
    test_play_the_rest_keeps_no_master)."""
    seen = 0
    for state in _positions(range(40)):
        view = state.view(0)
        trick = view.current_trick
        if (not trick or any(card.suit == trick[0][1].suit for card in view.hand)
                or not _made(state)):
            continue
        seen += 1
        card = _conceded_card(state)
        assert card.rank == max(c.rank for c in view.hand), (view.hand, trick, card)
    assert seen >= 10


def test_following_it_plays_the_highest_card_that_stays_under_the_trick() -> None:
    """Of the cards of the suit led that lose to the trick so far, the highest: the low ones
    are kept to pass under later tricks."""
    seen = 0
    for state in _positions(range(80)):
        view = state.view(0)
        trick = view.current_trick
        if not trick:
            continue
        led = trick[0][1].suit
        best = max(card.rank for _, card in trick if card.suit == led)
        under = [card for card in view.hand if card.suit == led and card.rank < best]
        if len(under) < 2 or not _made(state):
            continue
        seen += 1
        card = _conceded_card(state)
        assert card == max(under, key=lambda c: c.rank), (view.hand, trick, card)
    assert seen >= 5


def test_a_whole_conceded_round_is_played_to_its_end_with_legal_cards() -> None:
    state = new_match(make_rules("hand"), seed=11)
    bots = [make_bot("medium", seat) for seat in range(4)]
    table = AutoPlay()
    while state.deal_index == 0:
        seat = state.to_act()[0]
        if seat == 0 and state.phase == Phase.PLAYING and not table.conceding:
            table.concede(0, 0)
        action = table.next_action(state) if seat == 0 and table.conceding else None
        if action is None:
            action = bots[seat].choose(state.view(seat)).action
        assert action in state.view(seat).legal_actions()
        state.apply(action)
    assert state.deals[0].scores is not None


def test_the_card_played_as_the_person_concedes_is_the_concession_s_too() -> None:
    """The controller plays the first card itself, at the moment of the concession: it was still
    the timer's lowest card (void, a 7 thrown and the Ace kept) while the later ones were the
    concession's (a code review)."""
    from koutchina.app.controller import MatchController
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.bots.rulebased import conceding_card
    from koutchina.engine.timeout import timeout_action

    differs = 0
    for seed in range(40):
        for state in _positions(range(seed, seed + 1)):
            view = state.view(0)
            wanted = conceding_card(view)
            if wanted == timeout_action(view):
                continue  # a position where both rules agree tells nothing
            controller = MatchController()
            players = [SeatPlayer("", HUMAN)] * 4  # no bot thread left behind by the test
            controller.start_match(state.rules, players, seed, state=state)
            played = len(state.actions)
            assert controller.concede(0)
            assert state.actions[played] == wanted
            controller.stop()
            differs += 1
            break
        if differs >= 3:
            break
    assert differs >= 3
