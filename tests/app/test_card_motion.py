"""Cards rise with an eased lift; the person's dealt cards turn face up; "off" is instant."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from koutchina.app.new_match_dialog import NewMatchChoice
from koutchina.app.table.card_item import LIFT, CardItem
from koutchina.engine import Card, Rank, Suit

from .helpers import make_window


def _card_on_a_scene(qtbot, lift_ms: int) -> tuple[QGraphicsScene, CardItem]:
    scene = QGraphicsScene()
    item = CardItem(Card(Suit.HEARTS, Rank.ACE), True)
    scene.addItem(item)
    item.place(QPointF(100, 300))
    item.playable = True
    item.lift_ms = lift_ms
    return scene, item


def test_a_lifted_card_rises_smoothly_and_settles_back(qtbot) -> None:
    _scene, item = _card_on_a_scene(qtbot, lift_ms=130)
    item.set_keyboard_selected(True)
    assert item.is_lifting()
    assert item.pos().y() > 300 - LIFT  # not there at once
    qtbot.waitUntil(lambda: not item.is_lifting(), timeout=2000)
    assert item.pos() == QPointF(100, 300 - LIFT)
    item.set_keyboard_selected(False)
    assert item.is_lifting()
    qtbot.waitUntil(lambda: not item.is_lifting(), timeout=2000)
    assert item.pos() == QPointF(100, 300)


def test_with_animation_off_a_card_lifts_at_once(qtbot) -> None:
    _scene, item = _card_on_a_scene(qtbot, lift_ms=0)
    item.set_keyboard_selected(True)
    assert not item.is_lifting() and item.pos() == QPointF(100, 300 - LIFT)


def _start(qtbot, speed: str):
    window = make_window(qtbot)
    turning_seen: list[bool] = []

    def dealt(_event: object) -> None:
        items = window.table.hand_items()
        turning_seen.extend(item.is_turning() and not item.face_up for item in items)

    window.controller.deal_started.connect(dealt)
    window.start_match(NewMatchChoice(game="hand", levels=["random"] * 3, speed=speed,
                                      turn_timer=0), seed=4)
    return window, turning_seen


def test_the_persons_dealt_cards_turn_face_up_as_they_land(qtbot) -> None:
    window, turning_seen = _start(qtbot, "fast")
    assert turning_seen and all(turning_seen)  # every card arrives face down, turning
    items = window.table.hand_items()
    qtbot.waitUntil(lambda: not any(item.is_turning() for item in items), timeout=5000)
    assert len(items) == 8
    assert all(item.face_up and item.transform().isIdentity() for item in items)


def test_with_animation_off_the_dealt_cards_are_face_up_at_once(qtbot) -> None:
    window, turning_seen = _start(qtbot, "off")
    assert turning_seen and not any(turning_seen)
    assert all(item.face_up for item in window.table.hand_items())
