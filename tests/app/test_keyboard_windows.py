"""Keyboard alone in the windows around the table: New match and History open, move with Tab,
answer Enter and Esc, and the focus is always on a visible widget that takes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.history.window import HistoryWindow
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.storage import MatchStore

from .helpers import choice


def tab_round(qtbot, window: QWidget, steps: int = 60) -> list[QWidget]:
    """The widgets Tab visits, each visible and keyboard-focusable, until it comes back."""
    seen: list[QWidget] = []
    for _ in range(steps):
        focus = QApplication.focusWidget()
        assert focus is not None and focus.isVisible() and window.isAncestorOf(focus)
        assert focus.focusPolicy() & Qt.FocusPolicy.TabFocus
        if focus in seen:
            break
        seen.append(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    return seen


def test_new_match_is_answered_by_keys_alone(qtbot) -> None:
    dialog = NewMatchDialog(choice("hokm"))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    # the dialog's own first field: a widget of an earlier test may still hold the focus
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
    visited = tab_round(qtbot, dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert visited == [dialog.game_combo, dialog.preset_combo, *dialog.option_widgets.values(),
                       dialog.name_edit, *dialog.level_combos, dialog.timer_box,
                       dialog.speed_combo, dialog.practice_box, ok, cancel]  # top to bottom
    names = [QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)
             for widget in dialog.option_widgets.values()]
    assert "On" not in names and "Play all 13 tricks" in names  # a reader says which rule
    assert ok.isDefault() or ok.autoDefault()
    qtbot.keyClick(visited[0], Qt.Key.Key_Return)  # Enter: the default button starts it
    assert dialog.result() == NewMatchDialog.DialogCode.Accepted
    again = NewMatchDialog(choice("hand"))
    qtbot.addWidget(again)
    again.show()
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert again.result() == NewMatchDialog.DialogCode.Rejected and not again.isVisible()


def _history_opened(qtbot, window: HistoryWindow) -> None:  # type: ignore[no-untyped-def]
    """``window`` opened as the main window opens it again (reloaded, shown, active), its
    folder read."""
    window.reload()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: not window.scan.running and window.model.rowCount() == 1,
                    timeout=10000)


def _history_with_a_match(qtbot, folder) -> HistoryWindow:  # type: ignore[no-untyped-def]
    store = MatchStore(folder)
    store.save(saved_of(random_match("hand", 6, moves=40)))
    window = HistoryWindow(store)
    qtbot.addWidget(window)
    _history_opened(qtbot, window)
    return window


def _its_replay_closed(qtbot, window: HistoryWindow) -> None:  # type: ignore[no-untyped-def]
    """The one replay opened from ``window``, closed and deleted (not left among the top-level
    windows of later tests)."""
    qtbot.waitUntil(lambda: len(window._replays) == 1)
    replay = window._replays[0]
    replay.close()
    with qtbot.waitSignal(replay.destroyed):
        replay.deleteLater()


def test_history_is_browsed_replayed_and_closed_by_keys_alone(qtbot, tmp_path) -> None:
    window = _history_with_a_match(qtbot, tmp_path)
    window.table.setFocus()
    visited = tab_round(qtbot, window)
    assert window.table in visited and window.game_filter in visited
    assert window.table.selectionModel().selectedRows()  # the newest match, chosen already
    assert window.replay_button in visited and window.export_button in visited
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Return)  # Enter on the row: its replay
    _its_replay_closed(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_history_opened_replays_its_newest_match_at_enter(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The newest match was chosen as History opened, but the keyboard's focus sat on the
    game filter: Enter did nothing (a player's review; docs/accessibility.md promises Enter on
    a row replays it). The list has the focus as the window opens."""
    window = _history_with_a_match(qtbot, tmp_path)
    assert QApplication.focusWidget() is window.table
    # left with the keys elsewhere, then opened again (History is reopened, not made again)
    window.delete_button.setFocus()
    window.close()
    _history_opened(qtbot, window)
    assert QApplication.focusWidget() is window.table
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    _its_replay_closed(qtbot, window)


def test_the_start_screen_is_played_from_the_keyboard_with_a_visible_focus(qtbot) -> None:
    from .helpers import make_window

    window = make_window(qtbot)
    window.activateWindow()
    screen = window.start_screen
    buttons = [card.play for card in screen.cards] + [screen.new_match]
    buttons[2].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(buttons[2].hasFocus)
    focused = buttons[2].grab().toImage()
    buttons[1].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(buttons[1].hasFocus)
    assert buttons[2].grab().toImage() != focused  # the focus shows on the button
    visited = tab_round(qtbot, window.start_screen)
    assert all(button in visited for button in buttons)
    buttons[2].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(buttons[2], Qt.Key.Key_Return)  # Enter: Play Hokm
    qtbot.waitUntil(lambda: window.controller.state is not None)
    assert window.controller.state.game == "hokm"


def test_settings_and_rules_answer_tab_enter_and_esc(qtbot) -> None:
    from koutchina.app.rules_window import RulesWindow
    from koutchina.app.settings_dialog import SettingsDialog
    from koutchina.storage.settings import Settings

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    # the dialog's own first field: a widget of an earlier test may still hold the focus
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()))
    visited = tab_round(qtbot, dialog)
    assert dialog.large_cards in visited and dialog.high_contrast in visited
    qtbot.keyClick(dialog.large_cards, Qt.Key.Key_Space)
    assert dialog.large_cards.isChecked()
    qtbot.keyClick(dialog.large_cards, Qt.Key.Key_Return)  # Enter: OK
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    rules = RulesWindow(None)
    qtbot.addWidget(rules)
    rules.show()
    rules.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules)
    qtbot.keyClick(QApplication.focusWidget() or rules, Qt.Key.Key_Escape)
    assert not rules.isVisible()


def test_every_window_around_the_table_closes_with_esc_and_the_close_keys(qtbot) -> None:
    """History and the Rules closed with Esc; Statistics and a Replay did not (a player's
    review), and only the Rules took the platform's Close keys (Ctrl+W)."""
    from PySide6.QtGui import QKeySequence

    from koutchina.app.history.replay import ReplayWindow
    from koutchina.app.history.statistics_view import StatisticsWindow
    from koutchina.app.rules_window import RulesWindow

    saved = saved_of(random_match("hand", 6, moves=40))
    close = QKeySequence(QKeySequence.StandardKey.Close)[0]
    for make in (lambda: StatisticsWindow(None), lambda: ReplayWindow(saved),
                 lambda: HistoryWindow(in_play=None), lambda: RulesWindow(None)):
        for key in (Qt.Key.Key_Escape, close.key()):
            window = make()
            qtbot.addWidget(window)
            window.show()
            window.activateWindow()
            qtbot.waitUntil(lambda window=window: QApplication.activeWindow() is window)
            modifiers = Qt.KeyboardModifier.NoModifier if key == Qt.Key.Key_Escape else (
                close.keyboardModifiers())
            qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)
            assert not window.isVisible(), (type(window).__name__, key)
