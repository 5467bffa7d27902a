"""The table's messages (the toast above the hand) as the person sees them: a long one wraps
inside its box in both languages, at any window size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from koutchina.app import texts
from koutchina.app.table.layout import SCENE_HEIGHT, SCENE_WIDTH
from koutchina.app.table.overlays import Toast

from .helpers import choice, make_window

# the longest messages the table shows, in English or in French (tools: audit 24's toast_width)
LONG_MESSAGES = [
    ("TableKeys", "Choose the trump with ← and → (the target with ↑ and ↓), then press Enter"),
    ("TableKeys", "Choose your call with the keys 0 to 8, then press Enter"),
    ("CoachControls", "You claim the rest of the deal: no card can beat yours."),
    ("CoachControls", "{name} claims the rest of the deal: no card can beat theirs."),
    ("TableView", "First place is tied: a sudden-death round decides"),
    ("TableKeys", "No claim now: you can claim on your lead, once your cards are sure to take "
                  "every trick left in the round."),
]
TRUMP_HINT = LONG_MESSAGES[0]


def _text(context: str, source: str) -> str:
    partner = texts.seat_in_sentence("", "partner", 2, "hokm")  # "votre partenaire": the longest
    return QCoreApplication.translate(context, source).format(name=partner)


class Drawn:
    """The toast painted alone on a wide transparent image, nothing clipped: where its box
    (the yellow frame) and its letters (white) landed, in the toast's own coordinates."""

    ORIGIN = QPointF(700, 300)

    def __init__(self, toast: Toast) -> None:
        image = QImage(1400, 360, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.translate(self.ORIGIN)
        toast.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        self.frame: list[tuple[int, int]] = []
        self.letters: list[tuple[int, int]] = []
        bits, line = bytes(image.constBits()), image.bytesPerLine()
        for y in range(image.height()):
            row = bits[y * line:y * line + 4 * image.width()]
            # the pixels looked at one by one from the row's first to its last painted byte:
            # the rest are transparent (all bytes 0), which the loop below passes over anyway
            start = (len(row) - len(row.lstrip(b"\0"))) // 4
            end = (len(row.rstrip(b"\0")) + 3) // 4
            pixels = memoryview(row).cast("I")  # 0xAARRGGBB, one int a pixel
            for x in range(start, end):
                pixel = pixels[x]
                if pixel >> 24 < 200:
                    continue
                red, green, blue = pixel >> 16 & 255, pixel >> 8 & 255, pixel & 255
                point = (x, y)
                if red > 200 and green > 170 and blue < 140:
                    self.frame.append(point)
                elif min(red, green, blue) > 200:
                    self.letters.append(point)

    @staticmethod
    def _extent(points: list[tuple[int, int]]) -> QRectF:
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return QRectF(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1).translated(
            -Drawn.ORIGIN)

    def box(self) -> QRectF:
        return self._extent(self.frame)

    def ink(self) -> QRectF:
        return self._extent(self.letters)


def test_every_long_message_is_drawn_whole_inside_its_box(language: str) -> None:
    for context, source in LONG_MESSAGES:
        text = _text(context, source)
        toast = Toast()
        toast.show_text(text)
        drawn = Drawn(toast)
        box, ink = drawn.box(), drawn.ink()
        # QPainter cuts the letters at the box's edge: they must keep clear of it
        assert box.adjusted(6, 6, -6, -6).contains(ink), (language, text, box, ink)
        assert toast.boundingRect().contains(box), (language, text)  # nothing clipped by Qt
        assert box.width() <= 852, (language, text)  # no wider than before: the seats beside


def test_a_long_message_wraps_rather_than_shrinks(language: str) -> None:
    toast = Toast()
    toast.show_text(_text("TableView", "Choose a card with ← and →, then press Enter"))
    one_line = Drawn(toast).ink().height()
    toast.show_text(_text(*TRUMP_HINT))  # joins the first message: two messages at once
    both = Drawn(toast)
    assert both.ink().height() >= 2.5 * one_line  # three lines or more, letters as large
    assert both.box().adjusted(6, 6, -6, -6).contains(both.ink())


def test_a_short_message_keeps_a_one_line_box(language: str) -> None:
    toast = Toast()
    toast.show_text(_text("TableView", "Wait for your turn"))
    drawn = Drawn(toast)
    assert drawn.box().height() < 50
    assert drawn.box().width() < 500


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_two_long_messages_stay_inside_the_table_at_any_size(
        qtbot, language: str, size: tuple[int, int]) -> None:
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(choice("court-piece"), seed=1)  # the table in place of the start screen
    qtbot.wait(100)
    table = window.table
    table.show_message(_text(*LONG_MESSAGES[3]))
    table.show_message(_text(*TRUMP_HINT))
    shown = table.toast.sceneBoundingRect()
    visible = table.mapToScene(table.viewport().rect()).boundingRect()
    assert visible.contains(shown), (shown, visible)
    assert QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT).contains(shown)


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
@pytest.mark.parametrize("large_cards", [False, True])
def test_the_trump_chooser_leaves_two_long_messages_in_sight(
        qtbot, language: str, size: tuple[int, int], large_cards: bool) -> None:
    from .test_trump import seed_where_person_is_hakem

    window = make_window(qtbot, large_cards=large_cards)
    window.resize(*size)
    table = window.table
    window.start_match(choice("court-piece", options={"bidding": True}),
                       seed=seed_where_person_is_hakem("court-piece", bidding=True))
    qtbot.waitUntil(lambda: table.trump_panel.isVisible(), timeout=15000)
    table.show_message(_text(*LONG_MESSAGES[3]))
    table.show_message(_text(*TRUMP_HINT))
    shown = table.mapFromScene(table.toast.sceneBoundingRect()).boundingRect()
    chooser = table.trump_panel.geometry()
    assert shown.top() >= chooser.bottom(), (shown, chooser)


def test_a_hint_goes_when_withdrawn_and_the_other_messages_stay(qapp: QApplication) -> None:
    toast = Toast()
    toast.show_text("Calls revealed: 9 tricks called, only 8 to play")
    toast.show_text("Choose a card with ← and →, then press Enter", hint=True)
    toast.withdraw_hints()
    assert toast.text == "Calls revealed: 9 tricks called, only 8 to play"
    assert toast.isVisible()
    toast.show_text("Wait for your turn", hint=True)
    toast.clear()
    toast.show_text("You must follow hearts.")
    toast.withdraw_hints()
    assert toast.text == "You must follow hearts."


def test_two_messages_at_once_each_end_as_a_sentence(qapp: QApplication) -> None:
    """A headline ("West named spades as trump") with another message in the box read as one
    sentence with it (a player's review): shown together, it gets its full stop; alone it
    stays as it is."""
    toast = Toast()
    toast.show_text("West named spades as trump")
    assert toast._rows == ["West named spades as trump"]
    toast.show_text("West claims the rest of the deal: no card can beat theirs.")
    assert toast._rows == ["West named spades as trump.",
                           "West claims the rest of the deal: no card can beat theirs."]
    toast.clear()
    toast.show_text("Votre partenaire a choisi l’atout pique")
    toast.show_text("À vous de jouer\u202f!")
    assert toast._rows == ["Votre partenaire a choisi l’atout pique.", "À vous de jouer\u202f!"]
