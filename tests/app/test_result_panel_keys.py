"""The buttons of the deal summary and of the match's end, reached from the keyboard: Tab and
Shift+Tab (and the arrows) go from one to the next with a ring round the one in focus, Enter
or Space presses it, and Enter with none chosen still does the default."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from koutchina.app.main_window import MainWindow

from .helpers import at_a_match_s_end, choice, make_window, play_until


def _focus(window: MainWindow) -> QWidget:
    return QApplication.focusWidget() or window.table


def _press(qtbot, window: MainWindow, key: Qt.Key,
           modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(_focus(window), key, modifier)


def _shown(buttons: list[QPushButton]) -> list[QPushButton]:
    return [button for button in buttons if button.isVisible()]


def _looks(button: QPushButton) -> bytes:
    image = button.grab().toImage()
    return bytes(image.constBits())


def _at_the_summary(qtbot) -> MainWindow:
    window = make_window(qtbot)
    window.activateWindow()
    window.start_match(choice("hand"), seed=5)
    play_until(qtbot, window, lambda: window.table.summary_panel.isVisible()
               and window.table.summary_panel.next_button.isVisible())
    # Enter and Space are taken a moment after the panel came (test_result_panel_early_keys)
    qtbot.waitUntil(window.table.summary_panel.takes_keys)
    return window


def _at_the_end(qtbot) -> MainWindow:
    window = at_a_match_s_end(qtbot)
    qtbot.waitUntil(window.table.end_panel.takes_keys)  # as the summary's
    return window


def test_tab_goes_through_the_summary_s_buttons_with_a_ring_round_the_one_in_focus(
        qtbot) -> None:
    window = _at_the_summary(qtbot)
    panel = window.table.summary_panel
    buttons = _shown([panel.review_button, panel.again_button, panel.next_button])
    assert len(buttons) == 3
    unfocused = [_looks(button) for button in buttons]
    for button, plain in zip(buttons, unfocused, strict=True):
        _press(qtbot, window, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is button, button.text()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
        assert _looks(button) != plain, f"no focus ring on {button.text()}"
    _press(qtbot, window, Qt.Key.Key_Tab)  # round again, never off to the scoreboard
    assert QApplication.focusWidget() is buttons[0]
    _press(qtbot, window, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is buttons[-1]
    _press(qtbot, window, Qt.Key.Key_Left)
    assert QApplication.focusWidget() is buttons[-2]
    _press(qtbot, window, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[-1]


def test_enter_presses_the_summary_s_button_in_focus_and_else_goes_on(qtbot) -> None:
    window = _at_the_summary(qtbot)
    panel = window.table.summary_panel
    _press(qtbot, window, Qt.Key.Key_Tab)
    _press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.again_button
    _press(qtbot, window, Qt.Key.Key_Return)
    assert window.deal_again.replaying  # "Play this round again", not "Next round"
    assert not panel.isVisible()
    assert _focus(window) is not panel.again_button  # the focus back on the table
    assert window.table.isAncestorOf(_focus(window)) or _focus(window) is window.table


def test_enter_with_no_button_chosen_still_starts_the_next_round(qtbot) -> None:
    window = _at_the_summary(qtbot)
    _press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.table.summary_panel.isVisible())
    qtbot.waitUntil(window.table.call_panel.isVisible)  # round 2's calls
    assert not window.deal_again.replaying


def test_tab_and_enter_or_space_press_the_end_panel_s_buttons(qtbot) -> None:
    window = _at_the_end(qtbot)
    panel = window.table.end_panel
    asked: list[str] = []
    panel.new_match_requested.disconnect()  # not the New match box: what was pressed
    panel.new_match_requested.connect(lambda: asked.append("new"))
    plain = _looks(panel.new)
    _press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.again
    _press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is panel.new
    assert _looks(panel.new) != plain, "no focus ring on New match"
    _press(qtbot, window, Qt.Key.Key_Return)
    assert asked == ["new"]
    _press(qtbot, window, Qt.Key.Key_Space)
    assert asked == ["new", "new"]
    assert panel.isVisible() and window.controller.state.is_over  # no "Play again" meanwhile


def test_an_arrow_then_enter_at_the_summary_still_starts_the_next_round(qtbot) -> None:
    """A card player's arrow then Enter (the way a card is played) opened the review of the
    deal: the first arrow from the table went to the panel's first button. It goes to the
    button Enter presses anyway."""
    window = _at_the_summary(qtbot)
    panel = window.table.summary_panel
    _press(qtbot, window, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is panel.next_button
    _press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.isVisible())
    qtbot.waitUntil(window.table.call_panel.isVisible)  # round 2's calls, not the review
    assert not window.deal_again.replaying
