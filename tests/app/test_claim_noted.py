"""A claim of the rest of the deal is said after it: the table played the last cards of every
seat briskly and scored the deal within seconds, and only a passing toast said a bot had
claimed (a player's review: West led A♣ then Q♥ and took both; the summary said nothing, and
the review said "Trick 7: 10♦, as the analysis would" as if the person had chosen it). The
summary notes who claimed how many tricks (a side in a partnership game, as a concession is
worded), and the review says the cards from the claim as the table's, not weighed."""

from __future__ import annotations

import pytest

from koutchina.app.review_window import ReviewWindow
from koutchina.app.table.result_panels import DealSummaryPanel
from koutchina.coach.claim import Claim
from koutchina.engine import ClaimRest, PlayCard, make_rules, new_match
from koutchina.engine.events import DealScored
from koutchina.engine.record import record_of

NAMES = ["You", "East", "North", "West"]

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def _hand_event(claimed_by: int | None, tricks: int) -> DealScored:
    return DealScored(0, (1, 4, 0, 3), (-10, 40, 25, 30), (-10, 40, 25, 30),
                      ("under", "made", "zero_made", "made"), None, False,
                      claimed_by=claimed_by, claimed_tricks=tricks)


def test_the_hand_summary_says_which_bot_claimed_how_many_tricks(qtbot) -> None:
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_deal("hand", _hand_event(3, 2), NAMES, (2, 4, 0, 3), match_over=False)
    assert panel.note.isVisibleTo(panel)
    assert panel.note.text() == "West claimed the last 2 tricks."
    panel.show_deal("hand", _hand_event(0, 1), NAMES, (2, 4, 0, 3), match_over=False)
    assert panel.note.text() == "You claimed the last trick."
    panel.show_deal("hand", _hand_event(None, 0), NAMES, (2, 4, 0, 3), match_over=False)
    assert not panel.note.isVisibleTo(panel)  # a round played out has no note


def test_a_partnership_summary_says_which_side_claimed(qtbot) -> None:
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    event = DealScored(0, (4, 9), (0, 1), (0, 1), ("hakem_failed",), 1, False,
                       claimed_by=3, claimed_tricks=5)
    panel.show_deal("court-piece", event, NAMES, None, match_over=False, hakem_side=0)
    assert panel.note.text().splitlines()[0] == "The other side claimed the last 5 tricks."
    mine = DealScored(0, (9, 4), (1, 0), (1, 0), ("hakem_made",), 0, False,
                      claimed_by=2, claimed_tricks=3)
    panel.show_deal("court-piece", mine, NAMES, None, match_over=False, hakem_side=0)
    assert panel.note.text().splitlines()[0] == "Your side claimed the last 3 tricks."


def test_a_claim_of_the_whole_deal_is_said_as_every_trick(qtbot) -> None:
    """A claim at the deal's first trick read "The other side claimed the last 13 tricks." (a
    player's review: the last of how many?); Hokm's deal, stopped once a side had its seven,
    "the last 7 tricks". A claim of every trick played says so."""
    panel = DealSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_deal("hand", _hand_event(3, 8), NAMES, (2, 4, 0, 3), match_over=False)
    assert panel.note.text() == "West claimed every trick."
    panel.show_deal("hand", _hand_event(0, 8), NAMES, (2, 4, 0, 3), match_over=False)
    assert panel.note.text() == "You claimed every trick."
    sweep = DealScored(0, (0, 13), (0, 2), (0, 2), ("kot",), 1, False,
                       claimed_by=1, claimed_tricks=13)
    panel.show_deal("court-piece", sweep, NAMES, None, match_over=False, hakem_side=1)
    assert panel.note.text().splitlines()[0] == "The other side claimed every trick."
    stopped = DealScored(0, (7, 0), (2, 0), (2, 0), ("kot",), 0, True,
                         claimed_by=2, claimed_tricks=7)
    panel.show_deal("hokm", stopped, NAMES, None, match_over=False, hakem_side=0)
    assert panel.note.text().splitlines()[0] == "Your side claimed every trick."


def _hand_at_last_trick():
    state = new_match(make_rules("hand"), 7)
    while state.phase.value != "playing":
        state.apply(state.legal_actions(state.to_act()[0])[0])
    while len(state.view(0).hand) > 2 or state.view(0).current_trick:
        seat = state.to_act()[0]
        cards = [a for a in state.legal_actions(seat) if isinstance(a, PlayCard)]
        state.apply(min(cards, key=lambda a: a.card.index))
    return state


def _claimed_by_the_table(state, claimer: int) -> None:
    """A claim played out as the table plays it (coach.claim.Claim), from ``claimer``'s lead."""
    view = state.view(claimer)
    line = [PlayCard(claimer, card) for card in view.hand]  # highest first: wins if it can
    claim = Claim(claimer, state.deal_index, sorted(line, key=lambda a: -a.card.index))
    while state.deal_index == claim.deal_index:
        state.apply(claim.next_action(state.view(state.to_act()[0])))


def test_a_claim_played_out_by_the_table_is_kept_in_the_deal(qtbot) -> None:
    state = _hand_at_last_trick()
    claimer = state.to_act()[0]
    _claimed_by_the_table(state, claimer)
    assert ClaimRest(claimer) in state.actions
    assert state.deals[0].claimed_by == claimer and state.deals[0].claimed_at == 6
    assert state.deals[0].scored is not None and state.deals[0].scored.claimed_tricks == 2


def test_the_review_says_the_cards_after_a_claim_as_the_tables(qtbot) -> None:
    state = _hand_at_last_trick()
    claimer = state.to_act()[0]
    _claimed_by_the_table(state, claimer)
    window = ReviewWindow(record_of(state), 0, 0)
    qtbot.addWidget(window)
    window.start()
    qtbot.waitUntil(lambda: window.review is not None, timeout=60000)
    text = window.text.toPlainText()
    who = "you" if claimer == 0 else ["", "East", "North", "West"][claimer]
    assert (f"Trick 7: {who} claimed the rest of the round; the table played "
            ) in text, text
    assert all(d.trick < 7 for d in window.review.decisions)
    assert "Trick 8" not in text and "Trick 7: only" not in text, text


def test_a_bots_claim_at_the_table_is_said_by_the_summary_and_the_screen_reader(qtbot) -> None:  # type: ignore[no-untyped-def]
    """East holds every Ace and King and claims the round on its lead: the toast is said to the
    screen reader too (message_shown), and the summary notes the claim once the round is
    scored, which the person can read at leisure."""
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import Phase, Rank
    from koutchina.engine.cards import DECK_32
    from koutchina.engine.hand import HandMatch

    from .helpers import make_window

    tops = [card for card in DECK_32 if card.rank in (Rank.ACE, Rank.KING)]
    rest = [card for card in DECK_32 if card not in tops]
    hands = [rest[0:8], tops, rest[8:16], rest[16:24]]
    state = HandMatch(make_rules("hand", {}), 4, [hands])  # type: ignore[arg-type]
    window = make_window(qtbot)
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "hard")] * 3)
    c, table = window.controller, window.table
    said: list[str] = []
    table.message_shown.connect(said.append)
    qtbot.waitUntil(lambda: table.call_panel.isVisible(), timeout=15000)
    c.call(0)
    claims: list[int] = []
    c.claimed.connect(claims.append)
    for _ in range(1500):  # the person follows with any card until East claims (30 s at most)
        if claims:
            break
        if c.accepts_input(0) and c.view(0).phase == Phase.PLAYING:
            c.submit(PlayCard(0, c.view(0).legal_cards()[0]))
        qtbot.wait(20)
    assert claims == [1]
    assert c.state.deals[0].claimed_by == 1  # the engine keeps it
    assert any("East claims the rest of the round" in words for words in said), said
    qtbot.waitUntil(table.summary_panel.isVisible, timeout=30000)
    tricks = 8 - c.state.deals[0].claimed_at
    assert table.summary_panel.note.isVisible()
    assert table.summary_panel.note.text() == f"East claimed the last {tricks} tricks."
    window.close()


def test_the_replay_says_a_partnership_claim_as_the_summary_did(qtbot) -> None:  # type: ignore[no-untyped-def]
    from storage.helpers import saved_of  # tests/storage, beside this folder

    from koutchina.app.history.replay import ReplayWindow

    from .helpers import hokm_holding_every_spade

    window = hokm_holding_every_spade(qtbot)
    c = window.controller
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    assert c.claim(0)
    qtbot.waitUntil(window.table.summary_panel.isVisible, timeout=15000)
    note = window.table.summary_panel.note.text().splitlines()
    assert note == ["Your side claimed every trick.",  # claimed on the deal's first lead
                    "The deal stopped there: a side had its seven tricks.",
                    "You stay the Hakem for the next deal."]
    saved = saved_of(c.state, "claimed")
    replay = ReplayWindow(saved, c.state)
    qtbot.addWidget(replay)
    replay.go_to(len(replay.steps) - 1)  # the deal's last step, its score
    assert "Your side claimed every trick." in replay.info.text()
    window.close()


def test_the_replay_says_a_hand_claim_by_the_seat_s_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Replay said a claim only in the games of sides: in Hand it said nothing of West's."""
    from pathlib import Path

    from koutchina.app.history.replay import ReplayWindow
    from koutchina.storage import read_match_file

    loaded = read_match_file(Path(__file__).parents[1] / "storage" / "fixtures" / "v5-hand.json")
    replay = ReplayWindow(loaded.saved, loaded.state)
    qtbot.addWidget(replay)
    replay.go_to(len(replay.steps) - 1)  # the first round's last step, its score
    assert "West claimed the last 2 tricks." in replay.info.text().splitlines()
    replay.go_to(len(replay.steps) - 2)  # before the round was scored: nothing said yet
    assert "claimed" not in replay.info.text()
