"""The call calibration tool sets each of ``hard``'s Hand call forecasts beside what happened: it
must not change the game it watches, its forecast must be the search's own, and its summary
must count made, too many and tricks exactly."""

from __future__ import annotations

from koutchina.bots import make_bot
from koutchina.bots.base import Bot
from koutchina.bots.duplicate import play_one_deal, tournament_deal, tournament_seat_bot
from koutchina.bots.search import SearchBot
from koutchina.devtools.call_calibration import (
    CallForecast,
    ForecastingBot,
    forecasts_of_deal,
    summary,
)
from koutchina.devtools.hand_yardstick import RULES
from koutchina.engine import Call, new_match


def small(level: str, seed: int) -> Bot:
    return make_bot(level, seed, budget=40 if level == "hard" else None)


def test_each_seat_s_call_is_forecast_and_its_tricks_are_the_deal_s_as_played() -> None:
    forecasts = forecasts_of_deal(small, "medium", 4242, 1)
    hands = tournament_deal("hand", 4242, 1)
    assert len(forecasts) == 4
    for seat, forecast in enumerate(forecasts):
        bots = [tournament_seat_bot(small, "hard" if s == seat else "medium", 4242, 1, s)
                for s in range(4)]
        event = play_one_deal(RULES, hands, bots, None)  # hard playing without being watched
        assert forecast.taken == event.tricks[seat]
        assert 0.0 <= forecast.forecast_made <= 1.0
        assert 0.0 <= forecast.forecast_tricks <= 8.0


def test_the_forecast_is_the_appraisal_of_the_call_hard_makes() -> None:
    state = new_match(RULES, 0, deals=[tournament_deal("hand", 4242, 2)])
    seat = state.to_act()[0]
    view = state.view(seat)
    watcher = ForecastingBot(SearchBot(9, 40))
    decision = watcher.choose(view)
    assert decision == SearchBot(9, 40).choose(view)
    assert isinstance(decision.action, Call)
    choice = SearchBot(9, 40).appraise(view).value_of(decision.action)
    assert choice is not None
    (forecast,) = watcher.forecasts
    assert (forecast.call, forecast.forecast_made, forecast.forecast_tricks) == (
        decision.action.tricks, choice.made, choice.tricks)


def test_the_summary_counts_each_group_of_calls() -> None:
    forecasts = [
        CallForecast(0, 0.9, 0.2, 0),
        CallForecast(0, 0.7, 0.4, 2),
        CallForecast(2, 0.5, 2.0, 2),
        CallForecast(4, 0.6, 4.0, 3),
        CallForecast(3, 0.4, 3.0, 4),
    ]
    assert summary(forecasts) == [
        "  zero: 2 calls, made 50% (forecast 80%), too many tricks 50%; "
        "tricks 1.00 taken, 0.30 expected",
        "  two: 1 calls, made 100% (forecast 50%), too many tricks 0%; "
        "tricks 2.00 taken, 2.00 expected",
        "  three or more: 2 calls, made 0% (forecast 50%), too many tricks 50%; "
        "tricks 3.50 taken, 3.50 expected",
    ]


def test_a_card_is_hard_s_own_and_notes_nothing() -> None:
    state = new_match(RULES, 0, deals=[tournament_deal("hand", 4242, 3)])
    while state.view(state.to_act()[0]).calls.count(None) > 0:
        actor = state.to_act()[0]
        state.apply(make_bot("medium", actor).choose(state.view(actor)).action)
    view = state.view(state.to_act()[0])
    watcher = ForecastingBot(SearchBot(5, 40))
    assert watcher.choose(view) == SearchBot(5, 40).choose(view)
    assert watcher.forecasts == []
