"""A seat's plate on the table: name; a bot's level, or where the person's partner sits; dealer
and Hakem marks, tricks, call, countdown."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import game_info
from .. import texts
from ..dressing import ControlColours
from .looks import deep_shade, high_contrast

WIDTH = 236.0
HEIGHT = 84.0
GLOW = 10.0  # around the plate, the halo of the seat to act
# between the countdown and the chip beside it (and between two chips): at least 4 screen
# pixels round the chip's rim on the smallest table, the plate grown to LEGIBLE_MAX (4 left
# the "D" chip touching the countdown there)
MARK_GAP = 12.0

SIDE_COLOURS = (QColor("#3fa7d6"), QColor("#f29e4c"))
SOLO_COLOURS = (QColor("#3fa7d6"), QColor("#f29e4c"), QColor("#8bc34a"), QColor("#e05f7f"))

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


def seat_colours(contrast: bool) -> tuple[str, str]:
    """The glow and edge of the seat to act, and the status line's words: a soft yellow and
    the felt's pale gold, or in high contrast the windows' yellow and white words
    (``dressing.ControlColours``), as the panels over the table have them (a player's review
    found the pale gold and a second yellow there over the black table)."""
    if contrast:
        k = ControlColours.now(True)
        return k.focus, k.words
    return "#ffd54a", "#ffe9a8"


def chip_colours(contrast: bool) -> tuple[tuple[str, str, str], tuple[str, str, str]]:
    """The rim, fill and letter of the dealer's chip and of the Hakem's: white and a pale
    gold, or in high contrast the windows' white and their one yellow, each with a black
    letter (``dressing.ControlColours``), as the rest of the table has them (the Hakem's
    kept its pale gold and brown there)."""
    if contrast:
        k = ControlColours.now(True)
        return (k.edge, k.words, k.selected_text), (k.selection, k.selection, k.selected_text)
    return ("#333333", "#f5f5f5", "#222222"), ("#7a5c00", "#e8c766", "#3b2a00")


class SeatBadge(QGraphicsObject):
    """Everything the table says about one seat. Texts are built at paint time, so a language
    switch only needs ``update()``."""

    def __init__(self, seat: int, game: str) -> None:
        super().__init__()
        self.seat = seat
        self.game = game
        self.name = ""
        self.level = "human"
        self.is_dealer = False
        self.is_hakem = False
        self.tricks = 0
        self.given = 0  # tricks the other side conceded, credited to this seat by the engine
        self.won_words = False  # Double Sar: "Tricks won", the side's count being another
        self.call: int | None = None
        self.call_locked = False
        self.to_act = False
        self.seconds_left: int | None = None
        self.timer_paused = False  # drawn grey while the person is in another window
        # the plate may show a countdown (the person's, SeatBadges.seat): the countdown's room
        # is kept at the right of the name's line all the time, so that the dealer's and the
        # Hakem's chips and the name stay where they are as the countdown comes and goes (the
        # chips jumped about 50 px sideways at every turn of the person's: a player's review)
        self._timer_room = False
        self.thinking = False
        # texts this much larger inside the plate (layout.text_gain): more than 1, the plate
        # holds the name and the status only (and the countdown's row, marks_row), and grows
        # taller for them (plate_height)
        self._text_gain = 1.0
        self.taller_up = 0.5  # of what it grows taller, the share upwards (BADGE_TALLER_UP)
        self.setZValue(500)

    @property
    def text_gain(self) -> float:
        return self._text_gain

    @text_gain.setter
    def text_gain(self, gain: float) -> None:
        if gain != self._text_gain:
            self.prepareGeometryChange()  # taller or lower
            self._text_gain = gain

    @property
    def timer_room(self) -> bool:
        return self._timer_room

    @timer_room.setter
    def timer_room(self, room: bool) -> None:
        if room != self._timer_room:
            self.prepareGeometryChange()
            self._timer_room = room

    @property
    def marks_row(self) -> bool:
        """Whether the countdown and the chips have a row of their own under the status: on a
        plate that keeps the countdown's room, its texts grown (at 200 % on a laptop the
        person's name beside them was squeezed to "Alexandr…", 11 px: a player's review); on
        the person's plate without one, while it has a chip (the name was squeezed the same
        with the timer off: a code review)."""
        if self._text_gain <= 1.0:
            return False
        return self._timer_room or (self.level == "human" and (self.is_dealer or self.is_hakem))

    def _rows_height(self) -> float:
        """The grown texts' rows at their base size: the name and the status (26 and 24 high,
        one pixel shared), and the marks' row of 30 where there is one."""
        return 80.0 if self.marks_row else 50.0

    def plate_height(self) -> float:
        """The plate's height at its base size: HEIGHT, or taller to hold its texts grown
        (``_rows_height`` times the gain)."""
        if self._text_gain <= 1.0:
            return HEIGHT
        return max(HEIGHT, self._rows_height() * self._text_gain + 19.0)

    def plate_rect(self) -> QRectF:
        """The plate, in the badge's coordinates: taller than HEIGHT upwards by ``taller_up``
        of what it grows, the rest downwards."""
        height = self.plate_height()
        top = -HEIGHT / 2 - (height - HEIGHT) * self.taller_up
        return QRectF(-WIDTH / 2, top, WIDTH, height)

    def boundingRect(self) -> QRectF:
        return self.plate_rect().adjusted(-GLOW, -GLOW, GLOW, GLOW)

    @property
    def accent(self) -> QColor:
        if game_info(self.game).partnerships:
            return SIDE_COLOURS[self.seat % 2]
        return SOLO_COLOURS[self.seat % 4]

    def display_name(self) -> str:
        return self.name or texts.seat_default_name(self.seat, self.game)

    def status_text(self) -> str:
        """The line under the name: tricks (and the call, in a game of calls; only the call's
        state before it is made, in a plate whose texts are grown)."""
        if game_info(self.game).has_calls:
            if self.call is None and self.text_gain > 1.0:  # before any trick: no count
                if self.call_locked:
                    return translate("SeatBadge", "Call locked")
                return translate("SeatBadge", "No call yet")
            if self.call is not None:
                return translate("SeatBadge", "Tricks {tricks} / call {call}").format(
                    tricks=self.tricks, call=self.call
                )
            if self.call_locked:
                return translate("SeatBadge", "Tricks {tricks} · call locked").format(
                    tricks=self.tricks
                )
            return translate("SeatBadge", "Tricks {tricks} · no call yet").format(
                tricks=self.tricks
            )
        if self.given:  # won at the table, then those the other side gave up
            return translate("SeatBadge", "Tricks {tricks} + {given} conceded").format(
                tricks=self.tricks, given=self.given)
        if self.won_words:
            return translate("SeatBadge", "Tricks won {tricks}").format(tricks=self.tricks)
        return translate("SeatBadge", "Tricks {tricks}").format(tricks=self.tricks)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plate_rect()
        contrast = high_contrast()
        turn, words = seat_colours(contrast)
        if self.to_act:
            glow = QColor(turn)
            for grow, alpha in ((9, 40), (6, 70), (3, 120)):
                glow.setAlpha(alpha)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(glow)
                halo = rect.adjusted(-grow, -grow, grow, grow)
                painter.drawRoundedRect(halo, 12 + grow, 12 + grow)
        border = QColor(turn) if self.to_act else (
            QColor("#ffffff") if contrast else self.accent)
        painter.setPen(QPen(border, 3.5 if self.to_act or contrast else 2.5))
        painter.setBrush(QColor("#000000") if contrast else deep_shade(235))
        painter.drawRoundedRect(rect, 12, 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.accent)
        stripe = QRectF(rect.left() + 6, rect.top() + 10, 6, rect.height() - 20)
        painter.drawRoundedRect(stripe, 3, 3)

        name_top, second_top, status_top = self._line_tops(rect)
        gain = self.text_gain
        name_font = QFont("DejaVu Sans")
        name_font.setPixelSize(round(19 * gain))
        name_font.setBold(True)
        painter.setPen(QColor("#ffffff"))
        text_left = rect.left() + 20
        name_room = rect.right() - self._marks_width(rect) - text_left
        painter.drawText(
            QRectF(text_left, name_top, name_room, 26 * gain),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fit_line(painter, name_font, self.display_name(), name_room, 16),
        )
        small = QFont("DejaVu Sans")
        small.setPixelSize(16)  # layout.SMALLEST_TEXT: legible_scale keeps it readable
        painter.setFont(small)
        painter.setPen(QColor("#ffffff") if contrast else QColor("#cfe3d6"))
        if second_top is not None:  # shortened, never cut, should a translation be long
            painter.drawText(
                QRectF(text_left, second_top, WIDTH - 30, 22),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                fit_line(painter, small, self.second_line(), WIDTH - 30, 16),
            )
        painter.setPen(QColor(words))
        status = QFont("DejaVu Sans")
        status.setPixelSize(round(16 * gain))
        status.setBold(True)
        room = WIDTH - 30
        painter.drawText(
            QRectF(text_left, status_top, room, 24 * gain),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fit_line(painter, status, self.status_text(), room, 14),  # smaller, not cut
        )
        self._paint_marks(painter, rect)

    def second_line(self) -> str:
        """The line under the name: a bot's level (or that it is thinking); for the person,
        where their partner sits in a game of sides (``role_text``). Nothing when the texts
        are grown inside the plate: the name and the status need its room (the glow shows
        whose turn it is, the tooltip says the rest)."""
        if self.text_gain > 1.0:
            return ""
        if self.thinking:
            return translate("SeatBadge", "thinking…")
        return self.role_text()

    def role_text(self) -> str:
        """Who plays the seat: a bot's level; for the person, where their partner sits in a
        game of sides, said as *their* partner (under "You", "Partner opposite" read as if the
        person were the partner opposite), else nothing (Hand: each for themselves, and "You"
        says the rest)."""
        if self.level != "human":
            return translate("SeatBadge", "Bot · {level}").format(
                level=texts.level_name(self.level))
        if game_info(self.game).partnerships:
            return translate("SeatBadge", "Your partner is opposite")
        return ""

    def _line_tops(self, rect: QRectF) -> tuple[float, float | None, float]:
        """Where the name's line, the second line (None: there is none) and the status
        begin: three lines down the plate, or two shared evenly over it."""
        if self.second_line():
            return rect.top() + 6, rect.top() + 31, rect.top() + 54
        # the grown rows centred together on the plate
        name_top = rect.center().y() - self._rows_height() / 2 * self.text_gain
        return name_top, None, name_top + 25 * self.text_gain

    def _timer_shown(self) -> bool:
        return self.seconds_left is not None and self.to_act

    def mark_boxes(self, rect: QRectF | None = None
                   ) -> tuple[QRectF | None, QRectF | None, QRectF | None]:
        """Where the countdown, the dealer's chip and the Hakem's chip go (None: not shown),
        from the right of the name's line of the plate ``rect`` (the badge's own, in its
        coordinates, unless told). On a plate that keeps the countdown's room, the chips
        stand left of it whether it shows or not; in the countdown's own row (marks_row),
        all of them grown with the texts."""
        if rect is None:
            rect = self.plate_rect()
        right = rect.right() - 8
        top = self._line_tops(rect)[0]  # the marks go beside the name
        grow = 1.0
        if self.marks_row:  # or in their row under the status
            grow = self.text_gain
            top += 50 * grow
        slot = QRectF(right - 56 * grow, top, 56 * grow, 30 * grow)  # the countdown's
        timer = slot if self._timer_shown() else None
        if timer is not None or self.timer_room:
            right = slot.left() - MARK_GAP
        size = 28 * grow
        chip = QRectF(right - size, top + grow, size, size)
        dealer = chip if self.is_dealer else None
        hakem = chip.translated(-size - MARK_GAP, 0) if self.is_dealer else chip
        return timer, dealer, hakem if self.is_hakem else None

    def _marks_width(self, rect: QRectF) -> float:
        """The room the marks take at the right of the name's line, a gap included (the name
        line is the one that may spare it: the status under it is the longest, in French);
        on a plate that keeps the countdown's room, that room too, so that a long name is
        not fitted again each time the countdown comes or goes. Nothing where the marks have
        a row of their own."""
        if self.marks_row:
            return 10.0
        lefts = [box.left() for box in self.mark_boxes(rect) if box is not None]
        if self.timer_room:
            lefts.append(rect.right() - 8 - 56)
        return rect.right() - min(lefts, default=rect.right() - 4) + 10

    def _paint_marks(self, painter: QPainter, rect: QRectF) -> None:
        timer, dealer, hakem = self.mark_boxes(rect)
        if timer is not None:
            assert self.seconds_left is not None
            urgent = self.seconds_left <= 5
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#5f6b66") if self.timer_paused else
                             QColor("#c62828") if urgent else QColor("#2e7d32"))
            painter.drawRoundedRect(timer, 8, 8)
            painter.setPen(QColor("#ffffff"))
            timer_font = QFont("DejaVu Sans")
            timer_font.setPixelSize(round(18 * self.text_gain))
            timer_font.setBold(True)
            painter.drawText(timer, Qt.AlignmentFlag.AlignCenter,
                             fit_line(painter, timer_font, countdown_words(self.seconds_left),
                                      timer.width() - 6, 16))
        mark_font = QFont("DejaVu Sans")
        mark_font.setPixelSize(round(16 * self.text_gain))
        mark_font.setBold(True)
        painter.setFont(mark_font)
        dealer_look, hakem_look = chip_colours(high_contrast())
        chips = ((dealer, *dealer_look, translate("SeatBadge", "D")),
                 (hakem, *hakem_look, translate("SeatBadge", "H")))
        for chip, rim, fill, ink, letter in chips:
            if chip is not None:
                painter.setPen(QPen(QColor(rim), 1.5))
                painter.setBrush(QColor(fill))
                painter.drawEllipse(chip)
                painter.setPen(QColor(ink))
                painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, letter)

    def tooltip_text(self) -> str:
        """The name, who plays the seat (its plate's second line, which a plate with grown
        texts leaves out: at 150 % on a laptop the bots' levels showed nowhere, a player's
        review), and its chips' roles."""
        parts = [self.display_name(), *filter(None, [self.role_text()])]
        if self.is_dealer:
            parts.append(translate("SeatBadge", "dealer"))
        if self.is_hakem:
            parts.append(translate("SeatBadge", "Hakem"))
        return " · ".join(parts)

    def refresh(self) -> None:
        self.setToolTip(self.tooltip_text())
        self.update()


def countdown_words(seconds: int) -> str:
    """The countdown's words: the seconds under a minute ("45s"), from a minute up a clock's
    minutes and seconds ("4:56": a 5-minute timer counted "296s", a player's review)."""
    seconds = max(0, seconds)
    if seconds < 60:
        return translate("SeatBadge", "{seconds}s").format(seconds=seconds)
    minutes, rest = divmod(seconds, 60)
    return f"{minutes}:{rest:02d}"  # a clock: the same in every language, no space before ':'


def fit_line(painter: QPainter, font: QFont, text: str, room: float, smallest: int) -> str:
    """Set on ``painter`` the largest size of ``font``, down to ``smallest`` pixels, at which
    ``text`` fits ``room``; if even that is too wide, the text shortened with an ellipsis (a
    long typed name beside the countdown and the chips). Returns the text to draw."""
    fitted = QFont(font)
    while True:
        painter.setFont(fitted)
        metrics = painter.fontMetrics()
        if metrics.horizontalAdvance(text) <= room:
            return text
        if fitted.pixelSize() <= smallest:
            return metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(room))
        fitted.setPixelSize(fitted.pixelSize() - 1)
