"""What the table has shown of a deal: tricks per seat and side, the calls once all are
known, and the totals, reset by a new deal or match."""

from __future__ import annotations

from koutchina.app.table.shown_deal import ShownDeal
from koutchina.engine.events import DealStarted, TrickWon


def deal(index: int) -> DealStarted:
    return DealStarted(index, 0, None, (), 0, False, False)


def test_tricks_are_counted_per_seat_and_side_until_the_next_deal() -> None:
    shown = ShownDeal()
    assert shown.game is None and not shown.partnerships
    shown.start_match("hokm")
    assert shown.partnerships and shown.totals == (0, 0)
    shown.start_deal(deal(0))
    for index, seat in enumerate((0, 2, 2, 1)):
        shown.trick_won(TrickWon(seat, index, (), True, ()))
    assert shown.tricks == [1, 1, 2, 0]
    assert shown.side_tricks() == (3, 1) and shown.tricks_played() == 4
    shown.bid_target = 9
    shown.start_deal(deal(1))
    assert shown.tricks == [0, 0, 0, 0] and shown.bid_target is None


def test_hand_calls_count_once_all_four_are_known_and_a_resumed_match_keeps_its_totals() -> None:
    shown = ShownDeal()
    shown.start_match("hand", (30, -10, 0, 20))
    assert shown.totals == (30, -10, 0, 20) and not shown.partnerships
    shown.calls[0] = 3
    assert shown.all_calls() is None
    shown.calls[1:] = [2, 0, 1]
    assert shown.all_calls() == [3, 2, 0, 1]
    shown.start_match("hand")
    assert shown.totals == (0, 0, 0, 0) and shown.calls == [None] * 4
