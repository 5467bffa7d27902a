"""The hidden trump's "Show trump (S)" reads as large as the buttons in the table's corner: at
150 % on 1366x768 it was about 13 px beside 20 px plates and an 18 px Undo (player-eye
review)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from koutchina.app.main_window import MainWindow
from koutchina.app.text_scale import apply_text_scale
from koutchina.storage.settings import Settings

from .helpers import choice, person_ready, play_one_move, wait_for


@pytest.fixture
def plain_texts(qapp: QApplication) -> Iterator[None]:
    yield
    apply_text_scale(1.0)
    qapp.processEvents()


@pytest.mark.usefixtures("english", "plain_texts")
@pytest.mark.parametrize(("size", "text_scale"), [((1366, 768), 1.5), ((1280, 720), 1.0)])
def test_show_trump_reads_as_large_as_the_corner_buttons(  # type: ignore[no-untyped-def]
        qtbot, size: tuple[int, int], text_scale: float) -> None:
    window = MainWindow(Settings(bot_pause_ms=0, sound_on=False, text_scale=text_scale),
                        autosave=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    window.start_match(choice("court-piece", options={"hidden_trump": True}), seed=33)
    table = window.table
    for _ in range(2000):
        wait_for(lambda: person_ready(window), timeout=15000)
        if table.reveal_panel.isVisible():
            break
        play_one_move(qtbot, window)
    else:
        raise AssertionError("never void while the trump was hidden")
    qtbot.wait(50)
    corner = table.last_trick_button.font().pixelSize()
    assert table.reveal_panel.button.font().pixelSize() == corner
