"""The turn timer is chosen again in Settings, for the match on the table and new ones: it was
only chosen in New match, and a person who chose 10 s had no way to relax it but to give the
match up, the table playing for them meanwhile (a player's review)."""

from __future__ import annotations

from koutchina.app.settings_dialog import SettingsDialog
from koutchina.storage import MatchStore

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


def _persons_countdown(qtbot, timer: int):  # type: ignore[no-untyped-def]
    window = make_window(qtbot, autosave=True, turn_timer=30)
    c = window.controller
    window.start_match(choice("hokm", timer=timer, levels=["medium"] * 3), seed=5)
    wait_for(lambda: person_ready(window), timeout=15000)
    while c.view(0).phase.name != "PLAYING":  # the trump named: the person's card next
        play_one_move(qtbot, window)
        wait_for(lambda: person_ready(window), timeout=15000)
    return window


def _chosen(window, seconds: int) -> SettingsDialog:  # type: ignore[no-untyped-def]
    state = window.controller.state
    dialog = SettingsDialog(window.settings, window, state.rules.turn_timer)
    dialog.timer.setCurrentIndex(dialog.timer.findData(seconds))
    window.apply_settings(dialog)  # as OK does
    dialog.deleteLater()
    return dialog


def test_the_timer_of_the_match_on_the_table_is_changed_and_saved(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = _persons_countdown(qtbot, 10)
    c, badge = window.controller, window.table.badge(0)
    dialog = SettingsDialog(window.settings, window, 10)
    assert dialog.timer.seconds() == 10  # the match's own, not the next matches' 30
    assert dialog.timer_label.text() == "Turn timer (this match and new ones)"
    dialog.deleteLater()
    wait_for(lambda: c.timer_seat == 0 and badge.seconds_left is not None)
    moves = len(c.state.actions)
    _chosen(window, 0)  # off
    assert c.state.rules.turn_timer == 0 and window.settings.turn_timer == 0
    assert c.timer_seat is None and badge.seconds_left is None and not badge.timer_room
    c.turn_timer.tick_ms = 5  # had it still counted, 10 s would be gone in 50 ms
    qtbot.wait(200)
    assert len(c.state.actions) == moves and c.accepts_input(0)  # nobody played for them
    wait_for(lambda: MatchStore().load(window.saver.match_id).state.rules.turn_timer == 0)
    _chosen(window, 45)  # on again: this turn counts from the new length
    assert c.timer_seat == 0 and badge.timer_room
    wait_for(lambda: badge.seconds_left is not None and 40 < badge.seconds_left <= 45)


def test_without_a_match_it_is_the_next_matches_timer(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, turn_timer=20)
    dialog = SettingsDialog(window.settings, window)
    assert dialog.timer.seconds() == 20
    assert dialog.timer_label.text() == "Turn timer (new matches)"
    dialog.timer.setCurrentIndex(dialog.timer.findData(60))
    window.apply_settings(dialog)
    assert window.settings.turn_timer == 60
    assert window.choices.remembered().turn_timer == 60  # what New match and Play offer next


def test_ok_without_touching_the_timer_changes_no_timer(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Settings shows the match's timer: OK for the card backs alone made it the next
    matches' too, unseen (a player's review)."""
    window = _persons_countdown(qtbot, 20)
    window.settings.turn_timer = 10  # the next matches', chosen before
    dialog = SettingsDialog(window.settings, window, 20)
    dialog.back.setCurrentIndex((dialog.back.currentIndex() + 1) % dialog.back.count())
    window.apply_settings(dialog)
    assert window.settings.turn_timer == 10
    assert window.controller.state.rules.turn_timer == 20
    dialog.deleteLater()


def test_play_again_and_the_start_screen_take_the_timer_chosen(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Play again started the match's old 10 s again, and the start screen's line kept it
    (a code review)."""
    window = _persons_countdown(qtbot, 10)
    _chosen(window, 60)
    assert window.choice.turn_timer == 60  # what Play again starts
    # in New match's words ("1 min"): the start screen follows the settings
    assert "1 min a move" in window.start_screen.last.text(), window.start_screen.last.text()


def test_a_timer_chosen_in_a_deal_played_again_stays_the_match_s(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Back to the match brought back its old timer, Settings saying the new one (a code
    review)."""
    from PySide6.QtCore import Qt

    from .helpers import play_until

    # no animations: OK in Settings applies its speed to the table too
    window = make_window(qtbot, autosave=True, animation_speed="off")
    c, table = window.controller, window.table
    window.start_match(choice("hand", timer=10), seed=5)
    play_until(qtbot, window, table.summary_panel.isVisible)
    qtbot.mouseClick(table.summary_panel.again_button, Qt.MouseButton.LeftButton)
    assert window.deal_again.replaying
    wait_for(lambda: person_ready(window), timeout=15000)
    _chosen(window, 0)
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not window.deal_again.replaying
    assert c.state.rules.turn_timer == 0 and window.choice.turn_timer == 0


def test_a_shorter_timer_leaves_the_turn_under_way_its_time(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Shortened in Settings, the timer leaves the person the seconds their turn had left and
    counts the new length from their next turn; a longer one gives the turn under way its
    whole length. A player with 27 s left chose 10 s: the countdown fell to 9 and the table
    played for them while they looked (a player's review)."""
    window = _persons_countdown(qtbot, 30)
    c, badge = window.controller, window.table.badge(0)
    wait_for(lambda: c.timer_seat == 0 and badge.seconds_left is not None)
    left = c.turn_timer.seconds_left
    assert left > 20
    _chosen(window, 10)
    assert c.state.rules.turn_timer == 10  # the match's, saved, from the next turn
    assert c.timer_seat == 0 and c.turn_timer.seconds_left == left  # this turn's time kept
    assert badge.seconds_left == left
    _chosen(window, 60)
    assert c.timer_seat == 0 and c.turn_timer.seconds_left == 60  # longer: the whole of it
    play_one_move(qtbot, window)  # the turn ends; the next one counts the new length
    wait_for(lambda: c.timer_seat == 0 and c.accepts_input(0), timeout=15000)
    assert c.turn_timer.seconds_left in (59, 60)
    _chosen(window, 10)
    assert c.turn_timer.seconds_left > 10
    play_one_move(qtbot, window)
    wait_for(lambda: c.timer_seat == 0 and c.accepts_input(0), timeout=15000)
    assert c.turn_timer.seconds_left in (9, 10)
