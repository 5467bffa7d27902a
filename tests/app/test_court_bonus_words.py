"""Court Piece's summary says why a side scored more courts than the deal's result gives:
a failed Hakem conceding double, or a third deal won in a row."""

from __future__ import annotations

from engine.helpers import one_suit_each, suit_cards

from koutchina.app.table.result_panels import DealSummaryPanel
from koutchina.engine import CourtPieceMatch, CourtPieceRules, NameTrump, PlayCard, Suit
from koutchina.engine.events import DealScored
from koutchina.engine.tricks import legal_cards

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES
NAMES = ["You", "East", "North", "West"]


def play_deal(state: CourtPieceMatch, trump: Suit) -> DealScored:
    """The Hakem names ``trump``; every seat plays its first legal card to the deal's end."""
    assert state.hakem is not None
    state.apply(NameTrump(state.hakem, trump))
    while True:
        seat = state.to_act()[0]
        card = legal_cards(state._hand(seat), state.trick, state.trump)[0]
        for event in state.apply(PlayCard(seat, card)):
            if isinstance(event, DealScored):
                return event


def summary(qtbot, event: DealScored, language: str) -> str:  # type: ignore[no-untyped-def]
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_deal("court-piece", event, NAMES, None, match_over=False, hakem_side=0)
    return panel.note.text() if panel.note.isVisibleTo(panel) else ""


def test_a_failed_hakem_conceding_double_is_said(qtbot, language: str) -> None:
    failed = [suit_cards(C, 2, 13) + suit_cards(D, 14, 14), suit_cards(D, 2, 13)
              + suit_cards(C, 14, 14), suit_cards(H, 2, 14), suit_cards(S, 2, 14)]
    state = CourtPieceMatch(CourtPieceRules(failed_hakem_double=True), seed=1,
                            deals=[failed], first_hakem=0)
    scored = play_deal(state, D)
    assert scored.scores == (0, 2)
    text = summary(qtbot, scored, language)
    assert text == {"en": "The courts count double for a failed Hakem.",
                    "fr": "Les courts comptent double quand le Hakem chute."}[language]
    plain = CourtPieceMatch(CourtPieceRules(), seed=1, deals=[failed], first_hakem=0)
    assert summary(qtbot, play_deal(plain, D), language) == ""


def test_the_streak_court_is_said(qtbot, language: str) -> None:
    deal = one_suit_each([C, D, H, S], 13)
    rules = CourtPieceRules(streak_bonus=True, hakem_rotation="winner_keeps", target=9)
    state = CourtPieceMatch(rules, seed=1, deals=[deal] * 3, first_hakem=0)
    first = play_deal(state, C)
    assert summary(qtbot, first, language) == ""
    play_deal(state, H)
    third = play_deal(state, C)
    assert third.scores == (3, 0)
    text = summary(qtbot, third, language)
    assert text == {"en": "3 deals won in a row: one court more.",
                    "fr": "3 donnes gagnées d’affilée\u00a0: un court de plus."}[language]


def test_a_court_piece_kot_is_the_first_seven_tricks(qtbot, language: str) -> None:
    """"Before the other side could count one" is Hokm's Double Sar; a Court Piece Kot is
    taking the first seven tricks."""
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    kot = DealScored(0, (7, 6), (2, 0), (2, 0), ("kot",), 0, False)
    panel.show_deal("court-piece", kot, NAMES, None, match_over=False, hakem_side=0)
    text = panel.banner.text()
    assert "Kot" in text
    assert ("first seven tricks" if language == "en" else "sept premiers plis") in text, text
    assert ("count" if language == "en" else "compter") not in text, text
    panel.show_deal("hokm", kot, NAMES, None, match_over=False, hakem_side=0)
    assert "Kot" in panel.banner.text() and panel.banner.text() != text
