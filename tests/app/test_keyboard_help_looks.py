"""Help > Keyboard wears the felt the person chose, as the other windows beside the table do: it
was a grey system window. Read on screen: its ground, its keys and their words light on it, its
headings gold, its Close the table's button, and a felt changed while it is open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QApplication

from koutchina.app.keyboard_help import KeyboardHelpDialog
from koutchina.app.main_window import MainWindow
from koutchina.app.table.looks import button_face, panel_colours

from .felt_checks import (
    area_in,
    check_button,
    contrast_ratio,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    words_contrast,
)
from .helpers import make_window

pytestmark = pytest.mark.usefixtures("looks_restored")


def opened(qtbot, **settings: object) -> tuple[MainWindow, KeyboardHelpDialog]:  # type: ignore[no-untyped-def]
    """Help > Keyboard over a main window with these settings, as the window opens it."""
    window = make_window(qtbot, **settings)
    coach = window.coach
    dialog = KeyboardHelpDialog(window.findChildren(QAction), window,
                                (coach.hint_action, coach.claim_action, coach.undo_action))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return window, dialog


def check_keys(dialog: KeyboardHelpDialog, ground: str, least: float = 4.5) -> None:
    """The ground under the keys' list is ``ground``; its first heading stands out of it in a
    colour of its own (gold, not the rows' white), the rows' words ``least``:1 at least."""
    image = dialog.grab().toImage()
    assert image.pixelColor(2, 2).name() == ground
    assert image.pixelColor(2, dialog.height() - 3).name() == ground
    body = area_in(dialog, dialog.body)
    line = dialog.body.fontMetrics().height()
    assert image.pixelColor(body.topLeft() + QPoint(1, 1)).name() == ground
    heading = QRect(body.left(), body.top(), body.width() // 3, 2 * line)
    rows = QRect(body.left(), body.top() + 3 * line, body.width() // 2, 4 * line)
    assert words_contrast(dialog.grab().toImage(), heading, QColor(ground)) >= least
    assert words_contrast(image, rows, QColor(ground)) >= least
    gold = QColor(panel_colours(ground == "#000000")["gold"])
    drawn = [image.pixelColor(x, y) for x in range(heading.left(), heading.right())
             for y in range(heading.top(), heading.bottom())]
    assert any(contrast_ratio(colour, gold) < 1.2 and colour.blue() < colour.red() - 40
               for colour in drawn), "the headings are gold"


@pytest.mark.parametrize("felt", ["green", "blue", "burgundy"])
def test_help_keyboard_wears_the_felt(qtbot, felt: str) -> None:  # type: ignore[no-untyped-def]
    _window, dialog = opened(qtbot, felt=felt)
    check_keys(dialog, panel_colours(False)["dark"])
    close = dialog.buttons.buttons()[0]
    assert close.icon().isNull()  # the system's icon was a dark blot on it
    dialog.body.setFocus()  # Close's face, not its edge in focus
    QApplication.processEvents()
    check_button(dialog, close, button_face(felt))


def test_in_high_contrast_help_keyboard_is_black_with_white_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    _window, dialog = opened(qtbot, high_contrast=True)
    check_keys(dialog, "#000000", least=15)


def test_help_keyboard_follows_a_felt_and_high_contrast_chosen_while_it_is_open(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    window, dialog = opened(qtbot, felt="green", high_contrast=False)
    window.settings_service.change(felt="burgundy")
    QApplication.processEvents()
    check_keys(dialog, panel_colours(False)["dark"])
    assert panel_colours(False)["dark"] != "#0a2a1b"
    window.settings_service.change(high_contrast=True)
    QApplication.processEvents()
    check_keys(dialog, "#000000", least=15)
