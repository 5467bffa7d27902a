"""Help > Keyboard on a laptop at large texts: at 150 % on 1280x720 the French line for Tab
ran past the window, behind a sideways scroll bar. The keys' words wrap in a window narrower
than the longest line; where there is room the window is as wide as that line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QScrollBar

from koutchina.app.keyboard_help import KeyboardHelpDialog
from koutchina.app.screen_fit import FRAME_ROOM, fit_on_screen
from koutchina.app.text_scale import apply_text_scale

from .helpers import make_window

# what a 1280x720 screen leaves a window, its frame's room taken off (screen_fit.FRAME_ROOM)
LAPTOP_ROOM = QRect(0, 0, 1280, 720).marginsRemoved(FRAME_ROOM)


@pytest.fixture
def scale_back(qapp: QApplication) -> Iterator[None]:
    """The size of texts back to 100 % for the next tests."""
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def _dialog(qtbot, text_scale: float | None = None) -> KeyboardHelpDialog:  # type: ignore[no-untyped-def]
    """Help > Keyboard as the window opens it, the coach's keys listed with the table's."""
    window = make_window(qtbot, text_scale=text_scale)
    coach = window.coach
    dialog = KeyboardHelpDialog(window.findChildren(QAction), window,
                                (coach.hint_action, coach.claim_action, coach.undo_action))
    qtbot.addWidget(dialog)
    return dialog


def _shown_bars(dialog: KeyboardHelpDialog) -> list[QScrollBar]:
    return [bar for bar in dialog.findChildren(QScrollBar) if bar.isVisible()]


def test_at_150_percent_on_1280x720_no_line_scrolls_sideways(
    qtbot, language: str, scale_back: None  # type: ignore[no-untyped-def]
) -> None:
    dialog = _dialog(qtbot, 1.5)
    dialog.show()
    qtbot.waitExposed(dialog)
    # what fit_on_screen does on that screen (the tests' own screen is 1920x1080)
    dialog.resize(min(dialog.width(), LAPTOP_ROOM.width()),
                  min(dialog.height(), LAPTOP_ROOM.height()))
    qtbot.wait(50)
    scroll = dialog.body.parentWidget().parentWidget()  # the viewport's scroll area
    assert not scroll.horizontalScrollBar().isVisible()
    assert _shown_bars(dialog) in ([], [scroll.verticalScrollBar()])  # one at most: down
    assert dialog.body.width() <= scroll.viewport().width()  # every line whole in view
    assert dialog.buttons.geometry().bottom() < dialog.height()


def test_where_there_is_room_the_window_is_as_wide_as_its_longest_line(
    qtbot, english: None  # type: ignore[no-untyped-def]
) -> None:
    dialog = _dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    fit_on_screen(dialog)  # 1920x1080: room enough
    body = dialog.body
    body.setWordWrap(False)
    unwrapped = body.sizeHint().width()
    body.setWordWrap(True)
    assert body.width() >= unwrapped  # no line wrapped on a wide screen
    assert not _shown_bars(dialog)
    assert dialog.width() < 1200  # nor a window wider than its lines need
