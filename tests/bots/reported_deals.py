"""Deals a player reported, played again without a window: the person's seat 0 plays as the
report's script did (the first legal card each time; in Hand, a call of 2; in Hokm, the longest
suit as trump), the other seats by medium bots with the seeds the table gives them."""

from __future__ import annotations

from collections.abc import Iterator

from koutchina.bots import make_bot, seat_seed
from koutchina.engine import (
    Action,
    Call,
    MatchState,
    NameTrump,
    Phase,
    PlayCard,
    SeatView,
    Suit,
    make_rules,
    new_match,
)


def persons_move(view: SeatView) -> Action:
    if view.phase == Phase.CALLING:
        return Call(0, 2)
    if view.phase == Phase.NAMING_TRUMP:
        counts = {suit: sum(1 for card in view.hand if card.suit == suit) for suit in Suit}
        return NameTrump(0, max(counts, key=lambda suit: counts[suit]))
    return PlayCard(0, view.legal_cards()[0])


def first_deal(game: str, seed: int = 1, options: dict[str, object] | None = None,
               ) -> tuple[MatchState, list[Action], MatchState]:
    """The match before its first action, the actions of its first deal, and the match after
    them (the next deal about to start); house rules ``options`` if given."""
    state = new_match(make_rules(game, dict(options or {})), seed)
    start = state.clone()
    actions: list[Action] = []
    for action in _moves(state, seed):
        actions.append(action)
        state.apply(action)
    return start, actions, state


def persons_turns(game: str, seed: int = 1) -> Iterator[SeatView]:
    """The person's view at each of their turns in the first deal, in order."""
    state = new_match(make_rules(game, {}), seed)
    for action in _moves(state, seed):
        if action.seat == 0:
            yield state.view(0)
        state.apply(action)


def _moves(state: MatchState, seed: int) -> Iterator[Action]:
    """The next action of the first deal, each time the caller has applied the last one."""
    bots = {seat: make_bot("medium", seat_seed(seed, seat)) for seat in (1, 2, 3)}
    while state.deal_index == 0:
        seat = state.to_act()[0]
        view = state.view(seat)
        yield persons_move(view) if seat == 0 else bots[seat].choose(view).action
