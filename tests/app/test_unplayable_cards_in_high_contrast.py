"""In high contrast the cards the person may not play are told from the others at a glance: a
light grey over them alone (kept light so the faces stay readable) was barely told from the
white of the cards they may play (a player's review, 200 % text); they are hatched too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from koutchina.app.table.card_item import card_pixmap
from koutchina.app.table.looks import set_high_contrast
from koutchina.engine import parse_card

from .felt_checks import looks_restored  # noqa: F401

pytestmark = pytest.mark.usefixtures("looks_restored")


def _dark_share(dimmed: bool) -> float:
    """The share of dark pixels on a blank part of the Ace of hearts' face (between its
    corner and its one pip)."""
    image = card_pixmap(parse_card("AH"), True, dimmed, 2.0).toImage()
    blank = QRect(image.width() // 2 + 20, 24, 40, 40)
    dark = sum(1 for x in range(blank.left(), blank.right())
               for y in range(blank.top(), blank.bottom())
               if image.pixelColor(x, y).lightness() < 110)
    return dark / (blank.width() * blank.height())


def test_a_card_that_may_not_be_played_is_hatched_in_high_contrast(qapp) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    assert _dark_share(dimmed=False) == 0.0
    assert _dark_share(dimmed=True) > 0.1


def test_the_usual_look_dims_without_hatching(qapp) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(False)
    assert _dark_share(dimmed=True) == 0.0
    face = card_pixmap(parse_card("AH"), False, False, 2.0).toImage()
    dim = card_pixmap(parse_card("AH"), False, True, 2.0).toImage()
    spot = (face.width() // 2 + 30, 40)
    assert dim.pixelColor(*spot).lightness() < face.pixelColor(*spot).lightness() - 60
