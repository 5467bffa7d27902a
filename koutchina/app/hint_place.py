"""Where the coach's hint lies on the table: during the play on the free felt nearest to the
felt left of the trick (right of it too, over the trick's empty spots, clear of its cards);
under the call or trump chooser while one is up (the chooser keeping its size, raised over the
top seat if need be), else by it (clear of it, of every seat's cards and plate, the corner
panel and the buttons); over a side seat's plate only where a short table leaves no other
room for readable words; and how large it is drawn there: larger
than the table's scale where its words would read under 12 px times the size of texts, as far
as its room holds it, and during the play as large as the plates' names before it lies over
the side seats' card backs or shrinks further."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtWidgets import QWidget

from .hint_panel import HINT_WIDTH, HintPanel
from .table.area import TableArea
from .table.free_spot import blocked_moves, free_spot, moves_inside
from .table.layout import BESIDE_TRICK, LEGIBLE_PIXELS
from .table.panels import CHOOSER_TEXT, OverlayPanel, readable_scale
from .table.seat_room import badges_on_view, covering_plates, hand_room, messages_room

HINT_STEPS = 4  # from the scale its words want down to the table's, by a chooser
OWN_SIZE_STEPS = 16  # the same by a chooser at its own size (halved: _largest_fitting)
PLAY_STEPS = 8  # the same during the play, where the hint has the felt to itself
# the hint during the play: its widths, in its own width at its scale (the widest lines a
# reader follows first, a narrow one for the felt beside the trick last)
PLAY_WIDTHS = (1.0, 1.3, 1.6, 0.9, 0.8, 0.7)
STACK_WIDTHS = (1.0, 0.85, 0.7, 0.6)  # the hint under a chooser: shares of the chooser's width
PLATE_NAME_TEXT = 19  # a seat's name on its plate, at the plate's base size (seat_badge.py)
PLATE_TEXT = 16  # the plate's line under it (tricks, call), the table's smallest words


class HintPlace:
    """Places ``panel`` on ``table``, clear of the coach's buttons (``coach_buttons``)."""

    def __init__(self, table: TableArea, panel: HintPanel,
                 coach_buttons: Callable[[], Sequence[QWidget]]) -> None:
        self._table = table
        self.panel = panel
        self._coach_buttons = coach_buttons
        # the hint's scale and place during the play for a table, size of texts and words
        self._hint_fit: tuple[tuple[object, ...], tuple[float, QRect]] | None = None

    def _on_felt(self, felt: QRect, k: float) -> None:
        """The hint during the play: as large as its words want (LEGIBLE_PIXELS times the
        size of texts), else a step smaller, on the free felt nearest to the felt left of the
        trick (``felt``): there, right of the trick, over the trick's empty spots (the hint
        goes as soon as anyone plays), clear of the trick's cards, every seat's cards and
        plate, the corner panel, the buttons and a message shown. Down to the size of the
        plates' names there first, then as large over the side seats' card backs (they say
        nothing while the person chooses a card), and only then smaller; at the table's
        scale on the felt left of the trick where nothing else finds room. Worked out once
        for a table, a size of texts and a hint's words (each step restyles)."""
        if not self.panel.isVisible():
            return  # placed once shown
        wanted = readable_scale(CHOOSER_TEXT)
        floor = min(wanted, max(k, self._plates_words_scale()))
        every, over_backs = self._kept_in_play()
        key = (felt, wanted, k, floor, self.panel.advice.text(), self.panel.choices.text(),
               self.panel.note.text(), tuple(every))
        if self._hint_fit is not None and self._hint_fit[0] == key:
            scale, place = self._hint_fit[1]
            self.panel.set_scale(scale)
            self.panel.setFixedWidth(place.width())
            self.panel.resize(place.size())
            self.panel.move(place.topLeft())
            return
        steps = self._steps(k, wanted, PLAY_STEPS)
        large = [scale for scale in steps if scale >= floor - 1e-6]
        small = [scale for scale in steps if scale < floor - 1e-6]
        tries = ([(scale, every) for scale in large] + [(scale, over_backs) for scale in large]
                 + [(scale, kept) for scale in small for kept in (every, over_backs)])
        sizes: dict[tuple[float, int, int], QSize] = {}  # the hint's, as _free_felt measured
        for scale, kept in tries:
            self.panel.set_scale(scale)
            if self._free_felt(felt, kept, scale, sizes):
                self._hint_fit = (key, (scale, self.panel.geometry()))
                return
        self.panel.set_scale(k)
        self.panel.fit_width(felt.width())
        spare = max(0, felt.height() - self.panel.height())
        self.panel.move(felt.x(), felt.y() + spare // 2)
        self._hint_fit = (key, (k, self.panel.geometry()))

    def _free_felt(self, felt: QRect, kept: list[QRect], scale: float,
                   sizes: dict[tuple[float, int, int], QSize]) -> bool:
        """The hint, at its scale now, moved to the free spot clear of ``kept`` nearest to the
        felt left of the trick, in the middle of that felt where it fits there; as wide as
        the panel's own width or wider (so shorter), else narrower; False where none is.
        Its size at each width is measured once into ``sizes`` (by its scale, its room and
        that width), for the tries over the side seats' card backs at the same scales."""
        table = self._table
        gap = round(10 * scale)
        room = table.rect().adjusted(gap, gap, -gap, -gap)
        base = round(HINT_WIDTH * scale)
        for factor in PLAY_WIDTHS:
            width = round(base * factor)
            measured = (self.panel.scale_factor, room.width(), width)
            size = sizes.get(measured)
            if size is None:
                self.panel.fit_width(room.width(), width)
                size = sizes[measured] = self.panel.size()
            if (size.width() <= felt.width() and size.height() <= felt.height()
                    and not any(rect.intersects(felt) for rect in kept)):
                spare = felt.height() - size.height()  # in the middle of that felt
                spot: QRect | None = QRect(QPoint(felt.x(), felt.y() + spare // 2), size)
            else:
                spot = free_spot(size, room, kept, felt.topLeft(), gap)
            if spot is not None:
                self.panel.fit_width(room.width(), width)
                self.panel.move(spot.topLeft())
                return True
        return False

    def _kept_in_play(self) -> tuple[list[QRect], list[QRect]]:
        """What the hint during the play leaves in view, on the view: the trick's cards, the
        person's cards, the seats' plates, the corner panel, the buttons and the messages'
        room while a message shows, with the other seats' cards (first), and without them."""
        table = self._table

        def on_view(scene: QRectF) -> QRect:
            return table.mapFromScene(scene).boundingRect()

        kept = [on_view(item.sceneBoundingRect()) for item in table.trick_items()]
        kept += [on_view(item.sceneBoundingRect()) for item in table.hand_items(0)]
        kept += badges_on_view(table, table.seats)
        kept.append(on_view(table.info.sceneBoundingRect()))
        buttons = (table.last_trick_button, table.keyboard_hint, *self._coach_buttons())
        kept.extend(button.geometry() for button in buttons if button.isVisible())
        if table.toast.isVisible():
            kept.append(on_view(messages_room(table.toast)))
        backs = []
        for seat in range(1, 4):
            cards = QRectF()
            for item in table.hand_items(seat):
                cards = cards.united(item.sceneBoundingRect())
            if not cards.isNull():
                backs.append(on_view(cards))
        return backs + kept, kept

    def _steps(self, k: float, wanted: float, count: int) -> list[float]:
        """The hint's scales from ``wanted`` down to just above the table's ``k``, in
        ``count`` steps, with the one at which its words read as large as the plates' names
        among them: the largest first."""
        steps = [k + (wanted - k) * step / count for step in range(count, 0, -1)]
        steps += [floor for floor in (self._plates_words_scale(),
                                      self._plates_words_scale(PLATE_TEXT))
                  if k < floor < wanted]
        return sorted(set(steps), reverse=True)

    def _plates_words_scale(self, text: float = PLATE_NAME_TEXT) -> float:
        """The hint's scale at which its words read as large as the seats' names on their
        plates (the table's own words at this size of texts and this table), or as their
        words of ``text`` pixels at the plate's base size."""
        badges = self._table.badges()
        if len(badges) < 2:  # no match on the table yet
            return 0.0
        badge = badges[1]
        name = (text * badge.text_gain * badge.sceneTransform().m11()
                * self._table.transform().m11())
        return name / CHOOSER_TEXT

    def place(self, k: float) -> None:
        """On the felt between the left seat's cards and the trick, where no card, badge or
        panel lies; under the call or trump chooser when one is up there (else beside it)."""
        table = self._table
        if not self.panel.isVisible():
            table.lower_choosers(False)
            table.raise_choosers(None)
            table.size_choosers(None)
        felt = table.mapFromScene(BESIDE_TRICK).boundingRect()
        chooser = next((chooser for chooser in (table.call_panel, table.trump_panel)
                        if chooser.isVisible() and (table.choosers_low or table.choosers_raised
                                                    or felt.intersects(chooser.geometry()))),
                       None)
        if chooser is None:
            table.raise_choosers(None)
            table.size_choosers(None)
            self._on_felt(felt, k)
            return
        shown = self.panel.isVisible()
        if shown and self._readable_by(chooser, k):
            return
        # beside a chooser, before the hint is shown: as large as its words want
        # (LEGIBLE_PIXELS times the size of texts) wherever a spot is free for it, else a
        # step smaller
        wanted = readable_scale(CHOOSER_TEXT)
        for scale in ([wanted, (wanted + k) / 2] if wanted > k and not shown else []):
            self.panel.set_scale(scale)
            if self._spot_over(chooser):
                return
        # no room at any size above the table's with the chooser at its own: the two share
        # the room at one scale between the chooser's and the table's, clear of the plates,
        # else over the side seats' plates (a short table: French at 150 % under a laptop's
        # title bar)
        if shown and self._stack_shared(chooser, k):
            return
        if shown and self._stack_shared(chooser, k, over_plates=True):
            readable = min(self._plates_words_scale(PLATE_TEXT), LEGIBLE_PIXELS / CHOOSER_TEXT)
            if self.panel.scale_factor >= readable - 1e-6:
                return
            table.raise_choosers(None)  # no larger than elsewhere: the plates stay in view
            table.size_choosers(None)
        if shown and self._stack_under(chooser, k, larger_only=False):
            return
        self.panel.set_scale(k)
        if self._spot_over(chooser):
            return
        table.lower_choosers(False)
        # nowhere free: above the chooser, right of the corner panel, as best it can
        gap = round(10 * k)
        room = table.rect().adjusted(gap, gap, -gap, -gap)
        base = round(HINT_WIDTH * k)
        middle = chooser.x() + chooser.width() // 2
        self.panel.fit_width(room.width(), base)
        corner = table.mapFromScene(table.info.sceneBoundingRect()).boundingRect()
        left = max(gap, corner.right() + gap, middle - self.panel.width() + round(60 * k))
        self.panel.move(min(left, table.width() - self.panel.width() - gap),
                        max(gap, chooser.y() - self.panel.height() - gap))

    def _readable_by(self, chooser: OverlayPanel, k: float) -> bool:
        """The hint by the chooser at its own size (which the person chose, as large as the
        table lets it be), as large as its words want (LEGIBLE_PIXELS times the size of
        texts), else the largest of a few steps down to just above the table's scale, among
        them the chooser's own (its words as large as the chooser's): at each size under the
        chooser clear of the plates, else beside it, down to the size of the plates' own
        words; only then under it over the side seats' plates (each covered whole), at the
        largest size where that finds room (its words no smaller than the plates' own, or
        LEGIBLE_PIXELS). The size before the chooser's shrinking: with the chooser shrunk to
        share the room, both were drawn at about 100 % (French at 200 % on 1280x720: 11-13
        px), read when the person wants advice most. False where none is (the chooser back
        at its size and place)."""
        table = self._table
        wanted = readable_scale(CHOOSER_TEXT)
        if wanted <= k:
            return False
        table.size_choosers(None)
        own = chooser.scale_factor
        scales = sorted({*self._steps(k, wanted, OWN_SIZE_STEPS),
                         *([own] if k < own < wanted else [])}, reverse=True)
        smallest = self._plates_words_scale(PLATE_TEXT)  # the table's smallest words
        readable = min(smallest, LEGIBLE_PIXELS / CHOOSER_TEXT)
        lower = own <= k + 1e-6  # lowered, the chooser is drawn at the table's scale

        def fits(scale: float, over_plates: bool) -> bool:
            if self._stack_under(chooser, k, larger_only=False, hint_scale=scale):
                return True
            if self._spot_over(chooser, lower=lower):  # at the scale _stack_under left
                return True
            return over_plates and scale >= readable - 1e-6 and self._stack_under(
                chooser, k, larger_only=False, hint_scale=scale, over_plates=True)

        # the plates in view wherever the hint reads as large as their words there; over
        # the side seats' plates only for a hint larger than it would be elsewhere
        clear = [scale for scale in scales if scale >= smallest - 1e-6]
        if clear and self._largest_fitting(clear, lambda scale: fits(scale, False)):
            return True
        if self._largest_fitting(scales, lambda scale: fits(scale, True)):
            return True
        table.raise_choosers(None)
        return False

    @staticmethod
    def _largest_fitting(scales: list[float], fits: Callable[[float], bool]) -> bool:
        """The hint placed at the largest of ``scales`` (largest first) at which ``fits``
        places it: the first tried, then halving the rest (each try measures the hint at
        several widths: trying each of a dozen took up to 0.9 s; a smaller hint fits
        wherever a larger one does, near enough). False where none fits."""
        if fits(scales[0]):
            return True
        low, high, best, placed = 1, len(scales) - 1, None, False
        while low <= high:
            middle = (low + high) // 2
            placed = fits(scales[middle])
            if placed:
                best, high = middle, middle - 1
            else:
                low = middle + 1
        return best is not None and (placed or fits(scales[best]))  # placed: the last tried

    def _stack_under(self, chooser: QWidget, k: float, larger_only: bool,
                     hint_scale: float | None = None, across: int | None = None,
                     over_plates: bool = False) -> bool:
        """The hint under the chooser, as wide as it or narrower, the chooser at its own size
        raised as far as the hint needs: over the top seat's cards and plate (which tell the
        person nothing new while they choose), never over the corner panel, the buttons, the
        seats' plates, the person's cards or a message shown. The hint as large as its words
        want (LEGIBLE_PIXELS times the size of texts), else a step smaller, down to the
        table's scale; at each size clear of the side seats' cards and of a message shown if
        it can be, else over the side seats' card backs (they say nothing new while the
        person chooses), else over the message too (the person asked for the hint after it
        came): a hint too small to read is no hint. Not over a plate (a hint as wide as the
        table hid who sits where: player-eye review, 150 % on a laptop) unless
        ``over_plates``, the last resort on a short table: then over the side seats' plates,
        each covered whole, not over their cards. ``larger_only``: the sizes above the
        table's scale only, else that one only (or ``hint_scale``); the hint as wide as
        shares of the chooser, or of ``across`` (the chooser's width at its own size). False
        where none finds room (the chooser back in place)."""
        table = self._table
        table.lower_choosers(False)
        table.raise_choosers(None)
        if hint_scale is None:
            table.size_choosers(None)
        gap = round(10 * k)
        usual = chooser.geometry()
        room = table.rect().adjusted(gap, gap, -gap, -gap)
        cards, plates, others, message = self._kept_over_stack()
        tiers = ((cards + plates[:1] + others + message, cards + plates[:1] + others)
                 if over_plates else
                 (cards + plates + others + message, cards[:1] + plates + others + message,
                  cards[:1] + plates + others))
        wanted = readable_scale(CHOOSER_TEXT)
        if wanted <= k and larger_only:
            return False
        if hint_scale is not None:
            scales = [hint_scale]
        else:
            scales = self._steps(k, wanted, HINT_STEPS) if larger_only else [k]
        grown = [[rect.adjusted(-gap, -gap, gap, gap) for rect in kept] for kept in tiers]
        for scale in scales:
            self.panel.set_scale(scale)
            sizes = []  # the hint's at each width, measured once for every tier
            for share in STACK_WIDTHS:
                width = round((across or usual.width()) * share)
                self.panel.fit_width(width, width)
                sizes.append((width, self.panel.size()))
            for kept in grown:
                for width, size in sizes:
                    top = self._stack_top(usual, size, kept, room, gap)
                    if top is not None:
                        self.panel.fit_width(width, width)
                        table.raise_choosers(top)
                        self.panel.move(usual.center().x() - self.panel.width() // 2,
                                        top + usual.height() + gap)
                        if over_plates:  # the side seats' backs say nothing while choosing
                            clear = [rect.adjusted(-gap, -gap, gap, gap)
                                     for rect in cards[:1] + others + message]
                            self._cover_whole(plates, clear, room, gap)
                        return True
        return False

    def _cover_whole(self, plates: list[QRect], clear: list[QRect], room: QRect,
                     gap: int) -> None:
        """The hint laid over some of the side seats' plates grown (about its middle across,
        and down, within ``room``) to cover each of them whole, where that stays clear of
        ``clear``: a plate cut by its edge showed a name cut short and a badge past it."""
        place = self.panel.geometry()
        grown = covering_plates(place, plates, gap, room)
        newly = [rect for rect in clear if not rect.intersects(place)]  # what it lay over stays
        if grown == place or any(rect.intersects(grown) for rect in newly) or not all(
                grown.contains(plate) for plate in plates if plate.intersects(place)):
            return
        self.panel.setFixedWidth(grown.width())
        self.panel.resize(grown.width(), max(grown.height(),
                                             self.panel.heightForWidth(grown.width())))
        self.panel.move(grown.topLeft())

    def _stack_shared(self, chooser: OverlayPanel, k: float, over_plates: bool = False) -> bool:
        """Where the hint finds no room under the chooser at its own size: the two under each
        other at one scale, the largest of a few steps from the chooser's own down to just
        above the table's, the chooser drawn smaller (rather than the hint alone at the
        table's scale, its words 8 px at 150 % on a laptop); False where none fits."""
        table = self._table
        own, across = chooser.scale_factor, chooser.width()
        for step in range(HINT_STEPS - 1, 0, -1):
            scale = k + (own - k) * step / HINT_STEPS
            table.size_choosers(scale)
            if self._stack_under(chooser, k, larger_only=False, hint_scale=scale,
                                 across=across, over_plates=over_plates):
                return True
        table.size_choosers(None)
        return False

    @staticmethod
    def _stack_top(chooser: QRect, hint: QSize, kept: list[QRect], room: QRect,
                   gap: int) -> int | None:
        """The lowest top, no lower than the chooser's own, at which the chooser with the hint
        (of size ``hint``) under it lies in ``room`` clear of ``kept``; None where none is.
        Tried every half gap upwards: from one in the way of either, on to the first step
        above it."""
        under = QRect(chooser.center().x() - hint.width() // 2, chooser.bottom() + gap,
                      hint.width(), hint.height())
        inside = [moves for moves in (moves_inside(chooser, room), moves_inside(under, room))
                  if moves is not None and moves[0] <= 0 <= moves[1]]
        if len(inside) < 2:
            return None
        in_the_way = [(low, high) for left, right, low, high
                      in blocked_moves([chooser, under], kept) if left <= 0 <= right]
        step = max(1, gap // 2)
        # moved up (negative) a whole number of steps, both in the room, its top not over it
        up = min(0, *(moves[3] for moves in inside)) // step * step
        highest = max(room.top() - chooser.top(), *(moves[2] for moves in inside))
        while up >= highest:
            met = [low for low, high in in_the_way if low <= up <= high]
            if not met:
                return chooser.top() + up
            up = (min(met) - 1) // step * step
        return None

    def _kept_over_stack(
        self,
    ) -> tuple[list[QRect], list[QRect], list[QRect], list[QRect]]:
        """What the chooser and the hint under it may leave in view, on the view: the seats'
        cards but the top seat's, the person's first; the plates, the person's first, but the
        top seat's; the corner panel and the buttons; the messages' room while a message is
        shown."""
        table = self._table
        top_seat = table.mapFromScene(hand_room("top", table.cards.large_cards)).boundingRect()

        def below_top_seat(rects: list[QRect]) -> list[QRect]:
            return [rect for rect in rects if rect.center().y() > top_seat.bottom()]

        hands = []
        for seat in range(4):
            cards = QRectF()
            for item in table.hand_items(seat):
                cards = cards.united(item.sceneBoundingRect())
            if not cards.isNull():
                hands.append(table.mapFromScene(cards).boundingRect())
        plates = badges_on_view(table, table.seats)
        others = [table.mapFromScene(table.info.sceneBoundingRect()).boundingRect()]
        buttons = (table.last_trick_button, table.keyboard_hint, *self._coach_buttons())
        others.extend(button.geometry() for button in buttons if button.isVisible())
        message = []
        if table.toast.isVisible():
            message.append(table.mapFromScene(messages_room(table.toast)).boundingRect())
        return below_top_seat(hands), below_top_seat(plates), others, message

    def _spot_over(self, chooser: QWidget, lower: bool = True) -> bool:
        """The hint, at its scale now, moved to a free spot by ``chooser``; False where none
        is (the choosers back up). Best above the chooser, whose words and buttons the hint is
        about, reaching a little past its middle; else the free felt nearest to there, clear
        of every seat's cards and badge, the corner panel and the buttons; wider (so shorter)
        if need be. While no message is shown, their room over the hand is free: the hint may
        lie there, or the chooser go down into it to leave the hint room above (the hint
        goes, and the chooser back up, as soon as the person acts), unless not ``lower``
        (lowered, the chooser is drawn at the table's scale). A hint at most 1.6 times as
        wide (lines a reader can follow) wherever it can be, before one twice to three times
        as wide."""
        table = self._table
        scale = self.panel.scale_factor
        free = not table.toast.isVisible() and self.panel.isVisible()
        for factors in ((1.0, 1.3, 1.6), (2.0, 2.5, 3.0)):
            table.lower_choosers(False)
            if self._spot_beside(chooser, scale, factors, with_messages=True):
                return True
            if not free:
                continue
            if self._spot_beside(chooser, scale, factors, with_messages=False):
                return True
            if not lower:
                continue
            table.lower_choosers(True)
            if self._spot_beside(chooser, scale, factors, with_messages=False):
                return True
        table.lower_choosers(False)
        return False

    def _spot_beside(self, chooser: QWidget, k: float, factors: tuple[float, ...],
                     with_messages: bool) -> bool:
        """Move the hint to the free spot nearest to its best place over ``chooser``, the
        hint ``factors`` times as wide as it is, the narrowest that fits (wider is shorter);
        False where none is free."""
        table = self._table
        gap = round(10 * k)
        taken = self._taken(chooser)
        if not with_messages:
            taken.pop()  # the messages' room, last
        room = table.rect().adjusted(gap, gap, -gap, -gap)
        middle = chooser.x() + chooser.width() // 2
        base = round(HINT_WIDTH * k)
        for width in (round(base * factor) for factor in factors):
            self.panel.fit_width(room.width(), width)
            wanted = QPoint(middle - self.panel.width() + round(60 * k),
                            chooser.y() - self.panel.height() - gap)
            spot = free_spot(self.panel.size(), room, taken, wanted, gap)
            if spot is not None:
                self.panel.move(spot.topLeft())
                return True
        return False

    def _taken(self, chooser: QWidget) -> list[QRect]:
        """What the hint over a chooser must leave in view, on the table's viewport: the
        chooser, each seat's cards and badge, the corner panel, the buttons over the table and,
        last, the messages' room over the hand."""
        table = self._table

        def on_view(scene: QRectF) -> QRect:
            return table.mapFromScene(scene).boundingRect()

        taken = [chooser.geometry(), on_view(table.info.sceneBoundingRect())]
        for seat in range(4):
            cards = QRectF()
            for item in table.hand_items(seat):
                cards = cards.united(item.sceneBoundingRect())
            if not cards.isNull():
                taken.append(on_view(cards))
        taken += badges_on_view(table, table.seats)  # plates: the halo may be hidden
        buttons = (table.last_trick_button, table.keyboard_hint, *self._coach_buttons())
        taken.extend(button.geometry() for button in buttons if button.isVisible())
        taken.append(on_view(messages_room(table.toast)))  # last
        return taken
