"""A card on the table: a QGraphicsObject whose position, rotation and scale animate."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card
from .. import texts
from ..dressing import ControlColours
from ..text_scale import current_text_scale
from .card_art import CARD_HEIGHT, CARD_WIDTH, draw_back, draw_face
from .looks import card_back, card_back_colour, high_contrast, panel_colours

translate = QCoreApplication.translate  # literal calls, so pyside6-lupdate finds them

LIFT = 22.0
SHADOW = 4.0
FRAME = "#ffd54a"  # a soft yellow round a card raised with the arrows or taking the trick


LEAD_TAB_HEIGHT = 30.0  # card units: the tab over the card that led the trick
LEAD_TAB_POINTS = 19.0  # its word's pixel size in card units at the usual size of texts
LEAD_TAB_GROWTH = 1.5  # the most it grows with the size of texts (it stays within a card)
LEAD_TAB_ON_CARD = 7.0  # of the tab's height, over the card: its corner index stays clear


def lead_word() -> str:
    """The tab's word, read when painted: the language in use."""
    return translate("TableView", "Lead")


def frame_colour() -> QColor:
    """The frame round a card raised with the arrows or taking the trick: the soft yellow,
    or in high contrast the windows' one yellow (``dressing.ControlColours``), as the panels
    over the table have it, not a second one."""
    return QColor(ControlColours.now(True).focus if high_contrast() else FRAME)

_PIXMAPS: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
_PIXMAP_LIMIT = 260


def card_pixmap(card: Card | None, four_colour: bool, dimmed: bool, scale: float) -> QPixmap:
    """The card (face, or back when ``card`` is None) with its shadow, rendered once at the
    device resolution it is shown at: crisp at any window size, cheap to repaint. The key
    holds the corner letter drawn, so a language switch draws J/V, Q/D, K/R faces anew."""
    bucket = round(scale * 20) / 20
    letter = None if card is None else texts.rank_label(card.rank)
    back = card_back()
    key = (card, letter, four_colour, dimmed, bucket, back, high_contrast())
    pixmap = _PIXMAPS.get(key)
    if pixmap is not None:
        _PIXMAPS.move_to_end(key)
        return pixmap
    width = max(1, round((CARD_WIDTH + SHADOW) * bucket))
    height = max(1, round((CARD_HEIGHT + SHADOW) * bucket))
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(width / (CARD_WIDTH + SHADOW), height / (CARD_HEIGHT + SHADOW))
    rect = QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.translated(2, 3), 8, 8)
    if card is not None:
        draw_face(painter, rect, card, four_colour)
    else:
        draw_back(painter, rect, card_back_colour(back))
    if dimmed:  # lighter in high contrast, so that the faces stay readable, and hatched
        painter.setBrush(QColor(30, 30, 30, 60 if high_contrast() else 110))
        painter.drawRoundedRect(rect, 8, 8)
        if high_contrast():  # the light grey alone was barely told from white (a player's
            hatch = QBrush(QColor(0, 0, 0, 130), Qt.BrushStyle.BDiagPattern)  # review)
            hatch.setTransform(QTransform.fromScale(3.5, 3.5))  # wide apart: small indices read
            painter.setBrush(hatch)
            painter.drawRoundedRect(rect, 8, 8)
    painter.end()
    _PIXMAPS[key] = pixmap
    if len(_PIXMAPS) > _PIXMAP_LIMIT:
        _PIXMAPS.popitem(last=False)
    return pixmap


class CardItem(QGraphicsObject):
    """One card. ``card`` is None for a card whose face the person may not see."""

    clicked = Signal(object)  # the CardItem
    hovered = Signal(object, bool)

    def __init__(self, card: Card | None, face_up: bool = False, four_colour: bool = False) -> None:
        super().__init__()
        self.card = card
        self.face_up = face_up and card is not None
        self.four_colour = four_colour
        self.dimmed = False
        self.selected_by_keyboard = False
        self.winning = False  # the card that takes the trick, framed during the pause
        self.lead_tab = 0.0  # the trick's first card: the height of the tab that says so
        self.playable = False
        self.home = QPointF(0, 0)
        self.home_rotation = 0.0
        self.home_scale = 1.0
        self._animation: QAbstractAnimation | None = None
        self._lift_animation: QPropertyAnimation | None = None
        self._flip_animation: QAbstractAnimation | None = None
        self._flip = 1.0
        self.lift_ms = 0  # how long a hover lift takes (0: at once)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setTransformOriginPoint(0, 0)

    # ----- drawing --------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        above = self.lead_tab - LEAD_TAB_ON_CARD + 2 if self.lead_tab else 6.0  # the lead's tab
        return QRectF(-CARD_WIDTH / 2 - 6, -CARD_HEIGHT / 2 - above, CARD_WIDTH + SHADOW + 12,
                      CARD_HEIGHT + SHADOW + 6 + above)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        transform = painter.worldTransform()
        device_scale = max(0.05, (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5)
        card = self.card if self.face_up else None
        painter.drawPixmap(
            QRectF(rect.left(), rect.top(), CARD_WIDTH + SHADOW, CARD_HEIGHT + SHADOW),
            card_pixmap(card, self.four_colour, self.dimmed, device_scale),
            QRectF(),
        )
        if self.winning:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(frame_colour(), 5))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
        if self.lead_tab and self.face_up:
            self._paint_lead_tab(painter, rect)
        # the frame of a card raised with the arrows is drawn by the table, over everything on
        # it (paint_keyboard_frame)

    def _paint_lead_tab(self, painter: QPainter, rect: QRectF) -> None:
        """A small dark tab in the panels' colours on the card's top edge: "Lead". The
        trick's cards lie apart, each towards its player, so which was led showed nowhere on
        the table, and in Hand, without trump, the suit led decides the trick (a player's
        review took the second card for the lead and the trick for theirs)."""
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(round(LEAD_TAB_POINTS * self.lead_tab / LEAD_TAB_HEIGHT))
        painter.setFont(font)
        word = lead_word()
        room = CARD_WIDTH - 8  # a longer word (French "Entame" at large texts) made smaller
        advance = painter.fontMetrics().horizontalAdvance(word)
        if advance + 16 > room:
            font.setPixelSize(max(8, int(font.pixelSize() * (room - 16) / advance)))
            painter.setFont(font)
        width = min(room, painter.fontMetrics().horizontalAdvance(word) + 16)
        height = self.lead_tab
        tab = QRectF(-width / 2, rect.top() - height + LEAD_TAB_ON_CARD, width, height)
        colours = panel_colours(high_contrast())
        painter.setBrush(QColor(colours["dark"]))
        painter.setPen(QPen(frame_colour(), 2))
        painter.drawRoundedRect(tab, height / 2, height / 2)
        painter.setPen(QColor(colours["gold"]))
        painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, word)

    def set_leads(self, leads: bool) -> None:
        """Whether the card led the trick: its tab sized with the texts as they are now."""
        tab = LEAD_TAB_HEIGHT * min(LEAD_TAB_GROWTH, current_text_scale()) if leads else 0.0
        if tab != self.lead_tab:
            self.prepareGeometryChange()  # the tab over the top edge: a larger rectangle
            self.lead_tab = tab
            self.update()

    def paint_keyboard_frame(self, painter: QPainter, room: QRectF, over: list[CardItem]) -> None:
        """The frame round this card, raised with the arrow keys, on ``painter`` in the
        scene's coordinates within ``room``, hidden where the cards ``over`` it lie as the card
        is. The table draws it above every other item (view.TableView's foreground): drawn
        with the card, it lay under the seats' plates, which lie above the cards (East's hid
        the corner of the last large card on a small table). It stays inside the card's
        bounding rectangle, so that a move repaints it."""
        painter.save()
        seen = QPainterPath()
        seen.addRect(room)
        for card in over:
            seen = seen.subtracted(card.mapToScene(card.shape()))
        painter.setClipPath(seen, Qt.ClipOperation.IntersectClip)
        painter.setTransform(self.sceneTransform(), True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(frame_colour(), 4))
        rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 9, 9)
        painter.restore()

    def set_face(self, card: Card | None, face_up: bool) -> None:
        self.card = card
        self.face_up = face_up and card is not None
        self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_keyboard_selected(self, selected: bool) -> None:
        if selected != self.selected_by_keyboard:
            self.selected_by_keyboard = selected
            self._apply_lift()
            self.update()

    # ----- movement -------------------------------------------------------------------------

    def place(self, pos: QPointF, rotation: float = 0.0, scale: float = 1.0,
              duration: int = 0, delay: int = 0) -> None:
        """Move to a resting place, gliding for ``duration`` ms (0: at once)."""
        self.home = QPointF(pos)
        self.home_rotation = rotation
        self.home_scale = scale
        self._glide(self._lifted_home(), rotation, scale, duration, delay)

    def is_moving(self) -> bool:
        return self._animation is not None

    def _lifted_home(self) -> QPointF:
        lifted = self.selected_by_keyboard or (self.playable and self.isUnderMouse())
        return self.home + QPointF(0, -LIFT) if lifted else QPointF(self.home)

    def _apply_lift(self) -> None:
        if self._animation is None:
            self._lift_to(self._lifted_home())

    def _lift_to(self, pos: QPointF) -> None:
        """Rise or settle to ``pos``, eased over ``lift_ms`` (at once when it is 0)."""
        if self._lift_animation is not None:
            self._lift_animation.stop()
            self._lift_animation = None
        if self.lift_ms <= 0 or self.pos() == pos:
            self.setPos(pos)
            return
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(self.lift_ms)
        animation.setEndValue(pos)
        animation.setEasingCurve(QEasingCurve.Type.OutBack if pos.y() < self.pos().y()
                                 else QEasingCurve.Type.OutCubic)
        animation.finished.connect(self._lift_finished)
        self._lift_animation = animation
        animation.start()

    def _lift_finished(self) -> None:
        self._lift_animation = None

    def is_lifting(self) -> bool:
        return self._lift_animation is not None

    # ----- turning face up ------------------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        """The card's width as a share of its own (1: flat on the table, 0: seen edge on)."""
        self._flip = value
        self.setTransform(QTransform.fromScale(max(0.001, value), 1.0))

    flip = Property(float, _get_flip, _set_flip)

    def turn_face_up(self, duration: int, delay: int = 0) -> None:
        """Show the face with a short turn: the back narrows to nothing, the face widens back.
        At once when ``duration`` is 0."""
        if self._flip_animation is not None:
            self._flip_animation.stop()
            self._flip_animation = None
        if duration <= 0 or self.card is None:
            self._set_flip(1.0)
            self.set_face(self.card, True)
            return
        self.face_up = False
        self.update()
        half = max(1, duration // 2)
        close = QPropertyAnimation(self, b"flip")
        close.setDuration(half)
        close.setStartValue(1.0)
        close.setEndValue(0.0)
        close.setEasingCurve(QEasingCurve.Type.InQuad)
        close.finished.connect(lambda: self.set_face(self.card, True))
        open_ = QPropertyAnimation(self, b"flip")
        open_.setDuration(half)
        open_.setStartValue(0.0)
        open_.setEndValue(1.0)
        open_.setEasingCurve(QEasingCurve.Type.OutQuad)
        sequence = QSequentialAnimationGroup(self)
        if delay > 0:
            sequence.addPause(delay)
        sequence.addAnimation(close)
        sequence.addAnimation(open_)
        sequence.finished.connect(self._flip_finished)
        self._flip_animation = sequence
        sequence.start()

    def _flip_finished(self) -> None:
        self._flip_animation = None
        self._set_flip(1.0)

    def is_turning(self) -> bool:
        return self._flip_animation is not None

    def _glide(self, pos: QPointF, rotation: float, scale: float, duration: int,
               delay: int = 0) -> None:
        if self._lift_animation is not None:
            self._lift_animation.stop()
            self._lift_animation = None
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if duration <= 0 and delay <= 0:
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(scale)
            return
        motion = QParallelAnimationGroup()
        for name, end in ((b"pos", pos), (b"rotation", rotation), (b"scale", scale)):
            animation = QPropertyAnimation(self, name, motion)
            animation.setDuration(max(1, duration))
            animation.setEndValue(end)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            motion.addAnimation(animation)
        group: QAbstractAnimation = motion
        if delay > 0:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(delay)
            sequence.addAnimation(motion)
            group = sequence
        group.setParent(self)
        group.finished.connect(self._animation_finished)
        self._animation = group
        group.start()

    def _animation_finished(self) -> None:
        self._animation = None

    # ----- input ----------------------------------------------------------------------------

    def hoverEnterEvent(self, event: object) -> None:
        self.hovered.emit(self, True)
        self._apply_lift()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hovered.emit(self, False)
        if self._animation is None:
            lifted = self.selected_by_keyboard
            self._lift_to(self.home + QPointF(0, -LIFT) if lifted else QPointF(self.home))

    def mousePressEvent(self, event: object) -> None:
        self.clicked.emit(self)
