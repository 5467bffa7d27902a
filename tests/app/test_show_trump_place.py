"""The hidden trump's "Show trump" button: beside the person's cards, where they look on their
turn, over nothing; and its key S named on the button and in the keys bar."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.table.seat_badge import GLOW
from koutchina.app.text_scale import apply_text_scale
from koutchina.storage.settings import Settings

from .helpers import choice, person_ready, play_one_move, wait_for


@pytest.fixture
def plain_texts(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


def _on_view(window: MainWindow, scene: QRectF) -> QRect:
    return window.table.mapFromScene(scene).boundingRect()


def _to_the_show_trump_button(qtbot, window: MainWindow) -> None:
    window.start_match(choice("court-piece", options={"hidden_trump": True}), seed=33)
    for _ in range(2000):
        wait_for(lambda: person_ready(window), timeout=15000)
        if window.table.reveal_panel.isVisible():
            return
        play_one_move(qtbot, window)
    raise AssertionError("never void while the trump was hidden")


@pytest.mark.parametrize(("size", "text_scale", "scoreboard"), [
    ((1280, 720), 1.0, True), ((1280, 720), 1.0, False), ((3840, 2160), 2.0, False)])
def test_show_trump_stands_beside_the_person_s_cards_over_nothing(
        qtbot, plain_texts, size: tuple[int, int], text_scale: float, scoreboard: bool) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, text_scale=text_scale),
                        autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    _to_the_show_trump_button(qtbot, window)
    window.scoreboard.setVisible(scoreboard)
    qtbot.wait(50)
    table = window.table
    button = table.reveal_panel.geometry()
    assert table.rect().contains(button)
    cards = QRectF()
    for item in table.hand_items():
        cards = cards.united(item.sceneBoundingRect())
    hand = _on_view(window, cards)
    # beside the hand: level with it, at most a few card widths off its right end
    assert hand.top() <= button.center().y() <= hand.bottom()
    assert 0 < button.left() - hand.right() <= 0.4 * hand.height()
    others = {"last trick": table.last_trick_button.geometry(),
              "info": _on_view(window, table.info.sceneBoundingRect())}
    if table.keyboard_hint.isVisible():
        others["keys bar"] = table.keyboard_hint.geometry()
    for seat in range(4):
        badge = table.badge(seat)
        others[f"badge {seat}"] = _on_view(window, badge.mapRectToScene(
            badge.boundingRect().adjusted(GLOW, GLOW, -GLOW, -GLOW)))
        seat_cards = QRectF()
        for item in table.hand_items(seat):
            seat_cards = seat_cards.united(item.sceneBoundingRect())
        if not seat_cards.isNull():
            others[f"cards {seat}"] = _on_view(window, seat_cards)
    for item in table.trick_items():
        others[f"trick {item.card}"] = _on_view(window, item.sceneBoundingRect())
    for what, rect in others.items():
        assert not button.intersects(rect), (what, rect, button)


def test_show_trump_and_the_keys_bar_name_its_key_s(qtbot, language: str) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False), autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(1280, 720)
    _to_the_show_trump_button(qtbot, window)
    table = window.table
    assert table.reveal_panel.button.text() == {"en": "Show trump (S)",
                                                "fr": "Voir l’atout (S)"}[language]
    table.keyboard_hint.offer(True)
    table.place_panels()
    words = {"en": "S\u00a0show the trump", "fr": "S\u00a0montrer l’atout"}[language]
    assert words in table.keyboard_hint.label.text()
    table.reveal_panel.hide()
    table.place_panels()
    assert words not in table.keyboard_hint.label.text()
