"""The ``pimc`` yardsticks: textbook determinized search with a simple (or random) play-out."""

from __future__ import annotations

import pytest

from koutchina.bots import make_bot
from koutchina.engine import Call, Card, Phase, PlayCard, make_rules, new_match
from koutchina.engine.state import MatchState

# Hand, 32 cards, from the leader round: the leader, then the next two seats follow the clubs
# Jack, Queen and King (indices 9, 10, 11); the last seat holds the club 7 (5), the club Ace (12)
# and the six top spades (46..51), the 9 to the Ace
RELATIVE = [
    [6, 9, *range(18, 24)],
    [7, 10, 24, 25, *range(31, 35)],
    [8, 11, *range(35, 39), 44, 45],
    [5, 12, *range(46, 52)],
]
CLUB_ACE = 12


def _last_to_play_the_first_trick(last_call: int) -> tuple[MatchState, int]:
    """Everyone but the last seat called zero; the three clubs are on the table."""
    rules = make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0})
    leader = new_match(rules, 0).view(0).leader or 0
    hands = [[Card.from_index(i) for i in RELATIVE[(s - leader) % 4]] for s in range(4)]
    state = new_match(rules, 0, deals=[hands])
    last = (leader + 3) % 4
    while state.view(0).phase == Phase.CALLING:
        seat = state.to_act()[0]
        state.apply(Call(seat, last_call if seat == last else 0))
    for step in range(3):
        seat = (leader + step) % 4
        state.apply(PlayCard(seat, Card.from_index(RELATIVE[step][1])))
    return state, last


@pytest.mark.parametrize("level", ["pimc", "pimc-random"])
def test_pimc_takes_the_trick_its_call_needs(level: str) -> None:
    """Called all 8 tricks with the club Ace and six master spades: the 7 of clubs loses this
    trick and the call with it in every world, the Ace keeps it alive."""
    state, last = _last_to_play_the_first_trick(8)
    decision = make_bot(level, 3).choose(state.view(last))
    assert decision.action == PlayCard(last, Card.from_index(CLUB_ACE))
    assert decision.reason == "best_expected_playout"


@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_pimc_gives_the_same_decision_for_the_same_seed_and_view(game: str) -> None:
    state = new_match(make_rules(game), 21)
    driver = [make_bot("medium", s) for s in range(4)]
    decided = 0
    for step in range(24):
        seat = state.to_act()[0]
        view = state.view(seat)
        if step % 3 == 0:
            first = make_bot("pimc", 4, budget=60).choose(view)
            assert make_bot("pimc", 4, budget=60).choose(view) == first
            assert first.action in view.legal_actions()
            decided += 1
        state.apply(driver[seat].choose(view).action)
    assert decided == 8


def test_pimc_names_the_trump_and_calls_by_playouts() -> None:
    hokm = new_match(make_rules("hokm"), 5)
    hakem = hokm.to_act()[0]
    assert hokm.view(hakem).phase == Phase.NAMING_TRUMP
    assert make_bot("pimc", 1, budget=60).choose(hokm.view(hakem)).reason == "trump_by_playouts"
    hand = new_match(make_rules("hand"), 5)
    caller = hand.to_act()[0]
    assert make_bot("pimc", 1, budget=60).choose(hand.view(caller)).reason == "call_expected_best"


def test_a_pimc_budget_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="pimc needs 1 play-out or more"):
        make_bot("pimc", 1, budget=0)
