"""The coach's hint asked for at large texts (Settings > Text size 200 %) while the call
chooser is up: the chooser keeps the size it had, and the hint reads at least as large as the
chooser's own words where the table has room for that (player review, French at 200 % on
1280x720: pressing H drew the chooser and the hint at about 100 %, 11-13 px, exactly when the
person reads advice)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from koutchina.app import i18n
from koutchina.app.main_window import MainWindow

from .helpers import choice, make_window, person_ready, wait_for

pytestmark = pytest.mark.usefixtures("english")  # tests/app/conftest.py


def _words_px(panel: QWidget) -> int:
    """The smallest words' pixel size among the hint's shown lines."""
    labels = [getattr(panel, name) for name in ("advice", "choices", "note")]
    return min(label.font().pixelSize() for label in labels if label.isVisibleTo(panel))


def _call_hint(qtbot, window: MainWindow) -> tuple[float, int]:  # type: ignore[no-untyped-def]
    """The call chooser's scale and plain line's pixel size before the hint was asked."""
    window.start_match(choice("hand", levels=["medium"] * 3, practice=True), seed=5)
    wait_for(lambda: person_ready(window) and window.coach.hint_available(),
                    timeout=15000)
    qtbot.wait(50)
    chooser = window.table.call_panel
    alone = (chooser.scale_factor, chooser.hint.font().pixelSize())
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.coach.panel.choices.text() != "", timeout=15000)
    qtbot.wait(50)
    return alone


# 1280x720 leaves no room for the hint at the chooser's 16 px under it (both between the
# corner panel and the person's cards) but over the side seats' plates: there the largest
# that leaves the plates in view, as large as their words (14 px) or more, larger than the
# 11-13 px the review saw, and the chooser keeps its size
@pytest.mark.parametrize(("language", "size", "short"), [
    ("en", (1280, 720), 2), ("fr", (1280, 720), 2), ("en", (3840, 2160), 0),
    ("fr", (3840, 2160), 0)])
def test_at_200_percent_the_chooser_keeps_its_size_and_the_hint_reads_as_large(  # type: ignore[no-untyped-def]
        qtbot, language: str, size: tuple[int, int], short: int) -> None:
    i18n.language_manager().set_language(language, remember=False)
    window = make_window(qtbot, text_scale=2.0)
    window.resize(*size)
    scale, line_px = _call_hint(qtbot, window)
    chooser, panel, table = window.table.call_panel, window.coach.panel, window.table
    assert chooser.scale_factor == pytest.approx(scale)  # the chooser keeps its size
    assert chooser.hint.font().pixelSize() == line_px
    # the hint at least as large as the chooser's words, where there is room for that
    assert _words_px(panel) >= line_px - short
    assert not panel.geometry().intersects(chooser.geometry())
    assert table.rect().contains(panel.geometry())
    hand = [table.mapFromScene(item.sceneBoundingRect()).boundingRect()
            for item in table.hand_items(0)]
    assert not any(panel.geometry().intersects(card) for card in hand)
