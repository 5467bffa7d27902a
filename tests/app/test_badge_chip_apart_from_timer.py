"""On the plate of the seat to act, the dealer's (or the Hakem's) chip and the countdown beside
it stand a clear gap apart: on the smallest window the program allows, the "D" chip's rim
touched the green "30s" box (a player's review). Checked there, on a laptop and on 4K, with
texts at 100 % and 200 %."""

from __future__ import annotations

import pytest

from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window, wait_for

GAP = 4  # screen pixels at least between the chip's rim and the countdown's box
RIM = 1.5  # the chip's outline, half of it outside its box (seat_badge: QPen(rim, 1.5))
SMALLEST = (1, 1)  # the window as small as it lets itself be made


def person_to_act(qtbot, seed: int, size: tuple[int, int],  # type: ignore[no-untyped-def]
                  text_scale: float) -> MainWindow:
    """A Court Piece match whose first turn is the person's, their countdown running."""
    window = make_window(qtbot, text_scale=text_scale)
    window.start_match(choice("court-piece", timer=30, levels=["medium"] * 3), seed=seed)
    wait_for(lambda: window.controller.accepts_input(0))
    window.resize(*size)
    qtbot.wait(50)  # the table fitted to its size
    badge = window.table.badge(0)
    assert badge.to_act and badge.seconds_left is not None
    return window


@pytest.mark.parametrize("text_scale", [1.0, 2.0])
@pytest.mark.parametrize("size", [SMALLEST, (1280, 720), (3840, 2160)])
@pytest.mark.parametrize(("seed", "chip"), [(1, "dealer"), (2, "Hakem")])
def test_the_chip_beside_the_countdown_stands_clear_of_it(
    qtbot, seed: int, chip: str, size: tuple[int, int],  # type: ignore[no-untyped-def]
    text_scale: float,
) -> None:
    window = person_to_act(qtbot, seed, size, text_scale)
    table = window.table
    if size == SMALLEST:
        assert window.width() < 1280 and window.height() < 720
        assert table.height() <= table.minimumHeight() + 40  # the table as small as it gets
    badge = table.badge(0)
    timer, dealer, hakem = badge.mark_boxes()
    mark = dealer if chip == "dealer" else hakem
    assert timer is not None and mark is not None, f"no countdown or no {chip}'s chip shown"
    pixels = table.transform().m11() * badge.scale()  # screen pixels per unit of the badge
    gap = (timer.left() - mark.right() - RIM / 2) * pixels
    assert gap >= GAP, (f"the {chip}'s chip is {gap:.1f} px from the countdown on a "
                        f"{window.width()}x{window.height()} window ({GAP} wanted)")
