"""New match wears the felt the person chose, as Settings, About, History and the Rules do: it
was a grey system form beside a green, blue or burgundy table, down to the house rules in its
scrolled list. Read on screen: the grounds drawn, the contrast of the words on them (labels,
help lines, the problem line, fields, group titles, inside the scrolled list too), the check
marks, a felt changed while it is open, and a message box over it left in the system's look."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from koutchina.app.dressing import ControlColours
from koutchina.app.main_window import MainWindow
from koutchina.app.new_match_choice import NewMatchChoice
from koutchina.app.new_match_dialog import NewMatchDialog
from koutchina.app.table.looks import button_face, panel_colours

from .felt_checks import (
    area_in,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    words_contrast,
)
from .helpers import make_window

pytestmark = pytest.mark.usefixtures("looks_restored")


def opened(qtbot, game: str = "court-piece", options: dict[str, object] | None = None,  # type: ignore[no-untyped-def]
           **settings: object) -> tuple[MainWindow, NewMatchDialog]:
    """New match over a main window with these settings, as the window opens it."""
    window = make_window(qtbot, **settings)
    dialog = NewMatchDialog(NewMatchChoice(game=game, options=dict(options or {}),
                                           levels=["medium"] * 3), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return window, dialog


def shown_in(dialog: NewMatchDialog, widget: QWidget) -> QRect:
    """What the person sees of ``widget`` in the dialog (the rules' list scrolled to it)."""
    dialog.rules_scroll.ensureWidgetVisible(widget)
    QApplication.processEvents()
    return area_in(dialog, widget)


def ground_of(image: QImage, area: QRect) -> QColor:
    return image.pixelColor(area.topLeft() + QPoint(1, 1))


def check_words(dialog: NewMatchDialog, widget: QWidget, ground: str,
                least: float = 4.5) -> None:
    """``widget``'s words are on ``ground`` and stand out of it, ``least``:1 at least."""
    area = shown_in(dialog, widget)
    image = dialog.grab().toImage()
    assert ground_of(image, area).name() == ground, widget
    assert words_contrast(image, area, QColor(ground)) >= least, widget


def first(dialog: NewMatchDialog, kind: type[QWidget]) -> QWidget:
    """The first house rule whose field is a ``kind``, in the scrolled list."""
    return next(w for w in dialog.option_widgets.values() if isinstance(w, kind))


def rule_label(dialog: NewMatchDialog, widget: QWidget) -> tuple[QWidget, QWidget]:
    """The name and the help line of the house rule whose field is ``widget``."""
    key = next(k for k, w in dialog.option_widgets.items() if w is widget)
    return dialog.option_labels[key]


@pytest.mark.parametrize("felt", ["green", "burgundy"])
def test_new_match_wears_the_felt_down_to_its_house_rules(qtbot, felt: str) -> None:  # type: ignore[no-untyped-def]
    """The dialog's ground is the felt's darkest shade, inside its groups and its scrolled
    list of house rules too; labels, help lines and check boxes light on it; the drop-downs
    the table's buttons, the name a field on the panels' shade."""
    _window, dialog = opened(qtbot, felt=felt)
    dark = panel_colours(False)["dark"]
    image = dialog.grab().toImage()
    assert image.pixelColor(2, 2).name() == dark
    assert image.pixelColor(2, dialog.height() - 3).name() == dark
    viewport = area_in(dialog, dialog.rules_scroll.viewport())
    assert image.pixelColor(viewport.center()).name() == dark  # was the system's light grey
    check = first(dialog, QCheckBox)
    name, help_line = rule_label(dialog, check)
    for words in (dialog.game_label, dialog.game_about, dialog.name_label,
                  dialog.level_labels[0], dialog.timer_help, dialog.practice_box,
                  name, help_line, check):
        check_words(dialog, words, dark)
    for combo in (dialog.game_combo, first(dialog, QComboBox), dialog.level_combos[1]):
        face = shown_in(dialog, combo).adjusted(6, 6, -6, -6)
        image = dialog.grab().toImage()
        assert ground_of(image, face).name() == button_face(felt), combo
        assert words_contrast(image, face, QColor(button_face(felt))) >= 4.5, combo
    for buttons in dialog.buttons.buttons():  # the system's icons were dark blots on them
        assert buttons.icon().isNull()
    body = panel_colours(False)["body"]
    dialog.name_edit.setText("Marie")
    QApplication.processEvents()
    field = area_in(dialog, dialog.name_edit).adjusted(4, 4, -4, -4)
    image = dialog.grab().toImage()
    assert ground_of(image, field).name() == body
    assert words_contrast(image, field, QColor(body)) >= 4.5


def test_a_spin_box_among_the_house_rules_is_a_field_on_the_panels_shade(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Court Piece's Badam Satti, deep in the scrolled list: was a white system field."""
    _window, dialog = opened(qtbot, felt="blue")
    spin = first(dialog, QSpinBox)
    assert isinstance(spin, QSpinBox)
    body = panel_colours(False)["body"]
    area = shown_in(dialog, spin.lineEdit()).adjusted(2, 2, -2, -2)
    image = dialog.grab().toImage()
    assert ground_of(image, area).name() == body
    assert words_contrast(image, area, QColor(body)) >= 4.5


def test_the_group_titles_read_gold_on_the_dark_ground(qtbot) -> None:  # type: ignore[no-untyped-def]
    _window, dialog = opened(qtbot, felt="green")
    dark = QColor(panel_colours(False)["dark"])
    image = dialog.grab().toImage()
    for box in (dialog.rules_box, dialog.table_box):
        title = area_in(dialog, box, QRect(0, 0, box.width() // 2, box.fontMetrics().height()))
        assert ground_of(image, title).name() == dark.name(), box.title()
        assert words_contrast(image, title, dark) >= 4.5, box.title()


def test_a_ticked_house_rule_shows_its_tick(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A ticked box is gold with a dark tick in it; an empty one is dark: told apart at a
    glance (a system tick, black, was lost on a dark box)."""
    _window, dialog = opened(qtbot, felt="green")
    check = first(dialog, QCheckBox)
    assert isinstance(check, QCheckBox)
    square = QRect(0, 0, check.height(), check.height())

    def colours() -> list[str]:
        shown_in(dialog, check)
        area = area_in(dialog, check, square)
        image = dialog.grab().toImage()
        return [image.pixelColor(x, y).name() for x in range(area.left(), area.right())
                for y in range(area.top(), area.bottom())]

    k = ControlColours.now(False)
    empty = colours()
    assert k.selected_text not in empty
    check.setChecked(True)
    QApplication.processEvents()
    ticked = colours()
    assert ticked.count(k.selection) > 2 * empty.count(k.selection)  # a gold square, not an edge
    assert ticked.count(k.selected_text) >= 10  # and a dark tick in it


def test_the_problem_with_the_rules_reads_on_the_dark_ground(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The line saying why OK waits was dark red: on the felt's darkest shade it could not be
    read; OK, waiting, is a button that cannot be used now."""
    _window, dialog = opened(qtbot, felt="green")
    spin = dialog.option_widgets["badam_satti_every"]
    assert isinstance(spin, QSpinBox)
    spin.setValue(1)  # every deal without trump: impossible
    QApplication.processEvents()
    assert dialog.error_label.text()
    check_words(dialog, dialog.error_label, panel_colours(False)["dark"])
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and not ok.isEnabled()
    image = dialog.grab().toImage()
    off = ControlColours.now(False)
    assert ground_of(image, area_in(dialog, ok).adjusted(4, 4, -4, -4)).name() == off.off_face


def test_in_high_contrast_new_match_is_black_with_white_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    _window, dialog = opened(qtbot, high_contrast=True)
    image = dialog.grab().toImage()
    assert image.pixelColor(2, 2).name() == "#000000"
    check = first(dialog, QCheckBox)
    name, help_line = rule_label(dialog, check)
    for words in (dialog.game_label, name, dialog.name_label, check):
        check_words(dialog, words, "#000000", least=15)
    check_words(dialog, help_line, "#000000", least=15)
    combo = first(dialog, QComboBox)
    face = shown_in(dialog, combo).adjusted(6, 6, -6, -6)
    image = dialog.grab().toImage()
    assert ground_of(image, face).name() == "#000000"
    assert words_contrast(image, face, QColor("#000000")) >= 15


def test_new_match_follows_a_felt_and_high_contrast_chosen_while_it_is_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, dialog = opened(qtbot, felt="green", high_contrast=False)
    window.settings_service.change(felt="blue")
    QApplication.processEvents()
    blue = panel_colours(False)
    assert dialog.grab().toImage().pixelColor(2, 2).name() == blue["dark"] != "#0a2a1b"
    name, _help = rule_label(dialog, first(dialog, QCheckBox))
    check_words(dialog, name, blue["dark"])
    window.settings_service.change(high_contrast=True)
    QApplication.processEvents()
    assert dialog.grab().toImage().pixelColor(2, 2).name() == "#000000"
    check_words(dialog, name, "#000000", least=15)


def test_another_game_s_house_rules_are_dressed_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The list is built again for the game chosen: its new rules light on dark as well."""
    _window, dialog = opened(qtbot, "hand", felt="burgundy")
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hokm"))
    QApplication.processEvents()
    check = first(dialog, QCheckBox)
    name, help_line = rule_label(dialog, check)
    dark = panel_colours(False)["dark"]
    for words in (name, help_line, check):
        check_words(dialog, words, dark)


def test_a_message_box_over_new_match_keeps_the_system_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialog's style reaches the boxes opened over it: dressed, their words would turn
    light on the system's light ground."""
    _window, dialog = opened(qtbot, felt="green")
    box = QMessageBox(QMessageBox.Icon.Warning, "Koutchina", "Something to say", parent=dialog)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    QApplication.processEvents()
    image = box.grab().toImage()
    ground = image.pixelColor(2, 2)
    assert ground.lightnessF() > 0.7, ground.name()
    label = next(w for w in box.findChildren(QWidget) if w.objectName() == "qt_msgbox_label")
    assert words_contrast(image, area_in(box, label), ground) >= 4.5
    for button in box.buttons():
        area = area_in(box, button).adjusted(4, 4, -4, -4)
        assert ground_of(image, area).lightnessF() > 0.7
    box.close()
