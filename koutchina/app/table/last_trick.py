"""The last trick of the deal, shown on request (button or key)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ...engine import TrickFate
from ...engine.view import TrickRecord
from ..controller import VIEWER_SEAT
from ..dressing import without_icons
from ..i18n import FollowsLanguage
from ..screen_fit import FitsScreen
from ..text_scale import current_text_scale
from ..texts import no_trick_yet
from .card_art import draw_face
from .card_item import frame_colour
from .layout import LEGIBLE_PIXELS
from .looks import CONTRAST_FELT, felt_colours, high_contrast, panel_colours
from .panels import BUTTON_TEXT_PIXELS, last_trick_style


def last_trick_look(k: float, contrast: bool) -> str:
    """The picture's frame dressed as the table's panels (dark felt and a gold edge, or black
    and white in high contrast), its Close button as the buttons over the table."""
    c = panel_colours(contrast)
    words = max(round(BUTTON_TEXT_PIXELS * current_text_scale()), round(14 * k))
    return (f"LastTrickDialog {{ background: {c['dark']}; border: {c['border']}; }}"
            f"QLabel {{ color: {c['gold']}; font-weight: bold; font-size: {words}px; }}"
            + last_trick_style(k))


class TrickStrip(QWidget):
    """Four cards in play order with the player's name under each; the winner framed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.trick: TrickRecord | None = None
        self.names: list[str] = ["", "", "", ""]
        self.four_colour = False
        self.card_width = 70.0
        self._column = 1.32 * 70.0  # a card's column, its player's name under it
        self._name_height = 26.0
        self.set_card_width(70.0)

    def set_card_width(self, width: float) -> None:
        """Cards this wide (the table's scale): small enough to sit beside the trick. Each
        card's column is wide enough for its player's name, read at 12 px at least (the names
        are set first: ``show_trick``)."""
        self.card_width = width
        font = self._name_font()
        widest = max((QFontMetricsF(font).horizontalAdvance(name) for name in self.names),
                     default=0.0)
        self._column = max(1.32 * width, widest + 0.2 * width)
        self._name_height = QFontMetricsF(font).height() * 1.3
        self.setFixedSize(round(4 * self._column + 0.32 * width),
                          round(1.62 * width + self._name_height + 0.08 * width))

    def _name_font(self) -> QFont:
        font = QFont()
        # 12 px at least, not times the size of texts: wider, the picture would lie over the
        # trick in play on a laptop
        font.setPixelSize(max(round(15 * self.card_width / 100), round(LEGIBLE_PIXELS)))
        font.setBold(True)
        return font

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.draw(painter)
        painter.end()

    def draw(self, painter: QPainter) -> None:
        """The felt, the four cards (the winner framed) and the names under them."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # the felt under the cards, black as the table in high contrast
        felt = CONTRAST_FELT if high_contrast() else felt_colours()
        painter.fillRect(self.rect(), QColor(felt.middle))
        if self.trick is None:
            return
        width = self.card_width
        unit = width / 100
        column = self._column
        edge = (self.width() - 4 * column) / 2
        painter.setFont(self._name_font())
        for i, (seat, card) in enumerate(self.trick.plays):
            left = edge + i * column
            x = left + (column - width) / 2
            rect = QRectF(x, 14 * unit, width, 1.4 * width)
            if seat == self.trick.winner:
                painter.setPen(QPen(frame_colour(), 5 * unit))  # as the table frames it
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-5 * unit, -5 * unit, 5 * unit, 5 * unit),
                                        11 * unit, 11 * unit)
            draw_face(painter, rect, card, self.four_colour)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(left, rect.bottom() + 8 * unit, column, self._name_height),
                             Qt.AlignmentFlag.AlignCenter, self.names[seat])


class LastTrickDialog(FollowsLanguage, FitsScreen, QDialog):
    """A picture over the table's corner: Esc, Enter or L again close it and the keys go back
    to the table (the screen reader hears the trick said, see screen_reader.Announcer)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.caption = QLabel()
        self._in_sentences: list[str] = ["", "", "", ""]
        self._fate: TrickFate | None = None
        self._number = 0
        self._game: str | None = None
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.strip = TrickStrip()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        without_icons(self.buttons)  # the style's dark cross is lost on the dark frame
        layout.addWidget(self.caption)
        layout.addWidget(self.strip)
        layout.addWidget(self.buttons)
        self.set_scale(1.0)
        self.retranslate()

    def set_scale(self, k: float) -> None:
        """Its words and frame sized with the table's panels."""
        look = last_trick_look(k, high_contrast())
        if look != self.styleSheet():
            self.setStyleSheet(look)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_L:
            self.reject()
            return
        super().keyPressEvent(event)

    def show_trick(self, trick: TrickRecord | None, names: list[str], in_sentences: list[str],
                   four_colour: bool, fate: TrickFate | None = None, number: int = 0,
                   game: str | None = None) -> None:
        """``names``: the seats' labels, under their cards ("Partner"); ``in_sentences``: the
        seats as the caption's sentence says them ("Won by your partner"); ``fate``, under
        Double Sar, what became of the trick (counted, waiting or gone to nobody); ``number``,
        its place in the deal (0: not said); ``game``: the game on the table, whose word for a
        deal it says (Hand's rounds). No trick yet: its sentence alone, no empty picture."""
        self.strip.trick = trick
        self.strip.setVisible(trick is not None)
        self._game = game
        self._fate = fate
        self._number = number
        self.strip.names = names
        self._in_sentences = in_sentences
        self.strip.four_colour = four_colour
        self.retranslate()
        self.strip.update()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        trick = self.strip.trick
        if trick is None:
            self.caption.setText(no_trick_yet(self._game))
        else:
            # which trick it was, where known: the picture alone does not say
            number, name = self._number, self._in_sentences[trick.winner]
            if trick.winner == VIEWER_SEAT:  # "Won by You" would read as a name
                text = (self.tr("Trick {number}: won by you").format(number=number) if number
                        else self.tr("Won by you"))
            elif number:
                text = self.tr("Trick {number}: won by {name}").format(number=number, name=name)
            else:
                text = self.tr("Won by {name}").format(name=name)
            fate = self._fate_text()
            self.caption.setText(text if fate is None else text + "\n" + fate)

    def _fate_text(self) -> str | None:
        if self._fate is TrickFate.COUNTED:
            return self.tr("Double Sar: it counts")
        if self._fate is TrickFate.WAITING:
            return self.tr("Double Sar: it waits for a second trick in a row to count")
        if self._fate is TrickFate.NOBODY:
            return self.tr("Double Sar: no second trick in a row, it goes to nobody")
        return None
