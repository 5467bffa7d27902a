"""The table with its panels laid over it: the call panel, the trump chooser, the show-trump
button, the deal summary, the match's end, the buttons in the top right corner (Last trick and
the coach's) and the keyboard hint; and the screen reader's stand-ins for what it paints
(accessibility.py), made when the table first shows."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QPushButton, QWidget

from ...engine import Action, Call, NameTrump, PlayCard, RevealTrump
from ...engine.events import DealScored
from ..controller import MatchController
from ..keyboard_help import KeyboardHint
from ..text_scale import current_text_scale
from .free_spot import corner_shape, free_group, free_spot, lines_shape
from .layout import BESIDE_TRICK, LEGIBLE_PIXELS
from .looks import felt_in_use, high_contrast
from .panel_fit import PanelFit
from .panels import (
    BUTTON_TEXT_PIXELS,
    UNSTYLED,
    CallPanel,
    OverlayPanel,
    RevealPanel,
    TrumpPanel,
    button_look,
    buttons_rescaled,
    last_trick_style,
    panel_scale,
)
from .result_focus import ResultFocus
from .result_panels import DealSummaryPanel, MatchEndPanel
from .screen_reader import Announcer
from .seat_room import badges_on_view, hand_room, messages_room, seats_on_view, trick_room
from .view import TableView

if TYPE_CHECKING:
    from .accessibility import TableAccessibility


# the corner buttons' words: as large as the table's other buttons, else a step smaller
CORNER_STEPS = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
# the smallest factor at which the long labels alone go smaller (_corner_layout): past it all
# the buttons go smaller together, at one size; beside Last trick at its size a long label
# further down read as a footnote (French at 200 % on a laptop: Undo at 14 px beside 24 px)
LONG_ALONE_DOWN_TO = 0.8
CORNER_SIZES_KEPT = 256  # the corner buttons' sizes kept at most (TableArea._corner_size)


@dataclass(frozen=True)
class CornerStep:
    """The corner buttons' words a step smaller: ``factor`` as large, for ``smaller`` (the
    long labels only, or all of them); the others at full size."""

    factor: float
    smaller: frozenset[QPushButton]

    def of(self, button: QPushButton) -> float:
        """The factor ``button``'s words and margins are drawn at."""
        return self.factor if button in self.smaller else 1.0


def _flows(buttons: list[QPushButton]) -> list[list[list[QPushButton]]]:
    """``buttons`` in reading order cut into lines every way (one line, ..., a column)."""
    flows: list[list[list[QPushButton]]] = []
    for cuts in range(1 << max(0, len(buttons) - 1)):
        lines: list[list[QPushButton]] = [buttons[:1]]
        for index, button in enumerate(buttons[1:]):
            if cuts >> index & 1:
                lines.append([])
            lines[-1].append(button)
        flows.append(lines)
    return flows


class TableArea(TableView):
    """The table with its panels laid over it."""

    key_pressed = Signal(object)  # QKeyEvent

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        # On the viewport: a scroll area shows screen readers only its viewport's children
        layer = self.viewport()
        self.call_panel = CallPanel(layer)
        self.trump_panel = TrumpPanel(layer)
        self.reveal_panel = RevealPanel(layer)
        # the moves of the match when the coach advised asking to see the trump (Enter asks
        # while none is made since: reveal_advised)
        self._reveal_advised_at: int | None = None
        self.summary_panel = DealSummaryPanel(layer)
        self.end_panel = MatchEndPanel(layer)
        self.result_focus = ResultFocus(self, (self.summary_panel, self.end_panel))
        self.last_trick_button = QPushButton(layer)
        self.last_trick_button.setObjectName("last_trick_button")
        self.last_trick_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._button_look = UNSTYLED  # what the keys bar was last scaled for
        self.last_trick_button.setStyleSheet(last_trick_style(1.0))
        # the coach's buttons in the corner with Last trick (set_corner_buttons)
        self._corner_row: tuple[QPushButton, ...] = ()
        self._corner_column: tuple[QPushButton, ...] = ()
        # of those, the ones whose place is kept while hidden, and those put beside the others
        # when shown (keep_corner_places)
        self._corner_kept: frozenset[QPushButton] = frozenset()
        self._corner_beside: frozenset[QPushButton] = frozenset()
        self._corner_looks: dict[QPushButton, str] = {}  # the style sheet each one wears
        # their sizes for a style sheet and words, at one size of texts, felt and contrast
        self._corner_sizes: dict[tuple[str, str], QSize] = {}
        self._corner_sizes_look: tuple[object, ...] = ()
        # what the buttons were last laid out for, and where they went (place_corner_buttons)
        self._corner_key: object = None
        self._keys_bar_key: object = None  # what the keys bar was last placed for
        self._keys_bar_place: tuple[int | None, QPoint] | None = None  # its width, where
        self._corner_places: tuple[CornerStep, list[tuple[QPushButton, QRect]]] = (
            CornerStep(1.0, frozenset()), [])
        self._reveal_pixels = 0  # the show-trump button's words (_style_reveal)
        self.keyboard_hint = KeyboardHint(layer)
        self.keyboard_hint.hide()
        self.keyboard_hint.texts_changed.connect(self.place_panels)
        self.overlays: tuple[OverlayPanel, ...] = (
            self.call_panel, self.trump_panel, self.reveal_panel, self.summary_panel,
            self.end_panel)
        for overlay in self.overlays:
            overlay.texts_changed.connect(self.place_panels)  # sized for their new words
            overlay.outgrown.connect(self.place_panels)  # and for a button shown or hidden
        self._choosers_low = False  # lowered over the messages' room (lower_choosers)
        self._chooser_top: int | None = None  # raised over the top seat (raise_choosers)
        self._chooser_scale: float | None = None  # drawn smaller for the hint (size_choosers)
        self.panel_fit = PanelFit(self)
        self._stand_ins: TableAccessibility | None = None
        self.announcer = Announcer(self, self)
        self.retranslate()

    @property
    def accessibility(self) -> TableAccessibility:
        """The stand-ins for the screen reader (see make_stand_ins)."""
        return self.make_stand_ins()

    def make_stand_ins(self) -> TableAccessibility:
        """The screen reader's stand-ins, made once: by the window once it is on the screen
        (not before its first paint, where the table lies hidden behind the start screen and
        a screen reader sees nothing of it), when the table first shows if that comes first,
        or when something asks for them before."""
        if self._stand_ins is not None:
            return self._stand_ins
        from .accessibility import TableAccessibility

        self._stand_ins = made = TableAccessibility(self)
        # Among the layer's widgets (the order a screen reader reads them in, and the
        # stacking), where they were when made with the table: right after the keyboard hint,
        # before what others laid on the layer since (the coach's buttons)
        widgets = made.widgets()
        for widget in widgets:
            widget.stackUnder(self.keyboard_hint)
        self.keyboard_hint.stackUnder(widgets[0])
        return made

    def showEvent(self, event: QShowEvent) -> None:
        self.make_stand_ins()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place_panels()

    def panel_scale(self) -> float:
        """The panels grow and shrink with the table (the view's scale)."""
        return panel_scale(self.transform().m11())

    def place_panels(self) -> None:
        width, height = self.width(), self.height()
        k = self.panel_scale()
        panel: QWidget
        self.reveal_panel.set_scale(k)  # the choosers' and the results' scales below
        if buttons_rescaled(self._button_look, k):
            self._button_look = button_look(k)
            self.keyboard_hint.set_scale(k)  # its words 12 px times the size of texts at least
        # the choosers in the middle, raised if need be to leave the messages under them
        # (the person's hints about the chooser among them) their room over the hand
        ceiling = self.mapFromScene(QPointF(0, self.toast.room_top())).y() - round(6 * k)
        for panel in (self.call_panel, self.trump_panel):
            if self._choosers_low:  # down among the side seats' plates: no wider than before
                panel.set_scale(k)
            elif self._chooser_scale is not None:  # sharing the room with the hint
                panel.set_scale(self._chooser_scale)
            elif panel.isVisible():  # a panel shown is placed again (match_panels.py)
                self.panel_fit.fit_chooser(panel, ceiling)
            panel.adjustSize()
            top = min(int(height * 0.5) - panel.height() // 2, ceiling - panel.height())
            if self._choosers_low:  # just over the person's cards
                top = self._hand_top(ceiling) - round(8 * k) - panel.height()
            elif self._chooser_top is not None:
                top = min(top, self._chooser_top)
            panel.move((width - panel.width()) // 2, max(0, top))
        self.place_corner_buttons()
        for panel in (self.summary_panel, self.end_panel):
            self.place_result(panel)

    def place_result(self, panel: OverlayPanel) -> None:
        """A result panel (the deal's summary, the match's end, a deal played again's) its
        words fitted where shown, in the middle of the felt, over the whole of any plate it
        lies on (a deal played again's, placed apart, cut the side seats' names: a player's
        review)."""
        if panel.isVisible():
            self.panel_fit.fit_result(panel)
        panel.adjustSize()
        place = QRect((self.width() - panel.width()) // 2,
                      self.panel_fit.result_top(panel.height()), panel.width(), panel.height())
        panel.setGeometry(self.panel_fit.result_place(place))

    def set_corner_buttons(self, row: Sequence[QPushButton],
                           column: Sequence[QPushButton]) -> None:
        """The coach's buttons laid out with Last trick: ``row`` leftwards of it on its line,
        ``column`` down under it (place_corner_buttons). Read in lines or a column where that
        shape has no room: Last trick, the row's first (Hint), the column (Undo, Concede),
        the row's others (Claim)."""
        self._corner_row, self._corner_column = tuple(row), tuple(column)

    def keep_corner_places(self, kept: Iterable[QPushButton],
                           beside: Iterable[QPushButton] = ()) -> None:
        """The corner's ``kept`` buttons (of set_corner_buttons) laid out as if shown while
        they are hidden, their places kept empty; those ``beside``, when shown, put beside the
        group, none of it moved: a button that comes or goes (Concede at half the deal, Claim
        when certain) moves none of the others. At 150 % on a laptop Concede shown made the
        group flow again, Hint went down a line and Undo slid along it under the person's
        mouse (player's review). A button seldom shown goes beside rather than kept: kept, its
        room took the others' words a step smaller all the match (French at 150 % on a
        laptop). The keys bar and Show trump keep clear of the places kept too. Placed again
        with place_corner_buttons."""
        self._corner_kept = frozenset(kept)
        self._corner_beside = frozenset(beside)

    def keep_clear_for_news(self, height: int) -> None:
        """The table, and the panels and buttons over it, clear of the view's bottom
        ``height`` pixels (TableView.keep_clear_for_news): the keys bar kept clear of the news
        all the while, so that the news moves nothing as it comes and goes."""
        if height != self.news_room:
            super().keep_clear_for_news(height)
            self.place_panels()

    def _in_corner(self, button: QPushButton) -> bool:
        """Whether ``button`` takes a place in the corner: shown, or its place kept."""
        return not button.isHidden() or button in self._corner_kept

    def place_corner_buttons(self) -> None:
        """Last trick in the top right corner, the coach's buttons shown left of it and under
        it (set_corner_buttons), clear of every seat's plate and cards, the info panel, the
        trick, the messages over the hand and the hint's felt: in that shape where it fits (as
        at 100 %), else in lines or a column read in order (Last trick, Hint, Undo, Concede,
        Claim); always as one group, the whole moved to the nearest place clear of them all
        (at 200 % on a laptop Undo stood alone mid-felt under North's plate: a message, to
        the eye), their words a step smaller (never under LEGIBLE_PIXELS) where that moves
        the group more than a line and a half a step. A button hidden whose place is kept
        (keep_corner_places) counts as shown: the others stay put as it comes and goes; one
        shown beside the group goes to the nearest room next to it, the group unmoved (laid
        out with it only where there is none). Then the show-trump button (its words as large
        as theirs) and the keys bar, clear of them."""
        k = self.panel_scale()
        gap = round(10 * k)
        taken = seats_on_view(self, self.seats, self.cards.large_cards)
        for scene in (self.info.sceneBoundingRect(), trick_room(), messages_room(self.toast),
                      BESIDE_TRICK):
            taken.append(self.mapFromScene(scene).boundingRect())
        corner = QPoint(self.width() - round(16 * k), round(12 * k))
        room = self.clear_room().adjusted(gap, gap, -gap, -gap)
        key = (button_look(k), tuple(
            (button.text(), self._in_corner(button), button in self._corner_beside)
            for button in (self.last_trick_button, *self._corner_row, *self._corner_column)),
               tuple(rect.getRect() for rect in taken), room.getRect(), corner.toTuple())
        if key != self._corner_key:
            self._corner_key = key
            self._corner_places = self._corner_places_for(k, gap, corner, room, taken)
        step, places = self._corner_places
        for button in (self.last_trick_button, *self._corner_row, *self._corner_column):
            # hidden ones too: as they will show
            self._corner_style(button, self._corner_sheet(k, step.of(button)))
            button.adjustSize()
        for button, place in places:
            button.setGeometry(place)
        self._style_reveal(self._corner_text_pixels(k, step.of(self.last_trick_button)))
        self._place_reveal_panel(k)
        self.keyboard_hint.name_reveal_key(self.reveal_panel.isVisible())
        self._place_keyboard_hint(k)

    def _corner_places_for(self, k: float, gap: int, corner: QPoint, room: QRect,
                           taken: list[QRect]
                           ) -> tuple[CornerStep, list[tuple[QPushButton, QRect]]]:
        """place_corner_buttons' choice: the group laid out (_corner_layout) and each button to
        go beside it next to it (_beside_group), shown or not, so that it is found in the same
        place each time it shows; where one has no room next to the group, the group laid out
        with its place kept in it."""
        beside = [button for button in (*self._corner_row, *self._corner_column)
                  if button in self._corner_beside]
        step, places = self._corner_layout(*self._corner_lists(False), k, gap, corner, room,
                                           taken)
        for button in beside:
            place = self._beside_group(button, [place for _b, place in places], k,
                                       step.of(button), gap, room, taken)
            if place is None:
                return self._corner_layout(*self._corner_lists(True), k, gap, corner, room,
                                           taken)
            places.append((button, place))
        return step, places

    def _corner_lists(self, beside: bool
                      ) -> tuple[list[QPushButton], list[QPushButton], list[QPushButton]]:
        """The corner's group as _corner_layout takes it (Last trick and the row, the column,
        and all of them in reading order): the buttons shown or kept, and those to go beside
        it too where ``beside``."""
        def laid(button: QPushButton) -> bool:
            if button in self._corner_beside:
                return beside
            return self._in_corner(button)

        shown = [self.last_trick_button, *(button for button in self._corner_row if laid(button))]
        column = [button for button in self._corner_column if laid(button)]
        return shown, column, [*shown[:2], *column, *shown[2:]]

    def _beside_group(self, button: QPushButton, group: list[QRect], k: float, factor: float,
                      gap: int, room: QRect, taken: list[QRect]) -> QRect | None:
        """Where ``button`` goes next to the ``group`` placed, its words as theirs, a gap from
        it and none of it moved: left of a line of it (the top line first, where Claim stands
        in the corner's shape), under one of its buttons (its right edge in line with it, or
        its left edge), or right of a line; the first of those clear of the group and
        ``taken``. None where none is."""
        size = self._corner_size(button, self._corner_sheet(k, factor))
        width = size.width()
        lines = sorted({place.top() for place in group})
        wanted = [QPoint(min(place.left() for place in group if place.top() == top)
                         - gap - width, top) for top in lines]
        for place in sorted(group, key=lambda place: (-place.bottom(), -place.right())):
            wanted += [QPoint(place.right() + 1 - width, place.bottom() + 1 + gap),
                       QPoint(place.left(), place.bottom() + 1 + gap)]
        wanted += [QPoint(max(place.right() for place in group if place.top() == top)
                          + 1 + gap, top) for top in lines]
        for point in wanted:
            spot = free_spot(size, room, [*taken, *group], point, gap)
            if spot is not None and spot.topLeft() == point:
                return spot
        return None

    def _corner_layout(self, shown: list[QPushButton], column: list[QPushButton],
                       reading: list[QPushButton], k: float, gap: int, corner: QPoint,
                       room: QRect, taken: list[QRect]
                       ) -> tuple[CornerStep, list[tuple[QPushButton, QRect]]]:
        """place_corner_buttons' choice: the step of their words (for the long labels only,
        or for all) and each shown button's place. Each shape at each step goes to its
        nearest place clear of ``taken``; the least moved wins, a step smaller counting a
        line and a half (for the share of the buttons drawn smaller: the long labels alone
        a step smaller cost less than all of them, and no further than LONG_ALONE_DOWN_TO),
        lines or a column rather than the corner's shape a pixel. At 200 % on a laptop all of
        them went a step smaller or three for 'Annuler le coup (Ctrl+Z)' ('Dernier pli (L)'
        13 px, 18 px in English)."""
        full_sheet = self._corner_sheet(k, 1.0)
        line = self._corner_size(self.last_trick_button, full_sheet).height()
        every = (self.last_trick_button, *self._corner_row, *self._corner_column)
        widest = self._corner_size(self.last_trick_button, full_sheet).width()
        long = frozenset(button for button in every
                         if self._corner_size(button, full_sheet).width() > widest)
        everything = frozenset(every)
        flows = [[self._seldom_first(one) for one in lines] for lines in _flows(reading)]
        best: tuple[float, CornerStep, list[tuple[QPushButton, QRect]]] | None = None
        for number_of_step, factor in enumerate(CORNER_STEPS):
            steps = [CornerStep(factor, everything)]
            if LONG_ALONE_DOWN_TO <= factor < 1 and long and long != everything:
                steps.insert(0, CornerStep(factor, long))
            for step in steps:
                sizes = {button: self._corner_size(button, self._corner_sheet(k, step.of(button)))
                         for button in reading}
                share = sum(button in step.smaller for button in reading) / len(reading)
                # the long labels alone smaller only where the group then stays in its
                # corner, moved a line at most (at 200 % on a short table it went mid-felt,
                # Last trick and Hint large, where the coach's hint wants room)
                alone = step.smaller != everything
                shapes: list[tuple[list[QPushButton], list[QRect]]] = [
                    (shown + column, corner_shape([sizes[b] for b in shown],
                                                  [sizes[b] for b in column], gap))]
                for lines in flows:  # in lines, one line to a column
                    shapes.append(([b for one in lines for b in one],
                                   lines_shape([[sizes[b] for b in one] for one in lines], gap)))
                for number, (order, shape) in enumerate(shapes):
                    cost = 1.5 * line * number_of_step * share + (number > 0)
                    farthest = None if best is None else int(best[0] - cost)
                    if alone:
                        farthest = line if farthest is None else min(farthest, line)
                    if farthest is not None and farthest < 0:
                        continue
                    found = free_group(shape, room, taken, corner, gap, farthest)
                    if found is not None and (best is None or found[1] + cost < best[0]):
                        best = (found[1] + cost, step, [
                            (button, place.translated(found[0]))
                            for button, place in zip(order, shape, strict=True)])
        if best is not None:
            return best[1], best[2]
        # no room anywhere: a column in the corner at the smallest step, over the table
        step = CornerStep(CORNER_STEPS[-1], everything)
        sheet = self._corner_sheet(k, step.factor)
        shape = lines_shape([[self._corner_size(b, sheet)] for b in reading], gap)
        return step, [(button, place.translated(corner))
                      for button, place in zip(reading, shape, strict=True)]

    def _seldom_first(self, line: list[QPushButton]) -> list[QPushButton]:
        """A line of the corner's buttons with those shown now and then first, the rarest
        leftmost (the row's later ones, Claim when sure; then the column's, Concede from half
        the deal): their empty places at the line's left, the others flush with the group's
        right edge (right of Undo, an empty place looked like a button missing: English at
        200 % on a laptop; Claim's place right of Concede left Concede apart from the group,
        under nothing: French at 200 %)."""
        seldom = (*self._corner_row[1:], *self._corner_column[1:])
        return ([button for button in seldom if button in line]
                + [button for button in line if button not in seldom])

    def _corner_buttons(self) -> list[QRect]:
        """Where the corner's buttons shown lie, and the places kept for those hidden or where
        those to go beside the group would show (keep_corner_places): what comes there later
        is not laid over something else."""
        return [button.geometry() for button in (self.last_trick_button, *self._corner_row,
                                                 *self._corner_column)
                if self._in_corner(button) or button in self._corner_beside]

    def _corner_text_pixels(self, k: float, factor: float) -> int:
        """How large the corner buttons' words are for a table at ``k`` a step ``factor``
        smaller (never under LEGIBLE_PIXELS)."""
        words = max(round(BUTTON_TEXT_PIXELS * current_text_scale()), round(13 * k))
        return words if factor >= 1 else max(round(LEGIBLE_PIXELS), round(words * factor))

    def _corner_sheet(self, k: float, factor: float) -> str:
        """The style sheet of a corner button as Last trick for a table at ``k``, its words
        and margins ``factor`` as large (its words never under LEGIBLE_PIXELS)."""
        sheet = last_trick_style(k * factor)
        if factor < 1:
            sheet += (f"QPushButton {{ font-size: {self._corner_text_pixels(k, factor)}px; }}")
        return sheet

    def _corner_style(self, button: QPushButton, sheet: str) -> None:
        """``button`` styled with ``sheet``, unless it wears it already (styling takes about a
        millisecond, and a table a little larger or smaller often rounds to the same one)."""
        if self._corner_looks.get(button) != sheet:
            self._corner_looks[button] = sheet
            button.setStyleSheet(sheet)

    def _style_reveal(self, pixels: int) -> None:
        """"Show trump"'s words as large as the corner buttons' (at 150 % on a laptop its
        17 px scaled with the panels read 13 px beside 18 px buttons)."""
        if self._reveal_pixels != pixels:
            self._reveal_pixels = pixels
            self.reveal_panel.button.setStyleSheet(f"QPushButton {{ font-size: {pixels}px; }}")

    def _corner_size(self, button: QPushButton, sheet: str) -> QSize:
        """The size of ``button`` styled with ``sheet``: kept, as styling is slow, for its
        words and that sheet (each table's scale that rounds to the same margins and words
        shares it); forgotten when the size of texts, the felt or the contrast change, and
        all at once when CORNER_SIZES_KEPT are kept (a window resized a long while)."""
        look = (current_text_scale(), felt_in_use(), high_contrast())
        if look != self._corner_sizes_look or len(self._corner_sizes) >= CORNER_SIZES_KEPT:
            self._corner_sizes.clear()
            self._corner_sizes_look = look
        key = (sheet, button.text())
        size = self._corner_sizes.get(key)
        if size is None:
            self._corner_style(button, sheet)
            button.adjustSize()
            size = self._corner_sizes[key] = button.size()
        return size

    def _place_reveal_panel(self, k: float) -> None:
        """"Show trump" beside the person's cards, on their right (where the eye is on the
        person's turn), or the nearest room clear of the seats, the trick and the messages."""
        panel = self.reveal_panel
        if panel.isHidden():  # placed when shown (place_panels): no search on every event
            return
        panel.adjustSize()
        gap = round(10 * k)
        cards = QRectF()
        for item in self.hand_items():
            cards = cards.united(item.sceneBoundingRect())
        hand = self.mapFromScene(
            cards if not cards.isNull() else hand_room("bottom", self.cards.large_cards)
        ).boundingRect()
        taken = [hand, *badges_on_view(self, self.seats), *self._corner_buttons()]
        for seat in range(1, 4):
            seat_cards = QRectF()
            for item in self.hand_items(seat):
                seat_cards = seat_cards.united(item.sceneBoundingRect())
            if not seat_cards.isNull():
                taken.append(self.mapFromScene(seat_cards).boundingRect())
        for scene in (self.info.sceneBoundingRect(), trick_room(), messages_room(self.toast)):
            taken.append(self.mapFromScene(scene).boundingRect())
        wanted = QPoint(hand.right() + gap + 1, hand.center().y() - panel.height() // 2)
        spot = free_spot(panel.size(), self.clear_room().adjusted(gap, gap, -gap, -gap),
                         taken, wanted, gap)
        panel.move(spot.topLeft() if spot is not None else wanted)

    def _place_keyboard_hint(self, k: float) -> None:
        """The keys bar in the bottom left corner, or the nearest room clear of the seats'
        badges and cards, the corner panel and the buttons: on one line, or wrapped narrower
        where a line has no room; not shown where it finds none, nor over the match's end."""
        hint = self.keyboard_hint
        if not hint.offered:
            return
        if self.end_panel.isVisible():
            hint.hide()
            return
        gap = round(10 * k)
        taken = seats_on_view(self, self.seats, self.cards.large_cards)
        for scene in (self.info.sceneBoundingRect(), trick_room(), messages_room(self.toast)):
            taken.append(self.mapFromScene(scene).boundingRect())
        taken += [*self._corner_buttons(), self.call_panel.geometry(),
                  self.trump_panel.geometry()]
        if self.reveal_panel.isVisible():
            taken.append(self.reveal_panel.geometry())
        whole = self.clear_room().adjusted(gap, gap, -gap, -gap)
        # placed again on every event of the table: the search (20 ms) only when what it
        # keeps clear of, its room or its words changed
        key = (tuple(rect.getRect() for rect in taken), whole.getRect(), k, hint.words_key())
        if key == self._keys_bar_key:
            if self._keys_bar_place is None:
                hint.hide()
            else:
                width, place = self._keys_bar_place
                hint.fit_width(width)
                hint.move(place)
                hint.show()
            return
        self._keys_bar_key = key
        self._keys_bar_place = None
        lower = whole.adjusted(0, whole.height() // 2, 0, 0)  # by the hand, where keys act
        hint.fit_width(None)
        line = hint.width()
        bottom = self.clear_room().bottom() + 1  # over the news's strip
        corner = QPoint(round(16 * k), bottom - round(12 * k))  # its bottom left
        sizes: dict[int | None, QSize] = {None: hint.size()}  # measured once for both rooms
        for room in (lower, whole):
            best: tuple[int, int | None, QRect] | None = None  # how far, how wide, where
            for width in (None, *(round(line * share) for share in (0.6, 0.45, 0.34))):
                if width not in sizes:
                    hint.fit_width(width)
                    sizes[width] = hint.size()
                wanted = corner - QPoint(0, sizes[width].height())
                spot = free_spot(sizes[width], room, taken, wanted, gap)
                if spot is not None:
                    far = (spot.topLeft() - wanted).manhattanLength()
                    if best is None or far < best[0]:
                        best = (far, width, spot)
            if best is not None:
                self._keys_bar_place = (best[1], best[2].topLeft())
                hint.fit_width(best[1])
                hint.move(best[2].topLeft())
                hint.show()
                return
        hint.hide()

    @property
    def choosers_low(self) -> bool:
        return self._choosers_low

    def lower_choosers(self, low: bool) -> None:
        """The call and trump choosers at their lowest, just over the person's cards (over the
        messages' room, while no message is shown), leaving room above them for the coach's
        hint on a table too small for both; or back where they were."""
        if low != self._choosers_low:
            self._choosers_low = low
            self.place_panels()

    @property
    def choosers_raised(self) -> bool:
        return self._chooser_top is not None

    def raise_choosers(self, top: int | None) -> None:
        """The call and trump choosers no lower than ``top`` on the view (over the top seat's
        cards and plate), leaving room under them for the coach's hint; None: back where they
        were."""
        if top != self._chooser_top:
            self._chooser_top = top
            self.place_panels()

    def size_choosers(self, scale: float | None) -> None:
        """The call and trump choosers drawn at ``scale`` (smaller than their own, to share a
        short table with the coach's hint); None: at their own size again."""
        if scale != self._chooser_scale:
            self._chooser_scale = scale
            self.place_panels()

    def choose_for_enter(self, action: Action) -> None:
        """``action`` (the coach's advice, for the person's decision now) chosen where Enter
        takes it: the card raised, the call or the trump (and target) chosen in its chooser
        up; advised to ask to see the hidden trump, no card raised, and Enter asks as S does
        (``reveal_advised``; it said only that S shows it, and a player following the hint
        with the keys was left stuck). The screen reader hears the choice as it hears the
        keys'. The mouse still plays any card, or chooses another call or trump."""
        self._reveal_advised_at = None
        if isinstance(action, PlayCard):
            self.selection.raise_card(action.card)
        elif isinstance(action, Call) and self.call_panel.isVisible():
            self.call_panel.select(action.tricks)
        elif isinstance(action, NameTrump) and self.trump_panel.isVisible():
            self.trump_panel.select(action.suit, action.target)
        elif isinstance(action, RevealTrump):
            self.selection.clear()
            self._reveal_advised_at = self._moves_so_far()

    def reveal_advised(self) -> bool:
        """Enter asks to see the hidden trump: the coach advised it for the person's decision
        now (no move made since) and no card was raised after."""
        return (self._reveal_advised_at is not None and self.reveal_panel.isVisible()
                and self.selection.index is None
                and self._reveal_advised_at == self._moves_so_far())

    def _moves_so_far(self) -> int:
        state = self.controller.state
        return -1 if state is None else len(state.actions)

    def _hand_top(self, otherwise: int) -> int:
        """The top of the person's cards on the view, or of the ring round them (the screen
        reader's hand list, drawn while the table has the focus); ``otherwise`` without any."""
        tops = [self.mapFromScene(item.sceneBoundingRect()).boundingRect().top()
                for item in self.hand_items()]
        if tops and self._stand_ins is not None:
            tops.append(self._stand_ins.hand.geometry().top())
        return min(tops, default=otherwise)

    def set_large_cards(self, on: bool) -> None:
        """The messages move with the hand: the choosers above them too; and the stand-ins
        over the cards (the focus ring round the hand) take the cards' new size."""
        super().set_large_cards(on)
        self.place_panels()
        if self._stand_ins is not None:
            self._stand_ins.refresh_soon()

    def set_four_colour(self, on: bool) -> None:
        super().set_four_colour(on)
        self.trump_panel.set_four_colour(on or high_contrast())

    def set_felt(self, name: str) -> None:
        """A change of look: the panels follow high contrast too."""
        super().set_felt(name)
        for overlay in self.overlays:
            overlay.restyle()
        self.keyboard_hint.restyle()
        self.place_panels()  # the Last-trick button in the felt's shades
        self.trump_panel.set_four_colour(self.four_colour or high_contrast())

    def _on_deal_scored(self, event: DealScored) -> None:
        """The first deal played: the person has seen the keys bar long enough."""
        super()._on_deal_scored(event)
        self.keyboard_hint.put_away()

    def retranslate(self) -> None:
        super().retranslate()
        button = getattr(self, "last_trick_button", None)
        if button is not None:
            button.setText(self.tr("Last trick (L)"))
            self.place_corner_buttons()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the buttons of a result panel on show (and from one of
        them just hidden back to the table) rather than off to the scoreboard."""
        return self.result_focus.step(next) or super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.key_pressed.emit(event)
        if not event.isAccepted():
            super().keyPressEvent(event)
