"""The program's message boxes wear the table's look: the offer to resume a match (at every
start with one unfinished), a match open in another window, a refused file and the unsaved
moves at quit were in the plain light system look, unlike every other window (a player's
review)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.history.start_check import tell_match_busy
from koutchina.storage import MatchStore

from .helpers import make_window, wait_for


def _ground(box: QMessageBox) -> int:
    """The lightness of the box's ground, by its bottom left corner."""
    image = box.grab().toImage()
    return image.pixelColor(3, image.height() - 3).lightness()


def _boxes() -> list[QMessageBox]:
    return [box for box in QApplication.topLevelWidgets()
            if isinstance(box, QMessageBox) and box.isVisible()]


def test_the_offer_to_resume_and_the_busy_match_are_dark_like_the_table(qtbot) -> None:
    store = MatchStore()
    store.save(saved_of(random_match("hand", 3, moves=50), "open"))
    window = make_window(qtbot)
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: check.offered is not None and bool(_boxes()), timeout=10000)
    offer = _boxes()[0]
    assert _ground(offer) < 80
    offer.close()
    tell_match_busy(window)
    qtbot.waitUntil(lambda: any("another Koutchina" in box.text() for box in _boxes()))
    busy = next(box for box in _boxes() if "another Koutchina" in box.text())
    assert _ground(busy) < 80
    busy.close()


def test_a_yes_or_no_question_is_dark_like_the_table(qtbot) -> None:
    """Concede's question (and History's Delete) were static QMessageBox.question boxes, still
    in the light system look (a player's review after the boxes above were dressed)."""
    from PySide6.QtCore import QTimer

    from .helpers import choice, person_ready

    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=5)
    wait_for(lambda: person_ready(window), timeout=15000)
    seen: list[int] = []

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer_no)
            return
        seen.append(_ground(box))
        box.reject()

    QTimer.singleShot(20, answer_no)
    assert window.coach._confirm("Concede the rest of this deal?") is False
    assert seen and seen[0] < 80
