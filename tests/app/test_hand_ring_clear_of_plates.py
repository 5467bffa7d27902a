"""The person's hand, and the ring drawn round it while the table has the keyboard's focus,
stay clear of every seat's plate: with large cards and texts at 200 % on a 1280x720 laptop,
the thirteen cards' ring ran over West's and East's plates (and the person's own), the
plates grown to their largest to stay readable (a player's review). Checked at a laptop's
and a 4K screen's size, normal and large cards, texts at 100 % and 200 %, in each game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF

from koutchina.app.main_window import MainWindow
from koutchina.app.table.card_item import LIFT
from koutchina.app.table.seat_room import badges_on_view
from koutchina.engine import Phase

from .helpers import choice, make_window, play_one_move, wait_for

GAP = 3  # pixels at least between the ring (or a card) and a plate


def full_hand(qtbot, game: str, size: tuple[int, int], large_cards: bool,  # type: ignore[no-untyped-def]
              text_scale: float) -> MainWindow:
    """A match of ``game`` at ``size``, played until the person's first card to play: the
    hand as wide as it gets (thirteen cards in Court Piece and Hokm, the trump named)."""
    window = make_window(qtbot, large_cards=large_cards, text_scale=text_scale)
    window.resize(*size)
    window.start_match(choice(game, timer=30, levels=["medium"] * 3), seed=3)
    c = window.controller
    for _ in range(10):
        wait_for(lambda: c.accepts_input(0))
        if c.view(0).phase == Phase.PLAYING:
            break
        play_one_move(qtbot, window)
    assert c.view(0).phase == Phase.PLAYING
    assert len(window.table.hand_items()) == (8 if game == "hand" else 13)
    qtbot.wait(50)  # the table fitted to its size
    return window


def ring_on_view(window: MainWindow) -> QRect:
    """The ring round the hand (the screen reader's hand list, drawn while the table has the
    focus), on the table's view."""
    table = window.table
    table.setFocus()
    hand = table.make_stand_ins().hand
    table.make_stand_ins().refresh()
    assert hand.hasFocus() or not window.isActiveWindow()
    return hand.geometry()


@pytest.mark.parametrize("text_scale", [1.0, 2.0])
@pytest.mark.parametrize("large_cards", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_the_hand_and_its_ring_lie_clear_of_every_plate(
    qtbot, game: str, size: tuple[int, int], large_cards: bool,  # type: ignore[no-untyped-def]
    text_scale: float,
) -> None:
    window = full_hand(qtbot, game, size, large_cards, text_scale)
    table = window.table
    assert window.size().toTuple() == size
    ring = ring_on_view(window)
    plates = badges_on_view(table, table.seats)
    spots = [table.cards.spot(seat) for seat in range(4)]
    for spot, plate in zip(spots, plates, strict=True):
        near = plate.adjusted(-GAP, -GAP, GAP, GAP)
        assert not near.intersects(ring), (
            f"the ring round the hand {ring.getRect()} runs within {GAP} px of the {spot} "
            f"seat's plate {plate.getRect()}")
        for item in table.hand_items():
            # the card as it lies, turned, and raised with a key or the mouse
            card = table.mapFromScene(item.mapToScene(item.shape()).translated(0, -LIFT))
            assert not card.intersects(QRectF(near)), (
                f"{item.card} {card.boundingRect().getRect()} runs within {GAP} px of the "
                f"{spot} seat's plate {plate.getRect()}")
