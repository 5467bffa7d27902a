"""The main window's line of passing news (the saved matches being indexed, an autosave that
failed): there only while it says something, on the window's dark ground. Qt's own status bar,
made by the first message, stayed for the rest of the sitting as an empty light-grey strip
with a size grip under the dark table (a player's review).

It is drawn over the bottom edge of the window's middle (the table, or the start screen): as
the main window's status bar it shrank the table by its height when a message came, so the
cards and plates jumped up under the mouse and back down when it went (a player's review).
The table and the start screen keep that edge clear all the while, a line high
(``line_height``, told again by ``line_height_changed`` with the size of texts): the table is
fitted over it (on a short table the line hid the hand's edge and the person's plate), the
start screen ends above it (at 200 % it hid "Last time"). A message too long for one line is
cut in the middle, so that both what happened (its start) and why (its end) stay in sight:
wrapped onto two or three lines it covered the bottom of the person's hand, the ring round it
and the table's rim for its ten seconds (the French autosave failure at 200 % on 1280x720, a
player's review). The whole message is the line's tooltip (the pointer reaches it: the line
only ever lies over its own strip), what the screen reader reads, and it is in the log."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

from .dressing import ControlColours
from .table.looks import high_contrast

# how the words lie in the line: the words' flags, and the margins in lines of text
WORDS = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine
# where a message's parts meet ("Autosave failed: <the match>: <why>"; French puts a
# no-break space before the colon); a colon in a path (C:\\) is no such place
PARTS = re.compile(r"\s?:\s")
SIDE_MARGIN = 0.45  # about 6 px at the base size, as Qt's status bar had
END_MARGIN = 0.2


class StatusLine(QStatusBar):
    """Shown with a message over the bottom edge of the widget it ``lies_over``, hidden once
    the message is cleared or times out; ``follow_looks`` after a change of felt or contrast.
    Still a status bar to the screen reader (what NVDA's "read the status bar" looks for)."""

    line_height_changed = Signal(int)  # with the size of texts: the room to keep clear

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._ground: QWidget | None = None  # the widget it lies over (lie_over)
        self._told_height = self.line_height()
        self._shown = ""  # the message as drawn: cut in the middle when too long (_place)
        self.setObjectName("status_line")
        self.setSizeGripEnabled(False)
        self.messageChanged.connect(self._follow_message)
        self.follow_looks()
        self.hide()

    def lie_over(self, ground: QWidget) -> None:
        """Drawn over the bottom edge of ``ground`` (a sibling: the main window's central
        widget), as wide as it, wherever it is moved or resized."""
        self._ground = ground
        ground.installEventFilter(self)
        self._place()

    def follow_looks(self) -> None:
        k = ControlColours.now(high_contrast())
        # in high contrast an edge in the words' colour sets it off from the table's black
        edge = f" border-top: 1px solid {k.words};" if high_contrast() else ""
        self.setStyleSheet(f"#status_line {{ background: {k.dark}; color: {k.words};{edge} }}")

    def line_height(self) -> int:
        """How tall the line is with one line of words: the room the table and the start
        screen keep clear. (The words' line as _place measures it, a pixel taller than the
        font's height at some sizes.)"""
        return self._words_height(1 << 16, "Ág") + 2 * self._end_margin()

    def shown_text(self) -> str:
        """The message as the line shows it: whole, or cut in the middle to fit one line."""
        return self._shown

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # read with a default: an event reaching the ground while this line's Python side
        # goes away (at interpreter shutdown) finds no attributes, and must raise nothing
        if (event.type() in (QEvent.Type.Resize, QEvent.Type.Move)
                and watched is getattr(self, "_ground", None)):
            self._place()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the size of texts changed
            self._place()
            if self.line_height() != self._told_height:
                self._told_height = self.line_height()
                self.line_height_changed.emit(self._told_height)

    def showEvent(self, event: QShowEvent) -> None:
        # the felt and contrast of now: the window takes them from the settings after making
        # this line, which kept the green felt's shade over a black table in high contrast
        self.follow_looks()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The dark ground and the message on one line, cut in the middle when too long (Qt's
        status bar cuts it at the right edge, the end saying why lost)."""
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter,
                                   self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._words_room(self.rect()), WORDS, self._shown)

    def _follow_message(self, text: str) -> None:
        if not text:
            self.hide()
            return
        self._place()
        self.show()
        self.raise_()  # over the central widget, which the window made after this line

    def _place(self) -> None:
        """Over the strip kept at the bottom of the ground, the message cut to its width."""
        ground = self._ground
        if ground is None:
            return
        width, height = ground.width(), self.line_height()
        bottom = ground.geometry().bottom()
        self.setGeometry(QRect(ground.x(), bottom + 1 - height, width, height))
        message = re.sub(r"\s*\n\s*", " ", self.currentMessage())  # one line, whatever it holds
        self._shown = self._cut(message, self._words_room(self.rect()).width())
        # the whole of it under the pointer when cut (the screen reader reads it whole)
        self.setToolTip(self.currentMessage() if self._shown != message else "")
        self.update()

    def _cut(self, message: str, room: int) -> str:
        """``message`` cut in the middle to ``room`` pixels. When it is made of parts, its first
        (what happened) and last (why) are kept whole if they leave room for the cut: the
        middle is cut in its own middle; otherwise the whole is cut in the middle."""
        metrics, middle_cut = self.fontMetrics(), Qt.TextElideMode.ElideMiddle
        if metrics.horizontalAdvance(message) <= room:
            return message
        joins = list(PARTS.finditer(message))
        if len(joins) >= 2:
            head, tail = message[:joins[0].end()], message[joins[-1].start():]
            middle = message[joins[0].end():joins[-1].start()]
            left = room - metrics.horizontalAdvance(head + tail)
            if left >= metrics.horizontalAdvance("…"):  # the cut at least
                cut = metrics.elidedText(middle, middle_cut, left)
                # a stray letter or two each side of the cut ("Pa…)") read as a fault
                return head + (cut if len(cut) >= 12 else "…") + tail
        return metrics.elidedText(message, middle_cut, room)

    def _words_height(self, width: int, text: str) -> int:
        """How tall ``text`` is in a line ``width`` wide, as it is drawn."""
        room = self._words_room(QRect(0, 0, width, 1 << 16))
        return self.fontMetrics().boundingRect(room, int(WORDS), text).height()

    def _words_room(self, rect: QRect) -> QRect:
        side, end = round(SIDE_MARGIN * self.fontMetrics().height()), self._end_margin()
        return rect.adjusted(side, end, -side, -end)

    def _end_margin(self) -> int:
        return max(2, round(END_MARGIN * self.fontMetrics().height()))


__all__ = ["StatusLine"]
