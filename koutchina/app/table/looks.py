"""The table's looks chosen in Settings: the felt and the card backs.

``FELTS`` gives each felt's colours (centre, middle and edge of the table's gradient, and the
floor around it); ``CARD_BACKS`` each back's field colour. The card back in use is kept here, so
every card drawn (``card_item.card_pixmap``) follows it; ``apply_looks`` puts the remembered
choice on a window's table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Protocol

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient

from .layout import CENTRE, SCENE_HEIGHT, SCENE_WIDTH

if TYPE_CHECKING:
    from ...storage.settings import Settings


class Felt(NamedTuple):
    centre: str
    middle: str
    edge: str
    floor: str


FELTS: dict[str, Felt] = {
    "green": Felt("#2f8a57", "#1d6b40", "#114a2c", "#0d3b24"),
    "blue": Felt("#2f6a9a", "#1d4f7a", "#12345a", "#0c2540"),
    "burgundy": Felt("#8a2f45", "#6b1d33", "#4a1123", "#3b0d1a"),
}
CARD_BACKS: dict[str, str] = {
    "red": "#7b1e2b",
    "blue": "#1f3f7a",
    "green": "#1e5b3a",
}

_back = "red"


def card_back() -> str:
    """The name of the card back in use."""
    return _back


def card_back_colour(name: str | None = None) -> QColor:
    return QColor(CARD_BACKS.get(name or _back, CARD_BACKS["red"]))


def set_card_back(name: str) -> None:
    global _back
    _back = name if name in CARD_BACKS else "red"


class Felted(Protocol):
    """What wears a felt: the table (view.TableView); named here so that this module, which
    the table imports, does not import it back."""

    def set_felt(self, name: str) -> None: ...


def apply_looks(table: Felted, settings: Settings) -> None:
    """The remembered felt and card back, on the table now (cards are drawn again)."""
    set_card_back(settings.card_back)
    table.set_felt(settings.felt)


def paint_felt(painter: QPainter, rect: QRectF | QRect, felt_name: str) -> None:
    """The table in the felt ``felt_name`` (a key of FELTS), on the floor around it."""
    felt = FELTS.get(felt_name, FELTS["green"])
    painter.fillRect(rect, QColor(felt.floor))
    table = QRectF(40, 20, SCENE_WIDTH - 80, SCENE_HEIGHT - 40)
    gradient = QRadialGradient(CENTRE, SCENE_WIDTH * 0.6)
    gradient.setColorAt(0.0, QColor(felt.centre))
    gradient.setColorAt(0.65, QColor(felt.middle))
    gradient.setColorAt(1.0, QColor(felt.edge))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#5b3a1e"), 18))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(table, 160, 160)
    painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(table.adjusted(26, 26, -26, -26), 140, 140)
    painter.drawEllipse(CENTRE, 230, 150)
