"""The person's turn timer waits while another window is in front of the table, the main
window is minimized, a menu or a box opened from the table is open, or the coach works out the
hint the person asked for, and then goes on with the seconds it had."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from koutchina.app.history.start_check import tell_match_busy
from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import timer_running


def _open_rules(window: MainWindow) -> None:
    window.open_rules()


def _open_last_trick(window: MainWindow) -> None:
    window.show_last_trick()


def _open_history(window: MainWindow) -> None:
    window.open_history()


def _minimize(window: MainWindow) -> None:
    window.showMinimized()


@pytest.mark.parametrize("open_window", [_open_rules, _open_last_trick, _open_history, _minimize])
def test_the_timer_waits_while_the_person_is_elsewhere(
    qtbot, qapp: QApplication, open_window: Callable[[MainWindow], None]
) -> None:
    window = timer_running(qtbot)
    c = window.controller
    open_window(window)
    qapp.processEvents()
    left = c.seconds_left
    qtbot.wait(150)  # 30 ticks of the test's clock
    assert c.seconds_left == left and c.timer_seat == 0
    assert window.table.badge(0).timer_paused  # the countdown is drawn grey meanwhile
    for widget in qapp.topLevelWidgets():
        if widget is not window and widget.isVisible():
            widget.close()
    window.showNormal()
    window.activateWindow()
    qtbot.waitUntil(lambda: c.seconds_left < left, timeout=5000)
    assert c.seconds_left >= left - 10  # it went on from where it stopped
    assert not window.table.badge(0).timer_paused


def test_the_timer_waits_while_the_last_trick_is_shown_even_with_the_table_in_front(
        qtbot, qapp: QApplication) -> None:
    """A click on the table, or the language changed from its menu, put the table's window in
    front with the last trick still shown beside it, and the countdown ran on while the person
    looked at that trick (a player's review)."""
    window = timer_running(qtbot)
    c = window.controller
    window.show_last_trick()
    window.activateWindow()
    qapp.processEvents()
    assert window.last_trick_dialog.isVisible()
    left = c.seconds_left
    qtbot.wait(150)  # 30 ticks of the test's clock
    assert c.seconds_left == left and window.table.badge(0).timer_paused
    window.last_trick_dialog.close()
    qtbot.waitUntil(lambda: c.seconds_left < left, timeout=5000)


def test_the_timer_waits_while_a_dialog_is_open(qtbot, qapp: QApplication) -> None:
    window = timer_running(qtbot)
    c = window.controller
    seen: list[int] = []

    def look_then_close() -> None:
        seen.append(c.seconds_left)
        QTimer.singleShot(150, lambda: (seen.append(c.seconds_left),
                                        qapp.activeModalWidget().reject()))

    QTimer.singleShot(20, look_then_close)
    QDialog(window).exec()
    assert len(seen) == 2 and seen[0] == seen[1]


# ----- menus, the coach's hint and the boxes opened from the table ---------------------------


def _table_keeps_the_focus(window: MainWindow, qapp: QApplication) -> None:
    """On X11 and Wayland an open menu gets no keyboard focus from the window manager: the
    table's window keeps it. The offscreen platform hands it to the menu; it goes back to the
    table here, as on a person's desktop (and a box over the table is then noticed for what it
    is, not because it took the focus)."""
    window.windowHandle().requestActivate()
    qapp.processEvents()
    assert QGuiApplication.focusWindow() is window.windowHandle()


def _bar_menu(window: MainWindow, which: str) -> QMenu:
    menus = window.menus
    return {"game": menus.game_menu, "view": menus.view_menu, "coach": window.coach.menu,
            "help": menus.help_menu}[which]


def _open_from_bar(qtbot, window: MainWindow, which: str) -> QMenu:
    """A click on the menu's title in the menu bar, as a person opens it."""
    menu = _bar_menu(window, which)
    bar = window.menuBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton,
                     pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    return menu


def _open_context_menu(qtbot, window: MainWindow) -> QMenu:
    """The window's own context menu (a right click on the menu bar or the scoreboard's
    title: which bars and docks to show)."""
    menu = window.createPopupMenu()
    menu.popup(window.mapToGlobal(QPoint(40, 10)))
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    return menu


def _timed_out(window: MainWindow) -> list[int]:
    """The seats the table plays for from now on, because their time ran out."""
    seats: list[int] = []
    window.controller.timed_out.connect(lambda seat, _action: seats.append(seat))
    return seats


# how long a test watches a countdown that should stand: 30 ticks of the test's clock (5 ms
# each, helpers.timer_running), each of which would take a second off, and the whole of the
# fewer than 28 seconds the person has left would have run out
HELD_MS = 150


def _stands_still(qtbot, window: MainWindow, timed_out: list[int]) -> int:
    """The countdown stands, drawn grey, while many ticks of the test's clock go by (each
    would take a second off), and the table does not play for the person; the seconds it
    kept."""
    c = window.controller
    left = c.seconds_left
    qtbot.wait(HELD_MS)
    assert (c.timer_seat, c.seconds_left) == (0, left)
    assert not timed_out  # the table did not play for the person
    assert window.table.badge(0).timer_paused
    return left


def _goes_on_from(qtbot, window: MainWindow, left: int) -> None:
    """The countdown goes on with the seconds it kept, not a fresh full time."""
    c = window.controller
    qtbot.waitUntil(lambda: c.seconds_left < left, timeout=5000)
    assert c.timer_seat == 0 and c.seconds_left >= left - 10
    assert not window.table.badge(0).timer_paused


@pytest.mark.parametrize("which", ["game", "view", "coach", "help", "context"])
def test_the_timer_waits_while_a_menu_is_open(qtbot, qapp: QApplication, which: str) -> None:
    window = timer_running(qtbot)
    timed_out = _timed_out(window)
    if which == "context":
        menu = _open_context_menu(qtbot, window)
    else:
        menu = _open_from_bar(qtbot, window, which)
    _table_keeps_the_focus(window, qapp)
    assert menu.isVisible()
    left = _stands_still(qtbot, window, timed_out)
    menu.close()
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=2000)
    _goes_on_from(qtbot, window, left)


def test_the_timer_waits_while_a_native_menu_bar_menu_is_open(qtbot, qapp: QApplication) -> None:
    """On macOS the menu bar is the system's: its menus are no Qt popup and take no focus;
    Qt only says when one opens and closes."""
    window = timer_running(qtbot)
    timed_out = _timed_out(window)
    menu = window.menus.game_menu
    menu.aboutToShow.emit()
    left = _stands_still(qtbot, window, timed_out)
    menu.aboutToHide.emit()
    _goes_on_from(qtbot, window, left)


def test_a_menu_whose_closing_was_never_said_holds_the_time_only_until_the_person_acts(
        qtbot, qapp: QApplication) -> None:
    """A native menu whose aboutToHide never came (a system quirk) would hold the countdown
    for the rest of the match; a key pressed or a click on the table shows no menu is open."""
    window = timer_running(qtbot)
    timed_out = _timed_out(window)
    window.menus.game_menu.aboutToShow.emit()  # and never aboutToHide
    left = _stands_still(qtbot, window, timed_out)
    qtbot.keyClick(window.table, Qt.Key.Key_Shift)
    _goes_on_from(qtbot, window, left)
    window.menus.view_menu.aboutToShow.emit()
    left = _stands_still(qtbot, window, timed_out)
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    _goes_on_from(qtbot, window, left)


def test_the_timer_waits_while_the_coach_works_out_a_hint_and_while_it_is_read(
        qtbot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """A person who asked for a hint (H) is not idle: their time stands while it is worked
    out and while it is shown (it ran again as soon as it was shown, and a practice player
    reading the coach had the table play for them), and goes on in the next turn."""
    import koutchina.coach

    answer = threading.Event()
    real_hint_for = koutchina.coach.hint_for

    def slow_hint_for(view, seed):  # type: ignore[no-untyped-def]
        answer.wait(10)
        return real_hint_for(view, seed)

    monkeypatch.setattr(koutchina.coach, "hint_for", slow_hint_for)
    window = timer_running(qtbot, practice=True)
    timed_out = _timed_out(window)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    assert panel.isVisible() and panel.advice.text() == "Thinking…"
    try:
        left = _stands_still(qtbot, window, timed_out)
    finally:
        answer.set()
    qtbot.waitUntil(lambda: panel.advice.text() != "Thinking…", timeout=10000)
    assert panel.isVisible()  # the hint is shown, for the same turn
    assert _stands_still(qtbot, window, timed_out) == left  # while the person reads it
    c = window.controller
    assert c.call(1) is None  # the person acts: the hint goes
    qtbot.waitUntil(lambda: c.view(0).phase == Phase.PLAYING and c.timer_seat == 0
                    and c.accepts_input(0), timeout=5000)
    assert not panel.isVisible()
    qtbot.waitUntil(lambda: c.seconds_left < 29, timeout=5000)  # the next turn's clock runs
    assert not timed_out


def test_asking_again_for_the_same_hint_does_not_hold_the_time(
        qtbot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each H started the hint over, so pressing it again and again (or once more after it was
    shown) kept the countdown standing for as long as the person liked."""
    import koutchina.coach

    asked: list[object] = []
    real_hint_for = koutchina.coach.hint_for

    def counted_hint_for(view, seed):  # type: ignore[no-untyped-def]
        asked.append(view)
        return real_hint_for(view, seed)

    monkeypatch.setattr(koutchina.coach, "hint_for", counted_hint_for)
    window = timer_running(qtbot, practice=True)
    panel = window.coach.panel
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: panel.advice.text() not in ("", "Thinking…"), timeout=10000)
    shown = panel.advice.text()
    qtbot.keyClick(window.table, Qt.Key.Key_H)  # once it is shown: closed (the time goes on)
    qtbot.keyClick(window.table, Qt.Key.Key_H)  # and again: the same hint, not worked out again
    assert not window.coach.thinking and panel.advice.text() == shown
    qtbot.wait(200)
    assert len(asked) == 1  # (H while it thinks closes it: test_hint_reads_and_closes.py)


def _concede(window: MainWindow) -> None:
    window.coach.concede_action.trigger()  # asks first: "Concede the rest of this round?"


@pytest.mark.parametrize("open_box", [
    lambda window: window.menus.new_match_action.trigger(),
    lambda window: window.menus.settings_action.trigger(),
    lambda window: window.menus.keyboard_action.trigger(),
    lambda window: window.menus.about_action.trigger(),
    _concede,
    tell_match_busy,  # a match chosen in History is played by another Koutchina
], ids=["new match", "settings", "keyboard", "about", "concede", "match busy"])
def test_the_timer_waits_while_a_box_from_the_table_is_open(
        qtbot, qapp: QApplication, open_box: Callable[[MainWindow], None]) -> None:
    window = timer_running(qtbot, playing=True)
    c = window.controller
    timed_out = _timed_out(window)
    seen: list[tuple[int, bool]] = []

    def look() -> None:
        box = qapp.activeModalWidget()
        assert box is not None
        _table_keeps_the_focus(window, qapp)
        seen.append((c.seconds_left, window.table.badge(0).timer_paused))
        QTimer.singleShot(HELD_MS, lambda: (
            seen.append((c.seconds_left, window.table.badge(0).timer_paused)), box.reject()))

    QTimer.singleShot(50, look)
    open_box(window)  # returns once closed, or at once for a box that does not wait
    qtbot.waitUntil(lambda: len(seen) == 2 and qapp.activeModalWidget() is None, timeout=5000)
    (left, _), (still, grey) = seen
    assert still == left and grey and not timed_out and c.timer_seat == 0
    _table_keeps_the_focus(window, qapp)
    _goes_on_from(qtbot, window, left)
