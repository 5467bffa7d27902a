"""Looks: the felt and the card backs chosen in Settings show on the table at once and are
remembered for the next start."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from koutchina.app.settings_dialog import SettingsDialog
from koutchina.app.table import looks
from koutchina.app.table.card_item import card_pixmap
from koutchina.storage.settings import load_settings

from .helpers import choice, make_window


def felt_pixel(window) -> QColor:
    image = window.table.grab().toImage()
    return image.pixelColor(image.width() // 2, image.height() // 8)


def choose_in_settings(qtbot, window, felt: str, back: str) -> None:
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.felt.setCurrentIndex(dialog.felt.findData(felt))
        dialog.back.setCurrentIndex(dialog.back.findData(back))
        dialog.accept()

    QTimer.singleShot(0, answer)
    window.open_settings()


def test_felt_and_back_chosen_in_settings_show_at_once_and_are_remembered(qtbot) -> None:
    window = make_window(qtbot)
    window.stack.setCurrentWidget(window.table)
    green = felt_pixel(window)
    assert green.green() > green.blue() and green.green() > green.red()
    red_back = card_pixmap(None, False, False, 1.0).toImage()
    try:
        choose_in_settings(qtbot, window, "blue", "green")
        blue = felt_pixel(window)
        assert blue.blue() > blue.green() and blue.blue() > blue.red()
        assert looks.card_back() == "green"
        assert card_pixmap(None, False, False, 1.0).toImage() != red_back
        remembered = load_settings()
        assert (remembered.felt, remembered.card_back) == ("blue", "green")
        choose_in_settings(qtbot, window, "burgundy", "red")
        burgundy = felt_pixel(window)
        assert burgundy.red() > burgundy.green() and burgundy.red() > burgundy.blue()
    finally:
        looks.set_card_back("red")


def test_every_felt_and_back_has_its_own_colours() -> None:
    assert len(set(looks.FELTS.values())) == len(looks.FELTS) >= 3
    assert len(set(looks.CARD_BACKS.values())) == len(looks.CARD_BACKS) >= 3


def test_an_unknown_back_name_falls_back_to_red() -> None:
    looks.set_card_back("plaid")
    assert looks.card_back() == "red"


def contrast_ratio(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(
            c.blueF())
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_large_cards_and_high_contrast_apply_at_once_fit_every_screen_and_are_remembered(
        qtbot) -> None:
    from koutchina.app.table.card_art import CARD_WIDTH, suit_colour
    from koutchina.engine import Suit

    from .helpers import choice

    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0))
    hand = window.table.hand_items()
    assert len(hand) == 13 and {item.home_scale for item in hand} == {1.0}

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        dialog.large_cards.setChecked(True)
        dialog.high_contrast.setChecked(True)
        dialog.accept()

    try:
        QTimer.singleShot(0, answer)
        window.open_settings()
        assert {item.home_scale for item in window.table.hand_items()} == {1.35}
        remembered = load_settings()
        assert remembered.large_cards and remembered.high_contrast
        assert felt_pixel(window).lightness() == 0  # the table is black
        colours = [suit_colour(suit) for suit in Suit]
        assert len({colour.name() for colour in colours}) == 4
        assert all(contrast_ratio(colour, QColor("#ffffff")) >= 7 for colour in colours)
        panel = window.table.call_panel  # the panels over the table: black, white text
        panel.show()
        inside = panel.grab().toImage()
        assert inside.pixelColor(inside.width() // 2, 8).lightness() < 10
        assert window.table.trump_panel.suit_buttons[Suit.DIAMONDS].property("suit") == "blue"
        panel.hide()
        window.scoreboard.show()  # the scoreboard beside the table turns black and white too
        body = window.scoreboard.widget().grab().toImage()
        assert body.pixelColor(body.width() // 2, body.height() // 2).lightness() < 10
        badge = window.table.badge(0).sceneBoundingRect()
        for size in ((1280, 720), (3840, 2160)):
            window.resize(*size)
            qtbot.waitUntil(lambda size=size: window.width() == size[0])
            table = window.table
            area = table.viewport().rect()
            for item in table.hand_items():
                left = item.home.x() - CARD_WIDTH * item.home_scale / 2
                rect = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
                assert area.contains(rect), (size, rect, area)
                assert left > badge.right() - 8  # the hand stays clear of your seat's plate
    finally:
        looks.set_high_contrast(False)


def test_four_colour_suits_reach_the_trump_chooser_and_the_trump_box(qtbot) -> None:
    from koutchina.engine import Suit

    window = make_window(qtbot, four_colour=True)
    panel = window.table.trump_panel
    panel.setup(False)
    panel.show()

    def bluest(suit: Suit) -> int:
        image = panel.suit_buttons[suit].grab().toImage()
        return max(image.pixelColor(x, y).blue() - image.pixelColor(x, y).red()
                   for x in range(image.width()) for y in range(image.height()))

    def greenest(suit: Suit) -> int:
        image = panel.suit_buttons[suit].grab().toImage()
        return max(image.pixelColor(x, y).green() - image.pixelColor(x, y).red()
                   for x in range(image.width()) for y in range(image.height()))

    # blue diamonds (light enough to read 4.5:1 on the button), hearts not blue
    assert bluest(Suit.DIAMONDS) > 60 and bluest(Suit.HEARTS) < 40
    assert greenest(Suit.CLUBS) > greenest(Suit.SPADES) + 30  # the panel itself is green
    assert window.table.info.four_colour
    window.table.set_four_colour(False)
    assert bluest(Suit.DIAMONDS) < 40 and not window.table.info.four_colour


def test_large_cards_turned_on_during_the_persons_turn_stay_inside_the_focus_ring(
        qtbot) -> None:
    """The dashed ring round the hand (the table's keyboard focus) kept the old card size
    when Large cards came on in the middle of a turn: the large cards spilt out of it."""
    from PySide6.QtCore import QRect

    from .helpers import choice

    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0))
    table = window.table
    ring = table.accessibility.hand

    def hand_on_screen() -> QRect:
        rect = QRect()
        for item in table.hand_items():  # the faces of the cards (not their shadows)
            face = item.mapToScene(item.shape().boundingRect()).boundingRect()
            rect = rect.united(table.mapFromScene(face).boundingRect())
        return rect

    qtbot.waitUntil(lambda: ring.geometry().contains(hand_on_screen()))
    window.settings_service.change(large_cards=True)
    qtbot.wait(50)
    assert {item.home_scale for item in table.hand_items()} == {1.35}
    assert ring.geometry().contains(hand_on_screen())


def test_high_contrast_greys_out_the_felt_and_the_suit_colours_it_overrides(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A player chose Burgundy and got a black table: high contrast sets both the table and the
    suits' colours, so while it is ticked the two choices it overrides cannot be made."""
    from koutchina.app.settings_dialog import SettingsDialog
    from koutchina.storage.settings import Settings

    dialog = SettingsDialog(Settings(high_contrast=False))
    qtbot.addWidget(dialog)
    assert dialog.felt.isEnabled() and dialog.four_colour.isEnabled()
    dialog.high_contrast.setChecked(True)
    assert not dialog.felt.isEnabled() and not dialog.four_colour.isEnabled()
    dialog.high_contrast.setChecked(False)
    assert dialog.felt.isEnabled() and dialog.four_colour.isEnabled()
    opened = SettingsDialog(Settings(high_contrast=True))
    qtbot.addWidget(opened)
    assert not opened.felt.isEnabled() and not opened.four_colour.isEnabled()


def test_the_panels_beside_the_table_wear_the_felt_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the blue or burgundy felt the start screen, the scoreboard and the Last-trick
    picture stayed dark green beside the table: they are now the felt chosen, or dark shades of
    it, changed with it."""
    window = make_window(qtbot)
    window.stack.setCurrentWidget(window.table)
    strip = window.last_trick_dialog.strip
    strip.resize(300, 160)
    window.start_screen.resize(800, 600)

    def colours() -> tuple[QColor, QColor, QColor]:
        board = window.scoreboard.grab().toImage()
        return (board.pixelColor(board.width() // 2, board.height() // 2),
                strip.grab().toImage().pixelColor(3, 3),
                window.start_screen.grab().toImage().pixelColor(4, 4))

    try:
        for colour in colours():
            assert colour.green() > colour.red() and colour.green() > colour.blue()
        choose_in_settings(qtbot, window, "blue", "red")
        for colour in colours():
            assert colour.blue() > colour.green() > colour.red(), colour.name()
            assert colour.lightnessF() < 0.4
        choose_in_settings(qtbot, window, "burgundy", "red")
        for colour in colours():
            assert colour.red() > colour.green() and colour.red() > colour.blue()
    finally:
        looks.set_felt_in_use("green")


def test_every_suit_reads_on_the_trump_chooser_s_buttons(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The red suits' names were 2.75:1 on the green buttons: every suit colour now stands at
    4.5:1 at least, as the button's own white words do, read from the drawn button."""
    from koutchina.app.table.looks import FELTS, button_face
    from koutchina.app.table.panels import SUIT_ON_BUTTON

    for felt in FELTS:  # the buttons wear each felt's shade
        for name, colour in SUIT_ON_BUTTON.items():
            assert contrast_ratio(QColor(colour), QColor(button_face(felt))) >= 4.5, (felt, name)
    window = make_window(qtbot)
    panel = window.table.trump_panel
    panel.show()
    QApplication.processEvents()
    checked = 0
    for button in panel.findChildren(type(panel.confirm)):
        suit = button.property("suit")
        if suit:
            drawn = button.palette().buttonText().color()
            assert drawn.name() == SUIT_ON_BUTTON[suit], (suit, drawn.name())
            assert button.palette().button().color().name() == button_face("green")
            checked += 1
    assert checked == 4


def test_what_lies_over_the_table_wears_the_felt_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the burgundy felt the seats' plates, the choosers and the keys bar stayed
    green-black: they are deep shades of the felt chosen, changed with it."""
    from koutchina.app.table.looks import deep_shade

    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=10_000)
    table = window.table

    def plate_colour() -> QColor:
        badge = table.badge(1)
        spot = table.mapFromScene(badge.mapToScene(badge.boundingRect().center()))
        image = table.viewport().grab().toImage()
        return image.pixelColor(spot.x() + 30, spot.y() + 6)

    try:
        green = plate_colour()
        assert green.green() > green.red()
        choose_in_settings(qtbot, window, "burgundy", "red")
        qtbot.wait(50)
        burgundy = plate_colour()
        assert burgundy.red() > burgundy.green() and burgundy.red() > burgundy.blue(), (
            burgundy.name())
        shade = deep_shade()
        assert shade.red() > shade.green()
        assert f"rgba({shade.red()}, {shade.green()}, {shade.blue()}" in (
            table.keyboard_hint.styleSheet())
        assert f"rgba({shade.red()}, {shade.green()}, {shade.blue()}" in (
            table.trump_panel.styleSheet())
    finally:
        looks.set_felt_in_use("green")


def test_the_bar_between_table_and_scoreboard_wears_the_felt(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The bar that moves the border between the table and the scoreboard was the system's
    grey (a light stripe down a dark table): it is the felt's dark shade, changed with it."""
    window = make_window(qtbot)
    window.resize(1280, 720)
    window.show()
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=3)
    qtbot.waitUntil(lambda: window.scoreboard.isVisible(), timeout=15000)

    def bar() -> QColor:
        left = window.stack.geometry().right() + 1
        right = window.scoreboard.geometry().left() - 1
        assert right >= left  # a bar lies between them
        image = window.grab().toImage()
        return image.pixelColor((left + right) // 2, window.height() // 2)

    try:
        colour = bar()
        assert colour.green() > colour.red() and colour.green() > colour.blue(), colour.name()
        assert colour.lightnessF() < 0.3
        choose_in_settings(qtbot, window, "burgundy", "red")
        colour = bar()
        assert colour.red() > colour.green() and colour.red() > colour.blue(), colour.name()
        assert colour.lightnessF() < 0.3
    finally:
        looks.set_felt_in_use("green")


def _last_trick_button_shown(qtbot):  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm", levels=["medium"] * 3), seed=3)
    qtbot.waitUntil(window.table.last_trick_button.isVisible, timeout=15000)
    return window, window.table.last_trick_button


def _face_under_the_pointer(qtbot, window, button) -> QColor:  # type: ignore[no-untyped-def]
    """The button's face with the pointer brought onto it from elsewhere (so that it sees
    the pointer come, whatever ran before)."""
    qtbot.mouseMove(window.table, QPoint(5, 5))
    qtbot.waitUntil(lambda: not button.underMouse(), timeout=5000)
    qtbot.mouseMove(button, button.rect().center())
    qtbot.waitUntil(button.underMouse, timeout=5000)
    image = button.grab().toImage()
    return image.pixelColor(image.width() // 2, 3)


def test_a_button_over_the_table_under_the_pointer_keeps_the_felt_s_hue(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On the blue and burgundy felts the table's buttons and the choosers' turned green
    under the pointer."""
    window, button = _last_trick_button_shown(qtbot)
    try:
        choose_in_settings(qtbot, window, "blue", "red")
        face = _face_under_the_pointer(qtbot, window, button)
        assert face.blue() > face.green() > face.red(), face.name()
    finally:
        looks.set_felt_in_use("green")


def test_in_high_contrast_a_button_under_the_pointer_stays_grey(qtbot) -> None:  # type: ignore[no-untyped-def]
    """High contrast draws the table's buttons black with white words; under the pointer they
    turned the felt's colour (green), and a button styled before the change kept it."""
    window, button = _last_trick_button_shown(qtbot)
    try:
        window.settings_service.change(high_contrast=True)
        face = _face_under_the_pointer(qtbot, window, button)
        assert face.red() == face.green() == face.blue() < 90, face.name()
    finally:
        window.settings_service.change(high_contrast=False)
        looks.set_felt_in_use("green")
