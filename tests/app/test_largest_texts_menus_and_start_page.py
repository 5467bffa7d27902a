"""At the largest size of texts (250 %), two things a player found: the menus cut their
items in the middle ("Fra…ais", "À propos …Koutchina") though they were whole at 200 %, and
the French start screen showed a plain light-grey scroll bar on the green felt once the page
overflowed (switching to French over the English start screen, whose texts are shorter)."""

from __future__ import annotations

import html
import json
import re
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QPoint
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication, QMenu

from koutchina.app import i18n
from koutchina.app.dressing import ControlColours
from koutchina.app.main_window import MainWindow
from koutchina.app.start_screen import StartColours
from koutchina.app.text_scale import apply_text_scale
from koutchina.storage.settings import Settings


@pytest.fixture(autouse=True)
def scale_restored() -> Iterator[None]:
    """The texts at their base size again after each test (the next ones expect it)."""
    yield
    apply_text_scale(1.0)


def words_drawn(menu: QMenu) -> str:
    """Every text ``menu`` paints, in order, as it paints it (elided where it is): the menu
    rendered into an SVG document, whose text elements are the strings drawn."""
    menu.popup(QPoint(0, 0))
    QApplication.processEvents()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    svg = QSvgGenerator()
    svg.setOutputDevice(buffer)
    svg.setSize(menu.size())
    menu.render(svg)
    menu.hide()
    document = bytes(buffer.data().data()).decode()
    return "".join(html.unescape(part) for part in re.findall(r"<text[^>]*>([^<]*)</text>",
                                                               document))


def check_menus_whole(window: MainWindow) -> list[str]:
    """Each menu's items drawn with their whole words; the words checked."""
    checked = []
    for menu in window.menus.looks.menus():
        drawn = words_drawn(menu)
        for action in menu.actions():
            if action.isSeparator() or not action.isVisible():
                continue
            words = action.text().replace("&", "")
            assert words in drawn, (menu.title(), words, drawn)
            checked.append(words)
    return checked


def test_the_menus_items_are_whole_at_250_percent(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    from .helpers import choice, make_window  # (this file is also a probe, run alone)

    window = make_window(qtbot, text_scale=2.5)
    checked = check_menus_whole(window)
    if language == "fr":
        assert {"Français", "À propos de Koutchina"} <= set(checked)
    # in a Hand match the Coach menu has its longest item
    window.start_match(choice("hand"), seed=1)
    checked = check_menus_whole(window)
    if language == "fr":
        assert "Jouer le reste de la manche pour moi…" in checked


def start_page_after_french(width: int, height: int) -> dict[str, Any]:
    """The probe's look (its only screen 4K): the main window ``width`` x ``height`` on its
    start screen at 250 % in English, then French chosen (as the Language menu does); what
    the page shows then."""
    app = QApplication(sys.argv[:1])
    i18n.language_manager().set_language("en", remember=False)
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, text_scale=2.5),
                        autosave=False)
    window.resize(width, height)
    window.show()
    settle(app)
    page = window.start_page
    found: dict[str, Any] = {"english bar": page.verticalScrollBar().isVisible()}
    i18n.language_manager().set_language("fr", remember=False)
    settle(app)
    found["french"] = window.start_screen.tagline.text()
    found["french bar"] = page.verticalScrollBar().isVisible()
    found["size"] = [window.width(), window.height()]
    return found


def settle(app: QApplication) -> None:
    """The events the window has queued handled (the page laid out, its bar shown or not)."""
    for _ in range(40):
        app.processEvents()
        time.sleep(0.005)


def test_the_french_start_page_fits_at_250_percent_on_4k(tmp_path: Path) -> None:
    """On 4K (a window of 2560x1520) the English start screen fits; French chosen over it,
    the screen fits again, at a size its longer words allow: no scroll bar."""
    from .screen_probe import probe_on_screen  # (this file is also the probe, run alone)

    found = probe_on_screen([__file__, "2560", "1520"], 3840, 2160, tmp_path)
    assert found["size"] == [2560, 1520]
    assert found["french"].startswith("Jeux de cartes")
    assert not found["english bar"]
    assert not found["french bar"]


def test_the_start_pages_scroll_bar_wears_the_felt(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    """A window too short for the start screen even at 100 %: the page scrolls, its bar on
    the felt's dark shade, not the system's light grey, nor the strip under it."""
    from .helpers import start_screen_window

    window = start_screen_window(qtbot, (1280, 400), text_scale=2.5, sound_on=False)
    page = window.start_page
    bar = page.verticalScrollBar()
    assert bar.isVisible()
    image = page.grab().toImage()
    track = image.pixelColor(bar.mapTo(page, QPoint(bar.width() // 2, bar.height() - 6)))
    assert track.name() == QColor(ControlColours.now(False).dark).name()
    # under the bar, where the window's news line lies when it speaks: the felt's floor
    assert page.bar_end.height() > 0
    under = page.bar_end.mapTo(page, page.bar_end.rect().center())
    assert image.pixelColor(under).name() == QColor(StartColours.now(False).floor).name()


if __name__ == "__main__":
    print(json.dumps(start_page_after_french(int(sys.argv[1]), int(sys.argv[2]))))
