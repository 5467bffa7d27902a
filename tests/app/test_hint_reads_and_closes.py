"""The coach's hint with larger texts reads at least as large as the table's own words (the
seats' plates), on the free felt right of the trick too; it leaves the seats' plates in view
at the call; Escape, H and a click close it, and while it is open it says that the timer
waits; each of its lines ends as a sentence (player-eye review)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from koutchina.app.background import BackgroundTask
from koutchina.app.hint_panel import HintPanel
from koutchina.app.main_window import MainWindow
from koutchina.app.table.seat_room import badges_on_view

from .helpers import choice, make_window, person_ready, timer_running, wait_for
from .test_hint_clear_of_table import _persons_turn_with


def _hint_shown(qtbot, window: MainWindow) -> HintPanel:  # type: ignore[no-untyped-def]
    """H pressed on the table (the window active, as a person's: its shortcut works then)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.shown_hint is not None, timeout=20000)
    qtbot.wait(50)  # placed again once the table settles
    return panel


def _words_px(panel: HintPanel) -> int:
    """The hint's smallest words, in pixels."""
    return min(label.font().pixelSize() for label in (panel.advice, panel.choices)
               if label.isVisibleTo(panel))


def _plate_words_px(window: MainWindow) -> float:
    """A side seat's plate's words under its name (tricks, call), in pixels on the screen:
    16 px at the plate's base size, times its text gain, its scale and the view's."""
    badge = window.table.badge(1)
    return (16 * badge.text_gain * badge.sceneTransform().m11()
            * window.table.transform().m11())


def _covers_nothing(window: MainWindow, panel: QWidget) -> None:
    table = window.table
    place = panel.geometry()
    assert table.viewport().rect().contains(place)
    plates = [i for i, plate in enumerate(badges_on_view(table, table.seats))
              if plate.intersects(place)]
    assert not plates, f"the hint covers plates {plates}"
    for item in table.hand_items(0) + table.trick_items():  # the side seats' backs: may be
        card = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert not card.intersects(place), f"the hint covers {item.card}"


@pytest.mark.parametrize("game", ["hand", "hokm", "court-piece"])
@pytest.mark.parametrize("size", [(1280, 720), (784, 720)])
def test_at_200_percent_the_play_hint_reads_as_large_as_the_plates(
        qtbot, game: str, size: tuple[int, int], language: str) -> None:  # type: ignore[no-untyped-def]
    """200 %, a laptop's window: the hint's words were 10 px beside plates of 13 and 16 px,
    with the felt right of the trick free. Now as large as the plates' words at least (as
    their names where the felt has room for that), never over the
    trick's cards, the person's cards or a plate (over a side seat's card backs, if need
    be)."""
    window = make_window(qtbot, text_scale=2.0)
    window.resize(*size)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=11)
    _persons_turn_with(qtbot, window, 2, 1)
    panel = _hint_shown(qtbot, window)
    assert panel.choices.isVisible()  # a hint with its figures: several lines
    assert _words_px(panel) >= round(_plate_words_px(window)), (
        _words_px(panel), _plate_words_px(window))
    assert window.table.trick_items()
    _covers_nothing(window, panel)


@pytest.mark.parametrize("seed", [5, 103])
def test_at_150_percent_the_call_hint_leaves_the_plates_in_view(
        qtbot, seed: int, language: str) -> None:  # type: ignore[no-untyped-def]
    """150 %, 1280x720: the call hint under the chooser ran from one side of the table to the
    other over West's and East's plates and hands. It leaves every plate in view now, its
    words as large as the plates' at least."""
    window = make_window(qtbot, text_scale=1.5)
    window.resize(1280, 720)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=seed)
    wait_for(lambda: person_ready(window) and window.coach.hint_available(),
                    timeout=15000)
    panel = _hint_shown(qtbot, window)
    table = window.table
    hit = [i for i, plate in enumerate(badges_on_view(table, table.seats))
           if plate.intersects(panel.geometry())]
    assert not hit, f"the hint covers plates {hit}"
    assert not panel.geometry().intersects(table.call_panel.geometry())
    assert _words_px(panel) >= round(_plate_words_px(window)), (
        _words_px(panel), _plate_words_px(window))


@pytest.mark.usefixtures("english")
def test_escape_closes_the_hint_and_the_timer_goes_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = timer_running(qtbot, practice=True)
    c = window.controller
    call = window.table.call_panel
    qtbot.keyClick(window.table, Qt.Key.Key_3)  # a call chosen, not confirmed
    assert call.choice() == 3
    panel = _hint_shown(qtbot, window)
    chosen = call.choice()  # the advised call since (test_hint_chooses_advice.py)
    assert chosen is not None
    assert panel.note.isVisible() and "timer waits" in panel.note.text()
    left = c.seconds_left
    qtbot.wait(150)  # 30 ticks of the test's 5 ms clock: more than the seconds left
    assert c.seconds_left == left  # it waits while the hint is read
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)
    assert not panel.isVisible()
    assert call.choice() == chosen  # Escape closed the hint only
    qtbot.waitUntil(lambda: c.seconds_left < left, timeout=5000)  # the time goes on
    assert not window.table.badge(0).timer_paused
    qtbot.keyClick(window.table, Qt.Key.Key_Escape)  # with no hint: its usual job
    assert call.choice() is None


@pytest.mark.usefixtures("english")
def test_h_opens_and_closes_the_hint_and_a_click_closes_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = timer_running(qtbot, practice=True)
    panel = _hint_shown(qtbot, window)
    shown = panel.advice.text()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert not panel.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_H)  # the same hint again, at once
    assert panel.isVisible() and panel.advice.text() == shown
    qtbot.mouseClick(panel, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()


@pytest.mark.usefixtures("english")
def test_h_closes_the_hint_while_it_is_worked_out(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """H did nothing while the hint was still being worked out, though Esc closed it (code
    review); the result that comes later does not bring it back, and the timer goes on."""
    delivered: list[object] = []  # what the coach's worker handed to the window, in turn
    real_deliver = BackgroundTask._deliver

    def deliver(self: BackgroundTask, result: object) -> None:
        real_deliver(self, result)
        delivered.append(result)

    monkeypatch.setattr(BackgroundTask, "_deliver", deliver)
    window = timer_running(qtbot, practice=True)
    c, coach = window.controller, window.coach
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert coach.thinking and coach.panel.isVisible()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    assert not coach.panel.isVisible() and not coach.thinking
    left = c.seconds_left
    qtbot.waitUntil(lambda: c.seconds_left < left, timeout=5000)  # the time goes on
    # the late result has come to the table (and been dropped there)
    qtbot.waitUntil(lambda: bool(delivered), timeout=20000)
    assert not coach.panel.isVisible()


def test_each_line_of_the_hint_ends_as_a_sentence(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=103)
    wait_for(lambda: person_ready(window) and window.coach.hint_available(),
                    timeout=15000)
    panel = _hint_shown(qtbot, window)
    lines = [panel.advice.text(), *panel.choices.text().split("\n")]
    assert len(lines) >= 3
    for line in lines:
        assert line.endswith("."), line
        if language == "fr":  # a no-break space before the colon, none lost
            assert " :" not in line and ":" not in line.replace("\u00a0:", ""), line
