"""What a player's review found still in the normal colours with high contrast on, after the
panels over the table had taken the windows' colours: the scoreboard's green and salmon scores
and pale gold totals, the seat plates' pale gold status line ("Call locked", "Tricks 1 / call
2"), and a second, softer yellow (#ffd54a) for the seat to act, the ring round the hand with
the keyboard's focus, the frame of a card raised with the arrows or of the card that takes the
trick, and Replay's frame of that card. In high contrast they take the windows' colours
(``dressing.ControlColours``): a good score yellow, a bad one and the totals white, the
plates' words white, and the one yellow of the palette for what stands out; switched as the
setting changes. The normal look is unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from storage.helpers import random_match, saved_of

from koutchina.app.dressing import ControlColours
from koutchina.app.history.replay import ReplayWindow
from koutchina.app.main_window import MainWindow
from koutchina.app.scoreboard_model import ScoreboardModel
from koutchina.app.table.card_item import CardItem
from koutchina.app.table.looks import set_high_contrast
from koutchina.app.table.seat_badge import SeatBadge
from koutchina.engine.cards import parse_card
from koutchina.engine.events import DealScored, SetWon

from .felt_checks import looks_restored, painted_alone  # noqa: F401 - a fixture, used by every test
from .helpers import choice, make_window

pytestmark = pytest.mark.usefixtures("looks_restored", "english")

HC = ControlColours.now(True)
GOOD, BAD, GOLD, SOFT_YELLOW = "#8fe3a8", "#ff8f8f", "#ffe9a8", "#ffd54a"  # the normal look's
FOREGROUND = Qt.ItemDataRole.ForegroundRole

ROUND_1 = DealScored(0, (3, 0, 4, 1), (30, 10, -10, -20), (30, 10, -10, -20),
                     ("exact", "zero", "over", "under"), None, False)


def _colours(image: QImage, area: QRect | None = None) -> set[str]:
    """The opaque colours of ``image`` (in ``area``)."""
    area = area or image.rect()
    return {image.pixelColor(x, y).name() for x in range(area.left(), area.right() + 1)
            for y in range(area.top(), area.bottom() + 1)
            if image.pixelColor(x, y).alpha() == 255}


# ----- the scoreboard ------------------------------------------------------------------------


def _foregrounds(model: ScoreboardModel) -> dict[str, str]:
    """The colour of a good score, a bad one and the total, as the model gives them."""
    total = model.rowCount() - 1
    return {"good": model.data(model.index(0, 0), FOREGROUND).color().name(),
            "bad": model.data(model.index(0, 2), FOREGROUND).color().name(),
            "total": model.data(model.index(total, 0), FOREGROUND).color().name()}


def test_the_scoreboards_scores_and_totals_are_yellow_and_white_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = _score_window(qtbot, contrast=True).scoreboard.model
    assert _foregrounds(model) == {"good": HC.heading, "bad": HC.words, "total": HC.words}


def test_the_scoreboards_scores_keep_their_green_salmon_and_gold_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = _score_window(qtbot, contrast=False).scoreboard.model
    assert _foregrounds(model) == {"good": GOOD, "bad": BAD, "total": GOLD}


def test_a_won_sets_row_is_white_in_high_contrast_and_gold_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start_match(choice("hokm"), seed=3)
    model = window.scoreboard.model
    model.start("hokm", ["You", "East", "North", "West"], sets=3)
    event = DealScored(0, (7, 2), (7, 0), (7, 0), ("win",), 0, False)
    model.add_deal(event, None, SetWon(0, (1, 0)))
    changed: list[int] = []
    model.dataChanged.connect(lambda *_: changed.append(1))
    for contrast, colour in ((True, HC.words), (False, GOLD)):
        changed.clear()
        window.settings_service.change(high_contrast=contrast)
        QApplication.processEvents()
        assert model.data(model.index(1, 0), FOREGROUND).color().name() == colour
        assert changed  # the views told, not only repainted by chance


def _score_window(qtbot, contrast: bool) -> MainWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=contrast)
    window.start_match(choice("hand"), seed=3)
    window.scoreboard.model.add_deal(ROUND_1, (3, 0, 2, 3))
    QApplication.processEvents()
    return window


def _scores_seen(window: MainWindow) -> set[str]:
    table = window.scoreboard.table
    return _colours(table.viewport().grab().toImage())


def test_the_scoreboard_follows_high_contrast_switched_on_and_off_while_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _score_window(qtbot, contrast=False)
    seen = _scores_seen(window)
    assert {GOOD, BAD} <= seen, seen  # the check sees the scores' colours
    window.settings_service.change(high_contrast=True)
    QApplication.processEvents()
    seen = _scores_seen(window)
    assert not seen & {GOOD, BAD, GOLD}, seen & {GOOD, BAD, GOLD}
    assert HC.heading in seen
    window.settings_service.change(high_contrast=False)
    QApplication.processEvents()
    assert {GOOD, BAD} <= _scores_seen(window)


# ----- the seat plates -----------------------------------------------------------------------


def _badge_image(badge: SeatBadge) -> QImage:
    return painted_alone(badge)[0]


def _badge(to_act: bool = False) -> SeatBadge:
    badge = SeatBadge(1, "hand")
    badge.name = "East"
    badge.level = "medium"
    badge.call_locked = True  # "Tricks 0 · call locked"
    badge.to_act = to_act
    return badge


def _status_area(badge: SeatBadge, image: QImage) -> QRect:
    """The plate's status line, in ``image`` (as ``_badge_image`` draws it)."""
    bounds = badge.boundingRect()
    top = badge._line_tops(QRectF(-118, -42, 236, 84))[2]
    return QRectF(-98, top, 200, 24).translated(QPointF(2, 2) - bounds.topLeft()).toAlignedRect()


def test_a_plates_status_line_is_white_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    badge = _badge()
    image = _badge_image(badge)
    status = _colours(image, _status_area(badge, image))
    assert GOLD not in status and HC.words in status, status
    assert GOLD not in _colours(image)


def test_a_plates_status_line_keeps_its_gold_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(False)
    badge = _badge()
    image = _badge_image(badge)
    assert GOLD in _colours(image, _status_area(badge, image))


def test_the_seat_to_act_is_edged_in_the_palettes_yellow_in_high_contrast(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(True)
    seen = _colours(_badge_image(_badge(to_act=True)))
    assert HC.focus in seen and SOFT_YELLOW not in seen, seen


def test_the_seat_to_act_keeps_its_soft_yellow_in_the_normal_look(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(False)
    seen = _colours(_badge_image(_badge(to_act=True)))
    assert SOFT_YELLOW in seen and HC.focus not in seen, seen


# ----- the hand's ring and the cards' frames ---------------------------------------------------


def _card_image(item: CardItem, keyboard: bool) -> QImage:
    """``item`` painted alone (framed as raised with the arrows if ``keyboard``)."""
    if not keyboard:
        return painted_alone(item)[0]
    return painted_alone(item, paint=lambda painter: item.paint_keyboard_frame(
        painter, QRectF(-1000, -1000, 2000, 2000), []))[0]


@pytest.mark.parametrize("frame", ["keyboard", "winning"])
def test_a_cards_frame_is_the_palettes_yellow_in_high_contrast(qtbot, frame: str) -> None:  # type: ignore[no-untyped-def]
    item = CardItem(parse_card("QS"), face_up=True)
    item.winning = frame == "winning"
    set_high_contrast(True)
    seen = _colours(_card_image(item, frame == "keyboard"))
    assert HC.focus in seen and SOFT_YELLOW not in seen, frame
    set_high_contrast(False)
    seen = _colours(_card_image(item, frame == "keyboard"))
    assert SOFT_YELLOW in seen and HC.focus not in seen, frame  # the normal look's


def _yellowish(name: str) -> bool:
    """Whether ``name`` is a yellow, or a yellow blended with the ground (the frames of the
    normal look are thin, or see-through): the felt, the cards' faces and their suits are
    none."""
    colour = QColor(name)
    return colour.red() > 120 and colour.green() > 120 and colour.blue() < 100


def _ring_edge(window: MainWindow) -> set[str]:
    """The colours down the left edge of the ring round the hand (the table in focus)."""
    hand = window.table.focusProxy()
    image = window.grab().toImage()
    left = hand.mapTo(window, hand.rect().topLeft())
    return _colours(image, QRect(left.x(), left.y() + hand.height() // 3, 7,
                                 hand.height() // 3))


def test_the_ring_round_the_hand_is_the_palettes_yellow_and_follows_the_setting(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, high_contrast=True)
    window.activateWindow()
    window.start_match(choice("hand"), seed=5)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0))
    window.table.setFocus()
    hand = window.table.focusProxy()
    qtbot.waitUntil(hand.hasFocus)
    qtbot.wait(50)
    edge = _ring_edge(window)
    assert HC.focus in edge and SOFT_YELLOW not in edge, edge
    window.settings_service.change(high_contrast=False)  # the normal look: dashed, see-through
    qtbot.wait(50)
    edge = _ring_edge(window)
    assert HC.focus not in edge and any(_yellowish(colour) for colour in edge), edge
    window.settings_service.change(high_contrast=True)
    qtbot.wait(50)
    edge = _ring_edge(window)
    assert HC.focus in edge and SOFT_YELLOW not in edge, edge


# ----- Replay ----------------------------------------------------------------------------------


def _replay(qtbot) -> ReplayWindow:  # type: ignore[no-untyped-def]
    state = random_match("hand", 6, moves=40)
    replay = ReplayWindow(saved_of(state), state)
    qtbot.addWidget(replay)
    replay.resize(1000, 700)
    replay.show()
    replay.go_to(next(i for i, step in enumerate(replay.steps) if step.winner is not None))
    QApplication.processEvents()
    return replay


def _won_card_frame(replay: ReplayWindow) -> set[str]:
    """The colours round the card that took the trick on Replay's board."""
    board = replay.board
    step = replay.current
    assert step is not None
    image = board.grab().toImage()
    rect = next(rect for seat, _card, rect in board.trick_rects(step) if seat == step.winner)
    frame = board.board_transform().mapRect(rect.adjusted(-5, -5, 5, 5)).toAlignedRect()
    return _colours(image, frame) - _colours(image, frame.adjusted(7, 7, -7, -7))


def test_replays_frame_of_the_won_card_is_the_palettes_yellow_as_the_setting_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(False)
    replay = _replay(qtbot)
    frame = _won_card_frame(replay)
    assert any(_yellowish(colour) for colour in frame) and HC.focus not in frame  # normal
    set_high_contrast(True)
    replay.follow_looks()  # as History calls it when the setting changes
    QApplication.processEvents()
    frame = _won_card_frame(replay)
    assert HC.focus in frame and SOFT_YELLOW not in frame, frame
    set_high_contrast(False)
    replay.follow_looks()
    QApplication.processEvents()
    frame = _won_card_frame(replay)
    assert any(_yellowish(colour) for colour in frame) and HC.focus not in frame


# ----- the scoreboard's "This round" box, the look switched under it ---------------------------

ROUND_WORDS = ("This round\nYou: 0 trick(s) / call 1\nEast: 0 trick(s) / call 5\n"
               "North: 0 trick(s) / call 2\nWest: 0 trick(s) / call 8")


def test_this_rounds_box_takes_back_its_lines_whole_once_the_look_is_switched(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The box's words in a thicker edge in high contrast: switched on under a box that held
    them exactly, Qt's scroll area showed its bar for the moment the box was 2 px short, then
    kept it once the box had grown (measured at the width the bar left, the words wrapped and
    no longer fitted), the last line hidden (seen in a screenshot: North's line on two, West's
    under the box's foot)."""
    window = make_window(qtbot, high_contrast=True)
    window.resize(784, 720)  # the scoreboard under the table, its box as tall as its words
    window.start_match(choice("hand"), seed=3)
    dock = window.scoreboard
    qtbot.waitUntil(lambda: window.controller.accepts_input(0))  # the bots' calls said
    qtbot.wait(100)
    dock.set_current_text(ROUND_WORDS)  # as once the calls are revealed: long lines
    qtbot.wait(100)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    box = dock.current_box
    for contrast in (False, True, False, True):
        window.settings_service.change(high_contrast=contrast)
        qtbot.wait(100)
        assert dock.current.heightForWidth(box.width()) <= box.height(), contrast  # it fits
        assert not box.verticalScrollBar().isVisible(), contrast  # so no bar, no line cut
        assert dock.current.width() == box.width(), contrast


def test_the_last_tricks_winning_card_is_framed_in_the_palettes_yellow(qtbot) -> None:  # type: ignore[no-untyped-def]
    # the Last trick picture framed the trick's winner in the second, soft yellow even in
    # high contrast, where the table's own frames are the palette's
    from koutchina.app.table.last_trick import TrickStrip
    from koutchina.engine.view import TrickRecord

    plays = tuple((seat, parse_card(text)) for seat, text in
                  enumerate(("QC", "KC", "7C", "AH")))
    for contrast, colour in ((True, HC.focus), (False, SOFT_YELLOW)):
        set_high_contrast(contrast)
        strip = TrickStrip()
        qtbot.addWidget(strip)
        strip.trick = TrickRecord(0, plays, 1)
        strip.names = ["You", "East", "North", "West"]
        strip.set_card_width(70.0)
        seen = _colours(strip.grab().toImage())
        assert colour in seen, (contrast, sorted(seen)[:20])
        if contrast:
            assert SOFT_YELLOW not in seen
