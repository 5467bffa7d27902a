"""Court Piece with bidding: the sentence that says how the deal ended names the target the
Hakem's side made or missed, wherever it is shown (deal summary, deal played again, scoreboard
tooltip, replay), as the corner panel names it ("Your side's target: 9 tricks")."""

from __future__ import annotations

import re
from pathlib import Path

from engine.helpers import one_suit_each
from PySide6.QtCore import Qt
from storage.helpers import saved_of

from koutchina.app import texts
from koutchina.app.deal_again import DealAgainPanel
from koutchina.app.history.replay import ReplayWindow
from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.app.scoreboard_model import ScoreboardModel
from koutchina.engine import CourtPieceMatch, CourtPieceRules, NameTrump, PlayCard, Suit
from koutchina.engine.events import DealScored
from koutchina.engine.state import DealLog
from koutchina.engine.tricks import legal_cards
from koutchina.storage.saves import parse_match_bytes

from .helpers import choice, make_window, play_until


def test_the_outcome_sentence_names_the_target(language) -> None:
    made = texts.deal_outcome_text("bid_made", "court-piece", 9)
    missed = texts.deal_outcome_text("bid_failed", "court-piece", 10)
    if language == "en":
        assert made == "The Hakem's side made its target of 9 tricks."
        assert missed == "The Hakem's side missed its target of 10 tricks."
    else:
        assert made == "L’équipe du Hakem a atteint son objectif de 9 plis."
        assert missed == "L’équipe du Hakem a manqué son objectif de 10 plis."


def test_the_deal_played_again_names_the_target(qtbot, language) -> None:
    panel = DealAgainPanel()
    qtbot.addWidget(panel)
    first = DealLog(index=0, dealer=3, hakem=0, no_trump=False, hands=[[], [], [], []],
                    trick_counts=[6, 7], scores=[0, 2], outcomes=["bid_failed"], bid_target=10)
    again = DealLog(index=0, dealer=3, hakem=0, no_trump=False, hands=[[], [], [], []],
                    trick_counts=[9, 4], scores=[2, 0], outcomes=["bid_made"], bid_target=9)
    panel.show_results("court-piece", ["", "", "", ""], first, again, True)
    lines = panel.outcomes.text().splitlines()
    if language == "en":
        assert lines == ["First time: the Hakem's side missed its target of 10 tricks.",
                         "This time: the Hakem's side made its target of 9 tricks."]
    else:
        assert lines == [
            "La première fois\u00a0: l’équipe du Hakem a manqué son objectif de 10 plis.",
            "Cette fois\u00a0: l’équipe du Hakem a atteint son objectif de 9 plis."]


def test_the_live_summary_names_the_target(qtbot, english) -> None:
    window = make_window(qtbot)
    window.start_match(choice("court-piece", options={"bidding": True}), seed=5)
    summary = window.table.summary_panel
    scored: list[DealScored] = []
    window.controller.deal_scored.connect(scored.append)
    play_until(qtbot, window, summary.isVisible)
    target = scored[0].bid_target
    assert target in (9, 10, 11)
    banner = summary.banner.text()
    assert re.fullmatch(rf"The Hakem's side (made|missed) its target of {target} tricks\.",
                        banner), banner
    window.close()


def test_the_scoreboard_tooltip_names_the_target(english) -> None:
    model = ScoreboardModel()
    model.start("court-piece", ["", "", "", ""])
    model.add_deal(DealScored(0, (6, 7), (0, 2), (0, 2), ("bid_failed",), 1, False,
                              bid_target=10))
    tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines()[0] == "The Hakem's side missed its target of 10 tricks."


def test_a_saved_match_names_the_target_in_its_replay_and_resumed_scoreboard(
        qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 (Hakem) names clubs for 11 tricks, every seat plays its first legal card."""
    deal = one_suit_each([Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES], 13)
    state = CourtPieceMatch(CourtPieceRules(bidding=True), seed=1, deals=[deal] * 2,
                            first_hakem=0)
    state.apply(NameTrump(0, Suit.CLUBS, 11))
    while not state.deal_index:
        seat = state.to_act()[0]
        state.apply(PlayCard(seat, legal_cards(state._hand(seat), state.trick, state.trump)[0]))
    loaded = parse_match_bytes(Path("saved.json"), saved_of(state).to_json().encode("utf-8"))
    sentence = "The Hakem's side made its target of 11 tricks."
    replay = ReplayWindow(loaded.saved, loaded.state)
    qtbot.addWidget(replay)
    replay.go_to(next(n for n, step in enumerate(replay.steps) if step.deal_scores is not None))
    assert sentence in replay.info.text().split("\n")
    window = make_window(qtbot)
    window.resume(loaded.state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3)
    model = window.score_model
    tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip.split("\n")[0] == sentence
    window.close()
