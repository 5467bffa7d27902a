"""The bots: legal, honest, deterministic, with documented reasons, and hard ahead of random."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koutchina.bots import ALL_LEVELS, LEVELS, REASONS, make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import (
    HandReport,
    PartnershipReport,
    run_tournament,
    sign_test,
    tournament_deal,
)
from koutchina.bots.knowledge import read_view, sample_hands
from koutchina.engine import Call, Card, Phase, PlayCard, make_rules, new_match
from koutchina.engine.state import MatchState

VARIANTS: list[tuple[str, dict[str, Any]]] = [
    ("hand", {"rounds": 2}),
    ("court-piece", {"target": 5}),
    ("court-piece", {"target": 5, "hidden_trump": True, "bidding": True}),
    ("court-piece", {"target": 5, "kot": True, "badam_satti_every": 2, "hakem_sees": 9}),
    ("hokm", {}),
    ("hokm", {"satat": True, "compulsory_trump": True, "double_sar": True}),
    ("hokm", {"play_all_13": True, "kot_against_hakem_3": True}),
]

HARD_BUDGET = 24  # a small search: the tests check behaviour, not strength


def bot(level: str, seed: int) -> Bot:
    return make_bot(level, seed, budget=HARD_BUDGET)


def play(state: MatchState, bots: list[Bot], limit: int = 10_000) -> None:
    """Play on, checking that every decision is one of the seat's legal actions."""
    for _ in range(limit):
        if state.is_over:
            return
        seat = state.to_act()[0]
        view = state.view(seat)
        decision = bots[seat].choose(view)
        assert decision.action in view.legal_actions()
        assert decision.reason in REASONS
        state.apply(decision.action)


def test_levels_and_unknown_level() -> None:
    assert LEVELS == ("random", "greedy", "easy", "medium", "hard")
    for level in LEVELS:
        assert make_bot(level, 1).level == level
    with pytest.raises(ValueError, match="random, greedy, easy, medium, hard"):
        make_bot("expert", 1)


@pytest.mark.parametrize(("game", "options"), VARIANTS)
def test_fast_levels_play_whole_matches_legally(game: str, options: dict[str, Any]) -> None:
    for match_seed in range(2):
        levels = ["random", "greedy", "easy", "medium"]
        rng = random.Random(match_seed)
        rng.shuffle(levels)
        state = new_match(make_rules(game, options), 40 + match_seed)
        play(state, [bot(levels[s], match_seed * 10 + s) for s in range(4)])
        assert state.is_over


@pytest.mark.parametrize(("game", "options"), VARIANTS)
def test_hard_decisions_are_legal(game: str, options: dict[str, Any]) -> None:
    state = new_match(make_rules(game, options), 7)
    medium = [bot("medium", s) for s in range(4)]
    hard = bot("hard", 3)
    checked = 0
    for step in range(400):
        if state.is_over or checked >= 12:
            break
        seat = state.to_act()[0]
        view = state.view(seat)
        if view.phase != Phase.PLAYING or step % 7 == 0:
            decision = hard.choose(view)
            assert decision.action in view.legal_actions()
            assert decision.reason in REASONS
            checked += 1
        state.apply(medium[seat].choose(view).action)
    assert checked >= 6


def _equal_views(
    game: str, options: dict[str, Any], seed: int, steps: int, rng: random.Random
) -> tuple[MatchState, MatchState, int] | None:
    """Two states whose view of the acting seat is equal while hidden cards differ: the same
    actions replayed on a deal where two seats exchange an unplayed card of one suit (never a
    card the acting seat has seen)."""
    rules = make_rules(game, options)
    per = 8 if game == "hand" else 13
    cards = [Card.from_index(i) for i in range(52) if game != "hand" or i % 13 >= 5]
    rng.shuffle(cards)
    hands = [cards[s * per:(s + 1) * per] for s in range(4)]
    hakem = None if game == "hand" else seed % 4
    first = new_match(rules, seed, deals=[hands], first_hakem=hakem)
    driver = [make_bot("medium", s) for s in range(4)]
    actions = []
    for _ in range(steps):
        seat = first.to_act()[0]
        action = driver[seat].choose(first.view(seat)).action
        actions.append(action)
        first.apply(action)
        if first.deal_index > 0:
            return None
    seat = first.to_act()[0]
    played = {c for t in first.completed for _, c in t.plays} | {c for _, c in first.trick}
    seen = set(first.view(seat).hand) | set(first.view(seat).hakem_first_cards)
    if hakem is not None:
        seen |= set(first.dealt[hakem][: getattr(first, "first_batch", 0)])
    movable = [
        (s, i)
        for s in range(4)
        for i, card in enumerate(hands[s])
        if card not in played and card not in seen
    ]
    pairs = [
        (x, y) for x in movable for y in movable
        if x[0] < y[0] and hands[x[0]][x[1]].suit == hands[y[0]][y[1]].suit
    ]
    if not pairs:
        return None
    (a, i), (b, j) = rng.choice(pairs)
    swapped = [list(h) for h in hands]
    swapped[a][i], swapped[b][j] = swapped[b][j], swapped[a][i]
    second = new_match(rules, seed, deals=[swapped], first_hakem=hakem)
    for action in actions:
        second.apply(action)
    return first, second, seat


@pytest.mark.parametrize("level", ALL_LEVELS)
@pytest.mark.parametrize(("game", "options"), VARIANTS[:2] + VARIANTS[4:6])
def test_honesty_hidden_cards_never_change_a_decision(
    level: str, game: str, options: dict[str, Any]
) -> None:
    rng = random.Random(f"honest:{level}:{game}")
    compared = 0
    for attempt in range(40):
        steps = rng.randrange(0, 30)
        pair = _equal_views(game, options, 100 + attempt, steps, rng)
        if pair is None:
            continue
        first, second, seat = pair
        view = first.view(seat)
        assert view == second.view(seat)
        assert first.dealt != second.dealt
        one = bot(level, 5).choose(view)
        two = bot(level, 5).choose(second.view(seat))
        assert one == two
        compared += 1
        if compared >= (4 if level in ("hard", "ismcts") else 10):
            break
    assert compared >= 3


@pytest.mark.parametrize("game", ["hand", "hokm"])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_seed_same_view_same_decision(level: str, game: str) -> None:
    state = new_match(make_rules(game, {"satat": True} if game == "hokm" else {}), 11)
    driver = [make_bot("medium", s) for s in range(4)]
    for step in range(30):
        seat = state.to_act()[0]
        view = state.view(seat)
        if step % 6 == 0:
            assert bot(level, 9).choose(view) == bot(level, 9).choose(view)
        state.apply(driver[seat].choose(view).action)


def test_sampled_worlds_respect_sizes_voids_and_seen_cards() -> None:
    rng = random.Random(3)
    for match_seed in range(6):
        state = new_match(make_rules("hokm", {"compulsory_trump": True}), match_seed)
        driver = [make_bot("greedy", s) for s in range(4)]
        for _ in range(rng.randrange(1, 40)):
            seat = state.to_act()[0]
            state.apply(driver[seat].choose(state.view(seat)).action)
        seat = state.to_act()[0]
        view = state.view(seat)
        know = read_view(view)
        for _ in range(20):
            hands = sample_hands(know, rng)
            assert hands[seat] & know.hand == know.hand
            union = 0
            for s in range(4):
                assert hands[s] & union == 0
                union |= hands[s]
                if view.phase == Phase.PLAYING:
                    assert hands[s].bit_count() == view.hand_sizes[s]
                for suit in range(4):
                    if know.voids[s] >> suit & 1:
                        held = [c for c in range(52) if hands[s] >> c & 1]
                        assert all(know.suit_of[c] != suit for c in held)
            assert union == know.unknown | know.hand


def test_voids_shown_are_read_from_the_tricks() -> None:
    hands = [
        [Card.from_index(i) for i in range(0, 13)],  # all clubs
        [Card.from_index(i) for i in range(13, 26)],  # all diamonds
        [Card.from_index(i) for i in range(26, 39)],
        [Card.from_index(i) for i in range(39, 52)],
    ]
    state = new_match(make_rules("hokm"), 1, deals=[hands], first_hakem=0)
    state.apply(make_bot("greedy", 0).choose(state.view(0)).action)  # trump: clubs
    for seat in range(4):
        state.apply(PlayCard(seat, state.hands[seat][0]))
    know = read_view(state.view(0))
    for seat in (1, 2, 3):
        assert know.voids[seat] >> 0 & 1  # they did not follow clubs


@pytest.mark.slow
def test_hand_duplicate_tournament_shows_hard_ahead_of_random() -> None:
    # 10 deals, each played six times (60 deals): hard's lead per round has the low end of its
    # interval at +27 points (+37 and +32 on seeds 7 and 99), far above the 0 asked; 20 deals
    # took 20 s
    report = run_tournament("hand", "hard", "random", 10, 4242, bot)
    assert isinstance(report, HandReport)
    assert report.score_difference.low > 0
    assert report.pair_difference.low > 0
    assert report.exact_rate["hard"].mean > report.exact_rate["random"].mean


@pytest.mark.slow
@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_partnership_duplicate_tournament_shows_hard_ahead_of_random(game: str) -> None:
    # 20 deals, each played twice: the low end of the share of deals won must clear 50%, which
    # at 10 deals it did only by 0.53-0.70 (seeds 4242, 7, 99); at 20, 0.57-0.77. The time is
    # hard's own: at its smallest search (8 worlds a choice) a decision takes some 15 ms.
    report = run_tournament(game, "hard", "random", 20, 4242, bot)
    assert isinstance(report, PartnershipReport)
    assert report.trick_margin.low > 0
    assert report.deals_won.low > 0.5
    assert report.duplicate_won > report.duplicate_lost
    assert report.duplicate_won + report.duplicate_lost <= 20
    assert report.duplicate_share.n == report.duplicate_won + report.duplicate_lost


def test_a_tournament_shows_each_deal_it_starts_to_a_watcher() -> None:
    seen: list[tuple[list[list[Card]], int | None]] = []
    run_tournament(
        "hokm", "greedy", "random", 3, 77, bot,
        watch=lambda state: seen.append(([list(h) for h in state.hands], state.hakem)),
    )
    assert len(seen) == 6  # 3 deals, each played twice
    for number, (hands, hakem) in enumerate(seen):
        assert hands == tournament_deal("hokm", 77, number // 2)
        assert hakem == (number // 2) % 4  # the Hakem seat rotates with the deal


def test_sign_test_matches_the_binomial_tails() -> None:
    assert sign_test(0, 0) == 1.0
    assert sign_test(5, 5) == 1.0
    assert sign_test(6, 0) == pytest.approx(2 / 64)  # all six decided deals one way
    assert sign_test(2, 8) == pytest.approx(2 * (1 + 10 + 45) / 1024)


def test_easy_never_throws_away_the_ace_its_call_needs() -> None:
    hands = [
        [Card.from_index(i) for i in range(5, 13)],  # seat 0: every club, leads
        [Card.from_index(i) for i in (44 + 7, 18, 19, 20, 21, 22, 23, 24)],  # AS + diamonds
        [Card.from_index(i) for i in (25, 31, 32, 33, 34, 35, 36, 37)],
        [Card.from_index(i) for i in (38, 44, 45, 46, 47, 48, 49, 50)],
    ]
    rules = make_rules("hand", {"rounds": 1})
    for seed in range(200):  # easy slips one time in five: about 40 loose cards
        state = new_match(rules, 0, deals=[hands])
        for seat, call in enumerate((8, 1, 0, 0)):
            state.apply(Call(seat, call))
        state.apply(PlayCard(0, Card.from_index(12)))  # the Ace of clubs
        decision = make_bot("easy", seed).choose(state.view(1))
        assert decision.action != PlayCard(1, Card.from_index(51))


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_random_option_combinations_get_legal_decisions(game: str) -> None:
    from koutchina.engine import Game, RulesError, option_specs

    rng = random.Random(f"options:{game}")
    specs = [s for s in option_specs(Game(game)) if s.key != "turn_timer"]
    tried = 0
    while tried < 15:
        options = {
            s.key: rng.choice(s.choices) if s.choices else rng.randrange(s.low or 0, 4)
            for s in specs
        }
        try:
            rules = make_rules(game, options)
        except RulesError:
            continue
        tried += 1
        levels = ["random", "greedy", "easy", "medium"]
        rng.shuffle(levels)
        state = new_match(rules, rng.randrange(1000))
        play(state, [bot(levels[s], tried * 4 + s) for s in range(4)], limit=250)
