"""A round of another match played again from History is played to that match's rules, its
timer too, but the match that waited comes back with its own timer, and the person's settings
stay as they were: Back to the match brought an Off Court Piece match back with the old Hand
match's 2 minutes, Settings saying "2 min" and New match "Off" (a player's report). A timer
chosen in Settings during the round played again is still the match's too ("this match and
new ones")."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.history.deal_coach import DealCoachRow
from koutchina.app.main_window import MainWindow
from koutchina.app.settings_dialog import SettingsDialog
from koutchina.storage import MatchStore

from .helpers import choice, history_replay, make_window, person_ready, play_until, wait_for


def _chosen(window: MainWindow, seconds: int) -> None:
    """``seconds`` chosen as the turn timer in Settings, and OK."""
    state = window.controller.state
    assert state is not None
    dialog = SettingsDialog(window.settings, window, state.rules.turn_timer)
    dialog.timer.setCurrentIndex(dialog.timer.findData(seconds))
    window.apply_settings(dialog)
    dialog.deleteLater()


def _play_choices(window: MainWindow) -> dict[str, object]:
    """The settings a match is started with (New match, the start screen's Play), and the
    language."""
    names = {"last_game", "bot_levels", "turn_timer", "animation_speed", "practice", "language"}
    return {name: value for name, value in window.settings.model_dump().items()
            if name in names}


def _court_piece_waiting_while_a_hand_round_is_played_again(qtbot):  # type: ignore[no-untyped-def]
    """A Hand match with a 2-minute timer played to its first round's summary and saved; a
    Court Piece match (30 s) started, its timer set Off in Settings; then History's Replay of
    the Hand match plays its first round again."""
    window = make_window(qtbot, autosave=True, animation_speed="off", turn_timer=120)
    c, table = window.controller, window.table
    window.start_match(choice("hand", timer=120), seed=5)
    play_until(qtbot, window, table.summary_panel.isVisible)
    assert window.saver is not None and window.saver.autosaver.flush(10)
    hand_id = window.saver.match_id
    window.start_match(choice("court-piece", timer=30, levels=["medium"] * 3), seed=7)
    wait_for(lambda: person_ready(window), timeout=15000)
    court_id = window.saver.match_id
    _chosen(window, 0)
    assert c.state.rules.turn_timer == 0 and window.settings.turn_timer == 0
    before = _play_choices(window)
    replay = history_replay(qtbot, window, hand_id)
    replay.go_to(1)
    replay.findChild(DealCoachRow).play_again()
    assert window.deal_again.replaying
    assert c.state.game == "hand" and c.state.rules.turn_timer == 120  # the old match's rules
    wait_for(lambda: person_ready(window), timeout=15000)
    return window, replay, court_id, before


def _back_to_the_match(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    panel = window.deal_again.panel
    play_until(qtbot, window, panel.isVisible)
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not window.deal_again.replaying
    assert window.controller.state is not None and window.controller.state.game == "court-piece"


def test_a_round_of_another_match_leaves_the_match_s_timer(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    window, replay, court_id, before = (
        _court_piece_waiting_while_a_hand_round_is_played_again(qtbot))
    c = window.controller
    _back_to_the_match(qtbot, window)
    assert c.state.rules.turn_timer == 0  # the Court Piece match's own: Off
    assert c.timer_seat is None and window.table.badge(0).seconds_left is None
    # Settings, New match, Play again and the start screen agree with the table
    dialog = SettingsDialog(window.settings, window, c.state.rules.turn_timer)
    assert dialog.timer.seconds() == 0
    dialog.deleteLater()
    assert window.settings.turn_timer == 0
    assert window.choices.remembered().turn_timer == 0
    assert window.choice.turn_timer == 0
    # nothing else of the old match stays: bots, speed, practice, language
    assert _play_choices(window) == before
    assert window.choice.game == "court-piece" and window.choice.levels == ["medium"] * 3
    assert not c.practice and not window.choice.practice
    assert window.saver is not None and window.saver.match_id == court_id
    window.saver.save_now()
    assert window.saver.autosaver.flush(10)
    assert MatchStore().load(court_id).state.rules.turn_timer == 0
    replay.close()
    window.close()


def test_a_timer_chosen_meanwhile_is_the_match_s(qtbot, english: None) -> None:  # type: ignore[no-untyped-def]
    """Settings says "this match and new ones": chosen while the round is played again, it is
    the match's that comes back too, and the next matches'."""
    window, replay, _court_id, _before = (
        _court_piece_waiting_while_a_hand_round_is_played_again(qtbot))
    c = window.controller
    _chosen(window, 45)
    assert c.state.rules.turn_timer == 45 and window.settings.turn_timer == 45
    _back_to_the_match(qtbot, window)
    assert c.state.rules.turn_timer == 45
    assert window.choice.turn_timer == 45 and window.choices.remembered().turn_timer == 45
    replay.close()
    window.close()
