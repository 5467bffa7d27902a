"""Looks: the felt and the card backs chosen in Settings show on the table at once and are
remembered for the next start."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from koutchina.app.settings_dialog import SettingsDialog
from koutchina.app.table import looks
from koutchina.app.table.card_item import card_pixmap
from koutchina.storage.settings import load_settings

from .helpers import make_window


def felt_pixel(window) -> QColor:
    image = window.table.grab().toImage()
    return image.pixelColor(image.width() // 2, image.height() // 8)


def choose_in_settings(qtbot, window, felt: str, back: str) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.felt.setCurrentIndex(dialog.felt.findData(felt))
        dialog.back.setCurrentIndex(dialog.back.findData(back))
        dialog.accept()

    QTimer.singleShot(0, answer)
    window.open_settings()


def test_felt_and_back_chosen_in_settings_show_at_once_and_are_remembered(qtbot) -> None:
    window = make_window(qtbot)
    window.stack.setCurrentWidget(window.table)
    green = felt_pixel(window)
    assert green.green() > green.blue() and green.green() > green.red()
    red_back = card_pixmap(None, False, False, 1.0).toImage()
    try:
        choose_in_settings(qtbot, window, "blue", "green")
        blue = felt_pixel(window)
        assert blue.blue() > blue.green() and blue.blue() > blue.red()
        assert looks.card_back() == "green"
        assert card_pixmap(None, False, False, 1.0).toImage() != red_back
        remembered = load_settings()
        assert (remembered.felt, remembered.card_back) == ("blue", "green")
        choose_in_settings(qtbot, window, "burgundy", "red")
        burgundy = felt_pixel(window)
        assert burgundy.red() > burgundy.green() and burgundy.red() > burgundy.blue()
    finally:
        looks.set_card_back("red")


def test_every_felt_and_back_has_its_own_colours() -> None:
    assert len(set(looks.FELTS.values())) == len(looks.FELTS) >= 3
    assert len(set(looks.CARD_BACKS.values())) == len(looks.CARD_BACKS) >= 3


def test_an_unknown_back_name_falls_back_to_red() -> None:
    looks.set_card_back("plaid")
    assert looks.card_back() == "red"
