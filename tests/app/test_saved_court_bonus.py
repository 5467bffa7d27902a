"""A Court Piece match loaded from its save says why a side scored more courts, as the live
table's deal summary said it: the History's replay and the scoreboard of the resumed match give
the same lines (a failed Hakem conceding double, a third deal won in a row), word for word."""

from __future__ import annotations

from pathlib import Path

from engine.helpers import one_suit_each, suit_cards
from PySide6.QtCore import Qt
from storage.helpers import saved_of

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.players import HUMAN, SeatPlayer
from koutchina.app.table.result_panels import DealSummaryPanel
from koutchina.engine import CourtPieceMatch, CourtPieceRules, Suit
from koutchina.engine.events import DealScored
from koutchina.storage import LoadedMatch
from koutchina.storage.saves import parse_match_bytes

from .helpers import make_window
from .test_court_bonus_words import play_deal

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
NAMES = ["You", "East", "North", "West"]


def _failed_hakem_doubled() -> tuple[CourtPieceMatch, DealScored]:
    failed = [suit_cards(C, 2, 13) + suit_cards(D, 14, 14), suit_cards(D, 2, 13)
              + suit_cards(C, 14, 14), suit_cards(H, 2, 14), suit_cards(S, 2, 14)]
    state = CourtPieceMatch(CourtPieceRules(failed_hakem_double=True), seed=1,
                            deals=[failed, failed], first_hakem=0)
    scored = play_deal(state, D)
    assert scored.doubled and scored.scores == (0, 2)
    return state, scored


def _streak_court() -> tuple[CourtPieceMatch, DealScored]:
    deal = one_suit_each([C, D, H, S], 13)
    rules = CourtPieceRules(streak_bonus=True, hakem_rotation="winner_keeps", target=9)
    state = CourtPieceMatch(rules, seed=1, deals=[deal] * 4, first_hakem=0)
    play_deal(state, C)
    play_deal(state, H)
    third = play_deal(state, C)
    assert third.streak_court == 3 and third.scores == (3, 0)
    return state, third


def _live_lines(qtbot, event: DealScored) -> list[str]:  # type: ignore[no-untyped-def]
    """What the live table's deal summary said: the deal's result, then why more courts."""
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_deal("court-piece", event, NAMES, None, match_over=False, hakem_side=0)
    notes = panel.note.text().split("\n")
    assert panel.note.isVisibleTo(panel) and len(notes) == 1
    return [panel.banner.text(), *notes]


def _loaded(state: CourtPieceMatch) -> LoadedMatch:
    data = saved_of(state).to_json().encode("utf-8")
    return parse_match_bytes(Path("saved.json"), data)


def _replay_lines(qtbot, loaded: LoadedMatch, deal: int) -> list[str]:  # type: ignore[no-untyped-def]
    window = ReplayWindow(loaded.saved, loaded.state)
    qtbot.addWidget(window)
    scored = [n for n, step in enumerate(window.steps)
              if step.deal == deal and step.deal_scores is not None]
    window.go_to(scored[-1])
    return window.info.text().split("\n")


def _scoreboard_tip(qtbot, loaded: LoadedMatch, deal: int) -> str:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.resume(loaded.state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "random")] * 3)
    model = window.score_model
    tip = model.data(model.index(deal, 0), Qt.ItemDataRole.ToolTipRole)
    assert isinstance(tip, str)
    *said, hakem = tip.split("\n")  # what the deal summary said, then whose deal it was
    assert hakem.startswith("Hakem"), tip
    return "\n".join(said)


def _follows(lines: list[str], shown: list[str]) -> bool:
    return any(shown[i:i + len(lines)] == lines for i in range(len(shown)))


def test_the_replay_of_a_saved_match_says_the_failed_hakem_conceded_double(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    state, event = _failed_hakem_doubled()
    live = _live_lines(qtbot, event)
    shown = _replay_lines(qtbot, _loaded(state), 0)
    assert _follows(live, shown), (live, shown)


def test_the_replay_of_a_saved_match_says_the_streak_court(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    state, event = _streak_court()
    live = _live_lines(qtbot, event)
    shown = _replay_lines(qtbot, _loaded(state), 2)
    assert _follows(live, shown), (live, shown)


def test_the_scoreboard_of_a_resumed_match_says_the_failed_hakem_conceded_double(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    state, event = _failed_hakem_doubled()
    live = _live_lines(qtbot, event)
    assert _scoreboard_tip(qtbot, _loaded(state), 0) == "\n".join(live)


def test_the_scoreboard_of_a_resumed_match_says_the_streak_court(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    state, event = _streak_court()
    live = _live_lines(qtbot, event)
    assert _scoreboard_tip(qtbot, _loaded(state), 2) == "\n".join(live)


def test_a_deal_without_more_courts_says_only_its_result(
        qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    state, _event = _streak_court()
    loaded = _loaded(state)
    first = loaded.state.deals[0]
    assert first.outcomes is not None
    tip = _scoreboard_tip(qtbot, loaded, 0)
    assert "\n" not in tip and "in a row" not in tip and "double" not in tip


def test_a_saved_hokm_deal_stopped_at_seven_tricks_says_so(
        qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    from storage.helpers import random_match

    state = random_match("hokm", 3, moves=120)
    event = state.deals[0].scored
    assert event is not None and event.ended_early
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_deal("hokm", event, NAMES, None, match_over=False, hakem_side=0)
    live = [panel.banner.text(), panel.note.text()]
    loaded = _loaded(state)
    assert _follows(live, _replay_lines(qtbot, loaded, 0)), live
    assert _scoreboard_tip(qtbot, loaded, 0) == "\n".join(live)
