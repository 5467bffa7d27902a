"""The Hakem's chip on a seat's plate kept its pale gold (with a brown rim and letter) in high
contrast, where everything else over the table had taken the windows' palette: black, white
and the one yellow (``dressing.ControlColours``). In high contrast it is that yellow with a
black "H" now, and the dealer's chip beside it the palette's white with a black "D" (it was a
soft grey-white); both letters read at the palette's contrast. The normal look keeps its
chips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from koutchina.app.dressing import ControlColours
from koutchina.app.table.looks import set_high_contrast
from koutchina.app.table.seat_badge import SeatBadge

from .felt_checks import contrast_ratio, looks_restored, painted_alone  # noqa: F401 - a fixture

pytestmark = pytest.mark.usefixtures("looks_restored", "english")

HC = ControlColours.now(True)
PALE_GOLD, BROWN_RIM, BROWN_INK = "#e8c766", "#7a5c00", "#3b2a00"  # the normal look's Hakem chip
SOFT_WHITE = "#f5f5f5"  # the normal look's dealer chip


def _plate(game: str = "court-piece", to_act: bool = False) -> SeatBadge:
    badge = SeatBadge(3, game)
    badge.level = "medium"
    badge.is_dealer = badge.is_hakem = True
    badge.to_act = to_act
    return badge


def _chip_colours(badge: SeatBadge, which: int) -> list[str]:
    """The colours inside the chip (1: the dealer's, 2: the Hakem's), its rim left out, one
    for each pixel."""
    image, origin = painted_alone(badge)
    box = badge.mark_boxes()[which]
    assert box is not None
    inside = QRectF(box).adjusted(4, 4, -4, -4).translated(origin).toAlignedRect()
    return [image.pixelColor(x, y).name() for x in range(inside.left(), inside.right() + 1)
            for y in range(inside.top(), inside.bottom() + 1)]


def _all_colours(badge: SeatBadge) -> set[str]:
    image: QImage = painted_alone(badge)[0]
    return {image.pixelColor(x, y).name() for x in range(image.width())
            for y in range(image.height())}


@pytest.mark.parametrize("to_act", [False, True])
def test_in_high_contrast_the_hakems_chip_is_the_palettes_yellow_with_a_black_letter(
        qtbot, to_act: bool) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    plate = _plate(to_act=to_act)
    inside = _chip_colours(plate, 2)
    fill = max(set(inside), key=inside.count)
    assert fill == HC.selection, fill
    assert inside.count(HC.selected_text) >= 10  # the "H", black
    assert contrast_ratio(QColor(HC.selection), QColor(HC.selected_text)) >= 7
    assert not _all_colours(plate) & {PALE_GOLD, BROWN_RIM, BROWN_INK}


def test_in_high_contrast_the_dealers_chip_is_the_palettes_white_with_a_black_letter(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    plate = _plate()
    inside = _chip_colours(plate, 1)
    assert max(set(inside), key=inside.count) == HC.words == "#ffffff"
    assert inside.count("#000000") >= 10  # the "D"


def test_the_chips_keep_their_colours_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(False)
    plate = _plate()
    hakem = _chip_colours(plate, 2)
    assert max(set(hakem), key=hakem.count) == PALE_GOLD
    dealer = _chip_colours(plate, 1)
    assert max(set(dealer), key=dealer.count) == SOFT_WHITE


def test_the_chip_follows_high_contrast_switched_on_and_off(qtbot) -> None:  # type: ignore[no-untyped-def]
    plate = _plate()
    for contrast, fill in ((True, HC.selection), (False, PALE_GOLD), (True, HC.selection)):
        set_high_contrast(contrast)
        inside = _chip_colours(plate, 2)
        assert max(set(inside), key=inside.count) == fill, contrast
