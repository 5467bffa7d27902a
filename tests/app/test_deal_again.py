"""Play this deal again: the same cards from the deal summary or from History, the two results
side by side, the match brought back as it was, and the replay kept in the file uncounted."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt

from koutchina.app.history.deal_coach import DealCoachRow
from koutchina.app.history.replay import ReplayWindow
from koutchina.app.i18n import format_signed, format_tricks
from koutchina.app.main_window import MainWindow
from koutchina.engine import make_rules, new_match, timeout_action
from koutchina.engine.record import record_of
from koutchina.storage import SavedMatch, SeatInfo, saved_match_of
from koutchina.storage.settings import Settings
from koutchina.storage.statistics import statistics
from koutchina.storage.store import MatchStore
from koutchina.storage.summaries import summarize

from .helpers import choice, history_replay, make_window, person_ready, play_until, wait_for


def _window(qtbot) -> MainWindow:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    return window


def replay_of_a_saved_hokm_match(qtbot) -> tuple[MainWindow, ReplayWindow]:  # type: ignore[no-untyped-def]
    """A Hokm match played to its second deal's summary, saved, and History's Replay of it
    (its first deal finished)."""
    window = _window(qtbot)
    window.start_match(choice("hokm", levels=["random"] * 3), seed=8)
    c = window.controller
    play_until(qtbot, window, lambda: c.state is not None and c.state.deal_index >= 1
                and window.table.summary_panel.isVisible())
    assert window.saver is not None and window.saver.autosaver.flush(10)
    return window, history_replay(qtbot, window, window.saver.match_id)



def test_the_deal_summary_plays_the_deal_again_and_brings_the_match_back(qtbot) -> None:
    window = _window(qtbot)
    window.start_match(choice("hand"), seed=5)
    c, table = window.controller, window.table
    play_until(qtbot, window, table.summary_panel.isVisible)
    first_hands = [list(hand) for hand in c.state.deals[0].hands]
    first_result = (list(c.state.deals[0].trick_counts), list(c.state.deals[0].scores))
    live = record_of(c.state)
    assert table.summary_panel.again_button.isVisible()
    qtbot.mouseClick(table.summary_panel.again_button, Qt.MouseButton.LeftButton)
    assert window.deal_again.replaying
    wait_for(lambda: person_ready(window), timeout=15000)
    assert c.state.deal_index == 0
    assert [list(hand) for hand in c.state.deals[0].hands] == first_hands  # the same cards
    assert sorted(c.view(0).hand) == sorted(first_hands[0])
    assert "it is not counted" in table.toast.text
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    assert not table.summary_panel.isVisible()
    rows = panel.grid.texts()
    assert len(rows) == 4  # one row per player, first time then this time
    counts, scores = first_result
    assert rows[0][1] == (f"call {live.deals[0].calls[0]}, {format_tricks(counts[0])}: "
                          f"{format_signed(scores[0])}")
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not window.deal_again.replaying
    assert record_of(c.state) == live  # the match as it was, into its next deal
    assert window.saver is not None and window.saver.autosaver.flush(10)
    loaded = MatchStore().load(window.saver.match_id)
    saved = loaded.saved
    assert [(r.deal, r.seat) for r in saved.replays] == [(0, 0)]
    assert not saved.practice
    stats = statistics([summarize(loaded.path, saved)])["hand"]
    assert stats.calls == 1  # the first deal only: the deal played again is not counted
    window.close()


@pytest.mark.slow  # a Hokm review on the worker: about 2.5 s on the shared machine
def test_history_reviews_and_plays_again_any_finished_deal(qtbot) -> None:
    window, replay = replay_of_a_saved_hokm_match(qtbot)
    c = window.controller
    row = replay.findChild(DealCoachRow)
    assert row is not None
    # deal 2 just dealt is not shown (its hidden cards): the replay ends on deal 1's end
    assert {step.deal for step in replay.steps} == {0}
    replay.go_to(0)  # deal 1 as dealt: a finished deal, offered to review
    assert row.deal() == 0
    replay.go_to(3)  # a card of the first deal's first trick
    assert row.deal() == 0 and row.review_button.isEnabled() and row.again_button.isEnabled()
    from koutchina.app.review_window import ReviewWindow

    row.review()
    review = replay.findChild(ReviewWindow)
    assert review is not None and review.deal == 0
    qtbot.waitUntil(lambda: review.review is not None, timeout=30000)
    assert "Trick 1" in review.text.toPlainText()
    review.close()
    row.play_again()
    assert window.deal_again.replaying and c.state.deal_index == 0
    replay.close()


def _replaying_the_first_deal(qtbot, game: str, seed: int) -> MainWindow:
    """A match of ``game`` played to its first deal's summary, and that deal played again."""
    window = _window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=seed)
    play_until(qtbot, window, window.table.summary_panel.isVisible)
    window.table.summary_panel.again_button.click()
    assert window.deal_again.replaying
    return window


def test_a_new_match_during_a_deal_played_again_ends_the_replay(qtbot) -> None:
    window = _replaying_the_first_deal(qtbot, "hand", 5)
    c, table = window.controller, window.table
    window.start_match(choice("hand"), seed=6)
    assert not window.deal_again.replaying
    play_until(qtbot, window, table.summary_panel.isVisible)
    assert not window.deal_again.panel.isVisible()  # the new match's own summary
    assert c.state.seed == 6
    window.close()


def test_undo_inside_a_deal_played_again_keeps_the_replay(qtbot) -> None:
    window = _replaying_the_first_deal(qtbot, "hokm", 31)
    c = window.controller
    play_until(qtbot, window, lambda: c.can_undo())
    assert c.undo()
    assert window.deal_again.replaying
    window.close()


def test_a_deal_of_another_saved_match_played_again_is_kept_in_that_match(
        qtbot, monkeypatch) -> None:
    """...its file read and written off the GUI thread: the window never waits on the disk."""
    window = _window(qtbot)
    window.start_match(choice("hand"), seed=5)
    c, table = window.controller, window.table
    play_until(qtbot, window, table.summary_panel.isVisible)
    assert window.saver is not None and window.saver.autosaver.flush(10)
    first_id = window.saver.match_id
    window.start_match(choice("hand"), seed=9)  # the first match stays saved, unfinished
    wait_for(lambda: person_ready(window), timeout=15000)
    second_id = window.saver.match_id
    replay = history_replay(qtbot, window, first_id)
    replay.go_to(1)
    row = replay.findChild(DealCoachRow)
    live = record_of(c.state)  # the bots may call meanwhile in Hand: taken at the last moment
    row.play_again()
    assert window.deal_again.replaying
    assert c.state.seed == 5 and c.state.deal_index == 0
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    read_on: list[threading.Thread] = []
    real_load = MatchStore.load

    def load(store, path_or_id, remember=True):
        read_on.append(threading.current_thread())
        return real_load(store, path_or_id, remember)

    monkeypatch.setattr(MatchStore, "load", load)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert window.saver.match_id == second_id and record_of(c.state) == live
    assert window.saver.autosaver.flush(10)
    assert read_on and threading.main_thread() not in read_on
    store = MatchStore()
    assert [r.deal for r in store.load(first_id).saved.replays] == [0]
    assert store.load(second_id).saved.replays == []
    replay.close()
    window.close()


def test_the_same_moves_again_bring_the_same_deal(qtbot) -> None:
    """The bots decide from what they see and their seat's seed: played again with the
    person's same moves, the deal goes exactly as it went."""
    window = _replaying_the_first_deal(qtbot, "hokm", 31)
    c = window.controller
    first = window.deal_again.run.first
    begin = window.deal_again.run.begin
    waiting = window.deal_again.run.waiting
    # the match waits at the start of its next deal: its actions since ``begin`` are the deal's
    mine = [a for a in waiting.state.actions[begin:] if a.seat == 0]
    for action in mine:
        wait_for(lambda: c.accepts_input(0) or window.deal_again.panel.isVisible())
        if window.deal_again.panel.isVisible():
            break
        assert c.submit(action) is None
    qtbot.waitUntil(window.deal_again.panel.isVisible, timeout=15000)
    again = c.state.deals[0]
    assert [t.plays for t in again.tricks] == [t.plays for t in first.tricks]
    assert (again.trick_counts, again.scores) == (first.trick_counts, first.scores)
    window.close()


# Each partnership deal played again through the window takes 1.5 to 2 s: Hand's stays in the
# quick loop, the others in the full run.
@pytest.mark.parametrize(("game", "seat"), [
    ("hand", 1),
    pytest.param("hokm", 1, marks=pytest.mark.slow),
    pytest.param("court-piece", 2, marks=pytest.mark.slow),
])
def test_a_deal_played_again_from_another_seat_puts_its_cards_at_the_bottom(
        qtbot, game: str, seat: int) -> None:
    window = _window(qtbot)
    window.start_match(choice(game, levels=["medium"] * 3), seed=4)
    c, table = window.controller, window.table
    play_until(qtbot, window, table.summary_panel.isVisible)
    assert not c.state.deals[0].no_trump  # default rules: every deal has trump
    first = c.state.deals[0].copy()
    live = record_of(c.state)
    window.coach.again_actions[seat].trigger()
    run = window.deal_again.run
    assert run is not None and run.seat == seat
    assert [list(h) for h in c.state.deals[0].hands] == [
        list(first.hands[(place + seat) % 4]) for place in range(4)]
    assert c.players[0].is_human and c.players[(-seat) % 4].level == "hard"
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    rows = panel.grid.texts()
    assert len(rows) == (4 if game == "hand" else 2)
    again = seen_from_table(c.state.deals[0], seat, game)
    assert rows[0][2].endswith(str(again))
    held = window.deal_again.panel.outcomes.text().splitlines()[0]
    assert held == f"This time you held the cards of {held_names(game)[seat]}."
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert record_of(c.state) == live
    assert window.saver is not None and window.saver.autosaver.flush(10)
    saved = MatchStore().load(window.saver.match_id).saved  # checked on load, replay included
    assert [(r.deal, r.seat) for r in saved.replays] == [(0, seat)]
    window.close()


def seen_from_table(log, seat: int, game: str) -> str:
    """The first row's score of the replay, in the match's seats: the person's own seat (or
    side) was played by the seat ``seat`` places before it."""
    from koutchina.app.i18n import format_courts, format_points

    if game == "hand":
        return format_signed(log.scores[(0 - seat) % 4])
    unit = format_courts if game == "court-piece" else format_points
    return unit(log.scores[(0 - seat) % 2])


def held_names(game: str) -> list[str]:
    """The bots' seats as a sentence names them: the partner is "your partner"."""
    if game == "hand":
        return ["you", "East", "North", "West"]
    return ["you", "West", "your partner", "East"]


def _saved_into_third_deal(seed: int) -> SavedMatch:
    """A Hand match saved as its third round begins: two rounds finished in the file."""
    state = new_match(make_rules("hand"), seed)
    while state.deal_index < 2 or state.to_act() == ():
        seat = state.to_act()[0]
        state.apply(timeout_action(state.view(seat)))
    seats = [SeatInfo(name="Amal")] + [SeatInfo(name="", bot_level="random")] * 3
    created = datetime(2026, 11, 30, 4, 0, tzinfo=UTC)
    return saved_match_of(state, match_id="resumed", seats=seats, created=created)


def test_the_last_deal_of_a_resumed_match_is_played_again_from_the_coach_menu(qtbot) -> None:
    """Nothing scored since the match was resumed: Coach > Play the last deal again plays the
    round the file finished last (it used to do nothing). While that round is played again the
    item is off: it would not act."""
    MatchStore().save(_saved_into_third_deal(seed=12))
    window = _window(qtbot)
    assert window.resume_latest()
    c = window.controller
    wait_for(lambda: person_ready(window), timeout=15000)
    assert c.state.deal_index == 2
    last = c.state.deals[1].copy()
    assert last.scores is not None
    assert window.coach.again_menu.isEnabled()
    window.coach.again_actions[0].trigger()  # From your seat
    assert window.deal_again.replaying
    wait_for(lambda: person_ready(window), timeout=15000)
    assert c.state.deal_index == 1
    assert [list(hand) for hand in c.state.deals[1].hands] == [list(h) for h in last.hands]
    assert sorted(c.view(0).hand) == sorted(last.hands[0])
    assert "Round 2 again" in window.table.toast.text  # Hand's word
    assert c.state.deals[0].scores is not None  # a finished round before it, yet:
    assert not window.coach.again_menu.isEnabled()
    window.close()


@pytest.mark.usefixtures("language")
def test_the_result_of_a_deal_played_again_cuts_no_plate(qtbot) -> None:  # type: ignore[no-untyped-def]
    """At 200 % on a laptop the result of a deal played again (shorter than the summary) lay
    over the top of the side seats' plates, their names cut under its edge (a player's
    review, French Hokm). As the summary, it covers a plate whole or leaves it whole."""
    from koutchina.app.table.seat_room import badges_on_view

    window = make_window(qtbot, text_scale=2.0)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=5)
    table = window.table
    play_until(qtbot, window, table.summary_panel.isVisible)
    qtbot.mouseClick(table.summary_panel.again_button, Qt.MouseButton.LeftButton)
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    qtbot.wait(50)
    place = panel.geometry()
    cut = [plate for plate in badges_on_view(table, table.seats)
           if place.intersects(plate) and not place.contains(plate)]
    assert not cut, (place, cut)
