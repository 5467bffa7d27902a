"""At start the unfinished match is offered once at a time (a player's review: the box "Resume
your match?" came up over a start screen that already showed "Resume your Hokm match", the
same offer twice at once). The start screen's button is for a person who answered the box
"Not now" or closed it; answered Resume, the match is on the table and no button waits behind.
In the box, the line that says where the match stopped starts where the question starts (it
stood 6 px to its left)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from storage.helpers import random_match, saved_of  # tests/storage, beside this folder

from koutchina.app.history.start_check import StartCheck
from koutchina.app.main_window import MainWindow
from koutchina.storage import MatchStore

from .helpers import make_window


def _window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    return make_window(qtbot, autosave=True, animation_speed="off")


@pytest.fixture
def window(qtbot, english) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A window that saves its matches, a Hokm match left unfinished in its folder."""
    MatchStore().save(saved_of(random_match("hokm", 3, moves=20), "open"))
    window = _window(qtbot)
    yield window
    window.controller.stop()


def offer_on_screen(qtbot, window: MainWindow) -> StartCheck:  # type: ignore[no-untyped-def]
    """The start check run to its end, its box to resume on screen."""
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: check.resume_box is not None and check.resume_box.isVisible(),
                    timeout=10000)
    QApplication.processEvents()
    return check


def test_no_button_on_the_start_screen_while_the_box_offers_the_match(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    check = offer_on_screen(qtbot, window)
    qtbot.wait(50)
    assert not window.start_screen.resume.isVisible()
    check.later_button.click()  # "Not now"
    QApplication.processEvents()
    resume = window.start_screen.resume
    assert resume.isVisible() and resume.text() == "Resume your Hokm match"


def test_the_box_closed_leaves_the_button_too(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    check = offer_on_screen(qtbot, window)
    box = check.resume_box
    assert box is not None
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=5000)
    QApplication.processEvents()
    assert window.start_screen.resume.isVisible()
    qtbot.mouseClick(window.start_screen.resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=10000)
    assert window.saver is not None and window.saver.match_id == "open"
    assert not window.start_screen.resume.isVisible()


def test_answered_resume_no_button_waits_behind_the_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    check = offer_on_screen(qtbot, window)
    qtbot.mouseClick(check.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=10000)
    QApplication.processEvents()
    assert window.start_screen.resume.isHidden()


def test_no_button_behind_the_report_that_comes_first(qtbot, english) -> None:  # type: ignore[no-untyped-def]
    # a file that cannot be read: its report first, then the offer, then the button
    MatchStore().save(saved_of(random_match("court-piece", 3, moves=30), "open"))
    folder = MatchStore().folder
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    window = _window(qtbot)
    check = window.check_saves_at_start()
    qtbot.waitUntil(lambda: check.report_box is not None and check.report_box.isVisible(),
                    timeout=10000)
    QApplication.processEvents()
    assert not window.start_screen.resume.isVisible()
    check.report_box.accept()
    qtbot.waitUntil(lambda: check.resume_box is not None and check.resume_box.isVisible(),
                    timeout=10000)
    assert not window.start_screen.resume.isVisible()
    check.later_button.click()
    QApplication.processEvents()
    assert window.start_screen.resume.isVisible()
    window.controller.stop()


def _text_left(label: QLabel) -> int:
    """Where ``label``'s words start, in its window."""
    left = label.contentsRect().left() + max(0, label.indent())
    return label.mapTo(label.window(), QPoint(left, 0)).x()


def test_where_the_match_stopped_lines_up_with_the_question(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    MatchStore().save(saved_of(random_match("hokm", 3, moves=20), "open"))
    window = _window(qtbot)
    check = offer_on_screen(qtbot, window)
    box = check.resume_box
    assert isinstance(box, QMessageBox)
    question = box.findChild(QLabel, "qt_msgbox_label")
    where = box.findChild(QLabel, "qt_msgbox_informativelabel")
    assert question is not None and where is not None and where.isVisible()
    assert where.text() == box.informativeText() != ""
    assert _text_left(where) == _text_left(question)
    box.reject()
    window.controller.stop()
