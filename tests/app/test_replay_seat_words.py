"""Replay's side seats' words keep clear of the trick in the middle: "West — dealer, call 3, 2
tricks won" ended against the top seat's card of the trick (a player's review, 1280x720). A side
seat's words now keep to the board's edge side of the trick, its name over what it did where
one line is too long; at every size of texts Replay offers, in English and French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from koutchina.app import texts
from koutchina.app.history.replay_board import ReplayBoard
from koutchina.app.text_scale import apply_text_scale
from koutchina.engine.cards import Card, Rank, Suit
from koutchina.storage.replay_steps import ReplayStep

GAP = 12  # board units: about a letter (10 px on Replay's board at 1280x720)


def _step() -> ReplayStep:
    """Trick 3 of a Hand round: every seat has called and won tricks, the dealer West, and
    the trick full."""
    deck = [Card(suit, rank) for suit in Suit for rank in Rank if rank >= Rank.SEVEN]
    hands = tuple(tuple(deck[seat::4][:5]) for seat in range(4))
    table = tuple((seat, deck[seat::4][5]) for seat in range(4))
    return ReplayStep(deal=0, tricks_done=2, hands=hands, table=table, winner=2, dealer=1,
                      hakem=None, trump=None, no_trump=False, bid_target=None,
                      calls=(2, 3, 3, 1), trick_counts=(0, 2, 1, 0), deal_scores=None,
                      totals=(0, 0, 0, 0), outcome=None)


@pytest.mark.parametrize("text_scale", [1.0, 1.5, 2.0])
def test_a_side_seat_s_words_keep_clear_of_the_trick(qtbot, language: str,
                                                      text_scale: float) -> None:
    apply_text_scale(text_scale)
    try:
        names = [texts.seat_label("", None, seat, "hand") for seat in range(4)]
        board = ReplayBoard("hand", names)
        qtbot.addWidget(board)
        step = _step()
        metrics = QFontMetrics(board.label_font())
        trick = [rect for _, _, rect in board.trick_rects(step)]
        assert len(trick) == 4
        words = board.seat_words(step, metrics)
        said = " ".join(line for _, line in words)
        assert "3" in said and "…" not in said  # the calls and tricks whole
        for place, line in words:
            box = QRectF(place.x(), place.y() - metrics.ascent(), metrics.horizontalAdvance(line),
                         metrics.height())
            for card in trick:  # with a gap a reader sees between them
                assert not box.adjusted(-GAP, 0, GAP, 0).intersects(card), (line, box, card)
    finally:
        apply_text_scale(1.0)
