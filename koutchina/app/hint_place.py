"""Where the coach's hint lies on the table: on the felt beside the trick during the play, by
the call or trump chooser while one is up (clear of it, of every seat's cards and plate, the
corner panel and the buttons), and how large it is drawn there: larger than the table's scale
where its words would read under 12 px times the size of texts, as far as its room holds it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QWidget

from .hint_panel import HINT_WIDTH, HintPanel
from .table.area import TableArea
from .table.free_spot import free_spot
from .table.layout import BESIDE_TRICK
from .table.panels import CHOOSER_TEXT, readable_scale
from .table.seat_room import badges_on_view, messages_room

HINT_STEPS = 4  # from the scale its words want down to the table's, for the felt beside the trick


class HintPlace:
    """Places ``panel`` on ``table``, clear of the coach's buttons (``coach_buttons``)."""

    def __init__(self, table: TableArea, panel: HintPanel,
                 coach_buttons: Callable[[], Sequence[QWidget]]) -> None:
        self._table = table
        self.panel = panel
        self._coach_buttons = coach_buttons
        # the hint's scale beside the trick for a felt, size of texts, table and words
        self._hint_fit: tuple[tuple[object, ...], float] | None = None

    def _grow_to_read(self, felt: QRect) -> None:
        """The hint on the felt beside the trick, larger than the table's scale where its
        words would read under LEGIBLE_PIXELS times the size of texts: the largest of a few
        steps down to the table's scale at which it is no taller than ``felt``. Worked out
        once for a size of the felt, of the texts and a hint's words (each step restyles)."""
        k = self._table.panel_scale()
        wanted = readable_scale(CHOOSER_TEXT)
        key = (felt.size(), wanted, k, self.panel.advice.text(),
               self.panel.choices.text())
        if self._hint_fit is not None and self._hint_fit[0] == key:
            self.panel.set_scale(self._hint_fit[1])
            return
        scale = k
        if wanted > k:
            for step in range(HINT_STEPS, -1, -1):
                scale = k + (wanted - k) * step / HINT_STEPS
                self.panel.set_scale(scale)
                self.panel.fit_width(felt.width())
                if self.panel.height() <= felt.height():
                    break
        self.panel.set_scale(scale)
        self._hint_fit = (key, scale)

    def place(self, k: float) -> None:
        """On the felt between the left seat's cards and the trick, where no card, badge or
        panel lies; above the call or trump chooser when one is up there."""
        table = self._table
        if not self.panel.isVisible():
            table.lower_choosers(False)
        felt = table.mapFromScene(BESIDE_TRICK).boundingRect()
        chooser = next((chooser for chooser in (table.call_panel, table.trump_panel)
                        if chooser.isVisible() and (table.choosers_low
                                                    or felt.intersects(chooser.geometry()))),
                       None)
        if chooser is None:
            self._grow_to_read(felt)
            self.panel.fit_width(felt.width())
            spare = max(0, felt.height() - self.panel.height())
            self.panel.move(felt.x(), felt.y() + spare // 2)
            return
        # beside a chooser, where room is short: as large as its words want (LEGIBLE_PIXELS
        # times the size of texts) wherever a spot is free for it, else a step smaller, down
        # to the table's scale
        wanted = readable_scale(CHOOSER_TEXT)
        for scale in ([wanted, (wanted + k) / 2] if wanted > k else []):
            self.panel.set_scale(scale)
            if self._spot_over(chooser):
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

    def _spot_over(self, chooser: QWidget) -> bool:
        """The hint, at its scale now, moved to a free spot by ``chooser``; False where none
        is (the choosers back up). Best above the chooser, whose words and buttons the hint is
        about, reaching a little past its middle; else the free felt nearest to there, clear
        of every seat's cards and badge, the corner panel and the buttons; wider (so shorter)
        if need be. While no message is shown, their room over the hand is free: the hint may
        lie there, or the chooser go down into it to leave the hint room above (the hint
        goes, and the chooser back up, as soon as the person acts). A hint at most 1.6 times
        as wide (lines a reader can follow) wherever it can be, before one twice to three
        times as wide."""
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
