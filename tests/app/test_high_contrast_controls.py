"""Three controls a player's review found left out of high contrast: an open drop-down's list
showed no row as the one under the pointer or the arrow keys (New match's Game and Animation
speed, Settings' Size of texts); the Hand call panel's dimmed "Choose a number" stayed the
felt's brown with grey words (4.7:1); View > Four-colour suits was offered unticked while high
contrast draws four colours anyway and Settings greys the same choice out."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QComboBox

from koutchina.app.dressing import ControlColours
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.app.settings_dialog import SettingsDialog

from .felt_checks import (
    area_in,
    contrast_ratio,
    ground_of,
    hand_call_panel_up,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    words_contrast,
)
from .helpers import make_window

pytestmark = pytest.mark.usefixtures("looks_restored", "english")


def _check_open_list(qtbot, combo: QComboBox, highlighted: int) -> None:  # type: ignore[no-untyped-def]
    """``combo``'s list opened with the row ``highlighted`` reached (as by the arrow keys or
    the pointer): that row's ground set clearly apart from the others', its words clear on it."""
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    view.setCurrentIndex(combo.model().index(highlighted, 0))
    QApplication.processEvents()
    image = view.viewport().grab().toImage()
    rows = [view.visualRect(combo.model().index(row, 0)) for row in range(combo.count())]
    grounds = [ground_of(image, rect) for rect in rows]
    lit = grounds[highlighted]
    for row, ground in enumerate(grounds):
        if row != highlighted:
            assert contrast_ratio(lit, ground) >= 3, (combo.itemText(row), lit.name(),
                                                      ground.name())
        words = words_contrast(image, rows[row].adjusted(2, 2, -2, -2), ground)
        assert words >= 7, (combo.itemText(row), ground.name(), words)
    combo.hidePopup()


def test_an_open_drop_down_shows_the_row_reached_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=True)
    dialog = NewMatchDialog(NewMatchChoice(game="court-piece", options={},
                                           levels=["medium"] * 3), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for combo in (dialog.game_combo, dialog.speed_combo):
        current = combo.currentIndex()
        _check_open_list(qtbot, combo, (current + 1) % combo.count())  # not the current one
        _check_open_list(qtbot, combo, current)
    dialog.close()
    settings = SettingsDialog(window.settings, window)
    qtbot.addWidget(settings)
    settings.show()
    qtbot.waitExposed(settings)
    _check_open_list(qtbot, settings.text_size, 2)


def test_the_dimmed_call_button_is_grey_on_black_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = hand_call_panel_up(qtbot, high_contrast=True)
    panel = window.table.call_panel
    assert not panel.confirm.isEnabled() and panel.confirm.text() == "Choose a number"
    image = window.grab().toImage()
    inside = area_in(window, panel.confirm).adjusted(5, 5, -5, -5)
    ground = ground_of(image, inside)
    off = ControlColours.now(True)
    assert ground.name() == off.off_face, ground.name()
    words = words_contrast(image, inside, ground)
    assert words >= 7, words  # the other dimmed controls' grey, 8:1 on black
    assert abs(words - contrast_ratio(QColor(off.off_text), QColor(off.off_face))) < 0.2, words


def test_view_four_colour_is_greyed_out_and_ticked_while_high_contrast_draws_four_colours(  # type: ignore[no-untyped-def]
        qtbot) -> None:
    window = make_window(qtbot, four_colour=False)
    action = window.menus.four_colour_action
    assert action.isEnabled() and not action.isChecked()
    window.settings_service.change(high_contrast=True)
    qtbot.waitUntil(lambda: not action.isEnabled())
    assert action.isChecked()  # four colours are what the table shows
    window.settings_service.change(high_contrast=False)
    qtbot.waitUntil(action.isEnabled)
    assert not action.isChecked()  # the person's own choice again
    action.trigger()
    assert window.settings.four_colour
    window.settings_service.change(high_contrast=True)
    qtbot.waitUntil(lambda: not action.isEnabled())
    assert action.isChecked() and window.settings.four_colour
    window.settings_service.change(high_contrast=False)
    qtbot.waitUntil(action.isEnabled)
    assert action.isChecked()


def test_view_four_colour_starts_greyed_out_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=True, four_colour=False)
    action = window.menus.four_colour_action
    assert not action.isEnabled() and action.isChecked()
