"""The dealer's (or the Hakem's) chip on the person's plate stays where it is as their countdown
comes and goes: it jumped about 50 px sideways each time their turn began or ended, the chip
standing at the plate's right edge without the countdown and left of it with (a player's
review, in the normal look and in high contrast). The person's plate keeps the countdown's
room, so the chip, and the name beside it, stay put; the chip stays clear of the countdown
and of the plate's words, on the smallest window as on 4K, with large cards and large texts.
A bot's plate, which never counts down, keeps its chip at the right edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from koutchina.app.main_window import MainWindow
from koutchina.app.players import SeatPlayer
from koutchina.app.table.looks import set_high_contrast
from koutchina.app.table.seat_badge import SeatBadge
from koutchina.app.table.seat_badges import SeatBadges

from .felt_checks import looks_restored, painted_alone  # noqa: F401 - a fixture
from .helpers import choice, make_window, person_ready, play_one_move, wait_for

pytestmark = pytest.mark.usefixtures("looks_restored", "english")

SMALLEST = (1, 1)  # the window as small as it lets itself be made
GAP = 4  # screen pixels at least between the chip's rim and the countdown's box
RIM = 1.5  # the chip's outline, half of it outside its box (seat_badge: QPen(rim, 1.5))


def _person_to_act(qtbot, game: str, seed: int, size: tuple[int, int],  # type: ignore[no-untyped-def]
                   **settings: object) -> MainWindow:
    """A match of ``game`` with a turn timer at the person's first turn of a deal where their
    plate has a chip (Hand: the person deals the second round), their countdown on show, in
    a window of ``size``."""
    window = make_window(qtbot, **settings)
    window.start_match(choice(game, timer=30, levels=["medium"] * 3), seed=seed)
    badge = window.table.badge(0)
    for _ in range(100):
        wait_for(lambda: person_ready(window))
        if window.controller.accepts_input(0) and (badge.is_dealer or badge.is_hakem):
            break
        play_one_move(qtbot, window)
    window.resize(*size)
    qtbot.wait(50)  # the table fitted to its size
    assert badge.to_act and badge.seconds_left is not None
    return window


def _act(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The person's move (a call, the trump or a card), and their countdown gone."""
    badge = window.table.badge(0)
    for _ in range(3):  # a Hakem who named the trump leads the first trick at once
        assert play_one_move(qtbot, window) in ("call", "trump", "card")
        wait_for(lambda: badge.mark_boxes()[0] is None or window.controller.accepts_input(0))
        if badge.mark_boxes()[0] is None:
            return
    raise AssertionError("the person's countdown never went")


def _chip(badge: SeatBadge) -> QRectF:
    _timer, dealer, hakem = badge.mark_boxes()
    chip = dealer if badge.is_dealer else hakem
    assert chip is not None, "the person's plate has no chip in this deal"
    return chip


def _chip_pixels(badge: SeatBadge) -> list[str]:
    """The colours inside the chip (the plate round it shows the turn's glow through)."""
    image, origin = painted_alone(badge)
    inside = _chip(badge).adjusted(4, 4, -4, -4).translated(origin).toAlignedRect()  # no rim
    return [image.pixelColor(x, y).name() for y in range(inside.top(), inside.bottom() + 1)
            for x in range(inside.left(), inside.right() + 1)]


def _words_under(badge: SeatBadge, chip: QRectF) -> list[tuple[int, int]]:
    """The pixels of the plate's words (anything but its ground) where ``chip`` stands, its
    rim and one unit round it included, the plate painted without its chips."""
    dealer, hakem = badge.is_dealer, badge.is_hakem
    badge.is_dealer = badge.is_hakem = False
    try:
        image, origin = painted_alone(badge)
    finally:
        badge.is_dealer, badge.is_hakem = dealer, hakem
    area = chip.adjusted(-RIM, -RIM, RIM, RIM).translated(origin).toAlignedRect()
    centre = chip.center() + origin
    ground = image.pixelColor(int(centre.x()), int(centre.y()))
    return [(x, y) for y in range(area.top(), area.bottom() + 1)
            for x in range(area.left(), area.right() + 1)
            if _far(image.pixelColor(x, y), ground)]


def _far(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()),
               abs(a.blue() - b.blue())) > 24


@pytest.mark.parametrize("contrast", [False, True])
@pytest.mark.parametrize(("game", "seed"), [("court-piece", 1), ("court-piece", 2),
                                            ("hand", 1), ("hokm", 1)])
def test_the_chip_stays_put_as_the_countdown_comes_and_goes(
        qtbot, game: str, seed: int, contrast: bool) -> None:  # type: ignore[no-untyped-def]
    set_high_contrast(contrast)
    window = _person_to_act(qtbot, game, seed, (1280, 720))
    badge = window.table.badge(0)
    with_countdown, name_room = _chip(badge), badge._marks_width(_plate())
    pixels = _chip_pixels(badge)
    _act(qtbot, window)
    pixels_after = _chip_pixels(badge)
    assert _chip(badge) == with_countdown, (
        f"the chip moved from x={with_countdown.left():.0f} to x={_chip(badge).left():.0f} "
        "when the countdown went")
    assert pixels_after == pixels  # drawn the same, where it was
    assert badge._marks_width(_plate()) == name_room  # the name is not fitted again


def _plate() -> QRectF:
    return QRectF(-118, -42, 236, 84)


@pytest.mark.parametrize("settings", [{}, {"text_scale": 2.0}, {"large_cards": True},
                                      {"text_scale": 1.5, "large_cards": True,
                                       "player_name": "Maximilienne-Bénédicte Wolfeschlegel"}])
@pytest.mark.parametrize("size", [SMALLEST, (965, 420), (1280, 720), (3840, 2160)])
@pytest.mark.parametrize(("game", "seed"), [("court-piece", 1), ("hand", 1)])
def test_the_chip_stays_clear_of_the_countdown_and_the_words(
        qtbot, game: str, seed: int, size: tuple[int, int],  # type: ignore[no-untyped-def]
        settings: dict[str, object]) -> None:
    window = _person_to_act(qtbot, game, seed, size, **settings)
    table = window.table
    badge = table.badge(0)
    pixels = table.transform().m11() * badge.scale()  # screen pixels per unit of the badge
    timer, chip = badge.mark_boxes()[0], _chip(badge)
    assert timer is not None
    gap = (timer.left() - chip.right() - RIM / 2) * pixels
    assert gap >= GAP, f"the chip is {gap:.1f} px from the countdown ({GAP} wanted)"
    assert not _words_under(badge, chip), "the chip covers the plate's words"
    _act(qtbot, window)
    assert _chip(badge) == chip
    assert not _words_under(badge, chip), "the chip covers the plate's words"


def test_a_bots_plate_keeps_its_chip_at_the_right_edge(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene()
    seats = SeatBadges(scene)
    players = [SeatPlayer("", "human")] + [SeatPlayer("", "medium")] * 3
    seats.seat("court-piece", ["", "", "", ""], players, lambda seat: "bottom")
    assert seats[0].timer_room and not any(seats[s].timer_room for s in (1, 2, 3))
    for seat in range(4):
        seats[seat].is_dealer = True
    person, bot = _chip(seats[0]), _chip(seats[1])
    assert bot.right() == _plate().right() - 8  # at the edge: a bot never counts down
    assert person.right() < bot.left()  # the person's left of their countdown's room
    seats.seat("court-piece", ["", "", "", ""], players, lambda seat: "bottom",
               countdown=False)
    for seat in range(4):
        seats[seat].is_dealer = True
    assert _chip(seats[0]) == bot  # no turn timer in the match: no room kept


@pytest.mark.parametrize("timer", [0, 30])
def test_the_person_s_plate_keeps_a_countdown_s_room_only_in_a_match_with_a_timer(  # type: ignore[no-untyped-def]
        qtbot, timer: int) -> None:
    # without a turn timer the room stood empty between the chip and the plate's edge
    window = make_window(qtbot)
    window.start_match(choice("court-piece", timer=timer, levels=["medium"] * 3), seed=5)
    assert window.table.badge(0).timer_room == (timer > 0)
