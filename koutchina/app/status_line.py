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
start screen ends above it (at 200 % it hid "Last time"). A message too long for one line goes
on over a second one rather than being cut off (an autosave failure names its file, in French
at 1280x720): over the felt under a table narrower than the window is high (the scoreboard
beside it), but over a short table's bottom edge for its ten seconds, or over the start
screen's last line (the French indexing line at 200 % on a page 800 px wide). Clicks go
through the line to what is under it: it only shows words."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

from .dressing import ControlColours
from .table.looks import high_contrast

# how the words lie in the line: the words' flags, and the margins in lines of text
WORDS = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
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
        self.setObjectName("status_line")
        # words only: a click on it goes to what it lies over (the cards, when a message
        # too long for one line lies over a short table's bottom edge)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._ground and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
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
        """The dark ground and the message, over as many lines as it needs (Qt's status bar
        draws one line, cut at the right edge)."""
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter,
                                   self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._words_room(self.rect()), WORDS, self.currentMessage())

    def _follow_message(self, text: str) -> None:
        if not text:
            self.hide()
            return
        self._place()
        self.show()
        self.raise_()  # over the central widget, which the window made after this line

    def _place(self) -> None:
        """At the bottom of the ground, as tall as the message's lines need."""
        ground = self._ground
        if ground is None:
            return
        width = ground.width()
        words = self._words_height(width, self.currentMessage())
        height = max(self.line_height(), words + 2 * self._end_margin())
        bottom = ground.geometry().bottom()
        self.setGeometry(QRect(ground.x(), bottom + 1 - height, width, height))
        self.update()

    def _words_height(self, width: int, text: str) -> int:
        """How tall ``text`` is in a line ``width`` wide, wrapped as it is drawn."""
        room = self._words_room(QRect(0, 0, width, 1 << 16))
        return self.fontMetrics().boundingRect(room, int(WORDS), text).height()

    def _words_room(self, rect: QRect) -> QRect:
        side, end = round(SIDE_MARGIN * self.fontMetrics().height()), self._end_margin()
        return rect.adjusted(side, end, -side, -end)

    def _end_margin(self) -> int:
        return max(2, round(END_MARGIN * self.fontMetrics().height()))


__all__ = ["StatusLine"]
