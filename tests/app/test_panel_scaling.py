"""The panels over the table grow and shrink with the table."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH

from .helpers import choice, make_window, person_ready, play_one_move


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


def test_the_deal_summary_keeps_its_size_relative_to_the_table(qtbot) -> None:
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=1)
    panel = window.table.summary_panel
    for _ in range(400):
        qtbot.waitUntil(lambda: person_ready(window), timeout=15000)
        if panel.isVisible():
            break
        play_one_move(qtbot, window)
    assert panel.isVisible()
    _resize(qtbot, window, 1280, 720)
    small = _relative_size(window, panel)
    _resize(qtbot, window, 3840, 2160)
    big = _relative_size(window, panel)
    for before, after in zip(small, big, strict=True):
        assert abs(after - before) <= 0.12 * before, (small, big)
