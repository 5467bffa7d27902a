"""What the looks' tests read on screen: the colours drawn and the contrast of the words on
them, in History, Replay and over the table (an item of the table painted alone)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem, QWidget
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.history.window import HistoryWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.table.looks import (
    felt_in_use,
    high_contrast,
    set_felt_in_use,
    set_high_contrast,
)
from koutchina.storage import MatchStore

from .helpers import choice, make_window


@pytest.fixture
def looks_restored() -> Iterator[None]:
    """The felt and high contrast as they were before the test (they are the program's)."""
    felt, contrast = felt_in_use(), high_contrast()
    yield
    set_felt_in_use(felt)
    set_high_contrast(contrast)


def luminance(c: QColor) -> float:
    """WCAG's relative luminance of a colour (0 black to 1 white)."""
    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return (0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
            + 0.0722 * channel(c.blueF()))


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG's contrast of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def area_in(window: QWidget, widget: QWidget, rect: QRect | None = None) -> QRect:
    """``rect`` of ``widget`` (all of it if None) in ``window``'s coordinates."""
    rect = rect if rect is not None else widget.rect()
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size())


def ground_of(image: QImage, area: QRect) -> QColor:
    """The colour of most of ``area``'s pixels: the ground under its words."""
    pixels = Counter(image.pixel(x, y) for x in range(area.left(), area.right() + 1)
                     for y in range(area.top(), area.bottom() + 1))
    return QColor.fromRgb(pixels.most_common(1)[0][0])


def painted_alone(item: QGraphicsItem, ground: Qt.GlobalColor = Qt.GlobalColor.black,
                  paint: Callable[[QPainter], None] | None = None) -> tuple[QImage, QPointF]:
    """``item`` painted alone on an image of ``ground`` 2 px wider each side (by ``paint``
    where given, else as the scene paints it), and where the item's own origin lies there."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width()) + 4, int(bounds.height()) + 4,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(ground)
    origin = QPointF(2, 2) - bounds.topLeft()
    painter = QPainter(image)
    painter.translate(origin)
    if paint is None:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    else:
        paint(painter)
    painter.end()
    return image, origin


def hand_call_panel_up(qtbot, **settings: object) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window with these settings, a Hand match started and the person's call panel up,
    waiting for their call."""
    window = make_window(qtbot, **settings)
    window.activateWindow()
    window.start_match(choice("hand"), seed=5)
    panel = window.table.call_panel
    qtbot.waitUntil(lambda: panel.isVisible() and window.controller.accepts_input(0))
    return window


def words_contrast(image: QImage, area: QRect, ground: QColor) -> float:
    """How far the words written in ``area`` stand out of ``ground``: the contrast of their
    strongest pixels (the strokes' cores; the edges are blended with the ground)."""
    return max(contrast_ratio(image.pixelColor(x, y), ground)
               for x in range(area.left(), area.right() + 1)
               for y in range(area.top(), area.bottom() + 1))


def history_of(qtbot, **settings: object) -> tuple[MainWindow, HistoryWindow]:  # type: ignore[no-untyped-def]
    """A main window with these settings and its History over three saved matches, the newest
    chosen."""
    store = MatchStore()
    for number, game in enumerate(("hokm", "hand", "court-piece")):
        store.save(saved_of(random_match(game, 3 + number, moves=50), f"m{number}"))
    window = make_window(qtbot, **settings)
    history = window.open_history()
    qtbot.addWidget(history)
    qtbot.waitUntil(lambda: not history.scan.running and history.model.rowCount() == 3,
                    timeout=10000)
    history.resize(900, 520)
    QApplication.processEvents()
    return window, history


def cell(history: HistoryWindow, row: int, column: int = 2) -> QRect:
    """A cell of the list in the window's coordinates (its grid line left out)."""
    rect = history.table.visualRect(history.proxy.index(row, column)).adjusted(1, 1, -2, -2)
    return area_in(history, history.table.viewport(), rect)


def check_button(window: QWidget, button: QWidget, face: str) -> None:
    """A button in the face of the table's buttons, its words or icon clear on it."""
    image = window.grab().toImage()
    area = area_in(window, button).adjusted(4, 4, -4, -4)
    ground = image.pixelColor(area.topLeft() + QPoint(1, 1))
    assert ground.name() == face, (ground.name(), face)
    assert words_contrast(image, area, ground) >= 4.5
