"""The start screen wears the look chosen in Settings: with high contrast on, it stayed on the
green felt while the table and every dialog turned black and white (a player's review)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from koutchina.app.main_window import MainWindow
from koutchina.app.table import looks

from .helpers import make_window
from .test_looks import contrast_ratio


def ground(window: MainWindow) -> QColor:
    """The start screen's ground as a person sees it, in a corner clear of the games."""
    image = window.start_screen.grab().toImage()
    return image.pixelColor(4, 4)


def headline(window: MainWindow) -> QColor:
    """The colour of the title's words, as its style sheet asks (drawn, it is anti-aliased)."""
    return window.start_screen.headline.palette().windowText().color()


def is_green(colour: QColor) -> bool:
    return colour.green() > colour.red() + 10 and colour.green() > colour.blue() + 10


def test_high_contrast_turns_the_start_screen_black_at_once_and_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_screen.resize(800, 600)
    assert window.stack.currentWidget() is window.start_page
    assert is_green(ground(window)), ground(window).name()
    try:
        window.settings_service.change(high_contrast=True)  # while the start screen shows
        qtbot.waitUntil(lambda: not is_green(ground(window)), timeout=3000)
        black = ground(window)
        assert black.lightness() < 10, black.name()
        assert contrast_ratio(headline(window), black) >= 7, headline(window).name()
        window.settings_service.change(high_contrast=False)
        qtbot.waitUntil(lambda: is_green(ground(window)), timeout=3000)
    finally:
        looks.set_high_contrast(False)
