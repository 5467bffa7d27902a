"""The table as a screen reader sees it (Orca through AT-SPI, NVDA, VoiceOver).

The table is painted by a QGraphicsView, and QGraphicsItems have no accessible interface of
their own in Qt. So the painted things get stand-ins that are real widgets, which Qt's
accessibility bridge exposes as it does any widget:

- ``HandList``, a list (role List) that is the table's focus proxy: keyboard focus on the
  table is focus on it. Its rows are the person's cards ("Queen of spades, you can play it")
  and its current row follows the card raised with the arrows, so the screen reader speaks
  each card as the person steps to it. It draws nothing but a focus ring round the hand, and
  lets every key and click through to the table.
- ``AccessibleMark``s, one per seat badge, card in the trick and the corner panel, placed over
  what they stand for (for a screen reader's review and a magnifier), drawing nothing and
  invisible to the mouse.

``TableAccessibility`` keeps them up to date from the controller's signals and the table's
keyboard selection, in the language in use. What happens (plays, tricks, trump, results) is
said by ``screen_reader.Announcer``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QListWidgetItem, QWidget

from ...engine import Phase
from .. import texts
from ..controller import VIEWER_SEAT
from ..dressing import ControlColours
from ..i18n import language_manager
from .accessible_words import SpokenWords
from .card_art import CARD_HEIGHT, CARD_WIDTH
from .looks import high_contrast

if TYPE_CHECKING:
    from .card_item import CardItem
    from .view import TableView


def tell(widget: QWidget, name: str, description: str | None = None) -> None:
    """Name (and describe) ``widget`` for a screen reader, where the words changed only: each
    change is an event a screen reader may act on, and read out again."""
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


class AccessibleMark(QLabel):
    """A stand-in for one painted thing: a name and a description, no pixels."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the scene draws what this stands for."""

    def describe(self, name: str, description: str) -> None:
        tell(self, name, description)


class HandList(QListWidget):
    """The person's hand for a screen reader, and the table's keyboard focus (see above)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setViewport(QWidget())  # made in Python, see view.TableView: a faster start
        self.setObjectName("hand_list")
        for widget in (self, self.viewport()):
            widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QListWidget.Shape.NoFrame)
        self.setFlow(QListWidget.Flow.LeftToRight)  # rows side by side, each over its card
        self.setStyleSheet("QListWidget { background: transparent; border: none; }")
        self.view_scale = 0.6  # the table's scale: the ring grows with the table on 4K
        self.covered = False  # a result panel over the table (set_covered): no ring

    def set_covered(self, covered: bool) -> None:
        """A result panel covers the table (or no longer does): the ring round the hand goes
        while it does, so that only the panel's buttons show focus (a Hokm deal stops at seven
        tricks, cards in hand, and the ring stayed beside "Next deal"). The focus stays here:
        Enter goes on through the table's keys, and a screen reader is not moved."""
        if covered != self.covered:
            self.covered = covered
            self.viewport().update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Every key goes on to the table (TableKeys), which moves the raised card."""
        event.ignore()

    def paintEvent(self, event: QPaintEvent) -> None:
        """No rows drawn (the cards are); a ring round the hand while the table has focus and
        no result panel covers it."""
        if self.covered or not self.hasFocus() or self.count() == 0:
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        grow = max(1.0, self.view_scale / 0.6)
        pen = (QPen(QColor(ControlColours.now(True).focus), 4 * grow) if high_contrast()
               else QPen(QColor(255, 213, 74, 200), 2 * grow, Qt.PenStyle.DashLine))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self.viewport().rect()).adjusted(2, 2, -2, -2), 14, 14)
        painter.end()

    def set_cards(self, names: list[str], place: list[str], current: int | None) -> None:
        """One row per card (name, and its place as description); ``current`` the raised one."""
        while self.count() > len(names):
            self.takeItem(self.count() - 1)
        while self.count() < len(names):
            self.addItem(QListWidgetItem())
        for row, (name, where) in enumerate(zip(names, place, strict=True)):
            item = self.item(row)
            if item.text() != name:
                item.setText(name)
                item.setData(Qt.ItemDataRole.AccessibleTextRole, name)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, where)
            item.setSizeHint(QSize(max(1, self.width() // max(1, len(names))), self.height()))
        if current is None or not 0 <= current < self.count():
            self.clearSelection()
            self.setCurrentRow(-1)
        elif self.currentRow() != current:
            self.setCurrentRow(current)


class TableAccessibility(QObject):
    """Keeps the table's accessible stand-ins true to what the table shows."""

    def __init__(self, table: TableView) -> None:
        super().__init__(table)
        self.table = table
        self.words = SpokenWords(self)
        self.hand = HandList(table.viewport())  # see area.TableArea: what a reader sees
        table.setFocusProxy(self.hand)
        viewport = table.viewport()
        self.info_mark = AccessibleMark(viewport)
        self.info_mark.setObjectName("info_mark")
        self.trick_mark = AccessibleMark(viewport)
        self.trick_mark.setObjectName("trick_mark")
        self.badge_marks = [AccessibleMark(viewport) for _ in range(4)]
        self.card_marks: list[AccessibleMark] = []
        for widget in (self.hand, self.info_mark, self.trick_mark):
            widget.show()  # with the table, which may be showing already (area.TableArea)
        self._browsed: int | None = None  # the card read with the arrows out of your turn
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.timeout.connect(self.refresh)
        c = table.controller
        for signal in (c.match_started, c.deal_started, c.card_played, c.trick_won,
                       c.calls_revealed, c.call_locked, c.trump_named, c.trump_revealed,
                       c.turn_started, c.bot_thinking, c.settled, c.deal_scored):
            signal.connect(self.refresh_soon)
        c.timer_ticked.connect(self._seconds_ticked)  # after the table's badge took them
        table.selection_changed.connect(self._selection_changed)
        language_manager().language_changed.connect(self.refresh_soon)
        table.installEventFilter(self)
        self.refresh()

    def widgets(self) -> list[QWidget]:
        """Its widgets on the table's layer, in the order they were made."""
        return [self.hand, self.info_mark, self.trick_mark, *self.badge_marks, *self.card_marks]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # read with a default (see status_line.StatusLine.eventFilter)
        if (event.type() in (QEvent.Type.Resize, QEvent.Type.Show)
                and watched is getattr(self, "table", None)):
            self.refresh_soon()
        return False

    def _selection_changed(self) -> None:
        self._browsed = None
        self.refresh_hand()

    def browse(self, step: int) -> None:
        """Out of your turn (nothing to raise), the arrows read the cards one by one: the
        list's current row moves, which the screen reader speaks; nothing moves on the table."""
        count = self.hand.count()
        if count == 0:
            return
        start = self._browsed if self._browsed is not None else (-1 if step > 0 else count)
        self._browsed = (start + step) % count
        self.hand.setCurrentRow(self._browsed)

    def refresh_soon(self, *_args: object) -> None:
        """Many signals come at once (a trick ends, the next turn starts): one refresh."""
        self._soon.start(0)

    def refresh(self) -> None:
        tell(self.table, self.words.table_name())
        self.refresh_hand()
        self._refresh_info()
        self._refresh_badges()
        self._refresh_trick()

    # ----- the parts --------------------------------------------------------------------------

    def _my_turn(self) -> bool:
        c = self.table.controller
        view = c.view(VIEWER_SEAT)
        return view is not None and view.phase == Phase.PLAYING and c.accepts_input(VIEWER_SEAT)

    def refresh_hand(self) -> None:
        items = [item for item in self.table.hand_items() if item.card is not None]
        my_turn = self._my_turn()
        cards = [item.card for item in items if item.card is not None]
        playable = [item.card for item in items if item.card is not None and item.playable]
        names = [self.words.hand_card(card, my_turn, item.playable)
                 for item, card in zip(items, cards, strict=True)]
        place = [self.words.hand_card_place(i, len(items)) for i in range(len(items))]
        self._place_over_hand(self.table.hand_items())
        current = self.table.selected_index
        if current is None and self._browsed is not None and self._browsed < len(names):
            current = self._browsed
        self.hand.set_cards(names, place, current)
        tell(self.hand, self.words.hand_name(len(items)),
             self.words.hand_help(my_turn, playable, cards))

    def _place_over_hand(self, items: list[CardItem]) -> None:
        rect = QRectF()
        for item in items:
            rect = rect.united(self._card_rect(item))
        if rect.isEmpty():
            rect = QRectF(450, 710, 700, 160)  # where the hand lies when it is dealt
        self.hand.view_scale = self.table.transform().m11()
        self.hand.setGeometry(self.table.mapFromScene(rect.adjusted(-12, -30, 12, 8))
                              .boundingRect())

    @staticmethod
    def _card_rect(item: CardItem) -> QRectF:
        """Where the card comes to rest (it may still be gliding there)."""
        half = QPointF(CARD_WIDTH, CARD_HEIGHT) * (item.home_scale / 2)
        return QRectF(item.home - half, item.home + half)

    def _place(self, mark: AccessibleMark, scene_rect: QRectF) -> None:
        mark.setGeometry(self.table.mapFromScene(scene_rect).boundingRect())

    def _refresh_info(self) -> None:
        info = self.table.info
        lines = [info.beside_name, *info.lines] if info.beside_name else list(info.lines)
        trump = self.words.trump_text(info.trump_state, info.trump)
        if trump:
            lines.append(trump)
        self.info_mark.describe(texts.game_name(info.game), ". ".join(lines))
        self._place(self.info_mark, info.sceneBoundingRect())

    def _seconds_ticked(self, seat: int, _seconds: int) -> None:
        """A timer's second changes that seat's badge only: the rest of the table is as it was,
        so not the whole refresh every second."""
        self._refresh_badge(seat)

    def _refresh_badges(self) -> None:
        for seat in range(len(self.badge_marks)):
            self._refresh_badge(seat)

    def _refresh_badge(self, seat: int) -> None:
        badges = self.table.badges()
        mark = self.badge_marks[seat]
        if seat >= len(badges):
            mark.hide()
            return
        badge = badges[seat]
        cards = len(self.table.hand_items(seat))
        mark.describe(badge.display_name(), self.words.seat_description(
            badge.level, badge.tricks, badge.call, badge.call_locked, badge.is_dealer,
            badge.is_hakem, badge.to_act, badge.seconds_left, cards, badge.game))
        self._place(mark, badge.sceneBoundingRect())
        mark.show()

    def _refresh_trick(self) -> None:
        badges = self.table.badges()
        view = self.table.controller.view(VIEWER_SEAT)
        plays = list(view.current_trick) if view is not None else []
        items = self.table.trick_items()
        names = [(badges[seat].display_name() if seat < len(badges) else "", card)
                 for seat, card in plays]
        self.trick_mark.describe(self.words.trick_name(), self.words.trick_text(names))
        self._place(self.trick_mark, QRectF(440, 200, 400, 300))
        while len(self.card_marks) < len(names):
            self.card_marks.append(AccessibleMark(self.table.viewport()))
        for i, mark in enumerate(self.card_marks):
            if i >= len(names):
                mark.hide()
                continue
            name, card = names[i]
            mark.describe(self.words.trick_card(name, card), self.words.trick_name())
            if len(items) == len(names):
                self._place(mark, self._card_rect(items[i]))
            mark.show()
