"""The table's looks chosen in Settings: the felt, the card backs and high contrast.

``FELTS`` gives each felt's colours (centre, middle and edge of the table's gradient, and the
floor around it); ``CARD_BACKS`` each back's field colour. The card back and the felt in use are
kept here, so every card drawn (``card_item.card_pixmap``) and Replay's board follow them;
``apply_looks`` puts the remembered choice on a window's table. High contrast
(``high_contrast()``) draws the table black, the cards with a black outline and four strong suit
colours (black, dark red, blue, green: each at least 7:1 on the white face), the seat plates and
corner panel black with white text, and a thicker focus ring: it overrides the felt while it is
on.
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

CONTRAST_FELT = Felt("#000000", "#000000", "#000000", "#000000")
CONTRAST_SUITS = {"S": "#000000", "H": "#b00000", "D": "#0033cc", "C": "#006600"}

# The colours of the panels beside the table (the scoreboard, Replay's side, the last trick's
# picture): dark shades of the felt in use and gold like the table's panels, or, in the
# high-contrast look, black, white and yellow as the table is then.
_PANEL_WORDS = {"gold": "#ffe9a8", "text": "#f3f3f3", "grid": "rgba(232, 199, 102, 70)",
                "border": "1px solid rgba(232, 199, 102, 120)"}
_PANEL_SHADES = {
    "green": {"dark": "#0a2a1b", "body": "#0f3a25", "alternate": "#134630",
              "legend": "#cfe3d6", "current": "rgba(8, 24, 16, 170)"},
    "blue": {"dark": "#0a1c2e", "body": "#0f2a42", "alternate": "#143552",
             "legend": "#cfdbe8", "current": "rgba(8, 16, 28, 170)"},
    "burgundy": {"dark": "#2c0a15", "body": "#3d0f1f", "alternate": "#4a1428",
                 "legend": "#e8cfd6", "current": "rgba(28, 8, 14, 170)"},
}
# What lies over the table (the seats' plates, the choosers and results, the keys bar, the
# buttons): a deep shade of the felt, and the choosers' button face
_OVER_TABLE = {
    "green": ((10, 28, 20), "#2b5d44"),
    "blue": ((10, 20, 34), "#2b4a6b"),
    "burgundy": ((32, 10, 18), "#6b2b3d"),
}
_PANEL_CONTRAST = {"gold": "#ffff00", "dark": "#000000", "body": "#000000",
                   "alternate": "#1a1a1a", "text": "#ffffff", "grid": "#ffffff",
                   "border": "2px solid #ffffff", "legend": "#ffffff", "current": "#000000"}

_back = "red"
_contrast = False
_felt = "green"


def panel_colours(contrast: bool) -> dict[str, str]:
    """The colours of a panel beside the table, in the felt's shades or high contrast (a
    copy)."""
    if contrast:
        return dict(_PANEL_CONTRAST)
    return _PANEL_WORDS | _PANEL_SHADES.get(_felt, _PANEL_SHADES["green"])


def high_contrast() -> bool:
    """Whether the high-contrast look is in use."""
    return _contrast


def set_high_contrast(on: bool) -> None:
    global _contrast
    _contrast = on


def card_back() -> str:
    """The name of the card back in use."""
    return _back


def card_back_colour(name: str | None = None) -> QColor:
    return QColor(CARD_BACKS.get(name or _back, CARD_BACKS["red"]))


def set_card_back(name: str) -> None:
    global _back
    _back = name if name in CARD_BACKS else "red"


def deep_shade(alpha: int = 255) -> QColor:
    """The felt's deep shade, ``alpha`` opaque: what the plates and panels over the table are
    drawn in."""
    red, green, blue = _OVER_TABLE.get(_felt, _OVER_TABLE["green"])[0]
    return QColor(red, green, blue, alpha)


def css(colour: QColor) -> str:
    """``colour`` for a style sheet, its transparency kept."""
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def button_face(name: str | None = None) -> str:
    """The choosers' buttons' face on the felt ``name`` (the one in use for None)."""
    return _OVER_TABLE.get(name or _felt, _OVER_TABLE["green"])[1]


def button_hover(name: str | None = None) -> str:
    """The face of a button over the table under the pointer: its face on the felt ``name``
    (the one in use for None), lighter; in high contrast a dark grey under the white words
    (the felt's shade there turned a black button green, blue or red)."""
    if _contrast:
        return "#333333"
    return QColor(button_face(name)).lighter(130).name()


def felt_in_use() -> str:
    return _felt


def felt_colours() -> Felt:
    """The colours of the felt in use (high contrast overrides it: see CONTRAST_FELT)."""
    return FELTS.get(_felt, FELTS["green"])


def set_felt_in_use(name: str) -> None:
    global _felt
    _felt = name if name in FELTS else "green"


class Felted(Protocol):
    """What wears a felt: the table (view.TableView); named here so that this module, which
    the table imports, does not import it back."""

    def set_felt(self, name: str) -> None: ...

    def set_large_cards(self, on: bool) -> None: ...


def apply_looks(table: Felted, settings: Settings) -> None:
    """The remembered felt, card back, contrast and card size, on the table now (cards are
    drawn again)."""
    set_card_back(settings.card_back)
    set_high_contrast(settings.high_contrast)
    set_felt_in_use(settings.felt)
    table.set_large_cards(settings.large_cards)
    table.set_felt(settings.felt)


def paint_felt(painter: QPainter, rect: QRectF | QRect, felt_name: str) -> None:
    """The table in the felt ``felt_name`` (a key of FELTS), on the floor around it; black
    with a white rim in high contrast, whatever the felt."""
    contrast = high_contrast()
    felt = CONTRAST_FELT if contrast else FELTS.get(felt_name, FELTS["green"])
    painter.fillRect(rect, QColor(felt.floor))
    table = QRectF(40, 20, SCENE_WIDTH - 80, SCENE_HEIGHT - 40)
    gradient = QRadialGradient(CENTRE, SCENE_WIDTH * 0.6)
    gradient.setColorAt(0.0, QColor(felt.centre))
    gradient.setColorAt(0.65, QColor(felt.middle))
    gradient.setColorAt(1.0, QColor(felt.edge))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#ffffff") if contrast else QColor("#5b3a1e"),
                        4 if contrast else 18))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(table, 160, 160)
    painter.setPen(QPen(QColor(255, 255, 255, 90 if contrast else 28), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(table.adjusted(26, 26, -26, -26), 140, 140)
    painter.drawEllipse(CENTRE, 230, 150)
