"""The keys bar at the table ("Keys: ← → choose a card…"): never over a seat's badge or cards,
the Scoreboard open or closed, at 1280x720 and on 4K, at any size of texts; gone by itself once
the person plays with the keys or the first deal is over, and never over the match's end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.table.seat_badge import GLOW
from koutchina.app.text_scale import apply_text_scale
from koutchina.engine import Phase
from koutchina.storage.settings import Settings, load_settings

from .felt_checks import (
    area_in,
    contrast_ratio,
    looks_restored,  # noqa: F401 - a fixture, used by the high-contrast test
    words_contrast,
)
from .helpers import choice, make_window, person_ready, play_one_move, play_until, wait_for


@pytest.fixture
def plain_texts(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def _seats_on_view(window: MainWindow) -> dict[str, QRect]:
    """Each seat's badge (its plate) and cards, where the person sees them."""
    table = window.table
    shown = {}
    for seat in range(4):
        badge = table.badge(seat)
        plate = badge.mapRectToScene(badge.boundingRect().adjusted(GLOW, GLOW, -GLOW, -GLOW))
        shown[f"badge {seat}"] = table.mapFromScene(plate).boundingRect()
        cards = QRectF()
        for item in table.hand_items(seat):
            cards = cards.united(item.sceneBoundingRect())
        if not cards.isNull():
            shown[f"cards {seat}"] = table.mapFromScene(cards).boundingRect()
    return shown


def _assert_clear(window: MainWindow) -> None:
    bar = window.table.keyboard_hint
    assert bar.isVisible()
    assert window.table.rect().contains(bar.geometry())
    for what, rect in _seats_on_view(window).items():
        assert not bar.geometry().intersects(rect), (what, rect, bar.geometry())


def _playing(qtbot, window: MainWindow) -> None:
    play_until(qtbot, window, lambda: window.controller.view(0).phase == Phase.PLAYING
               and window.controller.accepts_input(0))


@pytest.mark.parametrize(("size", "text_scale"), [
    ((1280, 720), 1.0), ((1280, 720), 1.5), ((3840, 2160), 2.0), ((3840, 2160), 3.0)])
def test_the_keys_bar_covers_no_seat_with_the_scoreboard_closed(
        qtbot, plain_texts, size: tuple[int, int], text_scale: float) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, text_scale=text_scale),
                        autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)  # after its first show, which fits it to the test's smaller screen
    for game in ("hand", "court-piece"):
        window.start_match(choice(game), seed=4)
        window.scoreboard.hide()
        qtbot.wait(50)
        assert window.table.width() >= size[0] - 40
        _playing(qtbot, window)
        _assert_clear(window)
        window.scoreboard.show()
        qtbot.wait(50)
        _assert_clear(window)


def test_the_keys_bar_goes_once_three_cards_are_played_with_the_keys(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    bar = window.table.keyboard_hint
    played = 0
    while played < 3:
        wait_for(lambda: person_ready(window), timeout=15000)
        if window.controller.view(0).phase != Phase.PLAYING:
            play_one_move(qtbot, window)
            continue
        assert bar.isVisible()
        focus = QApplication.focusWidget() or window.table
        qtbot.keyClick(focus, Qt.Key.Key_Right)
        qtbot.keyClick(focus, Qt.Key.Key_Return)
        played += 1
    assert not bar.isVisible()
    assert load_settings().keyboard_hint_dismissed  # for good, as its ×
    window.start_match(choice("hand"), seed=3)
    assert not bar.isVisible()


def test_the_keys_bar_goes_with_the_first_deal_and_never_shows_over_the_end(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hand", options={"rounds": 1}), seed=2)
    bar = window.table.keyboard_hint
    assert bar.isVisible()
    play_until(qtbot, window, window.table.summary_panel.isVisible)
    assert not bar.isVisible()
    play_until(qtbot, window, window.table.end_panel.isVisible)
    window.resize(1300, 740)  # laid out again
    qtbot.wait(50)
    assert not bar.isVisible()


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_the_keys_bar_names_the_help_menu_entry_that_lists_the_keys(
    qtbot, language: str, game: str  # type: ignore[no-untyped-def]
) -> None:
    """"Help > Keyboard" must be the very words of the menu bar: in French it said
    "Aide > Clavier" where the menu says "Aide > Raccourcis clavier"."""
    window = make_window(qtbot)
    window.start_match(choice(game), seed=3)
    menus = window.menus
    path = (f"{menus.help_menu.title().replace('&', '')} > "
            f"{menus.keyboard_action.text().replace('&', '')}")
    words = window.table.keyboard_hint.label.text()
    assert f"; {path} " in words.replace("\u202f;", ";").replace("\xa0;", ";")


@pytest.mark.parametrize(("table_scale", "text_scale"), [(0.5, 2.0), (1.0, 1.0), (2.0, 1.0)])
def test_the_keys_bar_s_close_cross_grows_with_its_words(
        qtbot, plain_texts: None, table_scale: float, text_scale: float) -> None:
    """With large texts on a small table (200 % in a window on a 4K screen) the bar's words
    grew with the size of texts while its × kept the table's size: a speck beside three lines
    of large words (a player's review). The × is at least as large as the words it closes."""
    from PySide6.QtGui import QFontInfo

    from koutchina.app.keyboard_help import KeyboardHint

    apply_text_scale(text_scale)
    bar = KeyboardHint()
    qtbot.addWidget(bar)
    bar.set_scale(table_scale)
    bar.show()
    words = QFontInfo(bar.label.font()).pixelSize()
    cross = QFontInfo(bar.close_button.font()).pixelSize()
    assert cross >= words, (cross, words)
    assert bar.close_button.height() >= bar.close_button.fontMetrics().height()


def _ground_and_words(window: MainWindow) -> tuple[QColor, float, QColor]:
    """The keys bar as drawn in the window: its ground (the colour of most of its pixels), the
    contrast of its words on it, and its edge (the middle of its top line of pixels)."""
    bar = window.table.keyboard_hint
    image = window.grab().toImage()
    area = area_in(window, bar)
    pixels = Counter(image.pixel(x, y) for x in range(area.left(), area.right() + 1)
                     for y in range(area.top(), area.bottom() + 1))
    ground = QColor.fromRgb(pixels.most_common(1)[0][0])
    words = area_in(window, bar.label)
    edge = image.pixelColor(area.center().x(), area.top())
    return ground, words_contrast(image, words, ground), edge


@pytest.mark.usefixtures("looks_restored")
def test_the_keys_bar_is_black_and_white_in_high_contrast_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In high contrast the table is black and white, its panels black with white words and
    edges: the keys bar kept the green felt's deep shade (a review). It follows the setting
    the moment it changes, both ways."""
    window = make_window(qtbot)
    window.start_match(choice("hand"), seed=11)
    _playing(qtbot, window)
    assert window.table.keyboard_hint.isVisible()
    window.settings_service.change(high_contrast=True)
    qtbot.wait(20)
    ground, words, edge = _ground_and_words(window)
    assert ground.name() == "#000000", ground.name()
    assert words >= 7, words
    assert contrast_ratio(edge, QColor("#000000")) >= 7, edge.name()  # set off the black table
    window.settings_service.change(high_contrast=False)
    qtbot.wait(20)
    ground, words, _edge = _ground_and_words(window)
    assert ground.green() > ground.red() + 5 and ground.green() > ground.blue(), ground.name()
    assert words >= 7, words
