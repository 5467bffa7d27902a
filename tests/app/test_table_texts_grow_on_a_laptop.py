"""Larger texts asked (200 %, 250 %) on a laptop's screen, the scoreboard docked beside the
table: the table is drawn at about 0.53-0.56 of its size, and its own words stopped growing
past 150 % (five players' reviews): the person's name squeezed beside the countdown
("Alexandr…", 11 px, with the Hakem's chip), the messages over the hand 17-18 px. The
person's countdown and chips now get a row of their own under the name, which reads whole,
the plate taller into the felt free round it; the messages take their room's lines at up to
twice their size. Nothing covers a card, another plate or the messages' room. (The other
plates' words stay as they were, 16-17 px: the coach's hint, which reads as large as them,
has no more room at these sizes.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from koutchina.app.main_window import MainWindow
from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH
from koutchina.app.table.seat_room import messages_room
from koutchina.engine import Phase

from .helpers import choice, make_window, play_one_move, wait_for

# the least a player reads there, in screen pixels (13.8-14.7, squeezed to 11.2 beside the
# chips, and 16.7-18 before)
NAME_PX = 16.0
MESSAGE_PX = 20.0


class _Recording(QPainter):
    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[QFont, str]] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            self.texts.append((QFont(self.font()), args[2]))
        super().drawText(*args)  # type: ignore[call-overload]


def _drawn_px(window: MainWindow, item: QGraphicsItem) -> dict[str, float]:
    """Each text the item paints, with its pixel size on the screen."""
    image = QImage(800, 400, QImage.Format.Format_ARGB32)
    painter = _Recording(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    scale = window.table.transform().m11() * item.sceneTransform().m11()
    return {text: font.pixelSize() * scale for font, text in painter.texts if text}


@pytest.mark.parametrize("timer", [30, 0])  # the chips' row without a countdown too
@pytest.mark.parametrize("text_scale", [2.0, 2.5])
@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)])
@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_at_200_and_250_percent_on_a_laptop_the_plates_and_messages_read_larger(
    qtbot, game: str, size: tuple[int, int], text_scale: float,  # type: ignore[no-untyped-def]
    language: str, timer: int,
) -> None:
    window = make_window(qtbot, text_scale=text_scale)
    window.resize(*size)
    window.start_match(choice(game, timer=timer, levels=["medium"] * 3), seed=3)
    c = window.controller
    while c.view(0).phase != Phase.PLAYING:  # full hands, the trump named
        wait_for(lambda: c.accepts_input(0))
        play_one_move(qtbot, window)
    wait_for(lambda: c.accepts_input(0))
    qtbot.wait(50)
    table = window.table
    assert table.transform().m11() < 0.6  # the scoreboard beside: a small table
    person = table.badge(0)
    person.name = "Alexandrine"  # as typed in New match
    person.prepareGeometryChange()  # as a deal's start does
    person.is_dealer = person.is_hakem = True  # both chips beside the countdown
    person.refresh()
    assert (person.seconds_left is not None) == (timer > 0)
    drawn = _drawn_px(window, person)
    assert drawn.get("Alexandrine", 0.0) >= NAME_PX, drawn  # whole, not squeezed
    table.toast.clear()  # one message (two long ones at once are drawn smaller)
    table.show_message("You must follow hearts", 60000)
    toast = table.toast
    assert toast.text_font().pixelSize() * table.transform().m11() >= MESSAGE_PX
    # nothing covers a card, another plate or the messages' room
    scene = QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT)
    plates = [badge.mapRectToScene(badge.boundingRect().adjusted(10, 10, -10, -10))
              for badge in table.badges()]
    cards = [item for seat in range(4) for item in table.hand_items(seat)]
    cards += table.trick_items()
    room = messages_room(toast)
    for n, plate in enumerate(plates):
        assert scene.contains(plate), plate
        assert not any(plate.intersects(other) for other in plates[n + 1:])
        assert not plate.intersects(room), (n, plate, room)
        covered = [item.card for item in cards if item.mapToScene(item.shape()).intersects(plate)]
        assert not covered, (n, covered)
