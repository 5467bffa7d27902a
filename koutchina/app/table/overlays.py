"""What the table writes over the felt: the info panel in the top-left corner and the short
messages (toasts) above the person's hand."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Game, Suit, game_info
from .. import texts
from .card_art import draw_suit, suit_colour
from .looks import high_contrast, panel_colours
from .toast_lines import wrap_evenly

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


SMALLEST_LINE = 12  # the pixel size a line too long for its room goes down to at most


def line_font(font: QFont, line: str, width: float) -> QFont:
    """``font``, or a smaller one where ``line`` would not fit in ``width`` (down to
    ``SMALLEST_LINE`` pixels): the French "Donne gagnée par les adversaires" lost its last
    letter to the panel's edge (a player's review)."""
    advance = QFontMetricsF(font).horizontalAdvance(line)
    if advance <= width:
        return font
    fitted = QFont(font)
    size = font.pixelSize()
    while size > SMALLEST_LINE:
        size -= 1
        fitted.setPixelSize(size)
        if QFontMetricsF(fitted).horizontalAdvance(line) <= width:
            break
    return fitted


class InfoPanel(QGraphicsObject):
    """Top-left corner: the game, the deal, the trump and (partnerships) each side's tricks,
    the match's score and the bid target. Four lines beside the trump box; a fifth (the
    target, or a Double Sar trick waiting for its pair) runs under it, the panel a line
    taller. The sets won (a match of sets) stand on the game's line, at its right: a sixth
    line would reach the felt where the coach's hint lies (layout.BESIDE_TRICK) on a small
    table, the panel grown to be read."""

    def __init__(self) -> None:
        super().__init__()
        self.game: str = Game.HAND
        self._lines: list[str] = []
        self.beside_name = ""  # on the game's line, right-aligned: the sets won
        self.trump: Suit | None = None
        # none, waiting, shown, secret (the Hakem's own trump, hidden from the table), hidden
        # (from this seat), no_trump
        self.trump_state = "none"
        self.four_colour = False
        self.setZValue(400)

    WIDTH = 300.0
    TOP = 36.0  # the first line's top, under the game's name
    LINE = 20.0
    BESIDE_BOX = 4  # the lines beside the trump box, the others under it
    MAX_LINES = 5  # a bid target, or a waiting trick (Double Sar)
    NAME_WIDTH = 270.0  # the game's line, from the left margin to the trump box's right edge

    @property
    def lines(self) -> list[str]:
        return self._lines

    @lines.setter
    def lines(self, lines: list[str]) -> None:
        if self._rows(lines) != self._rows(self._lines):
            self.prepareGeometryChange()
        self._lines = lines

    def _rows(self, lines: list[str]) -> int:
        return min(self.MAX_LINES, max(self.BESIDE_BOX, len(lines)))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.WIDTH, self.TOP + self._rows(self._lines) * self.LINE + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        contrast = high_contrast()
        painter.setPen(QPen(QColor("#ffffff") if contrast else QColor(255, 255, 255, 60),
                            2.5 if contrast else 1.5))
        # nearly opaque, in the felt's dark shade: grown into the band over the table, it lies
        # across the table's wooden rim, which showed through its words
        body = QColor(panel_colours(False)["dark"])
        body.setAlpha(235)
        painter.setBrush(QColor("#000000") if contrast else body)
        painter.drawRoundedRect(self.boundingRect(), 14, 14)
        title = QFont("DejaVu Sans")
        title.setPixelSize(21)
        title.setBold(True)
        painter.setFont(title)
        gold = QColor(panel_colours(True)["gold"]) if contrast else QColor("#e8c766")
        painter.setPen(gold if contrast else QColor("#ffe9a8"))  # the windows' headings' yellow
        name = texts.game_name(self.game)
        painter.drawText(QRectF(16, 6, self.NAME_WIDTH, 30), Qt.AlignmentFlag.AlignVCenter,
                         name)
        name_width = QFontMetricsF(title).horizontalAdvance(name)
        small = QFont("DejaVu Sans")
        small.setPixelSize(16)  # layout.SMALLEST_TEXT: legible_scale keeps it readable
        painter.setFont(small)
        painter.setPen(QColor("#ffffff") if contrast else QColor("#e6efe9"))
        if self.beside_name:
            room = self.NAME_WIDTH - name_width - 12
            beside = QFontMetricsF(small).elidedText(self.beside_name, Qt.TextElideMode.ElideRight,
                                                     room)
            painter.drawText(QRectF(16 + self.NAME_WIDTH - room, 8, room, 30),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, beside)
        y = self.TOP
        trump_box = game_info(self.game).has_trump  # drawn at the right, the lines narrower
        for row, line in enumerate(self._lines[:self.MAX_LINES]):
            width = 196 if trump_box and row < self.BESIDE_BOX else 270
            painter.setFont(line_font(small, line, width))
            painter.drawText(QRectF(16, y, width, self.LINE), Qt.AlignmentFlag.AlignVCenter,
                             line)
            y += self.LINE
        if not trump_box:
            return
        box = QRectF(214, self.TOP + 2, 72, self.BESIDE_BOX * self.LINE - 4)
        painter.setPen(QPen(gold, 2.5 if contrast else 1.5))
        known = self.trump_state in ("shown", "secret")  # the suit drawn, on white
        painter.setBrush(QColor("#fdfcf7") if known else QColor(0, 0, 0, 90))
        painter.drawRoundedRect(box, 8, 8)
        label = QFont("DejaVu Sans")
        label.setPixelSize(16)
        label.setBold(True)
        painter.setFont(label)
        painter.setPen(QColor("#555555") if known else gold)
        painter.drawText(
            QRectF(box.left(), box.top() + 2, box.width(), 20),
            Qt.AlignmentFlag.AlignCenter,
            translate("TableView", "TRUMP"),
        )
        note = self.trump_note()
        if known and self.trump is not None:
            draw_suit(
                painter,
                self.trump,
                QPointF(box.center().x(), box.center().y() + (2 if note else 10)),
                34 if note else 44,
                suit_colour(self.trump, self.four_colour),
            )
            if note:  # under the suit, in the red of a warning on the white
                small = QFont("DejaVu Sans")
                small.setPixelSize(12)
                small.setBold(True)
                painter.setFont(small)
                painter.setPen(QColor("#000000") if contrast else QColor("#a32020"))
                painter.drawText(QRectF(box.left(), box.bottom() - 19, box.width(), 16),
                                 Qt.AlignmentFlag.AlignCenter, note)
        else:
            mark = self.trump_mark()
            big = QFont("DejaVu Sans")
            big.setPixelSize(16 if self.trump_state == "no_trump" else 36)  # a word, or a sign
            big.setBold(True)
            painter.setFont(big)
            painter.setPen(gold)
            painter.drawText(box.adjusted(0, 16, 0, 0), Qt.AlignmentFlag.AlignCenter, mark)

    def trump_note(self) -> str:
        """Under the Hakem's own suit while the table has not seen it (hidden trump option):
        that it is still hidden (the box looked the same before and after it was shown)."""
        if self.trump_state != "secret":
            return ""
        return translate("TableView", "HIDDEN",
                         "the trump box: the Hakem's trump, not shown to the table yet")

    def trump_tip(self) -> str:
        """The panel's tooltip while the trump box shows no suit to the person, or the
        Hakem's own one hidden from the table: what the "?" means and how it is seen (a
        French player's review found the "?" explained nowhere); "" otherwise."""
        if self.trump_state == "hidden":
            return translate("TableView", "The trump is hidden: only the Hakem knows it. A "
                                          "player who cannot follow suit may ask to see it (S).")
        if self.trump_state == "secret":
            return translate("TableView", "The Hakem's trump, hidden from the table until a "
                                          "player who cannot follow suit asks to see it.")
        if self.trump_state == "waiting":
            return translate("TableView", "The Hakem has not named the trump yet.")
        return ""

    def trump_mark(self) -> str:
        """What the trump box shows under "TRUMP" when no suit is drawn there."""
        if self.trump_state == "no_trump":  # Badam Satti: said in a word, not a dash
            return translate("TableView", "NONE", "the trump box of a deal without trump")
        return {"hidden": "?", "waiting": "…"}.get(self.trump_state, "")


SENTENCE_ENDS = (".", "!", "?", "…", ":")  # a message's last sign that ends its sentence


class ShownMessage(NamedTuple):
    text: str
    ends: float  # the toast's clock when it goes
    hint: bool  # a hint at what the person may do now: goes once it is done


class Toast(QGraphicsObject):
    """Short messages above the person's hand ("You must follow hearts"). A message that
    arrives while another is shown joins it (two messages at most), so none is missed. A
    message wider than the box wraps onto more lines; the box grows upward, from its bottom
    edge over the hand."""

    MAX_MESSAGES = 2  # shown at once
    ROOM_ROWS = 4  # two messages of two lines each: the room the panels above leave free
    TEXT_WIDTH = 802.0  # the widest line, so that the box (margins too) is at most 850 wide
    MARGIN = 24.0  # left and right of the text
    LINE_HEIGHT = 26.0
    PADDING = 8.0  # above and below the text
    BOTTOM = 22.0

    def __init__(self) -> None:
        super().__init__()
        self.messages: list[ShownMessage] = []
        self._rows: list[str] = []  # the lines drawn, long messages wrapped
        self._box = QRectF()
        self._wanted_gain = 1.0  # set_text_gain
        self._gain = 1.0  # as drawn: no more than the messages shown leave room for
        self._font = self._font_at(1.0)
        self.setZValue(900)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self._clock = QElapsedTimer()
        self._clock.start()

    @property
    def text(self) -> str:
        return "\n".join(message.text for message in self.messages)

    @staticmethod
    def _sentences(messages: list[ShownMessage]) -> list[str]:
        """The messages' words as drawn: two at once each end as a sentence does ("West named
        spades as trump", a headline, gets its full stop), or in one box the two read as one
        sentence (a player's review). The screen reader hears each message on its own."""
        if len(messages) < 2:
            return [message.text for message in messages]
        return [message.text if message.text.rstrip().endswith(SENTENCE_ENDS)
                else message.text.rstrip() + "." for message in messages]

    def text_font(self) -> QFont:
        """The messages' font as drawn (in the scene)."""
        return QFont(self._font)

    @staticmethod
    def _font_at(gain: float) -> QFont:
        font = QFont("DejaVu Sans")
        font.setPixelSize(round(20 * gain))
        font.setBold(True)
        return font

    def set_text_gain(self, gain: float) -> None:
        """Messages drawn up to ``gain`` times their base size (larger texts asked, a small
        table: layout.message_gain), as large as their lines still fit the room of ROOM_ROWS
        lines at the base size: a long message, or two, drawn smaller than a short one."""
        if abs(gain - self._wanted_gain) >= 0.005:
            self._wanted_gain = gain
            self._set_lines(self.messages)

    def room_top(self) -> float:
        """Where the top of the box stands with ROOM_ROWS lines, in the scene."""
        return self.y() + self.BOTTOM - 2 * self.PADDING - self.LINE_HEIGHT * self.ROOM_ROWS

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)  # the frame's pen

    def show_text(self, text: str, msecs: int = 3500, hint: bool = False) -> None:
        """Show ``text`` for ``msecs``; a ``hint`` goes earlier, at withdraw_hints."""
        now = self._clock.elapsed()
        messages = [m for m in self.messages if m.ends > now and m.text != text]
        messages.append(ShownMessage(text, now + max(msecs, 1), hint))
        self._show(messages[-self.MAX_MESSAGES:])

    def withdraw_hints(self) -> None:
        """The person did what the hints asked: take them away, the other messages stay."""
        if any(message.hint for message in self.messages):
            self._show([message for message in self.messages if not message.hint])

    def _expire(self) -> None:
        now = self._clock.elapsed()
        self._show([message for message in self.messages if message.ends > now])

    def clear(self) -> None:
        self._show([])

    def _show(self, messages: list[ShownMessage]) -> None:
        """Show ``messages`` (nothing when empty) until the first of them ends."""
        self._set_lines(messages)
        if messages:
            first_end = min(message.ends for message in messages)
            self._timer.start(max(1, int(first_end - self._clock.elapsed())))
        else:
            self._timer.stop()

    def _set_lines(self, messages: list[ShownMessage]) -> None:
        """Wrap ``messages`` into the lines drawn and size the box to them."""
        self.prepareGeometryChange()
        self.messages = messages
        gain = self._wanted_gain
        while True:  # the largest gain, down to 1 in steps, whose lines fit the room
            font = self._font_at(gain)
            rows = [row for text in self._sentences(messages)
                    for row in wrap_evenly(text, font, self.TEXT_WIDTH)]
            if gain <= 1.0 or len(rows) * gain <= self.ROOM_ROWS:
                break
            gain = max(1.0, gain - 0.1)
        self._gain, self._font, self._rows = gain, font, rows
        metrics = QFontMetricsF(self._font)
        widest = max((metrics.horizontalAdvance(row) for row in self._rows), default=0.0)
        width = widest + 2 * self.MARGIN
        height = 2 * self.PADDING + self._line_height() * len(self._rows)
        self._box = QRectF(-width / 2, self.BOTTOM - height, width, height)
        self.setVisible(bool(self._rows))
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge, ground, words = self.colours()
        painter.setPen(QPen(edge, 3 if high_contrast() else 2))
        painter.setBrush(ground)
        painter.drawRoundedRect(self._box, 20, 20)
        painter.setFont(self._font)
        painter.setPen(words)
        row = QRectF(self._box.left(), self._box.top() + self.PADDING,
                     self._box.width(), self._line_height())
        for text in self._rows:
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, text)
            row.translate(0, self._line_height())

    @staticmethod
    def colours() -> tuple[QColor, QColor, QColor]:
        """The box's edge, its ground and its words: a soft gold edge round a see-through dark
        grey (the felt shows through) under white words; in high contrast the panels' (as the
        windows' ``dressing.ControlColours``): opaque black, white words, a thicker yellow edge,
        that a card or a seat's plate under the box does not show through (a player's review:
        the message kept its normal look there)."""
        if not high_contrast():
            return QColor("#ffd54a"), QColor(20, 20, 20, 215), QColor("#ffffff")
        c = panel_colours(True)
        return QColor(c["gold"]), QColor(c["dark"]), QColor(c["text"])

    def _line_height(self) -> float:
        return self.LINE_HEIGHT * self._gain
