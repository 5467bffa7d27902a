"""Settings, About and the Rules window wear the felt the person chose, as the table, History
and Statistics do: they were grey and white system forms beside a green, blue or burgundy
table. Read on screen: the colours drawn, the contrast of the words on them, the focus, and
the room around the words at the size of texts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from koutchina.app import about_dialog
from koutchina.app.about_dialog import AboutDialog
from koutchina.app.dressing import ControlColours
from koutchina.app.rules_text.common import BLACK, HIGHLIGHT
from koutchina.app.rules_window import RulesWindow
from koutchina.app.screens import screen_of
from koutchina.app.settings_dialog import SettingsDialog
from koutchina.app.table.looks import (
    button_face,
    panel_colours,
    set_felt_in_use,
    set_high_contrast,
)
from koutchina.app.text_scale import apply_text_scale
from koutchina.engine import make_rules
from koutchina.storage.settings import Settings

from .felt_checks import (
    area_in,
    contrast_ratio,
    looks_restored,  # noqa: F401 - a fixture, used by every test
    words_contrast,
)

pytestmark = pytest.mark.usefixtures("looks_restored")


@pytest.fixture
def scale_restored() -> Iterator[None]:
    yield
    apply_text_scale(1.0)


def in_looks(felt: str, contrast: bool = False) -> None:
    set_felt_in_use(felt)
    set_high_contrast(contrast)


def settings_dialog(qtbot, felt: str) -> SettingsDialog:  # type: ignore[no-untyped-def]
    dialog = SettingsDialog(Settings(felt=felt, sound_on=True))
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    return dialog


def ground_of(image: QImage, area: QRect) -> QColor:
    return image.pixelColor(area.topLeft() + QPoint(1, 1))


def check_words(window: QWidget, widget: QWidget, ground: str) -> None:
    """``widget``'s words are on ``ground`` and stand out of it, 4.5:1 at least."""
    image = window.grab().toImage()
    area = area_in(window, widget)
    assert ground_of(image, area).name() == ground, widget
    assert words_contrast(image, area, QColor(ground)) >= 4.5, widget


@pytest.mark.parametrize("felt", ["green", "burgundy"])
def test_the_settings_dialog_wears_the_felt_and_its_words_read(qtbot, felt: str) -> None:  # type: ignore[no-untyped-def]
    """The dialog's ground is the felt's darkest shade, its labels and check boxes light on
    it, the drop-downs the table's buttons, the spin box a field on the panels' shade."""
    in_looks(felt)
    dialog = settings_dialog(qtbot, felt)
    dark = panel_colours(False)["dark"]
    image = dialog.grab().toImage()
    assert image.pixelColor(2, 2).name() == dark
    assert image.pixelColor(2, dialog.height() - 3).name() == dark
    for words in (dialog.speed_label, dialog.pause_label, dialog.volume_label,
                  dialog.four_colour, dialog.sound_on):
        check_words(dialog, words, dark)
    face = area_in(dialog, dialog.speed).adjusted(6, 6, -6, -6)
    assert ground_of(image, face).name() == button_face(felt)
    assert words_contrast(image, face, QColor(button_face(felt))) >= 4.5
    for button in dialog.buttons.buttons():  # the system's icons were dark blots on them
        assert button.icon().isNull()
    field = area_in(dialog, dialog.pause.lineEdit()).adjusted(2, 2, -2, -2)
    assert ground_of(image, field).name() == panel_colours(False)["body"]
    assert words_contrast(image, field, QColor(panel_colours(False)["body"])) >= 4.5


def test_in_high_contrast_the_settings_dialog_is_black_with_white_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    in_looks("green", contrast=True)
    dialog = settings_dialog(qtbot, "green")
    image = dialog.grab().toImage()
    assert image.pixelColor(2, 2).name() == "#000000"
    check_words(dialog, dialog.pause_label, "#000000")
    check_words(dialog, dialog.sound_on, "#000000")
    assert words_contrast(image, area_in(dialog, dialog.pause_label), QColor("#000000")) >= 15


@pytest.mark.parametrize("contrast", [False, True])
def test_the_control_in_focus_is_edged_apart(qtbot, contrast: bool) -> None:  # type: ignore[no-untyped-def]
    """Moving through the dialog with Tab, the person sees which box Space would tick and
    which field the keys change: white around it (yellow in high contrast), which its
    neighbours do not have."""
    in_looks("blue", contrast)
    dialog = settings_dialog(qtbot, "blue")
    focus = ControlColours.now(contrast).focus
    dialog.activateWindow()
    for control in (dialog.large_cards, dialog.pause):
        edge = area_in(dialog, control)
        point = QPoint(edge.left() + 1, edge.center().y())
        before = dialog.grab().toImage().pixelColor(point)
        control.setFocus()
        qtbot.waitUntil(control.hasFocus)
        QApplication.processEvents()
        after = dialog.grab().toImage().pixelColor(point)
        assert after.name() == focus and before.name() != focus, control
        dialog.speed.setFocus()
        QApplication.processEvents()


def gaps(qtbot) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """The Settings dialog's margin and the gap after its widest label, in pixels."""
    dialog = settings_dialog(qtbot, "green")
    label = dialog.pause_label
    gap = dialog.pause.geometry().left() - (label.geometry().left() + label.sizeHint().width())
    return label.geometry().left(), gap


def test_with_texts_twice_as_large_the_margins_and_gaps_are_twice_as_large(
        qtbot, scale_restored) -> None:  # type: ignore[no-untyped-def]
    """At 4K (texts doubled) "Pause between bot moves" nearly touched its field: the style's
    margins and gaps stayed at their 1080p size."""
    in_looks("green")
    margin, gap = gaps(qtbot)
    apply_text_scale(2.0)
    large_margin, large_gap = gaps(qtbot)
    assert large_margin >= 2 * margin
    assert large_gap >= 2 * gap >= 2 * 12


LONG_LOG = "/home/marie-christine-dupont/.local/state/Koutchina/log/koutchina.log"


def about_with(monkeypatch, qtbot, log_file: str) -> AboutDialog:  # type: ignore[no-untyped-def]
    facts = about_dialog.runtime_facts()
    monkeypatch.setattr(about_dialog, "runtime_facts",
                        lambda: type(facts)(**{**vars(facts), "log_file": log_file}))
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    return dialog


def lines_of(label: QLabel, words: str) -> int:
    """How many lines ``words`` take in ``label`` as drawn at its width."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    document.size()  # laid out now
    found = document.find(words)
    assert not found.isNull(), words
    block = found.block()
    layout = block.layout()
    start = layout.lineForTextPosition(found.selectionStart() - block.position()).lineNumber()
    end = layout.lineForTextPosition(found.selectionEnd() - block.position()).lineNumber()
    return end - start + 1


def test_in_french_each_path_of_the_about_box_is_on_one_line(
        qtbot, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """The log file's path broke after ".../Koutchina/log/", read as two paths."""
    dialog = about_with(monkeypatch, qtbot, LONG_LOG)
    assert lines_of(dialog.body_label, LONG_LOG) == 1
    assert dialog.width() <= screen_of(dialog).availableGeometry().width()


def test_with_texts_twice_as_large_the_about_box_shows_every_fact_whole(
        qtbot, monkeypatch, language, scale_restored) -> None:  # type: ignore[no-untyped-def]
    """A box wider than two thirds of the screen (Qt's limit for a window's first size) had
    its paths wrapped and its foot cut: the last facts were unseen."""
    apply_text_scale(2.0)
    path = "/home/marie-christine-dupont-lefebvre/.local/state/Koutchina/log/koutchina.log"
    dialog = about_with(monkeypatch, qtbot, path)
    label = dialog.body_label
    assert lines_of(label, path) == 1
    assert label.height() >= label.heightForWidth(label.width())
    assert label.geometry().bottom() < dialog.buttons.geometry().top()
    assert dialog.width() <= screen_of(dialog).availableGeometry().width()


def test_a_path_longer_than_the_screen_is_cut_in_its_middle_and_whole_in_the_tip(
        qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = "/home/someone/" + "a-very-long-folder-name/" * 12 + "koutchina.log"
    dialog = about_with(monkeypatch, qtbot, path)
    text = dialog.body_label.text()
    assert path not in text and "/home/someone/" in text and "koutchina.log" in text
    assert "…" in text
    assert dialog.body_label.toolTip() == path
    assert dialog.width() <= screen_of(dialog).availableGeometry().width()


@pytest.mark.parametrize("felt", ["green", "burgundy"])
def test_the_about_box_wears_the_felt(qtbot, monkeypatch, felt: str) -> None:  # type: ignore[no-untyped-def]
    in_looks(felt)
    dialog = about_with(monkeypatch, qtbot, LONG_LOG)
    dark = panel_colours(False)["dark"]
    assert dialog.grab().toImage().pixelColor(2, 2).name() == dark
    check_words(dialog, dialog.body_label, dark)
    check_words(dialog, dialog.title_label, dark)


def rules_window(qtbot, rules: object = None) -> RulesWindow:  # type: ignore[no-untyped-def]
    window = RulesWindow()
    qtbot.addWidget(window)
    window.resize(720, 700)
    window.show_game("hokm", rules)
    QApplication.processEvents()
    return window


def block_area(window: RulesWindow, words: str) -> QRect:
    """Where the paragraph holding ``words`` is drawn, in the window's coordinates."""
    browser = window._browser
    document = browser.document()
    found = document.find(words)
    assert not found.isNull(), words
    rect = document.documentLayout().blockBoundingRect(found.block()).toRect()
    rect.translate(0, -browser.verticalScrollBar().value())
    return area_in(window, browser.viewport(), rect.adjusted(0, 1, 0, -1))


@pytest.mark.parametrize("felt", ["green", "burgundy"])
def test_the_rules_are_a_reading_page_on_the_felt(qtbot, felt: str) -> None:  # type: ignore[no-untyped-def]
    """A white document beside the table; now the panels' shade, the headings gold, the
    words light, the suits' symbols light too (black ones vanished on the dark page)."""
    in_looks(felt)
    window = rules_window(qtbot)
    colours = panel_colours(False)
    image = window.grab().toImage()
    assert image.pixelColor(2, 2).name() == colours["dark"]
    heading = block_area(window, "Hokm")
    assert image.pixelColor(heading.left() - 3, heading.center().y()).name() == colours["body"]
    pixels = {image.pixelColor(x, y).name() for x in range(heading.left(), heading.right())
              for y in range(heading.top(), heading.bottom())}
    assert colours["gold"] in pixels
    words = block_area(window, "Persian partnership game")
    assert words_contrast(image, words, QColor(colours["body"])) >= 4.5
    page = window._browser.toHtml()
    assert BLACK not in page and HIGHLIGHT not in page


def test_the_house_rules_in_force_are_marked_and_read(qtbot) -> None:  # type: ignore[no-untyped-def]
    in_looks("blue")
    rules = make_rules("hokm").model_copy(update={"target": 5})
    window = rules_window(qtbot, rules)
    image = window.grab().toImage()
    marked = block_area(window, "First side to 5 points")
    ground = ground_of(image, marked.adjusted(2, 0, 0, 0))
    assert contrast_ratio(ground, QColor(panel_colours(False)["body"])) > 1.5  # set apart
    assert words_contrast(image, marked, ground) >= 4.5


def test_on_a_wide_window_the_rules_lines_stay_readable(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Lines of 200 characters on a maximised window are hard to follow: the column stays
    about 80 characters wide, centred."""
    in_looks("green")
    window = rules_window(qtbot)
    window.resize(1600, 700)
    QApplication.processEvents()
    browser = window._browser
    metrics = browser.fontMetrics()
    assert browser.viewport().width() <= metrics.averageCharWidth() * 80 + 2 * metrics.height()
    left = browser.viewport().x()
    right = browser.width() - browser.viewport().geometry().right()
    assert abs(left - right) <= browser.verticalScrollBar().width() + 2


def test_the_rules_follow_a_felt_changed_in_settings_and_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Rules window open beside the table takes another felt, or high contrast, at once."""
    from .helpers import make_window

    main = make_window(qtbot, felt="green", high_contrast=False)
    main.help_windows.open_rules("hokm", None)
    window = main.help_windows.rules_window
    assert window is not None
    qtbot.addWidget(window)
    main.settings_service.change(felt="burgundy")
    QApplication.processEvents()
    assert window.grab().toImage().pixelColor(2, 2).name() == "#2c0a15"  # burgundy's dark
    main.settings_service.change(high_contrast=True)
    QApplication.processEvents()
    image = window.grab().toImage()
    assert image.pixelColor(2, 2).name() == "#000000"
    words = block_area(window, "Persian partnership game")
    assert image.pixelColor(words.left() - 3, words.center().y()).name() == "#000000"
    assert words_contrast(image, words, QColor("#000000")) >= 15
    window.close()
