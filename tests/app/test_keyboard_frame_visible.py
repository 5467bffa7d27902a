"""The frame round the card raised with the arrow keys shows over the seats' plates: with
large cards on a small table, the last card of the hand raised, the frame's top right
corner lay under East's plate (the plates lie above the cards), and a person using the
keyboard lost sight of part of where the focus was (a player's review). The large hand now
lies clear of the plates (test_hand_ring_clear_of_plates.py): East's plate is laid over the
raised card's corner here, where it lay then, to see the frame over a plate still."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath

from koutchina.app.main_window import MainWindow
from koutchina.app.table.card_art import CARD_HEIGHT, CARD_WIDTH
from koutchina.app.table.card_item import CardItem
from koutchina.app.table.seat_badge import HEIGHT, WIDTH
from koutchina.engine import Phase

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


def frame_points() -> list[QPointF]:
    """Points along the middle of the frame's line, in the card's own units."""
    path = QPainterPath()
    card = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
    path.addRoundedRect(card.adjusted(-1, -1, 1, 1), 9, 9)
    return [path.pointAtPercent(step / 400) for step in range(400)]


def first_lead(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The person's turn to lead the deal's first trick, every card of the hand playable."""
    controller = window.controller
    for _ in range(20):
        wait_for(lambda: person_ready(window), timeout=15000)
        view = controller.view(0)
        if view is not None and view.phase == Phase.PLAYING:
            break
        play_one_move(qtbot, window)
    view = controller.view(0)
    assert view is not None and controller.accepts_input(0)
    assert not view.completed_tricks and not view.current_trick  # seed 1: the person leads


def east_plate(window: MainWindow) -> QRectF:
    """East's plate on the scene, without the glow round it."""
    table = window.table
    seat = next(seat for seat in range(4) if table.cards.spot(seat) == "right")
    badge = table.badge(seat)
    return badge.mapToScene(QRectF(-WIDTH / 2, -HEIGHT / 2, WIDTH, HEIGHT)).boundingRect()


def is_frame_yellow(colour: QColor) -> bool:
    """The frame's gold (#ffd54a), not the plate's dark ground, its white or gold words or its
    orange side colour (#f29e4c)."""
    return colour.red() > 200 and colour.green() > 185 and colour.blue() < 130


def test_the_raised_card_s_frame_shows_over_east_s_plate(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, large_cards=True)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=1)
    first_lead(qtbot, window)
    table = window.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Left)  # from none raised: the last playable card
    hand = table.hand_items()
    raised: CardItem = hand[-1]
    qtbot.waitUntil(lambda: raised.selected_by_keyboard and not raised.is_lifting())
    badge = next(table.badge(seat) for seat in range(4) if table.cards.spot(seat) == "right")
    corner = raised.mapToScene(QPointF(CARD_WIDTH / 2, -CARD_HEIGHT / 2))  # its top right
    badge.moveBy(*(corner + QPointF(-30, 30) - east_plate(window).bottomLeft()).toTuple())
    plate = east_plate(window)
    under_plate = [point for point in frame_points() if plate.contains(raised.mapToScene(point))]
    assert len(under_plate) >= 3, "the frame no longer reaches East's plate: nothing to check"
    image = table.viewport().grab().toImage()
    ratio = image.width() / table.viewport().width()  # a screen with more pixels than points
    colours = []
    for point in under_plate:
        spot = table.mapFromScene(raised.mapToScene(point))
        colours.append(image.pixelColor(round(spot.x() * ratio), round(spot.y() * ratio)))
    hidden = [colour.name() for colour in colours if not is_frame_yellow(colour)]
    assert not hidden, f"{len(hidden)} of {len(colours)} points of the frame hidden: {hidden}"
