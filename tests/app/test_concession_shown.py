"""After a concession (or a claim) the table agrees with the deal's result: each plate's tricks,
the corner panel and the scoreboard's "This deal" as the engine scored the deal, nobody's turn
nor countdown left on a plate, the person's cards gone, and the summary's note says the deal
was conceded (a player's review: after conceding Hokm at the first trick the summary said the
opponents took 7 tricks while the table behind it still said 0 everywhere, the person's 13
cards in hand, one raised, a frozen '10 s' on their plate and its turn glow; the summary said
'the deal stopped once a side had seven tricks counted')."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import (
    choice,
    hokm_holding_every_spade,
    make_window,
    person_ready,
    play_one_move,
    play_to_trick,
    wait_for,
)


def _persons_turn_at(qtbot, game: str, trick: int, seed: int = 31) -> MainWindow:  # type: ignore[no-untyped-def]
    """A match of ``game`` with a turn timer, at the person's card to trick ``trick``."""
    window = make_window(qtbot)
    c = window.controller
    window.start_match(choice(game, timer=30, levels=["medium"] * 3), seed=seed)
    wait_for(lambda: person_ready(window), timeout=15000)
    while c.view(0) is not None and c.view(0).phase != Phase.PLAYING:
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window))
    if trick > 1:
        play_to_trick(qtbot, window, trick)
    wait_for(lambda: c.accepts_input(0) and c.timer_seat == 0)
    return window


def _conceded(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The person raises a card with the arrows, then concedes (Yes to the question) and the
    deal's summary comes."""
    c, table = window.controller, window.table
    c.turn_timer.tick_ms = 5  # a few seconds off the countdown first, as the player saw
    wait_for(lambda: c.seconds_left < 28)
    c.turn_timer.tick_ms = 1000
    table.move_selection(1)
    assert table.selected_index is not None
    window.coach.confirm = lambda _question: True
    with qtbot.waitSignal(c.conceded, timeout=5000):
        window.coach.concede()
    qtbot.waitUntil(table.summary_panel.isVisible, timeout=15000)
    qtbot.wait(50)


def _tricks_by_seat(window: MainWindow) -> list[int]:
    """Each seat's tricks in the engine's record of the deal just scored."""
    c = window.controller
    deal = c.state.deals[window.table.shown.event.deal_index]
    won = [0, 0, 0, 0]
    for trick in deal.tricks:
        won[trick.winner] += 1
    return won


def _the_table_agrees(window: MainWindow) -> None:
    """The plates: each seat's tricks won at the table, and apart those the engine credits it
    with from a concession ("Tricks 7" for a seat that took 2 read as won: a player's review);
    together, the engine's record."""
    table, c = window.table, window.controller
    deal = c.state.deals[table.shown.event.deal_index]
    assert deal.trick_counts is not None
    won = _tricks_by_seat(window)
    given = [sum(1 for trick in deal.tricks if trick.winner == seat and len(trick.plays) < 4)
             for seat in range(4)]
    assert [table.badge(seat).given for seat in range(4)] == given
    assert [table.badge(seat).tricks + given[seat] for seat in range(4)] == won
    for seat in range(4):
        badge = table.badge(seat)
        assert badge.status_text() == (
            f"Tricks {badge.tricks} + {given[seat]} conceded" if given[seat]
            else f"Tricks {badge.tricks}")
    ours, theirs = deal.trick_counts
    lines = table.info.lines
    assert f"Your side: {ours} trick" in "\n".join(lines), lines
    assert f"Opponents: {theirs} tricks" in "\n".join(lines), lines
    current = window.scoreboard.current.text()
    assert f"Opponents: {theirs} tricks" in current, current
    assert not any(badge.to_act for badge in table.badges())
    assert all(badge.seconds_left is None for badge in table.badges())
    assert c.timer_seat is None


@pytest.mark.parametrize("game", ["hokm", "court-piece"])
def test_conceding_at_the_first_trick_the_table_shows_the_tricks_as_scored(
        qtbot, english: None, game: str) -> None:  # type: ignore[no-untyped-def]
    window = _persons_turn_at(qtbot, game, 1)
    _conceded(qtbot, window)
    _the_table_agrees(window)
    assert window.table.hand_items(0) == []
    assert window.table.selected_index is None
    theirs = window.controller.state.deals[0].trick_counts[1]
    assert theirs == (7 if game == "hokm" else 13)


def test_conceding_later_in_the_deal_counts_the_tricks_played_and_conceded(  # type: ignore[no-untyped-def]
        qtbot, english: None) -> None:
    window = _persons_turn_at(qtbot, "hokm", 4)
    played = list(window.controller.view(0).completed_tricks)
    assert len(played) == 3
    _conceded(qtbot, window)
    _the_table_agrees(window)
    assert window.table.hand_items(0) == [] and window.table.trick_items() == []
    # the three tricks played stay where they were won; the rest is said as conceded
    assert sum(window.table.badge(seat).tricks for seat in range(4)) == 3
    theirs = window.controller.state.deals[0].trick_counts[1]
    won_by_them = sum(1 for trick in played if trick.winner % 2 == 1)
    assert sum(window.table.badge(seat).given for seat in range(4)) == theirs - won_by_them > 0


def test_the_summary_says_the_deal_was_conceded_not_that_it_stopped_at_seven(  # type: ignore[no-untyped-def]
        qtbot, english: None) -> None:
    window = _persons_turn_at(qtbot, "hokm", 1)
    _conceded(qtbot, window)
    note = window.table.summary_panel.note
    assert note.isVisible()
    assert "Your side conceded the rest of the deal." in note.text(), note.text()
    assert "stopped" not in note.text()


def test_conceding_a_hand_round_the_table_agrees_with_the_summary(  # type: ignore[no-untyped-def]
        qtbot, english: None) -> None:
    """Hand: the table plays the person's cards to the end, tricks are shown as they go."""
    window = _persons_turn_at(qtbot, "hand", 1, seed=5)
    _conceded(qtbot, window)
    table = window.table
    assert [table.badge(seat).tricks for seat in range(4)] == _tricks_by_seat(window)
    assert not any(badge.to_act for badge in table.badges())
    assert all(badge.seconds_left is None for badge in table.badges())
    assert table.hand_items(0) == []


def test_after_a_claim_the_table_agrees_with_the_summary(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = hokm_holding_every_spade(qtbot, turn_timer=30)
    c = window.controller
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    assert c.claim(0)
    qtbot.waitUntil(window.table.summary_panel.isVisible, timeout=15000)
    qtbot.wait(50)
    _the_table_agrees(window)
    assert "stopped there: a side had its seven tricks" in window.table.summary_panel.note.text()


def test_the_scoreboard_and_replay_say_the_deal_was_conceded(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    # the live summary said so, while the scoreboard row's tooltip and the Replay window
    # still said the deal "stopped once a side had seven tricks counted"
    from PySide6.QtCore import Qt
    from storage.helpers import saved_of  # tests/storage, beside this folder

    from koutchina.app.history.replay import ReplayWindow

    window = _persons_turn_at(qtbot, "hokm", 1)
    _conceded(qtbot, window)
    model = window.scoreboard.model
    tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
    assert "Your side conceded the rest of the deal." in tip and "stopped" not in tip, tip
    state = window.controller.state
    assert state is not None
    saved = saved_of(state, "conceded")
    replay = ReplayWindow(saved, state)
    qtbot.addWidget(replay)
    replay.go_to(len(replay.steps) - 1)  # the deal's last step, its score
    words = replay.info.text()
    assert "Your side conceded the rest of the deal." in words and "stopped" not in words, words


def test_the_tricks_conceded_are_not_carried_into_the_next_deal(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """A player's review: all through the next deal West's plate still said "Tricks 0 + 4
    conceded", until West won a trick."""
    window = _persons_turn_at(qtbot, "court-piece", 4)
    _conceded(qtbot, window)
    assert sum(window.table.badge(seat).given for seat in range(4)) > 0
    qtbot.mouseClick(window.table.summary_panel.next_button, Qt.MouseButton.LeftButton)
    wait_for(lambda: window.table.shown.event.deal_index == 1)
    for seat in range(4):
        badge = window.table.badge(seat)
        assert (badge.tricks, badge.given) == (0, 0)
        assert "conceded" not in badge.status_text(), badge.status_text()
    c = window.controller
    while not c.view(0).completed_tricks:  # the next deal's first trick: one seat takes it
        wait_for(lambda: person_ready(window) or bool(c.view(0).completed_tricks),
                 timeout=15000)
        if not c.view(0).completed_tricks:
            play_one_move(qtbot, window)
    qtbot.wait(50)
    assert all("conceded" not in window.table.badge(seat).status_text() for seat in range(4))
