"""The simulation core agrees with the engine: legal cards, trick winners, trick counts."""

from __future__ import annotations

import random

import pytest

from koutchina.bots.sim import SimDeal, SimRules, bits, card_mask, choose_card
from koutchina.engine import Call, Card, NameTrump, Phase, PlayCard, make_rules, new_match
from koutchina.engine.hokm import HokmMatch
from koutchina.engine.state import MatchState

VARIANTS = [
    ("hand", {}),
    ("court-piece", {}),
    ("court-piece", {"kot": True, "badam_satti_every": 2}),
    ("hokm", {}),
    ("hokm", {"satat": True, "compulsory_trump": True}),
    ("hokm", {"double_sar": True}),
    ("hokm", {"play_all_13": True, "satat": True}),
    ("hokm", {"double_sar": True, "compulsory_trump": True, "satat": True}),
]


def sim_from_state(state: MatchState) -> SimDeal:
    """The engine position as a sim deal (a test helper: it reads every hand)."""
    rules = state.rules
    trump = state._active_trump()
    sim_rules = SimRules(
        state.game,
        int(trump) if trump is not None else None,
        satat=bool(getattr(rules, "satat", False)),
        compulsory=bool(getattr(rules, "compulsory_trump", False)),
        double_sar=bool(getattr(rules, "double_sar", False)),
        stop_at_seven=state.game == "hokm" and not getattr(rules, "play_all_13", False),
    )
    hands = [card_mask([c.index for c in hand]) for hand in state.hands]
    if state.game == "hand":
        won = list(state.tricks_won)  # type: ignore[attr-defined]
        calls = tuple(state.calls)  # type: ignore[attr-defined]
        deal = SimDeal(sim_rules, hands, state.leader, [c.index for _, c in state.trick], won,
                       len(state.completed), calls)  # type: ignore[arg-type]
    else:
        won = list(state.side_tricks)  # type: ignore[attr-defined]
        deal = SimDeal(sim_rules, hands, state.leader, [c.index for _, c in state.trick], won,
                       len(state.completed))
        if isinstance(state, HokmMatch):
            deal.run_side = -1 if state.run_side is None else state.run_side
            deal.pending = len(state.run_pending)
            deal.kot_ok = (state.kot_possible[0], state.kot_possible[1])
    return deal


def random_position(game: str, options: dict[str, object], rng: random.Random) -> MatchState:
    """A match advanced by random legal actions to a random point of its first deal."""
    state = new_match(make_rules(game, options), rng.randrange(10**6))
    while state.phase != Phase.PLAYING:
        seat = state.to_act()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
    steps = rng.randrange(0, 40)
    for _ in range(steps):
        seat = state.to_act()[0]
        if state.deal_index > 0 or state.phase != Phase.PLAYING:
            break
        before = state.deal_index
        card = rng.choice([a for a in state.legal_actions(seat) if isinstance(a, PlayCard)])
        if len(state.trick) < 3:  # only a trick's last card can end the deal: no copy needed
            state.apply(card)
            assert state.deal_index == before
            continue
        probe = state.clone()
        probe.apply(card)
        if probe.deal_index != before:
            break
        state = probe
    return state


@pytest.mark.parametrize(("game", "options"), VARIANTS)
def test_sim_follows_the_engine_to_the_end_of_the_deal(
    game: str, options: dict[str, object]
) -> None:
    rng = random.Random(f"sim:{game}:{sorted(options.items())}")
    for _ in range(250):
        state = random_position(game, options, rng)
        deal = sim_from_state(state)
        deal_index = state.deal_index
        while True:
            seat = state.to_act()[0]
            assert deal.turn == seat
            actions = state.legal_actions(seat)
            engine_legal = {a.card.index for a in actions if isinstance(a, PlayCard)}
            assert set(bits(deal.legal())) == engine_legal
            card = rng.choice(sorted(engine_legal))
            events = state.apply(PlayCard(seat, Card.from_index(card)))
            winner = deal.play(card)
            won_events = [e for e in events if type(e).__name__ == "TrickWon"]
            if won_events:
                assert winner == won_events[0].winner  # type: ignore[attr-defined]
            else:
                assert winner is None
            scored = [e for e in events if type(e).__name__ == "DealScored"]
            if scored:
                assert deal.over
                assert list(scored[0].tricks) == deal.won  # type: ignore[attr-defined]
                break
            assert not deal.over
            assert state.deal_index == deal_index


@pytest.mark.parametrize(("game", "options"), VARIANTS)
def test_play_out_policy_only_plays_legal_cards(game: str, options: dict[str, object]) -> None:
    rng = random.Random(f"policy:{game}")
    for _ in range(60):
        state = random_position(game, options, rng)
        deal = sim_from_state(state)
        start = deal.played, sum(deal.won)
        while not deal.over:
            card = choose_card(deal)
            assert deal.legal() >> card & 1
            deal.play(card)
        taken = sum(deal.won) - start[1]
        if game == "hand" or not options.get("double_sar"):
            assert taken == deal.played - start[0]
        else:  # a Double Sar run may count tricks taken before the position
            assert sum(deal.won) <= deal.played


def test_hand_calls_reach_the_policy() -> None:
    state = new_match(make_rules("hand"), 5)
    for seat in range(4):
        state.apply(Call(seat, 0))
    deal = sim_from_state(state)
    assert deal.calls == (0, 0, 0, 0)
    _ = NameTrump
