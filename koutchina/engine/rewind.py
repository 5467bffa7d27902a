"""Going back in a match: the state after its first actions, and where a deal begins.

Undo and "play this deal again" both need an earlier state of a match. The actions are the
authority, so an earlier state is the match replayed from its start up to that point: exactly
the state it was then (the same record), with no copy kept of every position.
"""

from __future__ import annotations

from collections.abc import Iterable

from .actions import Action, PlayCard
from .state import MatchState


def match_start(state: MatchState) -> MatchState:
    """The match of ``state`` before its first action: the same rules and seed, and the same
    stated deals and first Hakem when the match was given its cards (else the seed deals and
    draws them again, as it did)."""
    from . import new_match  # the package's factory

    preset = [[list(hand) for hand in deal] for deal in state.preset_deals]
    first_hakem = getattr(state, "first_hakem", None) if preset else None
    return new_match(state.rules, state.seed, preset or None, first_hakem)


def rewound(state: MatchState, count: int) -> MatchState:
    """The match of ``state`` as it was after its first ``count`` actions."""
    if not 0 <= count <= len(state.actions):
        raise ValueError(f"the match has {len(state.actions)} actions, not {count}")
    earlier = match_start(state)
    for action in state.actions[:count]:
        earlier.apply(action)
    return earlier


def deal_start(start: MatchState, actions: list[Action], deal: int) -> tuple[MatchState, int]:
    """The match (from ``start``, before its first action, not changed) as deal ``deal`` (from
    0) begins, and how many of ``actions`` come before it. ValueError if the actions never
    reach that deal."""
    state = start.clone()
    for count, action in enumerate(actions):
        if state.deal_index == deal:
            return state, count
        state.apply(action)
    if state.deal_index == deal:
        return state, len(actions)
    raise ValueError(f"the match never reaches deal {deal + 1}")


def deal_from_seat(state: MatchState, deal: int, seat: int) -> MatchState:
    """Deal ``deal`` (from 0) of ``state`` as a match of its own seen from ``seat``: every
    seat moved round by ``seat`` places, so that that seat's cards are seat 0's, with the same
    dealer, Hakem, play order and cards around the table. The deal is the new match's first:
    no match totals before it, and a deal without trump (Badam Satti) cannot be played so
    (ValueError), since a first deal always has trump."""
    from . import new_match
    from .hand import HandMatch
    from .rules import game_info

    log = state.deals[deal]
    hands = [[list(log.hands[(place + seat) % 4]) for place in range(4)]]
    if not game_info(state.game).has_trump:  # no Hakem: the deal is placed by its dealer
        dealer = (log.dealer - seat) % 4
        return HandMatch(state.rules, state.seed, hands, first_dealer=dealer)  # type: ignore[arg-type]
    if log.no_trump or log.hakem is None:
        raise ValueError("a deal without trump is played again from the person's own seat only")
    return new_match(state.rules, state.seed, hands, (log.hakem - seat) % 4)


def replay_start(state: MatchState, deal: int, seat: int) -> tuple[MatchState, int]:
    """Where a deal played again from ``seat`` begins: from the person's own seat (0), the
    match itself as that deal begins and the actions before it; from another seat, the deal
    as a match of its own (``deal_from_seat``) and 0."""
    if seat == 0:
        return deal_start(match_start(state), state.actions, deal)
    return deal_from_seat(state, deal, seat), 0


def deal_actions_begin(state: MatchState) -> int:
    """How many of the match's actions come before the deal now being played."""
    _state, count = deal_start(match_start(state), state.actions, state.deal_index)
    return count


def places_of_moves(state: MatchState, indexes: Iterable[int]) -> dict[int, tuple[int, int]]:
    """Where some of the match's actions (by their place in ``state.actions``) lie: the deal
    (from 0) and the trick (from 1; 0 for a call or a trump choice) of each. An index past the
    actions is left out."""
    wanted = {index for index in indexes if 0 <= index < len(state.actions)}
    places: dict[int, tuple[int, int]] = {}
    if not wanted:
        return places
    earlier = match_start(state)
    for index, action in enumerate(state.actions[: max(wanted) + 1]):
        if index in wanted:
            trick = (len(earlier.view(action.seat).completed_tricks) + 1
                     if isinstance(action, PlayCard) else 0)
            places[index] = (earlier.deal_index, trick)
        earlier.apply(action)
    return places


__all__ = ["deal_actions_begin", "deal_from_seat", "deal_start", "match_start",
           "places_of_moves", "replay_start", "rewound"]
