"""Statistics seen from the person's seat."""

from __future__ import annotations

from pathlib import Path

from koutchina.storage import SeatInfo
from koutchina.storage.statistics import statistics
from koutchina.storage.summaries import summarize

from .helpers import random_match, saved_of


def summaries_of(saved_matches):
    return [summarize(Path(f"{saved.match_id}.json"), saved) for saved in saved_matches]


def test_hand_statistics_count_finished_matches_wins_scores_and_exact_calls():
    states = [random_match("hand", seed) for seed in range(6)]
    unfinished = random_match("hand", 99, moves=50)
    stats = statistics(summaries_of(saved_of(s) for s in [*states, unfinished]))["hand"]
    assert stats.played == 6 and stats.unfinished == 1
    assert stats.won == sum(1 for s in states if s.places is not None and s.places[0] == 1)
    assert stats.average_score == sum(s.totals[0] for s in states) / 6
    made = called = 0
    for state in [*states, unfinished]:
        for deal in state.deals:
            if deal.scores is not None and deal.calls is not None:
                called += 1
                made += deal.trick_counts is not None and deal.trick_counts[0] == deal.calls[0]
    assert (stats.calls, stats.calls_made) == (called, made)
    assert stats.exact_call_rate == made / called


def test_kots_are_counted_for_the_persons_side():
    states = [random_match("hokm", seed) for seed in range(12)]
    stats = statistics(summaries_of(saved_of(s) for s in states))["hokm"]
    made = suffered = 0
    for state in states:
        for deal in state.deals:
            if deal.outcomes and deal.outcomes[0].startswith("kot") and deal.scores:
                made += deal.scores[0] > 0
                suffered += deal.scores[1] > 0
    assert (stats.kots_made, stats.kots_suffered) == (made, suffered)
    assert made + suffered > 0  # the sample has Kots, so the check means something


def test_matches_without_a_person_are_left_out_and_chart_totals_follow_the_deals():
    saved = saved_of(random_match("court-piece", 3))
    bots_only = saved.model_copy(
        update={"seats": [SeatInfo(name="b", bot_level="easy")] * 4}
    )
    assert statistics(summaries_of([bots_only]))["court-piece"].played == 0
    rows = [list(totals) for totals in summarize(Path('m1.json'), saved).round_totals]
    assert rows[-1] == saved.record.totals
    assert len(rows) == len(saved.record.deals)


def test_practice_matches_are_counted_apart_and_replayed_deals_never():
    plain = [saved_of(random_match("hand", seed)) for seed in range(3)]
    practised = [saved_of(random_match("hand", seed)).model_copy(update={"practice": True})
                 for seed in (10, 11)]
    alone = statistics(summaries_of(plain))["hand"]
    together = statistics(summaries_of([*plain, *practised]))["hand"]
    assert (together.played, together.calls, together.score_sum) == (
        alone.played, alone.calls, alone.score_sum)
    apart = statistics(summaries_of([*plain, *practised]), practice=True)["hand"]
    assert apart.played == 2
    assert apart.score_sum == sum(s.record.totals[0] for s in practised)


def test_a_deal_played_again_adds_nothing_to_the_statistics():
    from pathlib import Path

    from koutchina.storage import read_match_file

    saved = read_match_file(Path(__file__).parent / "fixtures" / "v3-hokm.json").saved
    assert saved.replays  # the fixture replays its first deal
    stats = statistics(summaries_of([saved.model_copy(update={"practice": False})]))["hokm"]
    without = statistics(summaries_of(
        [saved.model_copy(update={"practice": False, "replays": []})]))["hokm"]
    assert stats == without
    assert stats.unfinished == 1
