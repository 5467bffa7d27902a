"""The panels over the table grow and shrink with the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication, QLabel

from koutchina.app.players import SeatPlayer
from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH
from koutchina.app.table.seat_room import badges_on_view, hand_room
from koutchina.bots.duplicate import tournament_deal
from koutchina.engine import make_rules, new_match

from .helpers import choice, make_window, person_ready, play_one_move, wait_for


def _relative_size(window, panel) -> tuple[float, float]:
    """The panel's width and height as fractions of the table drawn on screen."""
    QApplication.processEvents()
    scale = window.table.transform().m11()
    return panel.width() / (SCENE_WIDTH * scale), panel.height() / (SCENE_HEIGHT * scale)


def _resize(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height, timeout=15000)
    QApplication.processEvents()


def test_the_call_panel_keeps_its_size_relative_to_the_table_from_720p_to_4k(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=9)
    panel = window.table.call_panel
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=15000)
    _resize(qtbot, window, 1280, 720)
    small = _relative_size(window, panel)
    small_font = panel.title.font().pixelSize()
    _resize(qtbot, window, 3840, 2160)
    big = _relative_size(window, panel)
    assert panel.title.font().pixelSize() >= 2 * small_font  # the text grew with the table
    for before, after in zip(small, big, strict=True):
        assert abs(after - before) <= 0.12 * before, (small, big)
    # and it fits inside the table at 1280x720
    _resize(qtbot, window, 1280, 720)
    table = window.table
    assert panel.width() <= table.width() and panel.height() <= table.height()
    assert panel.x() >= 0 and panel.y() >= 0


def _smallest_words(panel) -> int:  # type: ignore[no-untyped-def]
    """The pixel size of the smallest words the panel shows."""
    return min(label.font().pixelSize() for label in panel.findChildren(QLabel)
               if label.isVisibleTo(panel) and label.text())


def _summary_shown(qtbot, **settings: object):  # type: ignore[no-untyped-def]
    window = make_window(qtbot, **settings)
    window.start_match(choice("hokm"), seed=1)
    panel = window.table.summary_panel
    for _ in range(400):
        wait_for(lambda: person_ready(window), timeout=15000)
        if panel.isVisible():
            break
        play_one_move(qtbot, window)
    assert panel.isVisible()
    return window, panel


def test_the_deal_summary_keeps_its_size_relative_to_the_table(qtbot) -> None:
    window, panel = _summary_shown(qtbot)
    _resize(qtbot, window, 1920, 1080)
    small = _relative_size(window, panel)
    _resize(qtbot, window, 3840, 2160)
    big = _relative_size(window, panel)
    for before, after in zip(small, big, strict=True):
        assert abs(after - before) <= 0.12 * before, (small, big)


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_deal_summary_s_words_are_readable_on_a_laptop(qtbot, text_scale: float) -> None:
    """On 1280x720 the table is drawn at about 0.6 of its size (0.53 with texts at 150 %, the
    scoreboard beside it wider): the summary, grown with the table only, wrote its column
    headings at 10 px (9 px at 150 %). It is drawn larger than the table's scale there: at
    100 % between the seats, clear of their plates, its smallest words 11 px or more; at
    150 % 14 px or more, over the side seats' plates if need be, and then over the whole of
    each (it cut them, leaving a name cut short and a badge past its edge); on the table."""
    window, panel = _summary_shown(qtbot, text_scale=text_scale)
    _resize(qtbot, window, 1280, 720)
    table = window.table
    assert table.transform().m11() < 0.6
    place = panel.geometry()
    assert table.viewport().rect().contains(place), (place, table.viewport().rect())
    assert place.height() <= 0.85 * table.height()
    plates = badges_on_view(table, table.seats)
    if text_scale == 1.0:
        assert place.width() <= 0.85 * table.width()
        assert _smallest_words(panel) >= 11
        assert not any(place.intersects(plate) for plate in plates), (place, plates)
    else:
        assert _smallest_words(panel) >= 14
        under = [plate for plate in plates if place.intersects(plate)]
        assert under, "at 150 % on 1280x720 the summary lies over the side seats' plates"
        assert all(place.contains(plate) for plate in under), (place, under)


def test_the_french_deal_summary_grows_with_larger_texts_on_a_laptop(  # type: ignore[no-untyped-def]
        qtbot, language: str) -> None:
    """At 150 % on 1280x720 the French summary, its words longer, was held to 80 % of the
    table's width: its headings stayed 12-13 px, as at 100 %. Laid over the side seats'
    plates (which it then covers whole) it may take the felt's width: 14 px or more in both
    languages."""
    window, panel = _summary_shown(qtbot, text_scale=1.5)
    _resize(qtbot, window, 1280, 720)
    QApplication.processEvents()
    assert _smallest_words(panel) >= 14
    assert window.table.viewport().rect().contains(panel.geometry())


@pytest.mark.parametrize("size", [(1120, 768), (1280, 720), (1366, 768)])
@pytest.mark.parametrize("high_contrast", [False, True])
def test_larger_texts_never_make_the_deal_summary_smaller_nor_shift_it(
    qtbot, size: tuple[int, int], high_contrast: bool  # type: ignore[no-untyped-def]
) -> None:
    """Texts at 100 %, 125 % and 150 % on a small window: the summary's words never shrink as
    the size of texts grows (they did at 1366x768, where the felt between the seats narrows as
    the plates grow), and placing the panels again leaves it as it is (its scale flipped
    between two values at each placing)."""
    shown: list[int] = []
    for text_scale in (1.0, 1.25, 1.5):
        window, panel = _summary_shown(qtbot, text_scale=text_scale,
                                       high_contrast=high_contrast)
        _resize(qtbot, window, *size)
        settled = panel.scale_factor
        for _ in range(2):  # with the plates and corner panel as they ended up
            window.table.place_panels()
        assert abs(panel.scale_factor - settled) < 0.01 * settled
        scale, place = panel.scale_factor, panel.geometry()
        for _ in range(3):
            window.table.place_panels()
            assert (panel.scale_factor, panel.geometry()) == (scale, place)
        shown.append(_smallest_words(panel))
        window.close()
    assert shown == sorted(shown), shown


@pytest.mark.parametrize(("game", "text_scale"), [("hand", 1.25), ("hand", 1.5), ("hokm", 1.5)])
def test_the_choosers_words_are_readable_on_a_laptop(
    qtbot, game: str, text_scale: float  # type: ignore[no-untyped-def]
) -> None:
    """The call (Hand) and the trump chooser (Hokm, the person the first Hakem) on 1280x720:
    their plain lines were 11 px with texts at 125 % and 150 %; now 13 px or more, under the
    top seat's cards and plate and over the messages' room, on the table."""
    window = make_window(qtbot, text_scale=text_scale)
    _resize(qtbot, window, 1280, 720)
    table = window.table
    if game == "hand":
        window.start_match(choice(game), seed=1)
    else:  # the person the first Hakem
        state = new_match(make_rules("hokm", {}), 0, deals=[tournament_deal("hokm", 330, 4)],
                          first_hakem=0)
        window.show_state(state, [SeatPlayer("", "human")] + [SeatPlayer("", "medium")] * 3, 2)
    panel = table.call_panel if game == "hand" else table.trump_panel
    qtbot.waitUntil(lambda: panel.isVisible(), timeout=15000)
    QApplication.processEvents()
    assert _smallest_words(panel) >= 13
    place = panel.geometry()
    assert table.viewport().rect().contains(place)
    top_cards = table.mapFromScene(hand_room("top", False)).boundingRect()
    assert place.top() > top_cards.bottom()
    for plate in badges_on_view(table, table.seats):
        assert not place.intersects(plate), (place, plate)
    toast_top = table.mapFromScene(QPointF(0, table.toast.room_top())).y()
    assert place.bottom() < toast_top

