"""The cards on the table: each seat's hand, the trick, the cards gathering to a trick's
winner, and the first-Hakem draw. Creates, deals, places and removes the card items; the
table (view.TableView) tells it what happened."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Card
from ...engine.cards import sort_hand
from ...engine.events import TrickWon
from ...engine.view import SeatView
from ..controller import VIEWER_SEAT, MatchController
from ..timing import Timing
from .card_item import CardItem
from .hakem_draw import DRAW_SCALE, DrawnCard, draw_position
from .layout import (
    CENTRE,
    LARGE_TOAST_Y,
    LARGE_TRICK_SCALE,
    LAYOUT,
    TOAST_Y,
    TRICK_SCALE,
    hand_positions,
    spot_for,
    spot_of,
)


class CardLayer:
    """``on_click`` is called with the item of a hand's card the person clicked."""

    def __init__(self, scene: QGraphicsScene, controller: MatchController,
                 on_click: Callable[[CardItem], None]) -> None:
        self.scene = scene
        self.controller = controller
        self.on_click = on_click
        self.hands: list[list[CardItem]] = [[], [], [], []]
        self.trick: list[CardItem] = []
        self.leaving: list[CardItem] = []
        self.four_colour = False
        self.clockwise = False  # the game's seats go round clockwise (Court Piece, Hokm)
        self.large_cards = False  # Settings > Large cards: the person's hand and the trick

    def set_large_cards(self, on: bool) -> None:
        """The person's hand and the trick drawn larger (or back to normal) at once."""
        if on == self.large_cards:
            return
        self.large_cards = on
        self.layout_hand(VIEWER_SEAT, 0)
        view = self.controller.view(VIEWER_SEAT)
        plays = list(view.current_trick) if view is not None else []
        if len(plays) == len(self.trick):
            for item, (seat, _card) in zip(self.trick, plays, strict=True):
                self._put_in_trick(item, seat, 0)

    def message_y(self) -> float:
        """Where the table's messages stand: over the top edge of the person's hand."""
        return LARGE_TOAST_Y if self.large_cards else TOAST_Y

    def spot(self, seat: int) -> str:
        return spot_of(seat, VIEWER_SEAT, self.clockwise)

    def _timing(self) -> Timing:
        return self.controller.pace()

    def _view(self) -> SeatView:
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        return view

    def items(self) -> list[CardItem]:
        return [item for item in self.scene.items() if isinstance(item, CardItem)]

    def clear(self) -> None:
        for item in self.items():
            self.scene.removeItem(item)
            item.deleteLater()
        self.hands = [[], [], [], []]
        self.trick = []
        self.leaving = []

    def _new_back(self, seat: int) -> CardItem:
        """A face-down card added to ``seat``'s hand (it turns up if it is the person's)."""
        item = CardItem(None, False, self.four_colour)
        item.clicked.connect(self.on_click)
        self.scene.addItem(item)
        self.hands[seat].append(item)
        return item

    # ----- dealing ----------------------------------------------------------------------------

    def deal(self, order: list[int]) -> None:
        """Deal one card to each seat of ``order`` in turn, from the centre of the table."""
        timing = self._timing()
        for seat in order:
            item = self._new_back(seat)
            item.setPos(CENTRE)
            item.setScale(0.6)
        self.show_viewer_faces()
        counts = [0, 0, 0, 0]
        delays: dict[int, int] = {}
        for i, seat in enumerate(order):
            item = self.hands[seat][len(self.hands[seat]) - order.count(seat) + counts[seat]]
            counts[seat] += 1
            delays[id(item)] = i * timing.deal_card_ms
        for seat in range(4):
            self.layout_hand(seat, timing.deal_glide_ms, delays)
        self._turn_dealt_cards(self.hands[VIEWER_SEAT][-order.count(VIEWER_SEAT):]
                               if VIEWER_SEAT in order else [], delays)

    def _turn_dealt_cards(self, items: list[CardItem], delays: dict[int, int]) -> None:
        """The person's new cards arrive face down and turn face up as they land."""
        glide = self._timing().deal_glide_ms
        for item in items:
            item.lift_ms = self._timing().lift_ms
            if item.face_up:
                start = delays.get(id(item), 0) + int(glide * 0.35)
                item.turn_face_up(int(glide * 0.65), start)

    def restore(self, view: SeatView) -> None:
        """A resumed match: the hands and the trick as they are now, without motion."""
        for seat in range(4):
            for _ in range(view.hand_sizes[seat]):
                self._new_back(seat)
        self.show_viewer_faces()
        for seat in range(4):
            self.layout_hand(seat, 0)
        for seat, card in view.current_trick:
            item = CardItem(card, True, self.four_colour)
            self.scene.addItem(item)
            self.place_in_trick(item, seat, 0)

    def sync_hand_counts(self) -> None:
        """Give every seat as many cards as the engine says it holds."""
        view = self._view()
        for seat in range(4):
            items = self.hands[seat]
            while len(items) < view.hand_sizes[seat]:
                self._new_back(seat).setPos(CENTRE)
            while len(items) > view.hand_sizes[seat]:
                extra = items.pop()
                self.scene.removeItem(extra)
                extra.deleteLater()
        self.show_viewer_faces()
        for seat in range(4):
            self.layout_hand(seat, self._timing().deal_glide_ms)

    def show_viewer_faces(self) -> None:
        """Turn the person's cards face up, sorted (trump first when known, the Satat 2 of
        hearts before them)."""
        view = self._view()
        cards = sort_hand(view.hand, view.trump, view.rules.has_satat)
        items = self.hands[VIEWER_SEAT]
        known = len(cards)
        for item in items:
            item.four_colour = self.four_colour
        for i, item in enumerate(items):
            if i < known:
                item.set_face(cards[i], True)
            else:
                item.set_face(None, False)

    def layout_hand(self, seat: int, duration: int, delays: dict[int, int] | None = None) -> None:
        spot = spot_for(self.spot(seat), self.large_cards)
        items = self.hands[seat]
        for z, (item, (pos, rotation)) in enumerate(
            zip(items, hand_positions(spot, len(items)), strict=True)
        ):
            item.setZValue(100 + z)
            delay = delays.get(id(item), 0) if delays else 0
            item.place(pos, rotation, spot.scale, duration, delay)

    def draw_for_hakem(self, drawn: list[DrawnCard]) -> None:
        """Lay out every card of the draw in front of its seat, round after round: earlier
        rounds dimmed, the card that decided framed (all cleared by the deal)."""
        timing = self._timing()
        per_seat = [sum(1 for d in drawn if d.seat == seat) for seat in range(4)]
        gap = timing.draw_card_ms
        for i, d in enumerate(drawn):
            item = CardItem(d.card, True, self.four_colour)
            item.setPos(CENTRE)
            item.setScale(DRAW_SCALE)
            item.setZValue(300 + i)
            item.set_dimmed(not d.last_at_seat)
            item.winning = d.decides
            self.scene.addItem(item)
            self.trick.append(item)
            spot = self.spot(d.seat)
            item.place(draw_position(spot, d.index_at_seat, per_seat[d.seat]), 0, DRAW_SCALE,
                       timing.move_ms, i * gap)

    # ----- play -------------------------------------------------------------------------------

    def play(self, seat: int, card: Card) -> None:
        """``seat``'s card goes from its hand to the trick."""
        timing = self._timing()
        hand = self.hands[seat]
        item = next((i for i in hand if i.card == card and i.face_up), None)
        if item is None:
            item = hand[len(hand) // 2] if hand else None
            if item is None:  # nothing drawn for that seat (should not happen)
                item = CardItem(card, True, self.four_colour)
                item.setPos(LAYOUT[self.spot(seat)].hand_centre)
                self.scene.addItem(item)
        if item in hand:
            hand.remove(item)
        if seat == VIEWER_SEAT:
            for other in hand:  # nothing is playable while the card travels
                other.playable = False
                other.set_dimmed(False)
        item.four_colour = self.four_colour
        item.set_face(card, True)
        item.set_dimmed(False)
        item.playable = False
        item.set_keyboard_selected(False)
        self.place_in_trick(item, seat, timing.move_ms)
        self.layout_hand(seat, timing.move_ms)

    def place_in_trick(self, item: CardItem, seat: int, duration: int) -> None:
        item.setZValue(300 + len(self.trick))
        item.set_leads(not self.trick)  # the first card of the trick: its tab says it led
        self.trick.append(item)
        self._put_in_trick(item, seat, duration)

    def _put_in_trick(self, item: CardItem, seat: int, duration: int) -> None:
        spot = spot_for(self.spot(seat), self.large_cards)
        scale = LARGE_TRICK_SCALE if self.large_cards else TRICK_SCALE
        item.place(spot.trick, spot.trick_rotation, scale, duration)

    def gather(self, event: TrickWon) -> None:
        """The trick stays a moment, its deciding card framed, then goes to the winner."""
        items = list(self.trick)
        self.trick = []
        winner_card = next((card for seat, card in event.plays if seat == event.winner), None)
        for item in items:
            if item.card == winner_card and event.counted:
                item.winning = True
                item.update()
        self._send_to(items, event.winner, self._timing().trick_pause_ms)

    def throw_in(self, winner: int) -> None:
        """A conceded deal: every card still out, in the hands and on the table, goes at once
        to ``winner``, who took the rest of the deal, as a trick goes to the seat that won it;
        nothing is left to play."""
        items = [item for hand in self.hands for item in hand] + self.trick
        self.hands = [[], [], [], []]
        self.trick = []
        for item in items:
            item.playable = False
            item.set_dimmed(False)
            item.set_keyboard_selected(False)
        self._send_to(items, winner, 0)

    def _send_to(self, items: list[CardItem], seat: int, pause_ms: int) -> None:
        """``items`` glide to ``seat``'s plate after ``pause_ms`` and are taken off the table
        (at once where the table shows no motion)."""
        timing = self._timing()
        if pause_ms + timing.gather_ms <= 0:
            for item in items:
                self.scene.removeItem(item)
                item.deleteLater()
            return
        target = LAYOUT[self.spot(seat)].badge
        self.leaving.extend(items)
        for item in items:
            item.place(target, 0, 0.3, timing.gather_ms, pause_ms)
        # the scene as context: a table closed meanwhile takes the timer with it
        QTimer.singleShot(pause_ms + timing.gather_ms + 30, self.scene,
                          lambda: self._drop(items))

    def _drop(self, items: list[CardItem]) -> None:
        for item in items:
            if item in self.leaving:
                self.leaving.remove(item)
                if item.scene() is self.scene:
                    self.scene.removeItem(item)
                item.deleteLater()
