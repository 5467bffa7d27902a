"""How large the panels over the table are drawn, and where a result goes: at the table's
scale (``panels.panel_scale``: they grow and shrink with it), or larger where that leaves
their smallest words under LEGIBLE_PIXELS times the size of texts (a 1280x720 laptop, larger
texts asked), as far as the table has room for them."""

from __future__ import annotations

from PySide6.QtCore import QRect

from ..text_scale import current_text_scale
from .panels import CHOOSER_TEXT, SMALLEST_PANEL_TEXT, OverlayPanel, panel_scale, readable_scale
from .seat_room import badges_on_view, covering_plates, hand_room
from .view import TableView

ROOM_SHARE = 0.8  # of the table's width (and a result's height), the most a panel takes
OVER_PLATES_SHARE = 0.94  # of the table's width, the most a result laid over the plates takes
STEADY = 0.03  # a new scale closer than this share to the present one is not taken
# a panel this share of its room wide or high fills it: grown in proportion it would seem to
# fit a few percent more, and once there not fit, and shrink back, at each placing
FULL = 0.94


class PanelFit:
    """The scales and places of the table's panels that depend on the room around them."""

    def __init__(self, table: TableView) -> None:
        self._table = table

    def _panel_scale(self) -> float:
        return panel_scale(self._table.transform().m11())

    def fit_result(self, panel: OverlayPanel) -> None:
        """Scale a deal's or the match's result (or a deal played again): at the usual size of
        texts, as large as the felt between the seats holds (``result_gap``), clear of their
        plates, its headings perhaps a little under 12 px; with larger texts asked, as large
        as ROOM_SHARE of the table holds, over the side seats' plates if need be (the cards
        are gathered then, and the panel says what the plates say)."""
        table = self._table
        if current_text_scale() <= 1.0:
            top, bottom = self.result_gap()
            height, width = float(bottom - top), ROOM_SHARE * table.width()
        else:  # over the plates, it may take the felt's width (result_place covers them whole)
            height = ROOM_SHARE * table.clear_room().height()
            width = OVER_PLATES_SHARE * table.width()
        self._fit(panel, SMALLEST_PANEL_TEXT, width, height)

    def fit_chooser(self, panel: OverlayPanel, ceiling: int) -> None:
        """Scale the call or trump chooser: no higher than the room between the top seat (its
        cards and plate) and ``ceiling``, the messages' room over the hand."""
        table = self._table
        room = ceiling - self._under_top_seat() - round(8 * self._panel_scale())
        self._fit(panel, CHOOSER_TEXT, ROOM_SHARE * table.width(), room)

    def _fit(self, panel: OverlayPanel, smallest: int, width: float, height: float) -> None:
        """The panel at ``_readable``'s scale; then, while it is wider or taller than the room
        (that scale was reckoned from its size at another one), smaller in proportion, reckoned
        from nearer each time: it ends inside (or at the table's scale), and the next placing
        keeps it."""
        scale = self._readable(panel, smallest, width, height)
        if abs(scale - panel.scale_factor) >= 0.001:
            panel.set_scale(scale)
            panel.adjustSize()
        k = self._panel_scale()
        for _ in range(3):
            over = max(panel.width() / width, panel.height() / max(1.0, height))
            if over <= 1.0 or panel.scale_factor <= k:
                return
            panel.set_scale(max(k, panel.scale_factor / over * 0.995))
            panel.adjustSize()

    def result_place(self, place: QRect) -> QRect:
        """Where a result panel at ``place`` goes: there, or grown (about its middle across,
        within the table) to cover whole the plates it lies on, which would otherwise show a
        name cut short or a badge past its edge."""
        table = self._table
        return covering_plates(place, badges_on_view(table, table.seats),
                               round(8 * self._panel_scale()), table.clear_room())

    def result_top(self, panel_height: int) -> int:
        """Where a result panel's top goes: in the middle of the felt between the seats
        (``result_gap``); where it is taller, at the top of that felt, over the side seats'
        plates; always on the table, clear of the news's strip under it (over the corner panel
        too, on a table too short)."""
        top, bottom = self.result_gap()
        middle = top + max(0, bottom - top - panel_height) // 2
        return max(0, min(self._table.clear_room().height() - panel_height, middle))

    def result_gap(self) -> tuple[int, int]:
        """The felt under the top seat (its cards and plate) and the corner panel, and over
        the side seats' plates, on the view, a gap kept from each."""
        table = self._table
        corner = table.mapFromScene(table.info.sceneBoundingRect()).boundingRect()
        top = max(self._under_top_seat(), corner.bottom())
        sides = [plate.top() for plate in badges_on_view(table, table.seats) if plate.top() > top]
        gap = round(8 * self._panel_scale())
        return top + gap, min(sides, default=table.clear_room().height()) - gap

    def _under_top_seat(self) -> int:
        """The lowest edge of the top seat's cards and plate, on the view."""
        table = self._table
        top = table.mapFromScene(hand_room("top", table.cards.large_cards)).boundingRect()
        beside = [plate.bottom() for plate in badges_on_view(table, table.seats)
                  if plate.center().y() < top.bottom()]
        return max([top.bottom(), *beside])

    def _readable(self, panel: OverlayPanel, smallest: int, width: float,
                  height: float) -> float:
        """The table's scale, or larger where that draws ``smallest`` (the panel's smallest
        words at its base size) under LEGIBLE_PIXELS times the size of texts, as far as the
        panel stays within ``width`` and ``height`` pixels. Its size is taken as it is drawn
        now, grown in proportion; it is not quite (borders, rounded font sizes), so a scale
        within STEADY of the present one is kept, and a panel that fills its room (FULL) or
        more never grows: the panel does not shift at each placing."""
        k = self._panel_scale()
        wanted = readable_scale(smallest)
        if wanted <= k:
            return k
        panel.adjustSize()
        now = panel.scale_factor
        fits = now * min(width / max(1, panel.width()), height / max(1, panel.height()))
        scale = max(k, min(wanted, fits))
        if panel.width() > FULL * width or panel.height() > FULL * height:
            return min(scale, now)  # filling its room already, or more: never larger
        return now if abs(scale - now) < STEADY * now else scale
