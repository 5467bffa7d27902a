"""Undo in a practice match: the person's last move of the deal and the bots' since are taken
back, the match is exactly as it was (same record), and the saved file says what was undone."""

from __future__ import annotations

from PySide6.QtCore import Qt

from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase
from koutchina.engine.record import record_of
from koutchina.storage.settings import Settings
from koutchina.storage.store import MatchStore

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


def _to_the_persons_turn(qtbot, window: MainWindow) -> None:
    wait_for(lambda: person_ready(window), timeout=15000)


def _to_playing(qtbot, window: MainWindow) -> None:
    _to_the_persons_turn(qtbot, window)
    while window.controller.view(0).phase != Phase.PLAYING:
        play_one_move(qtbot, window)
        _to_the_persons_turn(qtbot, window)


def test_ctrl_z_restores_exactly_the_match_before_the_persons_last_card(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3, practice=True), seed=31)
    c = window.controller
    _to_playing(qtbot, window)
    before = record_of(c.state)
    hand_before = list(c.view(0).hand)
    play_one_move(qtbot, window)  # the person's card, then the bots play
    _to_the_persons_turn(qtbot, window)
    assert len(c.state.actions) > len(before.actions) + 1  # the bots acted since
    assert window.coach.undo_button.isVisible()
    with qtbot.waitSignal(c.moves_undone, timeout=5000) as undone:
        qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert undone.args[0] == len(before.actions)
    assert record_of(c.state) == before
    _to_the_persons_turn(qtbot, window)
    assert c.accepts_input(0)
    assert sorted(item.card for item in window.table.hand_items()) == sorted(hand_before)
    # nothing left to undo in this deal: the button stays, dimmed (it came and went: a flicker)
    assert window.coach.undo_button.isVisible() and not window.coach.undo_button.isEnabled()
    assert not c.undo()


def test_undo_is_not_offered_outside_practice(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=31)
    c = window.controller
    _to_playing(qtbot, window)
    play_one_move(qtbot, window)
    _to_the_persons_turn(qtbot, window)
    moves = len(c.state.actions)
    assert not window.coach.undo_button.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not c.undo() and len(c.state.actions) == moves


def test_undo_stays_within_the_deal(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", practice=True), seed=5)
    c = window.controller
    _to_the_persons_turn(qtbot, window)
    for _ in range(60):
        if window.table.summary_panel.isVisible():
            break
        play_one_move(qtbot, window)
        _to_the_persons_turn(qtbot, window)
    assert window.table.summary_panel.isVisible()
    assert not c.can_undo()  # the deal is over: its moves are no longer taken back
    play_one_move(qtbot, window)  # on to the next deal
    _to_the_persons_turn(qtbot, window)
    assert c.state.deal_index == 1 and not c.can_undo()


def _saving_window(qtbot) -> MainWindow:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=True)
    qtbot.addWidget(window)
    window.show()
    return window


def _practice_match_after_a_card(qtbot) -> MainWindow:
    """A saved practice Hokm match, the person's first card played and the bots' after it."""
    window = _saving_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3, practice=True), seed=31)
    _to_playing(qtbot, window)
    play_one_move(qtbot, window)
    _to_the_persons_turn(qtbot, window)
    return window


def test_the_saved_file_keeps_what_was_undone_and_loads_as_the_table_is(qtbot) -> None:
    window = _practice_match_after_a_card(qtbot)
    c = window.controller
    taken = len(c.state.actions)
    assert c.undo()
    _to_the_persons_turn(qtbot, window)
    kept = record_of(c.state)
    assert window.saver is not None and window.saver.autosaver.flush(10)
    loaded = MatchStore().load(window.saver.match_id)
    assert loaded.saved.practice
    assert [(u.at, len(u.actions)) for u in loaded.saved.undone] == [
        (len(kept.actions), taken - len(kept.actions))]
    assert record_of(loaded.state) == kept
    window.close()


def test_a_resumed_practice_match_is_still_one_and_its_undos_are_kept(qtbot) -> None:
    window = _practice_match_after_a_card(qtbot)
    c = window.controller
    assert c.undo()
    _to_the_persons_turn(qtbot, window)
    play_one_move(qtbot, window)  # a card again, and the bots after it
    _to_the_persons_turn(qtbot, window)
    assert window.saver is not None and window.saver.autosaver.flush(10)
    window.close()

    again = _saving_window(qtbot)
    assert again.resume_latest()
    _to_the_persons_turn(qtbot, again)
    assert again.controller.practice
    assert again.coach.button.isVisible() and again.coach.undo_button.isVisible()
    assert again.controller.undo()  # the card played before quitting is taken back
    _to_the_persons_turn(qtbot, again)
    assert again.saver is not None and again.saver.autosaver.flush(10)
    saved = MatchStore().load(again.saver.match_id).saved
    assert saved.practice and len(saved.undone) == 2
    again.close()
