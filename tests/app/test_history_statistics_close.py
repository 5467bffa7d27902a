"""History and Statistics close with a Close button, as About and a deal's review do: they
had only the title bar's close box (and Esc, which few know of). The button is at the bottom
right, the last of the window's buttons, in the table's button face, pressed by a click or by
Enter once Tab reached it; Esc still closes the windows.
In English and in French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from koutchina.app.table.looks import button_face, felt_in_use

from .felt_checks import area_in, check_button, history_of, looks_restored  # noqa: F401

pytestmark = pytest.mark.usefixtures("looks_restored")

CLOSE = {"en": "Close", "fr": "Fermer"}


def close_button(window: QWidget, language: str) -> QAbstractButton:
    """The one button of ``window`` in view that says Close in ``language``."""
    found = [button for button in window.findChildren(QAbstractButton)
             if button.isVisible() and button.text().replace("&", "") == CLOSE[language]]
    assert len(found) == 1, [b.text() for b in window.findChildren(QAbstractButton)]
    return found[0]


def at_bottom_right(window: QWidget, button: QAbstractButton) -> None:
    """The button lies inside the window, the lowest and rightmost of its buttons in view."""
    place = area_in(window, button)
    assert window.rect().contains(place), (place, window.rect())
    others = [area_in(window, other) for other in window.findChildren(QAbstractButton)
              if other is not button and other.isVisible()
              and other.window() is window and other.inherits("QPushButton")]
    assert all(other.right() < place.left() for other in others
               if other.bottom() >= place.top()), (place, others)  # last on its row
    assert all(other.bottom() <= place.bottom() for other in others), (place, others)
    assert window.height() - place.bottom() < 3 * button.height()  # near the bottom


def closes_with_its_button(window: QWidget, language: str) -> None:
    """Its Close button at the bottom right, dressed as the table's buttons, closes it."""
    QApplication.processEvents()
    button = close_button(window, language)
    at_bottom_right(window, button)
    check_button(window, button, button_face(felt_in_use()))
    button.click()
    QApplication.processEvents()


def closes_with_enter(qtbot, window: QWidget, language: str) -> None:  # type: ignore[no-untyped-def]
    """Shown again and active, Enter on its Close button (where Tab reached it) closes it."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    button = close_button(window, language)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=5000)
    qtbot.keyClick(button, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert not window.isVisible()


def test_history_and_statistics_have_a_close_button(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    _window, history = history_of(qtbot)
    history.show()
    qtbot.waitExposed(history)
    closes_with_its_button(history, language)
    assert not history.isVisible()

    history.show()
    qtbot.waitExposed(history)
    history.open_statistics()
    stats = history._stats
    assert stats is not None
    qtbot.waitExposed(stats)
    closes_with_its_button(stats, language)
    assert not stats.isVisible() and history.isVisible()

    for window in (stats, history):  # Enter presses Close where Tab reached it
        closes_with_enter(qtbot, window, language)

    for window in (stats, history):  # Esc still closes each
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        QApplication.processEvents()
        assert not window.isVisible()
