"""The opponent panel: the textbook ``ismcts``, the style variants and ``--baseline panel``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from koutchina.bots import ALL_LEVELS, LEVELS, PANEL_LEVELS, make_bot, pimc
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import HandReport, Interval, run_tournament
from koutchina.bots.knowledge import read_view
from koutchina.bots.panel import PANELS, PanelLine, PanelReport, panel_tournament
from koutchina.bots.rulebased import medium_call
from koutchina.cli.bot_commands import bot_factory
from koutchina.cli.main import main
from koutchina.engine import Call, Card, Phase, PlayCard, make_rules, new_match
from koutchina.engine.state import MatchState

from .test_bots import play

SMALL = 24  # simulations: the tests check behaviour, not strength


def small_bot(level: str, seed: int) -> Bot:
    return make_bot(level, seed, budget=SMALL)


def test_panel_levels_are_made_but_never_offered_at_the_table() -> None:
    assert set(PANEL_LEVELS) == {"ismcts", "pimc", "pimc-random", "plain-greedy", "overcaller",
                                 "undercaller", "trump-leader", "trump-shy"}
    assert not set(PANEL_LEVELS) & set(LEVELS)
    for level in ALL_LEVELS:
        assert make_bot(level, 1).level == level
    with pytest.raises(ValueError, match="ismcts, pimc, pimc-random, plain-greedy, overcaller"):
        make_bot("expert", 1)


def test_every_panel_member_is_a_level_and_each_game_has_two_styles() -> None:
    searchers = {"ismcts", "pimc", "pimc-random"}
    for game, members in PANELS.items():
        assert {"greedy", "medium"} | searchers <= set(members)
        assert set(members) <= set(ALL_LEVELS)
        styles = [m for m in members if m not in LEVELS and m not in searchers]
        assert len(styles) >= 2, game


def test_the_panel_lists_of_each_game() -> None:
    searchers = ("greedy", "medium", "ismcts", "pimc", "pimc-random")
    assert PANELS["hand"] == (*searchers, "overcaller", "undercaller")
    for game in ("court-piece", "hokm"):
        assert PANELS[game] == (*searchers, "plain-greedy", "trump-leader", "trump-shy")


def test_the_budget_option_sizes_hard_and_leaves_the_yardsticks_as_they_are() -> None:
    make = bot_factory(8, 16)
    assert make("hard", 1).budget == 8
    assert make("ismcts", 1).simulations == 16
    assert make("pimc", 1).budget is None
    assert make("pimc-random", 1).budget is None


def _drive(game: str, options: dict[str, Any], levels: list[str], seed: int) -> MatchState:
    """A whole match with the given levels, every decision legal and with a known reason."""
    state = new_match(make_rules(game, options), seed)
    play(state, [small_bot(levels[s], seed * 10 + s) for s in range(4)], limit=4000)
    return state


@pytest.mark.parametrize(("game", "options"), [
    ("hand", {"rounds": 1, "sudden_death_rounds": 0}),
    ("court-piece", {"target": 5, "hidden_trump": True, "bidding": True}),
    ("hokm", {"satat": True, "compulsory_trump": True, "double_sar": True}),
])
def test_panel_levels_play_whole_matches_legally(game: str, options: dict[str, Any]) -> None:
    levels = [m for m in PANELS[game] if m in PANEL_LEVELS]
    rng = random.Random(game)
    for match in range(2):
        seated = [levels[(match + s) % len(levels)] for s in range(4)]
        rng.shuffle(seated)
        state = _drive(game, options, seated, 60 + match)
        assert state.is_over or state.deal_index >= 2


def test_overcaller_and_undercaller_call_one_trick_off_medium() -> None:
    seen = set()
    for seed in range(30):
        state = new_match(make_rules("hand"), seed)
        for seat in range(4):
            view = state.view(seat)
            medium = medium_call(view.hand)
            over = make_bot("overcaller", seed).choose(view)
            under = make_bot("undercaller", seed).choose(view)
            assert over.action == Call(seat, min(8, medium + 1))
            assert under.action == Call(seat, max(0, medium - 1))
            assert (over.reason, under.reason) == ("call_over", "call_under")
            seen.add(medium)
    assert 0 in seen and len(seen) >= 3


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_plain_greedy_leads_long_keeps_its_partners_trick_and_wins_cheaply(game: str) -> None:
    """Every card plain-greedy plays in a few matches, checked against its three habits."""
    seen = {"lead_long_top": 0, "keep_partner": 0, "win_cheapest": 0, "play_lowest": 0}
    for match in range(3):
        state = new_match(make_rules(game), 500 + match)
        bots = [make_bot("plain-greedy" if s % 2 == 0 else "medium", match * 4 + s)
                for s in range(4)]
        while not state.is_over and state.deal_index < 3:
            seat = state.to_act()[0]
            view = state.view(seat)
            decision = bots[seat].choose(view)
            action = decision.action
            if seat % 2 == 0 and view.phase == Phase.PLAYING:
                assert isinstance(action, PlayCard)
                _check_plain_greedy(view, action.card, decision.reason)
                seen[decision.reason] += 1
            state.apply(action)
    assert min(seen.values()) >= 5, seen


def _check_plain_greedy(view: Any, card: Card, reason: str) -> None:
    legal = [a.card for a in view.legal_actions() if isinstance(a, PlayCard)]
    trump = view.trump

    def power(c: Card, led: Any) -> int:  # what a card is worth in the trick
        return 200 + int(c.rank) if c.suit == trump else (100 + int(c.rank) if c.suit == led
                                                           else 0)

    def low(c: Card) -> tuple[bool, int]:  # side cards go before trumps
        return (c.suit == trump, int(c.rank))

    if not view.current_trick:
        longest = max(sum(c.suit == s for c in legal) for s in {c.suit for c in legal})
        assert reason == "lead_long_top"
        assert sum(c.suit == card.suit for c in legal) == longest
        assert all(c.rank <= card.rank for c in legal if c.suit == card.suit)
        return
    led = view.current_trick[0][1].suit
    best_seat, best = max(((s, power(c, led)) for s, c in view.current_trick),
                          key=lambda sc: sc[1])
    winners = [c for c in legal if power(c, led) > best]
    if best_seat % 2 == view.seat % 2:
        assert reason == "keep_partner" and low(card) == min(map(low, legal))
    elif winners:
        assert reason == "win_cheapest" and power(card, led) == min(power(c, led)
                                                                    for c in winners)
    else:
        assert reason == "play_lowest" and low(card) == min(map(low, legal))


def _leads(style: str, game: str, matches: int) -> list[tuple[Any, PlayCard, int]]:
    """(view, card led, trump) of every lead the style's side made in a few matches."""
    leads = []
    for match in range(matches):
        state = new_match(make_rules(game), 300 + match)
        bots = [make_bot(style if s % 2 == 0 else "medium", match * 4 + s) for s in range(4)]
        while not state.is_over and state.deal_index < 3:
            seat = state.to_act()[0]
            view = state.view(seat)
            action = bots[seat].choose(view).action
            if seat % 2 == 0 and view.phase == Phase.PLAYING and not view.current_trick:
                assert isinstance(action, PlayCard) and view.trump is not None
                leads.append((view, action, int(view.trump)))
            state.apply(action)
    return leads


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_trump_shy_never_leads_a_trump_while_it_holds_another_card(game: str) -> None:
    leads = _leads("trump-shy", game, 3)
    judged = [(v, a, t) for v, a, t in leads if any(c.suit != t for c in v.hand)
              and any(c.suit == t for c in v.hand)]
    assert len(judged) >= 20
    assert all(action.card.suit != trump for _, action, trump in judged)


@pytest.mark.parametrize("game", ["court-piece", "hokm"])
def test_trump_leader_leads_trumps_while_the_others_may_hold_some(game: str) -> None:
    leads = _leads("trump-leader", game, 3)
    judged = []
    for view, action, trump in leads:
        know = read_view(view)
        trump_mask = ((1 << 13) - 1) << (13 * trump)
        if any(c.suit == trump for c in view.hand) and know.unknown & trump_mask:
            judged.append(action.card.suit == trump)
    assert len(judged) >= 10
    assert all(judged)


def test_ismcts_ducks_a_trick_that_would_break_its_zero_call() -> None:
    """Hand, everyone called zero, last to play to the first trick with the lowest and the
    highest club: taking the trick costs its zero, so it plays the low club."""
    rules = make_rules("hand", {"rounds": 1, "sudden_death_rounds": 0})
    leader = new_match(rules, 0).view(0).leader or 0
    relative = [  # from the leader round: clubs 7 (index 5) .. Ace (12), then side suits
        [6, 9, *range(18, 24)],
        [7, 10, 24, 25, *range(31, 35)],
        [8, 11, *range(35, 39), 44, 45],
        [5, 12, *range(46, 52)],
    ]
    hands = [[Card.from_index(i) for i in relative[(s - leader) % 4]] for s in range(4)]
    state = new_match(rules, 0, deals=[hands])
    for seat in range(4):
        state.apply(Call(seat, 0))
    for step in range(3):
        seat = (leader + step) % 4
        state.apply(PlayCard(seat, Card.from_index(relative[step][1])))
    last = (leader + 3) % 4
    decision = make_bot("ismcts", 3, budget=200).choose(state.view(last))
    assert decision.action == PlayCard(last, Card.from_index(5))


def test_ismcts_beats_random_in_duplicate_hand() -> None:
    report = run_tournament("hand", "ismcts", "random", 6, 4242, small_bot)
    assert isinstance(report, HandReport)
    assert report.score_difference.low > 0


def test_panel_tournament_has_one_line_per_member_and_their_mean() -> None:
    # one deal (played six times against each member): the lines, their mean and the worst
    # line are the same reading of the members' reports whatever the number of deals
    report = panel_tournament("hand", "medium", 1, 4242, small_bot)
    assert [line.member for line in report.members] == [
        m for m in PANELS["hand"] if m != "medium"
    ]
    assert report.skipped == ["medium"]
    figures = [line.figure.mean for line in report.members]
    assert report.mean.mean == pytest.approx(sum(figures) / len(figures))
    assert report.worst.figure.mean == min(figures)
    text = report.lines()
    assert sum(line.startswith("  vs ") for line in text) == len(PANELS["hand"]) - 1
    assert any(line.strip().startswith("panel mean") for line in text)


def test_cli_tournament_against_the_panel(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # the pimc yardsticks play at their own budget, which no option of the command reaches:
    # made small here, where only the lines printed count (they took 6 s of the 6.2)
    for level in pimc.SCALES:
        monkeypatch.setitem(pimc.SCALES, level, 0.1)
    code = main([
        "tournament", "--game", "hokm", "--candidate", "greedy", "--baseline", "panel",
        "--deals", "1", "--seed", "5", "--simulations", "8",
    ])
    assert code == 0
    out = capsys.readouterr().out
    for member in PANELS["hokm"]:
        if member != "greedy":
            assert f"vs {member}" in out
    assert "panel mean" in out and "worst line" in out


def test_a_member_with_no_decided_deal_is_left_out_of_the_mean_not_counted_as_lost() -> None:
    lost_nothing = PanelLine("medium", Interval(0.0, 0.0, 0.0, 0), None)
    won_most = PanelLine("greedy", Interval(0.8, 0.6, 0.9, 10), None)
    report = PanelReport("hokm", "hard", 5, 1, [won_most, lost_nothing], [], [])
    assert report.mean.mean == pytest.approx(0.8)
    assert report.worst.member == "greedy"
    assert any("vs medium" in line and "no duplicate deal decided" in line
               for line in report.lines())


@pytest.mark.parametrize("flag", ["--simulations", "--budget"])
def test_a_search_size_below_one_is_refused_in_one_line(
    flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as refused:
        main([
            "tournament", "--game", "hand", "--candidate", "ismcts", "--baseline", "random",
            "--deals", "1", flag, "-5",
        ])
    assert refused.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("koutchina-cli tournament:") and flag in err and "\n" not in err
