"""The hint asked for mid-trick lies on free felt: it covers no card of the trick, no card of
the person's hand and no seat's badge, in every game, on a 1280x720 window and on 4K; and after
a live language switch it is as tall as its new words (Settings > Large cards too)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QGraphicsItem

from koutchina.app import i18n
from koutchina.app.hint_panel import HintPanel
from koutchina.app.main_window import MainWindow
from koutchina.engine import Phase

from .helpers import choice, make_window, play_one_move

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def _three_cards_before_the_person(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play on (through the widgets) until the three other seats' cards lie in the trick and
    it is the person's turn: every spot of the trick but the person's is taken."""
    _persons_turn_with(qtbot, window, 0, 3)


def _persons_turn_with(qtbot, window: MainWindow, done: int, cards: int) -> None:  # type: ignore[no-untyped-def]
    """Play on until the person's turn with ``done`` tricks played and ``cards`` in the trick."""
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: c.accepts_input(0) or window.table.summary_panel.isVisible(),
                        timeout=15000)
        view = c.view(0)
        assert view is not None
        if (view.phase == Phase.PLAYING and len(view.completed_tricks) >= done
                and len(view.current_trick) == cards and c.accepts_input(0)):
            qtbot.waitUntil(lambda: len(window.table.trick_items()) == cards, timeout=5000)
            return
        play_one_move(qtbot, window)
    raise AssertionError(f"no trick with {cards} cards before the person")


def _hint_shown(qtbot, window: MainWindow) -> HintPanel:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    panel = window.coach.panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.shown_hint is not None, timeout=20000)
    return panel


def _on_screen(window: MainWindow, item: QGraphicsItem) -> QRect:
    table = window.table
    return table.mapFromScene(item.sceneBoundingRect()).boundingRect()


@pytest.mark.parametrize(("size", "large_cards"),
                         [((1280, 720), False), ((3840, 2160), False), ((1280, 720), True)])
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_the_hint_covers_no_card_of_the_trick_or_hand_and_no_badge(
    qtbot, game: str, size: tuple[int, int], large_cards: bool  # type: ignore[no-untyped-def]
) -> None:
    window = make_window(qtbot, large_cards=large_cards)
    window.resize(*size)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=3)
    _three_cards_before_the_person(qtbot, window)
    panel = _hint_shown(qtbot, window)
    qtbot.wait(50)  # placed again once the table settles
    table = window.table
    place = panel.geometry()
    assert table.viewport().rect().contains(place)
    items = table.trick_items() + table.hand_items(0)
    covered = [item.card for item in items if place.intersects(_on_screen(window, item))]
    assert not covered, f"the hint covers {covered}"
    badges = [badge.seat for badge in table.badges()
              if place.intersects(_on_screen(window, badge))]
    assert not badges, f"the hint covers the badges of seats {badges}"


def test_the_hint_fits_its_words_after_a_language_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    languages = i18n.language_manager()
    languages.set_language("fr", remember=False)
    window = make_window(qtbot)
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=3)
    c = window.controller
    qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    c.call(2)
    for _ in range(2 * 4):  # two tricks, the person's lowest legal card each time
        qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
        view = c.view(0)
        assert view is not None
        if len(view.completed_tricks) >= 2 and view.current_trick:
            break
        c.play_card(view.legal_cards()[0])
    panel = _hint_shown(qtbot, window)
    french_height = panel.height()
    languages.set_language("en", remember=False)
    qtbot.waitUntil(lambda: panel.title.text() == "Hint", timeout=5000)
    qtbot.wait(50)
    # the English words are shorter: the panel shrinks to them, no blank band under the title
    assert panel.height() == panel.heightForWidth(panel.width())
    assert panel.height() < french_height
    place = panel.geometry()
    trick = window.table.trick_items()
    assert not any(place.intersects(_on_screen(window, item)) for item in trick)


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_with_larger_texts_the_hint_s_words_grow_and_it_stays_on_free_felt(
    qtbot, game: str  # type: ignore[no-untyped-def]
) -> None:
    """Texts at 150 % on 1280x720: the hint's words were drawn at the table's scale, 11 px
    beside 18 px buttons. They grow now, to 13 px at least, on the free felt by the trick
    (right of it too: it lay only on the felt left of it, and shrank there, at 200 % 10 px in
    a player-eye review); it still covers no card and no badge."""
    window = make_window(qtbot, text_scale=1.5)
    window.resize(1280, 720)
    window.start_match(choice(game, levels=["medium"] * 3, practice=True), seed=3)
    _three_cards_before_the_person(qtbot, window)
    panel = _hint_shown(qtbot, window)
    qtbot.wait(50)
    table = window.table
    words = [label for label in (panel.advice, panel.choices) if label.isVisibleTo(panel)]
    assert min(label.font().pixelSize() for label in words) >= 13
    place = panel.geometry()
    assert table.viewport().rect().contains(place)
    items = table.trick_items() + table.hand_items(0)
    assert not [item.card for item in items if place.intersects(_on_screen(window, item))]
    assert not [badge.seat for badge in table.badges()
                if place.intersects(_on_screen(window, badge))]
