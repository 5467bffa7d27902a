"""Replay's controls are the table's buttons: its step and play buttons, its speed and its
slider were grey system controls (or cream) under a felt board."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from koutchina.app.history.replay import ReplayWindow
from koutchina.app.history.window import HistoryWindow
from koutchina.app.table.looks import button_face, panel_colours

from .felt_checks import (
    area_in,
    check_button,
    history_of,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    words_contrast,
)

pytestmark = pytest.mark.usefixtures("looks_restored")


def replay_of(history: HistoryWindow) -> ReplayWindow:
    assert history.select_match("m0")
    history.replay_selected()
    replay = history._replays[-1]
    replay.resize(1100, 700)
    replay.go_to(6)
    QApplication.processEvents()
    return replay


def check_controls(replay: ReplayWindow, face: str, track: str) -> None:
    for button in (replay.first_button, replay.back_button, replay.play_button,
                   replay.forward_button, replay.last_button, replay.speed):
        check_button(replay, button, face)
    image = replay.grab().toImage()
    slider = area_in(replay, replay.slider)
    middle = slider.center().y()
    right = slider.right() - 12  # beyond the handle (at the start): the bare track
    track_colours = {image.pixelColor(right, y).name() for y in range(middle - 1, middle + 2)}
    assert track in track_colours, (track_colours, track)


def test_replay_s_controls_are_the_table_s_buttons_and_follow_the_felt(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """Replay's step and play buttons, its speed and its slider were grey system controls (or
    cream) under a felt board: they are the table's buttons, light icons on the felt's button
    face, the slider a track of the felt's darkest shade, and they follow a felt chosen while
    Replay is open."""
    window, history = history_of(qtbot, felt="burgundy", high_contrast=False)
    replay = replay_of(history)
    check_controls(replay, button_face("burgundy"), panel_colours(False)["dark"])
    window.settings_service.change(felt="blue")
    QApplication.processEvents()
    check_controls(replay, button_face("blue"), panel_colours(False)["dark"])
    window.settings_service.change(high_contrast=True)
    QApplication.processEvents()
    check_controls(replay, "#000000", "#000000")
    replay.close()
    history.close()


def test_replay_s_play_button_shows_pause_while_it_plays(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """The play button kept its play icon while it said "Pause"."""
    _window, history = history_of(qtbot)
    replay = replay_of(history)
    before = replay.play_button.icon().pixmap(32).toImage()
    replay.toggle_play()
    assert replay.play_button.text() == "Pause"
    assert replay.play_button.icon().pixmap(32).toImage() != before
    replay.toggle_play()
    assert replay.play_button.icon().pixmap(32).toImage() == before
    replay.close()
    history.close()


def test_the_review_opened_over_replay_keeps_its_words_readable(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Replay's light words reached the review window opened over it, on its light ground:
    its heading could not be read. Replay dresses its own controls only."""
    from koutchina.app.history.deal_coach import DealCoachRow
    from koutchina.app.review_window import ReviewWindow

    _window, history = history_of(qtbot)
    replay = replay_of(history)
    replay.go_to(len(replay.steps) - 1)  # a finished deal: it may be reviewed
    coach = replay.findChild(DealCoachRow)
    assert coach is not None
    review = ReviewWindow(coach.loaded.saved.record, coach.seat, 0, replay)  # as coach.review
    qtbot.addWidget(review)
    review.show()
    QApplication.processEvents()
    image = review.grab().toImage()
    heading = area_in(review, review.heading)
    ground = image.pixelColor(heading.topLeft())
    assert words_contrast(image, heading, ground) >= 4.5
    review.close()
    replay.close()
    history.close()


def test_the_seats_words_on_the_board_grow_with_the_texts(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The seats' words stayed at 13 pt under controls twice as large (player-eye review:
    'Nord — annonce 2, 0 pli fait' small under 150 % buttons); they grow with the texts, up to
    half as large again, and the top row of cards moves down to make room for them."""
    from koutchina.app.text_scale import apply_text_scale

    _window, history = history_of(qtbot)
    replay = replay_of(history)
    usual = replay.board.label_font().pointSizeF()
    try:
        apply_text_scale(1.5)
        assert replay.board.label_font().pointSizeF() == pytest.approx(1.5 * usual)
        apply_text_scale(2.0)
        assert replay.board.label_font().pointSizeF() == pytest.approx(1.5 * usual)
    finally:
        apply_text_scale(1.0)


def test_enter_presses_the_focused_button_in_replay(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A keyboard player tabbed to "Review this deal…": Space played the replay (Replay's own
    key, whatever has the focus) and Enter did nothing, so a deal could be reviewed only with
    the mouse (a player's review). Enter presses the button with the focus."""
    from PySide6.QtCore import Qt

    from koutchina.app.history.deal_coach import DealCoachRow
    from koutchina.app.review_window import ReviewWindow

    _window, history = history_of(qtbot)
    replay = replay_of(history)
    replay.show()
    replay.activateWindow()
    qtbot.waitUntil(replay.isActiveWindow, timeout=5000)
    replay.go_to(len(replay.steps) - 1)  # a finished deal: it may be reviewed
    coach = replay.findChild(DealCoachRow)
    assert coach is not None and coach.review_button.isEnabled()
    coach.review_button.setFocus()
    qtbot.waitUntil(coach.review_button.hasFocus, timeout=5000)
    qtbot.keyClick(coach.review_button, Qt.Key.Key_Return)
    reviews = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, ReviewWindow) and w.isVisible()]
    assert len(reviews) == 1
    reviews[0].close()
    replay.first_button.setFocus()
    qtbot.waitUntil(replay.first_button.hasFocus, timeout=5000)
    qtbot.keyClick(replay.first_button, Qt.Key.Key_Enter)
    assert replay.position == 0
    replay.close()
    history.close()
