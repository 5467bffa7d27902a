"""The card table: a QGraphicsView showing the controller's match with animated cards."""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card, Phase, Suit
from ...engine.cards import sort_hand
from ...engine.events import (
    DealScored,
    DealStarted,
    HakemDrawn,
    SetWon,
    TrickWon,
    TrumpNamed,
    TrumpRevealed,
)
from .. import texts
from ..controller import VIEWER_SEAT, MatchController
from ..i18n import FollowsLanguage, format_signed, format_tricks
from ..timing import Timing
from .card_art import draw_suit, suit_colour
from .card_item import CardItem
from .hakem_draw import DRAW_SCALE, DrawTexts, draw_position, draw_rounds, round_count
from .layout import (
    CENTRE,
    LARGE_TOAST_Y,
    LARGE_TRICK_SCALE,
    LAYOUT,
    SCENE_HEIGHT,
    SCENE_WIDTH,
    TOAST_Y,
    TRICK_SCALE,
    hand_positions,
    spot_for,
    spot_of,
)
from .looks import CONTRAST_FELT, FELTS, high_contrast
from .seat_badge import SeatBadge

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them


class InfoPanel(QGraphicsObject):
    """Top-left corner: the game, the deal, the trump and (partnerships) each side's tricks."""

    def __init__(self) -> None:
        super().__init__()
        self.game = "hand"
        self.lines: list[str] = []
        self.trump: Suit | None = None
        self.trump_state = "none"  # none, waiting, shown, hidden, no_trump
        self.four_colour = False
        self.setZValue(400)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 300, 150)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        contrast = high_contrast()
        painter.setPen(QPen(QColor("#ffffff") if contrast else QColor(255, 255, 255, 60),
                            2.5 if contrast else 1.5))
        painter.setBrush(QColor("#000000") if contrast else QColor(8, 24, 16, 170))
        painter.drawRoundedRect(QRectF(0, 0, 300, 150), 14, 14)
        title = QFont("DejaVu Sans")
        title.setPixelSize(21)
        title.setBold(True)
        painter.setFont(title)
        painter.setPen(QColor("#ffe9a8"))
        painter.drawText(
            QRectF(16, 8, 270, 30), Qt.AlignmentFlag.AlignVCenter, texts.game_name(self.game)
        )
        small = QFont("DejaVu Sans")
        small.setPixelSize(15)
        painter.setFont(small)
        painter.setPen(QColor("#ffffff") if contrast else QColor("#e6efe9"))
        y = 40.0
        for line in self.lines[:4]:
            width = 270 if self.game == "hand" else 196
            painter.drawText(QRectF(16, y, width, 22), Qt.AlignmentFlag.AlignVCenter, line)
            y += 22
        if self.game == "hand":
            return
        box = QRectF(214, 40, 72, 96)
        painter.setPen(QPen(QColor("#e8c766"), 1.5))
        painter.setBrush(QColor("#fdfcf7") if self.trump_state == "shown" else QColor(0, 0, 0, 90))
        painter.drawRoundedRect(box, 8, 8)
        label = QFont("DejaVu Sans")
        label.setPixelSize(12)
        label.setBold(True)
        painter.setFont(label)
        painter.setPen(QColor("#555555") if self.trump_state == "shown" else QColor("#e8c766"))
        painter.drawText(
            QRectF(box.left(), box.top() + 2, box.width(), 18),
            Qt.AlignmentFlag.AlignCenter,
            translate("TableView", "TRUMP"),
        )
        if self.trump_state == "shown" and self.trump is not None:
            draw_suit(
                painter,
                self.trump,
                QPointF(box.center().x(), box.center().y() + 10),
                44,
                suit_colour(self.trump, self.four_colour),
            )
        else:
            mark = {"hidden": "?", "no_trump": "—", "waiting": "…"}.get(self.trump_state, "")
            big = QFont("DejaVu Sans")
            big.setPixelSize(36)
            big.setBold(True)
            painter.setFont(big)
            painter.setPen(QColor("#e8c766"))
            painter.drawText(box.adjusted(0, 16, 0, 0), Qt.AlignmentFlag.AlignCenter, mark)


class Toast(QGraphicsObject):
    """Short messages above the person's hand ("You must follow hearts"). A message that
    arrives while another is shown joins it (two lines at most), so none is missed."""

    MAX_LINES = 2

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, float]] = []  # text, time it expires
        self.setZValue(900)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._expire)
        self._clock = QElapsedTimer()
        self._clock.start()

    @property
    def text(self) -> str:
        return "\n".join(line for line, _ in self.lines)

    def boundingRect(self) -> QRectF:
        return QRectF(-430, -60, 860, 84)

    def show_text(self, text: str, msecs: int = 3500) -> None:
        now = self._clock.elapsed()
        self.lines = [(line, end) for line, end in self.lines if end > now and line != text]
        self.lines.append((text, now + max(msecs, 1)))
        self.lines = self.lines[-self.MAX_LINES:]
        self.setVisible(bool(text))
        self.update()
        self._schedule()

    def _schedule(self) -> None:
        if self.lines:
            first_end = min(end for _, end in self.lines)
            self._timer.start(max(1, int(first_end - self._clock.elapsed())))

    def _expire(self) -> None:
        now = self._clock.elapsed()
        self.lines = [(line, end) for line, end in self.lines if end > now]
        self.setVisible(bool(self.lines))
        self.update()
        self._schedule()

    def clear(self) -> None:
        self.lines = []
        self.setVisible(False)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont("DejaVu Sans")
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        widest = max(metrics.horizontalAdvance(line) for line, _ in self.lines)
        width = min(850.0, widest + 48.0)
        height = 16.0 + 26.0 * len(self.lines)
        rect = QRectF(-width / 2, 22 - height, width, height)
        painter.setPen(QPen(QColor("#ffd54a"), 2))
        painter.setBrush(QColor(20, 20, 20, 215))
        painter.drawRoundedRect(rect, 20, 20)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TableView(FollowsLanguage, QGraphicsView):
    """Draws the match of ``controller`` from the bottom seat's point of view."""

    card_chosen = Signal(object)  # Card clicked (or Enter) by the person
    selection_changed = Signal()  # the card raised with the arrows changed (or none is)
    message_shown = Signal(str)  # a message above the hand (a screen reader says it too)

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setScene(QGraphicsScene(0, 0, SCENE_WIDTH, SCENE_HEIGHT, self))
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(640, 360)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.four_colour = False
        self.felt = "green"  # a name in looks.FELTS
        self.large_cards = False  # Settings > Large cards: the person's hand and the trick
        self.names: list[str] = ["", "", "", ""]
        self._hands: list[list[CardItem]] = [[], [], [], []]
        self._trick: list[CardItem] = []
        self._leaving: list[CardItem] = []
        self._badges: list[SeatBadge] = []
        self._game = "hand"
        self._clockwise = False
        self._selected: int | None = None
        self._deal_event: DealStarted | None = None
        self._bid_target: int | None = None
        self._totals: tuple[int, ...] = (0, 0, 0, 0)
        self.info = InfoPanel()
        self.info.setPos(18, 14)
        self.scene().addItem(self.info)
        self.toast = Toast()
        self.toast.setPos(SCENE_WIDTH / 2, TOAST_Y)
        self.toast.setVisible(False)
        self.scene().addItem(self.toast)
        self._connect(controller)

    # ----- wiring -----------------------------------------------------------------------------

    def _connect(self, c: MatchController) -> None:
        c.match_started.connect(self._on_match_started)
        c.hakem_drawn.connect(self._on_hakem_drawn)
        c.deal_started.connect(self._on_deal_started)
        c.call_locked.connect(self._on_call_locked)
        c.calls_revealed.connect(self._on_calls_revealed)
        c.trump_named.connect(self._on_trump_named)
        c.trump_revealed.connect(self._on_trump_revealed)
        c.card_played.connect(self._on_card_played)
        c.trick_won.connect(self._on_trick_won)
        c.deal_scored.connect(self._on_deal_scored)
        c.set_won.connect(self._on_set_won)
        c.turn_started.connect(self._on_turn_started)
        c.bot_thinking.connect(self._on_bot_thinking)
        c.timer_ticked.connect(self._on_timer_ticked)
        c.timer_paused.connect(self._on_timer_paused)
        c.timed_out.connect(self._on_timed_out)
        c.action_refused.connect(self._on_refused)
        c.settled.connect(self.refresh_interaction)

    # ----- what tests and the window ask ------------------------------------------------------

    def hand_items(self, seat: int = VIEWER_SEAT) -> list[CardItem]:
        return list(self._hands[seat])

    def trick_items(self) -> list[CardItem]:
        return list(self._trick)

    def card_items(self) -> list[CardItem]:
        return [item for item in self.scene().items() if isinstance(item, CardItem)]

    def badge(self, seat: int) -> SeatBadge:
        return self._badges[seat]

    def badges(self) -> list[SeatBadge]:
        return list(self._badges)

    def message(self) -> str:
        return self.toast.text

    def show_message(self, text: str, msecs: int = 3500) -> None:
        self.toast.show_text(text, msecs)
        self.message_shown.emit(text)

    @property
    def selected_index(self) -> int | None:
        return self._selected

    # ----- scaling ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        contrast = high_contrast()
        felt = CONTRAST_FELT if contrast else FELTS.get(self.felt, FELTS["green"])
        painter.fillRect(rect, QColor(felt.floor))
        table = QRectF(40, 20, SCENE_WIDTH - 80, SCENE_HEIGHT - 40)
        gradient = QRadialGradient(CENTRE, SCENE_WIDTH * 0.6)
        gradient.setColorAt(0.0, QColor(felt.centre))
        gradient.setColorAt(0.65, QColor(felt.middle))
        gradient.setColorAt(1.0, QColor(felt.edge))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff") if contrast else QColor("#5b3a1e"),
                            4 if contrast else 18))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(table, 160, 160)
        painter.setPen(QPen(QColor(255, 255, 255, 90 if contrast else 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(table.adjusted(26, 26, -26, -26), 140, 140)
        painter.drawEllipse(CENTRE, 230, 150)

    # ----- the match --------------------------------------------------------------------------

    def _spot(self, seat: int) -> str:
        return spot_of(seat, VIEWER_SEAT, self._clockwise)

    def _on_match_started(self) -> None:
        state = self.controller.state
        assert state is not None
        self._game = state.game
        self._clockwise = state.game != "hand"
        self.info.game = state.game
        self._clear_cards()
        for badge in self._badges:
            self.scene().removeItem(badge)
        self._badges = []
        for seat in range(4):
            badge = SeatBadge(seat, state.game)
            badge.name = self.names[seat] if seat < len(self.names) else ""
            player = self.controller.players[seat]
            badge.level = player.level
            badge.setPos(LAYOUT[self._spot(seat)].badge)
            self.scene().addItem(badge)
            self._badges.append(badge)
        self.info.trump_state = "none"
        self.info.four_colour = self.four_colour
        self._deal_event = None
        self._totals = (0, 0, 0, 0) if state.game == "hand" else (0, 0)
        if state.deals and state.deals[-1].totals is None and len(state.deals) > 1:
            self._totals = tuple(state.deals[-2].totals or self._totals)  # a resumed match
        self.toast.clear()
        self._update_info()

    def _clear_cards(self) -> None:
        for item in self.card_items():
            self.scene().removeItem(item)
            item.deleteLater()
        self._hands = [[], [], [], []]
        self._trick = []
        self._leaving = []
        self._selected = None

    def _timing(self) -> Timing:
        return self.controller.pace()

    def _on_deal_started(self, event: DealStarted) -> None:
        self._clear_cards()
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        for seat, badge in enumerate(self._badges):
            badge.is_dealer = seat == event.dealer
            badge.is_hakem = seat == event.hakem
            badge.tricks = 0
            badge.call = None
            badge.call_locked = False
            badge.to_act = False
            badge.seconds_left = None
            badge.refresh()
        if self._game == "hand":
            self.info.trump_state = "none"
        elif event.no_trump:
            self.info.trump_state = "no_trump"
        else:
            self.info.trump_state = "waiting"
        self.info.trump = None
        self._deal_event = event
        self._bid_target = None
        if event.sudden_death:
            self.show_message(
                translate("TableView", "First place is tied: a sudden-death round decides"),
                5000,
            )
        self._update_info()
        order = list(event.deal_order)
        if not order:  # a resumed match: hands as they are now
            self._restore_hands()
            return
        first = len(order)
        if event.first_batch and event.hakem is not None:
            seen = 0
            for i, seat in enumerate(order):
                if seat == event.hakem:
                    seen += 1
                    if seen == event.first_batch:
                        first = i + 1
                        break
        self._pending_order = order[first:]
        self._deal_cards(order[:first])

    def _deal_text(self, event: DealStarted) -> str:
        if self._game == "hand":
            rounds = int(getattr(self.controller.state.rules, "rounds", 5))  # type: ignore[union-attr]
            if event.sudden_death:
                return translate("TableView", "Sudden-death round {n}").format(
                    n=event.deal_index + 1 - rounds
                )
            return translate("TableView", "Round {n} of {total}").format(
                n=event.deal_index + 1, total=rounds
            )
        return translate("TableView", "Deal {n}").format(n=event.deal_index + 1)

    def _deal_cards(self, order: list[int]) -> None:
        timing = self._timing()
        for seat in order:
            item = CardItem(None, False, self.four_colour)
            item.setPos(CENTRE)
            item.setScale(0.6)
            item.clicked.connect(self._on_item_clicked)
            self.scene().addItem(item)
            self._hands[seat].append(item)
        self._show_viewer_faces()
        counts = [0, 0, 0, 0]
        delays: dict[int, int] = {}
        for i, seat in enumerate(order):
            item = self._hands[seat][len(self._hands[seat]) - order.count(seat) + counts[seat]]
            counts[seat] += 1
            delays[id(item)] = i * timing.deal_card_ms
        for seat in range(4):
            self._layout_hand(seat, timing.deal_glide_ms, delays)
        self._turn_dealt_cards(self._hands[VIEWER_SEAT][-order.count(VIEWER_SEAT):]
                               if VIEWER_SEAT in order else [], delays)

    def _turn_dealt_cards(self, items: list[CardItem], delays: dict[int, int]) -> None:
        """The person's new cards arrive face down and turn face up as they land."""
        glide = self._timing().deal_glide_ms
        for item in items:
            item.lift_ms = self._timing().lift_ms
            if item.face_up:
                start = delays.get(id(item), 0) + int(glide * 0.35)
                item.turn_face_up(int(glide * 0.65), start)

    def _restore_hands(self) -> None:
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        for seat in range(4):
            for _ in range(view.hand_sizes[seat]):
                item = CardItem(None, False, self.four_colour)
                item.clicked.connect(self._on_item_clicked)
                self.scene().addItem(item)
                self._hands[seat].append(item)
        self._show_viewer_faces()
        for seat, badge in enumerate(self._badges):
            if view.calls[seat] is not None:
                badge.call = view.calls[seat]
            badge.call_locked = view.calls_locked[seat]
        for seat in range(4):
            self._layout_hand(seat, 0)
        for seat, card in view.current_trick:
            item = CardItem(card, True, self.four_colour)
            self.scene().addItem(item)
            self._place_in_trick(item, seat, 0)
        self._count_tricks_from_view()
        if view.trump is not None:
            self.info.trump = view.trump
            self.info.trump_state = "shown"
        self._update_info()

    def _sync_hand_counts(self) -> None:
        """Give every seat as many cards as the engine says it holds."""
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        for seat in range(4):
            items = self._hands[seat]
            while len(items) < view.hand_sizes[seat]:
                item = CardItem(None, False, self.four_colour)
                item.setPos(CENTRE)
                item.clicked.connect(self._on_item_clicked)
                self.scene().addItem(item)
                items.append(item)
            while len(items) > view.hand_sizes[seat]:
                extra = items.pop()
                self.scene().removeItem(extra)
                extra.deleteLater()
        self._show_viewer_faces()
        for seat in range(4):
            self._layout_hand(seat, self._timing().deal_glide_ms)

    def _show_viewer_faces(self) -> None:
        """Turn the person's cards face up, sorted (trump first when known)."""
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        cards = sort_hand(view.hand, view.trump)
        items = self._hands[VIEWER_SEAT]
        known = len(cards)
        for item in items:
            item.four_colour = self.four_colour
        for i, item in enumerate(items):
            if i < known:
                item.set_face(cards[i], True)
            else:
                item.set_face(None, False)

    def _layout_hand(self, seat: int, duration: int, delays: dict[int, int] | None = None) -> None:
        spot = spot_for(self._spot(seat), self.large_cards)
        items = self._hands[seat]
        for z, (item, (pos, rotation)) in enumerate(
            zip(items, hand_positions(spot, len(items)), strict=True)
        ):
            item.setZValue(100 + z)
            delay = delays.get(id(item), 0) if delays else 0
            item.place(pos, rotation, spot.scale, duration, delay)

    def _on_call_locked(self, seat: int) -> None:
        self._done_acting(seat)
        self._badges[seat].call_locked = True
        self._badges[seat].refresh()

    def _done_acting(self, seat: int) -> None:
        badge = self._badges[seat]
        badge.to_act = False
        badge.thinking = False
        badge.seconds_left = None
        badge.refresh()

    def _on_calls_revealed(self, calls: tuple[int, int, int, int]) -> None:
        for seat, badge in enumerate(self._badges):
            badge.call = calls[seat]
            badge.refresh()
        self._update_info()
        total = sum(calls)
        self.show_message(
            translate("TableView", "Calls revealed: {total} tricks called for 8").format(
                total=total
            )
        )

    def _on_trump_named(self, event: TrumpNamed) -> None:
        view = self.controller.view(VIEWER_SEAT)
        assert view is not None
        suit = event.suit if event.suit is not None else view.trump
        self.info.trump = suit
        self._bid_target = event.target
        if event.suit is None:
            self.info.trump_state = "hidden" if view.trump is None else "shown"
        else:
            self.info.trump_state = "shown"
        self._update_info()
        self._done_acting(event.seat)
        name = self._badges[event.seat].display_name()
        mine = self._is_person(event.seat)
        if event.suit is not None and mine:
            text = translate("TableView", "You name {suit} as trump").format(
                suit=texts.suit_name(event.suit)
            )
        elif event.suit is not None:
            text = translate("TableView", "{name} names {suit} as trump").format(
                name=name, suit=texts.suit_name(event.suit)
            )
            if event.target is not None:
                text += " " + translate("TableView", "(target: {n} tricks)").format(n=event.target)
        elif mine:
            text = translate("TableView", "You have chosen a hidden trump: {suit}").format(
                suit=texts.suit_name(suit) if suit is not None else "?"
            )
        else:
            text = translate("TableView", "{name} has chosen a hidden trump").format(name=name)
        self.show_message(text)
        order = getattr(self, "_pending_order", [])
        self._pending_order = []
        if order:
            self._deal_cards(order)
        else:  # a resumed match: the rest of the cards were not drawn yet
            self._sync_hand_counts()

    def _on_trump_revealed(self, event: TrumpRevealed) -> None:
        self.info.trump = event.suit
        self.info.trump_state = "shown"
        self._update_info()
        if self._is_person(event.seat):
            text = translate("TableView", "You ask to see the trump: {suit}").format(
                suit=texts.suit_name(event.suit)
            )
        else:
            text = translate("TableView", "{name} asks to see the trump: {suit}").format(
                name=self._badges[event.seat].display_name(), suit=texts.suit_name(event.suit)
            )
        self.show_message(text)
        self._show_viewer_faces()

    def _on_hakem_drawn(self, event: HakemDrawn) -> None:
        """Lay out every card of the draw in front of its seat, round after round: earlier
        rounds dimmed, the card that decided framed (all cleared by the deal)."""
        drawn = draw_rounds(event.draws, event.hakem)
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
            self.scene().addItem(item)
            self._trick.append(item)
            spot = self._spot(d.seat)
            item.place(draw_position(spot, d.index_at_seat, per_seat[d.seat]), 0, DRAW_SCALE,
                       timing.move_ms, i * gap)
        if self._is_person(event.hakem):
            text = translate("TableView", "You are the first Hakem")
        else:
            text = translate("TableView", "{name} is the first Hakem").format(
                name=self._badges[event.hakem].display_name()
            )
        if self._game == "hokm":
            text += " " + translate("TableView", "(the first Ace dealt)")
        else:
            text += " " + translate("TableView", "(the highest card drawn)")
        rounds = round_count(drawn)
        tie = DrawTexts().tie_rounds(rounds) if self._game != "hokm" and rounds > 1 else ""

        def announce() -> None:
            if tie:
                self.show_message(tie, 5000)
            self.show_message(text, 5000)

        if timing.instant:
            announce()
            return
        self.show_message(translate("TableView", "Drawing for the first Hakem…"),
                          len(drawn) * gap + timing.move_ms)
        QTimer.singleShot(len(drawn) * gap + timing.move_ms, self, announce)

    def _on_deal_scored(self, event: DealScored) -> None:
        self._totals = tuple(event.totals)
        self._update_info()

    def _on_set_won(self, event: SetWon) -> None:
        text = (
            translate("TableView", "Your side wins the set ({ours} – {theirs} in sets)")
            if event.side == 0
            else translate("TableView", "The opponents win the set ({ours} – {theirs} in sets)")
        )
        self.show_message(text.format(ours=event.sets[0], theirs=event.sets[1]), 6000)
        self._totals = (0, 0)  # a new set starts from zero

    def _is_person(self, seat: int) -> bool:
        players = self.controller.players
        return seat == VIEWER_SEAT and seat < len(players) and players[seat].is_human

    def _on_card_played(self, seat: int, card: Card) -> None:
        timing = self._timing()
        hand = self._hands[seat]
        item = next((i for i in hand if i.card == card and i.face_up), None)
        if item is None:
            item = hand[len(hand) // 2] if hand else None
            if item is None:  # nothing drawn for that seat (should not happen)
                item = CardItem(card, True, self.four_colour)
                item.setPos(LAYOUT[self._spot(seat)].hand_centre)
                self.scene().addItem(item)
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
        self._set_selected(None)
        item.set_keyboard_selected(False)
        self._place_in_trick(item, seat, timing.move_ms)
        self._layout_hand(seat, timing.move_ms)
        self._done_acting(seat)

    def _place_in_trick(self, item: CardItem, seat: int, duration: int) -> None:
        item.setZValue(300 + len(self._trick))
        self._trick.append(item)
        self._put_in_trick(item, seat, duration)

    def _put_in_trick(self, item: CardItem, seat: int, duration: int) -> None:
        spot = spot_for(self._spot(seat), self.large_cards)
        scale = LARGE_TRICK_SCALE if self.large_cards else TRICK_SCALE
        item.place(spot.trick, spot.trick_rotation, scale, duration)

    def _on_trick_won(self, event: TrickWon) -> None:
        timing = self._timing()
        items = list(self._trick)
        self._trick = []
        self._badges[event.winner].tricks += 1
        self._badges[event.winner].refresh()
        self._update_info()
        target = LAYOUT[self._spot(event.winner)].badge
        if timing.trick_pause_ms + timing.gather_ms <= 0:
            for item in items:
                self.scene().removeItem(item)
                item.deleteLater()
            return
        self._leaving.extend(items)
        winner_card = next((card for seat, card in event.plays if seat == event.winner), None)
        for item in items:
            if item.card == winner_card and event.counted:
                item.winning = True
                item.update()
        for item in items:
            item.place(target, 0, 0.3, timing.gather_ms, timing.trick_pause_ms)
        QTimer.singleShot(timing.trick_pause_ms + timing.gather_ms + 30, self,
                          lambda: self._drop(items))

    def _drop(self, items: list[CardItem]) -> None:
        for item in items:
            if item in self._leaving:
                self._leaving.remove(item)
                if item.scene() is self.scene():
                    self.scene().removeItem(item)
                item.deleteLater()

    def _count_tricks_from_view(self) -> None:
        view = self.controller.view(VIEWER_SEAT)
        if view is None:
            return
        counts = [0, 0, 0, 0]
        for trick in view.completed_tricks:
            counts[trick.winner] += 1
        for seat, badge in enumerate(self._badges):
            badge.tricks = counts[seat]
            badge.refresh()

    def _update_info(self) -> None:
        """Counted from the events shown so far, so it stays right while a finished deal's
        summary is up (the engine is already in the next deal then)."""
        event = self._deal_event
        lines = [self._deal_text(event)] if event is not None else []
        if self._game != "hand":
            sides = [0, 0]
            for seat, badge in enumerate(self._badges):
                sides[seat % 2] += badge.tricks
            lines.append(
                translate("TableView", "Your side: {tricks}").format(tricks=format_tricks(sides[0]))
            )
            lines.append(
                translate("TableView", "Opponents: {tricks}").format(tricks=format_tricks(sides[1]))
            )
            if self._bid_target is not None:
                lines.append(
                    translate("TableView", "Target: {n} tricks").format(n=self._bid_target)
                )
            else:
                lines.append(
                    translate("TableView", "Match: {ours} – {theirs}").format(
                        ours=self._totals[0], theirs=self._totals[1]
                    )
                )
        else:
            played = sum(badge.tricks for badge in self._badges)
            lines.append(translate("TableView", "Tricks played: {n} of 8").format(n=played))
            lines.append(
                translate("TableView", "Your score: {n}").format(n=format_signed(self._totals[0]))
            )
            calls = [badge.call for badge in self._badges]
            if calls and all(call is not None for call in calls):
                lines.append(
                    translate("TableView", "Calls: {total} for 8 tricks").format(
                        total=sum(call for call in calls if call is not None)
                    )
                )
        self.info.lines = lines
        self.info.update()

    # ----- turns and input --------------------------------------------------------------------

    def _on_turn_started(self, seat: int) -> None:
        state = self.controller.state
        if state is None:
            return
        to_act = state.to_act()
        for s, badge in enumerate(self._badges):
            badge.to_act = s in to_act and (
                state.phase != Phase.CALLING or s == seat or badge.to_act
            )
            badge.refresh()

    def _on_bot_thinking(self, seat: int) -> None:
        self._badges[seat].thinking = True
        self._badges[seat].refresh()

    def _on_timer_ticked(self, seat: int, seconds: int) -> None:
        self._badges[seat].seconds_left = seconds
        self._badges[seat].timer_paused = False
        self._badges[seat].update()

    def _on_timer_paused(self, seat: int, paused: bool) -> None:
        self._badges[seat].timer_paused = paused
        self._badges[seat].update()

    def _on_timed_out(self, seat: int, action: object) -> None:
        from ...engine import Call, NameTrump, PlayCard

        if isinstance(action, PlayCard):
            text = translate("TableView", "Time is up: the table plays {card} for you").format(
                card=texts.card_name(action.card)
            )
        elif isinstance(action, Call):
            text = translate("TableView", "Time is up: the table calls {n} for you").format(
                n=action.tricks
            )
        elif isinstance(action, NameTrump):
            text = translate(
                "TableView", "Time is up: the table names {suit} as trump for you"
            ).format(suit=texts.suit_name(action.suit))
        else:
            text = translate("TableView", "Time is up: the table acted for you")
        self.show_message(text, 5000)

    def _on_refused(self, seat: int, error: object) -> None:
        from ...engine import IllegalAction

        if isinstance(error, IllegalAction):
            self.show_message(texts.refusal_text(error))

    def refresh_interaction(self) -> None:
        """Light the cards the person may play; dim the others."""
        view = self.controller.view(VIEWER_SEAT)
        state = self.controller.state
        if view is None or state is None:
            return
        for s, badge in enumerate(self._badges):
            badge.to_act = s in state.to_act() and not (
                state.phase == Phase.CALLING and badge.call_locked
            )
            badge.refresh()
        my_turn = self.controller.accepts_input(VIEWER_SEAT) and view.phase == Phase.PLAYING
        legal = set(view.legal_cards()) if my_turn else set()
        lift_ms = self._timing().lift_ms
        for item in self._hands[VIEWER_SEAT]:
            item.lift_ms = lift_ms
            item.playable = item.card in legal
            item.set_dimmed(my_turn and not item.playable)
        if self._selected is not None and not (
                self._selected < len(self._hands[VIEWER_SEAT])
                and self._hands[VIEWER_SEAT][self._selected].playable):
            self._set_selected(None)  # a raised card never outlives the turn it was legal in
        self._update_info()

    def _on_item_clicked(self, item: CardItem) -> None:
        if item not in self._hands[VIEWER_SEAT] or item.card is None or not item.face_up:
            return
        if not self.controller.accepts_input(VIEWER_SEAT):
            return
        self.card_chosen.emit(item.card)

    def _set_selected(self, index: int | None) -> None:
        items = self._hands[VIEWER_SEAT]
        for i, item in enumerate(items):
            item.set_keyboard_selected(i == index)
        changed = index != self._selected
        self._selected = index
        if changed:
            self.selection_changed.emit()

    def move_selection(self, step: int) -> None:
        """Raise the next legal card to the right (step 1) or left (-1); illegal cards are
        stepped over, and nothing is raised when no card may be played."""
        items = self._hands[VIEWER_SEAT]
        playable = [i for i, item in enumerate(items) if item.playable]
        if not playable:
            self._set_selected(None)
            return
        if self._selected is None or self._selected not in playable:
            index = playable[0] if step > 0 else playable[-1]
        else:
            index = playable[(playable.index(self._selected) + step) % len(playable)]
        self._set_selected(index)

    def play_selected(self) -> str | None:
        """Play the raised card; else say why nothing was played."""
        items = self._hands[VIEWER_SEAT]
        if not self.controller.accepts_input(VIEWER_SEAT):
            return translate("TableView", "Wait for your turn")
        if self._selected is None or self._selected >= len(items):
            return translate("TableView", "Choose a card with ← and →, then press Enter")
        card = items[self._selected].card
        if card is None:
            return translate("TableView", "Choose a card with ← and →, then press Enter")
        self.card_chosen.emit(card)
        return None

    def cancel_selection(self) -> None:
        self._set_selected(None)

    def set_felt(self, name: str) -> None:
        """Draw the table in the felt ``name`` (looks.FELTS), and the cards again (their back
        may have changed with it)."""
        self.felt = name
        for item in self.card_items():
            item.update()
        self.resetCachedContent()
        self.viewport().update()

    def set_large_cards(self, on: bool) -> None:
        """The person's hand and the trick drawn larger (or back to normal) at once."""
        if on == self.large_cards:
            return
        self.large_cards = on
        self.toast.setPos(SCENE_WIDTH / 2, LARGE_TOAST_Y if on else TOAST_Y)
        self._layout_hand(VIEWER_SEAT, 0)
        view = self.controller.view(VIEWER_SEAT)
        plays = list(view.current_trick) if view is not None else []
        if len(plays) == len(self._trick):
            for item, (seat, _card) in zip(self._trick, plays, strict=True):
                self._put_in_trick(item, seat, 0)

    def set_four_colour(self, on: bool) -> None:
        self.four_colour = on
        self.info.four_colour = on
        for item in self.card_items():
            item.four_colour = on
            item.update()
        self.info.update()

    def set_names(self, names: list[str]) -> None:
        self.names = list(names)
        for seat, badge in enumerate(self._badges):
            badge.name = self.names[seat]
            badge.refresh()

    # ----- language ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Badge texts are built when painted; the info lines are built again here. A
        passing message in the old language is put away rather than left half-understood."""
        self.toast.clear()
        for badge in self._badges:
            badge.refresh()
        self._update_info()
        self.scene().update()
