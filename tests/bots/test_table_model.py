"""Hand: hard's model of its table. A seat that plays like medium is read as tight, one that
plays otherwise as loose; the loose play-out policy is medium-like at looseness 0 and plays
other legal cards as looseness grows; the calls of a looser table stay legal calls."""

from __future__ import annotations

import random

from koutchina.bots import make_bot
from koutchina.bots.base import Bot
from koutchina.bots.knowledge import mask_of, read_view, sample_hands, sim_rules
from koutchina.bots.search import SEAT_MODEL_WORLDS, SearchBot
from koutchina.bots.sim import SimDeal, SimRules, choose_card
from koutchina.bots.table_model import (
    MAX_LOOSENESS,
    PRIOR_LOOSENESS,
    CallModel,
    looseness,
    mixed_policy,
    noisy_call,
    own_view_policy,
    robust_value,
)
from koutchina.engine import Call, PlayCard, SeatView, make_rules, new_match
from koutchina.engine.cards import parse_card, parse_cards
from koutchina.engine.state import MatchState


def hand_match(seed: int) -> MatchState:
    return new_match(make_rules("hand", {"rounds": 1}), seed)


def play_tricks(state: MatchState, bots: list[Bot], tricks: int) -> SeatView:
    """Calls and cards by ``bots`` until ``tricks`` tricks are complete: the view of the seat
    to lead the next one."""
    while True:
        seat = state.to_act()[0]
        view = state.view(seat)
        if len(view.completed_tricks) >= tricks and not view.current_trick:
            return state.view(seat)
        state.apply(bots[seat].choose(view).action)


def seat_looseness(view: SeatView, seed: int) -> tuple[float, float, float, float]:
    know = read_view(view)
    rng = random.Random(seed)
    worlds = [sample_hands(know, rng) for _ in range(SEAT_MODEL_WORLDS)]
    return looseness(view, know, sim_rules(view, None), worlds)


def test_medium_players_read_tight_and_a_random_player_loose() -> None:
    tight: list[float] = []
    loose: list[float] = []
    for seed in range(16):
        bots = [make_bot("medium", seed), make_bot("random", seed + 1),
                make_bot("medium", seed + 2), make_bot("medium", seed + 3)]
        view = play_tricks(hand_match(seed), bots, 5)
        shares = seat_looseness(view, seed)
        assert shares[view.seat] == 0.0
        loose.append(shares[1])
        tight.extend(shares[s] for s in (0, 2, 3) if s != view.seat)
    # playing like medium lowers the prior; a card no sampled world explains raises it
    assert sum(tight) / len(tight) < 0.8 * PRIOR_LOOSENESS
    assert sum(loose) / len(loose) > 1.5 * PRIOR_LOOSENESS
    assert max(loose) <= MAX_LOOSENESS


def test_no_card_played_leaves_every_other_seat_at_the_prior() -> None:
    state = hand_match(3)
    for seat in range(4):
        state.apply(Call(seat, 1))
    view = state.view(state.to_act()[0])
    shares = seat_looseness(view, 3)
    assert sorted(shares) == [0.0, PRIOR_LOOSENESS, PRIOR_LOOSENESS, PRIOR_LOOSENESS]


def random_deal(seed: int) -> SimDeal:
    rng = random.Random(seed)
    cards = [c for c in range(52) if c % 13 >= 5]
    rng.shuffle(cards)
    hands = [sum(1 << c for c in cards[s * 8:(s + 1) * 8]) for s in range(4)]
    calls = (rng.randrange(4), rng.randrange(4), rng.randrange(4), rng.randrange(4))
    return SimDeal(SimRules("hand", None), hands, 0, [], [0, 0, 0, 0], 0, calls)


def test_looseness_zero_plays_the_medium_like_card_and_more_plays_other_cards() -> None:
    differing = 0
    for seed in range(40):
        tight, loose = random_deal(seed), random_deal(seed)
        tight_pick = mixed_policy([0.0] * 4, random.Random(seed))
        loose_pick = mixed_policy([1.0] * 4, random.Random(seed))
        while not tight.over:
            card = tight_pick(tight)
            assert card == choose_card(tight)
            tight.play(card)
            other = loose_pick(loose)
            assert loose.legal() >> other & 1
            differing += other != choose_card(loose)
            loose.play(other)
    assert differing > 40


def test_noisy_calls_stay_calls_and_move_by_one_at_most() -> None:
    rng = random.Random(5)
    for estimate in range(9):
        assert noisy_call(estimate, CallModel(0.0, 0, 0.0), rng) == estimate
        seen = {noisy_call(estimate, CallModel(0.0, 0, 0.6), rng) for _ in range(200)}
        assert seen <= {c for c in (estimate - 1, estimate, estimate + 1) if 0 <= c <= 8}
        assert estimate in seen and len(seen) >= 2


def test_tables_that_call_low_or_high_move_every_call_by_one() -> None:
    rng = random.Random(2)
    low, high = CallModel(0.0, -1, 0.0), CallModel(0.0, 1, 0.0)
    assert [noisy_call(e, low, rng) for e in (0, 1, 2, 8)] == [0, 0, 1, 7]
    assert [noisy_call(e, high, rng) for e in (0, 1, 7, 8)] == [1, 2, 8, 8]


def test_safety_moves_a_calls_value_towards_its_worst_table() -> None:
    means = [20.0, 10.0, -10.0, 20.0]
    assert robust_value(means, 0.0) == 10.0  # the plain mean
    assert robust_value(means, 1.0) == -10.0  # the worst table
    assert robust_value(means, 0.5) == 0.0
    # a steady call beats a call that pays more on average but collapses at one table
    assert robust_value([12.0] * 4, 0.5) > robust_value(means, 0.5)


def test_the_coach_values_hards_call_as_hard_does() -> None:
    """A Hand call is chosen by its value moved towards the worst table; the coach shows that
    value, so hard's own call is never shown worse than another call it weighed."""
    for seed in range(8):
        state = new_match(make_rules("hand", {"rounds": 1}), seed)
        seat = seed % 4
        appraisal = SearchBot(seat, budget=240).appraise(state.view(seat))
        advised = appraisal.value_of(appraisal.decision.action)
        assert advised is not None
        best = max(choice.value for choice in appraisal.choices)
        assert advised.value >= best - 0.1  # only the small tie-break towards the estimate


# Hand, every seat calls one; seat 0 leads the 10 of diamonds and seat 1 holds the 9 and Jack
TRICK_DEAL = [
    "10D 7C 8C 9C 10C JC QC KC",
    "9D JD 7H 8H 9H 10H JH QH",
    "AD KD 7S 8S 9S 10S JS QS",
    "QD 8D 7D AC AH KH AS KS",
]


def looseness_seen_by_seat_2(plays: list[str]) -> tuple[float, float, float, float]:
    """Seat 2's reading of the table after ``plays``, in the one world that is the real deal."""
    state = new_match(make_rules("hand", {"rounds": 1}), 0,
                      deals=[[parse_cards(hand) for hand in TRICK_DEAL]])
    for seat in range(4):
        state.apply(Call(seat, 1))
    for card in plays:
        state.apply(PlayCard(state.to_act()[0], parse_card(card)))
    view = state.view(2)
    know = read_view(view)
    real = [mask_of(state.view(seat).hand) for seat in range(4)]
    return looseness(view, know, sim_rules(view, None), [real])


def test_overtaking_a_card_just_played_is_not_read_as_medium_following_low() -> None:
    # medium, one trick to make and not the last to play, follows with the 9 under the 10; the
    # Jack takes the trick instead: the 10 between them parts the two cards, so seat 1 did not
    # play medium's card, though the 10 is already on the table
    assert looseness_seen_by_seat_2(["10D", "JD"])[1] > PRIOR_LOOSENESS
    # following low is medium's card, and reads tight
    assert looseness_seen_by_seat_2(["10D", "9D"])[1] < PRIOR_LOOSENESS


def test_the_searching_seat_plays_its_own_later_cards_without_seeing_the_other_hands() -> None:
    # seat 1 led the 7 of hearts; seat 2 wants one trick with the Queen and 8, and the Ace and
    # King are out. Seeing every hand it would know they sit with the leader and take the
    # trick with the Queen; from its own view the Queen can be beaten, so it follows low.
    def mask(text: str) -> int:
        return mask_of(parse_cards(text))

    hands = [mask("7C 8C 9C 10C"), mask("AH KH 7S"), mask("QH 8H 8S 9S"), mask("9H 10S JS QS")]
    deal = SimDeal(SimRules("hand", None), hands, 1, [parse_card("7H").index], [0, 0, 0, 0], 4,
                   (0, 0, 1, 0))
    others_card = parse_card("10S").index

    def others(_: SimDeal) -> int:
        return others_card

    pick = own_view_policy(2, others)
    assert choose_card(deal) == parse_card("QH").index  # seeing every hand
    assert pick(deal) == parse_card("8H").index
    deal.play(pick(deal))
    assert pick(deal) == others_card  # every other seat as the policy it was given
