"""The table's own texts (the info panel in the corner, the seats' badges) are large enough to
read on a 1280x720 laptop, where the table is drawn at about 0.6 of its size, and stay inside
their boxes in French; the info panel and the badges, grown for it, cover no card and no other
badge (large cards too), and keep their base size on 4K."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from koutchina.app.main_window import MainWindow
from koutchina.app.table.layout import LEGIBLE_MAX, SCENE_HEIGHT, SCENE_WIDTH
from koutchina.engine import Phase

from .helpers import choice, make_window, play_one_move

MIN_PIXELS = 11.0  # the smallest text on the screen (the common lines reach 12)


class RecordingPainter(QPainter):
    """A painter that notes each text drawn in a box, with its font."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[QFont, QRectF, str]] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            self.texts.append((QFont(self.font()), QRectF(args[0]), args[2]))
        super().drawText(*args)  # type: ignore[call-overload]


def painted_texts(item: QGraphicsItem) -> list[tuple[QFont, QRectF, str]]:
    image = QImage(800, 400, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return [text for text in painter.texts if text[2]]


def on_screen_scale(window: MainWindow, item: QGraphicsItem) -> float:
    """Screen pixels per unit of the item's own drawing."""
    return window.table.transform().m11() * item.sceneTransform().m11()


def _match_at(qtbot, game: str, size: tuple[int, int], large_cards: bool = False,  # type: ignore[no-untyped-def]
              text_scale: float | None = None,
              options: dict[str, object] | None = None) -> MainWindow:
    window = make_window(qtbot, large_cards=large_cards, text_scale=text_scale)
    window.resize(*size)
    window.start_match(choice(game, timer=30, levels=["medium"] * 3, options=options), seed=3)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    qtbot.wait(50)
    return window


def _check_texts(window: MainWindow, item: QGraphicsItem, what: str) -> None:
    scale = on_screen_scale(window, item)
    for font, box, text in painted_texts(item):
        pixels = font.pixelSize() * scale
        assert pixels >= MIN_PIXELS, f"{what}: {text!r} is {pixels:.1f} px on the screen"
        width = QFontMetricsF(font).horizontalAdvance(text)
        assert width <= box.width() + 0.5, f"{what}: {text!r} is wider than its box"


@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_the_info_panel_and_the_badges_are_readable_at_1280x720(
    qtbot, game: str, language: str  # type: ignore[no-untyped-def]
) -> None:
    window = _match_at(qtbot, game, (1280, 720))
    table = window.table
    assert window.width() == 1280
    _check_texts(window, table.info, "info panel")
    person, bot = table.badge(0), table.badge(1)
    assert person.to_act and person.seconds_left is not None  # the countdown shows
    for badge in table.badges():
        _check_texts(window, badge, f"badge {badge.seat}")
    # the longest lines a badge may show
    person.is_dealer = person.is_hakem = True
    for call, locked in ((None, True), (None, False), (13, False)):
        person.call, person.call_locked, person.tricks = call, locked, 13 if call else 0
        _check_texts(window, person, "the person's badge")
    bot.thinking = True
    _check_texts(window, bot, "a bot thinking")
    bot.thinking = False
    for level in ("random", "greedy", "easy", "medium", "hard"):
        bot.level = level
        _check_texts(window, bot, f"a bot of level {level}")


def _drawn(window: MainWindow, item: QGraphicsItem) -> QRectF:
    """What the item covers on the table, in the scene (its frame, not its shadow or glow)."""
    return item.mapRectToScene(item.boundingRect().adjusted(10, 10, -10, -10)) \
        if item in window.table.badges() else item.sceneBoundingRect()


@pytest.mark.parametrize(("size", "large_cards", "text_scale"),
                         [((1280, 720), False, None), ((1280, 720), True, None),
                          ((3840, 2160), False, None), ((1920, 1080), False, 2.0)])
@pytest.mark.parametrize("game", ["hand", "court-piece", "hokm"])
def test_the_info_panel_and_badges_cover_no_card_nor_each_other(
    qtbot, game: str, size: tuple[int, int], large_cards: bool,  # type: ignore[no-untyped-def]
    text_scale: float | None,
) -> None:
    window = _match_at(qtbot, game, size, large_cards, text_scale)
    c = window.controller
    while c.view(0).phase != Phase.PLAYING:  # the call or the trump made: full hands
        play_one_move(qtbot, window)
        qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    qtbot.wait(50)
    table = window.table
    assert len(table.hand_items()) == (8 if game == "hand" else 13)
    panels = [table.info, *table.badges()]
    if text_scale == 2.0:  # texts twice as large (4K): the table's grow with the others
        assert all(badge.scale() == LEGIBLE_MAX for badge in table.badges())
        assert table.info.scale() >= LEGIBLE_MAX
    elif size[1] == 2160:  # a large table: nothing to grow
        assert all(panel.scale() == 1.0 for panel in panels)
    else:
        assert all(panel.scale() > 1.2 for panel in panels)
    # on the table; the corner panel grown past LEGIBLE_MAX may rise into the band of the view
    # over it
    scene = QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT)
    in_view = table.mapToScene(table.viewport().rect()).boundingRect()
    cards = [item for seat in range(4) for item in table.hand_items(seat)]
    cards += table.trick_items()
    for n, panel in enumerate(panels):
        place = _drawn(window, panel)
        room = in_view if panel is table.info else scene
        assert room.contains(place), f"{place} goes off the table or out of view"
        for other in panels[n + 1:]:
            assert not place.intersects(_drawn(window, other))
        covered = [item.card for item in cards
                   if item.mapToScene(item.shape()).intersects(place)]  # the card, turned
        assert not covered, f"{panel} covers {covered}"


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_corner_panel_holds_the_match_score_and_the_bid_target(
    qtbot, size: tuple[int, int], language: str  # type: ignore[no-untyped-def]
) -> None:
    """Court Piece with bidding: the panel's five lines (deal, both sides' tricks, the match,
    whose target) fit their boxes, and the taller panel still covers no card."""
    window = _match_at(qtbot, "court-piece", size, options={"bidding": True})
    c = window.controller
    while c.view(0).phase != Phase.PLAYING:
        play_one_move(qtbot, window)
        qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    qtbot.wait(50)
    table = window.table
    lines = table.info.lines
    assert len(lines) == 5, lines
    assert lines[3].startswith(("Match", "Partie")), lines
    assert f"{c.view(0).bid_target} " in lines[4], lines
    drawn = [text for _font, _box, text in painted_texts(table.info)]
    assert all(line in drawn for line in lines), drawn
    _check_texts(window, table.info, "info panel")
    place = _drawn(window, table.info)
    cards = [item for seat in range(4) for item in table.hand_items(seat)]
    cards += table.trick_items()
    covered = [item.card for item in cards if item.mapToScene(item.shape()).intersects(place)]
    assert not covered, covered
    assert not any(place.intersects(_drawn(window, badge)) for badge in table.badges())


def test_a_long_typed_name_stays_inside_the_badge_beside_the_countdown_and_chips(
    qtbot, language: str  # type: ignore[no-untyped-def]
) -> None:
    window = _match_at(qtbot, "hand", (1280, 720))
    person = window.table.badge(0)
    person.name = "Alexandrine-Marguerite"  # as typed in New match (40 letters allowed)
    person.is_dealer = person.is_hakem = True
    assert person.to_act and person.seconds_left is not None
    _check_texts(window, person, "a long name")
    drawn = [text for _font, _box, text in painted_texts(person)]
    assert any(text.startswith("Alex") and text.endswith("…") for text in drawn), drawn


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_buttons_over_the_table_are_readable_at_1280x720(
    qtbot, text_scale: float, language: str  # type: ignore[no-untyped-def]
) -> None:
    """"Last trick", the coach's buttons and the keys bar: 12 px times the size of texts at
    least (they stayed at 12 px, the keys bar at 9, with texts at 150 %)."""
    window = _match_at(qtbot, "hand", (1280, 720), text_scale=text_scale)
    widgets = [window.table.last_trick_button, window.coach.concede_button,
               window.table.keyboard_hint.label]
    for widget in widgets:
        widget.ensurePolished()
        assert widget.font().pixelSize() >= round(12 * text_scale), (
            widget.text(), widget.font().pixelSize())


@pytest.mark.parametrize("game", ["hand", "hokm"])
def test_larger_texts_asked_on_a_laptop_make_the_badges_texts_larger_not_smaller(
    qtbot, game: str, language: str  # type: ignore[no-untyped-def]
) -> None:
    """Texts at 150 % on 1280x720: the scoreboard grows, so the table is drawn smaller, and
    the plates, at their largest already, cannot grow on the table. Their texts grow inside
    them instead (the bot's level left out to make room): never smaller than at 100 %, and at
    least 12 px on the screen, as the common lines are at 100 %; the corner panel grows into
    the band of the view over the table."""
    def smallest(window: MainWindow, badge: QGraphicsItem) -> float:
        scale = on_screen_scale(window, badge)
        return min(font.pixelSize() * scale for font, _box, _text in painted_texts(badge))

    usual = _match_at(qtbot, game, (1280, 720), text_scale=1.0)
    at_usual = [smallest(usual, badge) for badge in usual.table.badges()]
    info_at_usual = smallest(usual, usual.table.info)
    assert usual.table.badge(1).second_line()  # "Bot · Medium" at 100 %
    usual.close()
    window = _match_at(qtbot, game, (1280, 720), text_scale=1.5)
    badges = window.table.badges()
    assert window.table.transform().m11() < usual.table.transform().m11()  # a smaller table
    _check_texts(window, window.table.info, "info panel")
    # the corner panel rises into the band over the table: its smallest line as large as
    # asked (18 px), where the felt under it alone held it to about 11 px
    assert smallest(window, window.table.info) >= max(16.0, info_at_usual)
    for badge, before in zip(badges, at_usual, strict=True):
        _check_texts(window, badge, f"badge {badge.seat}")
        now = smallest(window, badge)
        assert now >= 12.0, f"badge {badge.seat}: {now:.1f} px"
        assert now > before, f"badge {badge.seat}: {now:.1f} px, {before:.1f} at 100 %"
    person = window.table.badge(0)
    person.is_dealer = person.is_hakem = True
    for call, locked in ((None, True), (None, False), (13, False)):
        person.call, person.call_locked, person.tricks = call, locked, 13 if call else 0
        _check_texts(window, person, "the person's badge")
    if game == "hand":  # before any trick, the call's state only (the count is 0)
        person.call, person.call_locked, person.tricks = None, False, 0
        assert person.status_text() == {"en": "No call yet", "fr": "Annonce à faire"}[language]
        person.call_locked = True
        assert person.status_text() == {"en": "Call locked", "fr": "Annonce validée"}[language]
    drawn = [text for _font, _box, text in painted_texts(window.table.badge(1))]
    assert not any(text.startswith(("Bot", "Robot")) for text in drawn), drawn


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_messages_over_the_hand_grow_with_the_size_of_texts_within_their_room(
    qtbot, text_scale: float, language: str  # type: ignore[no-untyped-def]
) -> None:
    """A message ("You must follow hearts") was drawn at the table's scale only: 11.8 px on
    1280x720 and 10.6 px with texts at 150 %. It reads as large as the badges' status lines
    want now (15 px at 100 %, 17 at 150 %: 1.6 times its base size at most), as long as its
    lines stay within the room the messages have over the hand; two long messages at once
    shrink to fit it."""
    window = _match_at(qtbot, "hand", (1280, 720), text_scale=text_scale)
    table, toast = window.table, window.table.toast
    table.show_message("Calls revealed: all 8 tricks called", 60000)
    scale = on_screen_scale(window, toast)
    assert toast.text_font().pixelSize() * scale >= {1.0: 14, 1.5: 16}[text_scale]
    room_top = toast.room_top()
    assert toast.sceneBoundingRect().top() >= room_top - 3  # the frame's pen
    long = ("You hold hearts, so you must play a heart: the first card of a trick sets the "
            "suit that every other player follows while they can.")
    table.show_message(long, 60000)
    table.show_message(long.replace("hearts", "spades").replace("heart", "spade"), 60000)
    assert len(toast.messages) == 2
    assert toast.sceneBoundingRect().top() >= room_top - 3
    assert toast.sceneBoundingRect().width() <= 850 + 4


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
def test_the_last_trick_picture_names_each_card_s_player_readably(
    qtbot, text_scale: float, language: str  # type: ignore[no-untyped-def]
) -> None:
    """Under each card of the Last-trick picture, who played it: drawn at the table's scale,
    those names read 8 px on 1280x720. Now 12 px at least (not times the size of texts: the
    picture, wider, would cover the trick in play), each within its card's column."""
    window = _match_at(qtbot, "court-piece", (1280, 720), text_scale=text_scale)
    c = window.controller
    while c.last_trick is None:
        play_one_move(qtbot, window)
        qtbot.waitUntil(lambda: c.accepts_input(0), timeout=15000)
    window.show_last_trick()
    strip = window.last_trick_dialog.strip
    image = QImage(strip.size(), QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    strip.draw(painter)
    painter.end()
    players = [strip.names[seat] for seat, _card in c.last_trick.plays]
    painted = [text for text in painter.texts if text[2] in players]  # not the cards' corners
    assert sorted(text for _font, _box, text in painted) == sorted(players)
    for font, box, text in painted:
        assert font.pixelSize() >= 12, (text, font.pixelSize())
        assert QFontMetricsF(font).horizontalAdvance(text) <= box.width() + 0.5, text
        assert QRectF(strip.rect()).contains(box), (text, box, strip.rect())
    boxes = [box for _font, box, _text in painted]
    assert not any(a.intersected(b).width() > 0.5  # side by side, no more
                   for n, a in enumerate(boxes) for b in boxes[n + 1:])
