"""The buttons over the table (Last trick, and the coach's Hint, Undo, Concede the rest, Claim
the rest) follow high contrast as the table's panels and the keys bar: black with white words
and a white edge, grey words on black while dimmed. They stayed in the felt's deep green with
gold words over the black table, the only controls there that did."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton

from koutchina.app.main_window import MainWindow

from .felt_checks import (
    area_in,
    contrast_ratio,
    ground_of,
    looks_restored,  # noqa: F401 - a fixture, used below
    words_contrast,
)
from .helpers import choice, make_window, play_to_trick

BLACK = QColor("#000000")


def _looks(window: MainWindow, button: QPushButton) -> tuple[QColor, float, list[QColor]]:
    """``button`` as drawn in the window: its face, the contrast of its words on it, and its
    top edge's two lines of pixels (in the middle of its width)."""
    image = window.grab().toImage()
    area = area_in(window, button)
    inside = area.adjusted(4, 4, -4, -4)
    ground = ground_of(image, inside)
    edge = [image.pixelColor(area.center().x(), area.top() + row) for row in (0, 1)]
    return ground, words_contrast(image, inside, ground), edge


def _is_felt_green(colour: QColor) -> bool:
    return colour.green() > colour.red() + 5 and colour.green() > colour.blue()


@pytest.mark.usefixtures("looks_restored", "english")
def test_the_buttons_over_the_table_are_black_and_white_in_high_contrast_at_once(  # type: ignore[no-untyped-def]
        qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=11)
    play_to_trick(qtbot, window, 5)
    coach, table = window.coach, window.table
    buttons = (table.last_trick_button, coach.button, coach.undo_button, coach.concede_button)
    for button in buttons:
        assert button.isVisible() and button.isEnabled(), button.text()
    window.settings_service.change(high_contrast=True)  # during the match, the buttons shown
    qtbot.wait(20)
    for button in buttons:
        ground, words, edge = _looks(window, button)
        assert ground.name() == "#000000", (button.text(), ground.name())
        assert words >= 7, (button.text(), words)
        for line in edge:  # a white edge 2 px thick at least, set off the black table
            assert contrast_ratio(line, BLACK) >= 7, (button.text(), line.name())
    # dimmed (Concede while the bots play): grey words on black, still read, and told apart
    coach.concede_button.setEnabled(False)
    ground, dimmed, _edge = _looks(window, coach.concede_button)
    assert ground.name() == "#000000", ground.name()
    assert 4.5 <= dimmed < _looks(window, coach.button)[1], dimmed
    coach.concede_button.setEnabled(True)
    window.settings_service.change(high_contrast=False)
    qtbot.wait(20)
    for button in buttons:
        ground, words, _edge = _looks(window, button)
        assert _is_felt_green(ground), (button.text(), ground.name())
        assert words >= 7, (button.text(), words)
