"""The start screen's three games are as wide as one another (a player's review: at 1280x720
Hand was 331 px wide, Court Piece 354, Hokm 333, each as its own words asked), in English and
in French, at the usual size of texts and at large ones, without a word of them cut."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from koutchina.app.main_window import MainWindow
from koutchina.app.start_screen import GameCard
from koutchina.storage.settings import Settings


def _cut(card: GameCard) -> list[str]:
    """What of ``card`` does not show whole: a label's wrapped lines taller than the label, a
    button's words wider than the button, a part outside the card."""
    cut = []
    for label in card.findChildren(QLabel):
        if label.isVisible() and label.heightForWidth(label.width()) > label.height():
            cut.append(label.text())
        if label.isVisible() and label.geometry().right() > card.contentsRect().right():
            cut.append(label.text())
    for button in card.findChildren(QPushButton):
        if button.sizeHint().width() > button.width():
            cut.append(button.text())
    return cut


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 2.0])
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
def test_the_three_games_are_as_wide_as_one_another(qtbot, language, scale, size) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(bot_pause_ms=0, text_scale=scale), autosave=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.wait(150)
    cards = window.start_screen.cards
    widths = [card.width() for card in cards]
    assert len(set(widths)) == 1, (widths, language, scale, size)
    for card in cards:
        assert not _cut(card), (card.game, _cut(card), language, scale)


def test_a_game_as_wide_as_the_widest_asks_for_no_more_than_it_needs(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    # equal, not wider than the widest game's words ask: on a wide window they stay readable
    # columns, the room left round them
    window = MainWindow(Settings(bot_pause_ms=0, text_scale=1.0), autosave=False)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.wait(150)
    cards = window.start_screen.cards
    assert cards[0].width() == max(card.natural_width() for card in cards)
    assert cards[0].width() <= cards[0].maximumWidth()
