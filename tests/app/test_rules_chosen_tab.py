"""The Rules window's chosen tab reads as the chosen one: it was drawn in the page's dark
shade, darker and plainer than the tabs not chosen, and looked the one left aside (a
player's review). Now it is gold (yellow in high contrast) with dark words, lighter than the
others and standing out of them (3:1 and more), in the felt's look and in high contrast."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QTabBar

from koutchina.app.rules_window import RulesWindow

from .felt_checks import contrast_ratio, luminance


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_the_chosen_tab_stands_out_of_the_others(qtbot, contrast: bool,  # type: ignore[no-untyped-def]
                                                 game: str) -> None:
    window = RulesWindow()
    qtbot.addWidget(window)
    window.show_game(game)
    qtbot.waitExposed(window)
    tabs = window.findChild(QTabBar, "rules_tabs")
    assert tabs is not None
    image = tabs.grab().toImage()

    def face(index: int) -> QColor:  # beside its words, half way down the tab
        rect = tabs.tabRect(index)
        return image.pixelColor(rect.left() + 6, rect.bottom() - rect.height() // 3)

    chosen = face(tabs.currentIndex())
    for index in range(tabs.count()):
        if index == tabs.currentIndex():
            continue
        other = face(index)
        assert luminance(chosen) > luminance(other), (chosen.name(), other.name())
        assert contrast_ratio(chosen, other) >= 3, (chosen.name(), other.name())
