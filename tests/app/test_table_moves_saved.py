"""The moves the table made for the person (the turn timer ran out, the rest of a Hand round
conceded) are kept with the match: a review after the match was resumed, or opened from
History, says them as the table's and does not weigh them against the person (a review of a
resumed match said "you called 0 ... Cost: 32.1 points expected" for the table's call)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication

from koutchina.app.history.deal_coach import DealCoachRow
from koutchina.app.main_window import MainWindow
from koutchina.app.review_window import ReviewWindow
from koutchina.coach.table_moves import TableTricks
from koutchina.engine import Phase
from koutchina.storage.settings import Settings
from koutchina.storage.store import MatchStore

from .helpers import choice, history_replay, make_window, play_one_move, wait_for

TABLE_CALLED = "Before the play: your time ran out, and the table chose a call of 0 for you"


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window that saves; a match resumed in it moves without animation (speed "off")."""
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, animation_speed="off"),
                        autosave=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def _a_round_the_timer_played(qtbot) -> tuple[MainWindow, str]:  # type: ignore[no-untyped-def]
    """A Hand match whose first round the table played for the person (time ran out at every
    move), saved, its summary on show."""
    window = _window(qtbot)
    window.controller.turn_timer.tick_ms = 5  # five ticks a move: the person never acts
    window.start_match(choice("hand", timer=5, levels=["medium"] * 3, practice=True), seed=3)
    qtbot.waitUntil(window.table.summary_panel.isVisible, timeout=30000)
    assert window.saver is not None and window.saver.match_id is not None
    assert window.saver.autosaver.flush(10)
    return window, window.saver.match_id


def _review_text(qtbot, review: ReviewWindow) -> str:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: review.review is not None, timeout=60000)
    assert review.review is not None and review.review.decisions == ()  # nothing weighed
    return review.text.toPlainText()


def test_the_file_keeps_the_moves_the_table_made(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, match_id = _a_round_the_timer_played(qtbot)
    saved = MatchStore().load(match_id).saved
    state = window.controller.state
    assert state is not None
    person_moves = [i for i, a in enumerate(state.actions) if a.seat == 0]
    # the call and the eight cards, each because the time ran out
    assert [(mark.at, mark.why) for mark in saved.played_for] == [
        (at, "time") for at in person_moves]
    assert len(saved.played_for) == 9
    window.close()


def test_a_resumed_match_reviews_the_tables_moves_as_the_tables(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, match_id = _a_round_the_timer_played(qtbot)
    window.close()
    QApplication.processEvents()
    again = _window(qtbot)
    assert again.resume_latest()
    assert again.saver is not None and again.saver.match_id == match_id
    assert again.controller.played_for_person(0) == TableTricks(frozenset(range(9)))
    again.coach.review_last_deal()
    text = _review_text(qtbot, again.findChildren(ReviewWindow)[-1])
    assert TABLE_CALLED in text and "you called" not in text and "you played" not in text
    again.close()


def test_history_reviews_the_tables_moves_as_the_tables(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, match_id = _a_round_the_timer_played(qtbot)
    replay = history_replay(qtbot, window, match_id)
    row = replay.findChild(DealCoachRow)
    assert row is not None
    replay.go_to(3)
    assert row.deal() == 0
    row.review()
    text = _review_text(qtbot, replay.findChild(ReviewWindow))
    assert TABLE_CALLED in text and "you called" not in text and "you played" not in text
    window.close()


def test_a_conceded_hand_round_is_said_once_and_nothing_after_it_weighed(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After "Concede the rest" at trick 4 the review said "Trick 4: 9♥, as the analysis
    would" (the first card the table played was taken for the person's), and said nowhere
    that they had conceded (player-eye review)."""
    window = _window(qtbot)
    c = window.controller
    window.start_match(choice("hand", levels=["medium"] * 3), seed=4)
    while not (c.accepts_input(0) and len(c.view(0).completed_tricks) == 3):
        play_one_move(qtbot, window, call=2)
        wait_for(lambda: c.accepts_input(0) or window.table.summary_panel.isVisible())
        assert not window.table.summary_panel.isVisible()
    assert c.concede(0)
    qtbot.waitUntil(window.table.summary_panel.isVisible, timeout=30000)
    assert c.played_for_person(0).conceded_from == 4
    assert window.saver is not None and window.saver.autosaver.flush(10)
    saved = MatchStore().load(window.saver.match_id).saved
    assert {mark.why for mark in saved.played_for} == {"conceded"}
    assert len(saved.played_for) == 5  # the person's cards of tricks 4 to 8
    window.coach.review_last_deal()
    review = window.findChildren(ReviewWindow)[-1]
    qtbot.waitUntil(lambda: review.review is not None, timeout=60000)
    assert all(d.trick < 4 for d in review.review.decisions)
    text = review.text.toPlainText()
    assert ("Trick 4: you asked the table to play the rest of the round for you; it played "
            "your cards from there, and they are not weighed.") in text
    assert "time ran out" not in text
    for trick in range(4, 9):
        assert f"Trick {trick}: you" not in text.replace("Trick 4: you asked the table", "")
    window.close()


def _hand_to_trick(qtbot, window: MainWindow, trick: int) -> None:  # type: ignore[no-untyped-def]
    c = window.controller
    while not (c.accepts_input(0) and len(c.view(0).completed_tricks) == trick - 1):
        play_one_move(qtbot, window, call=2)
        wait_for(lambda: c.accepts_input(0) or window.table.summary_panel.isVisible())
        assert not window.table.summary_panel.isVisible()


def test_no_undo_while_the_table_plays_a_conceded_round(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Undo, offered while the bots thought between the cards the table played after a
    concession, took back one of them and left the person playing on, with the review still
    calling the rest of the round conceded (code review)."""
    window = make_window(qtbot)
    c = window.controller
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=4)
    _hand_to_trick(qtbot, window, 3)
    # the bots now pause between the cards the table plays, as at the table: the moments
    # the check below samples (played to here without a pause, which changes no card)
    c.set_timing(replace(c.timing, bot_pause_ms=60))
    assert c.can_undo()
    assert c.concede(0)
    offered = []
    while not window.table.summary_panel.isVisible():
        offered.append(c.can_undo())
        qtbot.wait(10)
    assert len(offered) > 5 and not any(offered)
    window.close()


def test_a_match_left_during_a_concession_goes_on_with_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Closed while the table played a conceded round, the match came back with the person
    to play those cards themselves, and the review still said they had conceded (code
    review): the table goes on playing them."""
    window = _window(qtbot)
    c = window.controller
    window.start_match(choice("hand", levels=["medium"] * 3), seed=4)
    _hand_to_trick(qtbot, window, 3)
    # the bots pause between the table's cards: the round is still being played when the
    # check below sees trick 4 done (played to here without a pause, which changes no card)
    c.set_timing(replace(c.timing, bot_pause_ms=100))
    assert c.concede(0)
    qtbot.waitUntil(lambda: len(c.view(0).completed_tricks) >= 4, timeout=15000)
    assert c.state.deals[0].scores is None  # the round still being played
    window.close()
    QApplication.processEvents()
    again = _window(qtbot)
    assert again.resume_latest()
    qtbot.waitUntil(again.table.summary_panel.isVisible, timeout=30000)  # no input asked
    assert again.controller.played_for_person(0).conceded_from == 3
    again.close()


def test_a_bots_claim_after_a_concession_marks_no_move_of_the_bots(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The person conceded and a bot then claimed the rest: every card the claim played,
    the bots' too, was marked as played for the person (code review)."""
    from koutchina.app.players import HUMAN, SeatPlayer
    from koutchina.engine import Rank, make_rules
    from koutchina.engine.cards import DECK_32
    from koutchina.engine.hand import HandMatch

    tops = [card for card in DECK_32 if card.rank in (Rank.ACE, Rank.KING)]
    rest = [card for card in DECK_32 if card not in tops]
    hands = [rest[0:8], tops, rest[8:16], rest[16:24]]
    state = HandMatch(make_rules("hand", {}), 4, [hands])  # type: ignore[arg-type]
    window = make_window(qtbot, animation_speed="off")  # the claim played out at once
    window.resume(state, [SeatPlayer("", HUMAN)] + [SeatPlayer("", "hard")] * 3)
    c = window.controller
    qtbot.waitUntil(lambda: window.table.call_panel.isVisible(), timeout=15000)
    c.call(0)
    qtbot.waitUntil(lambda: c.accepts_input(0) and c.view(0).phase == Phase.PLAYING,
                    timeout=30000)
    with qtbot.waitSignal(c.claimed, timeout=30000) as claimed:
        assert c.concede(0)
    assert claimed.args == [1]  # seat 1, holding every Ace and King, claimed
    qtbot.waitUntil(window.table.summary_panel.isVisible, timeout=30000)
    assert {c.state.actions[at].seat for at, _why in c.played_for_marks()} == {0}
    window.close()


def test_while_a_round_is_played_again_the_rounds_before_it_are_not_reviewed(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Playing round 2 again, Coach > Review the last round reviewed round 1 of the match
    without its marks: "you called 0 ... Cost" for the table's call (code review). During a
    replay only the round played again is reviewed, once it is over."""
    window = make_window(qtbot)
    c = window.controller
    c.turn_timer.tick_ms = 5
    window.start_match(choice("hand", timer=5, levels=["medium"] * 3, practice=True), seed=3)
    summary = window.table.summary_panel
    qtbot.waitUntil(summary.isVisible, timeout=30000)
    window.controller.continue_to_next_deal()
    qtbot.waitUntil(lambda: summary.isVisible() and c.state.deal_index >= 1
                    and c.state.deals[1].scores is not None, timeout=30000)
    assert window.coach.review_action.isEnabled()  # round 2, just scored
    window.deal_again.again_last_deal()
    assert window.deal_again.replaying
    qtbot.waitUntil(lambda: c.state.deal_index == 1 and c.state.deals[1].scores is None,
                    timeout=10000)
    assert c.state.last_scored_deal == 0
    assert not window.coach.review_action.isEnabled()  # round 1 is the match's, not this
    qtbot.waitUntil(window.deal_again.panel.isVisible, timeout=30000)
    assert window.coach.review_action.isEnabled()  # the round played again, now over
    window.close()
