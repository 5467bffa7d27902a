"""The start screen: the three games, each with what it is, how to play it, and "New
match"."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpacerItem,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..engine import Game, parse_cards
from ..engine.rules import DEFAULT_TURN_TIMER
from . import texts
from .dressing import scroll_bar_style
from .i18n import FollowsLanguage
from .table.card_art import draw_face
from .table.looks import (
    CONTRAST_FELT,
    button_hover,
    felt_colours,
    high_contrast,
    panel_colours,
)
from .text_scale import px
from .timer_choice import timer_length

GAMES: tuple[str, ...] = tuple(Game)
_SAMPLE = {"hand": "AS KH 7D", "court-piece": "QC 10H AD", "hokm": "KS 2H JD"}  # for the looks
_ANY_SAMPLE = "AS KH QD"  # a game without a fan of its own
SIDE_MARGIN, END_MARGIN = 40, 30  # round the screen
TIGHT_END_MARGIN = 8  # over and under it where that keeps the games' pictures (1280x720)
NEWS_GAP = 6  # at least between the last line and the window's news line over the page


@dataclass(frozen=True, slots=True)
class StartColours:
    """What the start screen is drawn in: the felt in use, or the high-contrast look's black,
    white and yellow, as the table then is (a person who needs high contrast meets the start
    screen first)."""

    centre: str  # the ground's gradient, from the middle out
    floor: str
    title: str  # the headline, each game's name and its "How to play"
    tagline: str
    blurb: str  # what each game is
    setup: str  # each game's seats and deck, and the bots its Play button starts
    last: str  # what every Play button starts with (the line under New match)
    card: str  # each game's ground
    edge: str  # a game's edge and its "How to play"'s
    button: str  # the Play and New-match buttons' face
    button_edge: str
    hover: str  # a button's face under the pointer, and in focus
    rules_hover: str  # "How to play"'s ground under the pointer
    focus: str  # the edge of the button in focus

    @staticmethod
    def now(contrast: bool) -> StartColours:
        panel = panel_colours(contrast)
        if contrast:
            white, grey = panel["text"], button_hover()
            return StartColours(
                centre=CONTRAST_FELT.centre, floor=CONTRAST_FELT.floor, title=panel["gold"],
                tagline=white, blurb=white, setup=white, last=white, card=panel["current"],
                edge=white, button="#000000", button_edge=white, hover=grey, rules_hover=grey,
                focus=panel["gold"])
        felt = felt_colours()
        return StartColours(
            centre=felt.centre, floor=felt.floor, title=panel["gold"], tagline="#e6efe9",
            blurb="#f3f3f3", setup="#bfe0cc", last="#cfe3d6", card=panel["current"],
            edge="rgba(232, 199, 102, 140)", button="#c98a1b", button_edge="#f0c060",
            hover="#dd9c2a", rules_hover="rgba(232, 199, 102, 40)", focus="#ffffff")


def start_style(k: float, contrast: bool | None = None) -> str:
    """The start screen's style sheet with every size times ``k`` (the size of texts), on the
    felt in use or in high contrast (the look in use for None)."""
    contrast = high_contrast() if contrast is None else contrast
    c = StartColours.now(contrast)
    edge = max(1, round(k)) if contrast else 1  # a black button's white edge, thicker on 4K
    line = f"{edge}px"
    focus_edge = max(1, round(3 * k))

    def padding(down: float, across: float, focus: bool = False) -> str:
        """A button's padding, less the focus edge's extra width in focus: a button as large
        in focus as out of it (taken by the layout later, it made a game taller, the screen
        moving when something else changed)."""
        less = focus_edge - edge if focus else 0
        return f"{max(0, round(down * k) - less)}px {max(0, round(across * k) - less)}px"

    return f"""
StartScreen {{ background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,
              stop:0 {c.centre}, stop:1 {c.floor}); }}
QLabel#headline {{ color: {c.title}; font-size: {px(44, k)}; font-weight: bold; }}
QLabel#tagline {{ color: {c.tagline}; font-size: {px(17, k)}; }}
QLabel#last {{ color: {c.last}; font-size: {px(14, k)}; }}
QFrame#game {{ background: {c.card}; border: {px(2, k)} solid {c.edge};
              border-radius: {px(16, k)}; }}
QFrame#game QLabel {{ color: {c.blurb}; font-size: {px(16, k)}; }}
QFrame#game QLabel#name {{ color: {c.title}; font-size: {px(24, k)}; font-weight: bold; }}
QFrame#game QLabel#setup, QFrame#game QLabel#bots {{ color: {c.setup};
              font-size: {px(13, k)}; }}
QPushButton {{ background: {c.button}; color: white; border-radius: {px(10, k)};
              padding: {padding(10, 22)}; font-size: {px(17, k)}; font-weight: bold;
              border: {line} solid {c.button_edge}; }}
QPushButton:hover {{ background: {c.hover}; }}
QPushButton:focus {{ border: {focus_edge}px solid {c.focus}; background: {c.hover};
                    padding: {padding(10, 22, focus=True)}; }}
QPushButton#big {{ font-size: {px(20, k)}; padding: {padding(12, 34)}; }}
QPushButton#big:focus {{ padding: {padding(12, 34, focus=True)}; }}
QPushButton#rules {{ background: transparent; color: {c.title}; border-radius: {px(8, k)};
                    border: {line} solid {c.edge}; font-size: {px(14, k)};
                    font-weight: normal; padding: {padding(5, 14)}; }}
QPushButton#rules:hover {{ background: {c.rules_hover}; }}
QPushButton#rules:focus {{ border: {focus_edge}px solid {c.focus};
                          padding: {padding(5, 14, focus=True)}; }}
"""


def level_words(levels: Sequence[str]) -> str:
    """Bots' levels inside a sentence: the menu's labels ("Medium", "Moyen") in lower case;
    three bots of one level said once ("bots de niveau moyen, moyen, moyen" read clumsily, a
    player's review)."""
    named = list(levels[:1]) if len(set(levels)) == 1 else list(levels)
    return ", ".join(texts.level_name(level).lower() for level in named)


class _Fan(QWidget):
    """Three cards fanned, as a picture of the game."""

    def __init__(self, cards: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = parse_cards(cards)
        self.k = 1.0
        self.set_scale(1.0)

    def set_scale(self, k: float) -> None:
        self.k = k
        self.setFixedSize(round(190 * k), round(130 * k))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.k, self.k)
        for i, card in enumerate(self.cards):
            painter.save()
            painter.translate(95 + (i - 1) * 34, 118)
            painter.rotate((i - 1) * 14)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(QRectF(-34, -104, 72, 100), 6, 6)
            draw_face(painter, QRectF(-36, -108, 72, 100), card)
            painter.restore()
        painter.end()


class GameCard(QFrame):
    chosen = Signal(str)
    rules_requested = Signal(str)  # how the game goes, before playing it

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game")
        self.game = game
        self.k = 1.0
        self.even_width: int | None = None  # the width all the games share (StartScreen)
        self.fan = _Fan(_SAMPLE.get(game, _ANY_SAMPLE))
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        layout.addWidget(self.fan, 0, Qt.AlignmentFlag.AlignHCenter)
        self.name = QLabel()
        self.name.setObjectName("name")
        self.blurb = QLabel()
        self.blurb.setWordWrap(True)
        self.setup = QLabel()
        self.setup.setObjectName("setup")
        self.setup.setWordWrap(True)
        # the bots its Play button starts, right over it: each game keeps its own
        self.levels: list[str] = []
        self.bots = QLabel()
        self.bots.setObjectName("bots")
        self.bots.setWordWrap(True)
        self.bots.hide()  # until told (set_levels)
        self.play = QPushButton()
        self.rules = QPushButton()
        self.rules.setObjectName("rules")
        layout.addWidget(self.name)
        layout.addWidget(self.blurb)
        layout.addStretch(1)
        layout.addWidget(self.setup)
        layout.addWidget(self.bots)
        layout.addWidget(self.play)
        layout.addWidget(self.rules, 0, Qt.AlignmentFlag.AlignHCenter)
        self.play.clicked.connect(lambda: self.chosen.emit(self.game))
        self.rules.clicked.connect(lambda: self.rules_requested.emit(self.game))
        self.set_scale(1.0)
        self.retranslate()

    def set_scale(self, k: float) -> None:
        """Sizes times ``k``; never wider than a readable column, however wide the window."""
        self.k = k
        self.fan.set_scale(k)
        self.column.setContentsMargins(round(18 * k), round(16 * k), round(18 * k),
                                         round(16 * k))
        self.setMaximumWidth(round(400 * k))
        self.setMaximumHeight(round(460 * k))
        self.fit_least_width()

    def fit_least_width(self) -> None:
        """At least a readable column, and as wide as its "Play" button's words need (a
        game's name is longer in some languages)."""
        self.ensurePolished()
        self.play.ensurePolished()
        margins = self.column.contentsMargins()
        button = self.play.sizeHint().width() + margins.left() + margins.right()
        self.setMinimumWidth(max(round(260 * self.k), button))

    def natural_width(self) -> int:
        """The width its own words ask for (at least its least width)."""
        return max(self.minimumWidth(), super().sizeHint().width())

    def sizeHint(self) -> QSize:
        """As wide as the other games (``even_width``), else as its words ask."""
        hint = super().sizeHint()
        if self.even_width is not None:
            hint.setWidth(self.even_width)
        return hint

    def set_levels(self, levels: Sequence[str]) -> None:
        """The bots' levels its Play button starts, seat by seat."""
        self.levels = list(levels)
        self.bots.setVisible(bool(self.levels))
        self.retranslate()

    def retranslate(self) -> None:
        self.name.setText(texts.game_name(self.game))
        self.blurb.setText(texts.game_blurb(self.game))
        self.setup.setText(texts.game_setup(self.game))
        self.bots.setText(self.tr("Bots: {levels}").format(levels=level_words(self.levels))
                          if self.levels else "")
        self.play.setText(self.tr("Play {game}").format(game=texts.game_name(self.game)))
        self.rules.setText(self.tr("How to play"))
        self.fit_least_width()


class StartScreen(FollowsLanguage, QWidget):
    """Shown when no match is going on."""

    game_chosen = Signal(str)  # play this game with the remembered settings
    rules_requested = Signal(str)  # show this game's rules
    new_match_requested = Signal()  # open the New-match dialog
    resume_requested = Signal()  # resume the unfinished match offered at start (offer_resume)
    restyled = Signal()  # its style sheet changed (a size of texts, a felt, high contrast)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.k = self.asked = 1.0  # the scale drawn at, and the size of texts asked
        self.room: QSize | None = None  # the page's viewport, once laid out
        self._fitted_for: tuple[float, tuple[int, int] | None] | None = None
        self._fit_width: int | None = None  # the page's room's width while fitting to it
        self.news_room = 0  # the page's bottom strip the news line lies over (keep_clear_for_news)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(start_style(1.0))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(SIDE_MARGIN, END_MARGIN, SIDE_MARGIN, END_MARGIN)
        self.headline = QLabel("Koutchina")
        self.headline.setObjectName("headline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tagline = QLabel()
        self.tagline.setObjectName("tagline")
        self.tagline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cards: list[GameCard] = []
        for game in GAMES:
            card = GameCard(game, self)  # made first: Tab goes through the games first
            card.chosen.connect(self.game_chosen)
            card.rules_requested.connect(self.rules_requested)
            self.cards.append(card)
        self.rows = QVBoxLayout()  # the games side by side, or in rows on a narrow window
        self.columns = 0
        # the unfinished match the person answered "Not now" to at start, still within reach
        # here (not only in History): hidden while there is none
        self.resume = QPushButton()
        self.resume.setObjectName("big")
        self.resume.hide()
        self.resume.clicked.connect(self.resume_requested)
        self._resume_game: str | None = None
        self.new_match = QPushButton()
        self.new_match.setObjectName("big")
        self.new_match.clicked.connect(self.new_match_requested)
        self.last = QLabel()
        self.last.setObjectName("last")
        self.last.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # one group in the middle of the screen: on a tall one the button stays under the games
        outer.addStretch(1)
        outer.addWidget(self.headline)
        outer.addWidget(self.tagline)
        self.gaps = [(QSpacerItem(0, 16), 16), (QSpacerItem(0, 24), 24)]  # at 100 %
        outer.addItem(self.gaps[0][0])
        outer.addLayout(self.rows)
        outer.addItem(self.gaps[1][0])
        # Resume beside New match, in its row: over it, in a row of its own, it took the
        # height the games' pictures needed on 1280x720 and they all went, the screen jumping
        # (a player's review); over it still where the row is too narrow for both
        self.buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.buttons.addWidget(self.resume, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons.addWidget(self.new_match, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addLayout(self.buttons)
        outer.setAlignment(self.buttons, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(self.last)
        outer.addStretch(1)
        self.outer = outer
        self._arrange(len(self.cards))
        self._shared: tuple[str, int, bool, bool] | None = None  # set_play_choices
        self.retranslate()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the button that has the focus (Space does too, as everywhere)."""
        focus = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(
                focus, QPushButton):
            focus.click()
            return
        super().keyPressEvent(event)

    def set_scale(self, k: float) -> None:
        """Every size times ``k`` (the size of texts): readable on a 4K screen at 100 %; on a
        screen too short for the games at that size, as large as three games side by side
        allow and without their pictures, smaller still (never under 100 %) where New match
        and the line under it would not show (``fit_room``)."""
        self.asked = k
        self._fitted_for = None  # asked anew (a new felt too): drawn again
        self._fit()

    def keep_clear_for_news(self, height: int) -> None:
        """The screen's end (the line of last time's choices) above the page's bottom
        ``height`` pixels, where the window's news line lies when it says something: all the
        while, so that nothing moves as it comes and goes. At 200 % on 1280x720 the screen was
        fitted to the whole page and the news hid "Last time" (History's indexing after an
        upgrade shows over the start screen); on a page that scrolls, its end scrolls out from
        under the line."""
        self.news_room = height
        self._set_ends(tight=False)
        self._fitted_for = None
        self._fit()

    def _set_ends(self, tight: bool) -> None:
        """The page's margins over and under it: ``END_MARGIN``, or ``TIGHT_END_MARGIN`` where
        that keeps the games' pictures on a short screen (each game naming its bots over its
        Play button left 1280x720 16 px short of them); the news line's room kept under it."""
        end = TIGHT_END_MARGIN if tight else END_MARGIN
        self.outer.setContentsMargins(SIDE_MARGIN, end, SIDE_MARGIN,
                                      max(end, self.news_room + NEWS_GAP))

    def fit_room(self, room: QSize) -> None:
        """The page's room (its viewport): the games' Play buttons, New match and the line of
        last time's choices all in it if they can be.
        Larger texts on a laptop (150 % on 1280x720) put two games a row and their pictures
        pushed the third game and New match out of sight."""
        self.room = QSize(room)
        self._fit()

    def _fit(self) -> None:
        k, room = self.asked, self.room
        key = (k, None if room is None else (room.width(), room.height()))
        if key == self._fitted_for:  # a resize that changes nothing here (most of a drag)
            return
        self._fitted_for = key
        if room is None or room.isEmpty():
            self._apply(k)
            return
        # measured as with the page's scroll bar, shown or not: the same fit whether the page
        # still scrolls at the size asked or not, and a screen that fits shows no bar
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self._fit_width = room.width() - bar
        try:
            self._fit_to(k, room)
        finally:
            self._fit_width = None
        self._reflow()  # laid out at its own width again

    def _fit_to(self, k: float, room: QSize) -> None:
        """At ``k``, or smaller and without the games' pictures, as far as ``room`` needs."""
        self._apply(k)
        self._place_buttons(room.width())
        if self._height_at(room) > room.height() and self.columns < len(self.cards):
            # three side by side: the cards' least width grows with the scale
            spacing = round(22 * k) * (len(self.cards) - 1)
            # (room for a scroll bar kept: the page shows one while the games do not fit)
            bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
            across = (room.width() - bar - self._margins()) / (
                len(self.cards) * self._least_card() + spacing)
            fitted = max(1.0, min(k, math.floor(k * across * 20) / 20))
            if fitted < k:
                self._apply(fitted)
        self._set_ends(tight=False)
        pictures = self._height_at(room, with_pictures=True) <= room.height()
        if not pictures:  # with narrower margins over and under the page, perhaps
            self._set_ends(tight=True)
            pictures = self._height_at(room, with_pictures=True) <= room.height()
            if not pictures:
                self._set_ends(tight=False)
        for card in self.cards:
            card.fan.setVisible(pictures)
            card.updateGeometry()  # measured at once without them, not at the next layout
        if not pictures:
            self._shrink_to(room)

    def _shrink_to(self, room: QSize) -> None:
        """Smaller, in steps of 5 %, until all of the screen (New match and the line of last
        time's choices under the games) is in ``room``, never under 100 %: at 200 % on
        1366x768, three games a row without their pictures still left New match cut."""
        height = self._height_at(room)
        if height <= room.height() or self.k <= 1.0:
            return
        # a first guess in proportion (the margins do not shrink: the guess is at most that
        # large), then a step at a time
        guess = math.floor(self.k * room.height() / height * 20) / 20  # 5 % steps
        self._apply(max(1.0, min(round(self.k - 0.05, 2), guess)))
        while self._height_at(room) > room.height() and self.k > 1.0:
            self._apply(max(1.0, round(self.k - 0.05, 2)))

    def _height_at(self, room: QSize, with_pictures: bool | None = None) -> int:
        """The height the screen wants at ``room``'s width (its games' pictures shown or
        not; as they are for None)."""
        extra = 0
        if with_pictures is not None:
            fan = self.cards[0].fan
            rows = -(-len(self.cards) // max(1, self.columns))
            shown = not fan.isHidden()
            if with_pictures != shown:
                step = fan.height() + self.cards[0].column.spacing()
                extra = rows * step * (1 if with_pictures else -1)
        self.outer.activate()
        if self.outer.hasHeightForWidth():
            width = room.width() if self._fit_width is None else self._fit_width
            return self.outer.totalHeightForWidth(width) + extra
        return self.outer.totalSizeHint().height() + extra

    def _apply(self, k: float) -> None:
        sheet = start_style(k)
        if sheet != self.styleSheet():  # at start the scale is most often the one built with
            self.setStyleSheet(sheet)
            self.restyled.emit()
        self.k = k
        for card in self.cards:
            card.set_scale(k)
        for spacer, height in self.gaps:
            spacer.changeSize(0, round(height * k))
        self.outer.invalidate()
        self._reflow(force=True)  # the spacing between the games too

    # ----- the games in rows ------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reflow()

    def _width(self) -> int:
        """The width the games are laid out for: while fitting to the page's room, that room
        less a scroll bar (the first fit was made at the width the page left beside the bar of
        the size asked, a line more wrapped there, and fitted again without it the screen
        grew 5 %: it jumped as Resume came), else the screen's own."""
        return self.width() if self._fit_width is None else self._fit_width

    def _margins(self) -> int:
        margins = self.outer.contentsMargins()
        return margins.left() + margins.right()

    def _least_card(self) -> int:
        return max(card.minimumWidth() for card in self.cards)

    def columns_for(self, width: int) -> int:
        """How many games side by side fit ``width``: all of them if they can, else fewer."""
        spacing = round(22 * self.k)
        fit = (width - self._margins() + spacing) // (self._least_card() + spacing)
        return max(1, min(len(self.cards), fit))

    def _reflow(self, force: bool = False) -> None:
        """The games in as many columns as the width allows; the screen no wider than one
        game, so that a narrow window wraps them rather than scroll sideways."""
        self.setMinimumWidth(self._least_card() + self._margins())
        self._arrange(self.columns_for(self._width()), force)
        self._even_out()
        self._place_buttons(self._width())

    def _place_buttons(self, width: int) -> None:
        """Resume and New match side by side where ``width`` has room for both, else one
        over the other (New match alone: no matter)."""
        gap = round(22 * self.k)  # as between the games
        across = self.resume.isHidden() or (
            self.resume.sizeHint().width() + gap + self.new_match.sizeHint().width()
            <= width - self._margins())
        direction = (QBoxLayout.Direction.LeftToRight if across
                     else QBoxLayout.Direction.TopToBottom)
        if self.buttons.direction() != direction:
            self.buttons.setDirection(direction)
        self.buttons.setSpacing(gap if across else self.outer.spacing())

    def _even_out(self) -> None:
        """Every game as wide as the others (a player's review: at 1280x720 Hand was 331 px
        wide, Court Piece 354 and Hokm 333, each as its own words asked): the widest one's
        words, or what a row of them leaves each where that is less, never under the least
        width any of them needs; the room left goes round the row."""
        least = self._least_card()
        columns = max(1, self.columns)
        spacing = round(22 * self.k)
        share = (self._width() - self._margins() - spacing * (columns - 1)) // columns
        natural = max(card.natural_width() for card in self.cards)
        width = max(least, min(natural, share, min(c.maximumWidth() for c in self.cards)))
        for card in self.cards:
            card.setMinimumWidth(least)
            if card.even_width != width:
                card.even_width = width
                card.updateGeometry()

    def _arrange(self, columns: int, force: bool = False) -> None:
        """The games ``columns`` to a row, each row centred (a lone game under the middle)."""
        if columns == self.columns and not force:
            return
        while (item := self.rows.takeAt(0)) is not None:
            row = item.layout()
            if row is not None:
                while row.takeAt(0) is not None:
                    pass
                row.deleteLater()
        spacing = round(22 * self.k)
        self.rows.setSpacing(spacing)
        for first in range(0, len(self.cards), columns):
            row = QHBoxLayout()
            row.setSpacing(spacing)
            row.addStretch(1)
            for card in self.cards[first:first + columns]:
                row.addWidget(card)
            row.addStretch(1)
            self.rows.addLayout(row)
        self.columns = columns

    def offer_resume(self, game: str | None) -> None:
        """A button to resume the unfinished ``game`` match offered at start, above New match
        (None: no such button)."""
        if game == self._resume_game:
            return
        self._resume_game = game
        self.resume.setVisible(game is not None)
        self.retranslate()  # (a line more or less: fitted again there)

    def set_play_choices(self, levels: Mapping[str, Sequence[str]], speed: str,
                         timer: int = DEFAULT_TURN_TIMER, practice: bool = False,
                         first_start: bool = False) -> None:
        """What the Play buttons start: each game's bots (``levels`` by game), said in its
        box over its button, for each game keeps its own; and under the buttons what they
        all share, the animation's speed, the turn timer (in New match's words: "5 min",
        not "300 s") and practice. On a ``first_start`` the line says where to choose
        otherwise (a 30-second timer called a call for a new player who never chose one: a
        player's review)."""
        for card in self.cards:
            card.set_levels(levels.get(card.game, ()))
        self._shared = (speed, timer, practice, first_start)
        self.retranslate()

    def _timer_words(self, seconds: int) -> str:
        return (self.tr("{length} a move").format(length=timer_length(seconds)) if seconds
                else self.tr("no turn timer"))

    def shared_words(self) -> str:
        """The line under the buttons: what every Play button starts with ("" until told)."""
        if self._shared is None:
            return ""
        speed, timer, practice, first_start = self._shared
        speed_words, timer_words = texts.speed_name(speed).lower(), self._timer_words(timer)
        if practice:
            return self.tr("Every game: {timer} · animation {speed} · practice (hints and "
                           "undo)").format(timer=timer_words, speed=speed_words)
        if first_start:
            return self.tr("Every game: {timer} · animation {speed} (New match… for other "
                           "choices)").format(timer=timer_words, speed=speed_words)
        return self.tr("Every game: {timer} · animation {speed}").format(
            timer=timer_words, speed=speed_words)

    def retranslate(self) -> None:
        self.tagline.setText(self.tr("Trick-taking card games against bots, offline."))
        self.new_match.setText(self.tr("New match…"))
        if self._resume_game is not None:
            self.resume.setText(self.tr("Resume your {game} match").format(
                game=texts.game_name(self._resume_game)))
        self.last.setText(self.shared_words())
        for card in self.cards:
            card.retranslate()
            # a screen reader hears on the button what it starts
            card.play.setAccessibleDescription(
                "\n".join(filter(None, [card.bots.text(), self.last.text()])))
        self._reflow()
        self._fit_anew()

    def _fit_anew(self) -> None:
        """Fitted to the page's room again after its words changed (none to fit before the
        page has told it): French words are longer than English ones, and at 250 % on 4K the
        English screen's fit, kept for French, made the page overflow and scroll (a player's
        review)."""
        if self.room is not None:
            self._fitted_for = None
            self._fit()


class StartPage(QScrollArea):
    """The start screen in a page of its own that scrolls when the window is smaller than it
    (large texts on a small screen): its least size no longer sets the window's, which grew
    past the screen at 150 % on 1280x720, with the start screen hidden behind the table. The
    screen is told the page's room, to fit its games in it where it can."""

    def __init__(self, screen: StartScreen) -> None:
        super().__init__()
        self.screen_ = screen
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from button to button
        self.setWidget(screen)
        self._dress()
        screen.restyled.connect(self._dress)
        # the scroll bar's end (its down arrow) above the news line too, when it shows
        self.bar_end = QWidget()
        self.bar_end.setObjectName("bar_end")
        self.bar_end.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)  # (_dress)
        self.bar_end.setFixedHeight(0)
        self.addScrollBarWidget(self.bar_end, Qt.AlignmentFlag.AlignBottom)

    def _dress(self) -> None:
        """The page's scroll bars in the felt's colours (``dressing.scroll_bar_style``), as
        the other windows' on the felt: where the page scrolls, its bar was the system's
        plain light grey on the green start screen; under it, where the news line lies, the
        felt's floor, not the grey. Again whenever the screen's own style changes, with the
        felt or high contrast."""
        contrast = high_contrast()
        floor = StartColours.now(contrast).floor
        sheet = (scroll_bar_style("StartPage", contrast)
                 + f"StartPage QWidget#bar_end {{ background: {floor}; }}\n")
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)

    def keep_clear_for_news(self, height: int) -> None:
        """The page's bottom ``height`` pixels left to the window's news line
        (StartScreen.keep_clear_for_news)."""
        self.bar_end.setFixedHeight(height)
        self.screen_.keep_clear_for_news(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.screen_.fit_room(self.maximumViewportSize())


def scrolled(screen: StartScreen) -> StartPage:
    """``screen`` in its page (``StartPage``)."""
    return StartPage(screen)

