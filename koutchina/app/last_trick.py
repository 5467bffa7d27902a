"""The last trick of the deal, shown on request (button or key)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ..engine.view import TrickRecord
from .card_art import draw_face
from .i18n import FollowsLanguage


class TrickStrip(QWidget):
    """Four cards in play order with the player's name under each; the winner framed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.trick: TrickRecord | None = None
        self.names: list[str] = ["", "", "", ""]
        self.four_colour = False
        self.setMinimumSize(560, 230)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1d6b40"))
        if self.trick is None:
            return
        width = 100.0
        gap = (self.width() - 4 * width) / 5
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        for i, (seat, card) in enumerate(self.trick.plays):
            x = gap + i * (width + gap)
            rect = QRectF(x, 20, width, 140)
            if seat == self.trick.winner:
                painter.setPen(QPen(QColor("#ffd54a"), 5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 11, 11)
            draw_face(painter, rect, card, self.four_colour)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(QRectF(x - gap / 2, 168, width + gap, 24),
                             Qt.AlignmentFlag.AlignCenter, self.names[seat])
        painter.end()


class LastTrickDialog(FollowsLanguage, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.caption = QLabel()
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.strip = TrickStrip()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.caption)
        layout.addWidget(self.strip)
        layout.addWidget(self.buttons)
        self.retranslate()

    def show_trick(self, trick: TrickRecord | None, names: list[str], four_colour: bool) -> None:
        self.strip.trick = trick
        self.strip.names = names
        self.strip.four_colour = four_colour
        self.retranslate()
        self.strip.update()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Last trick"))
        trick = self.strip.trick
        if trick is None:
            self.caption.setText(self.tr("No trick has been played yet in this deal."))
        else:
            self.caption.setText(self.tr("Won by {name}").format(
                name=self.strip.names[trick.winner]))
