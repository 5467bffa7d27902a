"""A house rule that is on or off is a tick box beside the rule's name. Each box said "On"
("Activé") whether ticked or not, so an empty box read "☐ On": a player's review found it
read as the rule being on. The box says nothing of its own now (its tick says on or off), the
rule's name beside it is what a click on it ticks or unticks, as on a form's label, and a
screen reader still hears the rule's name and its help line; the box's focus frame hugs it
rather than running empty across the list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QCheckBox

from koutchina.app import texts
from koutchina.app.new_match_dialog import GAMES, NewMatchDialog

from .helpers import choice

BOX_GAMES = [game for game in GAMES if game != "hand"]  # Hand's house rules are numbers


def _dialog(qtbot, game: str) -> NewMatchDialog:  # type: ignore[no-untyped-def]
    dialog = NewMatchDialog(choice(game))
    qtbot.addWidget(dialog)
    dialog.resize(1040, 672)  # as on a 1280x720 screen
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def _boxes(dialog: NewMatchDialog) -> dict[str, QCheckBox]:
    return {key: widget for key, widget in dialog.option_widgets.items()
            if isinstance(widget, QCheckBox)}


@pytest.mark.parametrize("game", BOX_GAMES)
def test_a_house_rules_box_claims_no_state_its_tick_does(qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, game)
    boxes = _boxes(dialog)
    assert boxes, game
    on_word = QApplication.translate("NewMatchDialog", "On")
    for key, box in boxes.items():
        for ticked in (False, True):
            box.setChecked(ticked)
            assert box.text() in ("", texts.option_name(key)), (key, box.text())
            assert box.text() != on_word, key


@pytest.mark.parametrize("game", BOX_GAMES)
def test_a_screen_reader_hears_the_rules_name_and_its_help(qtbot, game: str, language: str) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, game)
    for key, box in _boxes(dialog).items():
        reader = QAccessible.queryAccessibleInterface(box)
        assert reader.text(QAccessible.Text.Name) == texts.option_name(key), key
        assert reader.text(QAccessible.Text.Description) == texts.option_help(key, game), key


@pytest.mark.parametrize("game", BOX_GAMES)
def test_a_click_on_the_rules_name_ticks_and_unticks_its_box(qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    dialog = _dialog(qtbot, game)
    for key, box in _boxes(dialog).items():
        name, _help = dialog.option_labels[key]
        dialog.rules_scroll.ensureWidgetVisible(name)
        QApplication.processEvents()
        before = box.isChecked()
        qtbot.mouseClick(name, Qt.MouseButton.LeftButton, pos=name.rect().center())
        assert box.isChecked() is not before, key
        assert box.hasFocus() or not dialog.isActiveWindow(), key  # where Space goes next
        qtbot.mouseClick(name, Qt.MouseButton.LeftButton, pos=name.rect().center())
        assert box.isChecked() is before, key
    # a name whose field is a drop-down or a number is not a switch: a click changes nothing
    others = {key: w for key, w in dialog.option_widgets.items() if not isinstance(w, QCheckBox)}
    chosen = dialog.options()
    for key in others:
        name, _help = dialog.option_labels[key]
        dialog.rules_scroll.ensureWidgetVisible(name)
        qtbot.mouseClick(name, Qt.MouseButton.LeftButton, pos=name.rect().center())
    assert dialog.options() == chosen


def test_a_box_and_its_focus_frame_hug_the_tick_and_sit_level_with_the_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The frame the focus draws round a box ran empty across the whole list once its word
    was gone; the box is where the name's line is, not under it."""
    dialog = _dialog(qtbot, "court-piece")
    for key, box in _boxes(dialog).items():
        name, _help = dialog.option_labels[key]
        assert box.width() <= 3 * box.height(), (key, box.size())
        box_middle = box.mapTo(dialog, box.rect().center()).y()
        name_middle = name.mapTo(dialog, name.rect().center()).y()
        assert abs(box_middle - name_middle) <= 3, key


@pytest.mark.parametrize("game", ["hand", "court-piece"])  # Hokm's rules have no number
def test_a_number_rule_s_box_is_as_wide_as_its_values_not_the_list(qtbot, game: str,  # type: ignore[no-untyped-def]
                                                                  language: str) -> None:
    """Beside the table's settings, Hand's rounds took a box 380 px wide for one digit (a
    player's review): each number's box is as wide as its longest value ("Never" too), at
    the left of its cell as the ticks are."""
    from PySide6.QtWidgets import QSpinBox

    dialog = _dialog(qtbot, game)
    spins = [widget for widget in dialog.option_widgets.values() if isinstance(widget, QSpinBox)]
    assert spins  # Hand's rounds, Court Piece's Badam Satti
    for spin in spins:
        assert spin.width() == spin.sizeHint().width()
        _name, help_text = dialog.option_labels[next(
            key for key, widget in dialog.option_widgets.items() if widget is spin)]
        assert spin.mapToGlobal(spin.rect().topLeft()).x() == help_text.mapToGlobal(
            help_text.rect().topLeft()).x()  # where its help line starts
